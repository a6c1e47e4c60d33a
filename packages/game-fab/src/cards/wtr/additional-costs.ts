import { whenThisAttacks } from "../../vocabulary/printed";
import { costAtLeast, costAtMost } from "../../vocabulary/costs";
import type { CardModule } from "../../vocabulary/triggers";

/** Cards whose additional cost (CR 5.1.3) is all that sets them apart from their printed stats. */

/** Demolition Crew (WTR179–181): "As an additional cost to play Demolition Crew, reveal a card in your hand with cost 2 or greater." */
export const DEMOLITION_CREW: CardModule = {
  triggers: [],
  costs: [{ kind: "reveal", which: costAtLeast(2) }],
};

/**
 * Flock of the Feather Walkers (WTR182–184): "As an additional cost to play Flock of the Feather
 * Walkers, reveal a card in your hand with cost 1 or less. When you attack with Flock of the Feather
 * Walkers, create a Quicken token."
 */
export const FLOCK_OF_THE_FEATHER_WALKERS: CardModule = {
  triggers: [whenThisAttacks([{ kind: "create-token", token: "Quicken" }])],
  costs: [{ kind: "reveal", which: costAtMost(1) }],
};

/** Nimble Strike (WTR185–187): "As an additional cost you may banish a card named Nimblism from your graveyard. If you do, it gains +1{p} and go again." */
export const NIMBLE_STRIKE: CardModule = {
  triggers: [],
  costs: [{ kind: "may-banish", name: "Nimblism", power: 1, goAgain: true }],
};

/** Regurgitating Slog (WTR197–199): "As an additional cost you may banish a card named Sloggism from your graveyard. If you do, it gains dominate." */
export const REGURGITATING_SLOG: CardModule = {
  triggers: [],
  costs: [{ kind: "may-banish", name: "Sloggism", dominate: true }],
};

/**
 * Enlightened Strike (WTR159): "As an additional cost to play Enlightened Strike, put a card from
 * your hand on the bottom of your deck. Choose 1; Draw a card when you attack with it, …" (its
 * modes are data in cards.ts; the first is this trigger, CR 1.7.5).
 */
export const ENLIGHTENED_STRIKE: CardModule = {
  triggers: [whenThisAttacks([{ kind: "draw", count: 1 }], (o) => o.layer?.mode === 0)],
  costs: [{ kind: "bottom" }],
};

/** Staunch Response (WTR051–053): "As an additional cost to play Staunch Response, you may pay {r}{r}{r}{r}. If you do, it gains +3{d}." */
export const STAUNCH_RESPONSE: CardModule = {
  triggers: [],
  costs: [{ kind: "may-pay", resources: 4, defense: 3 }],
};
