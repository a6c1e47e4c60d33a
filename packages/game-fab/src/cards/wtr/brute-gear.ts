import { cardData } from "../../cards";
import { notUsedThisTurn, triggerLayer, useOnce, type CardModule } from "../../vocabulary/triggers";

/**
 * Romping Club (WTR003): "Once per Turn Action – {r}{r}: Attack. Once per Turn Effect – Whenever you discard a card with 6 or more {p},
 * Romping Club gains +1{p} until end of turn." The limit is used when it triggers.
 */
export const ROMPING_CLUB: CardModule = {
  attackCost: 2,
  triggers: [
    {
      on: "discard-six",
      when: notUsedThisTurn((o) => `romping:${o.source.id}`),
      run: (o) => {
        useOnce(o, `romping:${o.source.id}`);
        triggerLayer(o, [{ kind: "weapon-power-this-turn" }], `${cardData(o.source.card).name}: +1 power`, o.source.id);
      },
    },
  ],
};

/**
 * Drone of Brutality (WTR164–166): "If Drone of Brutality would be put into your graveyard from
 * anywhere, instead put it on the bottom of your deck." A standard-replacement effect (CR 6.4.9).
 */
export const DRONE_OF_BRUTALITY: CardModule = {
  triggers: [],
  instead: { toGraveyard: "deck-bottom" },
};
