import { invariant, seedRng, type Seat, type StreamEntry, type TableEvent } from "@tablecast/engine";
import { ScenarioBase } from "@tablecast/engine/testing/scenario";
import { cardByName } from "@tablecast/cards";
import { CARDS, card, cardDef, type Domain } from "../cards";
import type { RiftboundEvent } from "../events";
import { riftboundEnforced as riftbound, RULES } from "../game";
import { QUIET_TABLE, type Battlefield, type CardObj, type Location, type PlayerState, type RiftboundState, type Unit } from "../state";
import { RbWork } from "../work";
import { locationZone, zoneId, type PlayerZone } from "../zones";

/**
 * Scenario tests that read like the rules' examples: declare a board by card name, drive it with
 * player decisions by label or id, and assert on what a player may choose and on the result.
 * The kernel's scenario base checks after each test that no question was left in the middle of
 * an effect and that the state round-trips through JSON.
 */

/** A unit on the board by name: "Magma Giant" at base, or `{ name, at: 0, damage: 1, exhausted: true }`. */
export type UnitSpec = string | { readonly name: string; readonly at?: Location; readonly exhausted?: boolean; readonly damage?: number; readonly buffed?: boolean };

export interface SideSpec {
  /** Defaults: the legend of the first card's domain. */
  readonly legend?: string;
  readonly legendExhausted?: boolean;
  readonly hand?: readonly string[];
  readonly deck?: readonly string[];
  readonly trash?: readonly string[];
  /** Ready runes in base, by domain name ("fury") or card name. */
  readonly runes?: readonly string[];
  readonly exhaustedRunes?: readonly string[];
  readonly runeDeck?: readonly string[];
  /** Energy and Power already in the Rune Pool (165), e.g. `{ energy: 1, power: { fury: 1 } }`. */
  readonly pool?: { readonly energy?: number; readonly power?: Readonly<Partial<Record<Domain, number>>> };
  readonly units?: readonly UnitSpec[];
  readonly gear?: readonly string[];
  /** Cards hidden facedown at battlefields (107.3, 811): hidden on an earlier turn unless `turn` says the current one (2). */
  readonly facedown?: readonly { readonly name: string; readonly at: number; readonly turn?: number }[];
  readonly champion?: string;
  /** The Chosen Champion's name (103.2.a) when it is not waiting in the Champion Zone (`champion` sets both). */
  readonly chosenChampion?: string;
  readonly points?: number;
  /** Cards already played this turn (812, Legion). */
  readonly playedThisTurn?: number;
}

export interface ScenarioSpec {
  readonly p1: SideSpec;
  readonly p2: SideSpec;
  /** Battlefields in play (two by default), with who controls them. */
  readonly battlefields?: readonly { readonly name: string; readonly controller?: Seat | null; readonly scoredBy?: readonly Seat[] }[];
  /** Whose turn it is (seat 0 = p1). The scenario starts in that player's Main Phase. */
  readonly turnPlayer?: Seat;
  /** The turn's number (2 unless said; P1 goes first, so turn 1 is P1's first turn and 2 P2's). */
  readonly turn?: number;
  readonly victoryScore?: number;
  readonly seed?: string;
  /** Outcomes of random draws, used before the seeded rng (a mulligan's recycle order, a shuffle's pick). */
  readonly fixedRandom?: readonly number[];
}

/** A card id by the name people use: a test card with or without the "Test — " prefix, or a real card by collector code or name. */
export function cardId(name: string): string {
  const full = name.startsWith("Test — ") ? name : `Test — ${name}`;
  const found = [...CARDS.values()].find((c) => c.name === full || c.id === name);
  if (found !== undefined) return found.id;
  const byName = cardByName("riftbound", name);
  const real = card(name) ?? (byName === undefined ? undefined : card(byName.id));
  invariant(real !== undefined, `scenario: no card named "${name}"`);
  return real.id;
}

/** Questions asked in the middle of an effect (a mulligan, combat damage), as the old `pending` named them. */
const MID_EFFECT: ReadonlySet<string> = new Set(["mulligan", "assign", "trigger-target", "kit/order-triggers", "discard", "from-trash", "may-trigger", "vision", "split", "choose-each", "new-choices", "keep-two", "each-looks", "would-die", "as-revealed"]);

/** The question in the middle of an effect the state waits on, as `{ kind, seat }`, or null. */
export function pendingOf(s: RiftboundState): { kind: string; seat: Seat } | null {
  return s.asking !== null && MID_EFFECT.has(s.asking.offer) ? { kind: s.asking.offer, seat: s.asking.seat } : null;
}

/** Runes by domain: the test runes for fury and calm, the Origins basic runes for the others. */
const RUNE_BY_DOMAIN: Readonly<Record<string, string>> = { fury: "t-rune-fury", calm: "t-rune-calm", mind: "OGN-089", body: "OGN-126", chaos: "OGN-166", order: "OGN-214" };

export class Scenario extends ScenarioBase<RiftboundState> {
  readonly events: TableEvent[] = [];
  readonly domainEvents: RiftboundEvent[] = [];
  /** The starting board as table events (battlefields, seats, zones, every card where the spec put it). */
  readonly board: readonly TableEvent[];

  constructor(spec: ScenarioSpec) {
    const state = startingState(spec);
    super(riftbound, state);
    this.board = boardEvents(state);
  }

  protected override applied(events: readonly unknown[]): void {
    const list = events as readonly RiftboundEvent[];
    this.domainEvents.push(...list);
    this.events.push(...riftbound.project(list));
  }

  /** 460.2.c combat damage or a mulligan waiting on an answer: the test must answer it or `leaveOpen()`. */
  protected override unanswered(): string | null {
    const p = pendingOf(this.state);
    return p === null ? null : `${p.kind} for P${p.seat + 1}`;
  }

  /** The question asked in the middle of an effect, as `{ kind, seat }`, or null. */
  get pending(): { kind: string; seat: Seat } | null {
    return pendingOf(this.state);
  }

  /** The whole table-event stream from the starting board, as one entry (for redaction and folds). */
  stream(): StreamEntry[] {
    return [{ seq: 0, seat: null, events: [...this.board, ...this.events] }];
  }

  labels(seat: Seat): string[] {
    return this.decisions(seat).map((d) => d.label);
  }
  /** The labels without the runes' Add abilities (163.2), which are offered whenever a player may act. */
  choices(seat: Seat): string[] {
    return this.decisions(seat)
      .filter((d) => d.rule !== "riftbound:163.2.a" && d.rule !== "riftbound:163.2.b")
      .map((d) => d.label);
  }
  player(seat: Seat): PlayerState {
    return this.state.players[seat]!;
  }
  /** The unit of a player with this name (the first one). */
  unit(seat: Seat, name: string): Unit {
    const id = cardId(name);
    const u = this.state.units.find((x) => x.controller === seat && x.card === id);
    invariant(u !== undefined, `scenario: P${seat + 1} has no ${name} on the board`);
    return u;
  }
  /** A player's facedown card (107.3) with this name. */
  facedownCard(seat: Seat, name: string): string {
    const c = this.player(seat).facedown.find((x) => x.card === cardId(name));
    invariant(c !== undefined, `scenario: P${seat + 1} has no facedown ${name}`);
    return c.id;
  }
  /** The card id in a player's hand by name. */
  inHand(seat: Seat, name: string): string {
    const c = this.player(seat).hand.find((x) => x.card === cardId(name));
    invariant(c !== undefined, `scenario: no ${name} in P${seat + 1}'s hand`);
    return c.id;
  }
  /** Makes a decision by id or exact label; fails the test if it is not legal. */
  do(seat: Seat, idOrLabel: string): this {
    const decision = this.decisions(seat).find((d) => d.id === idOrLabel || d.label === idOrLabel);
    invariant(decision !== undefined, `scenario: P${seat + 1} cannot "${idOrLabel}" now; legal: ${this.labels(seat).join(" | ") || "nothing"}`);
    return this.decide(seat, decision.id);
  }
  /** The awaited seat passes (priority or focus); repeat `times`. */
  pass(times = 1): this {
    for (let i = 0; i < times; i++) {
      const seat = this.awaiting()[0];
      invariant(seat !== undefined, "scenario: nobody to pass");
      this.do(seat, "pass");
    }
    return this;
  }
  /** Both pass until no showdown or chain is left (assignment prompts stop it). */
  settle(): this {
    for (let i = 0; i < 20 && this.state.ended === null && (this.state.chain.length > 0 || this.state.showdown !== null) && this.pending === null; i++) this.pass();
    return this;
  }
  logText(): string[] {
    return this.events.flatMap((e) => (e.type === "log" ? [e.text] : []));
  }
}

function startingState(spec: ScenarioSpec): RiftboundState {
  let next = 1;
  const obj = (name: string): CardObj => ({ id: `o${next++}`, card: cardId(name) });
  const rune = (name: string, exhausted: boolean) => ({ ...obj(RUNE_BY_DOMAIN[name] ?? name), exhausted });
  const units: Unit[] = [];
  const side = (s: SideSpec, seat: Seat): PlayerState => {
    for (const u of s.units ?? []) {
      const o = typeof u === "string" ? { name: u } : u;
      units.push({
        ...obj(o.name),
        controller: seat,
        location: o.at ?? "base",
        exhausted: o.exhausted ?? false,
        damage: o.damage ?? 0,
        buffed: o.buffed ?? false,
        stunned: false,
        mightThisTurn: 0,
        token: cardDef(cardId(o.name)).supertype === "token",
      });
    }
    const first = [...(s.hand ?? []), ...(s.deck ?? []), ...(s.units ?? []).map((u) => (typeof u === "string" ? u : u.name))][0];
    const domain = first === undefined ? "fury" : (cardDef(cardId(first)).domain ?? "fury");
    return {
      name: seat === 0 ? "P1" : "P2",
      legend: { ...obj(s.legend ?? (domain === "calm" ? "Tide Sage" : "Ember Warden")), exhausted: s.legendExhausted ?? false },
      champion: s.champion === undefined ? [] : [obj(s.champion)],
      ...((s.chosenChampion ?? s.champion) === undefined ? {} : { chosenChampion: cardId((s.chosenChampion ?? s.champion)!) }),
      hand: (s.hand ?? []).map(obj),
      deck: (s.deck ?? []).map(obj),
      runeDeck: (s.runeDeck ?? []).map((r) => obj(RUNE_BY_DOMAIN[r] ?? r)),
      runes: [...(s.runes ?? []).map((r) => rune(r, false)), ...(s.exhaustedRunes ?? []).map((r) => rune(r, true))],
      pool: { energy: s.pool?.energy ?? 0, power: { ...(s.pool?.power ?? {}) } },
      gear: (s.gear ?? []).map((g) => ({ ...obj(g), controller: seat, exhausted: false })),
      trash: (s.trash ?? []).map(obj),
      facedown: (s.facedown ?? []).map((f) => ({ ...obj(f.name), battlefield: f.at, turn: f.turn ?? 1 })),
      points: s.points ?? 0,
      extraRune: false,
      playedThisTurn: s.playedThisTurn ?? 0,
      mulliganed: true,
      setAside: [],
    };
  };
  const players = [side(spec.p1, 0), side(spec.p2, 1)];
  const bfs: Battlefield[] = (spec.battlefields ?? [{ name: "Windy Ridge" }, { name: "Quiet Grove" }]).map((b, i) => ({
    ...obj(b.name),
    owner: i as Seat,
    controller: b.controller ?? null,
    scoredBy: [...(b.scoredBy ?? [])],
  }));
  const state: RiftboundState = {
    rng: seedRng(spec.seed ?? "scenario"),
    nextId: next,
    queue: [],
    asking: null,
    ...(spec.fixedRandom === undefined ? {} : { fixedRandom: [...spec.fixedRandom] }),
    turn: spec.turn ?? 2,
    turnPlayer: spec.turnPlayer ?? 0,
    firstPlayer: 0,
    phase: "main",
    beginningStep: "scoring",
    players,
    battlefields: bfs,
    units,
    ...QUIET_TABLE,
    victoryScore: spec.victoryScore ?? 8,
    ended: null,
  };
  // The turn player is asked in their Main Phase (316).
  const w = new RbWork(state);
  RULES.start(w);
  return w.state;
}

/** A scenario's starting board: what the game would have announced to reach it. */
function boardEvents(state: RiftboundState): TableEvent[] {
  const domain: RiftboundEvent[] = [{ type: "battlefields", count: state.battlefields.length }];
  for (const [seat, p] of state.players.entries()) {
    domain.push({ type: "seat", seat, name: p.name, legend: p.legend.card });
    const enter = (c: CardObj, zone: PlayerZone) => domain.push({ type: "enter", obj: c.id, card: c.card, zone: zoneId(seat, zone) });
    enter(p.legend, "legend");
    for (const c of p.champion) enter(c, "champion");
    for (const c of p.hand) enter(c, "hand");
    for (const c of p.deck) enter(c, "deck");
    for (const c of p.runeDeck) enter(c, "rune-deck");
    for (const c of p.runes) enter(c, "rune-pool");
    for (const c of p.gear) enter(c, "base");
    for (const c of p.trash) enter(c, "trash");
    for (const c of p.facedown) {
      enter(c, "facedown");
      domain.push({ type: "prop", obj: c.id, key: "battlefield", value: c.battlefield });
    }
  }
  for (const u of state.units) domain.push({ type: "enter", obj: u.id, card: u.card, zone: locationZone(u.controller, u.location) });
  return [...riftbound.project(domain)];
}

export function scenario(spec: ScenarioSpec): Scenario {
  return new Scenario(spec);
}
