/**
 * At most `limit` events per key in any `windowMs` (a sliding window: each key keeps the times of
 * its last `limit` events). Keys are kept in least-recently-used order and capped, so a client
 * that invents a new key per request grows memory by at most `maxKeys` entries.
 */
export class WindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** 0 when `key` may have an event now, else the milliseconds until it may. */
  waitFor(key: string, now: number): number {
    const times = this.recent(key, now);
    return times.length < this.limit ? 0 : times[0]! + this.windowMs - now;
  }

  /** Counts an event for `key` (call after waitFor said 0). */
  record(key: string, now: number): void {
    const times = this.recent(key, now);
    times.push(now);
    this.events.delete(key);
    this.events.set(key, times.slice(-this.limit));
    while (this.events.size > this.maxKeys) this.events.delete(this.events.keys().next().value!);
  }

  private recent(key: string, now: number): number[] {
    return (this.events.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }
}
