import { whenThisAttacks } from "../../vocabulary/printed";
import { cardName } from "../../cards";
import { isClass } from "../../rules/view";
import { gainsGoAgain, runNow, sixDiscarded, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * The Brute cards whose additional cost is "discard a random card" (CR 5.1.9, 8.5.5), and what
 * some of them do "if a card with 6 or more {p} is discarded this way". The discard itself is the
 * shared cost; a discarded card with 6 or more {p} is marked on the layer (rules/play.ts).
 */

/** Savage Swing (WTR020–022), Wrecker Romp (WTR029–031), Primeval Bellow (WTR035–037): the cost alone. */
export const DISCARD_A_RANDOM_CARD: CardModule = {
  triggers: [],
  costs: [{ kind: "discard-random" }],
};

/** Alpha Rampage (WTR006): "As an additional cost to play Alpha Rampage, discard a random card. When you attack with Alpha Rampage, intimidate." */
export const ALPHA_RAMPAGE: CardModule = {
  costs: [{ kind: "discard-random" }],
  triggers: [whenThisAttacks([{ kind: "intimidate" }])],
};

/**
 * Bloodrush Bellow (WTR007): "Brute attacks you control gain +2{p} this turn. If a card with 6 or
 * more {p} is discarded this way, draw 2 cards and Bloodrush Bellow gains go again."
 */
export const BLOODRUSH_BELLOW: CardModule = {
  costs: [{ kind: "discard-random" }],
  untilEndOfTurn: { kind: "brute-attacks-plus-2", applies: (attack, s) => isClass(s, attack.controller, attack.card, "Brute"), power: 2, text: "'s Brute attacks gain +2 power this turn", rule: "8.3.4" },
  triggers: [
    { on: "played", when: sixDiscarded, run: gainsGoAgain },
    { on: "resolved", when: sixDiscarded, run: runNow([{ kind: "draw", count: 2 }]) },
  ],
};

/** Reckless Swing (WTR008), a defense reaction: "… If a card with 6 or more {p} is discarded this way, deal 2 damage to the attacking hero." */
export const RECKLESS_SWING: CardModule = {
  costs: [{ kind: "discard-random" }],
  triggers: [{ on: "resolved", when: sixDiscarded, run: runNow([{ kind: "damage-attacker", amount: 2 }]) }],
};

/** Breakneck Battery (WTR011–013): "… If a card with 6 or more {p} is discarded this way, Breakneck Battery gains go again." */
export const BREAKNECK_BATTERY: CardModule = {
  costs: [{ kind: "discard-random" }],
  triggers: [{ on: "played", when: sixDiscarded, run: gainsGoAgain }],
};

/** Savage Feast (WTR014–016): "When you attack with Savage Feast, if a card with 6 or more {p} was discarded as an additional cost to play it, draw a card." */
export const SAVAGE_FEAST: CardModule = {
  costs: [{ kind: "discard-random" }],
  triggers: [{ on: "attacks", when: sixDiscarded, run: (o) => triggerLayer(o, [{ kind: "draw", count: 1 }], `${cardName(o.source.card)}: when this attacks`) }],
};
