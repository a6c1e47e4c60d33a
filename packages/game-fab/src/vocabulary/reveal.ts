import { cardName } from "../cards";
import type { CardObj } from "../state";
import type { Occasion } from "./triggers";

/**
 * CR 8.5.17: the controller reveals cards of a private zone (the top of their deck): each card's face is shown to everyone (a table
 * `reveal` event, before any line names it), and the log names them. The cards stay where they are.
 */
export function revealCards(o: Occasion, cards: readonly CardObj[], where: string): void {
  if (cards.length === 0) return;
  for (const c of cards) o.t.emit({ type: "reveal", obj: c.id, card: c.card });
  o.t.log(`${o.t.name(o.seat)} reveals ${cards.map((c) => cardName(c.card)).join(", ")} from ${where}`, "8.5.17");
}
