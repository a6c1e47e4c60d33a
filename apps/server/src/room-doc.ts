import { instantiateRoots, validateChanges, type SchemaProblem } from "@tablecast/annotations";
import * as awarenessProtocol from "y-protocols/awareness";
import * as Y from "yjs";
import type { RoomLimits } from "./room-limits";

/** Why a client's update was refused: the close code family is chosen by rooms.ts. */
export type WriteRefusal =
  | { readonly kind: "malformed"; readonly reason: string }
  | { readonly kind: "incomplete" }
  | { readonly kind: "invalid"; readonly problem: SchemaProblem }
  | { readonly kind: "too-large"; readonly size: number };

export type WriteVerdict = { readonly ok: true } | ({ readonly ok: false } & WriteRefusal);

/**
 * A new document with a fixed guid. Left to itself Yjs makes a random UUID for each document
 * (31 reads of the system's random source, ~0.16 ms: half the cost of a room's first write); a
 * guid only names a subdocument to its parent, and a room's documents are never subdocuments.
 */
const newDoc = (guid: string) => new Y.Doc({ guid });

/** A document whose top-level types exist as the schema's kinds, holding `doc`'s state. */
function copyOf(doc: Y.Doc | null): Y.Doc {
  const copy = newDoc("scratch");
  instantiateRoots(copy);
  if (doc !== null) Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
}

/** A room whose copy has had no write for this long lets go of it (one document in memory, not two). */
export const SCRATCH_IDLE_MS = 30_000;

/** An update with no structs and an empty delete set: what a client with nothing new sends on sync. */
const isEmptyUpdate = (update: Uint8Array) => update.length === 2 && update[0] === 0 && update[1] === 0;

/**
 * One room's shared state on this node: its Yjs document and the presence of everyone in it.
 *
 * A client's update is first applied to a scratch copy of the document (`scratch`, kept in step
 * with `doc`), and what it touched is checked against the review schema and the size cap; only
 * then is it applied to `doc`, from which it is broadcast and stored. A refused update leaves
 * `doc` untouched; the copy is dropped and made again from it. The copy spares a full copy per
 * keystroke while a room is written; it is made at the first write and let go after
 * SCRATCH_IDLE_MS without one, so a room that is only read holds one document.
 */
export class RoomDoc {
  readonly doc = newDoc("room");
  readonly awareness: awarenessProtocol.Awareness;
  private scratch: Y.Doc | null = null;
  private idle: NodeJS.Timeout | null = null;
  /** Set while a checked update is applied to `doc`: the copy already has it. */
  private applyingChecked = false;
  /** Encoded size at the last measure, and bytes accepted since (an upper bound of growth). */
  private measured = 0;
  private sinceMeasure = 0;
  private lastMeasureAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly limits: RoomLimits,
    private readonly now: () => number,
  ) {
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    // The server is no participant: only clients have presence.
    this.awareness.setLocalState(null);
    this.doc.on("update", (update: Uint8Array) => {
      if (!this.applyingChecked && this.scratch !== null) Y.applyUpdate(this.scratch, update);
    });
  }

  /** The stored document, when the room opens. Not checked: it was checked when written. */
  load(update: Uint8Array | null): void {
    if (update !== null) Y.applyUpdate(this.doc, update, "store");
    this.measured = Y.encodeStateAsUpdate(this.doc).length;
    this.sinceMeasure = 0;
  }

  /** An update already checked elsewhere (another node's client): applied as is. */
  applyTrusted(update: Uint8Array, origin: unknown): void {
    Y.applyUpdate(this.doc, update, origin);
    this.sinceMeasure += update.length;
  }

  /** A client's update: applied to the document only if the result is well-shaped and fits. */
  write(update: Uint8Array, origin: unknown): WriteVerdict {
    // Applying it would change nothing (and broadcast nothing).
    if (isEmptyUpdate(update)) return { ok: true };
    const scratch = this.scratchCopy();
    let changed: Y.Transaction["changed"] | null = null;
    let grew = false;
    const store = scratch.store;
    const pendingBefore = [store.pendingStructs, store.pendingDs];
    const observe = (tr: Y.Transaction) => {
      changed = tr.changed;
      for (const [client, clock] of tr.afterState) if ((tr.beforeState.get(client) ?? 0) !== clock) grew = true;
    };
    scratch.on("afterTransaction", observe);
    try {
      Y.applyUpdate(scratch, update, origin);
    } catch {
      this.rebuildScratch();
      return { ok: false, kind: "malformed", reason: "update/malformed" };
    } finally {
      scratch.off("afterTransaction", observe);
    }
    // An update that depends on something this document lacks would wait, unchecked, and be
    // checked only as part of whichever later update completes it: an attacker could plant one
    // to be blamed on the next honest writer. It is refused; the client's next sync sends it
    // together with what it depends on.
    if ((store.pendingStructs !== pendingBefore[0] || store.pendingDs !== pendingBefore[1]) && (store.pendingStructs !== null || store.pendingDs !== null)) {
      this.rebuildScratch();
      return { ok: false, kind: "incomplete" };
    }
    if (store.pendingStructs !== pendingBefore[0] || store.pendingDs !== pendingBefore[1]) grew = true;
    const problem = changed === null ? null : validateChanges(scratch, changed);
    if (problem !== null) {
      this.rebuildScratch();
      return { ok: false, kind: "invalid", problem };
    }
    const fits = this.fits(scratch, update.length, grew);
    if (fits !== true) {
      this.rebuildScratch();
      return { ok: false, kind: "too-large", size: fits };
    }
    this.applyingChecked = true;
    try {
      Y.applyUpdate(this.doc, update, origin);
    } finally {
      this.applyingChecked = false;
    }
    return { ok: true };
  }

  /**
   * Whether the document, with an update of `size` bytes already applied to the copy, stays
   * within the cap: true, or the size it would have. An update that adds nothing (deletions, a
   * resent edit) always fits. The bytes accepted since the last measure bound the growth from
   * above; only when that bound passes the cap is the copy encoded to know its real size, at
   * most once per `measureIntervalMs` (otherwise the bound decides).
   */
  private fits(scratch: Y.Doc, size: number, grew: boolean): true | number {
    if (!grew) {
      this.sinceMeasure += size;
      return true;
    }
    const bound = this.measured + this.sinceMeasure + size;
    if (bound <= this.limits.maxDocBytes) {
      this.sinceMeasure += size;
      return true;
    }
    const at = this.now();
    if (at - this.lastMeasureAt < this.limits.measureIntervalMs) return bound;
    this.lastMeasureAt = at;
    const real = Y.encodeStateAsUpdate(scratch).length;
    if (real > this.limits.maxDocBytes) return real;
    this.measured = real;
    this.sinceMeasure = 0;
    return true;
  }

  /** The copy, made now if the room has had no write lately; kept for SCRATCH_IDLE_MS after the last. */
  private scratchCopy(): Y.Doc {
    if (this.idle === null) {
      this.idle = setTimeout(() => this.dropScratch(), SCRATCH_IDLE_MS);
      this.idle.unref?.();
    } else this.idle.refresh();
    return (this.scratch ??= copyOf(this.doc));
  }

  private dropScratch(): void {
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    this.scratch?.destroy();
    this.scratch = null;
  }

  /** After a refused update: the copy holds it, `doc` does not; the next write copies `doc` again. */
  private rebuildScratch(): void {
    this.scratch?.destroy();
    this.scratch = null;
  }

  /** The whole document as one update (for a new participant's sync or the store). */
  encodeState(stateVector?: Uint8Array): Uint8Array {
    return Y.encodeStateAsUpdate(this.doc, stateVector);
  }

  destroy(): void {
    this.awareness.destroy();
    this.dropScratch();
    this.doc.destroy();
  }
}
