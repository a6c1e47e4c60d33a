import type { Seat } from "@tablecast/engine";
import { behaviourOf, cardData, hasKeyword, hasType, isWeapon, type AttackFilter } from "./cards";
import type { ChainLink, Defender, Gear, Layer } from "./state";

/** The active chain link (CR 7.0.3b), if the combat chain is open and it has not resolved. */
export function activeLink<T extends { readonly chain: readonly ChainLink[] }>(s: T): T["chain"][number] | null {
  const link = s.chain[s.chain.length - 1];
  return link === undefined || link.resolved ? null : link;
}

export const isWeaponAttack = (attack: Layer): boolean => attack.trigger === undefined && attack.weapon !== undefined;

/** Does an attack match a "next attack" or reaction filter? */
export function attackMatches(attack: Layer, filter: AttackFilter): boolean {
  switch (filter) {
    case "any":
      return true;
    case "weapon":
      return isWeaponAttack(attack);
    case "brute":
      return hasType(attack.card, "Brute");
    case "brute-attack-action":
      return !isWeaponAttack(attack) && hasType(attack.card, "Brute");
    case "attack-action-cost-1-or-less":
      return !isWeaponAttack(attack) && (cardData(attack.card).cost ?? 0) <= 1;
    case "attack-action-cost-2-or-more":
      return !isWeaponAttack(attack) && (cardData(attack.card).cost ?? 0) >= 2;
  }
}

/** The weapon behind an attack-proxy (CR 1.4.3), wherever it is. */
export function weaponOf(s: { readonly players: readonly { readonly gear: readonly Gear[] }[] }, attack: Layer): Gear | null {
  if (attack.weapon === undefined) return null;
  return s.players[attack.controller]!.gear.find((g) => g.id === attack.weapon) ?? null;
}

/** CR 2.0.3c: the attack's power, never below 0: printed power, counters and effects. */
export function attackPower(
  s: { readonly players: readonly { readonly gear: readonly Gear[] }[]; readonly chain: readonly ChainLink[] },
  attack: Layer,
): number {
  const base = cardData(attack.card).power ?? 0;
  const weapon = weaponOf(s, attack);
  const weaponBonus = weapon === null ? 0 : weapon.powerCounters + weapon.powerThisTurn;
  // A "while defended by fewer than 2 non-equipment cards" static bonus (Barraging Brawnhide).
  const link = s.chain.find((l) => l.attack.id === attack.id);
  const barely = behaviourOf(attack.card)?.powerIfBarelyDefended ?? 0;
  const staticBonus = link !== undefined && link.defenders.filter((d) => d.gear === undefined).length < 2 ? barely : 0;
  return Math.max(0, base + weaponBonus + attack.powerBonus + staticBonus);
}

/** CR 7.5.2: the sum of the defending cards' defense. */
export const totalDefense = (link: { readonly defenders: readonly Defender[] }): number =>
  link.defenders.reduce((sum, d) => sum + Math.max(0, d.defense), 0);

/** A card's current defense: printed {d} minus -1{d} counters, plus arsenal bonuses. */
export function defenseOf(card: string, counters: number, fromArsenal = false): number {
  const printed = cardData(card).defense ?? 0;
  const bonus = fromArsenal ? (behaviourOf(card)?.arsenalDefense ?? 0) : 0;
  return Math.max(0, printed - counters + bonus);
}

/** CR 8.3.4: dominate — can't be defended by more than one card from hand. */
export function hasDominate(s: { readonly players: readonly { readonly gear: readonly Gear[] }[] }, attack: Layer): boolean {
  if (isWeaponAttack(attack)) return weaponOf(s, attack)?.dominateThisTurn === true;
  return hasKeyword(attack.card, "Dominate");
}

export const isAttackLayer = (layer: Layer): boolean => layer.trigger === undefined && (isWeaponAttack(layer) || hasType(layer.card, "Attack"));

export const defendedFromHand = (link: { readonly defenders: readonly Defender[] }): boolean => link.defenders.some((d) => d.fromHand);

/** Describes an attack for log lines. */
export const attackLabel = (attack: Layer): string => cardData(isWeapon(attack.card) ? attack.card : attack.card).name;

export function targetOf(attacker: Seat): Seat {
  return attacker === 0 ? 1 : 0;
}
