import { hasType } from "../../cards";
import { boostsThisChain, type CombatView } from "../../rules/view";
import type { Layer } from "../../state";
import { costAtMost } from "../../vocabulary/costs";
import { OPT_STEPS, opt } from "../../vocabulary/opt";
import { revealCards } from "../../vocabulary/reveal";
import { whenThisHits } from "../../vocabulary/printed";
import { heroIsActive, ofClass, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/** Mechanologist cards of Crucible of War, on Arcane Rising's boost (CR 8.3.9) and items with steam counters (src/cards/arc/mechanologist.ts). */

/** A Mechanologist item card with cost N or less. */
const mechanologistItem =
  (n: number) =>
  (card: string): boolean =>
    hasType(card, "Mechanologist") && hasType(card, "Item") && costAtMost(n)(card);

/**
 * Data Doll MKII (CRU099): "Whenever a Mechanologist item with cost 2 or less is put into your banished zone from your deck, put it
 * into the arena." A triggered ability (CR 6.6) on the moment a card goes from the deck to the banished zone (a boost, CR 8.3.9, or
 * any other banishing from the deck): the triggered-layer puts the item from the banished zone into the arena (CR 8.5.15), with the
 * steam counters it enters with (CR 6.4.8), if it is still there as the layer resolves.
 */
export const DATA_DOLL_MKII: CardModule = {
  triggers: [
    {
      on: "banished-from-deck",
      when: (o) => heroIsActive(o) && o.card !== undefined && ofClass(o, o.card.card, "Mechanologist") && hasType(o.card.card, "Item") && costAtMost(2)(o.card.card),
      run: (o) => triggerLayer(o, [{ kind: "put-into-arena", obj: o.card!.id, from: "banished" }], "Data Doll MKII: put the banished Mechanologist item into the arena"),
    },
  ],
};

/** Plasma Barrel Shot's and Overblast's X: "the number of times you have boosted this combat chain" (CR 8.3.9a). */
const boostedThisChain = (s: CombatView, attack: Layer): number => boostsThisChain(s, attack.controller);

/**
 * Plasma Barrel Shot (CRU101): "Once per Turn Action – Remove a steam counter from Plasma Barrel Shot: Attack. Action – {r}{r}: If there
 * are no steam counters on Plasma Barrel Shot, put a steam counter on it. Go again. X is equal to 1 plus the number of times you have
 * boosted this combat chain." Its power is X (CR 2.0.3c, a static ability read as its attacks' power); the second ability is a data row.
 */
export const PLASMA_BARREL_SHOT: CardModule = {
  triggers: [],
  attackBySteam: "once-per-turn",
  attack: [{ when: () => true, power: (s, attack) => 1 + boostedThisChain(s, attack), text: "X is 1 plus the number of times you have boosted this combat chain" }],
};

/**
 * Viziertronic Model i (CRU102): "Action – destroy Vizertronic Model i: Whenever you boost this turn, draw a card then put a card from
 * your hand on top of your deck. Go again. Arcane Barrier 2." The ability gives its player a delayed triggered ability until the end of
 * the turn (CR 6.6, the player's `whenBoosting`); the card put back is chosen as the triggered-layer resolves (only its player sees
 * which: the question's text names none).
 */
export const VIZIERTRONIC_MODEL_I: CardModule = {
  triggers: [],
  wheneverBoosting: { effects: [{ kind: "draw", count: 1 }, { kind: "ability", step: "to-top" }], text: "you boosted, draw a card then put a card from your hand on top of your deck" },
  steps: {
    "whenever-boost": (o) => {
      const p = o.t.player(o.seat);
      p.whenBoosting = [...(p.whenBoosting ?? []), o.source.card];
      o.t.log(`${o.t.name(o.seat)}: whenever they boost this turn, they draw a card then put a card from their hand on top of their deck`, "6.6");
    },
    "to-top": (o) => {
      const hand = o.t.peek(o.seat).hand.map((c) => c.id);
      if (hand.length > 0) o.act!.choose("put-on-top", "put from your hand on top of your deck", hand, false);
    },
    "put-on-top": (o, choice) => {
      const { t, seat } = o;
      t.put(seat, t.take(seat, "hand", choice!), "deck");
      t.log(`${t.name(seat)} puts a card from their hand on top of their deck`, "8.5.15");
    },
  },
};

/**
 * Meganetic Shockwave (CRU103): "The defending hero must defend Meganetic Shockwave with X equipment they control, where X is the number
 * of times you have boosted this combat chain." A requirement on the defending hero's declaration (CR 1.0.2, 7.3.2).
 */
export const MEGANETIC_SHOCKWAVE: CardModule = { triggers: [], defendWithEquipment: boostedThisChain };

/**
 * Absorption Dome (CRU104): "Absorption Dome enters the arena with steam counters on it equal to the number of times you have boosted
 * this turn (CR 6.4.8). If your hero would be dealt damage, remove that many steam counters from Absorption Dome instead, then prevent
 * damage equal to the number of steam counters removed this way (CR 6.4.9). When Absorption Dome has no steam counters on it, destroy it
 * (CR 6.6.5c)."
 */
export const ABSORPTION_DOME: CardModule = {
  triggers: [],
  entersWithSteam: (p) => p.boosts ?? 0,
  noSteamDestroys: true,
  instead: { heroDamageBy: "steam" },
};

/** Plasma Purifier (CRU105), an item with no steam counters as it enters: its abilities are data rows. */
export const PLASMA_PURIFIER: CardModule = { triggers: [] };

/**
 * High Speed Impact (CRU106–108): "If High Speed Impact hits, the next attack you boost this combat chain gains dominate (CR 8.3.4).
 * Boost." Combustible Courier (CRU109–111): "… the next attack you boost this combat chain gains +3{p}. Boost."
 */
export const HIGH_SPEED_IMPACT: CardModule = {
  triggers: [whenThisHits([{ kind: "next-attack", bonus: { filter: "any", power: 0, dominate: true, boosted: true } }])],
  costs: [{ kind: "boost" }],
};
export const COMBUSTIBLE_COURIER: CardModule = {
  triggers: [whenThisHits([{ kind: "next-attack", bonus: { filter: "any", power: 3, boosted: true } }])],
  costs: [{ kind: "boost" }],
};

/** Overblast (CRU112–114): "Overblast gains +X{p}, where X is the number of times you have boosted this combat chain." */
export const OVERBLAST: CardModule = {
  triggers: [],
  attack: [{ when: () => true, power: boostedThisChain, text: "+X power, where X is the number of times you have boosted this combat chain" }],
};

/**
 * Teklovossen's Workshop (CRU115–117): "Opt X, where X is the number of times you have boosted this turn (CR 8.5.22). Reveal the top
 * card of your deck (CR 8.5.17). If it's a Mechanologist item card with cost N or less (2 / 1 / 0), put it into the arena (CR 8.5.15)."
 */
export const teklovossensWorkshop = (n: number): CardModule => ({
  triggers: [],
  steps: {
    ...OPT_STEPS,
    opt: (o) => {
      const x = o.t.peek(o.seat).boosts ?? 0;
      if (x > 0) opt(o, x);
    },
    reveal: (o) => {
      const { t, seat } = o;
      const top = t.peek(seat).deck[0];
      if (top === undefined) return t.log(`${t.name(seat)} has no card to reveal`, "8.5.17");
      revealCards(o, [top], "the top of their deck");
      if (mechanologistItem(n)(top.card)) o.act!.run([{ kind: "put-into-arena", obj: top.id, from: "deck" }]);
    },
  },
});
