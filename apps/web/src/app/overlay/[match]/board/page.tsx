import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EarlyStreamScript } from "../../../../client/early-stream";
import { BoardOverlay } from "../../../../overlay/BoardOverlay";
import { accentOf } from "../../../../overlay/kinds";
import { streamUrl } from "../../../../server/env";
import { first, pageArgs, type SearchParams } from "../../../../server/match-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Board overlay" };

/**
 * The board overlay, an OBS browser source at 1920×1080 with a transparent background:
 *   /overlay/<match>/board?token=<overlay key>[&left=0|1][&scale=1][&accent=f2b441 | %23f2b441]
 * The match page's own board (the same cards, piles and layout for each game), drawn from the
 * overlay key's stream (behind the broadcast delay) and fitted to the corner it sits in.
 */
export default async function BoardOverlayPage({ params, searchParams }: { params: Promise<{ match: string }>; searchParams: SearchParams }) {
  const { id: match, sp, token } = await pageArgs(params, searchParams, "match");
  if (token === null || token.length > 2048 || !/^[A-Za-z0-9_-]{1,64}$/.test(match)) notFound();
  const scale = Math.min(3, Math.max(0.25, Number(first(sp.scale) ?? "1") || 1));
  return (
    <>
      <EarlyStreamScript url={streamUrl()} matchId={match} token={token} />
      <BoardOverlay matchId={match} token={token} streamUrl={streamUrl()} bottomSeat={first(sp.left) === "1" ? 1 : 0} scale={scale} accent={accentOf(first(sp.accent))} />
    </>
  );
}
