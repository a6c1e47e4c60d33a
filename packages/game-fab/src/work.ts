import { seal, type RngState, type Seat } from "@tablecast/engine";
import { cloneJson, Work, type Asking, type Mutable, type QueuedStep } from "@tablecast/engine/kit";
import { cardData, cardName } from "./cards";
import { moduleOf } from "./cards/registry";
import { gainPower } from "./rules/power";
import type { FabEvent } from "./events";
import { ZONES, zoneId } from "./zones";
import type { CardObj, ChainLink, FabState, CardZone, Layer, PlayerState } from "./state";

export type { Mutable };
/**
 * The working state: everything writable in place but the players, which are read as the input
 * has them (sealed, shared) and written through `FabWork.player`, which copies one on first write,
 * and the combat chain, read as the input has it and written through `FabWork.chainLinks`.
 */
export type Draft = Omit<Mutable<FabState>, "rng" | "players" | "chain"> & { rng: RngState; players: readonly PlayerState[]; chain: FabState["chain"] };
export type DraftPlayer = Mutable<PlayerState>;

/** A list the rules write in place, this apply's own deep copy (most are empty). */
const ownList = <T>(list: readonly T[]): T[] => (list.length === 0 ? [] : cloneJson(list as T[]));

/**
 * The working root of an apply, one object literal (a generic copy of a state this size takes a
 * slow path in V8). Scalars are copied; the lists and records the rules write in place are this
 * apply's own deep copies (CopyOnWrite.own's bookkeeping would cost more than it saves on members
 * this small); the players (copied on write, `player`), the rng, the queue and the question are
 * only ever replaced whole (Work.set) and stay shared. The `satisfies` makes every member of
 * FabState appear here.
 */
function workingRoot(s: FabState): Mutable<FabState> {
  const root = {
    nextId: s.nextId,
    turn: s.turn,
    firstTurnPlayer: s.firstTurnPlayer,
    turnPlayer: s.turnPlayer,
    priorityHolder: s.priorityHolder,
    passes: s.passes,
    phase: s.phase,
    combatStep: s.combatStep,
    players: s.players,
    stack: ownList(s.stack),
    // Copied when first written (chainLinks): most decisions during combat leave it as it is.
    chain: s.chain,
    triggers: ownList(s.triggers),
    nextAttack: ownList(s.nextAttack),
    turnEffects: ownList(s.turnEffects),
    nextDefense: ownList(s.nextDefense),
    costReductions: ownList(s.costReductions),
    shields: ownList(s.shields),
    lifeChangedTurn: s.lifeChangedTurn,
    turnLimit: s.turnLimit,
    ended: s.ended === null ? null : cloneJson(s.ended),
    queue: s.queue,
    asking: s.asking,
    rng: s.rng,
  } satisfies { readonly [K in Exclude<keyof FabState, "fixedRandom">]-?: unknown };
  // Scenario tests only: a member a match never has.
  return (s.fixedRandom === undefined ? root : { ...root, fixedRandom: s.fixedRandom }) as unknown as Mutable<FabState>;
}

/**
 * How deep each member of a player is copied when the player is first written. Card objects
 * ({id, card}) are never changed in place — a card that moves becomes a new object (CR 3.0.9) —
 * so a zone is copied as a list of the same (sealed) objects; gear, permanents and marks have
 * counters and flags changed in place, so each is copied. The type makes every member of
 * PlayerState appear here.
 */
const PLAYER_COPY: { readonly [K in keyof PlayerState]-?: "value" | "list" | "each" } = {
  name: "value",
  hero: "value",
  life: "value",
  intellect: "value",
  resources: "value",
  actionPoints: "value",
  intellectThisTurn: "value",
  asInstant: "value",
  arcanePlus: "value",
  nonAttackActions: "value",
  wizardNonAttackActions: "value",
  runechantPlus: "value",
  nextPlay: "value",
  arcaneDealt: "value",
  nextHit: "value",
  boosts: "value",
  whenBoosting: "value",
  namesPlayed: "value",
  faceUp: "value",
  cardGains: "value",
  onlyFromArsenal: "value",
  actionsThisTurn: "value",
  heroDamaged: "value",
  discardedSix: "value",
  attacksThisTurn: "value",
  mayPlayThisChain: "value",
  banishedCostsLess: "value",
  defendFromArsenal: "value",
  hand: "list",
  deck: "list",
  arsenal: "list",
  pitch: "list",
  graveyard: "list",
  banished: "list",
  intimidated: "list",
  usedThisTurn: "list",
  mayPlayBanished: "list",
  gear: "each",
  permanents: "each",
  marks: "each",
};

/** PLAYER_COPY as a map: looked up for every member of every player copied. */
const HOW_COPIED: ReadonlyMap<string, "value" | "list" | "each"> = new Map(Object.entries(PLAYER_COPY));

/** The working copy of one player (see PLAYER_COPY). */
function copyPlayer(p: PlayerState): DraftPlayer {
  const out: Record<string, unknown> = {};
  for (const key in p) {
    const v = (p as unknown as Record<string, unknown>)[key];
    const how = HOW_COPIED.get(key);
    out[key] = how === "value" ? v : how === "list" ? (v as unknown[]).slice() : how === "each" ? (v as object[]).map((x) => ({ ...x })) : cloneJson(v);
  }
  return out as DraftPlayer;
}

/** A new card object: sealed, since card objects never change (the state hash reuses its text). */
export const cardObj = (id: string, card: string): CardObj => seal({ id, card });

/**
 * The working copy of one FaB apply, on the kernel's Work. Everything but the players is copied
 * up front (small, and written in place by the rules); a player is copied when first written
 * (`player`): most decisions change one player or none (a pass of priority), so
 * the other player stays the very same object in the next state. Published players are sealed:
 * the log's state hash reuses their canonical text (engine hash.ts), and the next working copy
 * shares their sealed card objects.
 */
export class FabWork extends Work<FabState, FabEvent> {
  /** Effect lists running now (runEffects, nested): a hero's death waits until the outermost one ends (CR 1.10.2a). */
  effectsRunning = 0;
  /** The players this apply has copied (and may write), by seat. */
  readonly #mine: (DraftPlayer | undefined)[] = [];
  constructor(state: FabState) {
    super(state, ZONES, "fab", workingRoot);
  }
  /** The question the running step ends with (see `ask`). */
  #question: Asking | null = null;
  /**
   * Ends the running step with a question: nobody holds priority meanwhile (CR 1.11) and the
   * answer resumes the question's `then` step; what the step still had to do is queued after it.
   */
  ask(asking: Asking): void {
    this.s.priorityHolder = null;
    this.#question = asking;
  }
  /** Whether the running step has asked (the rest of an effect waits for the answer). */
  get asked(): boolean {
    return this.#question !== null;
  }
  /** The question the step asked, handed to the loop (and forgotten here). */
  question(): Asking | undefined {
    const q = this.#question;
    this.#question = null;
    return q ?? undefined;
  }
  /**
   * Queues `step` behind the steps queued since the queue was `tail` (those run first, then this,
   * then what was already waiting): the rest of an effect after what its question queued.
   */
  behind(tail: readonly QueuedStep[], step: QueuedStep): void {
    const q = this.s.queue;
    const at = q.length - tail.length;
    this.set("queue", [...q.slice(0, at), step, ...q.slice(at)]);
  }
  /** The working state (players read-only here: write one through `player`). */
  override get s(): Draft {
    return this.copy.root as unknown as Draft;
  }
  /** The next state (plain JSON again; its players are sealed). */
  override get state(): FabState {
    const s = this.s as unknown as FabState;
    for (const p of s.players) seal(p as object);
    // The working root itself: the apply is over (read once, at its end), so nothing writes it again.
    return s;
  }
  /** The working state for reading only. */
  get view(): FabState {
    return this.s as unknown as FabState;
  }
  /** A player for reading only: does not copy it. */
  peek(seat: Seat): PlayerState {
    return this.s.players[seat]!;
  }
  /** A player to write: copied on first write in this apply (its sealed card objects stay shared). */
  /**
   * The combat chain to write: this apply's own deep copy, made on first call (until then
   * `s.chain` is the input's, shared). A link read before the copy is the input's: a step that
   * writes the chain takes its links from here from the start.
   */
  chainLinks(): Mutable<ChainLink>[] {
    const s = this.s as unknown as { chain: Mutable<ChainLink>[] };
    if (s.chain !== this.#chain) s.chain = this.#chain = ownList(s.chain) as Mutable<ChainLink>[];
    return this.#chain;
  }
  #chain: Mutable<ChainLink>[] | undefined;
  /** The active chain link to write (CR 7.0.1: the last, while unresolved), or null. */
  activeLinkToWrite(): Mutable<ChainLink> | null {
    const chain = this.chainLinks();
    const link = chain[chain.length - 1];
    return link === undefined || link.resolved ? null : link;
  }

  player(seat: Seat): DraftPlayer {
    const mine = this.#mine[seat];
    if (mine !== undefined) return mine;
    const s = this.s as unknown as { players: PlayerState[] };
    if (this.#mine.length === 0) s.players = s.players.slice();
    const copy = copyPlayer(s.players[seat]!);
    s.players[seat] = copy as unknown as PlayerState;
    this.#mine[seat] = copy;
    return copy;
  }
  setLife(seat: Seat, life: number): void {
    this.player(seat).life = life;
    this.s.lifeChangedTurn = this.s.turn;
    this.counter(seat, "life", life);
  }
  setResources(seat: Seat, value: number): void {
    this.player(seat).resources = value;
    this.counter(seat, "resources", value);
  }
  setActionPoints(seat: Seat, value: number): void {
    this.player(seat).actionPoints = value;
    this.counter(seat, "action-points", value);
  }
  /** Removes a card object from a player's card zone; a missing object is a bug. */
  take(seat: Seat, zone: CardZone, id: string): CardObj {
    const p = this.player(seat);
    const list = p[zone];
    const i = list.findIndex((c) => c.id === id);
    if (i < 0) throw new Error(`fab: ${id} is not in p${seat}.${zone}`);
    // A face-up arsenal card leaving the arsenal is no longer a face-up arsenal card (CR 8.5.24).
    if (zone === "arsenal" && p.faceUp?.includes(id) === true) {
      p.faceUp = p.faceUp.filter((f) => f !== id);
      if (p.faceUp.length === 0) delete p.faceUp;
    }
    return list.splice(i, 1)[0]!;
  }
  /**
   * Puts a card into one of its owner's non-arena zones. It becomes a new object there
   * (CR 3.0.9), so nobody can follow it through a private zone.
   */
  put(seat: Seat, card: CardObj, to: CardZone, opts: { bottom?: boolean; faceDown?: boolean } = {}): CardObj {
    // CR 6.4.9: a card's own replacement ("if this would be put into your graveyard…, instead…", Drone of Brutality).
    if (to === "graveyard" && moduleOf(card.card)?.instead?.toGraveyard === "deck-bottom") {
      this.log(`${cardName(card.card)} goes to the bottom of its owner's deck instead of the graveyard`, "6.4.9");
      return this.put(seat, card, "deck", { bottom: true });
    }
    const zone = zoneId(seat, to);
    const moved = cardObj(this.arrive(card.id, zone), card.card);
    const list = this.player(seat)[to];
    // CR 3.7: the deck's top is index 0; "bottom" appends.
    const top = to === "deck" && opts.bottom !== true;
    if (top) list.unshift(moved);
    else list.push(moved);
    if (opts.faceDown === true) this.emit({ type: "face-down", obj: card.id, card: card.card, owner: seat, to: zone, as: moved.id });
    else this.emit({ type: "move", obj: card.id, card: card.card, to: zone, as: moved.id, ...(top ? { index: 0 } : {}) });
    return moved;
  }
  /** Moves an object between arena zones or onto the stack: it stays the same object. */
  shift(card: CardObj, to: string): void {
    this.emit({ type: "move", obj: card.id, card: card.card, to });
  }
  /** CR 8.5.6: draw the top card; fails on an empty deck (8.5.6b). */
  draw(seat: Seat): boolean {
    // Cranial Crush: "they can't draw cards during their next action phase".
    const p = this.player(seat);
    if (this.s.phase === "action" && this.s.turnPlayer === seat && p.marks.some((m) => m.kind === "no-draw" && m.from <= this.s.turn && this.s.turn <= m.until))
      return false;
    const top = this.player(seat).deck[0];
    if (top === undefined) return false;
    this.take(seat, "deck", top.id);
    this.put(seat, top, "hand");
    return true;
  }
  /** CR 4.4.3f / 4.1.9: draw until the hand holds as many cards as the hero's intellect. */
  drawUpTo(seat: Seat): void {
    const p = this.player(seat);
    let drawn = 0;
    while (p.hand.length < p.intellect + p.intellectThisTurn && this.draw(seat)) drawn++;
    if (drawn > 0) this.log(`${p.name} draws ${drawn} card${drawn === 1 ? "" : "s"}`, "4.4.3f");
  }
  /** CR 8.5.20: shuffle; every card in the deck becomes a new object. */
  shuffleDeck(seat: Seat): void {
    const p = this.player(seat);
    const zone = zoneId(seat, "deck");
    p.deck = this.shuffle(p.deck).map((c) => cardObj(this.arrive(c.id, zone), c.card));
    this.emit({ type: "shuffle", zone, cards: p.deck.map((c) => ({ id: c.id, card: c.card })) });
  }
  /** A random card from a hand (intimidate, "discard a random card"). */
  randomFromHand(seat: Seat): CardObj | null {
    const hand = this.player(seat).hand;
    if (hand.length === 0) return null;
    return hand[this.random(hand.length)]!;
  }
  /**
   * The attack gains `amount`{p} from `source`'s effect unless a restriction stops it (rules/power.ts, Snag); true when
   * gained. A method so that card modules reach it without importing rules that read the card registry.
   */
  gainPower(attack: Mutable<Layer>, amount: number, source: string): boolean {
    return gainPower(this, attack, amount, source);
  }

  name(seat: Seat): string {
    const p = this.peek(seat);
    // A hero that became a copy (CR 8.5.25) is named as its printed card and what it copies.
    const hero = p.hero.copy === undefined || p.hero.copy.printed === p.hero.card ? cardData(p.hero.card).name : `${cardData(p.hero.copy.printed).name} as ${cardData(p.hero.card).name}`;
    return `${p.name} (${hero})`;
  }
  cardName(card: string): string {
    return cardName(card);
  }
}
