/** A rendered response: its bytes and the headers that describe them. */
export interface Rendered {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export interface CacheStats {
  readonly entries: number;
  readonly bytes: number;
  readonly hits: number;
  readonly misses: number;
}

/**
 * Rendered media by key, least recently used first out, bounded by the bytes it holds (a clip
 * weighs megabytes, a picture kilobytes: counting entries would bound nothing). A response larger
 * than the whole budget is not kept.
 */
export class MediaCache {
  /** Map order is recency order: a hit moves its key to the end. */
  private readonly entries = new Map<string, Rendered>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxBytes: number) {
    if (!(maxBytes >= 0)) throw new RangeError(`cache size must be a number of bytes, not ${maxBytes}`);
  }

  private static weight(key: string, value: Rendered): number {
    return value.body.byteLength + key.length;
  }

  get(key: string): Rendered | undefined {
    const value = this.entries.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Rendered): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= MediaCache.weight(key, old);
    }
    const weight = MediaCache.weight(key, value);
    if (weight > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += weight;
    for (const [oldest, evicted] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= MediaCache.weight(oldest, evicted);
    }
  }

  stats(): CacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }
}
