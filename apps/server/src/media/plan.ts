import { ApiError } from "@tablecast/api";
import type { Audience, StreamEntry } from "@tablecast/engine";
import { CLIP, type RenderJob } from "./render";

export type MediaKind = "og" | "clip" | "chart";

/** The seqs a request asked for, checked but not yet held to what its token may see. */
export interface Asked {
  readonly seq: number | null;
  readonly from: number | null;
  readonly to: number | null;
}

function intParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError("input/invalid", `${name} must be a seq number`);
  return Number(raw);
}

/** Reads a request's seq parameters (400 when malformed), before any token is checked. */
export function readAsked(kind: MediaKind, url: URL): Asked {
  return { seq: kind === "og" ? intParam(url, "seq") : null, from: kind === "clip" ? intParam(url, "from") : null, to: kind === "clip" ? intParam(url, "to") : null };
}

/** What one request draws, held to its audience's horizon. */
export interface Plan {
  /** Names the bytes among one match's and one audience's pictures: equal keys, equal bytes. */
  readonly key: string;
  /** The last seq the picture needs: entries up to it, and no further, go to the renderer. */
  readonly through: number;
  readonly headers: Readonly<Record<string, string>>;
  job(entries: readonly StreamEntry[]): RenderJob;
}

/**
 * Holds a request to `horizon`, the last seq its token may see now. Entries at or before the
 * horizon never change, so a key that names the clamped range names the same picture for as
 * long as the match exists, live or finished.
 */
export function planMedia(kind: MediaKind, asked: Asked, horizon: number, seats: readonly string[]): Plan {
  const title = seats.join(" vs ");
  switch (kind) {
    case "og": {
      // The seq actually drawn: never past what this audience may see yet.
      const seq = Math.min(asked.seq ?? horizon, horizon);
      return {
        key: `og:${seq}`,
        through: seq,
        headers: { "content-type": "image/png", "cache-control": "public, max-age=60", "x-tablecast-seq": String(seq) },
        job: (entries) => ({ kind, entries, seq, title }),
      };
    }
    case "clip": {
      const from = Math.min(asked.from ?? 0, horizon);
      const to = Math.min(asked.to ?? horizon, horizon, from + CLIP.maxFrames - 1);
      if (to < from) throw new ApiError("input/invalid", "to must not be before from");
      return {
        key: `clip:${from}-${to}`,
        through: to,
        headers: { "content-type": "image/gif", "x-tablecast-seq": `${from}-${to}` },
        job: (entries) => ({ kind, entries, from, to, title }),
      };
    }
    case "chart":
      return { key: `chart:${horizon}`, through: horizon, headers: { "content-type": "image/png" }, job: (entries) => ({ kind, entries, names: seats }) };
  }
}

/** Every field of an audience, in a fixed order: two audiences share pictures only when equal. */
export function audienceKey(audience: Audience): string {
  return Object.entries(audience)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(",");
}
