import type { Seat } from "@tablecast/engine";
import { behaviourOf, cardData, hasPrintedKeyword, hasType, isAttackAction, type AttackFilter } from "../cards";
import type { ChainLink, Defender, FabState, Gear, Layer, Mark, PlayerState } from "../state";

/** What the combat helpers read; both the stored state and a draft satisfy it. */
export type CombatView = Pick<FabState, "players" | "chain" | "turnEffects" | "turn">;

/** The active chain link (CR 7.0.3b), if the combat chain is open and it has not resolved. */
export function activeLink<T extends { readonly chain: readonly ChainLink[] }>(s: T): T["chain"][number] | null {
  const link = s.chain[s.chain.length - 1];
  return link === undefined || link.resolved ? null : link;
}

export const isWeaponAttack = (attack: Layer): boolean => attack.trigger === undefined && attack.ability === undefined && attack.weapon !== undefined;

/** Does an attack match a "next attack" or reaction filter? */
export function attackMatches(attack: Layer, filter: AttackFilter): boolean {
  const card = !isWeaponAttack(attack) && isAttackAction(attack.card);
  const cost = cardData(attack.card).cost ?? 0;
  switch (filter) {
    case "any":
      return true;
    case "weapon":
      return isWeaponAttack(attack);
    case "brute":
      return hasType(attack.card, "Brute");
    case "brute-attack-action":
      return card && hasType(attack.card, "Brute");
    case "guardian-attack-action":
      return card && hasType(attack.card, "Guardian");
    case "ninja-attack-action":
      return card && hasType(attack.card, "Ninja");
    case "combo-attack-action":
      return card && behaviourOf(attack.card)?.combo !== undefined;
    case "attack-action":
      return card;
    case "attack-action-cost-1-or-less":
      return card && cost <= 1;
    case "attack-action-cost-2-or-more":
      return card && cost >= 2;
    case "club-or-hammer":
      return isWeaponAttack(attack) && (hasType(attack.card, "Club") || hasType(attack.card, "Hammer"));
    case "dagger-or-sword":
      return isWeaponAttack(attack) && (hasType(attack.card, "Dagger") || hasType(attack.card, "Sword"));
  }
}

/** The weapon behind an attack-proxy (CR 1.4.3), wherever it is. */
export function weaponOf(s: { readonly players: readonly { readonly gear: readonly Gear[] }[] }, attack: Layer): Gear | null {
  if (attack.weapon === undefined) return null;
  return s.players[attack.controller]!.gear.find((g) => g.id === attack.weapon) ?? null;
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

/** CR 2.0.3c: the attack's power, never below 0: printed power, counters and effects. */
export function attackPower(s: CombatView, attack: Layer): number {
  const b = behaviourOf(attack.card);
  const base = cardData(attack.card).power ?? 0;
  const weapon = weaponOf(s, attack);
  let bonus = attack.powerBonus;
  if (weapon !== null) bonus += weapon.powerCounters + weapon.powerThisTurn;
  // A "while defended by fewer than 2 non-equipment cards" static bonus (Barraging Brawnhide).
  const link = s.chain.find((l) => l.attack.id === attack.id);
  const barely = (b?.powerIfBarelyDefended ?? 0) + (attack.barelyDefended ?? 0);
  if (barely !== 0 && link !== undefined && link.defenders.filter((d) => d.gear === undefined).length < 2) bonus += barely;
  // Anothos: while 2 or more cards with cost 3 or greater are in your pitch zone.
  if (b?.powerIfPitchedCostThree !== undefined && s.players[attack.controller]!.pitch.filter((c) => (cardData(c.card).cost ?? 0) >= 3).length >= 2)
    bonus += b.powerIfPitchedCostThree;
  if (comboActive(s, attack)) {
    const combo = b!.combo!;
    bonus += combo.power ?? 0;
    if (combo.powerPerHit === true) bonus += s.chain.filter((l) => l.hit).length;
  }
  // Bloodrush Bellow: "your Brute attacks gain +2{p} this turn".
  if (hasType(attack.card, "Brute")) bonus += 2 * s.turnEffects.filter((e) => e.seat === attack.controller && e.kind === "brute-attacks-plus-2").length;
  return Math.max(0, base + bonus);
}

/**
 * A defending card's defense now: its own (printed, counters, bonuses it got) plus continuous
 * effects of its controller's auras (Forged for War, Stonewall Confidence; CR 6.2).
 */
export function defenderDefense(s: Pick<FabState, "players">, d: Defender): number {
  let defense = d.defense;
  for (const perm of s.players[d.owner]!.permanents) {
    const aura = behaviourOf(perm.card)?.aura;
    if (aura === undefined) continue;
    if (d.gear !== undefined) defense += aura.equipmentDefense ?? 0;
    if ((cardData(d.card).cost ?? 0) >= 3) defense += aura.costThreeDefense ?? 0;
  }
  return Math.max(0, defense);
}

/** CR 7.5.2: the sum of the defending cards' defense. */
export const totalDefense = (s: Pick<FabState, "players">, link: { readonly defenders: readonly Defender[] }): number =>
  link.defenders.reduce((sum, d) => sum + defenderDefense(s, d), 0);

/** A card's current defense: printed {d} minus -1{d} counters, plus arsenal bonuses. */
export function defenseOf(card: string, counters: number, fromArsenal = false): number {
  const printed = cardData(card).defense ?? 0;
  const bonus = fromArsenal ? (behaviourOf(card)?.arsenalDefense ?? 0) : 0;
  return Math.max(0, printed - counters + bonus);
}

/** CR 8.3.4: dominate — can't be defended by more than one card from hand. */
export function hasDominate(s: CombatView, attack: Layer): boolean {
  if (isWeaponAttack(attack)) return weaponOf(s, attack)?.dominateThisTurn === true;
  if (hasPrintedKeyword(attack.card, "Dominate") || attack.dominate === true) return true;
  if (comboActive(s, attack) && behaviourOf(attack.card)!.combo!.dominate === true) return true;
  // Bravo: "until end of turn, your attack action cards with cost 3 or greater gain dominate".
  return (
    isAttackAction(attack.card) &&
    (cardData(attack.card).cost ?? 0) >= 3 &&
    s.turnEffects.some((e) => e.seat === attack.controller && e.kind === "dominate-cost-3")
  );
}

/** CR 8.3.5: does the attack have go again now (printed or gained, combo, Harmonized Kodachi)? */
export function attackHasGoAgain(s: CombatView, attack: Layer): boolean {
  // CR 1.0.2, 8.4.2 (Spinal Crush): attacks its controller controls "lose and can't gain go again"
  // during the marked action phase — the restriction wins over printed or gained go again.
  if (hasMark(s.players[attack.controller]!, "no-go-again", s.turn)) return false;
  if (attack.goAgain) return true;
  if (comboActive(s, attack) && behaviourOf(attack.card)!.combo!.goAgain === true) return true;
  const weapon = weaponOf(s, attack);
  return (
    weapon !== null &&
    behaviourOf(weapon.card)?.goAgainIfCostZeroPitched === true &&
    s.players[attack.controller]!.pitch.some((c) => cardData(c.card).cost === 0)
  );
}

export const isAttackLayer = (layer: Layer): boolean =>
  layer.trigger === undefined && layer.ability === undefined && (isWeaponAttack(layer) || hasType(layer.card, "Attack"));

export const defendedFromHand = (link: { readonly defenders: readonly Defender[] }): boolean => link.defenders.some((d) => d.fromHand);

/** A mark on a player that applies during `turn` (crush effects). */
export const hasMark = (p: Pick<PlayerState, "marks">, kind: Mark["kind"], turn: number): boolean =>
  p.marks.some((m) => m.kind === kind && m.from <= turn && turn <= m.until);

/** Crush Confidence: "they lose all hero card effects and activated abilities". */
export const heroActive = (s: Pick<FabState, "players" | "turn">, seat: Seat): boolean => !hasMark(s.players[seat]!, "no-hero-abilities", s.turn);
