import { cardById, searchCards } from "@tablecast/cards";
import type { Seat } from "@tablecast/engine";
import { isTabletop, type TabletopCard } from "@tablecast/engine/kit";
import type { ApiErrorCode } from "@tablecast/protocol";
import { ApiError } from "../errors";
import type { MatchHub } from "../hub";
import type { LiveMatch } from "../live-match";
import { readEntry } from "./entry";
import { phaseIndex, planEntry, planUndo, type PlannedStep } from "./plan";
import { coverageProfileFor, type CoverageGame } from "./profiles";

/** A console records at most this many entries in a window (a stuck key, a script gone wrong). */
export const RECORD_BURST = 20;
export const RECORD_WINDOW_MS = 2_000;

/** One entry of a console's journal: its label, the seqs it wrote, and how to take it back. */
interface JournalEntry {
  readonly label: string;
  readonly seqs: readonly number[];
  readonly undo: readonly PlannedStep[] | null;
  undone: boolean;
  readonly correction: boolean;
}

interface Journal {
  readonly entries: JournalEntry[];
}

/**
 * What an entry's first decision records (the kit's `record:`, seen by no audience but the
 * omniscient and the seat it is made for): its label and its undo steps, or for a correction the
 * seq of the entry it withdraws. The journal is rebuilt from these after a restart.
 */
type EntryRecord = { readonly coverage: 1; readonly label: string; readonly undo: readonly PlannedStep[] | null } | { readonly coverage: 1; readonly label: string; readonly withdraws: number };

const RECORD = "record:";

const turnPlayerOf = (match: LiveMatch): Seat => (isTabletop(match.table) ? match.table.turnPlayer : 0);

function recordOf(decision: string): EntryRecord | null {
  if (!decision.startsWith(RECORD)) return null;
  try {
    const r = JSON.parse(decision.slice(RECORD.length)) as Partial<EntryRecord> | null;
    return r !== null && typeof r === "object" && r.coverage === 1 && typeof r.label === "string" ? (r as EntryRecord) : null;
  } catch {
    return null;
  }
}

/** The journal of a match from its log: an entry from each record to the seq before the next. */
export function journalFromLog(entries: readonly { readonly seq: number; readonly decision: string }[]): JournalEntry[] {
  const out: (JournalEntry & { readonly at: number })[] = [];
  for (const e of entries) {
    const r = recordOf(e.decision);
    if (r === null) {
      const last = out.at(-1);
      if (last !== undefined) out[out.length - 1] = { ...last, seqs: [...last.seqs, e.seq] };
      continue;
    }
    if ("withdraws" in r) {
      const withdrawn = out.find((x) => x.at === r.withdraws);
      if (withdrawn !== undefined) withdrawn.undone = true;
      out.push({ at: e.seq, label: r.label, seqs: [e.seq], undo: null, undone: false, correction: true });
    } else out.push({ at: e.seq, label: r.label, seqs: [e.seq], undo: r.undo, undone: false, correction: false });
  }
  return out.map(({ at: _at, ...entry }) => entry);
}

/** What the console shows of a card the cameras see. */
export interface ShownCard {
  readonly id: string;
  readonly name: string;
}

/** What a recorded line answers: its label and the seqs it wrote. */
export interface Recorded {
  readonly label: string;
  readonly seqs: readonly number[];
}

const failed = (e: { code: string; message: string; rule?: string }): ApiError => new ApiError(e.code as ApiErrorCode, e.message, e.rule);

/**
 * The coverage consoles of the matches a hub hosts: each line an operator records becomes the
 * table's decisions (plan.ts), submitted in order as the operator's seat choice says; the journal
 * keeps the entries for the console's list and for undo.
 */
export class CoverageDesk {
  private readonly journals = new Map<string, Journal>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly hub: MatchHub,
    private readonly now: () => number,
  ) {}

  /** The match's journal: kept in memory, rebuilt from the log's records when the desk has none (after a restart, on another node). */
  private journal(match: LiveMatch): Journal {
    let j = this.journals.get(match.id);
    if (j === undefined) this.journals.set(match.id, (j = { entries: journalFromLog(match.matchLog().entries) }));
    return j;
  }

  private async open(matchId: string, token: string): Promise<{ match: LiveMatch; profile: CoverageGame; tokenId: string }> {
    const claims = await this.hub.authorizeOperator(matchId, token);
    const match = await this.hub.get(matchId);
    const profile = coverageProfileFor(match.header.game, match.header.options);
    if (profile === undefined || !isTabletop(match.table)) throw new ApiError("setup/not-tabletop", "the coverage console records matches played in tabletop mode");
    return { match, profile, tokenId: claims.id };
  }

  private spend(tokenId: string): void {
    const now = this.now();
    const times = (this.recent.get(tokenId) ?? []).filter((t) => now - t < RECORD_WINDOW_MS);
    if (times.length >= RECORD_BURST) throw new ApiError("rate/limited", `at most ${RECORD_BURST} entries every ${RECORD_WINDOW_MS / 1000} s from one console; try again in a moment`);
    times.push(now);
    this.recent.set(tokenId, times);
  }

  record(matchId: string, token: string, line: string): Promise<Recorded> {
    return this.serial(matchId, async () => {
      const { match, profile, tokenId } = await this.open(matchId, token);
      this.spend(tokenId);
      if (match.result !== null) throw new ApiError("match/ended", "the match is over");
      const entry = readEntry(line.trim(), profile, match.header.seats.length);
      if (!entry.ok) throw failed(entry.error);
      if (entry.value.kind === "undo") return this.undoLast(match);
      const j = this.journal(match);
      const plan = planEntry(match.game, profile, match.table, entry.value);
      if (!plan.ok) throw failed(plan.error);
      const { label, undo } = plan.value;
      const actor = "seat" in entry.value && entry.value.seat !== null ? entry.value.seat : turnPlayerOf(match);
      const seqs = await this.submitAll(match, [this.recordStep(actor, { coverage: 1, label, undo }), ...plan.value.steps]);
      j.entries.push({ label, seqs, undo, undone: false, correction: false });
      return { label, seqs };
    });
  }

  undo(matchId: string, token: string): Promise<Recorded> {
    return this.serial(matchId, async () => {
      const { match, tokenId } = await this.open(matchId, token);
      this.spend(tokenId);
      if (match.result !== null) throw new ApiError("match/ended", "the match is over");
      return this.undoLast(match);
    });
  }

  /** Takes back the last entry not taken back yet, as a correcting entry (the log stays append-only). */
  private async undoLast(match: LiveMatch): Promise<Recorded> {
    const j = this.journal(match);
    const last = [...j.entries].reverse().find((e) => !e.undone && !e.correction);
    if (last === undefined) throw new ApiError("tabletop/undo", "there is nothing to take back");
    if (last.undo === null) throw new ApiError("tabletop/undo", `"${last.label}" cannot be taken back; record the correction as it happened`);
    const steps = planUndo(match.game, match.table, last.label, last.undo);
    if (!steps.ok) throw failed(steps.error);
    const label = `Undo: ${last.label}`;
    const seqs = await this.submitAll(match, [this.recordStep(steps.value.at(-1)?.seat ?? turnPlayerOf(match), { coverage: 1, label, withdraws: last.seqs[0]! }), ...steps.value]);
    last.undone = true;
    j.entries.push({ label, seqs, undo: null, undone: false, correction: true });
    return { label, seqs };
  }

  /** An entry's record, made for the seat whose entry it is (it may name a card only that seat saw go by). */
  private recordStep(seat: Seat, r: EntryRecord): PlannedStep {
    return { seat, decision: `${RECORD}${JSON.stringify(r)}` };
  }

  private async submitAll(match: LiveMatch, steps: readonly PlannedStep[]): Promise<number[]> {
    const seqs: number[] = [];
    let seq = match.lastSeq + 1;
    for (const step of steps) seqs.push(await this.hub.submit(match, step.seat, seq++, step.decision));
    return seqs;
  }

  /** Runs one console call at a time per match (the queue lives apart from the journal, which a call may rebuild). */
  private serial<T>(matchId: string, run: () => Promise<T>): Promise<T> {
    const queue = this.queues.get(matchId) ?? Promise.resolve();
    const next = queue.then(run);
    this.queues.set(
      matchId,
      next.catch(() => undefined),
    );
    return next;
  }

  /** The table as the cameras see it: counters, hand and deck counts, the open zones, the entries so far. */
  async view(matchId: string, token: string) {
    const { match, profile } = await this.open(matchId, token);
    const s = match.table;
    if (!isTabletop(s)) throw new ApiError("setup/not-tabletop", "not a tabletop match");
    const j = this.journal(match);
    const phase = phaseIndex(profile, match.table);
    const zones = profile.spec.zones;
    const count = (kind: string, seat: Seat): number => s.zones[zones.id(kind, seat)]?.length ?? 0;
    const shown = (zone: string): ShownCard[] => (s.zones[zone] ?? []).map((c: TabletopCard) => ({ id: c.id, name: c.faceDown === true ? "(face down)" : profile.spec.face(c.card).name }));
    return {
      matchId: match.id,
      game: match.header.game,
      turn: s.turn,
      turnPlayer: s.turnPlayer,
      phase: phase === null ? null : (profile.phases[phase] ?? null),
      phases: profile.phases,
      life: profile.life,
      delay: match.policy.delay,
      lastSeq: match.lastSeq,
      ended: s.ended,
      seats: match.header.seats.map((seat, i) => ({
        name: seat.name,
        counters: s.players[i]?.counters ?? {},
        hand: count(profile.spec.handZone, i),
        deck: count(profile.spec.deckZone, i),
        zones: zones.specs
          .filter((z) => z.per === "seat" && z.seen === "everyone")
          .map((z) => ({ kind: z.kind, cards: shown(zones.id(z.kind, i)) }))
          .filter((z) => z.cards.length > 0),
      })),
      shared: zones.specs.filter((z) => z.per === "table").map((z) => ({ kind: z.kind, cards: shown(z.kind) })),
      entries: j.entries.slice(-40).map(({ label, seqs, undone, correction }) => ({ label, seqs, undone, correction })),
    };
  }

  /** Type-ahead over the whole card database, the seat's deck list first. */
  async search(matchId: string, token: string, query: string, seat: Seat | null): Promise<{ id: string; name: string; types: string; inDeck: boolean }[]> {
    const { match, profile } = await this.open(matchId, token);
    const deck = new Set((seat === null ? [] : (match.header.seats[seat]?.deck ?? [])).map((ref) => cardById(profile.cards, ref)?.id ?? ref));
    // A match's own cards (a UFS card file) first, then the game's database.
    const found = [...(profile.own?.search(query, { limit: 30 }) ?? []), ...searchCards(profile.cards, query, 30)];
    const ranked = [...found.filter((c) => deck.has(c.id)), ...found.filter((c) => !deck.has(c.id))];
    return ranked.slice(0, 8).map((c) => ({ id: c.id, name: c.name, types: c.typeLine, inDeck: deck.has(c.id) }));
  }
}
