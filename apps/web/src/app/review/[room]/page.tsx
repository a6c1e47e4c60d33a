import type { Metadata } from "next";
import { ReviewRoom } from "../../../review/ReviewRoom";
import { env, streamUrl } from "../../../server/env";
import { first, loadMatch, MATCH_ERRORS, seqFromQuery, type SearchParams } from "../../../server/match-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Review" };

/** The role a room token grants, read from its claims (the server checks the signature). */
function roomRole(token: string): "owner" | "editor" | "viewer" | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { role?: string };
    return claims.role === "owner" || claims.role === "editor" || claims.role === "viewer" ? claims.role : null;
  } catch {
    return null;
  }
}

/** A review room: the replay of a match with the room's annotations, presence and shared playhead. */
export default async function ReviewPage({ params, searchParams }: { params: Promise<{ room: string }>; searchParams: SearchParams }) {
  const { room } = await params;
  const sp = await searchParams;
  const token = first(sp.token);
  // A study: the link carries each match with a token to watch it (`match=…&mt=…`, repeated).
  const all = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const ids = all(sp.match);
  const tokens = all(sp.mt);
  const roomId = decodeURIComponent(room);
  const role = token === null ? null : roomRole(token);
  if (token === null || role === null || ids.length === 0 || ids.length !== tokens.length || ids.length > 20 || !/^[A-Za-z0-9_-]{1,64}(~full)?$/.test(roomId))
    return <p className="notice">This review link is incomplete: ask the room&apos;s owner for a new one.</p>;
  const at = first(sp.at);
  const index = Math.max(0, at === null ? 0 : ids.indexOf(at));
  const matchId = ids[index]!;
  const matchToken = tokens[index]!;
  const loads = await Promise.all(ids.map((id, i) => loadMatch(id, tokens[i]!)));
  const loaded = loads[index]!;
  if (!loaded.ok) return <p className="notice">{MATCH_ERRORS[loaded.code] ?? `The match could not be opened (${loaded.code}).`}</p>;
  const { state, fullView } = loaded;
  const study = ids.map((id, i) => {
    const l = loads[i]!;
    return { matchId: id, label: l.ok ? l.state.seats.map((s) => s.name).join(" vs ") : `unavailable (${l.code})` };
  });
  return (
    <ReviewRoom
      roomId={roomId}
      roomToken={token}
      role={role}
      roomsUrl={`${env().publicApiUrl.replace(/^http/, "ws")}/yjs`}
      study={study}
      viewer={{
        matchId,
        token: matchToken,
        game: state.game,
        streamUrl: streamUrl(),
        role: state.role,
        seat: null,
        seatNames: state.seats.map((s) => s.name),
        fullView,
        initialSeq: seqFromQuery(first(sp.seq)),
      }}
    />
  );
}
