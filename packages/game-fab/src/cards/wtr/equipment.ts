import { cardData } from "../../cards";
import type { Gear } from "../../state";
import { mayNow, notUsedThisTurn, triggerLayer, useOnce, type CardModule } from "../../vocabulary/triggers";

/**
 * Fyendal's Spring Tunic (WTR150): "At the start of your turn, if Fyendal's Spring Tunic has less
 * than 3 energy counters, you may put an energy counter on it." (Its instant ability is data in cards.ts.)
 * CR 4.2.2: start-of-turn triggers resolve as if all players pass, so the "you may" is asked now.
 */
export const SPRING_TUNIC: CardModule = {
  triggers: [
    {
      on: "start-of-turn",
      when: (o) => (o.source as Gear).energyCounters < 3,
      run: (o) => mayNow(o, `put an energy counter on ${cardData(o.source.card).name}`, [{ kind: "ability", card: o.source.card, step: "energy" }]),
    },
  ],
  steps: {
    // CR 8.5.14: "Yes" puts the counter on the player's Spring Tunic (one chest slot: one tunic).
    energy: (o) => {
      const gear = o.t.player(o.seat).gear.find((g) => g.card === o.source.card);
      if (gear === undefined) return;
      gear.energyCounters += 1;
      o.t.prop(gear.id, "energy counters", gear.energyCounters);
      o.t.log(`${cardData(gear.card).name} gets an energy counter`, "8.5.14");
    },
  },
};

/**
 * Mask of Momentum (WTR079): "Once per Turn Effect – When an attack action card you control is the
 * third or higher chain link in a row to hit, draw a card."
 */
export const MASK_OF_MOMENTUM: CardModule = {
  triggers: [
    {
      on: "attack-action-hit",
      when: (o) => (o.row ?? 0) >= 3 && notUsedThisTurn((x) => `mask:${x.source.id}`)(o),
      run: (o) => {
        useOnce(o, `mask:${o.source.id}`);
        triggerLayer(o, [{ kind: "draw", count: 1 }], `${cardData(o.source.card).name}: draw a card`);
      },
    },
  ],
};

/**
 * Refraction Bolters (WTR117): "When a weapon you control hits, you may destroy Refraction
 * Bolters. If you do, the attack gains go again."
 */
export const REFRACTION_BOLTERS: CardModule = {
  triggers: [
    {
      on: "weapon-hits",
      run: (o) => {
        const name = cardData(o.source.card).name;
        triggerLayer(o, [{ kind: "may", text: `destroy ${name} to give the attack go again`, effects: [{ kind: "destroy", obj: o.source.id }, { kind: "attack-go-again" }] }], `${name}: go again`);
      },
    },
  ],
};
