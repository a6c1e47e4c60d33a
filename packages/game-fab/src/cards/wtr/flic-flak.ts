import type { CardModule } from "../../vocabulary/triggers";

/**
 * Flic Flak (WTR092–094), a defense reaction: "The next card you defend with this turn gains +2{d}
 * if it has combo." The bonus waits for the first card to become defending after it (rules/chain.ts
 * becomeDefending, CR 7.3.2d order).
 */
export const FLIC_FLAK: CardModule = {
  triggers: [],
  steps: {
    "next-defense": (o) => void o.t.s.nextDefense.push({ seat: o.seat, source: o.source.card, defense: 2 }),
  },
};
