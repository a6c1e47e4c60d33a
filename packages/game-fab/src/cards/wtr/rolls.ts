import type { CardModule } from "../../vocabulary/triggers";

/** Scabskin Leathers (WTR004): "Once per Turn Action – 0: Roll a 6-sided die. Gain action points equal to half the number rolled, rounded down." */
export const SCABSKIN_LEATHERS: CardModule = {
  triggers: [],
  steps: {
    roll: (o) => o.act!.roll("rolled"),
    rolled: (o) => o.act!.run([{ kind: "gain-action-points", amount: Math.floor(o.count! / 2) }]),
  },
};

/** Barkbone Strapping (WTR005): "Instant – Destroy Barkbone Strapping: Roll a 6-sided die. Gain {r} equal to half the number rolled, rounded down." */
export const BARKBONE_STRAPPING: CardModule = {
  triggers: [],
  steps: {
    roll: (o) => o.act!.roll("rolled"),
    rolled: (o) => o.act!.run([{ kind: "gain-resources", amount: Math.floor(o.count! / 2) }]),
  },
};

/**
 * Crazy Brew (WTR162): "Action – Destroy Crazy Brew: Roll a 6-sided die. 1 or 2: lose 2{h} and
 * gain go again; 3 or 4: gain 2{h} and go again; 5 or 6: gain {r}{r}, 2 action points, and your
 * next attack this turn gets +2{p}."
 */
export const CRAZY_BREW: CardModule = {
  triggers: [],
  steps: {
    roll: (o) => o.act!.roll("rolled"),
    rolled: (o) => {
      const x = o.count!;
      if (x <= 4) {
        o.act!.run([x <= 2 ? { kind: "lose-life", amount: 2 } : { kind: "gain-life", amount: 2 }]);
        o.act!.goAgain();
        return;
      }
      o.act!.run([
        { kind: "gain-resources", amount: 2 },
        { kind: "gain-action-points", amount: 2 },
        { kind: "next-attack", bonus: { filter: "any", power: 2 } },
      ]);
    },
  },
};
