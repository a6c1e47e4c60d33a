import { api, apiErrorCode } from "./api";
import { matchState } from "./match-page";

/** What a link preview (Open Graph, oEmbed) says about a match. */
export interface PreviewText {
  readonly title: string;
  readonly description: string;
}

export interface PreviewFacts {
  readonly game: string;
  readonly players: readonly { readonly name: string; readonly hero: string | null }[];
  /** Listed in the lobby: anyone may watch it, so its result may be told. */
  readonly listed: boolean;
  readonly turn: number | null;
  readonly result: { readonly winners: readonly number[]; readonly reason: string } | null;
}

/** "Ada (Rhinar) vs Brin (Dorinthea)"; a public replay's result, a live match's turn. */
export function previewText(f: PreviewFacts): PreviewText {
  const title = f.players.map((p) => (p.hero === null ? p.name : `${p.name} (${p.hero})`)).join(" vs ");
  const state =
    f.result === null
      ? `Live${f.turn === null || f.turn === 0 ? "" : ` · turn ${f.turn}`}`
      : !f.listed
        ? "Replay"
        : f.result.winners.length === 0
          ? `Replay · draw (${f.result.reason})`
          : `Replay · ${f.result.winners.map((w) => f.players[w]?.name ?? `P${w + 1}`).join(" and ")} won (${f.result.reason})`;
  return { title: title === "" ? `A ${f.game} match` : title, description: `${f.game} on Tablecast · ${state}` };
}

export type PreviewLoad = { readonly ok: true; readonly token: string; readonly text: PreviewText } | { readonly ok: false; readonly code: string };

/**
 * A match's preview as the link's token may see it; without a token, a listed (public) match's,
 * through a spectator token anyone may get. Heroes and the turn are the ones spectators see now.
 */
export async function loadPreview(matchId: string, token: string | null): Promise<PreviewLoad> {
  const client = api();
  try {
    const t = token ?? (await client.match.spectate.mutate({ matchId })).token;
    const [state, games] = await Promise.all([matchState(matchId, t), client.games.query()]);
    const text = previewText({
      game: games.find((g) => g.id === state.game)?.name ?? state.game,
      players: state.seats.map((s) => ({ name: s.name, hero: s.hero })),
      listed: state.policy.listed,
      turn: state.publicTurn,
      result: state.result,
    });
    return { ok: true, token: t, text };
  } catch (e) {
    return { ok: false, code: apiErrorCode(e) };
  }
}
