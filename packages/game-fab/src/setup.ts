import { err, seatLabel, ok, seedRng, type MatchConfig, type Result, type Seat, type Step } from "@tablecast/engine";
import { cardData, cardName, isEquipment, isHero, isKnownCard, isWeapon, slotOf } from "./cards";
import { isImplemented } from "./cards/registry";
import { zoneId, type FabEvent } from "./events";
import { EMPTY_GAME, FRESH_GEAR, type FabState, type Gear } from "./state";
import { FabWork } from "./work";
import { startFlow } from "./flow";
import { STEP } from "./rules/priority";
import { CLASSES } from "./rules/view";
import { allowsAnySpecialization, specializationHero } from "./formats";


/** Blitz (young heroes): 40 deck-cards, at most 2 copies of each distinct card. */
export const BLITZ_DECK_SIZE = 40;
const BLITZ_COPIES = 2;

export interface DeckList {
  readonly hero: string;
  readonly arena: readonly string[];
  readonly deck: readonly string[];
}

/** Splits a seat's card list into hero, arena-cards and deck-cards, refusing what we cannot play. */
export function readDeck(list: readonly string[], seat: Seat, format: "blitz" | "open"): Result<DeckList> {
  const who = seatLabel(seat);
  for (const id of list) {
    if (!isKnownCard(id)) return err("setup/unknown-card", `${who}'s deck has unknown card "${id}"`);
    if (!isImplemented(id)) return err("setup/unimplemented-card", `${who}'s deck has ${cardName(id)} (${id}), which this engine does not implement yet`);
  }
  // CR 1.3.2b, 8.1.8: tokens are created by effects, never part of a card-pool.
  const token = list.find((id) => cardData(id).types.includes("Token"));
  if (token !== undefined) return err("setup/illegal-card", `${who}'s deck has the token ${cardName(token)}`, "fab:1.3.2b");
  const heroes = list.filter(isHero);
  if (heroes.length !== 1) return err("setup/hero", `${who}'s deck must name exactly one hero, not ${heroes.length}`, "fab:1.1.1");
  const hero = heroes[0]!;
  // CR 1.1.3: the classes a hero's cards may come from (supertypes within the hero's); CR 1.1.3a, 5.4.3: a hero may allow
  // specialization cards of any hero (Shiyana, Diamond Gemini), whatever their classes.
  const heroClasses = cardData(hero).types.filter((t) => CLASSES.includes(t));
  const anySpecialization = allowsAnySpecialization(cardData(hero));
  const arena = list.filter((id) => isEquipment(id) || isWeapon(id));
  const deck = list.filter((id) => !isHero(id) && !isEquipment(id) && !isWeapon(id));
  for (const id of [...arena, ...deck]) {
    if (anySpecialization && specializationHero(cardData(id)) !== undefined) continue;
    const classes = cardData(id).types.filter((t) => CLASSES.includes(t));
    if (classes.some((c) => !heroClasses.includes(c)))
      return err("setup/illegal-card", `${who}: ${cardName(id)} is not legal with ${cardData(hero).name}`, "fab:1.1.3");
  }
  // CR 8.3.7: "[HERO] Specialization" cards only with that hero.
  for (const id of deck) {
    const moniker = specializationHero(cardData(id));
    if (moniker !== undefined && !anySpecialization && !cardData(hero).name.startsWith(moniker))
      return err("setup/specialization", `${who}: ${cardName(id)} is a ${moniker} specialization`, "fab:8.3.7");
  }
  // CR 4.1.4: at most one arena-card per equipment zone; two weapon zones (CR 3.16), a 2H weapon takes both (CR 8.2.2c).
  const slots = arena.map((id) => slotOf(id));
  for (const slot of new Set(slots)) {
    if (slot === "weapon") continue;
    if (slots.filter((s) => s === slot).length > 1) return err("setup/equipment", `${who} has more than one ${slot} card`, "fab:4.1.4");
  }
  const weapons = arena.filter((id) => slotOf(id) === "weapon");
  const hands = weapons.reduce((n, id) => n + (cardData(id).types.includes("2H") ? 2 : 1), 0);
  if (hands > 2) return err("setup/equipment", `${who}'s weapons need more than two weapon zones`, "fab:4.1.4");
  if (deck.length === 0) return err("setup/deck-size", `${who}'s deck is empty`, "fab:4.1.5");
  // CR 8.3.6: Legendary — only one copy.
  for (const id of new Set(deck))
    if (cardData(id).keywords.includes("Legendary") && deck.filter((d) => d === id).length > 1)
      return err("setup/copies", `${who} has more than one copy of the legendary ${cardName(id)}`, "fab:8.3.6");
  if (format === "blitz") {
    if (deck.length !== BLITZ_DECK_SIZE) return err("setup/deck-size", `${who}'s Blitz deck has ${deck.length} cards, not ${BLITZ_DECK_SIZE}`);
    for (const id of new Set(deck))
      if (deck.filter((d) => d === id).length > BLITZ_COPIES) return err("setup/copies", `${who} has more than ${BLITZ_COPIES} copies of ${cardName(id)}`);
  }
  return ok({ hero, arena, deck });
}

/** CR 4.1: the start-of-game procedure up to the choice of the first-turn-player. */
export function setup(config: MatchConfig, seed: string): Result<Step<FabState, FabEvent>> {
  if (config.seats.length !== 2) return err("setup/seat-count", "this engine plays two-player games");
  const format = config.options?.["format"] ?? "blitz";
  if (format !== "blitz" && format !== "open") return err("setup/bad-option", `unknown format "${String(format)}" (blitz or open)`);
  // A simulation limit for bot games, not a rule (see FabState.turnLimit).
  const limit = config.options?.["turnLimit"];
  if (limit !== undefined && !(typeof limit === "number" && Number.isInteger(limit) && limit > 0)) return err("setup/bad-option", "turnLimit must be a positive integer");
  const turnLimit = typeof limit === "number" ? limit : null;
  const decks: DeckList[] = [];
  for (const [seat, cfg] of config.seats.entries()) {
    const read = readDeck(cfg.deck, seat, format);
    if (!read.ok) return read;
    decks.push(read.value);
  }
  const base: FabState = { ...EMPTY_GAME, rng: seedRng(seed), turnLimit };
  const t = new FabWork(base);
  for (const [seat, cfg] of config.seats.entries()) {
    const list = decks[seat]!;
    const hero = cardData(list.hero);
    // CR 4.1.2: the hero is placed face up.
    const heroObj = { id: t.newId(), card: list.hero };
    t.events.push({ type: "seat", seat, name: cfg.name, hero: list.hero, heroObj: heroObj.id });
    // CR 4.1.4: arena-cards are chosen now and stay private until equipped (4.1.8).
    const gear: Gear[] = list.arena.map((card) => ({
      id: t.newId(),
      card,
      slot: slotOf(card)!,
      ...FRESH_GEAR,
    }));
    t.s.players = [
      ...t.s.players,
      {
        name: cfg.name,
        hero: heroObj,
        life: hero.life ?? 0,
        intellect: hero.intellect ?? 0,
        resources: 0,
        actionPoints: 0,
        hand: [],
        deck: list.deck.map((card) => ({ id: t.newId(), card })),
        arsenal: [],
        pitch: [],
        graveyard: [],
        banished: [],
        intimidated: [],
        gear,
        usedThisTurn: [],
        permanents: [],
        marks: [],
        mayPlayBanished: [],
        intellectThisTurn: 0,
      },
    ];
    t.counter(seat, "life", hero.life ?? 0);
    t.events.push({ type: "counter", seat, counter: "intellect", value: hero.intellect ?? 0 });
    for (const c of t.player(seat).deck) t.events.push({ type: "enter", obj: c.id, card: c.card, zone: zoneId(seat, "deck") });
  }
  // CR 4.1.7: each deck is shuffled.
  for (const seat of [0, 1]) t.shuffleDeck(seat);
  // CR 4.1.3: a player is selected at random and chooses the first-turn-player.
  const selected = t.random(2);
  t.log(`${config.seats[selected]!.name} is selected at random to choose who goes first`, "4.1.3");
  t.next({ step: STEP.choosesFirst, seat: selected });
  startFlow(t);
  return ok({ state: t.state, events: t.events });
}
