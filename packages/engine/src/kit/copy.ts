import { isSealed } from "../hash";

/**
 * Working copies of plain JSON game states with structural sharing: an apply copies only the
 * parts of the state it writes, so consecutive states share everything the decision left alone
 * (and the log's hash can reuse sealed, unchanged parts).
 */

/** Deeply mutable view of a readonly type: what a rule may write inside a working copy. */
export type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;

/**
 * A deep copy of plain JSON data (game states are JSON, the Game contract): several times faster
 * than structuredClone, which must handle every structured type, cycles and all. A sealed object
 * (see `seal`: immutable by promise, its canonical text kept for hashing) is shared, not copied.
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (isSealed(value)) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = cloneJson((value as Record<string, unknown>)[key]);
  return out as T;
}

type Container = Record<string | number, unknown>;
const shallow = (v: Container): Container => (Array.isArray(v) ? (v.slice() as unknown as Container) : { ...v });

/** A writable copy of a part: itself copied even when sealed (a copy is unsealed), its members deeply but sealed ones shared. */
function ownCopy(v: Container): Container {
  if (!isSealed(v)) return cloneJson(v);
  const out = shallow(v);
  for (const key of Object.keys(out)) out[key] = cloneJson(out[key]);
  return out;
}

/**
 * Copy-on-write over a state that must never change. `root` is a shallow copy of the input; `own`
 * hands out a writable part of it, copying each container on the way down once (shallowly, so
 * siblings stay shared) and the part itself deeply — except sealed objects inside it, which are
 * immutable by promise and stay shared (replace one to change it). Reads go through `root` and see
 * the latest writes. Nothing of the input is ever written.
 */
export class CopyOnWrite<S extends object> {
  readonly root: Mutable<S>;
  /**
   * Containers this copy made (safe to write) besides the root; everything else belongs to the
   * input. Made on first use, as is `deep`: many applies write only the root's own members.
   */
  #mine: Set<object> | undefined;
  /** Parts copied deeply: everything below them is this copy's too. */
  #deep: Set<object> | undefined;
  private isMine(part: object): boolean {
    return part === this.root || (this.#mine?.has(part) ?? false);
  }
  private made(part: object): void {
    (this.#mine ??= new Set()).add(part);
  }
  private isDeep(part: object): boolean {
    return this.#deep?.has(part) ?? false;
  }
  private madeDeep(part: object): void {
    (this.#deep ??= new Set()).add(part);
  }

  /**
   * `rootOf` makes the root instead of a shallow copy: a game that knows its state's members may
   * build it as one object literal (faster than a generic copy) and copy some members up front.
   * It must return a new object; every member it does not copy stays the input's.
   */
  constructor(input: S, rootOf?: (input: S) => Mutable<S>) {
    this.root = rootOf === undefined ? (shallow(input as Container) as Mutable<S>) : rootOf(input);
  }

  /**
   * The writable part at `path` (keys and indexes from the root). Everything below it may be
   * written freely; its ancestors are this copy's, its siblings still the input's.
   */
  own<T = unknown>(...path: readonly (string | number)[]): Mutable<T> {
    let at = this.root as unknown as Container;
    for (let i = 0; i < path.length; i++) {
      if (this.isDeep(at)) return walk(at, path.slice(i)) as Mutable<T>;
      const key = path[i]!;
      const child = at[key];
      if (typeof child !== "object" || child === null) throw new Error(`copy: nothing to own at ${path.slice(0, i + 1).join(".")}`);
      const last = i === path.length - 1;
      if (this.isMine(child)) {
        at = child as Container;
        if (last) this.deepen(at);
        continue;
      }
      const copy = last ? ownCopy(child as Container) : shallow(child as Container);
      at[key] = copy;
      this.made(copy);
      if (last) this.madeDeep(copy);
      at = copy;
    }
    if (path.length === 0) this.deepen(at);
    return at as Mutable<T>;
  }

  /**
   * The container at `path` writable in its own members only: copied shallowly (as are its
   * ancestors), so what it holds is still shared and must not be written — only replaced, or
   * owned in turn. For a list of immutable records (a zone of card objects) this costs one array
   * copy where `own` copies every record.
   */
  ownShallow<T = unknown>(...path: readonly (string | number)[]): T {
    let at = this.root as unknown as Container;
    for (let i = 0; i < path.length; i++) {
      if (this.isDeep(at)) return walk(at, path.slice(i)) as T;
      const key = path[i]!;
      const child = at[key];
      if (typeof child !== "object" || child === null) throw new Error(`copy: nothing to own at ${path.slice(0, i + 1).join(".")}`);
      if (this.isMine(child)) {
        at = child as Container;
        continue;
      }
      const copy = shallow(child as Container);
      at[key] = copy;
      this.made(copy);
      at = copy;
    }
    return at as T;
  }

  /** The whole state writable (a deep copy of whatever is still shared). */
  everything(): Mutable<S> {
    this.deepen(this.root as unknown as Container);
    return this.root;
  }

  /** Makes every part below a container this copy made its own too. */
  private deepen(at: Container): void {
    if (this.isDeep(at)) return;
    for (const key of Object.keys(at)) {
      const v = at[key];
      if (typeof v !== "object" || v === null) continue;
      if (this.isMine(v)) this.deepen(v as Container);
      else {
        const copy = ownCopy(v as Container);
        at[key] = copy;
        this.made(copy);
        this.madeDeep(copy);
      }
    }
    this.madeDeep(at);
  }

  /** Whether `part` was copied by this working copy (and so may be written). */
  owns(part: object): boolean {
    return this.isMine(part);
  }
}

function walk(at: Container, path: readonly (string | number)[]): unknown {
  let v: unknown = at;
  for (const key of path) v = (v as Container)[key];
  return v;
}
