import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { ReplayCursor, type StreamEntry } from "@tablecast/engine";
import type * as Gifenc from "gifenc";
import { boardSvg, lifeChartSvg } from "./svg";

// gifenc's CommonJS build hides its exports from Node's named-import detection, and Node (unlike
// bundlers) ignores its "module" field: load it with require, the same under Node and tests.
const { applyPalette, GIFEncoder, quantize } = createRequire(import.meta.url)("gifenc") as typeof Gifenc;

export const OG = { width: 1200, height: 630 } as const;
export const CLIP = { width: 640, height: 336, maxFrames: 120, frameMs: 600 } as const;
export const CHART = { width: 1200, height: 600 } as const;

/**
 * One picture to draw, self-contained so it can cross to a worker thread: the entries are already
 * redacted for the requester's audience and end at the last seq the picture needs (never past
 * the audience's horizon), so the renderer decides nothing about visibility.
 */
export type RenderJob =
  | { readonly kind: "og"; readonly entries: readonly StreamEntry[]; readonly seq: number; readonly title: string }
  | { readonly kind: "clip"; readonly entries: readonly StreamEntry[]; readonly from: number; readonly to: number; readonly title: string }
  | { readonly kind: "chart"; readonly entries: readonly StreamEntry[]; readonly names: readonly string[] };

const FONT = { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } as const;

function png(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: FONT }).render().asPng();
}

function clip(cursor: ReplayCursor, from: number, to: number, title: string): Uint8Array {
  const gif = GIFEncoder();
  for (let seq = from; seq <= to; seq++) {
    const image = new Resvg(boardSvg(cursor.viewAt(seq), { ...OG, title: `${title} · seq ${seq}` }), { fitTo: { mode: "width", value: CLIP.width }, font: FONT }).render();
    const rgba = new Uint8Array(image.pixels);
    const palette = quantize(rgba, 128);
    gif.writeFrame(applyPalette(rgba, palette), image.width, image.height, { palette, delay: CLIP.frameMs });
  }
  gif.finish();
  return gif.bytes();
}

function chart(cursor: ReplayCursor, names: readonly string[]): Uint8Array {
  const horizon = cursor.lastSeq;
  // The game's headline counter: life, vitality (UFS) or points (Riftbound).
  const last = cursor.viewAt(horizon);
  const counter = ["life", "vitality", "points"].find((c) => last.players.some((p) => p.counters[c] !== undefined)) ?? "life";
  const points = [];
  for (let seq = 0; seq <= horizon; seq++) {
    const view = cursor.viewAt(seq);
    points.push({ seq, turn: view.turn, life: view.players.map((p) => p.counters[counter] ?? 0) });
  }
  return png(lifeChartSvg(points, names, CHART), CHART.width);
}

/** Draws a job: PNG bytes for og and chart, GIF bytes for clip. CPU-bound (tens of ms a frame). */
export function render(job: RenderJob): Uint8Array {
  const cursor = new ReplayCursor(job.entries);
  switch (job.kind) {
    case "og":
      return png(boardSvg(cursor.viewAt(job.seq), { ...OG, title: `${job.title} · seq ${job.seq}` }), OG.width);
    case "clip":
      return clip(cursor, job.from, job.to, job.title);
    case "chart":
      return chart(cursor, job.names);
  }
}
