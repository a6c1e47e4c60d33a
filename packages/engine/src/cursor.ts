import { InvariantError } from "./result";
import type { StreamEntry } from "./table-events";
import { applyEntries, EMPTY_VIEW, type ViewState } from "./view";

export type StepUnit = "decision" | "turn" | "phase";

/**
 * Seeking is index math over cached positions (STYLE.md 3): clamp the seq, take the nearest
 * checkpoint at or before it, fold forward at most `every - 1` entries. Checkpoints are the view
 * values themselves (views share structure, so keeping one costs no copy), so the cost of a
 * seek does not grow with the log. They are folded lazily, as far as a seek first reaches: a
 * replay opened at its start costs no fold of the whole log, and a live viewer at the end folds
 * each new entry once.
 */
export class ReplayCursor {
  private readonly entries: StreamEntry[] = [];
  /** checkpoints[i] is the view after seq i * every, once a fold or a seek has made it. */
  private readonly checkpoints: (ViewState | undefined)[] = [];
  private readonly turnStarts: number[] = [];
  private readonly phaseStarts: number[] = [];
  /** The view after seq `tipSeq`: how far the checkpoints have been folded (-1: not at all). */
  private tip: ViewState = EMPTY_VIEW;
  private tipSeq = -1;

  constructor(
    entries: readonly StreamEntry[] = [],
    readonly every = 16,
  ) {
    if (!Number.isInteger(every) || every < 1) throw new RangeError(`checkpoint interval must be a positive integer, not ${every}`);
    for (const entry of entries) this.append(entry);
  }

  /** The last seq in the stream, -1 when empty. */
  get lastSeq(): number {
    return this.entries.length - 1;
  }

  /** Adds the next entry of a live stream. */
  append(entry: StreamEntry): void {
    if (entry.seq !== this.entries.length)
      throw new InvariantError(`cursor: expected seq ${this.entries.length}, got ${entry.seq}`);
    this.entries.push(entry);
    if (entry.events.some((e) => e.type === "turn")) this.turnStarts.push(entry.seq);
    if (entry.events.some((e) => e.type === "phase" || e.type === "turn")) this.phaseStarts.push(entry.seq);
  }

  clamp(seq: number): number {
    if (this.entries.length === 0) return -1;
    if (Number.isNaN(seq)) return 0;
    return Math.min(Math.max(0, Math.trunc(seq)), this.lastSeq);
  }

  /**
   * Folds the tip forward to `target`. A step or a short run (a live viewer, playback) keeps a
   * checkpoint every `every` entries as it goes; a long jump (opening a replay at its end) is one
   * fold, and the checkpoints it passed are made when a seek first needs them (see viewAt).
   */
  private foldTo(target: number): ViewState {
    if (target - this.tipSeq > this.every) {
      this.tip = applyEntries(this.tip, this.entries, this.tipSeq + 1, target + 1);
      this.tipSeq = target;
      if (target % this.every === 0) this.checkpoints[target / this.every] = this.tip;
      return this.tip;
    }
    while (this.tipSeq < target) {
      // One run of entries up to the next checkpoint (or the target) in one fold.
      const next = this.tipSeq + 1;
      const upTo = Math.min(target, next % this.every === 0 ? next : next + this.every - (next % this.every));
      this.tip = applyEntries(this.tip, this.entries, next, upTo + 1);
      this.tipSeq = upTo;
      if (upTo % this.every === 0) this.checkpoints[upTo / this.every] = this.tip;
    }
    return this.tip;
  }

  /** The view after entry `seq` (clamped to the stream). */
  viewAt(seq: number): ViewState {
    const target = this.clamp(seq);
    if (target < 0) return EMPTY_VIEW;
    if (target >= this.tipSeq) return this.foldTo(target);
    const index = Math.floor(target / this.every);
    // From the nearest checkpoint made at or before it, making the missing ones on the way.
    let at = index;
    while (at >= 0 && this.checkpoints[at] === undefined) at--;
    let view = at >= 0 ? this.checkpoints[at]! : EMPTY_VIEW;
    for (let k = at + 1; k <= index; k++) {
      view = applyEntries(view, this.entries, k === 0 ? 0 : (k - 1) * this.every + 1, k * this.every + 1);
      this.checkpoints[k] = view;
    }
    return applyEntries(view, this.entries, index * this.every + 1, target + 1);
  }

  entry(seq: number): StreamEntry | undefined {
    return this.entries[seq];
  }

  /** Seqs that start a turn / a phase: the scrubber's markers. */
  markers(unit: Exclude<StepUnit, "decision">): readonly number[] {
    return unit === "turn" ? this.turnStarts : this.phaseStarts;
  }

  /**
   * The seq one step from `seq`. Forward: the next decision, or the start of the next turn or
   * phase. Backward: the start of the current turn/phase, or of the previous one when already
   * at a start (as in Lichess and media players).
   */
  step(seq: number, unit: StepUnit, direction: 1 | -1): number {
    const from = this.clamp(seq);
    if (from < 0) return -1;
    if (unit === "decision") return this.clamp(from + direction);
    const marks = this.markers(unit);
    if (direction === 1) {
      const next = marks.find((m) => m > from);
      return next ?? this.lastSeq;
    }
    for (let i = marks.length - 1; i >= 0; i--) if (marks[i]! < from) return marks[i]!;
    return 0;
  }
}
