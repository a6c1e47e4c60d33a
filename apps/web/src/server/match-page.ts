import { seqFromQuery } from "@tablecast/ui";
import { cache } from "react";
import { openingSeq } from "../client/opening";
import { api, apiErrorCode } from "./api";
import { env, streamUrl } from "./env";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const first = (v: string | string[] | undefined): string | null => (typeof v === "string" ? v : Array.isArray(v) ? (v[0] ?? null) : null);

/** Roles whose stream holds both hands (so they may look through any seat's eyes). */
const FULL_VIEW = new Set(["judge", "organiser", "coverage", "coach"]);

export type MatchLoad =
  | { readonly ok: true; readonly state: Awaited<ReturnType<ReturnType<typeof api>["match"]["state"]["query"]>>; readonly fullView: boolean }
  | { readonly ok: false; readonly code: string };

/** A match's state for a token, asked once per page request (the page and its link preview share it). */
export const matchState = cache((matchId: string, token: string) => api().match.state.query({ matchId, token }));

export async function loadMatch(matchId: string, token: string): Promise<MatchLoad> {
  try {
    const state = await matchState(matchId, token);
    return { ok: true, state, fullView: FULL_VIEW.has(state.role) };
  } catch (e) {
    return { ok: false, code: apiErrorCode(e) };
  }
}

/**
 * The table the page opens at, as the token's stream will draw it, so the board is in the page's
 * HTML before any script runs, at the viewer's first moment (openingSeq). Null when the server
 * cannot say (the page then waits for its stream, as before).
 */
export async function loadOpeningView(matchId: string, token: string, opens: Parameters<typeof openingSeq>[0]) {
  try {
    return await api().match.view.query({ matchId, token, seq: openingSeq(opens) });
  } catch {
    return null;
  }
}

export const MATCH_ERRORS: Readonly<Record<string, string>> = {
  "match/not-found": "There is no such match.",
  "token/expired": "This link has expired.",
  "token/revoked": "This link has been revoked.",
  "token/bad-signature": "This link is not valid.",
  "token/malformed": "This link is not valid.",
  "token/wrong-match": "This link is for another match.",
  "auth/forbidden": "This match is watched by invitation only.",
  "api/unreachable": "The match server is not answering. Try again in a moment.",
};

export { seqFromQuery };

/** A clip link's `?from=&to=` (both moments, in order), or null. */
export function clipOf(from: string | null, to: string | null): { from: number; to: number } | null {
  const a = seqFromQuery(from);
  const b = seqFromQuery(to);
  return a !== null && b !== null && b >= a ? { from: a, to: b } : null;
}

/** What every page around the match viewer passes it about the match and this server. */
export function viewerBase(matchId: string, token: string, state: Extract<MatchLoad, { ok: true }>["state"]) {
  return {
    matchId,
    token,
    game: state.game,
    streamUrl: streamUrl(),
    role: state.role,
    seat: state.seat,
    seatNames: state.seats.map((s) => s.name),
    cardArt: env().cardImageBase !== null,
  };
}

/** A page's route parameter, its query and the query's token. */
export async function pageArgs<K extends string>(params: Promise<Record<K, string>>, searchParams: SearchParams, key: K) {
  const [p, sp] = await Promise.all([params, searchParams]);
  return { id: p[key], sp, token: first(sp.token) };
}
