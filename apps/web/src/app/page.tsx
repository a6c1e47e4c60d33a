import Link from "next/link";
import type { ReactNode } from "react";
import { api, apiErrorCode } from "../server/api";
import { env } from "../server/env";
import { lobbyIdle } from "../server/idle";
import { Refresh } from "../client/Refresh";
import { Select } from "../client/Select";
import { ResultCell, ShowResultToggle } from "../client/spoilers";
import { watchBotMatch } from "./actions";
import { LOBBY_ERRORS } from "./lobby-errors";
import { PlayForm } from "./PlayForm";

export const dynamic = "force-dynamic";

type Row = Awaited<ReturnType<ReturnType<typeof api>["match"]["list"]["query"]>>[number];
type Games = Awaited<ReturnType<ReturnType<typeof api>["games"]["query"]>>;


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

/** Each player's headline counter, named once: "20 – 17 life", "3 – 5 points", "18 – 20 vitality". */
function scores(row: Row): string {
  if (row.players === null) return "–";
  const counter = row.players.find((p) => p.counter !== null)?.counter;
  const figures = row.players.map((p) => p.score ?? "–").join(" – ");
  return counter === undefined ? figures : `${figures} ${counter}`;
}

/**
 * A table of matches: game and players first, the columns of its kind between, and the link to
 * watch or replay each.
 */
function MatchTable({ rows, games, testId, columns, cells, action }: { rows: Row[]; games: Games; testId: string; columns: readonly ReactNode[]; cells: (row: Row) => readonly ReactNode[]; action: string }) {
  return (
    <table className="lobby-table" data-testid={testId}>
      <thead>
        <tr>
          <th>Game</th>
          <th>Players</th>
          {columns.map((c, i) => (
            <th key={i}>{c}</th>
          ))}
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-match={row.id}>
            <td>{games.find((g) => g.id === row.game)?.name ?? row.game}</td>
            <td>{players(row)}</td>
            {cells(row).map((c, i) => (
              <td key={i}>{c}</td>
            ))}
            <td>
              <Link className="button button--quiet" href={`/match/${row.id}`}>
                {action}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const LIVE_COLUMNS = ["Turn", "Score", <span key="w" title="watching now">Watching</span>];

function LiveTable({ rows, games, testId = "live-matches" }: { rows: Row[]; games: Games; testId?: string }) {
  if (rows.length === 0) return <p className="lobby-empty">No live matches right now. Start one: a bot match begins at once.</p>;
  return <MatchTable rows={rows} games={games} testId={testId} columns={LIVE_COLUMNS} cells={(row) => [row.turn ?? "–", scores(row), row.spectators]} action="Watch" />;
}

function ReplayTable({ rows, games, now }: { rows: Row[]; games: Games; now: number }) {
  if (rows.length === 0) return <p className="lobby-empty">No finished matches yet.</p>;
  const result = (row: Row) => (row.winners === null ? "–" : <ResultCell text={row.winners.length === 0 ? "draw" : `${row.winners.map((w) => row.seatNames[w] ?? `P${w + 1}`).join(", ")} won`} />);
  return (
    <MatchTable
      rows={rows}
      games={games}
      testId="replays"
      columns={["Result", "Decisions", "Finished"]}
      cells={(row) => [result(row), row.lastSeq, row.finishedAt === null ? "–" : ago(row.finishedAt, now)]}
      action="Replay"
    />
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
  // A match with no move for a while (people who left) waits apart from the live ones.
  const idleFor = lobbyIdle.observe(live, now);
  const idle = live.filter((row) => (idleFor.get(row.id) ?? 0) >= env().lobbyIdleMs);
  const active = live.filter((row) => !idle.includes(row));
  const playable = games.filter((g) => g.sampleDecks.length > 0 && g.id !== "duel");
  return (
    <div className="lobby">
      <h1 className="sr-only">Tablecast lobby: live matches, replays and play</h1>
      <Refresh everyMs={4000} />
      <section>
        {error !== null && (
          <p className="notice" data-testid="lobby-error">
            {LOBBY_ERRORS[error] ?? `The match server said: ${error}`}
            {detail !== null && <> — {detail}</>}
          </p>
        )}
        {failure !== null && <p className="notice">{LOBBY_ERRORS[failure] ?? `The lobby could not load (${failure}).`}</p>}
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
        <LiveTable rows={active} games={games} />
        {idle.length > 0 && (
          <details className="lobby-idle">
            <summary>
              Waiting for a move ({idle.length}): none for {env().lobbyIdleMs >= 60_000 ? `${Math.round(env().lobbyIdleMs / 60_000)} min` : `${Math.round(env().lobbyIdleMs / 1000)} s`} or more
            </summary>
            <LiveTable rows={idle} games={games} testId="idle-matches" />
          </details>
        )}
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
            <Select name="game" defaultValue={game ?? "fab"} options={playable.map((g) => ({ value: g.id, label: g.name }))} />
          </label>
          <button type="submit" className="button" data-testid="watch-bot-match">
            Watch a bot match
          </button>
        </form>
        <h2>Play</h2>
        <PlayForm games={playable.map((g) => ({ id: g.id, name: g.name, sampleDecks: g.sampleDecks, tabletop: g.tabletop, ownCards: g.ownCards }))} game={game ?? "fab"} />
      </aside>
    </div>
  );
}
