import type { Metadata } from "next";
import "../../../../../overlay/overlay.css";
import { notFound } from "next/navigation";
import { OVERLAYS, type Overlay } from "../../../../../overlay/kinds";
import { OverlayView } from "../../../../../overlay/OverlayView";
import { env, streamUrl } from "../../../../../server/env";
import { first, type SearchParams } from "../../../../../server/match-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Overlay" };

/**
 * The overlays that need React (the board, and the callout, which follows a Yjs review room).
 * /overlay/<match>/<kind> sends them here; the light ones are served without a framework.
 */
export default async function OverlayPage({ params, searchParams }: { params: Promise<{ match: string; kind: string }>; searchParams: SearchParams }) {
  const { match, kind } = await params;
  const sp = await searchParams;
  const token = first(sp.token);
  if (!(OVERLAYS as readonly string[]).includes(kind) || !/^[A-Za-z0-9_-]{1,64}$/.test(match) || token === null) notFound();
  const left = first(sp.left) === "1" ? 1 : 0;
  const scale = Math.min(3, Math.max(0.25, Number(first(sp.scale) ?? "1") || 1));
  const accent = /^[0-9a-fA-F]{6}$/.test(first(sp.accent) ?? "") ? `#${first(sp.accent)}` : "#f2b441";
  const room = first(sp.room);
  const rt = first(sp.rt);
  return (
    <OverlayView
      matchId={match}
      token={token}
      streamUrl={streamUrl()}
      kind={kind as Overlay}
      room={room !== null && rt !== null ? { url: `${env().publicApiUrl.replace(/^http/, "ws")}/yjs`, id: room, token: rt } : null}
      left={left}
      scale={scale}
      accent={accent}
    />
  );
}
