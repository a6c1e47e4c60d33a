import { err, seatLabel, ok, seedRng, type MatchConfig, type Result, type Step } from "@tablecast/engine";
import { cardDef, isCard } from "./data/cards";
import type { UfsEvent } from "./events";
import { rules } from "./flow";
import { FRESH_PLAYER_TURN, QUIET_TABLE, type PlayerState, type UfsState } from "./state";
import { UfsWork } from "./work";
import { zoneId } from "./zones";

/** A.2.1: at least 60 cards including the starting character. */
export const MIN_DECK_SIZE = 60;
/** A.2.2: no more than four copies of a card with a given name. */
export const MAX_COPIES = 4;

export interface DeckList {
  /** E.1.1: the different character cards a player may start with, in list order. */
  readonly characters: readonly string[];
  /** Every card of the main deck, the starting character included (A.2.1). */
  readonly cards: readonly string[];
}

/** What the deck rules read of a card: its name and type; undefined for a card the game does not know. */
export type DeckCard = (id: string) => { readonly name: string; readonly type: string } | undefined;
const projectCard: DeckCard = (id) => (isCard(id) ? cardDef(id) : undefined);

/**
 * Reads a deck list of card ids: A.2.1, A.2.2, and at least one character to start with (E.1.1).
 * `card` knows the cards (the game's own, or at a table a match's own cards besides).
 */
export function readDeck(deck: readonly string[], card: DeckCard = projectCard): Result<DeckList> {
  const unknown = deck.find((c) => card(c) === undefined);
  if (unknown !== undefined) return err("setup/unknown-card", `unknown card "${unknown}"`);
  const characters = [...new Set(deck.filter((c) => card(c)!.type === "character"))];
  if (characters.length === 0) return err("setup/no-character", "a deck needs a character card to start with", "ufs:E.1.1");
  if (deck.length < MIN_DECK_SIZE) return err("setup/deck-too-small", `a deck needs at least ${MIN_DECK_SIZE} cards including the starting character, not ${deck.length}`, "ufs:A.2.1");
  const counts = new Map<string, number>();
  for (const c of deck) counts.set(card(c)!.name, (counts.get(card(c)!.name) ?? 0) + 1);
  for (const [name, n] of counts)
    if (n > MAX_COPIES) return err("setup/too-many-copies", `${n} copies of ${name}; at most ${MAX_COPIES} are allowed`, "ufs:A.2.2");
  return ok({ characters, cards: deck });
}

export function setup(config: MatchConfig, seed: string): Result<Step<UfsState, UfsEvent>> {
  if (config.seats.length !== 2) return err("setup/seat-count", "UFS is played by two players");
  const decks: DeckList[] = [];
  for (const [i, seat] of config.seats.entries()) {
    const deck = readDeck(seat.deck);
    if (!deck.ok) return err(deck.error.code, `${seatLabel(i)}: ${deck.error.message}`, deck.error.rule);
    decks.push(deck.value);
  }
  let nextId = 1;
  const players: PlayerState[] = decks.map((d, i) => ({
    name: config.seats[i]!.name,
    // Until E.1.1's reveal the starting character is not an object yet (id ""); `card` holds the choice.
    character: { id: "", card: d.characters[0]!, committed: false, since: 0 },
    attached: [],
    vitality: 0,
    maxVitality: 0,
    handSize: 0,
    deck: d.cards.map((card) => ({ id: `o${nextId++}`, card })),
    hand: [],
    discard: [],
    removed: [],
    staging: [],
    pool: [],
    momentum: [],
    mustPlayFromHand: false,
    ...FRESH_PLAYER_TURN,
  }));
  const base: UfsState = {
    rng: seedRng(seed),
    nextId,
    clock: 1,
    turn: 0,
    activePlayer: 0,
    firstPlayer: 0,
    phase: "start",
    players,
    startingChosen: [],
    ...QUIET_TABLE,
    // E.1.1 first: the starting characters.
    queue: [{ step: "start/characters" }],
  };
  const w = new UfsWork(base);
  for (const [seat, p] of players.entries()) {
    w.emit({ type: "seat", seat, name: p.name });
    for (const c of p.deck) w.emit({ type: "enter", obj: c.id, card: c.card, zone: zoneId(seat, "deck") });
  }
  rules.start(w);
  return ok({ state: w.state, events: w.events });
}
