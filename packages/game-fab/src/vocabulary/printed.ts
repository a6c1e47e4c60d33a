import type { Effect } from "../cards";
import { cardData, cardName } from "../cards";
import { activeLink } from "../rules/view";
import { triggerLayer, type FabTrigger, type Occasion } from "./triggers";

/**
 * Abilities as the cards print them, each a trigger on a moment the rules announce: the effects
 * become a triggered-layer (CR 6.6) named after the card, or (reprise) happen as the card resolves.
 */

/** "When you attack with this, …" (CR 7.2.4), while `when` holds (a chosen mode, CR 1.7.5). */
export const whenThisAttacks = (effects: readonly Effect[], when?: (o: Occasion) => boolean): FabTrigger => ({
  on: "attacks",
  ...(when === undefined ? {} : { when }),
  run: (o) => triggerLayer(o, effects, `${cardName(o.source.card)}: when this attacks`),
});

/** "When this hits, …" (CR 7.5.5). */
export const whenThisHits = (effects: readonly Effect[]): FabTrigger => ({
  on: "hits",
  run: (o) => triggerLayer(o, effects, `${cardName(o.source.card)}: when this hits`),
});

/** Crush (CR 8.4.2): "when this deals 4 or more damage to a hero, …" — effects on that hero. */
export const crush = (effects: readonly Effect[]): FabTrigger => ({
  on: "crush",
  run: (o) => triggerLayer(o, effects, `${cardName(o.source.card)}: crush`),
});

/** "When this enters the arena, …" (auras and items, CR 8.2.4a). */
export const whenThisEnters = (effects: readonly Effect[]): FabTrigger => ({
  on: "enters",
  run: (o) => triggerLayer(o, effects, `${cardName(o.source.card)}: enters the arena`),
});

/** "At the beginning of your action phase, destroy this (then …)" (CR 4.3.1, 8.5.4): every Welcome to Rathe aura. */
export const atYourActionPhaseDestroyThis = (effects: readonly Effect[] = []): FabTrigger => ({
  on: "action-phase",
  run: (o) => triggerLayer(o, [{ kind: "destroy", obj: o.source.id }, ...effects], `${cardData(o.source.card).name}: beginning of the action phase`),
});

/** The defending hero defended with a card from hand this chain link (reprise's condition, CR 8.4.3). */
export function defendedFromHandThisLink(o: Occasion): boolean {
  const link = activeLink(o.t.s);
  return link !== null && link.defenders.some((d) => d.fromHand);
}

/**
 * Reprise (CR 8.4.3): "if the defending hero has defended with a card from their hand this chain
 * link, …" — more effects as the card resolves, after its other resolution abilities.
 */
export const reprise = (effects: readonly Effect[]): FabTrigger => ({
  on: "resolved",
  when: defendedFromHandThisLink,
  run: (o) => {
    o.t.log(`Reprise: ${cardName(o.source.card)}`, "8.4.3");
    o.act!.run(effects);
  },
});
