import { hashValue, invariant, seedRng, type Seat, type StreamEntry, type TableEvent, type Visibility } from "@tablecast/engine";
import { ScenarioBase } from "@tablecast/engine/testing/scenario";
import { abilitiesOf } from "../cards/index";
import { cardByName, cardDef } from "../data/cards";
import type { UfsEvent } from "../events";
import { rules } from "../flow";
import { ufsEnforced as ufs } from "../game";
import { faceOf } from "../project";
import { FRESH_PLAYER_TURN, QUIET_TABLE, type AwaitingKind, type CardObj, type PlayerState, type PoolCard, type StageCard, type UfsState } from "../state";
import { foundationsOf } from "../values";
import { UfsWork } from "../work";
import { zoneId, type ZoneKind } from "../zones";

/**
 * Scenario tests that read like the rules' statements (STYLE.md 6): declare a board by card name,
 * drive it with player decisions, and assert on what a player may choose and on the result.
 * Every step checks that the state still serializes; after each test (the kit's scenario setup
 * file) a scenario fails when it leaves a question in the middle of an effect or a response
 * window unanswered (`leaveOpen()` when a test stops there on purpose).
 */

/** A staging card by name, committed or not, face down or not (D.2.2.2). */
export type StagingSpec = string | { readonly name: string; readonly committed?: boolean; readonly faceDown?: boolean };

export interface SideSpec {
  readonly character: string;
  readonly characterCommitted?: boolean;
  /** Character cards attached to the starting character (D.2.2.3.4). */
  readonly attached?: readonly string[];
  readonly hand?: readonly string[];
  /** Top first, then 20 Universal Guards (control 5) unless `deckOnly`. */
  readonly deck?: readonly string[];
  /** The deck is exactly `deck` (to run it out: E.2.2). */
  readonly deckOnly?: boolean;
  /** Bottom first (the last is the top of the pile). */
  readonly discard?: readonly string[];
  readonly staging?: readonly StagingSpec[];
  /** Cards already played this turn (as forms), left to right. */
  readonly pool?: readonly string[];
  readonly momentum?: readonly string[];
  readonly vitality?: number;
  /** F.2.2.3: passed last turn without attempting a card from hand. */
  readonly mustPlayFromHand?: boolean;
}

export interface ScenarioSpec {
  readonly p1: SideSpec;
  readonly p2: SideSpec;
  /** The active player; the scenario starts in their Combat Phase (turn 2). */
  readonly active?: Seat;
  readonly seed?: string;
  /** Outcomes of random draws, used before the seeded rng (the kit's `fixedRandom`). */
  readonly fixedRandom?: readonly number[];
}

export function cardId(name: string): string {
  const c = cardByName(name);
  invariant(c !== undefined, `scenario: no card named "${name}"`);
  return c.id;
}

const FILLER = "Universal Guard";

/** The scenario's state, its starting board and the events of running it to the first question. */
function build(spec: ScenarioSpec): { state: UfsState; board: readonly TableEvent[]; events: readonly UfsEvent[] } {
    let next = 1;
    let clock = 1;
    const obj = (name: string): CardObj => ({ id: `o${next++}`, card: cardId(name) });
    const side = (s: SideSpec, i: number): PlayerState => {
      const character = cardDef(cardId(s.character));
      const staged = (st: StagingSpec): StageCard => {
        const name = typeof st === "string" ? st : st.name;
        const spec: { committed?: boolean; faceDown?: boolean } = typeof st === "string" ? {} : st;
        return { ...obj(name), committed: spec.committed ?? false, since: clock++, ...(spec.faceDown === true ? { faceDown: true } : {}) };
      };
      return {
        name: `P${i + 1}`,
        character: { ...obj(s.character), committed: s.characterCommitted ?? false, since: 0 },
        attached: (s.attached ?? []).map(obj),
        vitality: s.vitality ?? character.vitality!,
        maxVitality: character.vitality!,
        handSize: character.handSize!,
        deck: [...(s.deck ?? []), ...(s.deckOnly === true ? [] : Array.from({ length: 20 }, () => FILLER))].map(obj),
        hand: (s.hand ?? []).map(obj),
        discard: (s.discard ?? []).map(obj),
        removed: [],
        staging: (s.staging ?? []).map(staged),
        pool: (s.pool ?? []).map((name): PoolCard => ({ ...obj(name), purpose: "form", dealtDamage: false, speed: 0, damage: 0 })),
        momentum: (s.momentum ?? []).map(obj),
        mustPlayFromHand: s.mustPlayFromHand ?? false,
        ...FRESH_PLAYER_TURN,
      };
    };
    const active = spec.active ?? 0;
    const base: UfsState = {
      rng: seedRng(spec.seed ?? "scenario"),
      nextId: 0,
      clock: 0,
      turn: 2,
      activePlayer: active,
      firstPlayer: active === 0 ? 1 : 0,
      phase: "combat",
      players: [side(spec.p1, 0), side(spec.p2, 1)],
      startingChosen: [0, 1],
      ...QUIET_TABLE,
      ...(spec.fixedRandom === undefined ? {} : { fixedRandom: spec.fixedRandom }),
    };
    const w = new UfsWork({ ...base, nextId: next, clock });
    const board = boardEvents(w.state);
    rules.start(w);
    return { state: w.state, board, events: w.events };

}

/** Questions asked in the middle of an effect (E.3.5.2, I.3.12, K.4.1, H.3.3.4, I.3.7.1) or in a response window (H.2.3). */
const MID_EFFECT: ReadonlySet<AwaitingKind> = new Set(["check-commit", "stun", "destroy", "cancel", "gauge", "response"]);

export class Scenario extends ScenarioBase<UfsState> {
  readonly events: TableEvent[] = [];
  readonly domainEvents: UfsEvent[] = [];
  /** The starting board as table events (seats, zones, every card where the spec put it). */
  readonly board: readonly TableEvent[];

  constructor(spec: ScenarioSpec) {
    const { state, board, events } = build(spec);
    super(ufs, state);
    this.board = board;
    this.domainEvents.push(...events);
    this.events.push(...ufs.project(events));
  }

  labels(seat: Seat): string[] {
    return this.decisions(seat).map((d) => d.label);
  }
  /** The seat asked now, or null once the game has ended. */
  get awaited(): Seat | null {
    return this.state.asking?.seat ?? null;
  }
  get awaitingKind(): AwaitingKind | null {
    return (this.state.asking?.offer as AwaitingKind | undefined) ?? null;
  }
  player(seat: Seat): PlayerState {
    return this.state.players[seat]!;
  }
  /** The object id of a card by name in one of a player's zones. */
  find(seat: Seat, zone: "hand" | "deck" | "discard" | "staging" | "pool" | "momentum" | "removed", name: string): string {
    const list = this.player(seat)[zone] as readonly CardObj[];
    const c = list.find((x) => cardDef(x.card).name === name);
    invariant(c !== undefined, `scenario: no ${name} in P${seat + 1}'s ${zone}`);
    return c.id;
  }
  names(seat: Seat, zone: "hand" | "deck" | "discard" | "staging" | "pool" | "momentum" | "removed"): string[] {
    return (this.player(seat)[zone] as readonly CardObj[]).map((c) => cardDef(c.card).name);
  }

  /** Makes a decision by id or exact label; fails the test if it is not legal. */
  do(seat: Seat, idOrLabel: string): this {
    const decision = this.decisions(seat).find((d) => d.id === idOrLabel || d.label === idOrLabel);
    invariant(decision !== undefined, `scenario: P${seat + 1} cannot "${idOrLabel}" now; legal: ${this.labels(seat).join(" | ") || "nothing"}`);
    this.decide(seat, decision.id);
    invariant(hashValue(JSON.parse(JSON.stringify(this.state))) === hashValue(this.state), "scenario: state does not serialize");
    return this;
  }
  protected override applied(events: readonly unknown[]): void {
    this.domainEvents.push(...(events as readonly UfsEvent[]));
    this.events.push(...ufs.project(events as readonly UfsEvent[]));
  }
  /** The awaited seat passes. */
  pass(): this {
    const seat = this.awaited;
    invariant(seat !== null, "scenario: nobody to pass");
    return this.do(seat, "pass");
  }
  /** The active player plays a card from hand as a form. */
  play(name: string): this {
    const seat = this.state.activePlayer;
    return this.do(seat, `play:${this.find(seat, "hand", name)}`);
  }
  /** The awaited seat blocks with a card from hand. */
  block(name: string): this {
    const seat = this.awaited!;
    return this.do(seat, `block:${this.find(seat, "hand", name)}`);
  }
  /** The awaited seat plays ability `index` (default: the first of the right type) of a card by name, paying `x` momentum if asked. */
  ability(name: string, opts: { index?: number; x?: number; zone?: "hand" | "staging" | "pool" | "character" } = {}): this {
    const seat = this.awaited!;
    const p = this.player(seat);
    const where = opts.zone ?? (cardDef(p.character.card).name === name ? "character" : p.hand.some((c) => cardDef(c.card).name === name) ? "hand" : p.staging.some((c) => cardDef(c.card).name === name) ? "staging" : "pool");
    const obj = where === "character" ? p.character.id : this.find(seat, where, name);
    const candidates = this.decisions(seat).filter((d) => d.id.startsWith(`ability:${obj}:`));
    const chosen = candidates.find((d) => {
      const [, , i, x] = d.id.split(":");
      return (opts.index === undefined || Number(i) === opts.index) && (opts.x === undefined ? x === undefined : Number(x) === opts.x);
    });
    invariant(chosen !== undefined, `scenario: P${seat + 1} cannot play an ability of ${name} now; legal: ${this.labels(seat).join(" | ")}`);
    return this.do(seat, chosen.id);
  }
  /** Commits cards by name (or "character") to pass a check (E.3.5.2). */
  commit(...names: string[]): this {
    for (const name of names) {
      const seat = this.awaited!;
      const p = this.player(seat);
      const id = name === "character" ? p.character.id : p.staging.find((c) => cardDef(c.card).name === name && !c.committed)?.id;
      invariant(id !== undefined, `scenario: no ready ${name} to commit`);
      this.do(seat, `commit:${id}`);
    }
    return this;
  }
  /** Passes until the game waits for something else than enhances and responses. */
  passPriority(): this {
    for (let i = 0; i < 20 && (this.awaitingKind === "enhance" || this.awaitingKind === "response"); i++) this.pass();
    return this;
  }
  /** The whole table-event stream from the starting board, as one entry (fold it with foldStream). */
  stream(): StreamEntry[] {
    return [{ seq: 0, seat: null, events: [...this.board, ...this.events] }];
  }
  logText(): string[] {
    return this.events.flatMap((e) => (e.type === "log" ? [e.text] : []));
  }
  rules(): string[] {
    return this.events.flatMap((e) => (e.type === "log" && e.rule !== undefined ? [e.rule] : []));
  }
  abilityCount(name: string): number {
    return abilitiesOf(cardDef(cardId(name))).length;
  }
  /** A question in the middle of an effect or a response window is one the test should have answered. */
  protected override unanswered(): string | null {
    const kind = this.awaitingKind;
    return kind !== null && MID_EFFECT.has(kind) ? `${kind} for P${this.awaited! + 1}` : null;
  }
}

/** A scenario's starting board: what the game would have announced to reach it. */
function boardEvents(state: UfsState): TableEvent[] {
  const out: TableEvent[] = [...ufs.project(state.players.map((p, seat) => ({ type: "seat" as const, seat, name: p.name })))];
  for (const [seat, p] of state.players.entries()) {
    const create = (c: CardObj, zone: ZoneKind, vis: Visibility): void => {
      out.push({ type: "create", object: c.id, zone: zoneId(seat, zone), face: faceOf(c.card), vis });
    };
    out.push({ type: "player", seat, name: p.name, hero: faceOf(p.character.card) });
    create(p.character, "staging", "public");
    if (p.character.committed) out.push({ type: "prop", object: p.character.id, key: "committed", value: true });
    for (const c of p.attached) {
      create(c, "staging", "public");
      out.push({ type: "prop", object: c.id, key: "attachedTo", value: p.character.id });
    }
    for (const c of p.staging) {
      create(c, "staging", c.faceDown === true ? [seat] : "public");
      if (c.faceDown === true) out.push({ type: "prop", object: c.id, key: "faceDown", value: true });
      if (c.committed) out.push({ type: "prop", object: c.id, key: "committed", value: true });
    }
    for (const c of p.pool) create(c, "pool", "public");
    for (const c of p.deck) create(c, "deck", "hidden");
    for (const c of p.hand) create(c, "hand", [seat]);
    for (const c of p.momentum) create(c, "momentum", "hidden");
    for (const c of p.discard) create(c, "discard", "public");
    const counters: [string, number][] = [
      ["hand-size", p.handSize],
      ["max-vitality", p.maxVitality],
      ["vitality", p.vitality],
      ["momentum", p.momentum.length],
      ["foundations", foundationsOf(p).length],
      ["ready-foundations", foundationsOf(p).filter((c) => !c.committed).length],
    ];
    for (const [counter, value] of counters) out.push({ type: "counter", seat, counter, value });
  }
  return out;
}

export function scenario(spec: ScenarioSpec): Scenario {
  return new Scenario(spec);
}
