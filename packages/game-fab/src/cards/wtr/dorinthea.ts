import { cardData } from "../../cards";
import { heroIsActive, notUsedThisTurn, triggerLayer, useOnce, weaponNow, type CardModule } from "../../vocabulary/triggers";

/**
 * Dorinthea Ironsong (WTR113) and Dorinthea (WTR114): "Once per Turn Effect – When a weapon you
 * control hits, you may attack an additional time with it this turn."
 */
export const DORINTHEA: CardModule = {
  triggers: [
    {
      on: "weapon-hits",
      when: (o) => heroIsActive(o) && notUsedThisTurn(() => "dorinthea")(o),
      run: (o) => {
        useOnce(o, "dorinthea");
        const weapon = o.weapon!;
        triggerLayer(
          o,
          [{ kind: "may", text: `attack an additional time with ${cardData(weapon.card).name} this turn`, effects: [{ kind: "ability", card: o.source.card, step: "extra-attack" }] }],
          `${cardData(o.source.card).name}: attack an additional time`,
          weapon.id,
        );
      },
    },
  ],
  steps: {
    // "Yes": the weapon the layer names may attack once more this turn (CR 1.4.3: its attack-proxies are counted per turn).
    "extra-attack": (o) => {
      const g = weaponNow(o);
      if (g === undefined) return;
      g.attacksAllowed += 1;
      o.t.log(`${cardData(g.card).name} may attack an additional time this turn`);
    },
  },
};
