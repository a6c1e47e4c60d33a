import { cardData } from "../../cards";
import type { CardModule } from "../../vocabulary/triggers";

/** Cards with cost N or greater in the attacking hero's pitch zone. */
const pitchedCosting = (n: number) => (s: { readonly players: readonly { readonly pitch: readonly { readonly card: string }[] }[] }, controller: number) =>
  s.players[controller]!.pitch.filter((c) => (cardData(c.card).cost ?? 0) >= n).length;

/** Anothos (WTR040): "Once per Turn Action – {r}{r}{r}: Attack. If you have 2 or more cards with cost 3 or greater in your pitch zone, Anothos gains +2{p}." */
export const ANOTHOS: CardModule = {
  attackCost: 3,
  triggers: [],
  attack: [{ when: (s, attack) => pitchedCosting(3)(s, attack.controller) >= 2, power: 2, text: "+2 power while 2 or more cards with cost 3 or greater are in your pitch zone" }],
};

/** Harmonized Kodachi (WTR078): "Once per Turn Action – {r}: Attack. If you have a card in your pitch zone with cost 0, Harmonized Kodachi gains go again." */
export const HARMONIZED_KODACHI: CardModule = {
  attackCost: 1,
  triggers: [],
  attack: [{ when: (s, attack) => s.players[attack.controller]!.pitch.some((c) => cardData(c.card).cost === 0), goAgain: true, text: "go again while a card with cost 0 is in your pitch zone" }],
};
