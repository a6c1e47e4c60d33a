import type { Seat } from "@tablecast/engine";
import { cardData, cardName, isKnownCard } from "../cards";
import { abilityStep, choose, discard, runEffects } from "./effects";
import { printedCost, resourceCost } from "./costs";
import { startPayment } from "./play";
import { moduleOf } from "../cards/registry";
import type { QuestionArgs } from "./questions";
import type { FabState } from "../state";
import type { FabWork } from "../work";

/** The second half of effects that ask a player to choose an object (CR 1.8.6, 8.5.19). */

/** The card behind any object id a choice can offer (hand, deck, graveyard, equipment, defenders). */
export function objectCard(s: FabState, id: string): string | null {
  for (const p of s.players) {
    // A hero, as a target (Shiyana's copy: CR 1.8.5).
    if (p.hero.id === id) return p.hero.card;
    for (const zone of [p.hand, p.deck, p.graveyard, p.arsenal, p.gear, p.permanents]) {
      const found = zone.find((c) => c.id === id);
      if (found !== undefined) return found.card;
    }
  }
  for (const link of s.chain) for (const d of link.defenders) if (d.id === id) return d.card;
  return null;
}

export function chooseLabel(s: FabState, id: string, text: string): string {
  // "o12/top": an object and where it goes (Stroke of Foresight).
  const [obj, place] = id.split("/") as [string, string | undefined];
  // A card id rather than an object: a card name to name (Chains of Eminence).
  const card = objectCard(s, obj) ?? (isKnownCard(obj) ? obj : null);
  const name = card === null ? obj : objectCard(s, obj) === null ? cardData(card).name : cardName(card);
  if (place !== undefined) return `Put ${name} on the ${place} of your deck`;
  return `Choose ${name} to ${text}`;
}

/** The answer to a "choose" question (questions.ts): the step its purpose names goes on with it. */
export function chosen(t: FabWork, seat: Seat, q: QuestionArgs, choice: string | null): void {
  const s = t.s;
  const p = t.player(seat);
  switch (q.purpose!) {
    case "ability":
      // The answer resumes the step of the source card's module that asked (cards/wtr).
      abilityStep(t, seat, q.source!, q.then!, choice, q.count);
      break;
    case "discard":
      discard(t, seat, p.hand.find((c) => c.id === choice)!, "");
      break;
    case "reload":
      // CR 8.5.23: the card chosen goes face down into the arsenal; none, the player chose not to reload.
      if (choice !== null) runEffects(t, seat, [{ kind: "to-arsenal", obj: choice, from: "hand", faceUp: false }], undefined, q.source!);
      break;
    case "x-targets": {
      // The targets of an X additional cost are declared one by one (CR 5.1.4); then its costs are paid (5.1.6).
      const layer = s.stack.find((l) => l.id === q.source)!;
      const x = layer.x!;
      layer.x = { paid: x.paid, targets: [...x.targets, choice!] };
      if (layer.x.targets.length < x.paid) {
        const payX = moduleOf(layer.card)!.payX!;
        const options = payX.targets(t.view, seat, layer.card).filter((id) => !layer.x!.targets.includes(id));
        choose(t, seat, "x-targets", payX.choose, options, false, layer.id);
        break;
      }
      startPayment(t, seat, layer, resourceCost(t.view, seat, printedCost(layer.card) + x.paid, { action: true, card: layer.card }));
      break;
    }
  }
}
