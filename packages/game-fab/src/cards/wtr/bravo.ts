import { cardData, isAttackAction } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Bravo, Showstopper (WTR038) and Bravo (WTR039): "Action – {r}{r}: Until end of turn, your attack
 * action cards with cost 3 or greater gain dominate. Go again" (the activated ability is in cards.ts;
 * what it creates is this effect, CR 8.3.4).
 */
export const BRAVO: CardModule = {
  triggers: [],
  untilEndOfTurn: {
    kind: "dominate-cost-3",
    applies: (attack) => isAttackAction(attack.card) && (cardData(attack.card).cost ?? 0) >= 3,
    dominate: true,
    text: "'s attack action cards with cost 3 or greater gain dominate this turn",
    rule: "8.3.4",
  },
};
