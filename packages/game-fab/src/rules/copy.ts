import type { Seat } from "@tablecast/engine";
import { cardData } from "../cards";
import type { HeroCopy } from "../state";
import type { FabWork } from "../work";

/**
 * Become/copy on a hero (CR 8.5.25): the hero object loses its properties and gets the copyable properties of another hero card —
 * the printed ones (CR 8.5.25a): name, types and classes, abilities, life and intellect. The engine reads a hero's identity
 * through `hero.card` everywhere (its module, its abilities, its name, its classes), so the copy is that card there, and the
 * printed card is kept in `hero.copy` until the effect ends.
 */

/** The hero card printed on the player's hero object (the same as `hero.card` unless it is a copy). */
export const printedHero = (p: { readonly hero: { readonly card: string; readonly copy?: HeroCopy } }): string => p.hero.copy?.printed ?? p.hero.card;

const baseLife = (card: string): number => cardData(card).life ?? 0;

/** The hero object now has the properties of `card`: its base life and intellect change with it (CR 2.5.3c, 2.4.2). */
function becomes(t: FabWork, seat: Seat, card: string, copy: HeroCopy | undefined): void {
  const was = t.peek(seat);
  // CR 2.5.3a, 2.5.3c: the life total is recalculated from the new base life; life gained and lost stay as they were recorded.
  // CR 2.5.3e: never below zero (at zero the player loses as a game state action, 2.5.3f).
  const life = Math.max(0, was.life + baseLife(card) - baseLife(was.hero.card));
  // CR 2.4.2: the printed intellect is the base intellect (the hand is drawn up to it, CR 4.4.3f).
  const intellect = cardData(card).intellect ?? 0;
  const p = t.player(seat);
  p.hero = copy === undefined ? { id: was.hero.id, card } : { id: was.hero.id, card, copy };
  // The hero is public (CR 3.0.4): the table shows the face it has now, and what it is a copy of.
  t.events.push({ type: "reveal", obj: was.hero.id, card });
  t.events.push({ type: "prop", obj: was.hero.id, key: "copy of", value: copy === undefined ? null : cardData(card).name });
  if (intellect !== was.intellect) {
    p.intellect = intellect;
    t.events.push({ type: "counter", seat, counter: "intellect", value: intellect });
  }
  if (life !== was.life) t.setLife(seat, life);
}

/**
 * CR 8.5.25: the player's hero becomes a copy of the hero card `reference` (the printed properties of the targeted hero,
 * CR 8.5.25a, 8.5.25c), by the ability of `source`; `gains` is what the effect adds to it.
 */
export function becomeCopy(t: FabWork, seat: Seat, reference: string, source: string, gains: Pick<HeroCopy, "ownCardsHeroClass"> = {}): void {
  const printed = printedHero(t.peek(seat));
  const lifeBefore = t.peek(seat).life;
  becomes(t, seat, reference, { printed, source, ...gains });
  const after = t.peek(seat);
  const life = after.life === lifeBefore ? "" : `; base life ${baseLife(reference)}, life total ${lifeBefore} → ${after.life}`;
  t.log(`${after.name} (${cardData(printed).name}) becomes a copy of ${cardData(reference).name}${life}`, "8.5.25");
}

/** The become/copy effect on the player's hero ends: it is its printed hero card again (CR 8.5.25, 2.5.3c). */
export function endCopy(t: FabWork, seat: Seat): void {
  const { hero, life: lifeBefore } = t.peek(seat);
  const copy = hero.copy;
  if (copy === undefined) return;
  becomes(t, seat, copy.printed, undefined);
  const after = t.peek(seat);
  const life = after.life === lifeBefore ? "" : `; base life ${baseLife(copy.printed)}, life total ${lifeBefore} → ${after.life}`;
  t.log(`${after.name} (${cardData(copy.printed).name}) is no longer a copy of ${cardData(hero.card).name}${life}`, "4.2.2");
}
