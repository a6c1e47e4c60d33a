import type { Seat } from "@tablecast/engine";
import { cardData, cardName, dealsArcaneDamage, hasType, isNonAttackAction, type NextPlay } from "../cards";
import { moduleOf } from "../cards/registry";
import type { FabState, Layer } from "../state";
import { trigger } from "./layers";
import type { FabWork, Mutable } from "../work";

/** "The next … card you play this turn …" effects (a player's `nextPlay`): which cards they wait for, and what they do to the first one. */

export function fitsNextPlay(next: Pick<NextPlay, "filter" | "minCost">, card: string): boolean {
  switch (next.filter) {
    case "action":
      return hasType(card, "Action") && (cardData(card).cost ?? 0) >= (next.minCost ?? 0);
    case "non-attack-action":
      return isNonAttackAction(card);
    case "wizard-non-attack-action":
      return isNonAttackAction(card) && hasType(card, "Wizard");
  }
}

/**
 * CR 8.1.6: the player may play this card from hand or arsenal as though it were an instant: an effect waiting for it (Stir the
 * Aetherwinds, Rifting), or the card's own "you may play this as though it were an instant" while its condition holds (Rattle Bones).
 */
export const playableAsInstant = (s: Pick<FabState, "players" | "turnPlayer">, seat: Seat, card: string): boolean =>
  (s.players[seat]!.nextPlay ?? []).some((n) => n.gives === "as-instant" && fitsNextPlay(n, card)) || moduleOf(card)?.instantWhile?.(s, seat) === true;

/** The card was played (costs paid): each waiting effect it fits applies to it and is used up. */
export function applyNextPlay(t: FabWork, seat: Seat, layer: Mutable<Layer>): void {
  const waiting = t.peek(seat).nextPlay;
  if (waiting === undefined || waiting.length === 0) return;
  const used: NextPlay[] = [];
  for (const n of waiting) {
    if (!fitsNextPlay(n, layer.card)) continue;
    used.push(n);
    if (n.gives === "go-again" && !layer.goAgain) {
      layer.goAgain = true;
      t.log(`${cardName(layer.card)} gains go again (${cardName(n.source)})`, "8.3.5");
    }
    if (n.gives === "action-point") {
      // CR 6.6.2a: a delayed-triggered effect — playing the card triggers it, and the action point comes as its
      // triggered-layer resolves (only to the turn-player in their action phase, CR 1.13.2b).
      trigger(t, seat, n.source, [{ kind: "gain-action-points", amount: 1 }], `${cardName(n.source)}: gain 1 action point`);
    }
    if ((n.arcane ?? 0) > 0 && dealsArcaneDamage(layer.card)) {
      layer.arcanePlus = (layer.arcanePlus ?? 0) + n.arcane!;
      t.log(`${cardName(layer.card)} deals ${n.arcane} more arcane damage (${cardName(n.source)})`, "6.4.9");
    }
  }
  if (used.length > 0) t.player(seat).nextPlay = waiting.filter((n) => !used.includes(n));
}
