import type { StepUnit } from "@tablecast/engine";

/** Playback speeds offered, in decisions per base interval. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type Speed = (typeof SPEEDS)[number];

/** At 1× a replay advances one decision every 700 ms: fast enough to follow, slow enough to read. */
export const BASE_INTERVAL_MS = 700;

export function intervalFor(speed: Speed): number {
  return BASE_INTERVAL_MS / speed;
}

export function nextSpeed(speed: Speed, direction: 1 | -1): Speed {
  const i = SPEEDS.indexOf(speed);
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, i + direction))]!;
}

/** What the scrubber asks its owner to do. */
export type ScrubAction =
  | { readonly type: "step"; readonly unit: StepUnit; readonly direction: 1 | -1 }
  | { readonly type: "seek"; readonly seq: number }
  | { readonly type: "toggle-play" }
  | { readonly type: "home" }
  | { readonly type: "end" }
  | { readonly type: "speed"; readonly direction: 1 | -1 }
  | { readonly type: "set-speed"; readonly speed: Speed };

/**
 * The keyboard map (as Lichess): ←/→ one decision, shift+←/→ one turn, alt+←/→ one phase,
 * space play/pause, Home/End, and -/+ for speed. null: not ours, let the browser have it.
 */
export function keyAction(key: string, mods: { readonly shift?: boolean; readonly alt?: boolean } = {}): ScrubAction | null {
  const unit: StepUnit = mods.shift === true ? "turn" : mods.alt === true ? "phase" : "decision";
  switch (key) {
    case "ArrowLeft":
      return { type: "step", unit, direction: -1 };
    case "ArrowRight":
      return { type: "step", unit, direction: 1 };
    case " ":
    case "Spacebar":
      return { type: "toggle-play" };
    case "Home":
      return { type: "home" };
    case "End":
      return { type: "end" };
    case "-":
      return { type: "speed", direction: -1 };
    case "+":
    case "=":
      return { type: "speed", direction: 1 };
    default:
      return null;
  }
}

/** The seq under a point of the track, `fraction` 0..1 from the left; -1 for an empty log. */
export function seqAt(fraction: number, lastSeq: number): number {
  if (lastSeq < 0) return -1;
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return Math.round(f * lastSeq);
}

/** Where a seq sits on the track, 0..1. */
export function positionOf(seq: number, lastSeq: number): number {
  if (lastSeq <= 0) return 0;
  return Math.min(1, Math.max(0, seq / lastSeq));
}

/** A turn marker on the track: where it sits and what it is called. */
export interface Marker {
  readonly seq: number;
  readonly position: number;
  readonly label: string;
}

export function turnMarkers(turnStarts: readonly number[], lastSeq: number): Marker[] {
  return turnStarts.map((seq, i) => ({ seq, position: positionOf(seq, lastSeq), label: `Turn ${i + 1}` }));
}

/** The query string of a link to a moment: the page's other parameters kept, `seq` set. */
export function momentQuery(search: string, seq: number): string {
  const params = new URLSearchParams(search);
  params.set("seq", String(seq));
  return `?${params.toString()}`;
}

/** Reads `?seq=` leniently: a bad value is no value (open at the end, or live). */
export function seqFromQuery(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
