import type { Seat } from "@tablecast/engine";
import type { KitState } from "@tablecast/engine/kit";

/** A card as an object in one zone; its id changes when it enters a hidden or private zone. */
export interface CardObj {
  readonly id: string;
  /** The card's id in the card table ("TST-002"). */
  readonly card: string;
}

/** A card in the staging area (D.2.2): ready or committed (C.1). */
export interface StageCard extends CardObj {
  readonly committed: boolean;
  /** When it entered the staging area (a running counter): the older Terrain is destroyed (E.2.5). */
  readonly since: number;
  /** K.4.2: turned face down — a foundation with no other base values (D.2.2.2), private to its controller (C.2.2.1). */
  readonly faceDown?: boolean;
}

/** How a card in the card pool was played (K.3.24). */
export type Purpose = "form" | "block" | "enhance" | "response" | "reversal";

/** A card in the card pool (D.2.1), with the current state of an attack (C.3.3.4). */
export interface PoolCard extends CardObj {
  readonly purpose: Purpose;
  /** F.3.2.2: an attack that dealt damage may go to momentum. */
  readonly dealtDamage: boolean;
  /** C.3.3.4 modifications to speed and damage, refreshed when the attack resolves (C.3.3.4.2.3). */
  readonly speed: number;
  readonly damage: number;
  /** I.3.8.2: a face-down multiple copy of this attack card (its own card is unknown, C.2.3.1). */
  readonly copyOf?: string;
  /** K.4.2: flipped face down in the card pool: unknown to both players (C.2.3.1), valueless. */
  readonly faceDown?: boolean;
}

/** A detached "your next attack this turn gets …" effect (K.3.9). */
export interface NextAttackBonus {
  readonly speed: number;
  readonly damage: number;
  /** I.3.8.2: a face-down multiple copy of this attack card (its own card is unknown, C.2.3.1). */
  readonly copyOf?: string;
}

export interface PlayerState {
  readonly name: string;
  /** The starting character (E.1.1); it never leaves the staging area (D.2.2.4). */
  readonly character: StageCard;
  /** D.2.2.3.4: character cards attached to the starting character. */
  readonly attached: readonly CardObj[];
  readonly vitality: number;
  readonly maxVitality: number;
  readonly handSize: number;
  /** Top of the deck is index 0 (D.4.1). */
  readonly deck: readonly CardObj[];
  readonly hand: readonly CardObj[];
  /** Top of the discard pile is the last element (D.2.3.3). */
  readonly discard: readonly CardObj[];
  readonly removed: readonly CardObj[];
  /** Foundations and assets (the character is kept apart). */
  readonly staging: readonly StageCard[];
  /** Left to right (D.2.1.1). */
  readonly pool: readonly PoolCard[];
  /** The momentum bar (D.4.2), face down. */
  readonly momentum: readonly CardObj[];
  /** A card being played waits here (D.2.5). */
  readonly transit: readonly CardObj[];
  /** F.2.2.3 (second): passed last turn without attempting a card from hand as a form. */
  readonly mustPlayFromHand: boolean;
  /** This Combat Phase: attempted a card from hand as a form; forms attempted (H.3.1.1.1). */
  readonly triedFromHand: boolean;
  readonly formsAttempted: number;
  /** Abilities played this turn, "obj:index", for [Once per turn] (H.3.2.2.1). */
  readonly usedThisTurn: readonly string[];
  readonly nextAttack: readonly NextAttackBonus[];
  /** Breaker (I.3.1): the next card this player attempts to play this turn gets +N difficulty. */
  readonly nextCardPenalty: number;
  /** "Your next control check this turn gets +N" (J.3.2.1.3). */
  readonly checkBonus: number;
  /** E.3.3: the next control check this turn below its difficulty is re-checked. */
  readonly recheck: boolean;
}

/** A player's turn-by-turn bookkeeping as a game (or a scenario) begins: nothing played, nothing owed. */
export const FRESH_PLAYER_TURN = {
  transit: Object.freeze([]),
  triedFromHand: false,
  formsAttempted: 0,
  usedThisTurn: Object.freeze([]),
  nextAttack: Object.freeze([]),
  nextCardPenalty: 0,
  checkBonus: 0,
  recheck: false,
} as const satisfies Partial<PlayerState>;

/** The table as a game (or a scenario) begins: no attack, no window, nothing being played, no end yet, nothing queued. */
export const QUIET_TABLE = {
  attackStack: Object.freeze([]),
  sequence: null,
  windows: Object.freeze([]),
  gameEvents: Object.freeze([]),
  play: null,
  combatOver: false,
  ended: null,
  queue: Object.freeze([]),
  asking: null,
} as const satisfies Partial<UfsState>;

/** H.2.3.2: a game event a response window may be opened in reaction to. */
export type GameEvent =
  | { readonly kind: "block"; readonly attacker: Seat; readonly attack: string; readonly blocker: Seat; readonly block: string }
  | { readonly kind: "damage"; readonly attacker: Seat; readonly attack: string; readonly amount: number }
  | { readonly kind: "resolved"; readonly attacker: Seat; readonly attack: string; readonly blocked: boolean; readonly safe: boolean };

/** H.2.3.2.4: an open response window, with the seat holding priority and the passes in succession. */
export interface ResponseWindow {
  readonly event: GameEvent;
  readonly priority: Seat;
  readonly passes: number;
  /** H.2.3.4: abilities played in this window ("obj:index"). */
  readonly used: readonly string[];
}

/** G: the attack sequence of one attack. */
export interface AttackSequence {
  readonly attack: string;
  readonly attacker: Seat;
  readonly step: "enhance" | "block" | "damage" | "resolution";
  /** G.1.1: priority in the Enhance Step and passes in succession. */
  readonly priority: Seat;
  readonly passes: number;
  /** H.2.1.4: enhance abilities played this step ("obj:index"); H.3.1.1.2 who has attempted one. */
  readonly used: readonly string[];
  readonly enhanced: readonly Seat[];
  /** G.2.2 block status. */
  readonly status: "not-blocked" | "partial" | "complete" | null;
  readonly block: string | null;
  /** I.3.7.1: a Gauge rating waiting for this attack's damage. */
  readonly gauge: number | null;
}

/** A card or ability being played (E.4), paused at a control check awaiting the commit decision (E.3.5.2). */
export interface PlayInProgress {
  readonly seat: Seat;
  readonly purpose: Purpose;
  /** The card being played (in transit), if a card is played. */
  readonly card: string | null;
  /** The ability played, on `source` (the card itself for an action played from hand). */
  readonly source: string | null;
  /** The source's card: its abilities, even if a cost turned it face down (H.4.1.4) or destroyed it. */
  readonly sourceCard: string | null;
  readonly ability: number | null;
  /** Momentum paid (X for EX and Powerful), or the ability's X (H.4.4). */
  readonly paid: number;
  /** Difficulties still to check, in order (E.4.8 then E.4.9). */
  readonly checks: readonly number[];
  /** E.3.3.1: the check being made is itself a re-check. */
  readonly rechecking: boolean;
  /** K.3.9: "next attack" bonuses taken by this attempt, applied if the attack is played. */
  readonly bonus: NextAttackBonus | null;
}

export type Phase = "start" | "combat" | "end";

/** What the table waits for (the offer of the kit's question): its name is the prompt's kind. */
export type AwaitingKind = "character" | "first-player" | "mulligan" | "review" | "forms" | "enhance" | "block" | "response" | "check-commit" | "stun" | "clear" | "gauge" | "cancel" | "destroy";

/** Who the table waits for and why. */
export interface Awaiting {
  readonly seat: Seat;
  readonly kind: AwaitingKind;
}

/**
 * The game state: plain JSON on the kit's (object ids, the queue of effect steps, the question
 * asked). A question's own data (a check being covered, foundations still to commit) travels in
 * the question's `then` step.
 */
export interface UfsState extends KitState {
  /** A running counter of staging entries (E.2.5). */
  readonly clock: number;
  readonly turn: number;
  readonly activePlayer: Seat;
  readonly firstPlayer: Seat;
  readonly phase: Phase;
  readonly players: readonly PlayerState[];
  /** E.1.1: seats that have placed their starting character face down. */
  readonly startingChosen: readonly Seat[];
  /** F.2.3: pending attacks, most recent last. */
  readonly attackStack: readonly { readonly seat: Seat; readonly obj: string }[];
  readonly sequence: AttackSequence | null;
  /** Open response windows, innermost last (H.2.3.2.3). */
  readonly windows: readonly ResponseWindow[];
  /** Game events waiting for the chance to open a response window (H.2.3.2.1). */
  readonly gameEvents: readonly GameEvent[];
  readonly play: PlayInProgress | null;
  /** F.2.2.1.1: a failed form ended the Combat Phase. */
  readonly combatOver: boolean;
  readonly ended: { readonly winners: readonly Seat[]; readonly reason: string; readonly rule: string } | null;
}

export { opponentOf as other } from "@tablecast/engine/kit";

/** What the table waits for: the seat asked and the kind of question. */
export function awaiting(s: UfsState): Awaiting | null {
  return s.asking === null ? null : { seat: s.asking.seat, kind: s.asking.offer as AwaitingKind };
}
