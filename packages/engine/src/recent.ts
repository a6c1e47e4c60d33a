/**
 * A cache of values for the few objects used last, by identity: a ring searched from the newest
 * entry. Derived lists (legal decisions, a question's choices) are asked for again right after
 * they are made (offered, then checked as the answer comes back), so a handful of entries finds
 * nearly every one. It replaces WeakMaps on these paths: an entry put into a WeakMap for every
 * state costs more than working the list out again when it has been pushed out of the ring.
 * Holds its keys strongly: at most `size` of them.
 */
export class RecentCache<K extends object, V> {
  readonly #keys: (K | undefined)[];
  readonly #values: (V | undefined)[];
  #next = 0;

  constructor(readonly size: number) {
    this.#keys = new Array<K | undefined>(size).fill(undefined);
    this.#values = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    const keys = this.#keys;
    const next = this.#next;
    // Newest first: from the slot before `next` down to 0, then from the end down to `next`.
    for (let i = next - 1; i >= 0; i--) if (keys[i] === key) return this.#values[i];
    for (let i = keys.length - 1; i >= next; i--) if (keys[i] === key) return this.#values[i];
    return undefined;
  }

  /** Remembers `value` for `key` (a key already held is not looked for: set only after a miss). */
  set(key: K, value: V): void {
    this.#keys[this.#next] = key;
    this.#values[this.#next] = value;
    this.#next = this.#next + 1 === this.size ? 0 : this.#next + 1;
  }
}
