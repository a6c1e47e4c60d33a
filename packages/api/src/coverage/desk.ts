import { cardById, searchCards } from "@tablecast/cards";
import type { Seat } from "@tablecast/engine";
import { isTabletop, type TabletopCard } from "@tablecast/engine/kit";
import type { ApiErrorCode } from "@tablecast/protocol";
import { ApiError } from "../errors";
import type { MatchHub } from "../hub";
import type { LiveMatch } from "../live-match";
import { readEntry } from "./entry";
import { planEntry, planUndo, type PlannedStep } from "./plan";
import { coverageProfileOf, type CoverageGame } from "./profiles";

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
  phase: number | null;
  /** Entries of one match are recorded one at a time. */
  queue: Promise<unknown>;
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
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly hub: MatchHub,
    private readonly now: () => number,
  ) {}

  private journal(matchId: string): Journal {
    let j = this.journals.get(matchId);
    if (j === undefined) this.journals.set(matchId, (j = { entries: [], phase: null, queue: Promise.resolve() }));
    return j;
  }

  private async open(matchId: string, token: string): Promise<{ match: LiveMatch; profile: CoverageGame; tokenId: string }> {
    const claims = await this.hub.authorizeOperator(matchId, token);
    const match = await this.hub.get(matchId);
    const profile = coverageProfileOf(match.header.game);
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
      const j = this.journal(matchId);
      const plan = planEntry(match.game, profile, match.table, entry.value, j.phase);
      if (!plan.ok) throw failed(plan.error);
      const seqs = await this.submitAll(match, plan.value.steps);
      j.phase = plan.value.phase;
      j.entries.push({ label: plan.value.label, seqs, undo: plan.value.undo, undone: false, correction: false });
      return { label: plan.value.label, seqs };
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
    const j = this.journal(match.id);
    const last = [...j.entries].reverse().find((e) => !e.undone && !e.correction);
    if (last === undefined) throw new ApiError("tabletop/undo", "there is nothing to take back");
    if (last.undo === null) throw new ApiError("tabletop/undo", `"${last.label}" cannot be taken back; record the correction as it happened`);
    const steps = planUndo(match.game, match.table, last.label, last.undo);
    if (!steps.ok) throw failed(steps.error);
    const seqs = await this.submitAll(match, steps.value);
    last.undone = true;
    const label = `Undo: ${last.label}`;
    j.entries.push({ label, seqs, undo: null, undone: false, correction: true });
    return { label, seqs };
  }

  private async submitAll(match: LiveMatch, steps: readonly PlannedStep[]): Promise<number[]> {
    const seqs: number[] = [];
    let seq = match.lastSeq + 1;
    for (const step of steps) seqs.push(await this.hub.submit(match, step.seat, seq++, step.decision));
    return seqs;
  }

  private serial<T>(matchId: string, run: () => Promise<T>): Promise<T> {
    const j = this.journal(matchId);
    const next = j.queue.then(run);
    j.queue = next.catch(() => undefined);
    return next;
  }

  /** The table as the cameras see it: counters, hand and deck counts, the open zones, the entries so far. */
  async view(matchId: string, token: string) {
    const { match, profile } = await this.open(matchId, token);
    const s = match.table;
    if (!isTabletop(s)) throw new ApiError("setup/not-tabletop", "not a tabletop match");
    const j = this.journal(matchId);
    const zones = profile.spec.zones;
    const count = (kind: string, seat: Seat): number => s.zones[zones.id(kind, seat)]?.length ?? 0;
    const shown = (zone: string): ShownCard[] => (s.zones[zone] ?? []).map((c: TabletopCard) => ({ id: c.id, name: c.faceDown === true ? "(face down)" : profile.spec.face(c.card).name }));
    return {
      matchId: match.id,
      game: match.header.game,
      turn: s.turn,
      turnPlayer: s.turnPlayer,
      phase: j.phase === null ? null : (profile.phases[j.phase] ?? null),
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
    const found = searchCards(profile.cards, query, 30);
    const ranked = [...found.filter((c) => deck.has(c.id)), ...found.filter((c) => !deck.has(c.id))];
    return ranked.slice(0, 8).map((c) => ({ id: c.id, name: c.name, types: c.typeLine, inDeck: deck.has(c.id) }));
  }
}
