import { cardData, cardName, isAttackAction, isNonAttackAction } from "../../cards";
import { other } from "../../state";
import { whenThisAttacks, whenThisHits } from "../../vocabulary/printed";
import { triggerLayer, type CardModule, type Occasion } from "../../vocabulary/triggers";

/** Arcane Rising cards that reveal, look at or move cards of the deck, graveyard or arsenal (generic and Runeblade). */

/** CR 8.5.17: reveals the top card of the player's deck (public); null with an empty deck (the "if you do" fails). */
function revealTop(o: Occasion): string | null {
  const top = o.t.peek(o.seat).deck[0];
  if (top === undefined) {
    o.t.log(`${o.t.name(o.seat)} has no card to reveal`, "8.5.17");
    return null;
  }
  o.t.emit({ type: "reveal", obj: top.id, card: top.card });
  o.t.log(`${o.t.name(o.seat)} reveals ${cardName(top.card)} from the top of their deck`, "8.5.17");
  return top.card;
}

/**
 * Vest of the First Fist (ARC152): "When an attack action card you control hits, you may destroy Vest of the First Fist. If you
 * do, gain {r}{r}." The "you may" is asked as the triggered-layer resolves, if the vest is still there.
 */
export const VEST_OF_THE_FIRST_FIST: CardModule = {
  triggers: [{ on: "attack-action-hit", run: (o) => triggerLayer(o, [{ kind: "ability", step: "offer" }], "Vest of the First Fist: an attack action card hit") }],
  steps: {
    offer: (o) => {
      if (!o.t.peek(o.seat).gear.some((g) => g.card === o.source.card)) return;
      o.act!.run([{ kind: "may", text: "destroy Vest of the First Fist to gain 2 resources", effects: [{ kind: "ability", step: "destroy", card: o.source.card }] }]);
    },
    destroy: (o) => {
      const vest = o.t.peek(o.seat).gear.find((g) => g.card === o.source.card);
      if (vest === undefined) return;
      o.act!.run([{ kind: "destroy", obj: vest.id }, { kind: "gain-resources", amount: 2 }]);
    },
  },
};

/**
 * Bracers of Belief (ARC153): "Action – Destroy Bracers of Belief: Reveal the top card of your deck. If you do, the next attack
 * action card you play this turn gains +X{p}, where X is 3 minus the pitch value of the card revealed this way. Go again."
 */
export const BRACERS_OF_BELIEF: CardModule = {
  triggers: [],
  steps: {
    reveal: (o) => {
      const card = revealTop(o);
      if (card === null) return;
      const x = 3 - (cardData(card).pitch ?? 0);
      o.act!.run([{ kind: "next-attack", bonus: { filter: "attack-action", power: x } }]);
      o.t.log(`${o.t.name(o.seat)}'s next attack action card this turn gains +${x} power`, "6.2");
    },
  },
};

/** Cadaverous Contraband (ARC179–181): "If Cadaverous Contraband hits, you may put a 'non-attack' action card from your graveyard on top of your deck." */
export const CADAVEROUS_CONTRABAND: CardModule = {
  triggers: [whenThisHits([{ kind: "ability", step: "graveyard" }])],
  steps: {
    graveyard: (o) => {
      const options = o.t.peek(o.seat).graveyard.filter((c) => isNonAttackAction(c.card)).map((c) => c.id);
      if (options.length > 0) o.act!.choose("chosen", "put from your graveyard on top of your deck", options, true);
    },
    chosen: (o, choice) => {
      if (choice === null || choice === undefined) return;
      const card = o.t.put(o.seat, o.t.take(o.seat, "graveyard", choice), "deck");
      o.t.log(`${o.t.name(o.seat)} puts ${cardName(card.card)} from their graveyard on top of their deck`, "8.5.15");
    },
  },
};

/** Ravenous Rabble (ARC191–193): "When this attacks, reveal the top card of your deck. This gets -X{p}, where X is the pitch value of the card revealed this way. Go again." */
export const RAVENOUS_RABBLE: CardModule = {
  triggers: [whenThisAttacks([{ kind: "ability", step: "reveal" }])],
  steps: {
    reveal: (o) => {
      const card = revealTop(o);
      const link = o.t.activeLinkToWrite();
      const x = card === null ? 0 : (cardData(card).pitch ?? 0);
      if (link === null || link.attack.card !== o.source.card || x === 0) return;
      link.attack.powerBonus -= x;
      o.t.log(`${cardName(link.attack.card)} gets -${x} power`, "6.2");
    },
  },
};

/**
 * Tome of the Arknight (ARC084): "Reveal the top 2 cards of your deck. If you reveal an attack action card and a 'non-attack'
 * action card this way, put them into your hand. Go again." Otherwise they stay on top, in order.
 */
export const TOME_OF_THE_ARKNIGHT: CardModule = {
  triggers: [],
  steps: {
    reveal: (o) => {
      const { t, seat } = o;
      const top = t.peek(seat).deck.slice(0, 2);
      if (top.length === 0) return t.log(`${t.name(seat)} has no cards to reveal`, "8.5.17");
      for (const c of top) t.emit({ type: "reveal", obj: c.id, card: c.card });
      t.log(`${t.name(seat)} reveals ${top.map((c) => cardName(c.card)).join(" and ")} from the top of their deck`, "8.5.17");
      const both = top.length === 2 && top.some((c) => isAttackAction(c.card)) && top.some((c) => isNonAttackAction(c.card));
      if (!both) return;
      for (const c of top) t.put(seat, t.take(seat, "deck", c.id), "hand");
      t.log(`${t.name(seat)} puts them into their hand`, "8.5.17");
    },
  },
};

/**
 * Command and Conquer (ARC159): "Defense reaction cards can't be played this chain link. When this hits a hero, destroy all
 * cards in their arsenal." (Destroyed cards go to their owner's graveyard, CR 8.5.4.)
 */
export const COMMAND_AND_CONQUER: CardModule = {
  stopsDefenseReactions: true,
  triggers: [whenThisHits([{ kind: "ability", step: "arsenal" }])],
  steps: {
    arsenal: (o) => {
      const { t } = o;
      const them = other(o.seat);
      for (const c of t.peek(them).arsenal) {
        t.put(them, t.take(them, "arsenal", c.id), "graveyard");
        t.log(`${cardName(c.card)} in ${t.name(them)}'s arsenal is destroyed`, "8.5.4");
      }
    },
  },
};

/**
 * Index (ARC135–137): "Look at the top N cards of your deck. Put 1 card from among them on top of your deck, and the rest on
 * the bottom of your deck in any order." (N: 5, 4, 3.) The card for the top first, then the rest to the bottom one at a time.
 */
export const index = (n: number): CardModule => ({
  triggers: [],
  steps: {
    look: (o) => {
      const looked = Math.min(n, o.t.peek(o.seat).deck.length);
      if (looked === 0) return;
      o.t.log(`${o.t.name(o.seat)} looks at the top ${looked} cards of their deck`, "8.5.8");
      if (looked === 1) return;
      o.act!.choose("top", "keep on top of your deck (the rest go to the bottom)", o.t.peek(o.seat).deck.slice(0, looked).map((c) => c.id), false, looked);
    },
    top: (o, choice) => {
      o.t.put(o.seat, o.t.take(o.seat, "deck", choice!), "deck");
      toBottom(o, o.count! - 1);
    },
    bottom: (o, choice) => {
      o.t.put(o.seat, o.t.take(o.seat, "deck", choice!), "deck", { bottom: true });
      toBottom(o, o.count! - 1);
    },
  },
});

/** Index: the cards still between the top card and the rest of the deck go to the bottom, the player choosing the order. */
function toBottom(o: Occasion, left: number): void {
  const rest = o.t.peek(o.seat).deck.slice(1, 1 + left);
  if (rest.length === 0) return;
  if (rest.length === 1) {
    o.t.put(o.seat, o.t.take(o.seat, "deck", rest[0]!.id), "deck", { bottom: true });
    return o.t.log(`${o.t.name(o.seat)} puts the rest on the bottom of their deck`, "8.5.15");
  }
  o.act!.choose("bottom", "put on the bottom of your deck next", rest.map((c) => c.id), false, left);
}

/**
 * Eirina's Prayer (ARC173–175): "Reveal the top card of your deck. Prevent the next X arcane damage that would be dealt to your
 * hero this turn, where X is 6 minus the pitch value of the card revealed this way." (A shield for arcane damage only that
 * lasts the turn, CR 6.4.10, 8.5.3f; with an empty deck nothing is revealed and nothing prevented.)
 */
export const EIRINAS_PRAYER: CardModule = {
  triggers: [],
  steps: {
    reveal: (o) => {
      const card = revealTop(o);
      if (card !== null) o.act!.run([{ kind: "arcane-shield", amount: 6 - (cardData(card).pitch ?? 0) }]);
    },
  },
};

/**
 * Enchanting Melody (ARC167–169), an aura: "If your hero would be dealt damage, instead destroy Enchanting Melody and prevent 4
 * damage that source would deal. At the beginning of your end phase, destroy Enchanting Melody unless you have played a
 * 'non-attack' action card this turn." (CR 6.4.9; the end phase has no priority, CR 4.4.1-4.4.2.)
 */
export const ENCHANTING_MELODY: CardModule = {
  readsNonAttackActions: true,
  instead: { heroDamage: 4 },
  triggers: [
    {
      on: "end-phase",
      when: (o) => (o.t.peek(o.seat).nonAttackActions ?? 0) === 0,
      run: (o) => {
        o.t.log(`${cardName(o.source.card)}: no 'non-attack' action card was played this turn`, "4.4.2");
        o.act!.run([{ kind: "destroy", obj: o.source.id }]);
      },
    },
  ],
};
