import { cardData, cardName, hasKeyword, isEquipment, type MarkKind } from "../../cards";
import { atYourActionPhaseDestroyThis, crush } from "../../vocabulary/printed";
import { triggerLayer, type CardModule, type Occasion } from "../../vocabulary/triggers";
import { other } from "../../state";

/** The Guardian cards of Crucible of War: crush (CR 8.4.2), auras (CR 8.2.4) and equipment. */

/** Sledge of Anvilheim (CRU024): "Action – {r}{r}{r}{r}: Attack" — no Once per Turn limit (CR 8.1.9). */
export const SLEDGE_OF_ANVILHEIM: CardModule = { attackCost: 4, attackNotOncePerTurn: true, triggers: [] };

/**
 * Crater Fist (CRU025): "Action – {r}{r}{r}, destroy Crater Fist: Your attacks with crush gain +2{p} this turn. Go again.
 * Temper" (the ability: cards.ts; Temper: the Close Step, CR 8.3.10). What the ability creates is this effect (CR 6.3.2).
 */
export const CRATER_FIST: CardModule = {
  triggers: [],
  untilEndOfTurn: { kind: "crush-attacks-plus-2", applies: (attack) => attack.weapon === undefined && hasKeyword(attack.card, "Crush"), power: 2, text: "'s attacks with crush gain +2 power this turn", rule: "8.4.2" },
};

/**
 * Mangle (CRU026): "Crush – When this deals 4 or more damage to a hero, destroy target equipment they control with a -1{d}
 * counter" (CR 8.4.2, 8.5.4). The attacker chooses as the triggered-layer resolves (as Buckling Blow's).
 */
export const MANGLE: CardModule = {
  triggers: [crush([{ kind: "ability", step: "target" }])],
  steps: {
    target: (o) => {
      const targets = o.t.peek(other(o.seat)).gear.filter((g) => isEquipment(g.card) && g.defenseCounters > 0).map((g) => g.id);
      if (targets.length > 0) o.act!.choose("destroy", "destroy", targets, false);
    },
    destroy: (o, choice) => {
      if (choice !== null && choice !== undefined) o.act!.run([{ kind: "destroy", obj: choice }]);
    },
  },
};

/** A crush that marks the hero's next action phase (CR 8.4.2). */
const marks = (mark: MarkKind): CardModule => ({ triggers: [crush([{ kind: "mark-opponent", mark }])] });
/** Crush the Weak (CRU032–034): "… they can't play attack action cards with 3 or less base {p} during their next action phase." */
export const CRUSH_THE_WEAK = marks("no-weak-attacks");
/** Chokeslam (CRU035–037): "… their attack action cards can't gain {p} during their next action phase." */
export const CHOKESLAM = marks("no-power-gain");

/**
 * Stamp Authority (CRU028): "When Stamp Authority enters the arena, if you have 2 or more cards in your pitch zone with cost
 * 3 or greater, your hero gains +1{i} until end of turn. While Stamp Authority is in the arena, attack action card effects do
 * not trigger when they hit. At the beginning of your action phase, destroy Stamp Authority." (The hit: rules/chain.ts.)
 */
export const STAMP_AUTHORITY: CardModule = {
  stopsHitEffects: true,
  triggers: [
    {
      on: "enters",
      when: (o) => o.t.peek(o.seat).pitch.filter((c) => (cardData(c.card).cost ?? 0) >= 3).length >= 2,
      run: (o) => triggerLayer(o, [{ kind: "intellect-this-turn", amount: 1 }], `${cardName(o.source.card)}: enters the arena`),
    },
    atYourActionPhaseDestroyThis(),
  ],
};

/** Towering Titan (CRU029–031): "At the beginning of your action phase, destroy Towering Titan then the next Guardian attack action card you play this turn gains +N{p}." (N: 10, 9, 8.) */
export const toweringTitan = (n: number): CardModule => ({
  triggers: [atYourActionPhaseDestroyThis([{ kind: "next-attack", bonus: { filter: "guardian-attack-action", power: n } }])],
});

/** Emerging Dominance (CRU038–040): "… destroy Emerging Dominance then the next Guardian attack action card you play this turn gains +N{p} and dominate." (N: 3, 2, 1.) */
export const emergingDominance = (n: number): CardModule => ({
  triggers: [atYourActionPhaseDestroyThis([{ kind: "next-attack", bonus: { filter: "guardian-attack-action", power: n, dominate: true } }])],
});

/**
 * Righteous Cleansing (CRU027): "Crush – If Righteous Cleansing deals 4 or more damage to a hero, look at the top 5 cards of
 * their deck. Banish 1 or more cards with the same name from among them, then put the rest on top of their deck in any
 * order." Only the attacker looks (CR 3.0.4: the deck stays private to everyone else; the questions' text names no card
 * until it is banished face up). The count a step carries is how many of the looked-at cards are still on top.
 */
export const RIGHTEOUS_CLEANSING: CardModule = {
  triggers: [crush([{ kind: "ability", step: "look" }])],
  steps: {
    look: (o) => {
      const { t, seat } = o;
      const looked = Math.min(5, t.peek(other(seat)).deck.length);
      if (looked === 0) return;
      t.log(`${t.name(seat)} looks at the top ${looked === 1 ? "card" : `${looked} cards`} of ${t.name(other(seat))}'s deck`, "8.4.2");
      o.act!.choose("banish", "banish (then any more with the same name)", top(o, 0, looked), false, looked);
    },
    banish: (o, choice) => {
      const { t, seat } = o;
      const looked = o.count!;
      if (choice === null || choice === undefined) return putBack(o, looked, 0);
      const card = t.take(other(seat), "deck", choice);
      t.put(other(seat), card, "banished");
      t.log(`${t.name(seat)} banishes ${cardName(card.card)} from ${t.name(other(seat))}'s deck`, "8.5.1");
      const same = top(o, 0, looked - 1).filter((id) => cardData(t.peek(other(seat)).deck.find((c) => c.id === id)!.card).name === cardData(card.card).name);
      if (same.length > 0) return o.act!.choose("banish", `banish another card named ${cardData(card.card).name}`, same, true, looked - 1);
      putBack(o, looked - 1, 0);
    },
    "put-back": (o, choice) => {
      const { t, seat } = o;
      const looked = o.count! % SPAN;
      const placed = Math.floor(o.count! / SPAN);
      t.put(other(seat), t.take(other(seat), "deck", choice!), "deck");
      putBack(o, looked, placed + 1);
    },
  },
};

const SPAN = 1000;
/** The ids of the looked-at cards still on top of the opposing deck, from `from` up to `to`. */
const top = (o: Occasion, from: number, to: number): string[] =>
  o.t
    .peek(other(o.seat))
    .deck.slice(from, to)
    .map((c) => c.id);

/** "Put the rest on top of their deck in any order": one at a time, each above the ones before; the last left stays beneath them. */
function putBack(o: Occasion, looked: number, placed: number): void {
  const options = top(o, placed, looked);
  if (options.length <= 1) return;
  o.act!.choose("put-back", "put on top of their deck (each card chosen goes above the ones before; the last left stays beneath them)", options, false, placed * SPAN + looked);
}
