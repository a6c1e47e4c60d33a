/**
 * The card table and the ability vocabulary (STYLE.md 5: stats are data, behaviour is a small
 * vocabulary of typed building blocks).
 *
 * Every card here is an ORIGINAL TEST CARD written for this engine (`original: true`, set "TST"):
 * the real UFS card texts are not in the project's sources, so no real card is named. The numbers
 * follow the shape of real cards (difficulty, control, block zone and modifier, speed, damage,
 * resource symbols, keywords) so that every rule the engine implements is exercised.
 */

/** B.2.2.1 attack zone, B.6.3 block zone. */
export type Zone = "high" | "mid" | "low";
export const ZONES: readonly Zone[] = ["high", "mid", "low"];

/** B.6.6: the twelve resource symbols; B.6.6.2.2 the infinity symbol grants all twelve. */
export const RESOURCE_SYMBOLS = ["air", "all", "chaos", "death", "earth", "evil", "fire", "good", "life", "order", "void", "water"] as const;
export type ResourceSymbol = (typeof RESOURCE_SYMBOLS)[number];

/** B.1–B.5: the five card types. */
export type CardType = "character" | "attack" | "action" | "asset" | "foundation";

/** I.1: keyword traits, classification only. */
export type Trait = "Ally" | "Charge" | "Fury" | "Kick" | "Punch" | "Ranged" | "Slam" | "Taunt" | "Tech" | "Weapon";

/** I.2.1: keywords that grant abilities (those the implemented cards use), with ratings (I.2.4). */
export interface Keywords {
  readonly traits?: readonly Trait[];
  /** I.3.1 "R: After you block with this card, the next card your opponent attempts to play this turn gets +X difficulty." */
  readonly breaker?: number;
  /** I.3.2 [Character Name] Only. */
  readonly only?: string;
  /** I.3.3 Combo (requirement): the immediately preceding card in the card pool has this trait. */
  readonly combo?: Trait;
  /** I.3.4 While you are at desperation, this card's difficulty is X. */
  readonly desperation?: number;
  /** I.3.5 E Discard 1 or more momentum: +X speed for each card paid. */
  readonly ex?: number;
  /** I.3.6 Skip this attack's Enhance Step. */
  readonly flash?: boolean;
  /** I.3.7 E: If this attack deals X or more damage, search deck and discard pile for a character sharing your character's name and add it to your staging area. */
  readonly gauge?: number;
  /** I.3.8 E Discard X momentum (1 to the rating): X cards from the top of the discard pile become face-down multiple copies of this attack. */
  readonly multiple?: number;
  /** I.3.9 E Discard 1 or more momentum: +X damage for each card paid. */
  readonly powerful?: number;
  /** I.3.10 R [Hand] Play this card as a reversal: after your opponent's blocked attack resolves, add this attack to the attack stack. */
  readonly reversal?: boolean;
  /** I.3.11 Attacks cannot be played as a reversal to this attack. */
  readonly safe?: boolean;
  /** I.3.12 E: Your opponent commits X foundations. */
  readonly stun?: number;
  /** I.3.13 / E.2.5 only one Terrain in both staging areas. */
  readonly terrain?: boolean;
  /** I.3.14 If this attack is completely blocked, it deals half damage (rounded up). */
  readonly throw?: boolean;
  /** I.3.15 / E.2.6 only one copy in a staging area. */
  readonly unique?: boolean;
}

/** Which attacks an effect concerns ("your punch attack", "your low attacks"). */
export interface AttackFilter {
  readonly trait?: Trait;
  readonly zone?: Zone;
}

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
export interface StaticBonus {
  readonly filter: AttackFilter;
  readonly speed?: number;
  readonly damage?: number;
  readonly text: string;
}

export interface CardDef {
  readonly id: string;
  readonly name: string;
  readonly type: CardType;
  /** Every card in this table is an original test card, not a printed UFS card. */
  readonly original: true;
  /** B.6.2 */
  readonly difficulty: number;
  /** B.6.7 */
  readonly control: number;
  /** B.6.3 / B.6.4 */
  readonly block?: { readonly zone: Zone; readonly modifier: number };
  /** B.6.6; "infinity" stands for all twelve (B.6.6.2.2). */
  readonly symbols: readonly (ResourceSymbol | "infinity")[];
  readonly keywords?: Keywords;
  /** B.2.2 */
  readonly attack?: { readonly zone: Zone; readonly speed: number; readonly damage: number };
  /** B.6.1.1: characters: the character name (B.6.1.1.1, what "shares a name" compares) and version (B.6.1.1.2). */
  readonly characterName?: string;
  readonly version?: number;
  /** B.1.2: characters. */
  readonly handSize?: number;
  readonly vitality?: number;
  readonly abilities?: readonly Ability[];
  readonly statics?: readonly StaticBonus[];
}

const commitE = (effects: Effect[], text: string, extra: Partial<Ability> = {}): Ability => ({ type: "E", costs: [{ kind: "commit" }], effects, text, ...extra });

/** The card table. Ids are stable: logs and deck lists refer to them. */
export const CARDS: readonly CardDef[] = [
  // ——— Kaede Arashi: fast strikes (fire / order / air) ———
  {
    id: "TST-001",
    name: "Kaede Arashi",
    characterName: "Kaede Arashi",
    version: 1,
    type: "character",
    original: true,
    difficulty: 0,
    control: 0,
    symbols: ["fire", "order", "air"],
    handSize: 6,
    vitality: 22,
    abilities: [commitE([{ kind: "attack", speed: 1 }], "E [Once per turn] Commit: Your attack gets +1 speed.", { attack: "yours", oncePerTurn: true })],
  },
  { id: "TST-002", name: "Rising Palm", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["fire", "order"], keywords: { traits: ["Punch"] }, attack: { zone: "high", speed: 4, damage: 3 } },
  { id: "TST-003", name: "Falling Heel", type: "attack", original: true, difficulty: 3, control: 5, block: { zone: "low", modifier: 3 }, symbols: ["fire", "air"], keywords: { traits: ["Kick"] }, attack: { zone: "low", speed: 5, damage: 3 } },
  { id: "TST-004", name: "Tempest Kick", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "high", modifier: 1 }, symbols: ["air", "order"], keywords: { traits: ["Kick"], powerful: 2 }, attack: { zone: "mid", speed: 3, damage: 5 } },
  { id: "TST-005", name: "Ember Jab", type: "attack", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 3 }, symbols: ["fire"], keywords: { traits: ["Punch"], flash: true }, attack: { zone: "high", speed: 6, damage: 2 } },
  { id: "TST-006", name: "Spiral Strike", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "mid", modifier: 2 }, symbols: ["fire", "order", "air"], keywords: { traits: ["Punch"], stun: 1, ex: 1 }, attack: { zone: "mid", speed: 4, damage: 4 } },
  {
    id: "TST-007",
    name: "Crescent Finisher",
    type: "attack",
    original: true,
    difficulty: 6,
    control: 2,
    block: { zone: "high", modifier: 1 },
    symbols: ["order"],
    keywords: { traits: ["Kick"], combo: "Kick" },
    attack: { zone: "mid", speed: 3, damage: 6 },
    abilities: [{ type: "E", combo: true, costs: [], effects: [{ kind: "attack", speed: 2 }], text: "E Combo: This attack gets +2 speed." }],
  },
  { id: "TST-008", name: "Counter Palm", type: "attack", original: true, difficulty: 4, control: 3, block: { zone: "high", modifier: 3 }, symbols: ["fire", "order"], keywords: { traits: ["Punch"], reversal: true }, attack: { zone: "high", speed: 4, damage: 3 } },
  {
    id: "TST-019",
    name: "Kaede Arashi ••",
    characterName: "Kaede Arashi",
    version: 2,
    type: "character",
    original: true,
    difficulty: 4,
    control: 4,
    symbols: ["fire", "good"],
    handSize: 6,
    vitality: 21,
    statics: [{ filter: { trait: "Punch" }, speed: 1, text: "Your punch attacks get +1 speed." }],
  },
  { id: "TST-020", name: "Gale Uppercut", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "high", modifier: 2 }, symbols: ["fire", "order"], keywords: { traits: ["Punch"], gauge: 3 }, attack: { zone: "high", speed: 4, damage: 4 } },
  { id: "TST-018", name: "Flurry of Blows", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["fire", "air"], keywords: { traits: ["Punch"], multiple: 2 }, attack: { zone: "mid", speed: 3, damage: 2 } },
  {
    id: "TST-009",
    name: "Dojo Discipline",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "mid", modifier: 2 },
    symbols: ["fire", "order"],
    abilities: [commitE([{ kind: "attack", speed: 1 }], "E Commit: Your attack gets +1 speed.", { attack: "yours" })],
  },
  {
    id: "TST-010",
    name: "Focused Breath",
    type: "foundation",
    original: true,
    difficulty: 1,
    control: 6,
    block: { zone: "low", modifier: 4 },
    symbols: ["air"],
    abilities: [{ type: "F", costs: [{ kind: "commit" }], effects: [{ kind: "draw", n: 1 }], text: "F Commit: Draw 1 card." }],
  },
  {
    id: "TST-011",
    name: "Burning Resolve",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "high", modifier: 3 },
    symbols: ["fire"],
    abilities: [commitE([{ kind: "attack", damage: 1 }], "E Commit: Your punch attack gets +1 damage.", { attack: "yours", filter: { trait: "Punch" } })],
  },
  {
    id: "TST-012",
    name: "Steady Guard",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "mid", modifier: 2 },
    symbols: ["order"],
    abilities: [{ type: "R", costs: [{ kind: "commit" }], condition: "after-you-block", effects: [{ kind: "gain-vitality", n: 1 }], text: "R Commit: After you block, gain 1 vitality." }],
  },
  {
    id: "TST-013",
    name: "Rushing Wind",
    type: "foundation",
    original: true,
    difficulty: 1,
    control: 6,
    block: { zone: "low", modifier: 3 },
    symbols: ["air"],
    abilities: [commitE([{ kind: "attack", speed: -1 }], "E Commit: Your opponent's attack gets -1 speed.", { attack: "opponents" })],
  },
  {
    id: "TST-014",
    name: "Inner Flame",
    type: "foundation",
    original: true,
    difficulty: 3,
    control: 5,
    block: { zone: "high", modifier: 2 },
    symbols: ["fire"],
    abilities: [
      {
        type: "F",
        first: true,
        costs: [{ kind: "commit" }],
        effects: [{ kind: "next-attack", damage: 1 }],
        text: "First F Commit: Your next attack this turn gets +1 damage.",
      },
    ],
  },
  {
    id: "TST-015",
    name: "Training Gi",
    type: "asset",
    original: true,
    difficulty: 3,
    control: 4,
    symbols: ["order", "air"],
    keywords: { unique: true },
    statics: [{ filter: { trait: "Kick" }, speed: 1, text: "Your kick attacks get +1 speed." }],
  },
  {
    id: "TST-016",
    name: "Second Wind",
    type: "action",
    original: true,
    difficulty: 2,
    control: 4,
    symbols: ["fire", "order"],
    abilities: [{ type: "F", costs: [], effects: [{ kind: "gain-vitality", n: 2 }], text: "F: Gain 2 vitality." }],
  },
  {
    id: "TST-017",
    name: "Read the Opening",
    type: "action",
    original: true,
    difficulty: 3,
    control: 4,
    symbols: ["air", "order"],
    abilities: [
      { type: "R", costs: [], condition: "after-your-attack-is-blocked", effects: [{ kind: "next-attack", speed: 2 }], text: "R: After your attack is blocked, your next attack this turn gets +2 speed." },
    ],
  },
  // ——— Bram Holloway: heavy throws and guards (earth / water / life) ———
  {
    id: "TST-101",
    name: "Bram Holloway",
    characterName: "Bram Holloway",
    version: 1,
    type: "character",
    original: true,
    difficulty: 0,
    control: 0,
    symbols: ["earth", "water", "life"],
    handSize: 7,
    vitality: 20,
    abilities: [commitE([{ kind: "attack", damage: 1 }], "E [Once per turn] Commit: Your attack gets +1 damage.", { attack: "yours", oncePerTurn: true })],
  },
  { id: "TST-102", name: "Boulder Toss", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "mid", modifier: 1 }, symbols: ["earth"], keywords: { traits: ["Slam"], throw: true }, attack: { zone: "high", speed: 2, damage: 6 } },
  { id: "TST-103", name: "Shoulder Check", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["earth", "life"], keywords: { traits: ["Slam"], stun: 2 }, attack: { zone: "mid", speed: 3, damage: 4 } },
  { id: "TST-104", name: "Tidal Sweep", type: "attack", original: true, difficulty: 3, control: 5, block: { zone: "low", modifier: 3 }, symbols: ["water"], keywords: { traits: ["Kick"], safe: true }, attack: { zone: "low", speed: 4, damage: 3 } },
  { id: "TST-105", name: "Grappling Hold", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "high", modifier: 1 }, symbols: ["earth", "water"], keywords: { throw: true, powerful: 1 }, attack: { zone: "mid", speed: 3, damage: 5 } },
  { id: "TST-106", name: "Undertow Hook", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "high", modifier: 2 }, symbols: ["water", "life"], keywords: { traits: ["Punch"], ex: 2 }, attack: { zone: "high", speed: 5, damage: 3 } },
  { id: "TST-107", name: "Riverstone Jab", type: "attack", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 3 }, symbols: ["water"], keywords: { traits: ["Punch"], flash: true }, attack: { zone: "high", speed: 5, damage: 2 } },
  { id: "TST-108", name: "Rolling Counter", type: "attack", original: true, difficulty: 4, control: 3, block: { zone: "low", modifier: 2 }, symbols: ["earth", "water"], keywords: { traits: ["Kick"], reversal: true }, attack: { zone: "low", speed: 3, damage: 4 } },
  { id: "TST-109", name: "Stone Wall", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["earth"], keywords: { breaker: 1 } },
  {
    id: "TST-110",
    name: "Deep Roots",
    type: "foundation",
    original: true,
    difficulty: 1,
    control: 6,
    block: { zone: "low", modifier: 3 },
    symbols: ["life"],
    abilities: [commitE([{ kind: "attack", damage: -1 }], "E Commit: Your opponent's attack gets -1 damage.", { attack: "opponents" })],
  },
  {
    id: "TST-111",
    name: "Patient Current",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "high", modifier: 3 },
    symbols: ["water"],
    abilities: [{ type: "F", costs: [{ kind: "commit" }], effects: [{ kind: "draw", n: 1 }], text: "F Commit: Draw 1 card." }],
  },
  {
    id: "TST-112",
    name: "Tide Turner",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "mid", modifier: 2 },
    symbols: ["water", "life"],
    abilities: [
      {
        type: "R",
        costs: [{ kind: "commit" }],
        condition: "after-your-attack-deals-damage",
        effects: [{ kind: "momentum-from-deck", n: 1 }],
        text: "R Commit: After your attack deals damage, add the top card of your deck to your momentum.",
      },
    ],
  },
  {
    id: "TST-113",
    name: "Healing Spring",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "low", modifier: 2 },
    symbols: ["life"],
    abilities: [{ type: "F", oncePerTurn: true, costs: [{ kind: "commit" }], effects: [{ kind: "gain-vitality", n: 1 }], text: "F [Once per turn] Commit: Gain 1 vitality." }],
  },
  {
    id: "TST-114",
    name: "Iron Bracers",
    type: "asset",
    original: true,
    difficulty: 3,
    control: 4,
    symbols: ["earth"],
    keywords: { unique: true },
    statics: [{ filter: { trait: "Slam" }, damage: 1, text: "Your slam attacks get +1 damage." }],
  },
  {
    id: "TST-115",
    name: "Brace for Impact",
    type: "action",
    original: true,
    difficulty: 2,
    control: 4,
    block: { zone: "mid", modifier: 2 },
    symbols: ["earth", "water"],
    abilities: [{ type: "E", attack: "opponents", costs: [], effects: [{ kind: "attack", speed: -2 }], text: "E: Your opponent's attack gets -2 speed." }],
  },
  {
    id: "TST-116",
    name: "Desperate Surge",
    type: "action",
    original: true,
    difficulty: 5,
    control: 4,
    symbols: ["life"],
    keywords: { desperation: 1 },
    abilities: [{ type: "F", costs: [], effects: [{ kind: "draw", n: 2 }], text: "F: Draw 2 cards." }],
  },
  {
    id: "TST-117",
    name: "Holloway Homestead",
    type: "foundation",
    original: true,
    difficulty: 1,
    control: 5,
    block: { zone: "high", modifier: 2 },
    symbols: ["earth", "life"],
    keywords: { only: "Bram Holloway" },
    abilities: [{ type: "E", attack: "yours", costs: [{ kind: "commit" }, { kind: "check", n: 3 }], effects: [{ kind: "attack", speed: 2 }], text: "E Commit, (+3): Your attack gets +2 speed." }],
  },
  // ——— Neutral cards (infinity symbol) ———
  { id: "TST-201", name: "Universal Guard", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["infinity"] },
  {
    id: "TST-202",
    name: "Moonlit Courtyard",
    type: "asset",
    original: true,
    difficulty: 3,
    control: 4,
    symbols: ["infinity"],
    keywords: { terrain: true },
    statics: [{ filter: { zone: "low" }, damage: 1, text: "Your low attacks get +1 damage." }],
  },
  {
    id: "TST-203",
    name: "Rooftop Duel",
    type: "asset",
    original: true,
    difficulty: 3,
    control: 4,
    symbols: ["infinity"],
    keywords: { terrain: true },
    statics: [{ filter: { zone: "high" }, speed: 1, text: "Your high attacks get +1 speed." }],
  },
  {
    id: "TST-204",
    name: "Quick Recovery",
    type: "action",
    original: true,
    difficulty: 1,
    control: 5,
    symbols: ["infinity"],
    abilities: [{ type: "R", costs: [], condition: "after-you-are-dealt-damage", effects: [{ kind: "check-bonus", n: 2 }], text: "R: After you are dealt damage, your next control check this turn gets +2." }],
  },
  // ——— Neutral cards for flips, Deadlock, re-checks, cancels and X costs ———
  {
    id: "TST-205",
    name: "Fading Stance",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "mid", modifier: 2 },
    symbols: ["infinity"],
    abilities: [{ type: "E", attack: "opponents", costs: [{ kind: "flip" }], effects: [{ kind: "attack", speed: -2 }], text: "E Flip: Your opponent's attack gets -2 speed." }],
  },
  {
    id: "TST-206",
    name: "Vanishing Feint",
    type: "action",
    original: true,
    difficulty: 3,
    control: 4,
    symbols: ["infinity"],
    abilities: [{ type: "E", attack: "opponents", costs: [{ kind: "check", n: 2 }], effects: [{ kind: "flip-attack" }], text: "E (+2): Flip your opponent's attack." }],
  },
  {
    id: "TST-207",
    name: "Siege Breaker",
    type: "foundation",
    original: true,
    difficulty: 3,
    control: 4,
    block: { zone: "high", modifier: 2 },
    symbols: ["infinity"],
    abilities: [{ type: "F", deadlock: true, costs: [{ kind: "destroy" }], effects: [{ kind: "opponent-destroys-foundations", n: 3 }], text: "Deadlock F Destroy: Your opponent destroys 3 of their foundations." }],
  },
  {
    id: "TST-208",
    name: "Second Look",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "low", modifier: 3 },
    symbols: ["infinity"],
    abilities: [{ type: "F", costs: [{ kind: "commit" }], effects: [{ kind: "recheck" }], text: "F Commit: If your next control check this turn is below its difficulty, re-check it." }],
  },
  {
    id: "TST-209",
    name: "Overwhelming Press",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "mid", modifier: 2 },
    symbols: ["infinity"],
    abilities: [
      {
        type: "E",
        attack: "yours",
        costs: [{ kind: "commit" }],
        effects: [{ kind: "attack", damage: 3 }],
        cancel: { momentum: 1, destroy: false },
        text: "E Commit: Your attack gets +3 damage. Your opponent may discard 1 momentum to cancel this ability.",
      },
    ],
  },
  {
    id: "TST-210",
    name: "Reckless Gamble",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "low", modifier: 2 },
    symbols: ["infinity"],
    abilities: [
      {
        type: "F",
        costs: [{ kind: "commit" }],
        effects: [{ kind: "draw", n: 2 }],
        cancel: { momentum: 2, destroy: true },
        text: "F Commit: Draw 2 cards. Your opponent may discard 2 momentum to cancel this ability and destroy this card.",
      },
    ],
  },
  {
    id: "TST-211",
    name: "Calculated Risk",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "high", modifier: 3 },
    symbols: ["infinity"],
    abilities: [{ type: "E", attack: "yours", x: "choose", costs: [{ kind: "commit" }, { kind: "check", n: "X" }], effects: [{ kind: "attack", damage: 1, perPaid: true }], text: "E Commit, (+X): Your attack gets +X damage." }],
  },
  {
    id: "TST-212",
    name: "Crowded Ring",
    type: "foundation",
    original: true,
    difficulty: 2,
    control: 5,
    block: { zone: "mid", modifier: 3 },
    symbols: ["infinity"],
    abilities: [
      {
        type: "E",
        attack: "yours",
        x: "pool",
        costs: [{ kind: "commit" }, { kind: "check", n: "X" }],
        effects: [{ kind: "attack", speed: 2 }],
        text: "E Commit, (+X): Your attack gets +2 speed. X is the number of cards in your card pool.",
      },
    ],
  },
];

/**
 * D.2.2.2: a face-down card in the staging area is a foundation with no other base values; C.2.2.1
 * it is private to its controller. Its card is kept (it may be turned face up again, K.4.2.1).
 */
export const FACE_DOWN_FOUNDATION: CardDef = { id: "face-down", name: "Face-down foundation", type: "foundation", original: true, difficulty: 0, control: 0, symbols: [] };

const BY_ID = new Map(CARDS.map((c) => [c.id, c]));
const BY_NAME = new Map(CARDS.map((c) => [c.name, c]));

export function cardDef(id: string): CardDef {
  const c = BY_ID.get(id);
  if (c === undefined) throw new Error(`ufs: unknown card ${id}`);
  return c;
}
export function isCard(id: string): boolean {
  return BY_ID.has(id);
}
export function cardByName(name: string): CardDef | undefined {
  return BY_NAME.get(name);
}

/** B.6.6.2: the infinity symbol grants all twelve resource symbols. */
export function symbolsOf(def: CardDef): ReadonlySet<ResourceSymbol> {
  if (def.symbols.includes("infinity")) return new Set(RESOURCE_SYMBOLS);
  return new Set(def.symbols as ResourceSymbol[]);
}

/** The card's traits (I.1). */
export function traitsOf(def: CardDef): readonly Trait[] {
  return def.keywords?.traits ?? [];
}

/**
 * Printed abilities plus those granted by keywords (I.2.1, text of I.3), in a fixed order so that
 * `ability index` in decision ids is stable.
 */
export function abilitiesOf(def: CardDef): readonly Ability[] {
  const cached = ABILITIES.get(def.id);
  if (cached !== undefined) return cached;
  const k = def.keywords ?? {};
  const out: Ability[] = [...(def.abilities ?? [])];
  if (k.breaker !== undefined)
    out.push({
      type: "R",
      keyword: "Breaker",
      costs: [],
      condition: "after-you-block-with-this",
      effects: [{ kind: "breaker", n: k.breaker }],
      text: `Breaker: ${k.breaker} — R: After you block with this card, the next card your opponent attempts to play this turn gets +${k.breaker} difficulty.`,
    });
  if (k.ex !== undefined)
    out.push({
      type: "E",
      keyword: "EX",
      costs: [{ kind: "momentum", min: 1, max: null }],
      effects: [{ kind: "attack", speed: k.ex, perPaid: true }],
      text: `EX: ${k.ex} — E Discard 1 or more momentum: This attack gets +${k.ex} speed for each card paid.`,
    });
  if (k.gauge !== undefined)
    out.push({
      type: "E",
      keyword: "Gauge",
      costs: [],
      effects: [{ kind: "gauge", n: k.gauge }],
      text: `Gauge: ${k.gauge} — E: If this attack deals ${k.gauge} or more damage, you may search your deck and discard pile for a character card that shares a name with your starting character and add it to your staging area.`,
    });
  if (k.multiple !== undefined)
    out.push({
      type: "E",
      keyword: "Multiple",
      costs: [{ kind: "momentum", min: 1, max: k.multiple }],
      effects: [{ kind: "multiple" }],
      text: `Multiple: ${k.multiple} — E Discard X momentum (minimum 1, maximum ${k.multiple}): Add X cards from the top of your discard pile to your card pool face down as multiple copies of this attack. Add those attacks to the attack stack.`,
    });
  if (k.powerful !== undefined)
    out.push({
      type: "E",
      keyword: "Powerful",
      costs: [{ kind: "momentum", min: 1, max: null }],
      effects: [{ kind: "attack", damage: k.powerful, perPaid: true }],
      text: `Powerful: ${k.powerful} — E Discard 1 or more momentum: This attack gets +${k.powerful} damage for each card paid.`,
    });
  if (k.stun !== undefined)
    out.push({ type: "E", keyword: "Stun", costs: [], effects: [{ kind: "stun", n: k.stun }], text: `Stun: ${k.stun} — E: Your opponent commits ${k.stun} foundations.` });
  if (k.reversal === true)
    out.push({
      type: "R",
      keyword: "Reversal",
      fromHand: true,
      costs: [{ kind: "play-as-reversal" }],
      condition: "after-opponents-blocked-attack-resolves",
      effects: [{ kind: "reversal" }],
      text: "Reversal — R [Hand] Play this card as a reversal: After your opponent's blocked attack resolves, add this attack to the attack stack.",
    });
  ABILITIES.set(def.id, out);
  return out;
}
const ABILITIES = new Map<string, readonly Ability[]>();

/** The keyword line as printed (B.6.5.1). */
export function keywordLine(def: CardDef): string {
  const k = def.keywords ?? {};
  const parts: string[] = [...(k.traits ?? [])];
  if (k.only !== undefined) parts.push(`${k.only} Only`);
  if (k.combo !== undefined) parts.push(`Combo (${k.combo})`);
  if (k.breaker !== undefined) parts.push(`Breaker: ${k.breaker}`);
  if (k.desperation !== undefined) parts.push(`Desperation: ${k.desperation}`);
  if (k.ex !== undefined) parts.push(`EX: ${k.ex}`);
  if (k.flash === true) parts.push("Flash");
  if (k.gauge !== undefined) parts.push(`Gauge: ${k.gauge}`);
  if (k.multiple !== undefined) parts.push(`Multiple: ${k.multiple}`);
  if (k.powerful !== undefined) parts.push(`Powerful: ${k.powerful}`);
  if (k.reversal === true) parts.push("Reversal");
  if (k.safe === true) parts.push("Safe");
  if (k.stun !== undefined) parts.push(`Stun: ${k.stun}`);
  if (k.terrain === true) parts.push("Terrain");
  if (k.throw === true) parts.push("Throw");
  if (k.unique === true) parts.push("Unique");
  return parts.join(", ");
}

/** The whole text box: keyword line, then each printed ability and continuous ability. */
export function textOf(def: CardDef): string {
  const lines = [keywordLine(def), ...(def.abilities ?? []).map((a) => a.text), ...(def.statics ?? []).map((s) => s.text)];
  return lines.filter((l) => l !== "").join("\n");
}
