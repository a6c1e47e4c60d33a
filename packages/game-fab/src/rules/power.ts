import { cardData, cardName, isAttackAction, isAttackReaction } from "../cards";
import { turnEffectCard, untilEndOfTurn } from "../cards/registry";
import type { FabState, Layer } from "../state";
import type { FabWork, Mutable } from "../work";

/**
 * Where an attack action card's gain of {p} comes from (CR 2.0.3b: a change to the non-base power is a gain), for Snag's
 * "attack action cards can't gain {p} from their own effects, or the effects of attack reaction cards this turn". Every
 * gain names its source card: the card itself (its "when you play this", "when this attacks", modes, additional costs and
 * its own static and combo abilities), an attack reaction card, or anything else (a hero, equipment, a weapon, a 'non-attack'
 * action, an aura, an item, a defense reaction …).
 */
export type PowerSource = "own" | "attack-reaction" | "other";

/** The kind of source `source` (a card id; "" for none) is for the gains of `card`. */
export function powerSourceOf(card: string, source: string): PowerSource {
  if (source === card) return "own";
  return source !== "" && isAttackReaction(source) ? "attack-reaction" : "other";
}

/**
 * The card whose restriction stops `card` (an attack action card anywhere: on the stack, a chain link's, in the arsenal)
 * from gaining {p} from `source` now (Snag, for the rest of the turn, whoever played it); null when it may gain. A weapon's
 * attack is no attack action card. CR 1.0.2: the restriction wins over the effect; CR 1.0.2b: it does not undo gains made
 * before it existed.
 */
export function powerGainRestriction(s: Pick<FabState, "turnEffects">, card: { readonly card: string; readonly weapon?: string }, source: string): string | null {
  if (s.turnEffects.length === 0 || card.weapon !== undefined || !isAttackAction(card.card)) return null;
  if (powerSourceOf(card.card, source) === "other") return null;
  for (const e of s.turnEffects) if (untilEndOfTurn(e.kind).noOwnOrReactionGains === true) return turnEffectCard(e.kind);
  return null;
}

/** Whether continuous +N{p} of the attack's own abilities (static, combo) apply now: not while Snag's restriction exists. */
export const ownGainsApply = (s: Pick<FabState, "turnEffects">, attack: Layer): boolean => powerGainRestriction(s, attack, attack.card) === null;

/**
 * The attack (a layer on the stack or a chain link's) gains `amount`{p} from `source`'s effect, unless a restriction stops it
 * (logged as prevented). A loss (a negative amount) is never restricted. True when the power was gained.
 */
export function gainPower(t: FabWork, attack: Mutable<Layer>, amount: number, source: string): boolean {
  if (amount > 0) {
    const by = powerGainRestriction(t.s, attack, source);
    if (by !== null) {
      logPrevented(t, attack.card, amount, source, by);
      return false;
    }
  }
  attack.powerBonus += amount;
  return true;
}

/** "X can't gain +N power from its own effects (Snag)" in the log. */
export function logPrevented(t: FabWork, card: string, amount: number, source: string, by: string): void {
  const from = powerSourceOf(card, source) === "own" ? "its own effects" : `an attack reaction card (${cardName(source)})`;
  t.log(`${cardName(card)} can't gain +${amount} power from ${from} (${cardData(by).name})`, "1.0.2");
}
