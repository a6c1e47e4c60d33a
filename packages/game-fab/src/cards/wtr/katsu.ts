import { cardData } from "../../cards";
import { heroIsActive, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Katsu, the Wanderer (WTR076) and Katsu (WTR077): "The first time an attack action card you
 * control hits each turn, you may discard a card with cost 0. If you do, search your deck for a
 * card with combo, banish it face up, then shuffle your deck. You may play it this turn."
 * (CR 6.6.1b: "the first time" is counted whether or not the ability could trigger.)
 */
export const KATSU: CardModule = {
  triggers: [
    {
      on: "first-attack-action-hit",
      when: heroIsActive,
      run: (o) => triggerLayer(o, [{ kind: "katsu" }], `${cardData(o.source.card).name}: discard a card with cost 0 to search for a combo card`),
    },
  ],
};
