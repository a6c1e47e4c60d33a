"use client";
import { Select } from "../client/Select";
import { useActionState, useState, type ReactNode } from "react";
import { playFromLobby, type PlayFormState } from "./actions";
import { LOBBY_ERRORS } from "./lobby-errors";

/** How each game's players write a deck list, for the label and the empty field. */
const DECK_HELP: Readonly<Record<string, { readonly label: ReactNode; readonly placeholder: string }>> = {
  fab: { label: <>one card per line, e.g. <code>2x Savage Swing (red)</code>, with the hero and equipment named</>, placeholder: "Hero: Rhinar\nWeapons: Romping Club\n\n2x Savage Swing (red)" },
  riftbound: { label: <>a deck code, or a list with sections <code>Legend:</code>, <code>Champion:</code>, <code>MainDeck:</code>, <code>Battlefields:</code>, <code>Runes:</code></>, placeholder: "Legend:\n1 Master Yi, Wuju Bladesman\n\nChampion:\n1 Master Yi, Honed\n\nMainDeck:\n3 Stalwart Poro" },
  ufs: { label: <>one card per line, e.g. <code>4x Rising Palm</code>, the starting character first</>, placeholder: "Kaede Arashi\n4x Rising Palm" },
};
const DEFAULT_HELP = { label: <>one card per line, with a count</>, placeholder: "" };

const START: PlayFormState = { attempt: 0, error: null, detail: null, values: { game: "", name: "", p1: "", decklist: "", opponent: "bot", mode: "enforced", cards: "" } };

/**
 * "Play": a human seat against a bot or a person. A refused start (a deck list's mistake, a limit)
 * comes back here with its message, and the form keeps what was typed: the name and the pasted list.
 */
export function PlayForm({ games, game }: { games: readonly { id: string; name: string; sampleDecks: readonly string[]; tabletop: boolean; ownCards: boolean }[]; game: string }) {
  const [state, action, pending] = useActionState(playFromLobby, START);
  const v = state.values;
  const [chosen, setChosen] = useState(v.game === "" ? game : v.game);
  const [mode, setMode] = useState(v.mode);
  const tabletopOffered = games.find((g) => g.id === chosen)?.tabletop === true;
  // At a table without enforced rules only people play: a bot would have nothing to go by.
  const tabletop = tabletopOffered && mode === "tabletop";
  // A table of a game with no public card database (UFS) may bring its players' own card file.
  const ownCards = tabletop && games.find((g) => g.id === chosen)?.ownCards === true;
  const [cards, setCards] = useState(v.cards);
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
          Deck list ({(DECK_HELP[chosen] ?? DEFAULT_HELP).label})
          <textarea name="decklist" rows={10} maxLength={20_000} spellCheck={false} defaultValue={v.decklist} placeholder={(DECK_HELP[chosen] ?? DEFAULT_HELP).placeholder} />
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
      {ownCards && (
        <details className="decklist" open={cards !== ""}>
          <summary>your own cards (a card file)</summary>
          <label>
            Card file, CSV or JSON (columns <code>id, name, type, difficulty, control</code>, …); the deck list may then name these cards
            <textarea name="cards" rows={6} maxLength={48_000} spellCheck={false} value={cards} onChange={(e) => setCards(e.currentTarget.value)} data-testid="play-cards" />
          </label>
          <label>
            or pick the file{" "}
            <input
              type="file"
              accept=".csv,.json,text/csv,application/json"
              data-testid="play-cards-file"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file !== undefined) void file.text().then((text) => setCards(text.slice(0, 48_000)));
              }}
            />
          </label>
        </details>
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
