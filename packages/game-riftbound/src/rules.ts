import { err, seatLabel, ok, seedRng, type MatchConfig, type Result, type Seat, type Step } from "@tablecast/engine";
import { card, cardDef, RECRUIT, type CardDef, type Domain, type Effect } from "./cards";
import { decisions } from "./decisions";
import { battlefieldZone, CHAIN, zoneId, type RiftboundEvent } from "./events";
import { EMPTY_POOL, other, type CardObj, type ChainItem, type Location, type RiftboundState, type Unit } from "./state";
import { Table, type DraftPlayer, type DraftUnit } from "./table";
import { acceleratedCost, costOf, deflectFor, lethalNeeded, mightOf, targetsFor, unitsAt, type Cost } from "./values";

type RbStep = Step<RiftboundState, RiftboundEvent>;

/** 478.3: the Victory Score of the 1v1 Duel (the copy of the rules lost the number; 8 is the official one). */
export const DUEL_VICTORY_SCORE = 8;
const OPENING_HAND = 4; // 117
const MULLIGAN_MAX = 2; // 118.1
const RUNES_PER_CHANNEL = 2; // 315.3

// ---------------------------------------------------------------------------------------------
// Setup (103, 111–119, 480)

interface SeatDeck {
  legend: string;
  battlefields: string[];
  main: string[];
  champion: string;
  runes: string[];
}

/** 103: a legend, three battlefields, a Main Deck of 40+ with a Chosen Champion, 12 runes. */
export function readDeck(list: readonly string[], seat: Seat): Result<SeatDeck> {
  const who = seatLabel(seat);
  for (const id of list) {
    const c = card(id);
    if (c === undefined) return err("setup/unknown-card", `${who}'s deck has unknown card "${id}"`);
    if (id === RECRUIT) return err("setup/illegal-card", `${who}'s deck has a token`, "riftbound:183");
  }
  const of = (type: CardDef["type"]) => list.filter((id) => cardDef(id).type === type);
  const legends = of("legend");
  if (legends.length !== 1) return err("setup/legend", `${who}'s deck must name exactly one Champion Legend, not ${legends.length}`, "riftbound:103.1");
  const battlefields = of("battlefield");
  if (battlefields.length !== 3) return err("setup/battlefields", `${who} must bring 3 battlefields, not ${battlefields.length}`, "riftbound:480.4.a");
  const runes = of("rune");
  if (runes.length !== 12) return err("setup/runes", `${who}'s Rune Deck has ${runes.length} runes, not 12`, "riftbound:103.3");
  const main = list.filter((id) => ["unit", "champion", "spell", "gear"].includes(cardDef(id).type));
  if (main.length < 40) return err("setup/deck-size", `${who}'s Main Deck has ${main.length} cards, fewer than 40`, "riftbound:103.2");
  const counts = new Map<string, number>();
  for (const id of main) counts.set(cardDef(id).name, (counts.get(cardDef(id).name) ?? 0) + 1);
  for (const [name, n] of counts) if (n > 3) return err("setup/copies", `${who} has ${n} copies of ${name}, more than 3`, "riftbound:103.2.b");
  const legend = cardDef(legends[0]!);
  const domains = new Set([legend.domain]);
  for (const id of [...main, ...runes]) {
    const d = cardDef(id).domain;
    if (d !== undefined && !domains.has(d)) return err("setup/domain", `${who}: ${cardDef(id).name} is outside ${legend.name}'s domain`, "riftbound:103.1");
  }
  const champion = main.find((id) => cardDef(id).type === "champion");
  if (champion === undefined) return err("setup/champion", `${who}'s Main Deck has no Chosen Champion`, "riftbound:103.2");
  const rest = [...main];
  rest.splice(rest.indexOf(champion), 1);
  return ok({ legend: legends[0]!, battlefields, main: rest, champion, runes });
}

export function setup(config: MatchConfig, seed: string): Result<RbStep> {
  if (config.seats.length !== 2) return err("setup/seats", "this engine plays the 1v1 Duel: two players", "riftbound:480");
  const decks: SeatDeck[] = [];
  for (const [seat, cfg] of config.seats.entries()) {
    const read = readDeck(cfg.deck, seat);
    if (!read.ok) return read;
    decks.push(read.value);
  }
  const score = config.options?.["victoryScore"] ?? DUEL_VICTORY_SCORE;
  if (typeof score !== "number" || !Number.isInteger(score) || score < 1 || score > 50)
    return err("setup/bad-option", `victoryScore must be a whole number from 1 to 50, not ${JSON.stringify(score)}`);
  let next = 1;
  const obj = (id: string): CardObj => ({ id: `o${next++}`, card: id });
  const base: RiftboundState = {
    rng: seedRng(seed),
    nextId: 0,
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: "setup",
    beginningStep: "start",
    players: config.seats.map((cfg, i) => ({
      name: cfg.name,
      legend: { ...obj(decks[i]!.legend), exhausted: false },
      champion: [obj(decks[i]!.champion)],
      hand: [],
      deck: decks[i]!.main.map(obj),
      runeDeck: decks[i]!.runes.map(obj),
      runes: [],
      pool: EMPTY_POOL,
      gear: [],
      trash: [],
      points: 0,
      extraRune: false,
      playedThisTurn: 0,
      mulliganed: false,
      setAside: [],
    })),
    battlefields: [],
    units: [],
    chain: [],
    priority: null,
    chainPasses: 0,
    chainByTrigger: false,
    showdown: null,
    assignment: null,
    pending: null,
    victoryScore: score,
    ended: null,
  };
  const t = new Table({ ...base, nextId: next });
  t.events.push({ type: "battlefields", count: 2 });
  for (const [seat, p] of base.players.entries()) {
    t.events.push({ type: "seat", seat, name: p.name, legend: p.legend.card });
    // 112, 113: the legend and the Chosen Champion start in their zones.
    t.events.push({ type: "enter", obj: p.legend.id, card: p.legend.card, owner: seat, zone: zoneId(seat, "legend") });
    t.events.push({ type: "enter", obj: p.champion[0]!.id, card: p.champion[0]!.card, owner: seat, zone: zoneId(seat, "champion") });
    for (const c of p.deck) t.events.push({ type: "enter", obj: c.id, card: c.card, owner: seat, zone: zoneId(seat, "deck") });
    for (const c of p.runeDeck) t.events.push({ type: "enter", obj: c.id, card: c.card, owner: seat, zone: zoneId(seat, "rune-deck") });
  }
  // 480.5: each player's battlefield is picked at random from the three they brought.
  for (const [seat, d] of decks.entries()) {
    const pick = d.battlefields[t.random(3)]!;
    const bf = { id: t.newId(), card: pick, owner: seat, controller: null, scoredBy: [] };
    t.s.battlefields.push(bf);
    t.events.push({ type: "enter", obj: bf.id, card: pick, owner: seat, zone: battlefieldZone(t.s.battlefields.length - 1) });
    t.events.push({ type: "prop", obj: bf.id, key: "controller", value: null });
    t.log(`${t.name(seat)}'s battlefield is ${t.cardName(pick)}`, "480.5");
  }
  // 115: shuffle both decks.
  for (const seat of [0, 1] as const) {
    t.shuffleZone(seat, "deck");
    t.shuffleZone(seat, "rune-deck");
  }
  // 116: a fair random method decides who goes first; 480.7 the other channels one more rune first.
  const first: Seat = t.random(2) as Seat;
  t.s.firstPlayer = first;
  t.s.turnPlayer = first;
  t.player(other(first)).extraRune = true;
  t.log(`${t.name(first)} goes first`, "116");
  // 117: each player draws 4.
  for (const seat of [first, other(first)]) for (let i = 0; i < OPENING_HAND; i++) t.drawOne(seat);
  for (const seat of [0, 1] as const) t.counters(seat);
  // 118: mulligans in turn order.
  t.s.pending = { kind: "mulligan", seat: first };
  announce(t);
  return ok({ state: t.state, events: t.events });
}

// ---------------------------------------------------------------------------------------------
// Turn structure (315–317)

function beginTurn(t: Table, seat: Seat): void {
  const s = t.s;
  s.turn += 1;
  s.turnPlayer = seat;
  t.events.push({ type: "turn", turn: s.turn, turnPlayer: seat });
  // 315.1: Awaken — ready everything the turn player controls.
  s.phase = "awaken";
  t.events.push({ type: "phase", phase: "awaken" });
  for (const u of s.units) if (u.controller === seat) t.setExhausted(u, false);
  for (const r of t.player(seat).runes) t.setExhausted(r, false);
  for (const g of t.player(seat).gear) t.setExhausted(g, false);
  t.setExhausted(t.player(seat).legend, false);
  // 315.2: Beginning — its start: 816.1.b Temporary, "at the start of your Beginning Phase, before scoring, kill this".
  s.phase = "beginning";
  s.beginningStep = "start";
  t.events.push({ type: "phase", phase: "beginning" });
  for (const u of s.units)
    if (u.controller === seat && cardDef(u.card).keywords?.temporary === true)
      addTrigger(t, seat, u.card, [{ kind: "kill-this" }], `${t.cardName(u.card)}: Temporary`, u.id, "816.1.b");
  // The turn goes on once these triggers are resolved (see resolveTop).
  if (s.chain.length > 0) return;
  scoringStep(t);
}

/** 315.2: the Scoring Step — hold every battlefield the turn player controls (464.2). */
function scoringStep(t: Table): void {
  const s = t.s;
  const seat = s.turnPlayer;
  s.beginningStep = "scoring";
  t.events.push({ type: "phase", phase: "beginning", step: "scoring" });
  for (const [i, bf] of s.battlefields.entries()) if (bf.controller === seat) score(t, seat, i, "hold");
  if (winCheck(t)) return;
  // 383.4.d: hold triggers went on the chain — the turn goes on once they are resolved (see resolveTop).
  if (s.chain.length > 0) return;
  continueTurn(t);
}

/** 315.3–316: from the Channel Phase to the Main Phase. */
function continueTurn(t: Table): void {
  const s = t.s;
  const seat = s.turnPlayer;
  // 315.3: Channel 2 runes (480.7: one more on the second player's first turn).
  s.phase = "channel";
  t.events.push({ type: "phase", phase: "channel" });
  const p = t.player(seat);
  channel(t, seat, RUNES_PER_CHANNEL + (p.extraRune ? 1 : 0), false);
  p.extraRune = false;
  // 315.4: Draw 1; an empty Main Deck burns out first (431).
  s.phase = "draw";
  t.events.push({ type: "phase", phase: "draw" });
  draw(t, seat, 1);
  if (winCheck(t)) return;
  // 315.4.d, 166: every player's Rune Pool empties at the end of the Draw Phase.
  emptyPools(t, "315.4.d");
  // 316: the Main Phase.
  s.phase = "main";
  t.events.push({ type: "phase", phase: "main" });
}

/** 317: the Ending Phase — heal all units, "this turn" effects expire; then the next player's turn. */
function endTurn(t: Table): void {
  const s = t.s;
  s.phase = "ending";
  t.events.push({ type: "phase", phase: "ending" });
  for (const u of s.units) {
    t.setDamage(u, 0);
    if (u.mightThisTurn !== 0) {
      u.mightThisTurn = 0;
      t.events.push({ type: "prop", obj: u.id, key: "might this turn", value: 0 });
    }
    if (u.stunned) {
      u.stunned = false;
      t.events.push({ type: "prop", obj: u.id, key: "stunned", value: false });
    }
  }
  for (const bf of s.battlefields) bf.scoredBy = [];
  for (const p of s.players) p.playedThisTurn = 0;
  // 166: every player's Rune Pool empties at the end of each turn.
  emptyPools(t, "166");
  t.log(`${t.name(s.turnPlayer)} ends their turn`, "317");
  beginTurn(t, other(s.turnPlayer));
}

/** 430: channel runes from the top of the Rune Deck into base. */
function channel(t: Table, seat: Seat, count: number, exhausted: boolean): void {
  const p = t.player(seat);
  let n = 0;
  for (; n < count && p.runeDeck.length > 0; n++) {
    const top = p.runeDeck.shift()!;
    const rune = { id: top.id, card: top.card, exhausted };
    p.runes.push(rune);
    t.events.push({ type: "move", obj: rune.id, card: rune.card, owner: seat, to: zoneId(seat, "rune-pool") });
    if (exhausted) t.events.push({ type: "prop", obj: rune.id, key: "exhausted", value: true });
  }
  if (n > 0) t.log(`${t.name(seat)} channels ${n} rune${n === 1 ? "" : "s"}`, "430");
}

/** 413 with 431: draw; from an empty Main Deck a player Burns Out first. */
function draw(t: Table, seat: Seat, count: number): void {
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (t.player(seat).deck.length === 0) burnOut(t, seat);
    if (t.s.ended !== null) return;
    if (t.drawOne(seat)) drawn++;
  }
  if (drawn > 0) t.log(`${t.name(seat)} draws ${drawn}`, "413");
}

/** 431: Burn Out — the trash is shuffled into the Main Deck and an opponent gains 1 point. */
function burnOut(t: Table, seat: Seat): void {
  const p = t.player(seat);
  for (const c of [...p.trash]) {
    t.take(seat, "trash", c.id);
    t.put(seat, c, "deck");
  }
  t.shuffleZone(seat, "deck");
  const foe = other(seat);
  t.setPoints(foe, t.player(foe).points + 1);
  t.log(`${t.name(seat)} burns out: the trash becomes the deck, ${t.name(foe)} gains 1 point`, "431.2");
  winCheck(t);
}

// ---------------------------------------------------------------------------------------------
// Scoring (462–467) and winning

/**
 * 464: Conquer (gaining control) or Hold (keeping control in the Beginning Phase). A player scores
 * each battlefield at most once a turn (465); 466.1.b: the final point by Conquer needs every
 * battlefield scored this turn, otherwise the player draws instead.
 */
function score(t: Table, seat: Seat, i: number, how: "conquer" | "hold"): void {
  const bf = t.s.battlefields[i]!;
  if (bf.scoredBy.includes(seat)) return;
  bf.scoredBy.push(seat);
  t.events.push({ type: "prop", obj: bf.id, key: "scored", value: [...bf.scoredBy] });
  const p = t.player(seat);
  const rule = how === "conquer" ? "464.1" : "464.2";
  const everyScored = t.s.battlefields.every((b) => b.scoredBy.includes(seat));
  if (how === "conquer" && p.points >= t.s.victoryScore - 1 && !everyScored) {
    t.log(`${t.name(seat)} conquers ${t.cardName(bf.card)} but cannot take the final point this way; they draw instead`, "466.1.b");
    draw(t, seat, 1);
  } else {
    t.setPoints(seat, p.points + 1);
    t.log(`${t.name(seat)} ${how === "conquer" ? "conquers" : "holds"} ${t.cardName(bf.card)}: 1 point`, rule);
  }
  const trigger = how === "conquer" ? cardDef(bf.card).onConquer : cardDef(bf.card).onHold;
  // 383.4.c, 383.4.d: conquer and hold effects are triggered abilities that go on the chain.
  if (trigger !== undefined) addTrigger(t, seat, bf.card, trigger, `${t.cardName(bf.card)}: when you ${how} here`);
}

/** 323.1, 467: a player at the Victory Score with more points than any opponent wins. */
function winCheck(t: Table): boolean {
  const s = t.s;
  if (s.ended !== null) return true;
  const [a, b] = s.players.map((p) => p.points) as [number, number];
  for (const seat of [0, 1] as const) {
    const mine = seat === 0 ? a : b;
    const theirs = seat === 0 ? b : a;
    if (mine >= s.victoryScore && mine > theirs) {
      endGame(t, [seat], `${t.name(seat)} reaches ${mine} points`, "467");
      return true;
    }
  }
  return false;
}

function endGame(t: Table, winners: Seat[], reason: string, rule: string): void {
  t.s.ended = { winners, reason, rule: `riftbound:${rule}` };
  t.s.pending = null;
  t.s.priority = null;
  t.events.push({ type: "end", winners, reason, rule: `riftbound:${rule}` });
  t.log(reason, rule);
}

// ---------------------------------------------------------------------------------------------
// Effects

function targetUnit(t: Table, id: string | undefined): DraftUnit | undefined {
  return id === undefined ? undefined : t.unit(id);
}

/** Resolves effects for `seat`; a target that is gone is ignored ("mistargeting", 359.3.e). */
function runEffects(t: Table, seat: Seat, effects: readonly Effect[], target: string | undefined, source: string): void {
  for (const e of effects) {
    if (t.s.ended !== null) return;
    // 359.3.e: a target no longer legal as the effect resolves is ignored (mistargeting).
    const legal = targetsFor(t.state, seat, [e]);
    const u = legal === null || target === undefined || !legal.includes(target) ? undefined : targetUnit(t, target);
    switch (e.kind) {
      case "draw":
        draw(t, seat, e.count);
        break;
      case "channel":
        channel(t, seat, e.count, true);
        break;
      case "recruit": {
        t.enterUnit(seat, { id: t.newId(), card: RECRUIT }, "base", true);
        t.log(`${source}: ${t.name(seat)} plays a Recruit token`, "184.1");
        break;
      }
      case "damage-unit":
        if (u !== undefined) {
          t.setDamage(u, u.damage + e.amount);
          t.log(`${source}: ${e.amount} damage to ${t.cardName(u.card)}`, "417");
        }
        break;
      case "kill-unit":
        if (u !== undefined) {
          t.log(`${source}: ${t.cardName(u.card)} is killed`, "428");
          kill(t, u);
        }
        break;
      case "kill-mighty":
        if (u !== undefined) {
          t.log(`${source}: ${t.cardName(u.card)} is killed`, "428");
          kill(t, u);
        }
        break;
      case "stun":
        if (u !== undefined && !u.stunned) {
          u.stunned = true;
          t.events.push({ type: "prop", obj: u.id, key: "stunned", value: true });
          t.log(`${source}: ${t.cardName(u.card)} is stunned`, "423");
        }
        break;
      case "might-this-turn":
        if (u !== undefined) {
          u.mightThisTurn += e.amount;
          t.events.push({ type: "prop", obj: u.id, key: "might this turn", value: u.mightThisTurn });
          t.log(`${source}: ${t.cardName(u.card)} gets +${e.amount} Might this turn`, "472.3");
        }
        break;
      case "buff":
        if (u !== undefined && !u.buffed) {
          u.buffed = true;
          t.events.push({ type: "prop", obj: u.id, key: "buffed", value: true });
          t.log(`${source}: ${t.cardName(u.card)} is buffed`, "701");
        }
        break;
      case "kill-this": {
        // 816.1.b: the permanent itself, if it is still on the board.
        const self = target === undefined ? undefined : t.unit(target);
        if (self !== undefined) {
          t.log(`${source}: ${t.cardName(self.card)} is killed`, "816.1.b");
          kill(t, self);
        }
        break;
      }
      case "recall":
        if (u !== undefined && u.location !== "base") {
          t.moveUnit(u, "base");
          t.log(`${source}: ${t.cardName(u.card)} is recalled to base`, "449");
        }
        break;
    }
  }
  cleanup(t);
}

/**
 * 383.3: a triggered ability goes on the chain like an activated ability, as a new object on the
 * chain showing its source; 337.1.c.3: the controller of the newest item gains priority. A chain a
 * trigger opened does not pass focus when it empties (346.1).
 */
function addTrigger(t: Table, seat: Seat, source: string, effects: readonly Effect[], label: string, target?: string, rule = "383.3"): void {
  const s = t.s;
  if (s.ended !== null) return;
  if (s.chain.length === 0) s.chainByTrigger = true;
  const id = t.newId();
  s.chain.push({ id, card: source, controller: seat, effects: [...effects], spell: false, label, ...(target === undefined ? {} : { target }) });
  t.events.push({ type: "enter", obj: id, card: source, owner: seat, zone: CHAIN });
  t.events.push({ type: "prop", obj: id, key: "ability", value: label });
  t.events.push({ type: "chain", op: "push", obj: id, label });
  t.log(`${label} goes on the chain`, rule);
  s.priority = seat;
  s.chainPasses = 0;
}

/** 428: a unit is killed: Deathknell triggers (808), then it leaves the board. */
function kill(t: Table, u: Unit): void {
  t.removeUnit(u);
  const knell = cardDef(u.card).keywords?.deathknell;
  if (knell !== undefined) addTrigger(t, u.controller, u.card, knell, `${t.cardName(u.card)}: Deathknell`);
}

// ---------------------------------------------------------------------------------------------
// Cleanups (318–324)

/** 323: win check, units with lethal damage die, empty battlefields lose control, showdowns are staged. */
function cleanup(t: Table): void {
  const s = t.s;
  if (winCheck(t)) return;
  // 323.3: units with lethal damage are killed.
  for (const u of [...s.units]) if (u.damage > 0 && u.damage >= mightOf(s, u) && s.units.some((x) => x.id === u.id)) kill(t, u);
  if (s.ended !== null) return;
  // 323.4: in an open state, an empty battlefield with no showdown becomes uncontrolled.
  if (s.chain.length === 0)
    for (const [i, bf] of s.battlefields.entries())
      if (bf.controller !== null && unitsAt(s, i).length === 0 && s.showdown?.battlefield !== i) {
        bf.controller = null;
        t.events.push({ type: "prop", obj: bf.id, key: "controller", value: null });
      }
}

// ---------------------------------------------------------------------------------------------
// Playing cards (349–359), paying with runes (163.2, 357)

/** 166: every player's Rune Pool empties; unspent Energy and Power are lost (166.1). */
function emptyPools(t: Table, rule: string): void {
  for (const seat of [0, 1] as const) {
    const p = t.player(seat);
    if (p.pool.energy === 0 && Object.keys(p.pool.power).length === 0) continue;
    const before = p.pool;
    p.pool = { energy: 0, power: {} };
    t.poolCounters(seat, before);
    t.log(`${t.name(seat)}'s Rune Pool empties`, rule);
  }
}

/** 163.2.a: a Basic Rune's "[E]: [Reaction] — Add [1]": exhaust it, 1 Energy into the pool (165.1). */
function addEnergy(t: Table, seat: Seat, runeId: string): void {
  const p = t.player(seat);
  const rune = p.runes.find((r) => r.id === runeId)!;
  const before = structuredPool(p);
  t.setExhausted(rune, true);
  p.pool.energy += 1;
  t.poolCounters(seat, before);
}

/** 163.2.b: "Recycle this: [Reaction] — Add [C]": the rune goes to the bottom of the Rune Deck (416, 160.2.b); 1 Power of its domain. */
function addPower(t: Table, seat: Seat, runeId: string): void {
  const p = t.player(seat);
  const rune = p.runes.find((r) => r.id === runeId)!;
  const domain = cardDef(rune.card).domain!;
  const before = structuredPool(p);
  p.runes = p.runes.filter((r) => r.id !== rune.id);
  t.put(seat, rune, "rune-deck", true);
  p.pool.power[domain] = (p.pool.power[domain] ?? 0) + 1;
  t.poolCounters(seat, before);
}

const structuredPool = (p: DraftPlayer) => ({ energy: p.pool.energy, power: { ...p.pool.power } });

/** The rune a player recycles for Power of a domain: an exhausted one first, so ready runes stay ready. */
export const runeToRecycle = (runes: readonly { id: string; card: string; exhausted: boolean }[], domain: string | undefined) => {
  const ofDomain = runes.filter((r) => cardDef(r.card).domain === domain);
  return ofDomain.find((r) => r.exhausted) ?? ofDomain[0];
};

/**
 * 357: pays a card's cost from the Rune Pool (165.2). What the pool lacks is added during payment
 * with the runes' Reaction Add abilities (357.1.a, 429.3): ready runes exhausted for Energy, runes of
 * the card's domain recycled for Power (exhausted ones first).
 */
function pay(t: Table, seat: Seat, c: CardDef, cost: Cost = costOf(c)): void {
  const { energy, power } = cost;
  const anyPower = cost.anyPower ?? 0;
  const p = t.player(seat);
  let exhausted = 0;
  let recycled = 0;
  while (p.pool.energy < energy) {
    addEnergy(t, seat, p.runes.find((r) => !r.exhausted)!.id);
    exhausted++;
  }
  const domain = c.domain!;
  while (power > 0 && (p.pool.power[domain] ?? 0) < power) {
    addPower(t, seat, runeToRecycle(p.runes, domain)!.id);
    recycled++;
  }
  const poolPower = () => Object.values(p.pool.power).reduce<number>((n, x) => n + (x ?? 0), 0);
  while (anyPower > 0 && poolPower() < power + anyPower) {
    addPower(t, seat, (p.runes.find((r) => r.exhausted) ?? p.runes[0])!.id);
    recycled++;
  }
  if (exhausted + recycled > 0)
    t.log(`${t.name(seat)} adds ${[exhausted > 0 ? `${exhausted} Energy (exhausting runes)` : "", recycled > 0 ? `${recycled} Power (recycling runes)` : ""].filter((x) => x !== "").join(" and ")}`, "357.1.a");
  if (energy + power + anyPower === 0) return;
  const before = structuredPool(p);
  p.pool.energy -= energy;
  if (power > 0) {
    const left = (p.pool.power[domain] ?? 0) - power;
    if (left === 0) delete p.pool.power[domain];
    else p.pool.power[domain] = left;
  }
  // 809.1.c.1: the Deflect Power may be of any domain — the card's own first, then the others in order.
  let owed = anyPower;
  for (const d of [domain, ...(Object.keys(p.pool.power) as Domain[]).sort()]) {
    const have = p.pool.power[d] ?? 0;
    const use = Math.min(have, owed);
    if (use === 0) continue;
    owed -= use;
    if (have === use) delete p.pool.power[d];
    else p.pool.power[d] = have - use;
  }
  t.poolCounters(seat, before);
  t.log(`${t.name(seat)} pays ${energy} Energy${power > 0 ? ` and ${power} ${domain} Power` : ""}${anyPower > 0 ? ` and ${anyPower} Power for Deflect` : ""} from the Rune Pool`, anyPower > 0 ? "809.1.c" : "357");
}

function playCard(t: Table, seat: Seat, objId: string, arg: string | undefined, option: string | undefined): void {
  const p = t.player(seat);
  const fromChampion = p.champion.some((c) => c.id === objId);
  const obj = t.take(seat, fromChampion ? "champion" : "hand", objId);
  const c = cardDef(obj.card);
  // 805.1.a: Accelerate is an optional additional cost, [1] and 1 Power of the unit's domain.
  const accelerated = option === "accelerate";
  // 809.1.c: a spell choosing an enemy unit with Deflect costs that much Power (any domain) more.
  const deflect = c.type === "spell" ? deflectFor(t.s as unknown as RiftboundState, seat, arg) : 0;
  pay(t, seat, c, accelerated ? acceleratedCost(c) : deflect > 0 ? { ...costOf(c), anyPower: deflect } : costOf(c));
  t.log(`${t.name(seat)} plays ${c.name}${fromChampion ? " from the Champion zone" : ""}${accelerated ? ", paying its Accelerate cost" : ""}`, accelerated ? "805.1.a" : "419");
  // 812: Legion looks at cards played before this one this turn.
  const legion = p.playedThisTurn > 0;
  p.playedThisTurn += 1;
  if (c.type === "unit" || c.type === "champion") {
    // 359.2.c: a unit enters the board exhausted at the chosen location (base, or a battlefield its
    // player controls) — ready if Accelerate was paid (805.6: it never enters exhausted).
    const at: Location = arg !== undefined && arg.startsWith("bf") ? Number(arg.slice(2)) : "base";
    t.enterUnit(seat, obj, at, false, accelerated);
    const legionEffects = c.keywords?.legion;
    if (legionEffects !== undefined) {
      if (legion) addTrigger(t, seat, c.id, legionEffects, `${c.name}: [Legion] when you play me`, undefined, "812.1.c");
      else t.log(`${c.name}: no other card played this turn, its Legion ability is inactive`, "812.1.c");
    }
    // 383.4.a.2: a play effect goes on the chain after the unit enters the board.
    if (c.onPlay !== undefined) addTrigger(t, seat, c.id, c.onPlay, `${c.name}: when you play me`);
    cleanup(t);
    return;
  }
  if (c.type === "gear") {
    // 149.1: gear enters ready in base.
    p.gear.push({ id: obj.id, card: obj.card, controller: seat, exhausted: false });
    t.events.push({ type: "move", obj: obj.id, card: obj.card, owner: seat, to: zoneId(seat, "base") });
    return;
  }
  // 359.3: a spell lingers on the chain so others can react; its controller keeps priority.
  const item: ChainItem = { id: obj.id, card: obj.card, controller: seat, effects: c.effects ?? [], spell: true, label: c.name, ...(arg === undefined ? {} : { target: arg }) };
  if (t.s.chain.length === 0) t.s.chainByTrigger = false;
  t.s.chain.push(item as never);
  t.events.push({ type: "move", obj: obj.id, card: obj.card, owner: seat, to: CHAIN });
  t.events.push({ type: "chain", op: "push", obj: obj.id, label: c.name });
  t.s.priority = seat;
  t.s.chainPasses = 0;
}

/** 339–340: all passed in succession — the newest item resolves; a spell then goes to the trash (157). */
function resolveTop(t: Table): void {
  const s = t.s;
  const item = s.chain.pop()!;
  t.events.push({ type: "chain", op: "pop", obj: item.id });
  t.log(`${item.label} resolves`, "340");
  runEffects(t, item.controller, item.effects, item.target, item.label);
  // 157: a spell goes to the trash; an ability simply leaves the chain.
  if (item.spell) t.put(item.controller, { id: item.id, card: item.card }, "trash");
  else t.events.push({ type: "remove", obj: item.id });
  if (s.ended !== null) return;
  if (s.chain.length > 0) {
    s.priority = s.chain[s.chain.length - 1]!.controller;
    s.chainPasses = 0;
    return;
  }
  s.priority = null;
  s.chainPasses = 0;
  const byTrigger = s.chainByTrigger;
  s.chainByTrigger = false;
  // The Beginning Phase's triggers are resolved — the turn goes on (Temporary before scoring, 816.1.b; hold effects, 383.4.d).
  if (s.phase === "beginning") {
    if (winCheck(t)) return;
    if (s.beginningStep === "start") scoringStep(t);
    else continueTurn(t);
    return;
  }
  // 346: when the chain empties in a showdown, focus passes to the next player — not when a trigger opened it (346.1).
  if (s.showdown !== null) {
    if (!byTrigger) s.showdown.focus = other(s.showdown.focus);
    s.showdown.passes = 0;
    if (unitsAt(s, s.showdown.battlefield).length === 0 || (s.showdown.combat !== null && !bothSides(t, s.showdown.battlefield))) endShowdown(t);
    return;
  }
  stageShowdowns(t);
}

const bothSides = (t: Table, i: number): boolean => unitsAt(t.s, i, 0).length > 0 && unitsAt(t.s, i, 1).length > 0;

// ---------------------------------------------------------------------------------------------
// Movement (144, 440–453), showdowns (341–348) and combat (454–461)

function moveUnits(t: Table, seat: Seat, ids: readonly string[], to: Location): void {
  const units = ids.map((id) => t.unit(id)!);
  const from = units[0]!.location;
  for (const u of units) {
    // 144: the Standard Move's cost is exhausting the unit.
    t.setExhausted(u, true);
    t.moveUnit(u, to);
  }
  const where = to === "base" ? "base" : t.cardName(t.s.battlefields[to]!.card);
  t.log(`${t.name(seat)} moves ${units.map((u) => t.cardName(u.card)).join(", ")} ${from === "base" ? "" : `from ${t.cardName(t.s.battlefields[from]!.card)} `}to ${where}`, "144");
  cleanup(t);
  stageShowdowns(t);
}

/**
 * 323.9–323.13, 187.3: a battlefield where the turn player's units are present but which they do
 * not control is contested — a Combat when enemy units are there, otherwise a Showdown.
 */
function stageShowdowns(t: Table): void {
  const s = t.s;
  if (s.ended !== null || s.showdown !== null || s.chain.length > 0) return;
  const seat = s.turnPlayer;
  for (const [i, bf] of s.battlefields.entries()) {
    const mine = unitsAt(s, i, seat);
    if (mine.length === 0 || bf.controller === seat) continue;
    const foe = other(seat);
    const combat = unitsAt(s, i, foe).length > 0;
    // 345: the player who applied Contested gains focus; 459: in a combat they are the Attacker.
    s.showdown = { battlefield: i, focus: seat, passes: 0, combat: combat ? { attacker: seat, defender: foe } : null, contester: seat };
    t.events.push({ type: "phase", phase: "main", step: combat ? "combat" : "showdown" });
    if (combat) {
      t.events.push({ type: "combat", battlefield: i, attacker: seat, values: sideMight(t, i, seat, foe) });
      t.log(`${t.name(seat)} attacks ${t.cardName(bf.card)}: combat`, "459");
    } else t.log(`${t.name(seat)} contests ${t.cardName(bf.card)}: showdown`, "344");
    return;
  }
}

function sideMight(t: Table, i: number, attacker: Seat, defender: Seat): Record<string, number> {
  const sum = (seat: Seat) => unitsAt(t.s, i, seat).reduce((n, u) => n + (u.stunned ? 0 : mightOf(t.s, u)), 0);
  return { attacker: sum(attacker), defender: sum(defender) };
}

/** 347: the focus holder passes; when all pass in succession the showdown (or the combat's showdown step) ends. */
function passFocus(t: Table): void {
  const sd = t.s.showdown!;
  sd.passes += 1;
  sd.focus = other(sd.focus);
  if (sd.passes >= 2) endShowdown(t);
}

function endShowdown(t: Table): void {
  const s = t.s;
  const sd = s.showdown!;
  const i = sd.battlefield;
  if (sd.combat !== null && bothSides(t, i)) return startDamage(t);
  finishAt(t, i);
}

/** 348.2, 461.5: the lone player with units here establishes control — a Conquer if not yet scored this turn. */
function finishAt(t: Table, i: number): void {
  const s = t.s;
  const bf = s.battlefields[i]!;
  const present = ([0, 1] as const).filter((seat) => unitsAt(s, i, seat).length > 0);
  s.showdown = null;
  t.events.push({ type: "combat", battlefield: null });
  if (present.length === 1) {
    const seat = present[0]!;
    if (bf.controller !== seat) {
      bf.controller = seat;
      t.events.push({ type: "prop", obj: bf.id, key: "controller", value: seat });
      t.log(`${t.name(seat)} establishes control of ${t.cardName(bf.card)}`, "348.2");
      score(t, seat, i, "conquer");
    }
  } else if (present.length === 0 && bf.controller !== null) {
    bf.controller = null;
    t.events.push({ type: "prop", obj: bf.id, key: "controller", value: null });
  }
  if (s.ended !== null) return;
  cleanup(t);
  stageShowdowns(t);
}

/** 460: combat damage — each side's summed Might (stunned units add nothing, 423.1.b), the Attacker assigns first. */
function startDamage(t: Table): void {
  const s = t.s;
  const sd = s.showdown!;
  const { attacker, defender } = sd.combat!;
  const might = sideMight(t, sd.battlefield, attacker, defender);
  t.events.push({ type: "phase", phase: "main", step: "combat damage" });
  t.log(`Combat damage: ${t.name(attacker)} ${might["attacker"]}, ${t.name(defender)} ${might["defender"]}`, "460.2.c");
  s.assignment = { battlefield: sd.battlefield, seat: attacker, remaining: might["attacker"]!, assigned: {}, next: { seat: defender, amount: might["defender"]! }, earlier: {} };
  continueAssignment(t);
}

/**
 * 460.2.c.3–5: lethal damage in full before the next unit, no more than lethal unless none remain;
 * Tank units first (815), Backline last (826). The assigning player chooses the order among the
 * units the restrictions allow; a forced choice is made for them.
 */
export function assignable(s: RiftboundState): Unit[] {
  const a = s.assignment;
  if (a === null) return [];
  const foe = other(a.seat);
  const open = unitsAt(s, a.battlefield, foe).filter((u) => (a.assigned[u.id] ?? 0) < lethalNeeded(s, u));
  const tanks = open.filter((u) => cardDef(u.card).keywords?.tank === true);
  if (tanks.length > 0) return tanks;
  const front = open.filter((u) => cardDef(u.card).keywords?.backline !== true);
  return front.length > 0 ? front : open;
}

function assignTo(t: Table, id: string): void {
  const s = t.s;
  const a = s.assignment!;
  const u = s.units.find((x) => x.id === id)!;
  const amount = Math.min(a.remaining, lethalNeeded(s, u) - (a.assigned[id] ?? 0));
  a.assigned[id] = (a.assigned[id] ?? 0) + amount;
  a.remaining -= amount;
}

function continueAssignment(t: Table): void {
  const s = t.s;
  for (;;) {
    const a = s.assignment!;
    if (a.remaining > 0) {
      const options = assignable(s);
      if (options.length === 0) {
        // 460.2.c.4: every unit has lethal assigned — the rest goes to the last one assigned.
        const ids = Object.keys(a.assigned);
        const last = ids[ids.length - 1];
        if (last !== undefined) a.assigned[last] = (a.assigned[last] ?? 0) + a.remaining;
        a.remaining = 0;
      } else if (options.length === 1) assignTo(t, options[0]!.id);
      else {
        s.pending = { kind: "assign", seat: a.seat };
        return;
      }
      continue;
    }
    // This side is done: the other side assigns, then all damage is dealt at once (460.2.c.1.a).
    const merged = { ...a.earlier };
    for (const [id, n] of Object.entries(a.assigned)) merged[id] = (merged[id] ?? 0) + n;
    if (a.next !== null) {
      s.assignment = { battlefield: a.battlefield, seat: a.next.seat, remaining: a.next.amount, assigned: {}, next: null, earlier: merged };
      continue;
    }
    s.pending = null;
    dealCombatDamage(t, merged);
    return;
  }
}

function dealCombatDamage(t: Table, assigned: Record<string, number>): void {
  const s = t.s;
  const i = s.assignment!.battlefield;
  s.assignment = null;
  for (const [id, n] of Object.entries(assigned)) {
    const u = t.unit(id);
    if (u === undefined || n === 0) continue;
    t.setDamage(u, u.damage + n);
    t.log(`${t.cardName(u.card)} takes ${n} damage`, "460.2.d");
  }
  // 461.1: the combat cleanup — units with lethal damage die, then all units heal, and Attackers recall if Defenders remain.
  for (const u of [...s.units]) if (u.location === i && u.damage > 0 && u.damage >= mightOf(s, u) && s.units.some((x) => x.id === u.id)) {
    t.log(`${t.cardName(u.card)} dies`, "428");
    kill(t, u);
  }
  if (s.ended !== null) return;
  for (const u of s.units) t.setDamage(u, 0);
  const { attacker, defender } = s.showdown!.combat!;
  if (unitsAt(s, i, defender).length > 0)
    for (const u of unitsAt(s, i, attacker)) {
      t.moveUnit(s.units.find((x) => x.id === u.id)!, "base");
      t.log(`${t.cardName(u.card)} is recalled to base`, "461.1.a.2");
    }
  finishAt(t, i);
}

// ---------------------------------------------------------------------------------------------
// Mulligan (118)

function mulligan(t: Table, seat: Seat, aside: string | null): void {
  const p = t.player(seat);
  if (aside !== null && p.setAside.length < MULLIGAN_MAX) {
    const c = t.take(seat, "hand", aside);
    p.setAside.push(c);
    if (p.setAside.length < MULLIGAN_MAX && p.hand.length > 0) return;
  }
  // 118.2: draw as many as were set aside, then recycle them (416.5: together, in a random order).
  const n = p.setAside.length;
  for (let i = 0; i < n; i++) t.drawOne(seat);
  const order = [...p.setAside];
  for (let i = order.length - 1; i > 0; i--) {
    const j = t.random(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const c of order) t.put(seat, c, "deck", true);
  p.setAside = [];
  p.mulliganed = true;
  t.log(`${t.name(seat)} ${n === 0 ? "keeps their hand" : `recycles ${n} card${n === 1 ? "" : "s"} and draws ${n}`}`, "118");
  const nextSeat = other(seat);
  if (!t.player(nextSeat).mulliganed) {
    t.s.pending = { kind: "mulligan", seat: nextSeat };
    return;
  }
  t.s.pending = null;
  // 119: the First Player takes the first turn.
  beginTurn(t, t.s.firstPlayer);
}

// ---------------------------------------------------------------------------------------------
// Apply

/** Tells the table whom it waits for. */
function announce(t: Table): void {
  const s = t.s;
  if (s.ended !== null) return;
  const who = awaited(s as unknown as RiftboundState);
  if (who === null) return;
  const kind = s.pending?.kind ?? (s.chain.length > 0 ? "priority" : s.showdown !== null ? "focus" : "main");
  t.events.push({ type: "prompt", seat: who, kind, text: `waiting for ${t.name(who)} (${kind})` });
}

/** Who must decide now: a pending choice, the priority holder on a chain, the focus holder, or the turn player. */
export function awaited(s: RiftboundState): Seat | null {
  if (s.ended !== null) return null;
  if (s.pending !== null) return s.pending.seat;
  if (s.chain.length > 0) return s.priority;
  if (s.showdown !== null) return s.showdown.focus;
  return s.phase === "main" ? s.turnPlayer : null;
}

export function apply(s: RiftboundState, seat: Seat, id: string): Result<RbStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "riftbound:467");
  const legal = decisions(s, seat);
  if (legal.length === 0) return err("decision/not-your-priority", `${seatLabel(seat)} has no decision to make now`, "riftbound:312");
  if (!legal.some((d) => d.id === id)) return err("decision/not-legal", `"${id}" is not a legal decision now`, "riftbound:312");
  const t = new Table(s);
  const [verb, a, b] = id.split(":") as [string, string | undefined, string | undefined];
  switch (verb) {
    case "aside":
      mulligan(t, seat, a!);
      break;
    case "keep":
      mulligan(t, seat, null);
      break;
    case "play":
      playCard(t, seat, a!, b === "base" ? undefined : b, id.split(":")[3]);
      break;
    case "energy":
      addEnergy(t, seat, a!);
      t.log(`${t.name(seat)} exhausts ${t.cardName(t.player(seat).runes.find((r) => r.id === a)!.card)}: adds 1 Energy`, "163.2.a");
      break;
    case "power": {
      const rune = t.player(seat).runes.find((r) => r.id === a)!;
      addPower(t, seat, a!);
      t.log(`${t.name(seat)} recycles ${t.cardName(rune.card)}: adds 1 ${cardDef(rune.card).domain} Power`, "163.2.b");
      break;
    }
    case "activate": {
      // 377: "[N], [E]: …" — pay the Energy (357) and exhaust the gear or legend (414.4) as the cost.
      const p = t.player(seat);
      const source = p.legend.id === a ? p.legend : p.gear.find((x) => x.id === a)!;
      const def = cardDef(source.card);
      if ((def.abilityCost ?? 0) > 0) pay(t, seat, def, { energy: def.abilityCost ?? 0, power: 0 });
      t.setExhausted(source, true);
      t.log(`${t.name(seat)} exhausts ${def.name}`, "377");
      // 376–381: an activated ability goes on the chain (it is not an Add ability, 429.2); its controller keeps priority.
      addTrigger(t, seat, source.card, def.exhaustAbility ?? [], `${def.name}: [E] ability`, b, "377");
      t.s.chainByTrigger = false;
      break;
    }
    case "move":
      moveUnits(t, seat, [a!], b === "base" ? "base" : Number(b!.slice(2)));
      break;
    case "moveall": {
      const from: Location = a === "base" ? "base" : Number(a!.slice(2));
      const ids = t.s.units.filter((u) => u.controller === seat && u.location === from && !u.exhausted).map((u) => u.id);
      moveUnits(t, seat, ids, b === "base" ? "base" : Number(b!.slice(2)));
      break;
    }
    case "assign":
      assignTo(t, a!);
      t.s.pending = null;
      continueAssignment(t);
      break;
    case "pass":
      if (t.s.chain.length > 0) {
        t.s.chainPasses += 1;
        t.s.priority = other(seat);
        if (t.s.chainPasses >= 2) resolveTop(t);
      } else passFocus(t);
      break;
    case "end":
      endTurn(t);
      break;
    default:
      return err("decision/unknown", `unknown decision "${id}"`);
  }
  announce(t);
  return ok({ state: t.state, events: t.events });
}

/** 650–652: a player who concedes leaves the game; the one remaining wins (651.1). */
export function concede(s: RiftboundState, seat: Seat): Result<RbStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "riftbound:467");
  const t = new Table(s);
  endGame(t, [other(seat)], `${s.players[seat]!.name} conceded`, "651.1");
  return ok({ state: t.state, events: t.events });
}

