import { behaviourOf, cardData, hasPrintedKeyword, hasType, isAttackAction, isNonAttackAction, type AttackFilter } from "../cards";
import { applyLayers, type Continuous } from "@tablecast/engine/kit";
import { moduleOf, turnEffectCard, untilEndOfTurn } from "../cards/registry";
import { ownGainsApply, powerGainRestriction } from "./power";
import type { DefendCheck, TurnStatic } from "../vocabulary/triggers";
import type { Defender, FabState, Layer } from "../state";
import { comboActive, hasMark, heroActive, isClass, isWeaponAttack, weaponOf, type CombatView } from "./view";

export { activeLink, comboActive, hasMark, heroActive, isWeaponAttack, weaponOf, type CombatView } from "./view";

/**
 * Does an attack match a "next attack" or reaction filter? Its class is read for its controller, who owns it (`isClass`: Shiyana's
 * "cards you own are the class of your hero").
 */
export function attackMatches(s: Pick<FabState, "players" | "turn">, attack: Layer, filter: AttackFilter): boolean {
  const card = !isWeaponAttack(attack) && isAttackAction(attack.card);
  const of = (cls: string): boolean => isClass(s, attack.controller, attack.card, cls);
  const cost = cardData(attack.card).cost ?? 0;
  switch (filter) {
    case "any":
      return true;
    case "weapon":
      return isWeaponAttack(attack);
    case "brute":
      return of("Brute");
    case "brute-attack-action":
      return card && of("Brute");
    case "guardian-attack-action":
      return card && of("Guardian");
    case "ninja-attack-action":
      return card && of("Ninja");
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
    case "runeblade":
      return of("Runeblade");
    case "mechanologist-attack-action":
      return card && of("Mechanologist");
    case "runeblade-attack-action":
      return card && of("Runeblade");
    case "non-attack-action":
      return !isWeaponAttack(attack) && isNonAttackAction(attack.card);
    case "mechanologist-pistol":
      return isWeaponAttack(attack) && of("Mechanologist") && hasType(attack.card, "Pistol");
    case "ranger-attack-action":
      return card && of("Ranger");
    case "arrow":
      return !isWeaponAttack(attack) && hasType(attack.card, "Arrow");
    case "defense-reaction":
      return hasType(attack.card, "Defense Reaction");
  }
}

/** CR 2.0.3c: the attack's power, never below 0: printed power, counters and effects. */
export function attackPower(s: CombatView, attack: Layer): number {
  const b = behaviourOf(attack.card);
  // CR 2.9.2: the printed power is the base power, unless an effect set it (Kayo; CR 2.0.3a).
  const base = attack.basePower ?? cardData(attack.card).power ?? 0;
  const weapon = weaponOf(s, attack);
  let bonus = attack.powerBonus;
  if (weapon !== null) bonus += weapon.powerCounters + weapon.powerThisTurn;
  // A "while this is defended by fewer than 2 non-equipment cards, +N{p}" ability the attack gained (a next-attack bonus's `barelyDefended`).
  const link = s.chain.find((l) => l.attack.id === attack.id);
  const barely = attack.barelyDefended ?? 0;
  if (barely !== 0 && link !== undefined && link.defenders.filter((d) => d.gear === undefined).length < 2) bonus += barely;
  // Snag (CR 1.0.2): while its restriction exists, the card's own continuous +N{p} (static and combo abilities) is no gain it may make.
  const own = s.turnEffects.length === 0 || ownGainsApply(s, attack);
  // The card's static abilities on its attacks (Anothos), in layer order (CR 6.2).
  bonus = applyLayers(bonus, staticsOn(s, attack), (c) => c.effect.power !== undefined && (own || c.effect.power < 0), (v, c) => v + c.effect.power!);
  if (comboActive(s, attack)) {
    const combo = b!.combo!;
    if (own || (combo.power ?? 0) < 0) bonus += combo.power ?? 0;
  }
  // "Until end of turn, your … attacks gain +N{p}" (CR 6.3.2), unless a restriction stops the gain from that effect's card.
  for (const e of turnEffectsOn(s, attack)) if ((e.power ?? 0) <= 0 || powerGainRestriction(s, attack, turnEffectCard(e.kind)) === null) bonus += e.power ?? 0;
  // A crush mark: "their attack action cards can't gain {p} during their next action phase" (Chokeslam, CR 1.0.2: the
  // restriction wins): of the modifications only the losses count (Debilitate's -2), not a change to the base (CR 2.0.3b).
  if (!isWeaponAttack(attack) && isAttackAction(attack.card) && hasMark(s.players[attack.controller]!, "no-power-gain", s.turn)) bonus = Math.min(0, attack.powerBonus);
  return Math.max(0, base + bonus);
}

/**
 * A defending card's defense now: its own (printed, counters, bonuses it got) plus continuous
 * effects of its controller's auras (Forged for War, Stonewall Confidence; CR 6.2).
 */
export function defenderDefense(s: Pick<FabState, "players"> & { readonly turnEffects?: FabState["turnEffects"] }, d: Defender): number {
  let defense = d.defense;
  // "Until end of turn, … cards you control gain +N{d}" (Art of War, CR 6.3.5: applied to whatever matches now).
  for (const e of s.turnEffects ?? []) {
    if (e.seat !== d.owner) continue;
    const made = untilEndOfTurn(e.kind);
    if (made.defense !== undefined && made.defends?.(d.card) === true) defense += made.defense;
  }
  for (const perm of s.players[d.owner]!.permanents) for (const st of moduleOf(perm.card)?.defenders ?? []) if (st.when(d)) defense += st.defense;
  // The card's own "gains +N{d} while …" (Arcanite Skullcap).
  defense += moduleOf(d.card)?.ownDefense?.(s.players, d.owner) ?? 0;
  return Math.max(0, defense);
}

/** CR 7.5.2: the sum of the defending cards' defense. */
export const totalDefense = (s: Pick<FabState, "players"> & { readonly turnEffects?: FabState["turnEffects"] }, link: { readonly defenders: readonly Defender[] }): number =>
  link.defenders.reduce((sum, d) => sum + defenderDefense(s, d), 0);

/** A card's current defense: printed {d} minus -1{d} counters, plus its own static bonuses (Unmovable from arsenal). */
export function defenseOf(card: string, counters: number, fromArsenal = false): number {
  const printed = cardData(card).defense ?? 0;
  let bonus = 0;
  for (const st of moduleOf(card)?.defense ?? []) if (st.when({ fromArsenal })) bonus += st.defense;
  return Math.max(0, printed - counters + bonus);
}

/**
 * Whether `card` may defend the attack (from hand or not): "can't be defended by …" restrictions of the attack (Crane Dance)
 * and of its controller's hero while the hero's abilities work (Benji). A restriction wins over a permission (CR 1.0.2).
 */
export function mayDefend(s: CombatView, attack: Layer, card: string, fromHand: boolean): boolean {
  const own = moduleOf(attack.card)?.cantBeDefendedBy;
  const hero = heroActive(s, attack.controller) ? moduleOf(s.players[attack.controller]!.hero.card)?.attacksCantBeDefendedBy : undefined;
  if (own === undefined && hero === undefined) return true;
  const check: DefendCheck = { s, attack, power: attackPower(s, attack), card, fromHand };
  return own?.(check) !== true && hero?.(check) !== true;
}

/** CR 8.3.4: dominate — can't be defended by more than one card from hand. */
export function hasDominate(s: CombatView, attack: Layer): boolean {
  if (isWeaponAttack(attack)) return weaponOf(s, attack)?.dominateThisTurn === true;
  if (hasPrintedKeyword(attack.card, "Dominate") || attack.dominate === true) return true;
  if (comboActive(s, attack) && behaviourOf(attack.card)!.combo!.dominate === true) return true;
  // A static ability of the card while its condition holds (Predatory Assault, CR 6.2).
  if (staticsOn(s, attack).some((c) => c.effect.dominate === true)) return true;
  // "Until end of turn, your … gain dominate" (CR 6.3.2).
  return turnEffectsOn(s, attack).some((e) => e.dominate === true);
}

/** The "until end of turn" effects of the attack's controller that apply to it. */
export function turnEffectsOn(s: CombatView, attack: Layer): TurnStatic[] {
  if (s.turnEffects.length === 0) return [];
  const on: TurnStatic[] = [];
  for (const e of s.turnEffects) {
    if (e.seat !== attack.controller) continue;
    const made = untilEndOfTurn(e.kind);
    if (made.applies(attack, s)) on.push(made);
  }
  return on;
}

/** CR 8.3.5: does the attack have go again now (printed or gained, combo, a static ability such as Harmonized Kodachi's)? */
export function attackHasGoAgain(s: CombatView, attack: Layer): boolean {
  // CR 1.0.2, 8.4.2 (Spinal Crush): attacks its controller controls "lose and can't gain go again"
  // during the marked action phase — the restriction wins over printed or gained go again.
  if (hasMark(s.players[attack.controller]!, "no-go-again", s.turn)) return false;
  if (attack.goAgain) return true;
  if (comboActive(s, attack) && behaviourOf(attack.card)!.combo!.goAgain === true) return true;
  // "Until end of turn, arrows you control gain go again" (Rapid Fire), "attack action cards with combo
  // gain go again this turn" (Breeze Rider Boots): until-end-of-turn effects that apply to this attack (CR 6.3.2).
  if (turnEffectsOn(s, attack).some((e) => e.goAgain === true)) return true;
  return staticsOn(s, attack).some((c) => c.effect.goAgain === true);
}

/** Static abilities (CR 6.2) live in the ability layer of the kit's order; FaB has no other layers yet. */
const ABILITY_LAYER = 1;
type AttackEffect = { readonly power?: number; readonly goAgain?: boolean; readonly dominate?: boolean };

/**
 * The continuous effects the attacking card's static abilities generate now (its module's
 * `attack`), each while its condition holds and for as long as the source is there.
 */
function staticsOn(s: CombatView, attack: Layer): Continuous<AttackEffect>[] {
  const statics = moduleOf(attack.card)?.attack;
  if (statics === undefined) return [];
  const source = attack.weapon ?? attack.id;
  return statics
    .filter((a) => a.when(s, attack))
    .map((a, i) => ({
      id: `${attack.id}:static${i}`,
      source,
      controller: attack.controller,
      layer: ABILITY_LAYER,
      timestamp: 0,
      duration: { until: "leaves", object: source },
      effect: { ...(a.power === undefined ? {} : { power: typeof a.power === "number" ? a.power : a.power(s, attack) }), ...(a.goAgain === undefined ? {} : { goAgain: a.goAgain }), ...(a.dominate === undefined ? {} : { dominate: a.dominate }) },
    }));
}

export const isAttackLayer = (layer: Layer): boolean =>
  layer.trigger === undefined && layer.ability === undefined && (isWeaponAttack(layer) || hasType(layer.card, "Attack"));

export const defendedFromHand = (link: { readonly defenders: readonly Defender[] }): boolean => link.defenders.some((d) => d.fromHand);
