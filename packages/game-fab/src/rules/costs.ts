import type { Seat } from "@tablecast/engine";
import { cardData, hasType } from "../cards";
import { attackMatches, hasMark } from "./combat";
import { asLayer, heroActive } from "./view";
import type { CardObj, FabState, Layer } from "../state";
import { moduleOf, untilEndOfTurn } from "../cards/registry";
import type { AdditionalCost, CostKind } from "../vocabulary/costs";

/** CR 5.1.6: the asset-cost of playing a card or activating an ability. */

export { asLayer } from "./view";

type CostView = Pick<FabState, "players" | "turn" | "turnPlayer" | "costReductions" | "turnEffects">;

/**
 * CR 5.1.6a: start from the base cost (plus an optional additional cost declared in 5.1.3), apply
 * increases, then reductions, never below 0. The printed cost property itself never changes (CR 2.2.4).
 */
export function resourceCost(s: CostView, seat: Seat, base: number, opts: { readonly action: boolean; readonly card?: string; readonly attack?: Layer; readonly obj?: string }): number {
  let cost = base;
  // Cartilage Crush: "their first action during their next turn costs an additional {r}".
  if (opts.action && s.turnPlayer === seat && hasMark(s.players[seat]!, "first-action-costs-1", s.turn)) cost += 1;
  // Hamstring Shot: "their first attack during their next turn costs an additional {r}" (a weapon's attack or an attack card).
  const attack = opts.attack !== undefined || (opts.card !== undefined && hasType(opts.card, "Attack"));
  if (attack && s.turnPlayer === seat && hasMark(s.players[seat]!, "first-attack-costs-1", s.turn)) cost += 1;
  if (opts.card !== undefined) {
    const layer = asLayer(opts.card, seat);
    // "Costs {r} less … for each Runechant you control" that a card gave the next one (Bloodsheath Skeleta): counted as it is played.
    for (const r of s.costReductions) if (r.seat === seat && attackMatches(s, layer, r.filter)) cost -= r.perRunechant === true ? r.amount * runechantCount(s.players[seat]!) : r.amount;
    // "Costs {r} less to play for each Runechant you control" (Rune Flash).
    cost -= moduleOf(opts.card)?.costsLess?.(s.players[seat]!) ?? 0;
  }
  if (opts.attack !== undefined) {
    // A weapon's attack (its attack-proxy, CR 1.4.3), before it is counted among the attacks this turn: "your sword attacks
    // cost {r} less this turn" (Courage of Bladehold, an until-end-of-turn effect) and the hero's "your second sword attack
    // each turn costs {r} less" (Kassai).
    for (const e of s.turnEffects) {
      if (e.seat !== seat) continue;
      const made = untilEndOfTurn(e.kind);
      if (made.costLess !== undefined && made.applies(opts.attack, s)) cost -= made.costLess;
    }
    const p = s.players[seat]!;
    if (heroActive(s, seat)) cost -= moduleOf(p.hero.card)?.attackCostLess?.(p, opts.attack) ?? 0;
  }
  // "You may play it this turn … and it costs X less to play" (Sonic Boom): a reduction for that object only.
  if (opts.obj !== undefined) cost -= s.players[seat]!.banishedCostsLess?.find((r) => r.obj === opts.obj)?.amount ?? 0;
  return Math.max(0, cost);
}

/** The Runechant tokens a player controls (CR 8.6). */
const runechantCount = (p: FabState["players"][number]): number => p.permanents.filter((c) => c.token && cardData(c.card).name === "Runechant").length;

export const printedCost = (card: string): number => cardData(card).cost ?? 0;

/** The additional costs a card declares as it is played (CR 5.1.3; its card module). */
export const additionalCosts = (card: string): readonly AdditionalCost[] => moduleOf(card)?.costs ?? [];
/** Does the card have an additional cost of this kind? */
export const hasCost = (card: string, kind: CostKind): boolean => additionalCosts(card).some((c) => c.kind === kind);

/**
 * Can `due` resources be paid from floating resources and these pitchable cards, leaving a card
 * in hand for a "discard a random card" cost? Pitching is one card at a time (CR 1.14.3), so we
 * check the fewest cards that cover the cost.
 */
export function canPay(resources: number, due: number, hand: readonly CardObj[], needsDiscard: boolean): boolean {
  let need = due - resources;
  // Paid already (the common case: legal decisions ask for every card, every priority).
  if (need <= 0) return !needsDiscard || hand.length >= 1;
  let used = 0;
  // Largest first, kept sorted as they are listed (a hand is a few cards; Array.sort would allocate).
  const pitches: number[] = [];
  for (const c of hand) {
    const p = cardData(c.card).pitch ?? 0;
    if (p <= 0) continue;
    let i = pitches.length;
    pitches.push(p);
    for (; i > 0 && pitches[i - 1]! < p; i--) pitches[i] = pitches[i - 1]!;
    pitches[i] = p;
  }
  for (const p of pitches) {
    if (need <= 0) break;
    need -= p;
    used++;
  }
  if (need > 0) return false;
  return !needsDiscard || hand.length - used >= 1;
}
