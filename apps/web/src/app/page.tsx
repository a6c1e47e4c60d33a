import Link from "next/link";
import { api, apiErrorCode } from "../server/api";
import { Refresh } from "../client/Refresh";
import { ResultCell, ShowResultToggle } from "../client/spoilers";
import { playMatch, watchBotMatch } from "./actions";

export const dynamic = "force-dynamic";

type Row = Awaited<ReturnType<ReturnType<typeof api>["match"]["list"]["query"]>>[number];
type Games = Awaited<ReturnType<ReturnType<typeof api>["games"]["query"]>>;

const ERRORS: Readonly<Record<string, string>> = {
  "api/unreachable": "The match server is not answering. Is it running?",
  "auth/forbidden": "The match server did not allow that.",
  "game/unknown": "That game is not hosted here.",
  "decklist/unknown-card": "That deck list names a card this game does not know",
  "decklist/colour": "That deck list needs a colour for a card",
  "decklist/count": "That deck list has a count out of range",
  "decklist/empty": "That deck list names no cards.",
  "setup/deck-size": "That deck has the wrong number of cards",
  "setup/copies": "That deck has too many copies of a card",
  "setup/illegal-card": "That deck has a card its hero cannot use",
  "setup/hero": "That deck must name exactly one hero",
  "lobby/bot-matches-per-address": "Enough bot matches were started from your address for now: watch one of the live matches below",
  "lobby/bot-matches-all": "Enough bot matches have started for now: watch one of the live matches below",
  "lobby/plays-per-address": "Enough matches were started from your address for now",
  "lobby/plays-all": "Enough matches have started for now",
};

function ago(ms: number, now: number): string {
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 60) return `${s}s ago`;
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} d ago`;
}

function players(row: Row): string {
  if (row.players === null) return row.seatNames.join(" vs ");
  return row.players.map((p) => `${p.name}${p.hero === null ? "" : ` (${p.hero})`}`).join(" vs ");
}

function LiveTable({ rows, games }: { rows: Row[]; games: Games }) {
  if (rows.length === 0) return <p className="lobby-empty">No live matches right now. Start one: a bot match begins at once.</p>;
  return (
    <table className="lobby-table" data-testid="live-matches">
      <thead>
        <tr>
          <th>Game</th>
          <th>Players</th>
          <th>Turn</th>
          <th>Life</th>
          <th title="watching now">Watching</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-match={row.id}>
            <td>{games.find((g) => g.id === row.game)?.name ?? row.game}</td>
            <td>{players(row)}</td>
            <td>{row.turn ?? "–"}</td>
            <td>{row.players?.map((p) => p.life ?? "–").join(" – ") ?? "–"}</td>
            <td>{row.spectators}</td>
            <td>
              <Link className="button button--quiet" href={`/match/${row.id}`}>
                Watch
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReplayTable({ rows, games, now }: { rows: Row[]; games: Games; now: number }) {
  if (rows.length === 0) return <p className="lobby-empty">No finished matches yet.</p>;
  return (
    <table className="lobby-table" data-testid="replays">
      <thead>
        <tr>
          <th>Game</th>
          <th>Players</th>
          <th>Result</th>
          <th>Decisions</th>
          <th>Finished</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-match={row.id}>
            <td>{games.find((g) => g.id === row.game)?.name ?? row.game}</td>
            <td>{row.seatNames.join(" vs ")}</td>
            <td>{row.winners === null ? "–" : <ResultCell text={row.winners.length === 0 ? "draw" : `${row.winners.map((w) => row.seatNames[w] ?? `P${w + 1}`).join(", ")} won`} />}</td>
            <td>{row.lastSeq}</td>
            <td>{row.finishedAt === null ? "–" : ago(row.finishedAt, now)}</td>
            <td>
              <Link className="button button--quiet" href={`/match/${row.id}`}>
                Replay
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function Lobby({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const game = typeof sp.game === "string" && /^[a-z0-9-]{1,32}$/.test(sp.game) ? sp.game : undefined;
  const error = typeof sp.error === "string" ? sp.error : null;
  const detail = typeof sp.detail === "string" ? sp.detail.slice(0, 300) : null;
  let games: Games = [];
  let live: Row[] = [];
  let finished: Row[] = [];
  let failure: string | null = null;
  try {
    const client = api();
    [games, live, finished] = await Promise.all([
      client.games.query(),
      client.match.list.query({ status: "live", limit: 50, ...(game === undefined ? {} : { game }) }),
      client.match.list.query({ status: "finished", limit: 30, ...(game === undefined ? {} : { game }) }),
    ]);
  } catch (e) {
    failure = apiErrorCode(e);
  }
  const now = Date.now();
  const playable = games.filter((g) => g.sampleDecks.length > 0 && g.id !== "duel");
  return (
    <div className="lobby">
      <Refresh everyMs={4000} />
      <section>
        {error !== null && (
          <p className="notice" data-testid="lobby-error">
            {ERRORS[error] ?? `The match server said: ${error}`}
            {detail !== null && <> — {detail}</>}
          </p>
        )}
        {failure !== null && <p className="notice">{ERRORS[failure] ?? `The lobby could not load (${failure}).`}</p>}
        <nav className="filters" aria-label="filter by game">
          <Link href="/" aria-current={game === undefined ? "page" : undefined}>
            All games
          </Link>
          {games.map((g) => (
            <Link key={g.id} href={`/?game=${g.id}`} aria-current={game === g.id ? "page" : undefined}>
              {g.name}
            </Link>
          ))}
        </nav>
        <h2>Live now</h2>
        <LiveTable rows={live} games={games} />
        <div className="lobby-heading">
          <h2>Recent replays</h2>
          <ShowResultToggle />
        </div>
        <ReplayTable rows={finished} games={games} now={now} />
      </section>
      <aside className="lobby-actions">
        <h2>Watch</h2>
        <form action={watchBotMatch}>
          <label>
            Game
            <select name="game" defaultValue={game ?? "fab"}>
              {playable.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button" data-testid="watch-bot-match">
            Watch a bot match
          </button>
        </form>
        <h2>Play</h2>
        <form action={playMatch}>
          <label>
            Game
            <select name="game" defaultValue={game ?? "fab"}>
              {playable.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Your name
            <input name="name" maxLength={40} placeholder="You" />
          </label>
          <label>
            Your deck
            <select name="p1" defaultValue="">
              <option value="">the game's first sample deck</option>
              {playable.flatMap((g) =>
                g.sampleDecks.map((d) => (
                  <option key={`${g.id}:${d}`} value={d}>
                    {g.name}: {d}
                  </option>
                )),
              )}
            </select>
          </label>
          <details className="decklist">
            <summary>or paste a deck list</summary>
            <label>
              Deck list (one card per line, e.g. <code>2x Savage Swing (red)</code>, with the hero and equipment named)
              <textarea name="decklist" rows={10} maxLength={20_000} spellCheck={false} placeholder={"Hero: Rhinar\nWeapons: Romping Club\n\n2x Savage Swing (red)"} />
            </label>
          </details>
          <label>
            Opponent
            <select name="opponent" defaultValue="bot">
              <option value="bot">a bot</option>
              <option value="person">a person (you get an invite link)</option>
            </select>
          </label>
          <button type="submit" className="button" data-testid="play-vs-bot">
            Play
          </button>
        </form>
      </aside>
    </div>
  );
}
