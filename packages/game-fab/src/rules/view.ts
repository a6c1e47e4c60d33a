import type { Seat } from "@tablecast/engine";
import { behaviourOf, cardData, hasType } from "../cards";
import type { ChainLink, FabState, Gear, Layer, Mark, PlayerState } from "../state";

/** Reading the board: what rules, card modules and bots ask of a state (no rule applied here). */

/** What the combat helpers read; both the stored state and a draft satisfy it. */
export type CombatView = Pick<FabState, "players" | "chain" | "turnEffects" | "turn">;

/** The active chain link (CR 7.0.3b), if the combat chain is open and it has not resolved. */
export function activeLink<T extends { readonly chain: readonly ChainLink[] }>(s: T): T["chain"][number] | null {
  const link = s.chain[s.chain.length - 1];
  return link === undefined || link.resolved ? null : link;
}

export const isWeaponAttack = (attack: Layer): boolean => attack.trigger === undefined && attack.ability === undefined && attack.weapon !== undefined;

/** The weapon behind an attack-proxy (CR 1.4.3), wherever it is. */
export function weaponOf(s: { readonly players: readonly { readonly gear: readonly Gear[] }[] }, attack: Layer): Gear | null {
  if (attack.weapon === undefined) return null;
  return s.players[attack.controller]!.gear.find((g) => g.id === attack.weapon) ?? null;
}

/**
 * "The number of times you have boosted this combat chain" (Plasma Barrel Shot, Meganetic Shockwave, Overblast): the chain links whose
 * attack its controller boosted (CR 8.3.9a; boost is printed on attack cards only, and a boosted attack becomes a chain link).
 */
export const boostsThisChain = (s: Pick<FabState, "chain">, seat: Seat): number => s.chain.filter((l) => l.attack.controller === seat && l.attack.boosted === true).length;

/** A "Mechanologist pistol" (Induction Chamber, Plasma Purifier). */
export const isMechanologistPistol = (card: string): boolean => cardData(card).types.includes("Mechanologist") && cardData(card).types.includes("Pistol");

/** A mark on a player that applies during `turn` (crush effects). */
export function hasMark(p: Pick<PlayerState, "marks">, kind: Mark["kind"], turn: number): boolean {
  // A loop, not some(): asked for every card on every question.
  for (const m of p.marks) if (m.kind === kind && m.from <= turn && turn <= m.until) return true;
  return false;
}

/** Crush Confidence: "they lose all hero card effects and activated abilities". */
export const heroActive = (s: Pick<FabState, "players" | "turn">, seat: Seat): boolean => !hasMark(s.players[seat]!, "no-hero-abilities", s.turn);

/** CR 2.11.6a: the class supertypes. */
export const CLASSES: readonly string[] = [
  ...["Adjudicator", "Assassin", "Bard", "Brute", "Guardian", "Illusionist", "Mechanologist", "Merchant", "Necromancer"],
  ...["Ninja", "Pirate", "Ranger", "Runeblade", "Shapeshifter", "Thief", "Warrior", "Wizard"],
];

/** The classes of a player's hero as it is now: a hero that became a copy has the copied hero's (CR 8.5.25). */
export const heroClasses = (p: Pick<PlayerState, "hero">): readonly string[] => cardData(p.hero.card).types.filter((t) => CLASSES.includes(t));

/**
 * Whether a card `owner` owns is of the class `cls` (a card's class is a supertype, CR 2.11.6): printed so, or its owner's hero
 * has "Cards you own are the class of your hero in addition to their other class types" (Shiyana's copy, `HeroCopy`) and is of
 * that class, while the hero's abilities work. Every class check on a card that an effect or ability makes goes through here.
 */
export function isClass(s: Pick<FabState, "players" | "turn">, owner: Seat, card: string, cls: string): boolean {
  if (hasType(card, cls)) return true;
  const p = s.players[owner];
  return p !== undefined && p.hero.copy?.ownCardsHeroClass === true && heroActive(s, owner) && heroClasses(p).includes(cls);
}

/**
 * CR 8.4.1 Combo: "If [NAMES] was the last attack this combat chain". For an attack on the stack
 * that is the attack of the last chain link; for an attack on the chain, the link before its own.
 */
export function comboActive(s: Pick<FabState, "chain">, attack: Layer): boolean {
  const combo = behaviourOf(attack.card)?.combo;
  if (combo === undefined || isWeaponAttack(attack)) return false;
  const own = s.chain.findIndex((l) => l.attack.id === attack.id);
  const previous = s.chain[own < 0 ? s.chain.length - 1 : own - 1];
  return previous !== undefined && combo.after.includes(cardData(previous.attack.card).name);
}

/**
 * "The named card can't be pitched, played or used to defend while Chains of Eminence is in the arena": a card whose name a
 * permanent in the arena named (CR 1.0.2: the restriction wins over what would allow it).
 */
export function isNamed(s: Pick<FabState, "players">, card: string): boolean {
  let name: string | undefined;
  for (const p of s.players) for (const c of p.permanents) if (c.named !== undefined && c.named === (name ??= cardData(card).name)) return true;
  return false;
}
/** The cards of `cards` that may be pitched (not named by Chains of Eminence). */
export const pitchable = <T extends { readonly card: string }>(s: Pick<FabState, "players">, cards: readonly T[]): readonly T[] =>
  s.players.some((p) => p.permanents.some((c) => c.named !== undefined)) ? cards.filter((c) => !isNamed(s, c.card)) : cards;

/** A card as it would be on the stack, to test "next attack action card" filters and combos before it is played. */
export const asLayer = (card: string, controller: Seat): Layer => ({ id: "", card, controller, fromArsenal: false, goAgain: false, powerBonus: 0, goAgainOnHit: false });
/** A weapon's attack as a layer-to-be (its cost worked out before it is activated): a literal, since legal decisions make one per weapon. */
export const asWeaponAttack = (card: string, controller: Seat, weapon: string): Layer => ({ id: "", card, controller, fromArsenal: false, goAgain: false, powerBonus: 0, goAgainOnHit: false, weapon });
