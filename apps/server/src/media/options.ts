import { availableParallelism } from "node:os";
import { z } from "zod";
import { jsonSetting } from "../settings";

/** How much rendering the media routes take on, and from whom. */
export interface MediaOptions {
  /** Render worker threads; 0 draws on the event loop (a benchmark baseline, never for serving). */
  readonly workers: number;
  /** Renders waiting for a worker beyond those running; past it a request gets 503. */
  readonly queue: number;
  /** A render running longer fails (503) and its worker is replaced. */
  readonly renderTimeoutMs: number;
  /** Bytes of rendered media kept for repeat requests. */
  readonly cacheBytes: number;
  /** Media requests per client address: refill per second, and the burst (429 past it). */
  readonly perAddress: { readonly perSecond: number; readonly burst: number };
  /** Renders one address may have queued or running at once (429 past it), so one client cannot fill the queue. */
  readonly rendersPerAddress: number;
}

/** One core stays with the event loop; the others draw. */
export function defaultMediaOptions(cores = availableParallelism()): MediaOptions {
  const workers = Math.max(1, cores - 1);
  return {
    workers,
    queue: 4 * workers,
    renderTimeoutMs: 60_000,
    cacheBytes: 64 * 1024 * 1024,
    perAddress: { perSecond: 2, burst: 30 },
    rendersPerAddress: 2,
  };
}

const whole = z.number().int().nonnegative();
const schema = z
  .object({
    workers: whole,
    queue: whole,
    renderTimeoutMs: z.number().int().positive(),
    cacheBytes: whole,
    perAddress: z.object({ perSecond: z.number().positive(), burst: z.number().int().positive() }).strict(),
    rendersPerAddress: z.number().int().positive(),
  })
  .partial()
  .strict();

/** Overrides from TABLECAST_MEDIA, JSON such as {"workers":2,"perAddress":{"perSecond":1,"burst":10}}. */
export function mediaOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<MediaOptions> {
  const json = env.TABLECAST_MEDIA;
  if (json === undefined || json === "") return {};
  return jsonSetting("TABLECAST_MEDIA", json, schema) as Partial<MediaOptions>;
}
