"use client";
import { Select } from "../client/Select";
import { useActionState, useState } from "react";
import { playFromLobby, type PlayFormState } from "./actions";
import { LOBBY_ERRORS } from "./lobby-errors";

const START: PlayFormState = { attempt: 0, error: null, detail: null, values: { game: "", name: "", p1: "", decklist: "", opponent: "bot", mode: "enforced" } };

/**
 * "Play": a human seat against a bot or a person. A refused start (a deck list's mistake, a limit)
 * comes back here with its message, and the form keeps what was typed: the name and the pasted list.
 */
export function PlayForm({ games, game }: { games: readonly { id: string; name: string; sampleDecks: readonly string[]; tabletop: boolean }[]; game: string }) {
  const [state, action, pending] = useActionState(playFromLobby, START);
  const v = state.values;
  const [chosen, setChosen] = useState(v.game === "" ? game : v.game);
  const [mode, setMode] = useState(v.mode);
  const tabletopOffered = games.find((g) => g.id === chosen)?.tabletop === true;
  // At a table without enforced rules only people play: a bot would have nothing to go by.
  const tabletop = tabletopOffered && mode === "tabletop";
  return (
    // A new attempt remounts the fields with what was sent as their defaults.
    <form action={action} key={state.attempt}>
      {state.error !== null && (
        <p className="notice" role="alert" data-testid="lobby-error">
          {LOBBY_ERRORS[state.error] ?? `The match server said: ${state.error}`}
          {state.detail !== null && <> — {state.detail}</>}
        </p>
      )}
      <label>
        Game
        <Select name="game" defaultValue={v.game === "" ? game : v.game} onChange={(e) => setChosen(e.currentTarget.value)} options={games.map((g) => ({ value: g.id, label: g.name }))} />
      </label>
      <label>
        Your name
        <input name="name" maxLength={40} placeholder="You" defaultValue={v.name} autoComplete="nickname" />
      </label>
      <label>
        Your deck
        <select name="p1" defaultValue={v.p1}>
          <option value="">the game&apos;s first sample deck</option>
          {games.flatMap((g) =>
            g.sampleDecks.map((d) => (
              <option key={`${g.id}:${d}`} value={d}>
                {g.name}: {d}
              </option>
            )),
          )}
        </select>
      </label>
      <details className="decklist" open={v.decklist !== ""}>
        <summary>or paste a deck list</summary>
        <label>
          Deck list (one card per line, e.g. <code>2x Savage Swing (red)</code>, with the hero and equipment named)
          <textarea name="decklist" rows={10} maxLength={20_000} spellCheck={false} defaultValue={v.decklist} placeholder={"Hero: Rhinar\nWeapons: Romping Club\n\n2x Savage Swing (red)"} />
        </label>
      </details>
      {tabletopOffered && (
        <label>
          Rules
          <select name="mode" value={mode} onChange={(e) => setMode(e.currentTarget.value)} data-testid="play-mode">
            <option value="enforced">enforced: the engine checks every move</option>
            <option value="tabletop">tabletop: free moves, as at a real table (people only)</option>
          </select>
        </label>
      )}
      <label>
        Opponent
        <select name="opponent" defaultValue={v.opponent} key={tabletop ? "people" : "any"} data-testid="play-opponent">
          {!tabletop && <option value="bot">a bot</option>}
          <option value="person">a person (you get an invite link)</option>
        </select>
      </label>
      <button type="submit" className="button" data-testid="play-vs-bot" disabled={pending}>
        Play
      </button>
    </form>
  );
}
