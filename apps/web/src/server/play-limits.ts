import { WindowLimiter } from "./rate-limit";

/**
 * Matches the lobby's "Play" starts (each with the operator's key): at most `perAddress` per
 * address and `all` in all per minute, so anonymous clicks cannot create matches without end.
 */
export class PlayLimits {
  private readonly perAddress: WindowLimiter;
  private readonly all: WindowLimiter;

  constructor(limits: { readonly perAddress: number; readonly all: number; readonly windowMs: number }) {
    this.perAddress = new WindowLimiter(limits.perAddress, limits.windowMs);
    this.all = new WindowLimiter(limits.all, limits.windowMs);
  }

  /** Counts a new match for `address`, or says which limit refuses it and for how long. */
  take(address: string, now: number): { ok: true } | { ok: false; scope: "address" | "all"; retryAfterMs: number } {
    const mine = this.perAddress.waitFor(address, now);
    if (mine > 0) return { ok: false, scope: "address", retryAfterMs: mine };
    const everyone = this.all.waitFor("all", now);
    if (everyone > 0) return { ok: false, scope: "all", retryAfterMs: everyone };
    this.perAddress.record(address, now);
    this.all.record("all", now);
    return { ok: true };
  }
}
