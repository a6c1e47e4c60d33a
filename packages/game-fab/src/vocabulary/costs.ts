import { cardData } from "../cards";

/**
 * Additional costs (CR 5.1.3, 5.1.9) a card declares as it is played, in the words the cards use.
 * The rules offer one way to play the card per choice the cost leaves (rules/decisions.ts) and pay
 * it with the asset-cost (rules/play.ts).
 */
export type AdditionalCost =
  /** "As an additional cost to play this, discard a random card" (CR 8.5.5). */
  | { readonly kind: "discard-random" }
  /** "… reveal a card in your hand with …" (CR 8.5.17): the cards it may reveal. */
  | { readonly kind: "reveal"; readonly which: (card: string) => boolean }
  /** "… put a card from your hand on the bottom of your deck". */
  | { readonly kind: "bottom" }
  /** "As an additional cost you may pay {r}×N. If you do, it gains +M{d}". */
  | { readonly kind: "may-pay"; readonly resources: number; readonly defense: number }
  /** "As an additional cost you may banish a card named N from your graveyard. If you do, …". */
  | { readonly kind: "may-banish"; readonly name: string; readonly power?: number; readonly goAgain?: boolean; readonly dominate?: boolean }
  /**
   * Boost (CR 8.3.9): "As an additional cost to play this, you may banish the top card of your deck. If you do, if it's a
   * Mechanologist card, this gets go again." Offered only with a card in the deck (8.3.9b).
   */
  | { readonly kind: "boost" };

export type CostKind = AdditionalCost["kind"];

/**
 * Alternative costs (CR 5.4.4b, 5.1.3c): "You may [COST] rather than pay this's {r} cost." Declared as the card is played, one at
 * most; the resource asset-cost then starts at zero (5.1.6c) — increases and reductions still apply — and COST is paid as an
 * effect-cost (5.1.9).
 */
export type AlternativeCost =
  /** "Put a card from your hand on top of your deck" (Moon Wish). */
  | { readonly kind: "hand-to-top" }
  /** "Destroy N <token>s you control" (Cash In: 4 Coppers, 2 Silvers or 1 Gold). */
  | { readonly kind: "destroy"; readonly name: string; readonly count: number };

// Target selectors, as the card texts read them.

/** "with cost N or greater". */
export const costAtLeast =
  (n: number) =>
  (card: string): boolean =>
    (cardData(card).cost ?? -1) >= n;
/** "with cost N or less" (a card without a cost has none to compare). */
export const costAtMost =
  (n: number) =>
  (card: string): boolean => {
    const cost = cardData(card).cost;
    return cost !== null && cost <= n;
  };
