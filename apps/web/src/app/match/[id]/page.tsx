import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MatchViewer } from "../../../client/MatchViewer";
import { api, apiErrorCode } from "../../../server/api";
import { streamUrl } from "../../../server/env";
import { first, loadMatch, MATCH_ERRORS, seqFromQuery, type SearchParams } from "../../../server/match-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Match" };

/** A live match or a replay, as the link's token may see it. No token: a spectator's, for a listed match. */
export default async function MatchPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id } = await params;
  const sp = await searchParams;
  const seq = seqFromQuery(first(sp.seq));
  let token = first(sp.token);
  if (token === null) {
    let code: string | null = null;
    try {
      token = (await api().match.spectate.mutate({ matchId: id })).token;
    } catch (e) {
      code = apiErrorCode(e);
    }
    if (code !== null) return <p className="notice">{MATCH_ERRORS[code] ?? `The match could not be opened (${code}).`}</p>;
    redirect(`/match/${encodeURIComponent(id)}?token=${encodeURIComponent(token!)}${seq === null ? "" : `&seq=${seq}`}`);
  }
  const loaded = await loadMatch(id, token);
  if (!loaded.ok) return <p className="notice">{MATCH_ERRORS[loaded.code] ?? `The match could not be opened (${loaded.code}).`}</p>;
  const { state, fullView } = loaded;
  const error = first(sp.error);
  return (
    <>
      {error !== null && <p className="notice">{MATCH_ERRORS[error] ?? `That did not work (${error}).`}</p>}
      <MatchViewer
      matchId={id}
      token={token}
      game={state.game}
      streamUrl={streamUrl()}
      role={state.role}
      seat={state.seat}
      seatNames={state.seats.map((s) => s.name)}
      fullView={fullView}
      initialSeq={seq}
      />
    </>
  );
}
