import type { CardModule } from "../../vocabulary/triggers";

/**
 * Barraging Brawnhide (WTR176–178): "While Barraging Brawnhide is defended by less than 2
 * non-equipment cards, it has +1{p}." A static ability of the attack on the chain (CR 6.2).
 */
export const BARRAGING_BRAWNHIDE: CardModule = {
  triggers: [],
  attack: [
    {
      when: (s, attack) => {
        const link = s.chain.find((l) => l.attack.id === attack.id);
        return link !== undefined && link.defenders.filter((d) => d.gear === undefined).length < 2;
      },
      power: 1,
      text: "+1 power while defended by less than 2 non-equipment cards",
    },
  ],
};
