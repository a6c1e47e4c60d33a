import type { CardModule } from "../../vocabulary/triggers";

/**
 * Last Ditch Effort (WTR161): "When you play Last Ditch Effort, if you have no cards in your deck,
 * it gains +4{p} and go again." Applied to the card as it is played (CR 5.1.7).
 */
export const LAST_DITCH_EFFORT: CardModule = {
  triggers: [
    {
      on: "played",
      when: (o) => o.t.peek(o.seat).deck.length === 0,
      run: (o) => {
        o.t.gainPower(o.layer!, 4, o.source.card);
        o.layer!.goAgain = true;
      },
    },
  ],
};
