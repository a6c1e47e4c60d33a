import { cardData, cardName, hasType } from "../../cards";
import type { PlayerState } from "../../state";
import { costAtMost } from "../../vocabulary/costs";
import { OPT_STEPS, opt } from "../../vocabulary/opt";
import { whenThisHits } from "../../vocabulary/printed";
import { notUsedThisTurn, ofClass, runNow, searchDeck, triggerLayer, useOnce, type CardModule, type Occasion } from "../../vocabulary/triggers";

/** Mechanologist cards of Arcane Rising (Dash's class): boost (CR 8.3.9) and what reads it. */

/** "If you have boosted this turn" (CR 8.3.9a: paying boost's cost is boosting, whatever it banished). */
export const boostedThisTurn = (p: PlayerState): boolean => (p.boosts ?? 0) > 0;
const youHaveBoosted = (o: Occasion): boolean => boostedThisTurn(o.t.peek(o.seat));
/** A Mechanologist item card with cost N or less (Dash, Pour the Mold). */
const mechanologistItem =
  (n: number) =>
  (card: string): boolean =>
    hasType(card, "Mechanologist") && hasType(card, "Item") && costAtMost(n)(card);

/** Boost (CR 8.3.9), the optional additional cost: Throttle (ARC023–025), Zero to Sixty (ARC026–028), Zipper Hit (ARC029–031). */
export const BOOST: CardModule = { triggers: [], costs: [{ kind: "boost" }] };

/** Pedal to the Metal (ARC011–013): "If Pedal to the Metal hits, your next attack this turn gains dominate (CR 8.3.4). Boost." */
export const PEDAL_TO_THE_METAL: CardModule = {
  triggers: [whenThisHits([{ kind: "next-attack", bonus: { filter: "any", power: 0, dominate: true } }])],
  costs: [{ kind: "boost" }],
};

/**
 * Over Loop (ARC020–022): "Boost. When this hits, put it on the bottom of its owner's deck" (CR 8.5.15). Its chain link
 * stays, the attack as last known information (CR 7.0.3c); the card becomes a new, private object in the deck.
 */
export const OVER_LOOP: CardModule = {
  triggers: [whenThisHits([{ kind: "ability", step: "to-bottom" }])],
  costs: [{ kind: "boost" }],
  steps: {
    "to-bottom": (o) => {
      const { t, seat } = o;
      const link = t.chainLinks().find((l) => !l.gone && l.attack.card === o.source.card && l.attack.controller === seat && l.attack.weapon === undefined);
      if (link === undefined) return;
      link.gone = true;
      link.hidden = true;
      t.put(seat, link.attack, "deck", { bottom: true });
      t.log(`${cardName(link.attack.card)} is put on the bottom of ${t.name(seat)}'s deck`, "8.5.15");
    },
  },
};

/** Maximum Velocity (ARC008): "Play this only if you've boosted 3 or more times this turn." */
export const MAXIMUM_VELOCITY: CardModule = { triggers: [], playOnlyIf: (p) => (p.boosts ?? 0) >= 3 };

/**
 * Locked and Loaded (ARC032–034): "The next Mechanologist attack action card you play this turn gains +N{p} (its data
 * row). If you have boosted this turn, opt 1 (CR 8.5.22). Go again."
 */
export const LOCKED_AND_LOADED: CardModule = {
  triggers: [{ on: "resolved", when: youHaveBoosted, run: runNow([{ kind: "ability", step: "opt" }]) }],
  steps: { ...OPT_STEPS, opt: (o) => opt(o, 1) },
};

/**
 * High Octane (ARC006): "Whenever you boost a card this turn, gain 1 action point. Draw a card. Go again." The first
 * sentence is a delayed triggered ability of its player's until the end of the turn (CR 6.6; `whenBoosting`, heard by
 * boost in rules/play.ts).
 */
export const HIGH_OCTANE: CardModule = {
  triggers: [],
  wheneverBoosting: { effects: [{ kind: "gain-action-points", amount: 1 }], text: "you boosted, gain 1 action point" },
  steps: {
    "whenever-boost": (o) => {
      const p = o.t.player(o.seat);
      p.whenBoosting = [...(p.whenBoosting ?? []), o.source.card];
    },
  },
};

// Items (CR 8.2.5): they enter the arena as they resolve and stay as permanents; steam counters (CR 1.15) on them.

/**
 * Optekal Monocle (ARC037): "Optekal Monocle enters the arena with 5 steam counters on it. When Optekal Monocle has no steam
 * counters on it, destroy it. Action – Remove a steam counter from Optekal Monocle: Opt 1. Go again" (its ability: a data
 * row; opt, CR 8.5.22).
 */
export const OPTEKAL_MONOCLE: CardModule = { triggers: [], entersWithSteam: 5, noSteamDestroys: true, steps: { ...OPT_STEPS, opt: (o) => opt(o, 1) } };

/**
 * Convection Amplifier (ARC019): "enters the arena with 2 steam counters on it. When Convection Amplifier has no steam counters
 * on it, destroy it. Action – Remove a steam counter from Convection Amplifier: The next attack action card you play this turn
 * gains dominate. Go again" (its ability: a data row).
 */
export const CONVECTION_AMPLIFIER: CardModule = { triggers: [], entersWithSteam: 2, noSteamDestroys: true };

/**
 * Teklo Core (ARC007): "Dash Specialization (CR 8.3.7, checked by setup). Teklo Core enters the arena with 2 steam counters on
 * it. When Teklo Core has no steam counters on it, destroy it. At the beginning of your action phase, remove a steam counter
 * from Teklo Core and gain {r}{r}" (CR 4.3.1, a triggered-layer).
 */
export const TEKLO_CORE: CardModule = {
  entersWithSteam: 2,
  noSteamDestroys: true,
  triggers: [
    {
      on: "action-phase",
      run: (o) => triggerLayer(o, [{ kind: "remove-steam", obj: o.source.id }, { kind: "gain-resources", amount: 2 }], "Teklo Core: remove a steam counter and gain 2 resources"),
    },
  ],
};

/**
 * Hyper Driver (ARC036): "This enters the arena with 3 steam counters. When it has none, destroy it. Once per turn, when you
 * boost a card, remove a steam counter from this and gain {r}" (the moment `boosted`, CR 8.3.9a; a triggered-layer, CR 6.6).
 */
export const HYPER_DRIVER: CardModule = {
  entersWithSteam: 3,
  noSteamDestroys: true,
  triggers: [
    {
      on: "boosted",
      when: notUsedThisTurn((o) => `hyper-driver:${o.source.id}`),
      run: (o) => {
        useOnce(o, `hyper-driver:${o.source.id}`);
        triggerLayer(o, [{ kind: "remove-steam", obj: o.source.id }, { kind: "gain-resources", amount: 1 }], "Hyper Driver: you boosted, remove a steam counter and gain 1 resource");
      },
    },
  ],
};

/**
 * Teklo Foundry Heart (ARC004): "… Banish the top 2 cards of your deck. Gain {r} for each Mechanologist card banished this
 * way" (CR 8.5.1, 8.5.7; the ability is a data row). They are banished face up: public from the moment they arrive.
 */
export const TEKLO_FOUNDRY_HEART: CardModule = {
  triggers: [],
  steps: {
    "banish-two": (o) => {
      const { t, seat } = o;
      let mechanologist = 0;
      for (const card of t.peek(seat).deck.slice(0, 2)) {
        o.act!.banishFromDeck(card);
        t.log(`${t.name(seat)} banishes ${cardName(card.card)} from the top of their deck`, "8.5.1");
        if (hasType(card.card, "Mechanologist")) mechanologist++;
      }
      if (mechanologist > 0) o.act!.run([{ kind: "gain-resources", amount: mechanologist }]);
    },
  },
};

/**
 * Pour the Mold (ARC014–016): "Put a Mechanologist item with cost N or less (2 / 1 / 0) from your hand into the arena. If you
 * have boosted this turn, put a steam counter on it. Go again." The item enters the arena (CR 8.2.5b, with the steam counters
 * it enters with, CR 6.4.8) without being played. The hand is private, so nobody can verify the player has none (CR 1.9.1c):
 * they are always asked, and may put none — the table learns nothing of their hand but the item put into the arena.
 */
export const pourTheMold = (n: number): CardModule => ({
  triggers: [],
  steps: {
    pour: (o) => {
      const items = o.t.peek(o.seat).hand.filter((c) => mechanologistItem(n)(c.card));
      o.act!.choose("poured", `put into the arena (Mechanologist item with cost ${n} or less)`, items.map((c) => c.id), true);
    },
    poured: (o, choice) => {
      if (choice === null || choice === undefined) return o.t.log(`${o.t.name(o.seat)} puts no item into the arena`, "1.9.1c");
      o.act!.run([{ kind: "put-into-arena", obj: choice }, ...(youHaveBoosted(o) ? [{ kind: "add-steam", obj: choice } as const] : [])]);
    },
  },
});

/**
 * Teklo Plasma Pistol (ARC003): "Action – Remove a steam counter from Teklo Plasma Pistol: Attack. Action – {r}: If there are no
 * steam counters on Teklo Plasma Pistol, put a steam counter on it. Go again" (the second: a data row). It enters the game with
 * none (CR 1.15).
 */
export const TEKLO_PLASMA_PISTOL: CardModule = { triggers: [], attackBySteam: true };

/** Induction Chamber (ARC010), an item: its abilities are data rows; it enters the arena with no steam counters. */
export const INDUCTION_CHAMBER: CardModule = { triggers: [] };

/**
 * Cognition Nodes (ARC018): the attack action card its attack reaction targets gains "When this hits, put it on the bottom of its
 * owner's deck" (CR 8.5.15): the active chain link's attack leaves the chain (last known information, CR 7.0.3c).
 */
export const COGNITION_NODES: CardModule = {
  triggers: [],
  steps: {
    "to-bottom": (o) => {
      const { t } = o;
      const link = t.activeLinkToWrite();
      if (link === null || link.gone === true || link.attack.weapon !== undefined) return;
      const owner = link.attack.controller;
      link.gone = true;
      link.hidden = true;
      t.put(owner, link.attack, "deck", { bottom: true });
      t.log(`${cardName(link.attack.card)} is put on the bottom of ${t.name(owner)}'s deck`, "8.5.15");
    },
  },
};

/** Aether Sink (ARC017): "Aether Sink enters the arena with a steam counter on it" (CR 6.4.8); its abilities are data rows. */
export const AETHER_SINK: CardModule = { triggers: [], entersWithSteam: 1 };

/** "If you have boosted this turn, draw a card." */
const drawIfBoosted = (o: Occasion): void => {
  if (youHaveBoosted(o)) o.act!.run([{ kind: "draw", count: 1 }]);
};

/**
 * Spark of Genius (ARC009): "Dash Specialization (CR 8.3.7, checked by setup). Search your deck for a Mechanologist item card
 * with cost X, put it into the arena, then shuffle your deck. If you have boosted this turn, draw a card." Its cost is XX, X+X
 * (CR 2.2.2a, 5.1.3a); X is offered up to 2, the highest cost of a Mechanologist item of Arcane Rising. The search may fail
 * (CR 8.5.19a, 1.9.1c): nobody can verify the deck.
 */
export const SPARK_OF_GENIUS: CardModule = {
  variableCost: { perX: 2, upTo: 2 },
  triggers: [
    {
      on: "resolved",
      run: (o) => {
        const x = o.layer!.declaredX ?? 0;
        const fits = (card: string): boolean => ofClass(o, card, "Mechanologist") && hasType(card, "Item") && cardData(card).cost === x;
        searchDeck(o, fits, `put into the arena (Mechanologist item with cost ${x})`, "finds no card and shuffles their deck");
        if (!o.t.asked) drawIfBoosted(o);
      },
    },
  ],
  steps: {
    found: (o, choice) => {
      if (choice !== null && choice !== undefined) o.act!.run([{ kind: "put-into-arena", obj: choice, from: "deck" }]);
      o.t.shuffleDeck(o.seat);
      drawIfBoosted(o);
    },
  },
};


/**
 * Dash (ARC002) and Dash, Inventor Extraordinaire (ARC001): "You may start the game with a Mechanologist item with cost 2 or less
 * in the arena." CR 4.1.5b: selected from the deck (it stays part of the 40), then the deck is shuffled (CR 4.1.7); the item is
 * put into the arena as it is chosen, with the steam counters it enters with (CR 6.4.8) — before the opponent's equipment is
 * equipped (CR 4.1.8 puts both then; only the order of their arrival differs). The player is always asked (nobody else knows
 * the deck, CR 3.0.4), and may start with none.
 */
export const DASH: CardModule = {
  triggers: [
    {
      on: "start-of-game",
      run: (o) => {
        const items = o.t.peek(o.seat).deck.filter((c) => mechanologistItem(2)(c.card));
        o.act!.choose("start-item", "start the game in the arena (a Mechanologist item with cost 2 or less)", items.map((c) => c.id), true);
        return true;
      },
    },
  ],
  steps: {
    "start-item": (o, choice) => {
      const { t, seat } = o;
      if (choice !== null && choice !== undefined) {
        t.log(`${t.name(seat)} starts the game with ${cardName(t.peek(seat).deck.find((c) => c.id === choice)!.card)} in the arena`, "4.1.5b");
        o.act!.run([{ kind: "put-into-arena", obj: choice, from: "deck" }]);
      }
      // CR 4.1.7: the player has seen their deck; it is shuffled.
      t.shuffleDeck(seat);
    },
  },
};
