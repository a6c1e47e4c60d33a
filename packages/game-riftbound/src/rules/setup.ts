import { err, ok, seatLabel, seedRng, type MatchConfig, type Result, type Seat } from "@tablecast/engine";
import { cardDef } from "../cards";
import { buildDeck, type SeatDeck } from "./deck";
import { EMPTY_POOL, other, QUIET_TABLE, type CardObj, type RiftboundState } from "../state";
import { RbWork } from "../work";
import { battlefieldZone, zoneId } from "../zones";

/** 478.3: the Victory Score of the 1v1 Duel (the copy of the rules lost the number; 8 is the official one). */
export const DUEL_VICTORY_SCORE = 8;
const OPENING_HAND = 4; // 117

/** 103: a legend, three battlefields, a Main Deck of 40+ with a Chosen Champion, 12 runes (rules/deck.ts), every card playable. */
export function readDeck(refs: readonly string[], seat: Seat, champion?: string): Result<SeatDeck> {
  const built = buildDeck(refs, { playable: true, ...(champion === undefined ? {} : { champion }) });
  if (!built.ok) return err(built.error.code, `${seatLabel(seat)}'s deck: ${built.error.message}`, built.error.rule);
  return built;
}

/** 103, 111–119, 480: the decks checked, the board laid out, the mulligan queued. */
export function setupWork(config: MatchConfig, seed: string): Result<RbWork> {
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
  const players = config.seats.map((cfg, i) => ({
    name: cfg.name,
    legend: { ...obj(decks[i]!.legend), exhausted: false },
    champion: [obj(decks[i]!.champion)],
    chosenChampion: decks[i]!.champion,
    hand: [],
    deck: decks[i]!.main.map(obj),
    runeDeck: decks[i]!.runes.map(obj),
    runes: [],
    pool: EMPTY_POOL,
    gear: [],
    trash: [],
    facedown: [],
    points: 0,
    extraRune: false,
    playedThisTurn: 0,
    mulliganed: false,
    setAside: [],
  }));
  const base: RiftboundState = {
    rng: seedRng(seed),
    nextId: next,
    queue: [],
    asking: null,
    turn: 0,
    turnPlayer: 0,
    firstPlayer: 0,
    phase: "setup",
    beginningStep: "start",
    players,
    battlefields: [],
    units: [],
    ...QUIET_TABLE,
    victoryScore: score,
    ended: null,
  };
  const w = new RbWork(base);
  w.emit({ type: "battlefields", count: 2 });
  for (const [seat, p] of base.players.entries()) {
    w.emit({ type: "seat", seat, name: p.name, legend: p.legend.card });
    // 112, 113: the legend and the Chosen Champion start in their zones.
    w.emit({ type: "enter", obj: p.legend.id, card: p.legend.card, zone: zoneId(seat, "legend") });
    w.emit({ type: "enter", obj: p.champion[0]!.id, card: p.champion[0]!.card, zone: zoneId(seat, "champion") });
    for (const c of p.deck) w.emit({ type: "enter", obj: c.id, card: c.card, zone: zoneId(seat, "deck") });
    for (const c of p.runeDeck) w.emit({ type: "enter", obj: c.id, card: c.card, zone: zoneId(seat, "rune-deck") });
  }
  // 480.5: each player's battlefield is picked at random from the three they brought.
  for (const [seat, d] of decks.entries()) {
    const pick = d.battlefields[w.random(3)]!;
    const bf = { id: w.newId(), card: pick, owner: seat, controller: null, scoredBy: [] };
    w.set("battlefields", [...w.s.battlefields, bf]);
    w.emit({ type: "enter", obj: bf.id, card: pick, zone: battlefieldZone(w.s.battlefields.length - 1) });
    w.prop(bf.id, "controller", null);
    w.log(`${w.name(seat)}'s battlefield is ${w.cardName(pick)}`, "480.5");
  }
  // A battlefield's "Increase the points needed to win the game by N" (Aspirant's Climb).
  for (const bf of w.s.battlefields) {
    const more = cardDef(bf.card).keywords?.victoryScore;
    if (more === undefined) continue;
    w.set("victoryScore", w.s.victoryScore + more);
    w.log(`${w.cardName(bf.card)}: the points needed to win are now ${w.s.victoryScore}`, "478.3");
  }
  // 115: shuffle both decks.
  for (const seat of [0, 1] as const) {
    w.shuffleZone(seat, "deck");
    w.shuffleZone(seat, "rune-deck");
  }
  // 116: a fair random method decides who goes first; 480.7 the other channels one more rune first.
  const first: Seat = w.random(2) as Seat;
  w.set("firstPlayer", first);
  w.set("turnPlayer", first);
  w.player(other(first)).extraRune = true;
  w.log(`${w.name(first)} goes first`, "116");
  // 117: each player draws 4.
  for (const seat of [first, other(first)]) for (let i = 0; i < OPENING_HAND; i++) w.drawOne(seat);
  for (const seat of [0, 1] as const) w.counters(seat);
  // 118: mulligans in turn order.
  w.next({ step: "mulligan", seat: first });
  return ok(w);
}
