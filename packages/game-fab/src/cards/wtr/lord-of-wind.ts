import { cardData, cardName } from "../../cards";
import { asLayer, comboActive } from "../../rules/view";
import type { FabState } from "../../state";
import type { CardModule } from "../../vocabulary/triggers";

const NAMES: readonly string[] = ["Surging Strike", "Whelming Gustwave", "Mugenshi: RELEASE"];
const plural = (x: number): string => `${x} card${x === 1 ? "" : "s"}`;

/**
 * Lord of Wind (WTR081), combo after Mugenshi: RELEASE (CR 8.4.1): "you may pay any amount of
 * {r} as an additional cost to play Lord of Wind. If you do, shuffle that many target cards named
 * Surging Strike, Whelming Gustwave and/or Mugenshi: RELEASE from your graveyard into your deck,
 * then Lord of Wind gains that much {p}."
 */
export const LORD_OF_WIND: CardModule = {
  payX: {
    when: (s, seat, card) => comboActive(s, asLayer(card, seat)),
    targets: (s: FabState, seat) => s.players[seat]!.graveyard.filter((c) => NAMES.includes(cardData(c.card).name)).map((c) => c.id),
    label: (x) => `, paying ${x} more to shuffle ${plural(x)} from the graveyard into the deck for +${x} power`,
    declared: (x) => `will pay ${x} more to shuffle ${plural(x)} from their graveyard into their deck`,
    choose: "shuffle into your deck (Lord of Wind)",
    rule: "8.4.1",
  },
  triggers: [
    {
      // "If you do": as it is played, its costs paid.
      on: "played",
      when: (o) => o.layer!.x !== undefined,
      run: (o) => {
        const { t, seat } = o;
        const layer = o.layer!;
        const { paid, targets } = layer.x!;
        for (const id of targets) t.put(seat, t.take(seat, "graveyard", id), "deck");
        t.shuffleDeck(seat);
        const gained = t.gainPower(layer, paid, o.source.card);
        t.log(`${t.name(seat)} shuffles ${plural(paid)} from their graveyard into their deck${gained ? `; ${cardName(layer.card)} gains +${paid} power` : ""}`, "8.4.1");
      },
    },
  ],
};
