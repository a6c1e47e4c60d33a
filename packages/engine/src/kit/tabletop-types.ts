import type { MatchConfig } from "../game";
import type { Result } from "../result";
import type { CardFace, JsonValue, ObjectId, Seat, ZoneId } from "../table-events";
import type { KitEvent } from "./events";
import type { KitState } from "./work";
import type { ZoneTable } from "./zones";

/**
 * Tabletop mode (ARCHITECTURE.md "Two rule modes per game"): the game's zones and who sees them,
 * and players who do what they would do at a table — the engine checks only that a card, a zone
 * and an amount exist and that the seat may touch them, never the game's rules.
 */
export interface TabletopSpec {
  /** The game's id ("fab"): the state says which game's table it is. */
  readonly id: string;
  /** The game's name, for a standalone tabletop game ("Flesh and Blood"). */
  readonly name?: string;
  /** The game's zone table: the same zones and visibility as the enforced game. */
  readonly zones: ZoneTable;
  /** The per-seat zone kinds a deck and a hand live in. */
  readonly deckZone: string;
  readonly handZone: string;
  /**
   * Cards of a deck list that start the game face up outside the deck (FaB hero, weapons and
   * equipment; Riftbound legend, champion, battlefields), by zone kind; the rest is shuffled into
   * the deck. Each card given must be in the list (as many copies as given).
   */
  readonly startZones?: (deck: readonly string[]) => Readonly<Record<string, readonly string[]>>;
  /**
   * Per-seat zone kinds whose start cards are shuffled at setup besides the deck (Riftbound's Rune
   * Deck, 115.2); the deck is always shuffled. Each must be a zone not everyone sees.
   */
  readonly shuffled?: readonly string[];
  /** The card a player is announced with (FaB hero, Riftbound legend), when the deck names one. */
  readonly hero?: (deck: readonly string[]) => string | undefined;
  /** Each player's counters and where they start (life 20, points 0, or read from the deck: a UFS character's vitality). */
  readonly counters: readonly { readonly name: string; readonly start: number | ((deck: readonly string[]) => number) }[];
  /** Counters put on cards that the decision list offers (any name may be used: see `counter:`). */
  readonly cardCounters?: readonly string[];
  readonly openingHand: number;
  /** A card's printed identity. */
  readonly face: (card: string) => CardFace;
  /** Whether a card ref names a real card of the game (its whole database, implemented or not). */
  readonly knows: (card: string) => boolean;
  /**
   * A deck list as players write it for the table, when the game reads it differently there (every
   * real card, the deck rules only); without it the game's own reader is asked with `mode: "tabletop"`
   * in its options, and a game with no reader gets card refs (`readRefList`).
   */
  readonly readDeckList?: (text: string, options: MatchConfig["options"]) => Result<string[]>;
  /** The deck rules of a format, checked at setup (sizes, copies); all cards are already known. */
  readonly checkDeck?: (deck: readonly string[], seat: Seat, options: MatchConfig["options"]) => Result<void>;
  /** The prefix of rule citations ("fab"); tabletop's own lines cite nothing. */
  readonly rules: string;
  readonly seats?: { readonly min: number; readonly max: number };
  /** Example decks, for a standalone tabletop game's simulations and tests. */
  readonly sampleDecks?: Readonly<Record<string, readonly string[]>>;
  /**
   * For a game with no public card database (UFS): the table of a match that brings its own cards,
   * the match option `cards` (a user's card file, as the game documents it), read by the game. The
   * spec returned knows those cards besides the game's own; an error names what is wrong with them.
   */
  readonly matchCards?: (cards: JsonValue) => Result<TabletopSpec>;
}

/** The match option that carries a match's own cards (`TabletopSpec.matchCards`). */
export const MATCH_CARDS = "cards";

/** A card on the table. `faceDown` only in a zone everyone sees: its face is then its owner's alone. */
export interface TabletopCard {
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: Seat;
  readonly faceDown?: true;
  readonly counters?: Readonly<Record<string, number>>;
}

export interface TabletopPlayer {
  readonly counters: Readonly<Record<string, number>>;
}

export interface TabletopState extends KitState {
  readonly mode: "tabletop";
  readonly game: string;
  /** Every zone of the table by id, its cards first to last (index 0 is the top of an ordered zone). */
  readonly zones: Readonly<Record<ZoneId, readonly TabletopCard[]>>;
  readonly players: readonly TabletopPlayer[];
  /** Cards of each seat's own deck that the seat knows (it looked at them or put them there). */
  readonly looked: readonly (readonly ObjectId[])[];
  readonly turn: number;
  readonly turnPlayer: Seat;
  /** Decisions made so far, and the match option that stops a bot game after so many (not a rule). */
  readonly actions: number;
  readonly actionLimit: number | null;
  readonly ended: { readonly winners: readonly Seat[]; readonly reason: string } | null;
  /** The phase the table says it is in (`phase:`), once one is named. */
  readonly phase?: string;
  /** The attack in progress (`attack:`), as the overlays show it; absent when there is none. */
  readonly combat?: TabletopCombat;
  /** The match's own cards (its `cards` option), when it brought some: the table's spec is then the game's `matchCards` of them. */
  readonly matchCards?: JsonValue;
}

/** An attack at the table: a card everyone sees, or a shared zone fought over (a battlefield); its numbers (power, defense…). */
export interface TabletopCombat {
  readonly attack: ObjectId | ZoneId;
  readonly attacker: Seat;
  readonly target: Seat;
  readonly values: Readonly<Record<string, number>>;
}

/** Tabletop's events: the kernel's, the table being laid, a card put face down, a zone shuffled. */
export type TabletopEvent =
  | KitEvent
  | { readonly type: "tabletop-table"; readonly names: readonly string[]; readonly heroes: readonly (string | null)[]; readonly heroFaces?: readonly (CardFace | null)[] }
  /** A card put face down where everyone can see the card back: a new object, its face seen by its owner. */
  | { readonly type: "tabletop-face-down"; readonly obj: ObjectId; readonly card: string; readonly owner: Seat; readonly to: ZoneId; readonly index?: number; readonly as: ObjectId; readonly face?: CardFace }
  /** The attack in progress and its numbers, or none (`attack: null`): the overlays' combat marker. */
  | { readonly type: "tabletop-combat"; readonly attack: ObjectId | ZoneId | null; readonly attacker?: Seat; readonly target?: Seat; readonly values?: Readonly<Record<string, number>> }
  /** A zone shuffled: all new ids; the faces are seen by whoever sees into the zone. */
  | { readonly type: "tabletop-shuffle"; readonly zone: ZoneId; readonly cards: readonly { readonly id: ObjectId; readonly card: string; readonly face?: CardFace }[] };
