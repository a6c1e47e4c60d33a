import type { RngState } from "./rng";
import type { Result } from "./result";
import type { JsonValue, Seat, TableEvent } from "./table-events";

/** One seat as configured for a match: a name and a deck list of card refs. */
export interface SeatConfig {
  readonly name: string;
  readonly deck: readonly string[];
}

export interface MatchConfig {
  readonly seats: readonly SeatConfig[];
  /** Game-specific options (format, starting player choice…), part of the log header. */
  readonly options?: { readonly [key: string]: JsonValue };
}

/** A legal choice for a seat: a stable id (what the log records) and a label for people. */
export interface Decision {
  readonly id: string;
  readonly label: string;
  /** A grouping for UIs and bots: "pitch", "play", "attack", "pass"… */
  readonly kind?: string;
  /** Rule that grants or shapes this choice (`fab:7.3.1`). */
  readonly rule?: string;
  /** The table object this choice is about (the card to pitch, play or defend with), so a UI can offer the card itself. */
  readonly object?: string;
}

export type Status =
  | { readonly kind: "awaiting"; readonly seats: readonly Seat[] }
  | { readonly kind: "ended"; readonly winners: readonly Seat[]; readonly reason: string; readonly rule?: string };

/** Game states are plain JSON data: they hash canonically and cross process boundaries. */
export interface GameState {
  readonly rng: RngState;
}

export interface Step<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * What each game implements. Every function is pure: no clock, randomness (use `state.rng`) or
 * I/O. Illegal input returns an error value and leaves state untouched. A state, once returned by
 * setup or apply, is never written again (by the game or anyone): the kernel remembers the hashes
 * of its parts and its legal decisions by object (hash.ts hashState, match.ts legalDecisions).
 */
export interface Game<S extends GameState = GameState, E = unknown> {
  /** Stable id used in logs: "fab", "riftbound", "ufs". */
  readonly id: string;
  readonly name: string;
  /** The rules this engine follows ("fab-cr-2.13.0"); a log from another ruleset will not verify. */
  readonly rulesetVersion: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** The rule that says who may act now (FaB priority, fab:1.11.1), cited when a seat acts out of turn. */
  readonly priorityRule?: string;

  /** Checks decks and options, then builds the opening state from the seed. */
  setup(config: MatchConfig, seed: string): Result<Step<S, E>>;
  status(state: S): Status;
  /** The legal decisions for a seat now; empty when the seat has nothing to decide. */
  decisions(state: S, seat: Seat): readonly Decision[];
  apply(state: S, seat: Seat, decisionId: string): Result<Step<S, E>>;
  /**
   * Open decisions: ids that carry a number or free text ("life:0:-3", "note:…") and so cannot all
   * be listed by `decisions`. Asked only for an id that `decisions` does not offer to a seat that is
   * awaited: the decision it stands for (its label goes in the stream), a typed error saying what is
   * wrong with it, or undefined when the game has no open decisions now (the kernel's own error).
   */
  accepts?(state: S, seat: Seat, decisionId: string): Result<Decision> | undefined;
  /**
   * The seat leaves the game (FaB CR 4.5.3c): the game ends as its rules say. Reached through the
   * kernel's reserved decision id `concede`, which any seat may make while the game is live.
   */
  concede?(state: S, seat: Seat): Result<Step<S, E>>;
  /** Projects domain events onto table events (the open format). */
  project(events: readonly E[]): readonly TableEvent[];
  /** Optional heuristic for the greedy bot: how good `state` is for `seat`, higher is better. */
  evaluate?(state: S, seat: Seat): number;
  /** Example decks for simulations and tests, by name. */
  readonly sampleDecks?: Readonly<Record<string, readonly string[]>>;
  /**
   * A deck list in the plain text the game's players share, read into card refs and checked for
   * the match options' format; problems are typed errors that name the line or the rule.
   */
  readDeckList?(text: string, options?: MatchConfig["options"]): Result<string[]>;
  /** The card sets this engine knows and how much of each it implements (for `tablecast cards --coverage`). */
  cardCoverage?(): readonly CardSetCoverage[];
}

/** One card set: its cards, and which the engine implements (with why not, where known). */
export interface CardSetCoverage {
  readonly set: string;
  readonly name: string;
  readonly cards: readonly { readonly id: string; readonly name: string; readonly implemented: boolean; readonly reason?: string }[];
}

/** Any game, for registries that hold several. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any>;
