import { triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Back Alley Breakline (ARC176–178): "If an activated ability or action card effect puts Back Alley Breakline face up into a zone
 * from your deck, gain 1 action point." Heard as boost (CR 8.3.9) or Teklo Foundry Heart banishes it from the deck; a triggered-layer
 * (CR 6.6), and the action point only for the turn-player in their action phase (CR 1.13.2b).
 */
export const BACK_ALLEY_BREAKLINE: CardModule = {
  triggers: [{ on: "from-deck-face-up", run: (o) => triggerLayer(o, [{ kind: "gain-action-points", amount: 1 }], "Back Alley Breakline: put face up from the deck, gain 1 action point") }],
};
