import { cardName, hasType } from "../../cards";
import type { PlayerState } from "../../state";
import { OPT_STEPS, opt } from "../../vocabulary/opt";
import { whenThisHits } from "../../vocabulary/printed";
import { runNow, type CardModule, type Occasion } from "../../vocabulary/triggers";

/** Mechanologist cards of Arcane Rising (Dash's class): boost (CR 8.3.9) and what reads it. */

/** "If you have boosted this turn" (CR 8.3.9a: paying boost's cost is boosting, whatever it banished). */
export const boostedThisTurn = (p: PlayerState): boolean => (p.boosts ?? 0) > 0;
const youHaveBoosted = (o: Occasion): boolean => boostedThisTurn(o.t.peek(o.seat));

/** Boost (CR 8.3.9), the optional additional cost: Throttle (ARC023–025), Zero to Sixty (ARC026–028), Zipper Hit (ARC029–031). */
export const BOOST: CardModule = { triggers: [], costs: [{ kind: "boost" }] };

/** Pedal to the Metal (ARC011–013): "If Pedal to the Metal hits, your next attack this turn gains dominate (CR 8.3.4). Boost." */
export const PEDAL_TO_THE_METAL: CardModule = {
  triggers: [whenThisHits([{ kind: "next-attack", bonus: { filter: "any", power: 0, dominate: true } }])],
  costs: [{ kind: "boost" }],
};

/**
 * Over Loop (ARC020–022): "Boost. When this hits, put it on the bottom of its owner's deck" (CR 8.5.15). Its chain link
 * stays, the attack as last known information (CR 7.0.3c); the card becomes a new, private object in the deck.
 */
export const OVER_LOOP: CardModule = {
  triggers: [whenThisHits([{ kind: "ability", step: "to-bottom" }])],
  costs: [{ kind: "boost" }],
  steps: {
    "to-bottom": (o) => {
      const { t, seat } = o;
      const link = t.s.chain.find((l) => !l.gone && l.attack.card === o.source.card && l.attack.controller === seat && l.attack.weapon === undefined);
      if (link === undefined) return;
      link.gone = true;
      link.hidden = true;
      t.put(seat, link.attack, "deck", { bottom: true });
      t.log(`${cardName(link.attack.card)} is put on the bottom of ${t.name(seat)}'s deck`, "8.5.15");
    },
  },
};

/** Maximum Velocity (ARC008): "Play this only if you've boosted 3 or more times this turn." */
export const MAXIMUM_VELOCITY: CardModule = { triggers: [], playOnlyIf: (p) => (p.boosts ?? 0) >= 3 };

/**
 * Locked and Loaded (ARC032–034): "The next Mechanologist attack action card you play this turn gains +N{p} (its data
 * row). If you have boosted this turn, opt 1 (CR 8.5.22). Go again."
 */
export const LOCKED_AND_LOADED: CardModule = {
  triggers: [{ on: "resolved", when: youHaveBoosted, run: runNow([{ kind: "ability", step: "opt" }]) }],
  steps: { ...OPT_STEPS, opt: (o) => opt(o, 1) },
};

/**
 * High Octane (ARC006): "Whenever you boost a card this turn, gain 1 action point. Draw a card. Go again." The first
 * sentence is a delayed triggered ability of its player's until the end of the turn (CR 6.6; `whenBoosting`, heard by
 * boost in rules/play.ts).
 */
export const HIGH_OCTANE: CardModule = {
  triggers: [],
  steps: {
    "whenever-boost": (o) => {
      const p = o.t.player(o.seat);
      p.whenBoosting = [...(p.whenBoosting ?? []), o.source.card];
    },
  },
};

/**
 * Teklo Foundry Heart (ARC004): "… Banish the top 2 cards of your deck. Gain {r} for each Mechanologist card banished this
 * way" (CR 8.5.1, 8.5.7; the ability is a data row). They are banished face up: public from the moment they arrive.
 */
export const TEKLO_FOUNDRY_HEART: CardModule = {
  triggers: [],
  steps: {
    "banish-two": (o) => {
      const { t, seat } = o;
      let mechanologist = 0;
      for (const card of t.peek(seat).deck.slice(0, 2)) {
        t.put(seat, t.take(seat, "deck", card.id), "banished");
        t.log(`${t.name(seat)} banishes ${cardName(card.card)} from the top of their deck`, "8.5.1");
        if (hasType(card.card, "Mechanologist")) mechanologist++;
      }
      if (mechanologist > 0) o.act!.run([{ kind: "gain-resources", amount: mechanologist }]);
    },
  },
};
