/**
 * The card table: printed values only (STYLE.md 5: stats are data). What a card does is in its
 * module under cards/, registered by card id.
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
export type AttackFilter = {
  readonly trait?: Trait;
  readonly zone?: Zone;
};

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
}

/** The card table. Ids are stable: logs and deck lists refer to them. */
export const CARDS: readonly CardDef[] = [
  { id: "TST-001", name: "Kaede Arashi", characterName: "Kaede Arashi", version: 1, type: "character", original: true, difficulty: 0, control: 0, symbols: ["fire", "order", "air"], handSize: 6, vitality: 22 },
  { id: "TST-002", name: "Rising Palm", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["fire", "order"], keywords: { traits: ["Punch"] }, attack: { zone: "high", speed: 4, damage: 3 } },
  { id: "TST-003", name: "Falling Heel", type: "attack", original: true, difficulty: 3, control: 5, block: { zone: "low", modifier: 3 }, symbols: ["fire", "air"], keywords: { traits: ["Kick"] }, attack: { zone: "low", speed: 5, damage: 3 } },
  { id: "TST-004", name: "Tempest Kick", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "high", modifier: 1 }, symbols: ["air", "order"], keywords: { traits: ["Kick"], powerful: 2 }, attack: { zone: "mid", speed: 3, damage: 5 } },
  { id: "TST-005", name: "Ember Jab", type: "attack", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 3 }, symbols: ["fire"], keywords: { traits: ["Punch"], flash: true }, attack: { zone: "high", speed: 6, damage: 2 } },
  { id: "TST-006", name: "Spiral Strike", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "mid", modifier: 2 }, symbols: ["fire", "order", "air"], keywords: { traits: ["Punch"], stun: 1, ex: 1 }, attack: { zone: "mid", speed: 4, damage: 4 } },
  { id: "TST-007", name: "Crescent Finisher", type: "attack", original: true, difficulty: 6, control: 2, block: { zone: "high", modifier: 1 }, symbols: ["order"], keywords: { traits: ["Kick"], combo: "Kick" }, attack: { zone: "mid", speed: 3, damage: 6 } },
  { id: "TST-008", name: "Counter Palm", type: "attack", original: true, difficulty: 4, control: 3, block: { zone: "high", modifier: 3 }, symbols: ["fire", "order"], keywords: { traits: ["Punch"], reversal: true }, attack: { zone: "high", speed: 4, damage: 3 } },
  { id: "TST-019", name: "Kaede Arashi ••", characterName: "Kaede Arashi", version: 2, type: "character", original: true, difficulty: 4, control: 4, symbols: ["fire", "good"], handSize: 6, vitality: 21 },
  { id: "TST-020", name: "Gale Uppercut", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "high", modifier: 2 }, symbols: ["fire", "order"], keywords: { traits: ["Punch"], gauge: 3 }, attack: { zone: "high", speed: 4, damage: 4 } },
  { id: "TST-018", name: "Flurry of Blows", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["fire", "air"], keywords: { traits: ["Punch"], multiple: 2 }, attack: { zone: "mid", speed: 3, damage: 2 } },
  { id: "TST-009", name: "Dojo Discipline", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["fire", "order"] },
  { id: "TST-010", name: "Focused Breath", type: "foundation", original: true, difficulty: 1, control: 6, block: { zone: "low", modifier: 4 }, symbols: ["air"] },
  { id: "TST-011", name: "Burning Resolve", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "high", modifier: 3 }, symbols: ["fire"] },
  { id: "TST-012", name: "Steady Guard", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["order"] },
  { id: "TST-013", name: "Rushing Wind", type: "foundation", original: true, difficulty: 1, control: 6, block: { zone: "low", modifier: 3 }, symbols: ["air"] },
  { id: "TST-014", name: "Inner Flame", type: "foundation", original: true, difficulty: 3, control: 5, block: { zone: "high", modifier: 2 }, symbols: ["fire"] },
  { id: "TST-015", name: "Training Gi", type: "asset", original: true, difficulty: 3, control: 4, symbols: ["order", "air"], keywords: { unique: true } },
  { id: "TST-016", name: "Second Wind", type: "action", original: true, difficulty: 2, control: 4, symbols: ["fire", "order"] },
  { id: "TST-017", name: "Read the Opening", type: "action", original: true, difficulty: 3, control: 4, symbols: ["air", "order"] },
  { id: "TST-101", name: "Bram Holloway", characterName: "Bram Holloway", version: 1, type: "character", original: true, difficulty: 0, control: 0, symbols: ["earth", "water", "life"], handSize: 7, vitality: 20 },
  { id: "TST-102", name: "Boulder Toss", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "mid", modifier: 1 }, symbols: ["earth"], keywords: { traits: ["Slam"], throw: true }, attack: { zone: "high", speed: 2, damage: 6 } },
  { id: "TST-103", name: "Shoulder Check", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["earth", "life"], keywords: { traits: ["Slam"], stun: 2 }, attack: { zone: "mid", speed: 3, damage: 4 } },
  { id: "TST-104", name: "Tidal Sweep", type: "attack", original: true, difficulty: 3, control: 5, block: { zone: "low", modifier: 3 }, symbols: ["water"], keywords: { traits: ["Kick"], safe: true }, attack: { zone: "low", speed: 4, damage: 3 } },
  { id: "TST-105", name: "Grappling Hold", type: "attack", original: true, difficulty: 5, control: 3, block: { zone: "high", modifier: 1 }, symbols: ["earth", "water"], keywords: { throw: true, powerful: 1 }, attack: { zone: "mid", speed: 3, damage: 5 } },
  { id: "TST-106", name: "Undertow Hook", type: "attack", original: true, difficulty: 4, control: 4, block: { zone: "high", modifier: 2 }, symbols: ["water", "life"], keywords: { traits: ["Punch"], ex: 2 }, attack: { zone: "high", speed: 5, damage: 3 } },
  { id: "TST-107", name: "Riverstone Jab", type: "attack", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 3 }, symbols: ["water"], keywords: { traits: ["Punch"], flash: true }, attack: { zone: "high", speed: 5, damage: 2 } },
  { id: "TST-108", name: "Rolling Counter", type: "attack", original: true, difficulty: 4, control: 3, block: { zone: "low", modifier: 2 }, symbols: ["earth", "water"], keywords: { traits: ["Kick"], reversal: true }, attack: { zone: "low", speed: 3, damage: 4 } },
  { id: "TST-109", name: "Stone Wall", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["earth"], keywords: { breaker: 1 } },
  { id: "TST-110", name: "Deep Roots", type: "foundation", original: true, difficulty: 1, control: 6, block: { zone: "low", modifier: 3 }, symbols: ["life"] },
  { id: "TST-111", name: "Patient Current", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "high", modifier: 3 }, symbols: ["water"] },
  { id: "TST-112", name: "Tide Turner", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["water", "life"] },
  { id: "TST-113", name: "Healing Spring", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "low", modifier: 2 }, symbols: ["life"] },
  { id: "TST-114", name: "Iron Bracers", type: "asset", original: true, difficulty: 3, control: 4, symbols: ["earth"], keywords: { unique: true } },
  { id: "TST-115", name: "Brace for Impact", type: "action", original: true, difficulty: 2, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["earth", "water"] },
  { id: "TST-116", name: "Desperate Surge", type: "action", original: true, difficulty: 5, control: 4, symbols: ["life"], keywords: { desperation: 1 } },
  { id: "TST-117", name: "Holloway Homestead", type: "foundation", original: true, difficulty: 1, control: 5, block: { zone: "high", modifier: 2 }, symbols: ["earth", "life"], keywords: { only: "Bram Holloway" } },
  { id: "TST-201", name: "Universal Guard", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["infinity"] },
  { id: "TST-202", name: "Moonlit Courtyard", type: "asset", original: true, difficulty: 3, control: 4, symbols: ["infinity"], keywords: { terrain: true } },
  { id: "TST-203", name: "Rooftop Duel", type: "asset", original: true, difficulty: 3, control: 4, symbols: ["infinity"], keywords: { terrain: true } },
  { id: "TST-204", name: "Quick Recovery", type: "action", original: true, difficulty: 1, control: 5, symbols: ["infinity"] },
  { id: "TST-205", name: "Fading Stance", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["infinity"] },
  { id: "TST-206", name: "Vanishing Feint", type: "action", original: true, difficulty: 3, control: 4, symbols: ["infinity"] },
  { id: "TST-207", name: "Siege Breaker", type: "foundation", original: true, difficulty: 3, control: 4, block: { zone: "high", modifier: 2 }, symbols: ["infinity"] },
  { id: "TST-208", name: "Second Look", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "low", modifier: 3 }, symbols: ["infinity"] },
  { id: "TST-209", name: "Overwhelming Press", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["infinity"] },
  { id: "TST-210", name: "Reckless Gamble", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "low", modifier: 2 }, symbols: ["infinity"] },
  { id: "TST-211", name: "Calculated Risk", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "high", modifier: 3 }, symbols: ["infinity"] },
  { id: "TST-212", name: "Crowded Ring", type: "foundation", original: true, difficulty: 2, control: 5, block: { zone: "mid", modifier: 3 }, symbols: ["infinity"] },
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

