import { isIP } from "node:net";

/**
 * How many review rooms may be created, per token and per network address. Each room costs a
 * document in the store, so creating them is budgeted like any other write: a token bucket per
 * key that holds `count` creations and refills them evenly over `windowMs`.
 *
 * The router (packages/api, room.create) asks `take` before it creates a room; the server
 * builds the quota (it knows the client's address) and hands it to the router's context.
 */
export interface RoomCreationLimits {
  /** Per token that asks (its `claims.id`): a shared lobby link is one token for everyone on it. */
  readonly perToken: { readonly count: number; readonly windowMs: number };
  /** Per client address (IPv6: per /64, as one host usually holds a whole /64). */
  readonly perIp: { readonly count: number; readonly windowMs: number };
  /** Keys remembered at most; the fullest buckets (closest to never seen) are forgotten first. */
  readonly maxKeys: number;
}

export const DEFAULT_ROOM_CREATION_LIMITS: RoomCreationLimits = {
  perToken: { count: 10, windowMs: 60 * 60 * 1000 },
  perIp: { count: 30, windowMs: 60 * 60 * 1000 },
  maxKeys: 100_000,
};

export type RoomCreationVerdict = { readonly ok: true } | { readonly ok: false; readonly code: "quota/rooms-per-token" | "quota/rooms-per-ip"; readonly retryAfterMs: number };

export interface RoomCreationQuota {
  /**
   * Counts one room creation by `tokenId` from `ip` (null when unknown: only the token counts).
   * Nothing is counted when either budget refuses.
   */
  take(who: { readonly tokenId: string; readonly ip: string | null }): RoomCreationVerdict;
}

/** The key an address is counted under: IPv4 as is (also when mapped into IPv6), IPv6 by its /64. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped !== null) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  // Expand "::" so the first four groups are the /64.
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = ip.includes("::") ? (tail === "" ? [] : tail.split(":")) : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

interface Bucket {
  level: number;
  at: number;
}

export function createRoomCreationQuota(opts: { readonly now: () => number; readonly limits?: Partial<RoomCreationLimits> }): RoomCreationQuota {
  const limits = { ...DEFAULT_ROOM_CREATION_LIMITS, ...opts.limits };
  for (const w of [limits.perToken, limits.perIp]) if (!(w.count >= 1 && w.windowMs > 0)) throw new Error("a room creation budget needs a count from 1 and a window above 0");
  const buckets = new Map<string, Bucket>();

  const levelOf = (key: string, budget: RoomCreationLimits["perToken"], now: number): Bucket => {
    const b = buckets.get(key) ?? { level: budget.count, at: now };
    b.level = Math.min(budget.count, b.level + ((now - b.at) * budget.count) / budget.windowMs);
    b.at = now;
    return b;
  };

  /** The share of its budget a bucket holds now (1: full, the same as never seen). */
  const fullness = (key: string, b: Bucket, now: number) => {
    const budget = key.startsWith("t:") ? limits.perToken : limits.perIp;
    return Math.min(1, (b.level + ((now - b.at) * budget.count) / budget.windowMs) / budget.count);
  };

  // Past maxKeys, the fullest buckets go first (down to 90%, so this runs rarely): a spent budget
  // is what stops a flood, a nearly full one forgets little.
  const forget = (now: number) => {
    if (buckets.size <= limits.maxKeys) return;
    const keep = Math.floor(limits.maxKeys * 0.9);
    const byFullness = [...buckets].map(([key, b]) => ({ key, full: fullness(key, b, now) })).sort((a, b) => b.full - a.full);
    for (const { key } of byFullness.slice(0, buckets.size - keep)) buckets.delete(key);
  };

  return {
    take({ tokenId, ip }) {
      const now = opts.now();
      const checks = [
        { key: `t:${tokenId}`, budget: limits.perToken, code: "quota/rooms-per-token" as const },
        ...(ip === null ? [] : [{ key: `i:${addressKey(ip)}`, budget: limits.perIp, code: "quota/rooms-per-ip" as const }]),
      ];
      const levels = checks.map((c) => ({ ...c, bucket: levelOf(c.key, c.budget, now) }));
      for (const { bucket, budget, code } of levels) {
        if (bucket.level < 1) return { ok: false, code, retryAfterMs: Math.ceil(((1 - bucket.level) * budget.windowMs) / budget.count) };
      }
      for (const { key, bucket } of levels) {
        bucket.level -= 1;
        buckets.set(key, bucket);
      }
      forget(now);
      return { ok: true };
    },
  };
}
