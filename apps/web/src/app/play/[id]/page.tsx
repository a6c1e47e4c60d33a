import { notFound } from "next/navigation";
import type { Metadata } from "next";
import { EarlyStreamScript } from "../../../client/early-stream";
import { MatchViewer } from "../../../client/MatchViewer";
import { first, loadMatch, loadOpeningView, MATCH_ERRORS, pageArgs, viewerBase, type SearchParams } from "../../../server/match-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Play" };

/** A player's seat: the board from their side, their legal choices as the server offers them. */
export default async function PlayPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id, sp, token } = await pageArgs(params, searchParams, "id");
  if (token === null) return <p className="notice">A seat link carries its token. Ask the match&apos;s organiser for yours.</p>;
  const loaded = await loadMatch(id, token);
  if (!loaded.ok && loaded.code === "match/not-found") notFound();
  if (!loaded.ok) return <p className="notice">{MATCH_ERRORS[loaded.code] ?? `The match could not be opened (${loaded.code}).`}</p>;
  const { state } = loaded;
  if (state.role !== "seat" || state.seat === null) return <p className="notice">This link watches the match; it cannot play. Open it under /match instead.</p>;
  const base = viewerBase(id, token, state);
  const opening = await loadOpeningView(id, token, { clipFrom: null, seq: null, finished: false });
  return (
    <>
      <EarlyStreamScript url={base.streamUrl} matchId={id} token={token} />
      <MatchViewer {...base} fullView={false} initialSeq={null} invite={first(sp.invite)} openingView={opening} />
    </>
  );
}
