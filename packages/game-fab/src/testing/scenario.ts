import { hashValue, invariant, seedRng, type Seat, type StreamEntry, type TableEvent } from "@tablecast/engine";
import { ScenarioBase } from "@tablecast/engine/testing/scenario";
import { cardData, cardName, hasPrintedKeyword, KNOWN_CARDS, slotOf } from "../cards";
import { isImplemented } from "../cards/registry";
import { defenseOf } from "../rules/combat";
import { COMBAT_CHAIN, zoneId, type FabEvent } from "../events";
import { startFlow } from "../flow";
import { STEP } from "../rules/priority";
import { fabEnforced as fab } from "../game";
import { FabWork } from "../work";
import { EMPTY_GAME, FRESH_GEAR, type CardObj, type ChainLink, type Defender, type FabState, type Gear, type PlayerState } from "../state";

/**
 * Scenario tests that read like the rules' examples (STYLE.md 6): declare a board by card name,
 * drive it with player decisions, and assert on what a player may choose and on the result.
 * Every step checks that the state still serializes; `done()` fails if a prompt is left open.
 */

/** A side of the board, by card name ("Savage Swing (red)", "Ironrot Helm"). */
export interface SideSpec {
  readonly hero: string;
  readonly weapon?: string;
  /** Two one-handed weapons (CR 3.16: two weapon zones). */
  readonly weapons?: readonly string[];
  /** Auras, items and tokens in the arena. */
  readonly permanents?: readonly string[];
  readonly banished?: readonly string[];
  readonly equipment?: readonly string[];
  readonly hand?: readonly string[];
  readonly deck?: readonly string[];
  readonly arsenal?: readonly string[];
  readonly graveyard?: readonly string[];
  readonly pitch?: readonly string[];
  readonly life?: number;
  readonly resources?: number;
}

export interface ScenarioSpec {
  readonly p1: SideSpec;
  readonly p2: SideSpec;
  /** Whose turn it is (seat 0 = p1). The scenario starts in that player's action phase, turn 2. */
  readonly turnPlayer?: Seat;
  /** Who holds priority at the start (CR 1.11.2): the turn player unless said otherwise. */
  readonly priority?: Seat;
  /** The turn player's action points (CR 1.13.2): 1 unless said otherwise (0 when starting in combat). */
  readonly actionPoints?: number;
  /**
   * Start in combat (CR 7.0): the turn player's attack action card is chain link 1, attacking the
   * other hero, at the Defend Step (defenders still to declare) or the Reaction Step (these cards from
   * the defending hero's hand already defending, CR 7.3.2).
   */
  readonly combat?: { readonly attack: string; readonly step?: "defend" | "reaction"; readonly defenders?: readonly string[] };
  readonly seed?: string;
  /** The match option `turnLimit` (a simulation limit, see FabState). */
  readonly turnLimit?: number;
  /** Outcomes of random draws, used before the seeded rng (a die roll, a random discard, intimidate). */
  readonly fixedRandom?: readonly number[];
}

/** A question other than priority, as a test reads it (Scenario.pending). */
export interface Pending {
  readonly kind: string;
  readonly seat: Seat;
  readonly [carried: string]: unknown;
}

/** Pending questions asked in the middle of an effect: a test answers them or calls `leaveOpen()`. */
const MID_EFFECT: ReadonlySet<string> = new Set(["pay", "may", "choose", "order-triggers"]);

/** Finds a card id by the name players use: "Name" or "Name (colour)". */
export function cardId(name: string): string {
  const card = KNOWN_CARDS.find((c) => cardName(c.id) === name) ?? KNOWN_CARDS.find((c) => c.name === name && isImplemented(c.id));
  invariant(card !== undefined, `scenario: no card named "${name}"`);
  return card.id;
}

/** The state a spec declares, waiting on its first question. */
function boardState(spec: ScenarioSpec): FabState {
  let next = 1;
  const obj = (name: string): CardObj => ({ id: `o${next++}`, card: cardId(name) });
  const side = (s: SideSpec, i: number): PlayerState => {
    const hero = obj(s.hero);
    const gear: Gear[] = [...(s.weapon === undefined ? [] : [s.weapon]), ...(s.weapons ?? []), ...(s.equipment ?? [])].map((name) => {
      const o = obj(name);
      return {
        ...o,
        slot: slotOf(o.card)!,
        ...FRESH_GEAR,
      };
    });
    return {
      name: `P${i + 1}`,
      hero,
      life: s.life ?? cardData(hero.card).life ?? 20,
      intellect: cardData(hero.card).intellect ?? 4,
      resources: s.resources ?? 0,
      actionPoints: 0,
      hand: (s.hand ?? []).map(obj),
      deck: (s.deck ?? []).map(obj),
      arsenal: (s.arsenal ?? []).map(obj),
      pitch: (s.pitch ?? []).map(obj),
      graveyard: (s.graveyard ?? []).map(obj),
      banished: (s.banished ?? []).map(obj),
      intimidated: [],
      gear,
      usedThisTurn: [],
      permanents: (s.permanents ?? []).map((name) => {
        const o = obj(name);
        return { ...o, token: cardData(o.card).types.includes("Token") };
      }),
      marks: [],
      mayPlayBanished: [],
      intellectThisTurn: 0,
    };
  };
  const turnPlayer = spec.turnPlayer ?? 0;
  const players = [side(spec.p1, 0), side(spec.p2, 1)];
  players[turnPlayer] = { ...players[turnPlayer]!, actionPoints: spec.actionPoints ?? (spec.combat === undefined ? 1 : 0) };
  const chain: ChainLink[] = [];
  let combatStep: FabState["combatStep"] = null;
  if (spec.combat !== undefined) {
    const attack = obj(spec.combat.attack);
    const target: Seat = turnPlayer === 0 ? 1 : 0;
    const step = spec.combat.step ?? "reaction";
    invariant(step === "reaction" || (spec.combat.defenders ?? []).length === 0, "scenario: defenders are declared in the Defend Step, so start at the Reaction Step to have them");
    const defenders: Defender[] = (spec.combat.defenders ?? []).map((name) => {
      const card = cardId(name);
      const inHand = players[target]!.hand.find((c) => c.card === card);
      const d = inHand ?? obj(name);
      if (inHand !== undefined) players[target] = { ...players[target]!, hand: players[target]!.hand.filter((c) => c.id !== inHand.id) };
      return { id: d.id, card, owner: target, fromHand: true, defense: defenseOf(card, 0) };
    });
    chain.push({
      attack: { id: attack.id, card: attack.card, controller: turnPlayer, fromArsenal: false, goAgain: hasPrintedKeyword(attack.card, "Go again"), powerBonus: 0, goAgainOnHit: false },
      target,
      defenders,
      hit: false,
      damage: 0,
      resolved: false,
    });
    combatStep = step;
  }
  // CR 7.3.1: in the Defend Step the defending hero declares first (the step asks).
  const defending = combatStep === "defend";
  const state: FabState = {
    ...EMPTY_GAME,
    rng: seedRng(spec.seed ?? "scenario"),
    ...(spec.fixedRandom === undefined ? {} : { fixedRandom: [...spec.fixedRandom] }),
    nextId: next,
    turn: 2,
    turnPlayer,
    priorityHolder: defending ? null : (spec.priority ?? turnPlayer),
    phase: "action",
    combatStep,
    players,
    chain,
    // No life change since the turn before the scenario's.
    lifeChangedTurn: 1,
    turnLimit: spec.turnLimit ?? null,
    queue: defending ? [{ step: STEP.defend }] : [],
  };
  // The game waits on its first question (the prompt is not part of the board).
  const t = new FabWork(state);
  startFlow(t);
  return t.state;
}

/**
 * A FaB scenario on the kernel's scenario base: after each test it fails when a question in the
 * middle of an effect (a payment, a "you may", a choice, ordering triggers) was left unanswered
 * (call `leaveOpen()` to stop at one on purpose) or the state does not round-trip through JSON.
 */
export class Scenario extends ScenarioBase<FabState> {
  /** Table events of every decision so far (after the board was declared). */
  readonly events: TableEvent[] = [];
  /** The starting board as table events (seats, zones, every card where the spec put it). */
  readonly board: readonly TableEvent[];
  readonly domainEvents: FabEvent[] = [];

  constructor(spec: ScenarioSpec) {
    super(fab, boardState(spec));
    this.board = boardEvents(this.state);
  }

  protected override applied(events: readonly unknown[]): void {
    const fabEvents = events as readonly FabEvent[];
    this.domainEvents.push(...fabEvents);
    this.events.push(...fab.project(fabEvents));
  }

  /**
   * The question the game waits on when it is not priority, as `{ kind, seat, …what it carries }`
   * (a payment's `layer` and `due`, the defenders `declared` so far…); null at priority or the end.
   */
  get pending(): Pending | null {
    const a = this.state.asking;
    if (a === null || a.offer === "priority") return null;
    const { step: _step, ...carried } = a.then;
    return { kind: a.offer, seat: a.seat, ...carried };
  }

  /** A question asked in the middle of an effect (CR 5.1.7 paying, 1.8.3 "you may", 1.8.6 choosing, 6.6.6b ordering). */
  protected override unanswered(): string | null {
    const p = this.pending;
    if (p === null || !MID_EFFECT.has(p.kind)) return null;
    return `${p.kind} for P${p.seat + 1}`;
  }

  labels(seat: Seat): string[] {
    return this.decisions(seat).map((d) => d.label);
  }
  player(seat: Seat): PlayerState {
    return this.state.players[seat]!;
  }
  /** The object id of a card by name in one of a player's card zones. */
  find(seat: Seat, zone: "hand" | "deck" | "arsenal" | "graveyard" | "pitch" | "banished" | "permanents", name: string): string {
    const card = this.player(seat)[zone].find((c) => cardName(c.card) === name || cardData(c.card).name === name);
    invariant(card !== undefined, `scenario: no ${name} in P${seat + 1}'s ${zone}`);
    return card.id;
  }
  gear(seat: Seat, name: string): string {
    const g = this.player(seat).gear.find((c) => cardData(c.card).name === name);
    invariant(g !== undefined, `scenario: P${seat + 1} has no ${name} equipped`);
    return g.id;
  }

  /** Makes a decision by id or by its exact label; throws (fails the test) if it is not legal. */
  do(seat: Seat, idOrLabel: string): this {
    const decision = this.decisions(seat).find((d) => d.id === idOrLabel || d.label === idOrLabel);
    invariant(decision !== undefined, `scenario: P${seat + 1} cannot "${idOrLabel}" now; legal: ${this.labels(seat).join(" | ") || "nothing"}`);
    this.decide(seat, decision.id);
    // The state must stay plain JSON (it is hashed and stored).
    invariant(hashValue(JSON.parse(JSON.stringify(this.state))) === hashValue(this.state), "scenario: state does not serialize");
    return this;
  }
  /** The seat awaited now passes; repeat `times`. */
  pass(times = 1): this {
    for (let i = 0; i < times; i++) {
      const seat = this.awaiting()[0];
      invariant(seat !== undefined, "scenario: nobody to pass");
      this.do(seat, "pass");
    }
    return this;
  }
  /** Both players pass until the game state leaves the current combat step (or phase). */
  passStep(): this {
    const from = `${this.state.phase}/${this.state.combatStep}/${this.state.stack.length}`;
    for (let i = 0; i < 4 && `${this.state.phase}/${this.state.combatStep}/${this.state.stack.length}` === from && this.pending === null; i++) this.pass();
    return this;
  }
  /**
   * Plays on to the next turn's action phase: passes, leaves the arsenal empty and puts pitched
   * cards on the bottom in the order offered. Stops at any other prompt.
   */
  nextTurn(): this {
    const turn = this.state.turn;
    for (let i = 0; i < 40 && this.state.turn === turn && this.state.ended === null; i++) {
      const pending = this.pending;
      if (pending?.kind === "arsenal") this.do(pending.seat, "skip");
      else if (pending?.kind === "pitch-order") this.do(pending.seat, this.decisions(pending.seat)[0]!.id);
      else if (pending !== null) break;
      else this.pass();
    }
    return this;
  }
  /** The whole table-event stream from the starting board, as one entry (for redaction and folds). */
  stream(): StreamEntry[] {
    return [{ seq: 0, seat: null, events: [...this.board, ...this.events] }];
  }

  logText(): string[] {
    return this.events.flatMap((e) => (e.type === "log" ? [e.text] : []));
  }
  /** Fails if the game is waiting on a prompt other than priority (an unresolved choice). */
  override done(): void {
    invariant(this.pending === null, `scenario: unresolved ${this.pending?.kind} prompt for P${(this.pending?.seat ?? 0) + 1}`);
    super.done();
  }
}

/** A scenario's starting board: what the game would have announced to reach it. */
function boardEvents(state: FabState): TableEvent[] {
  const domain: FabEvent[] = [];
  for (const [seat, p] of state.players.entries()) {
    domain.push({ type: "seat", seat, name: p.name, hero: p.hero.card, heroObj: p.hero.id });
    const enter = (c: CardObj, zone: string) => domain.push({ type: "enter", obj: c.id, card: c.card, zone });
    for (const g of p.gear) enter(g, zoneId(seat, g.slot));
    for (const zone of ["hand", "deck", "arsenal", "pitch", "graveyard", "banished"] as const) for (const c of p[zone]) enter(c, zoneId(seat, zone));
    for (const c of p.permanents) enter(c, zoneId(seat, "permanent"));
  }
  for (const link of state.chain) {
    domain.push({ type: "enter", obj: link.attack.id, card: link.attack.card, zone: COMBAT_CHAIN });
    for (const d of link.defenders) domain.push({ type: "enter", obj: d.id, card: d.card, zone: COMBAT_CHAIN });
  }
  return [...fab.project(domain)];
}

export function scenario(spec: ScenarioSpec): Scenario {
  return new Scenario(spec);
}
