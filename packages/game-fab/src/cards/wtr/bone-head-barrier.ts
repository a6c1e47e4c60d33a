import type { CardModule } from "../../vocabulary/triggers";

/**
 * Bone Head Barrier (WTR010): "Roll a 6-sided die. Prevent the next X damage that would be dealt
 * to your hero this turn, where X is the number rolled." A shielding-prevention effect (CR 6.4.10j).
 */
export const BONE_HEAD_BARRIER: CardModule = {
  triggers: [],
  steps: {
    shield: (o) => o.act!.roll("rolled"),
    rolled: (o) => {
      const { t, seat } = o;
      const x = o.count!;
      t.s.shields.push({ seat, amount: x, source: o.source.card });
      t.log(`The next ${x} damage to ${t.name(seat)} this turn will be prevented`, "6.4.10j");
    },
  },
};
