import { cardData } from "../../cards";
import type { Gear } from "../../state";
import { triggerLayer, weaponNow, type CardModule } from "../../vocabulary/triggers";

/**
 * Dawnblade (WTR115): "Once per Turn Action – {r}: Attack. If Dawnblade hits, and it's the second time it has hit this turn, put a
 * +1{p} counter on it. At the beginning of your end phase, if Dawnblade has not hit this turn,
 * remove all +1{p} counters from it."
 */
export const DAWNBLADE: CardModule = {
  attackCost: 1,
  triggers: [
    {
      on: "this-weapon-hits",
      when: (o) => (o.source as Gear).hitsThisTurn === 2,
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "counter" }], `${cardData(o.source.card).name}: second hit`, o.source.id),
    },
    {
      on: "end-phase",
      when: (o) => {
        const g = o.source as Gear;
        return g.hitsThisTurn === 0 && g.powerCounters > 0;
      },
      run: (o) => {
        // The counters leave as the phase begins: a static check, no layer.
        const g = o.t.player(o.seat).gear.find((x) => x.id === o.source.id)!;
        g.powerCounters = 0;
        o.t.prop(g.id, "+1 power counters", 0);
      },
    },
  ],
  steps: {
    // The triggered-layer resolves: the counter goes on the weapon it names (CR 8.5.14 counters), if it is still there.
    counter: (o) => {
      const g = weaponNow(o);
      if (g === undefined) return;
      g.powerCounters += 1;
      o.t.prop(g.id, "+1 power counters", g.powerCounters);
      o.t.log(`${cardData(g.card).name} gets a +1 power counter`);
    },
  },
};
