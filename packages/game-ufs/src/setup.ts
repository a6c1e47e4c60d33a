import { err, nextInt, ok, seedRng, type MatchConfig, type Result, type Step } from "@tablecast/engine";
import { cardDef, isCard } from "./cards";
import type { UfsEvent } from "./events";
import { advance } from "./rules";
import type { PlayerState, UfsState } from "./state";
import { Table } from "./table";

/** A.2.1: at least 60 cards including the starting character. */
export const MIN_DECK_SIZE = 60;
/** A.2.2: no more than four copies of a card with a given name. */
export const MAX_COPIES = 4;

export interface DeckList {
  readonly character: string;
  readonly cards: readonly string[];
}

/**
 * Reads a deck list: card ids, the starting character first (E.1.1: the character each player
 * searches for and reveals), then the rest of the main deck.
 */
export function readDeck(deck: readonly string[]): Result<DeckList> {
  const unknown = deck.find((c) => !isCard(c));
  if (unknown !== undefined) return err("setup/unknown-card", `unknown card "${unknown}"`);
  const [character, ...cards] = deck;
  if (character === undefined || cardDef(character).type !== "character")
    return err("setup/no-character", "a deck list starts with its starting character", "ufs:E.1.1");
  if (deck.length < MIN_DECK_SIZE) return err("setup/deck-too-small", `a deck needs at least ${MIN_DECK_SIZE} cards including the starting character, not ${deck.length}`, "ufs:A.2.1");
  const counts = new Map<string, number>();
  for (const c of deck) counts.set(cardDef(c).name, (counts.get(cardDef(c).name) ?? 0) + 1);
  for (const [name, n] of counts)
    if (n > MAX_COPIES) return err("setup/too-many-copies", `${n} copies of ${name}; at most ${MAX_COPIES} are allowed`, "ufs:A.2.2");
  return ok({ character, cards });
}

export function setup(config: MatchConfig, seed: string): Result<Step<UfsState, UfsEvent>> {
  if (config.seats.length !== 2) return err("setup/seat-count", "UFS is played by two players");
  const decks: DeckList[] = [];
  for (const [i, seat] of config.seats.entries()) {
    const deck = readDeck(seat.deck);
    if (!deck.ok) return err(deck.error.code, `seat ${i + 1}: ${deck.error.message}`, deck.error.rule);
    decks.push(deck.value);
  }
  let nextId = 1;
  const players: PlayerState[] = decks.map((d, i) => {
    const def = cardDef(d.character);
    return {
      name: config.seats[i]!.name,
      character: { id: `o${nextId++}`, card: d.character, committed: false, since: 0 },
      attached: [],
      vitality: def.vitality!, // E.1.5
      maxVitality: def.vitality!,
      handSize: def.handSize!,
      deck: d.cards.map((card) => ({ id: `o${nextId++}`, card })),
      hand: [],
      discard: [],
      removed: [],
      staging: [],
      pool: [],
      momentum: [],
      transit: [],
      mustPlayFromHand: false,
      triedFromHand: false,
      formsAttempted: 0,
      usedThisTurn: [],
      nextAttack: [],
      nextCardPenalty: 0,
      checkBonus: 0,
    };
  });
  const base: UfsState = {
    rng: seedRng(seed),
    nextId,
    clock: 1,
    turn: 0,
    activePlayer: 0,
    firstPlayer: 0,
    phase: "start",
    players,
    attackStack: [],
    sequence: null,
    windows: [],
    events: [],
    play: null,
    pending: null,
    combatOver: false,
    awaiting: null,
    ended: null,
  };
  const t = new Table(base);
  for (const [seat, p] of players.entries()) {
    // E.1.1: the starting characters are revealed.
    t.events.push({ type: "seat", seat, name: p.name, character: p.character.card, obj: p.character.id });
    for (const c of p.deck) t.events.push({ type: "enter", obj: c.id, card: c.card, owner: seat, zone: "deck" });
    t.events.push({ type: "counter", seat, counter: "hand-size", value: p.handSize });
    t.events.push({ type: "counter", seat, counter: "max-vitality", value: p.maxVitality });
    t.events.push({ type: "counter", seat, counter: "vitality", value: p.vitality });
    t.events.push({ type: "counter", seat, counter: "momentum", value: 0 });
    t.events.push({ type: "counter", seat, counter: "foundations", value: 0 }, { type: "counter", seat, counter: "ready-foundations", value: 0 });
    t.log(`${p.name} reveals ${cardDef(p.character.card).name} as their starting character`, "E.1.1");
  }
  // E.1.2: the decks are shuffled.
  for (const seat of [0, 1]) t.shuffleDeck(seat);
  t.log("The decks are shuffled", "E.1.2");
  // E.1.3: a random method decides which player chooses who goes first.
  const [chooser, rng] = nextInt(t.s.rng, 2);
  t.s.rng = rng;
  t.log(`${players[chooser]!.name} wins the toss and chooses who goes first`, "E.1.3");
  t.s.pending = { kind: "first-player", seat: chooser };
  advance(t);
  return ok({ state: t.state, events: t.events });
}
