import { cardData, cardName, isAttackAction } from "../../cards";
import { heroIsActive, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Kayo, Berserker Runt (CRU002): "Whenever you play an attack action card with base power 6 or more {p}, roll a 6 sided
 * die. On; 1 to 4 – Halve the attack's base {p}, rounded down. 5 to 6 – Double the attack's base {p}." A triggered-layer
 * above the attack (CR 6.6); it sets the attack's base power, which is neither gaining nor losing power (CR 2.0.3b).
 */
export const KAYO: CardModule = {
  triggers: [
    {
      on: "card-played",
      when: (o) => heroIsActive(o) && o.layer !== undefined && o.layer.weapon === undefined && isAttackAction(o.layer.card) && (cardData(o.layer.card).power ?? 0) >= 6,
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "roll", attack: o.layer!.id }], `${cardData(o.source.card).name}: roll a die for ${cardName(o.layer!.card)}`),
    },
  ],
  steps: {
    roll: (o) => o.act!.roll("rolled"),
    rolled: (o) => {
      const attack = o.layer!;
      const base = attack.basePower ?? cardData(attack.card).power ?? 0;
      const rolled = o.count!;
      // CR 1.12.1a: halved, rounded down (toward zero).
      attack.basePower = rolled <= 4 ? Math.floor(base / 2) : base * 2;
      o.t.log(`${cardName(attack.card)}'s base power is ${rolled <= 4 ? "halved" : "doubled"} to ${attack.basePower}`, "2.0.3a");
    },
  },
};
