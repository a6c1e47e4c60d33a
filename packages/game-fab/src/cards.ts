import type { CardData } from "./card-data";
import { WTR_CARDS } from "./data/wtr";

/**
 * Card behaviour (STYLE.md 5): stats come from the imported data, behaviour is bound here by card
 * id from a small vocabulary of building blocks. A card without a behaviour entry is not
 * implemented, and setup refuses decks that contain it.
 */

/** Which attacks a "next attack" or reaction applies to. */
export type AttackFilter = "any" | "weapon" | "brute" | "brute-attack-action" | "attack-action-cost-1-or-less" | "attack-action-cost-2-or-more";

/** A bonus waiting for the controller's next matching attack this turn (CR 6.2, "next attack"). */
export interface NextAttackBonus {
  readonly filter: AttackFilter;
  readonly power: number;
  readonly goAgain?: boolean;
  /** "If this hits, the attack gains go again" (Warrior's Valor). */
  readonly goAgainOnHit?: boolean;
}

export type Effect =
  /** CR 8.5.10 */
  | { readonly kind: "intimidate" }
  /** CR 8.5.6 */
  | { readonly kind: "draw"; readonly count: number }
  /** CR 8.5.7 */
  | { readonly kind: "gain-life"; readonly amount: number }
  | { readonly kind: "next-attack"; readonly bonus: NextAttackBonus }
  /** "Target attack gains +N{p}" on the active chain link (CR 8.5.8). */
  | { readonly kind: "buff-attack"; readonly power: number; readonly goAgain?: boolean }
  /** "The attack gains go again" (Warrior's Valor on hit). */
  | { readonly kind: "attack-go-again" }
  /** Put a +1{p} counter on the weapon (Dawnblade's second hit). */
  | { readonly kind: "weapon-power-counter" }
  /** Dorinthea: the weapon may attack an additional time this turn. */
  | { readonly kind: "weapon-extra-attack" }
  /** "Target weapon's attacks get +N{p} (and dominate) until end of turn" (your weapon). */
  | { readonly kind: "weapon-buff-turn"; readonly power: number; readonly dominate: boolean }
  /** Romping Club: +1{p} until end of turn. */
  | { readonly kind: "weapon-power-this-turn" }
  /** CR 1.8.3: "you may …" — the controller chooses whether to apply the effects. */
  | { readonly kind: "may"; readonly text: string; readonly effects: readonly Effect[] }
  /** CR 8.5.3: deal N damage to the attacking hero. */
  | { readonly kind: "damage-attacker"; readonly amount: number };

export interface CardBehaviour {
  /** "As an additional cost to play this, discard a random card" (CR 5.1.9, 8.5.5). */
  readonly discardRandomCost?: boolean;
  /** Resolution abilities of a non-attack layer, in order (CR 5.3.4). */
  readonly onResolve?: readonly Effect[];
  /** "When this attacks" triggers (CR 7.2.4). */
  readonly onAttack?: readonly Effect[];
  /** "When this hits" triggers (CR 7.5.5). */
  readonly onHit?: readonly Effect[];
  /** Attack reactions: the attacks they may target (CR 8.1.2). */
  readonly reactsTo?: AttackFilter;
  /** Reprise: extra effects if the defending hero defended with a card from hand this chain link. */
  readonly reprise?: readonly Effect[];
  /** Defense reactions: effects when it becomes defending against a weapon attack (Steelblade Shunt). */
  readonly onDefendWeapon?: readonly Effect[];
  /** "If played from arsenal, it gains +N{d}" (Unmovable). */
  readonly arsenalDefense?: number;
  /** "When this is played, if you have less {h} than an opposing hero, it gets go again." */
  readonly goAgainIfBehind?: boolean;
  /** "If the discarded card has 6 or more {p}, this gains go again" (Breakneck Battery). */
  readonly goAgainIfDiscardedSix?: boolean;
  /** "When you play this, if you have less {h} than an opposing hero, this gains +N{p}" (Wounded Bull). */
  readonly powerIfBehind?: number;
  /** "While this is defended by less than 2 non-equipment cards, it has +N{p}" (Barraging Brawnhide). */
  readonly powerIfBarelyDefended?: number;
  /** Weapons: "Once per Turn Action – {r}×N: Attack" (CR 8.1.9, 1.4.3). */
  readonly weaponCost?: number;
  /** Dawnblade: a +1{p} counter on the second hit in a turn; counters removed if it did not hit. */
  readonly dawnblade?: boolean;
  /** Romping Club: once per turn, +1{p} until end of turn when you discard a card with 6+ {p}. */
  readonly rompingClub?: boolean;
  /** Rhinar: whenever you discard a card with 6+ {p} during your action phase, intimidate. */
  readonly rhinar?: boolean;
  /** Dorinthea: once per turn, when a weapon you control hits, it may attack an additional time. */
  readonly dorinthea?: boolean;
}

const byName = (name: string, color: string | null = null): string => {
  const card = WTR_CARDS.find((c) => c.name === name && (color === null || c.color === color));
  if (card === undefined) throw new Error(`cards: no Welcome to Rathe card "${name}" ${color ?? ""}`);
  return card.id;
};

/** The three pitch versions of a card, with their N for red / yellow / blue. */
function cycle(name: string, n: readonly [number, number, number], make: (n: number) => CardBehaviour): [string, CardBehaviour][] {
  return (["Red", "Yellow", "Blue"] as const).map((color, i) => [byName(name, color), make(n[i]!)]);
}
const plain = (name: string): [string, CardBehaviour][] => cycle(name, [0, 0, 0], () => ({}));

export const BEHAVIOURS: ReadonlyMap<string, CardBehaviour> = new Map<string, CardBehaviour>([
  // Heroes and weapons.
  [byName("Rhinar"), { rhinar: true }],
  [byName("Romping Club"), { weaponCost: 2, rompingClub: true }],
  [byName("Dorinthea"), { dorinthea: true }],
  [byName("Dawnblade"), { weaponCost: 1, dawnblade: true }],
  // Equipment: defense from data, Blade Break / Battleworn from keywords (CR 8.3.2, 8.3.3).
  [byName("Ironrot Helm"), {}],
  [byName("Ironrot Plate"), {}],
  [byName("Ironrot Gauntlet"), {}],
  [byName("Ironrot Legs"), {}],
  // Brute.
  ...cycle("Savage Swing", [0, 0, 0], () => ({ discardRandomCost: true })),
  ...cycle("Wrecker Romp", [0, 0, 0], () => ({ discardRandomCost: true })),
  ...cycle("Breakneck Battery", [0, 0, 0], () => ({ discardRandomCost: true, goAgainIfDiscardedSix: true })),
  ...cycle("Pack Hunt", [0, 0, 0], () => ({ onAttack: [{ kind: "intimidate" }] })),
  ...cycle("Smash Instinct", [0, 0, 0], () => ({ onAttack: [{ kind: "intimidate" }] })),
  ...cycle("Awakening Bellow", [3, 2, 1], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "brute-attack-action", power: n } }, { kind: "intimidate" }],
  })),
  [byName("Alpha Rampage"), { discardRandomCost: true, onAttack: [{ kind: "intimidate" }] }],
  ...cycle("Primeval Bellow", [5, 4, 3], (n) => ({ discardRandomCost: true, onResolve: [{ kind: "next-attack", bonus: { filter: "brute", power: n } }] })),
  // Warrior.
  ...cycle("Biting Blade", [3, 2, 1], (n) => ({
    reactsTo: "weapon",
    onResolve: [{ kind: "buff-attack", power: n }],
    reprise: [{ kind: "weapon-buff-turn", power: 1, dominate: false }],
  })),
  [byName("Glint the Quicksilver"), { reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: 0, goAgain: true }], reprise: [{ kind: "draw", count: 1 }] }],
  ...cycle("Sharpen Steel", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n } }] })),
  ...cycle("Driving Blade", [3, 2, 1], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n, goAgain: true } }],
  })),
  ...cycle("Warrior's Valor", [3, 2, 1], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n, goAgainOnHit: true } }],
  })),
  [byName("Ironsong Determination"), { onResolve: [{ kind: "weapon-buff-turn", power: 1, dominate: true }] }],
  ...cycle("Overpower", [4, 3, 2], (n) => ({
    reactsTo: "weapon",
    onResolve: [{ kind: "buff-attack", power: n }],
    // Reprise: "instead it gains +(N+2)", i.e. two more.
    reprise: [{ kind: "buff-attack", power: 2 }],
  })),
  ...cycle("Ironsong Response", [3, 2, 1], (n) => ({ reactsTo: "weapon", reprise: [{ kind: "buff-attack", power: n }] })),
  ...cycle("Steelblade Shunt", [0, 0, 0], () => ({ onDefendWeapon: [{ kind: "damage-attacker", amount: 1 }] })),
  // Generic.
  ...plain("Raging Onslaught"),
  ...plain("Wounding Blow"),
  ...cycle("Snatch", [0, 0, 0], () => ({ onHit: [{ kind: "draw", count: 1 }] })),
  ...cycle("Scar for a Scar", [0, 0, 0], () => ({ goAgainIfBehind: true })),
  ...cycle("Wounded Bull", [1, 1, 1], (n) => ({ powerIfBehind: n })),
  ...cycle("Barraging Brawnhide", [1, 1, 1], (n) => ({ powerIfBarelyDefended: n })),
  ...cycle("Nimblism", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "attack-action-cost-1-or-less", power: n } }] })),
  ...cycle("Sloggism", [6, 5, 4], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "attack-action-cost-2-or-more", power: n } }] })),
  ...cycle("Sigil of Solace", [3, 2, 1], (n) => ({ onResolve: [{ kind: "gain-life", amount: n }] })),
  ...cycle("Unmovable", [0, 0, 0], () => ({ arsenalDefense: 1 })),
]);

const DATA: ReadonlyMap<string, CardData> = new Map(WTR_CARDS.map((c) => [c.id, c]));

export function cardData(id: string): CardData {
  const card = DATA.get(id);
  if (card === undefined) throw new Error(`cards: unknown card id ${id}`);
  return card;
}
export const isKnownCard = (id: string): boolean => DATA.has(id);
export const behaviourOf = (id: string): CardBehaviour | undefined => BEHAVIOURS.get(id);
export const isImplemented = (id: string): boolean => BEHAVIOURS.has(id);

export const hasType = (id: string, type: string): boolean => cardData(id).types.includes(type);
export const hasKeyword = (id: string, keyword: string): boolean => cardData(id).keywords.includes(keyword);

/** Deck-cards by type (CR 1.3.2c). */
export const isAttackAction = (id: string): boolean => hasType(id, "Action") && hasType(id, "Attack");
export const isNonAttackAction = (id: string): boolean => hasType(id, "Action") && !hasType(id, "Attack");
export const isAttackReaction = (id: string): boolean => hasType(id, "Attack Reaction");
export const isDefenseReaction = (id: string): boolean => hasType(id, "Defense Reaction");
export const isInstant = (id: string): boolean => hasType(id, "Instant");
export const isHero = (id: string): boolean => hasType(id, "Hero");
export const isWeapon = (id: string): boolean => hasType(id, "Weapon");
export const isEquipment = (id: string): boolean => hasType(id, "Equipment");

/** The equipment slot a card occupies (CR 3.2, 3.5, 3.10, 3.12, 3.16). */
export function slotOf(id: string): "weapon" | "head" | "chest" | "arms" | "legs" | null {
  if (isWeapon(id)) return "weapon";
  if (!isEquipment(id)) return null;
  for (const s of ["Head", "Chest", "Arms", "Legs"] as const) if (hasType(id, s)) return s.toLowerCase() as "head" | "chest" | "arms" | "legs";
  return null;
}

/** A readable card name with its pitch colour, as players say it ("Savage Swing (red)"). */
export function cardName(id: string): string {
  const c = cardData(id);
  return c.color === null ? c.name : `${c.name} (${c.color.toLowerCase()})`;
}
