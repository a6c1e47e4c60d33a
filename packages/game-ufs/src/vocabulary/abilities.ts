import type { AttackFilter, Trait, Zone } from "../data/cards";

/**
 * UFS's effect building blocks (STYLE.md 5): the instructions (J), costs (H.4), response
 * conditions (H.1.6) and restrictions (H.3) a card module composes its abilities from, and the
 * continuous bonuses of H.6. Plain data: the rules execute them (rules/effects.ts), a card module
 * only says which.
 */
export type { AttackFilter, Trait, Zone };

/** Instructions of effects (J.1.2: executed in order, each its own game event). */
export type Effect =
  /** "This attack gets +N speed / +N damage" (the current attack, K.3.4); `perPaid` multiplies by the momentum paid (EX, Powerful). */
  | { readonly kind: "attack"; readonly speed?: number; readonly damage?: number; readonly perPaid?: boolean }
  /** "Your next attack this turn gets …" (K.3.9). */
  | { readonly kind: "next-attack"; readonly speed?: number; readonly damage?: number }
  | { readonly kind: "draw"; readonly n: number }
  /** J.5.1: capped at maximum vitality. */
  | { readonly kind: "gain-vitality"; readonly n: number }
  /** "Add the top N cards of your deck to your momentum." */
  | { readonly kind: "momentum-from-deck"; readonly n: number }
  /** "Your next control check this turn gets +N" (J.3.2.1.3). */
  | { readonly kind: "check-bonus"; readonly n: number }
  /** I.3.12: the opponent commits N foundations. */
  | { readonly kind: "stun"; readonly n: number }
  /** I.3.1: the next card the opponent attempts to play this turn gets +N difficulty. */
  | { readonly kind: "breaker"; readonly n: number }
  /** I.3.10: add the reversal attack (the card paid as the cost) to the attack stack. */
  | { readonly kind: "reversal" }
  /** I.3.8.1: as many cards as momentum paid, from the top of the discard pile, become multiple copies of this attack. */
  | { readonly kind: "multiple" }
  /** I.3.7.1: a fired effect waiting for this attack to deal N or more damage. */
  | { readonly kind: "gauge"; readonly n: number }
  /** K.4.2: flip the opponent's current attack (face down in the card pool, it is dropped: G.5.2). */
  | { readonly kind: "flip-attack" }
  /** "Your opponent destroys N of their foundations" (K.4.1; they choose which). */
  | { readonly kind: "opponent-destroys-foundations"; readonly n: number }
  /** E.3.3: "If your next control check this turn is below its difficulty, re-check it." */
  | { readonly kind: "recheck" };

/** H.4 costs. */
export type Cost =
  /** H.4.1.1 "Commit": commit this card. */
  | { readonly kind: "commit" }
  /** H.4.1.2 "Destroy": destroy this card. */
  | { readonly kind: "destroy" }
  /** H.4.2 "(+N)": pass a control check against difficulty N; "X": the ability's X (H.4.4). */
  | { readonly kind: "check"; readonly n: number | "X" }
  /** H.4.1.4 "Flip": turn this card face down (K.4.2). */
  | { readonly kind: "flip" }
  /** "Discard N momentum" (min = max) or "Discard 1 or more momentum" (max null: any number). */
  | { readonly kind: "momentum"; readonly min: number; readonly max: number | null }
  /** I.3.10 "Play this card as a reversal". */
  | { readonly kind: "play-as-reversal" };

/** H.1.6 response conditions. */
export type ResponseCondition =
  | "after-you-block"
  | "after-you-block-with-this"
  | "after-your-attack-is-blocked"
  | "after-your-attack-deals-damage"
  | "after-you-are-dealt-damage"
  | "after-opponents-blocked-attack-resolves";

/** H.1: a played ability. */
export interface Ability {
  /** H.1.2: E enhance, F form, R response. */
  readonly type: "E" | "F" | "R";
  /** H.3.1.1 First. */
  readonly first?: boolean;
  /** H.3.1.2 Combo. */
  readonly combo?: boolean;
  /** H.3.1.3 Deadlock: only while the opponent is at deadlock (K.3.19). */
  readonly deadlock?: boolean;
  /** H.3.1.4 Desperation. */
  readonly desperation?: boolean;
  /** H.3.2.2.1 [Once per turn]. */
  readonly oncePerTurn?: boolean;
  /** H.3.2.1 [Hand]: played from the hand (Reversal). */
  readonly fromHand?: boolean;
  /** H.3.2.2.4 / H.3.2.2.6, and K.3.4.1 "your (punch) attack" / "your opponent's attack". */
  readonly attack?: "yours" | "opponents";
  readonly filter?: AttackFilter;
  readonly costs: readonly Cost[];
  readonly condition?: ResponseCondition;
  readonly effects: readonly Effect[];
  /** I.2.3: the keyword that grants this ability, if any. */
  readonly keyword?: "Breaker" | "EX" | "Gauge" | "Multiple" | "Powerful" | "Reversal" | "Stun";
  /**
   * H.4.4 an X in the cost: "choose" — the player picks a non-negative X when announcing (H.4.4.2);
   * "pool" — defined at the end of the text as the number of cards in the player's card pool (H.4.4.1).
   */
  readonly x?: "choose" | "pool";
  /** H.3.3.4 "Your opponent may discard N momentum to cancel this ability" (H.3.3.4.1: "and destroy this card"). */
  readonly cancel?: { readonly momentum: number; readonly destroy: boolean };
  readonly text: string;
}

/** H.6 continuous abilities: static modifiers (J.3.3) on the controller's attacks. */
export type StaticBonus = {
  readonly filter: AttackFilter;
  readonly speed?: number;
  readonly damage?: number;
  readonly text: string;
};

type AbilityParts = Omit<Ability, "type" | "text" | "effects" | "costs"> & { readonly costs?: readonly Cost[] };

/** H.2.1: an enhance ability ("E …"). */
export const enhance = (text: string, effects: readonly Effect[], parts: AbilityParts = {}): Ability => ({ type: "E", costs: [], ...parts, effects, text });
/** H.2.2: a form ability ("F …"). */
export const form = (text: string, effects: readonly Effect[], parts: AbilityParts = {}): Ability => ({ type: "F", costs: [], ...parts, effects, text });
/** H.2.3: a response ability ("R …: After …"). */
export const response = (text: string, condition: ResponseCondition, effects: readonly Effect[], parts: AbilityParts = {}): Ability => ({
  type: "R",
  costs: [],
  ...parts,
  condition,
  effects,
  text,
});

/** H.4 costs. */
export const cost = {
  commit: { kind: "commit" } as Cost,
  destroy: { kind: "destroy" } as Cost,
  flip: { kind: "flip" } as Cost,
  check: (n: number | "X"): Cost => ({ kind: "check", n }),
  momentum: (min: number, max: number | null): Cost => ({ kind: "momentum", min, max }),
} as const;

/** J: the instructions, as the card texts read. */
export const effect = {
  /** "This attack gets …" / "Your attack gets …" (K.3.4). */
  attackGets: (mod: { readonly speed?: number; readonly damage?: number }, perPaid = false): Effect => ({ kind: "attack", ...mod, ...(perPaid ? { perPaid } : {}) }),
  /** "Your next attack this turn gets …" (K.3.9). */
  nextAttackGets: (mod: { readonly speed?: number; readonly damage?: number }): Effect => ({ kind: "next-attack", ...mod }),
  draw: (n: number): Effect => ({ kind: "draw", n }),
  gainVitality: (n: number): Effect => ({ kind: "gain-vitality", n }),
  momentumFromDeck: (n: number): Effect => ({ kind: "momentum-from-deck", n }),
  checkBonus: (n: number): Effect => ({ kind: "check-bonus", n }),
  flipOpponentsAttack: (): Effect => ({ kind: "flip-attack" }),
  opponentDestroysFoundations: (n: number): Effect => ({ kind: "opponent-destroys-foundations", n }),
  recheck: (): Effect => ({ kind: "recheck" }),
} as const;

/** H.6 / J.3.3: "Your … attacks get …" while this card is in the staging area. */
export const attacksGet = (text: string, filter: AttackFilter, mod: { readonly speed?: number; readonly damage?: number }): StaticBonus => ({ filter, ...mod, text });

/** What a card module gives a card: its printed abilities and continuous bonuses. */
export interface CardModule {
  readonly abilities?: readonly Ability[];
  readonly statics?: readonly StaticBonus[];
}

/** A card module file: modules by card id. */
export type CardModules = Readonly<Record<string, CardModule>>;
