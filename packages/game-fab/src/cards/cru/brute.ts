import { cardData, cardName, hasType, isAttackAction } from "../../cards";
import { whenThisAttacks } from "../../vocabulary/printed";
import { discardedSixThisTurn, triggerLayer, type AttackStatic, type CardModule, type Occasion } from "../../vocabulary/triggers";
import type { CombatView } from "../../rules/view";
import type { Layer } from "../../state";

/** The Brute cards of Crucible of War: the discard-a-random-card cost (CR 5.1.9, 8.5.5) and what a discarded 6 does. */

/** "If you have discarded a card with 6 or more {p} this turn": the attack's controller's (a static ability's condition, CR 6.2). */
const sixDiscardedThisTurn = (s: CombatView, attack: Layer): boolean => s.players[attack.controller]!.discardedSix === true;

/**
 * Mandible Claw (CRU004): "Once per Turn Action – {r}{r}: Attack. If you have discarded a card with 6 or more {p} this
 * turn, this card's attacks go again."
 */
export const MANDIBLE_CLAW: CardModule = {
  attackCost: 2,
  readsDiscardedSix: true,
  triggers: [],
  attack: [{ when: sixDiscardedThisTurn, goAgain: true, text: "go again, if you have discarded a card with 6 or more power this turn" }],
};

/** Skullhorn (CRU006): "Action – Destroy Skullhorn: Draw a card then discard a random card. Go again" (the ability: cards.ts). */
export const SKULLHORN: CardModule = {
  triggers: [],
  steps: { discard: (o) => void o.act!.discardAtRandom() },
};

/**
 * Beast Within (CRU007): "If Beast Within is put into a graveyard from anywhere other than the combat chain, banish the top
 * card of your deck and lose 1{h}. If it has 6 or more {p}, put it into your hand, otherwise, repeat this process." It is
 * heard as it is discarded (CR 8.5.5): the way other than the combat chain the cards put an attack action card into a
 * graveyard. A triggered-layer (CR 6.6); the process stops when the deck has no card to banish.
 */
export const BEAST_WITHIN: CardModule = {
  triggers: [{ on: "discarded", run: (o) => triggerLayer(o, [{ kind: "ability", step: "banish" }], `${cardName(o.source.card)}: put into the graveyard`) }],
  steps: {
    banish: (o) => {
      const { t, seat } = o;
      for (;;) {
        const top = t.peek(seat).deck[0];
        if (top === undefined || t.s.ended !== null) return;
        t.take(seat, "deck", top.id);
        const banished = t.put(seat, top, "banished");
        t.log(`${t.name(seat)} banishes ${cardName(top.card)} from the top of their deck`, "8.5.1");
        o.act!.run([{ kind: "lose-life", amount: 1 }]);
        if (t.s.ended !== null) return;
        if ((cardData(top.card).power ?? 0) >= 6) {
          t.put(seat, t.take(seat, "banished", banished.id), "hand");
          t.log(`${t.name(seat)} puts ${cardName(top.card)} into their hand`, "8.5.15");
          return;
        }
      }
    },
  },
};

/**
 * Massacre (CRU008): "When you attack with Massacre, if you have discarded a card with 6 or more {p} this turn, Massacre
 * gains +2{p} and intimidate. If Massacre is discarded to pay the cost of a Brute attack action card, intimidate."
 */
export const MASSACRE: CardModule = {
  readsDiscardedSix: true,
  triggers: [
    whenThisAttacks([{ kind: "buff-attack", power: 2 }, { kind: "intimidate" }], discardedSixThisTurn),
    {
      on: "discarded",
      when: (o) => o.layer !== undefined && o.layer.weapon === undefined && isAttackAction(o.layer.card) && hasType(o.layer.card, "Brute"),
      run: (o) => triggerLayer(o, [{ kind: "intimidate" }], `${cardName(o.source.card)}: discarded to pay for ${cardName(o.layer!.card)}`),
    },
  ],
};

/**
 * Argh... Smash! (CRU009): "Roll a 6 sided die. Destroy up to X items, where X is half the number rolled, rounded down.
 * Go again." The items are chosen one at a time, any player's (CR 8.5.4); "Choose none" stops.
 */
export const ARGH_SMASH: CardModule = {
  triggers: [],
  steps: {
    roll: (o) => o.act!.roll("rolled"),
    rolled: (o) => {
      // CR 1.12.1a: rounded down.
      const x = Math.floor(o.count! / 2);
      o.t.log(`${cardName(o.source.card)} may destroy up to ${x} item${x === 1 ? "" : "s"}`, "8.5.4");
      askItem(o, x);
    },
    destroy: (o, choice) => {
      if (choice === null || choice === undefined) return;
      o.act!.run([{ kind: "destroy", obj: choice }]);
      askItem(o, o.count! - 1);
    },
  },
};

function askItem(o: Occasion, left: number): void {
  const items = o.t.s.players.flatMap((p) => p.permanents).filter((c) => hasType(c.card, "Item"));
  if (left > 0 && items.length > 0) o.act!.choose("destroy", `destroy (${left} more at most)`, items.map((c) => c.id), true, left);
}

/** Barraging Big Horn (CRU010–012): "… discard a random card. While Barraging Big Horn is defended by less than 2 non-equipment cards, it has go again." */
export const BARRAGING_BIG_HORN: CardModule = {
  costs: [{ kind: "discard-random" }],
  triggers: [],
  attack: [
    {
      when: (s, attack) => (s.chain.find((l) => l.attack.id === attack.id)?.defenders.filter((d) => d.gear === undefined).length ?? 0) < 2,
      goAgain: true,
      text: "go again while defended by less than 2 non-equipment cards",
    },
  ],
};

/** Predatory Assault (CRU013–015): "If you have discarded a card with 6 or more {p} this turn, Predatory Assault gains dominate." */
export const PREDATORY_ASSAULT: CardModule = {
  readsDiscardedSix: true,
  triggers: [],
  attack: [{ when: sixDiscardedThisTurn, dominate: true, text: "dominate, if you have discarded a card with 6 or more power this turn" }],
};

const RILED_UP_STATIC: AttackStatic = { when: sixDiscardedThisTurn, power: 1, text: "+1 power, if you've discarded a card with 6 or more power this turn" };
/** Riled Up (CRU016–018): "If you've discarded a card with 6 or more {p} this turn, this gets +1{p}." */
export const RILED_UP: CardModule = { readsDiscardedSix: true, triggers: [], attack: [RILED_UP_STATIC] };
