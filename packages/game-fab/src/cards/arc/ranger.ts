import { cardName, hasType, type Effect } from "../../cards";
import { OPT_STEPS, opt } from "../../vocabulary/opt";
import { whenThisHits } from "../../vocabulary/printed";
import { gainsGoAgain, searchDeck, triggerLayer, type CardModule, type Occasion, type TurnStatic } from "../../vocabulary/triggers";

/**
 * The Ranger cards of Arcane Rising and Crucible of War: bows that put arrows into the arsenal, arrows (played only from
 * the arsenal with a bow, CR 8.2.6a; decisions.ts), reload (CR 8.5.23, the effect `reload`) and face-up arsenal cards
 * (the effect `to-arsenal`, CR 8.5.24).
 */

const isArrow = (card: string): boolean => hasType(card, "Arrow");

/**
 * "If you have no cards in your arsenal, (you may) put an arrow card from your hand face up into your arsenal. [then]"
 * (Death Dealer, Red Liner, Bull's Eye Bracers): the steps `load` and `loaded`; `then` are the effects on the card put
 * there ("if you do, …"), given its new object (CR 3.0.9b: the ability that moved it still refers to it — the Bull's Eye Bracers example).
 */
function loadArrow(optional: boolean, then: (arrow: string) => readonly Effect[]): CardModule["steps"] {
  return {
    load: (o) => {
      const p = o.t.peek(o.seat);
      const arrows = p.hand.filter((c) => isArrow(c.card)).map((c) => c.id);
      if (p.arsenal.length > 0 || arrows.length === 0) return;
      o.act!.choose("loaded", "put face up into your arsenal", arrows, optional);
    },
    loaded: (o, choice) => {
      if (choice === null || choice === undefined) return;
      o.act!.run([{ kind: "to-arsenal", obj: choice, from: "hand", faceUp: true }]);
      const arrow = o.t.peek(o.seat).arsenal.at(-1);
      if (arrow !== undefined) o.act!.run(then(arrow.id));
    },
  };
}

/**
 * Azalea, Ace in the Hole / Azalea (ARC038–039): "Once per Turn Action – 0: Put a card from your arsenal on the bottom of
 * your deck. If you do, put the top card of your deck face up into your arsenal. If it's an arrow card, it gains dominate
 * until end of turn. Go again" (the ability: src/cards.ts; its effect, the step `ace`).
 */
export const AZALEA: CardModule = {
  triggers: [],
  steps: {
    ace: (o) => {
      const { t, seat } = o;
      const card = t.peek(seat).arsenal[0];
      if (card === undefined) return; // "If you do": nothing was put on the bottom, so nothing more happens
      const faceUp = (t.peek(seat).faceUp ?? []).includes(card.id);
      t.put(seat, t.take(seat, "arsenal", card.id), "deck", { bottom: true });
      // A face-down card stays private as it goes (CR 3.0.4): the log names only a face-up one.
      t.log(`${t.name(seat)} puts ${faceUp ? cardName(card.card) : "the card in their arsenal"} on the bottom of their deck`, "8.5.15");
      const top = t.peek(seat).deck[0]!;
      o.act!.run([{ kind: "to-arsenal", obj: top.id, from: "deck", faceUp: true }]);
      const now = t.peek(seat).arsenal.at(-1)!;
      if (isArrow(now.card)) o.act!.run([{ kind: "card-gains", obj: now.id, power: 0, dominate: true }]);
    },
  },
};

/** Death Dealer (ARC040): "Once per Turn Action – {r}: If you have no cards in your arsenal, you may put an arrow card from your hand face up into your arsenal. If you do, draw a card. Go again" */
export const DEATH_DEALER: CardModule = { triggers: [], steps: loadArrow(true, () => [{ kind: "draw", count: 1 }]) };

/** Red Liner (CRU121): "Once per Turn Action – 0: If you have no cards in your arsenal, put an arrow card from your hand face up into your arsenal. Go again" */
export const RED_LINER: CardModule = { triggers: [], steps: loadArrow(false, () => []) };

/** Bull's Eye Bracers (ARC042): "Action – Destroy Bull's Eye Bracers: If you have no cards in your arsenal, you may put an arrow card from your hand face up into your arsenal. It gains +1{p} until end of turn. Go again" */
export const BULLS_EYE_BRACERS: CardModule = { triggers: [], steps: loadArrow(true, (arrow) => [{ kind: "card-gains", obj: arrow, power: 1 }]) };

/** Skullbone Crosswrap (ARC041): "Once per Turn Action – Turn a face down card in your arsenal face up: Opt 1. Go again" (the cost: src/cards.ts `turnFaceUp`). */
export const SKULLBONE_CROSSWRAP: CardModule = { triggers: [], steps: { ...OPT_STEPS, opt: (o) => opt(o, 1) } };

/** "If this hits, put it …" (Endless Arrow into its owner's hand, Salvage Shot on the bottom of the deck): the arrow leaves its chain link for a private zone. */
function leavesTheChain(to: "hand" | "deck"): (o: Occasion) => void {
  return (o) => {
    const { t, seat } = o;
    const link = t.chainLinks().find((l) => !l.gone && l.attack.card === o.source.card && l.attack.controller === seat && l.attack.weapon === undefined);
    if (link === undefined) return;
    // CR 7.0.3c: the chain link keeps the last known information of the attack; nobody may follow it into hand or deck (CR 3.0.9).
    link.gone = true;
    link.hidden = true;
    t.put(seat, link.attack, to, to === "deck" ? { bottom: true } : {});
    t.log(`${cardName(link.attack.card)} is put ${to === "hand" ? "into its owner's hand" : "on the bottom of its owner's deck"}`, "8.5.15");
  };
}

/** Endless Arrow (ARC045): "When this hits, put it into its owner's hand." (CR 1.2.3a example: the chain link keeps its last known information; 3.0.9: a new object in hand). */
export const ENDLESS_ARROW: CardModule = { triggers: [whenThisHits([{ kind: "ability", step: "to-hand" }])], steps: { "to-hand": leavesTheChain("hand") } };

/** Salvage Shot (ARC066–068): "When this hits, put it on the bottom of its owner's deck." */
export const SALVAGE_SHOT: CardModule = { triggers: [whenThisHits([{ kind: "ability", step: "to-bottom" }])], steps: { "to-bottom": leavesTheChain("deck") } };

/**
 * Nock the Deathwhistle (ARC046): "Search your deck for an arrow card, reveal it, then shuffle your deck and put it on top
 * of your deck. Reload. Go again" (the reload: src/cards.ts). The card found is public (revealed) on top of the deck.
 */
export const NOCK_THE_DEATHWHISTLE: CardModule = {
  triggers: [],
  steps: {
    search: (o) => searchDeck(o, isArrow, "reveal and put on top of your deck", "finds no arrow card and shuffles their deck"),
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice === null || choice === undefined) return t.shuffleDeck(seat);
      const found = t.peek(seat).deck.find((c) => c.id === choice)!.card;
      t.events.push({ type: "reveal", obj: choice, card: found });
      t.log(`${t.name(seat)} reveals ${cardName(found)} from their deck`, "8.5.17");
      // The deck is shuffled with the card in it (every card becomes a new object, CR 8.5.20); a copy of the same card is
      // the same card, so the one put on top is a copy it shuffled into, revealed again as it goes there.
      t.shuffleDeck(seat);
      const copy = t.peek(seat).deck.find((c) => c.card === found)!;
      const moved = t.put(seat, t.take(seat, "deck", copy.id), "deck");
      t.events.push({ type: "reveal", obj: moved.id, card: moved.card });
      t.log(`${t.name(seat)} shuffles their deck and puts ${cardName(found)} on top of it`, "8.5.20");
    },
  },
};

/** Rapid Fire (ARC047): "Until end of turn, arrows you control gain go again. Reload. Go again" */
export const RAPID_FIRE: CardModule = {
  // Its printed "Go again" paragraph: the data's keyword list names only Reload (the text's first "go again" is what arrows gain).
  triggers: [{ on: "played", run: gainsGoAgain }],
  untilEndOfTurn: { kind: "rapid-fire", applies: (attack) => isArrow(attack.card) && attack.weapon === undefined, goAgain: true, text: "'s arrows gain go again this turn", rule: "8.3.5" },
};

/**
 * Silver the Tip (ARC051–053): "If you have no cards in your arsenal, look at the top N cards of your deck. You may put an
 * arrow card from among them face up into your arsenal, then put the rest on the bottom of your deck in any order. Go
 * again" — the rest one at a time, each below the one before (the last goes without a choice). Only the player sees them.
 */
export function silverTheTip(n: number): CardModule {
  /** The cards looked at still on top of the deck: the step's count. */
  const rest = (o: Occasion, looked: number): void => {
    const { t, seat } = o;
    if (looked === 0) return;
    const options = t.peek(seat).deck.slice(0, looked).map((c) => c.id);
    if (options.length === 1) return toBottom(o, options[0]!, 0);
    o.act!.choose("bottom", "put on the bottom of your deck next", options, false, looked);
  };
  const toBottom = (o: Occasion, id: string, left: number): void => {
    o.t.put(o.seat, o.t.take(o.seat, "deck", id), "deck", { bottom: true });
    o.t.log(`${o.t.name(o.seat)} puts a card on the bottom of their deck`, "8.5.15");
    rest(o, left);
  };
  return {
    triggers: [],
    steps: {
      look: (o) => {
        const { t, seat } = o;
        const p = t.peek(seat);
        if (p.arsenal.length > 0) return t.log(`${t.name(seat)} has a card in their arsenal: Silver the Tip does nothing`);
        const looked = Math.min(n, p.deck.length);
        t.log(`${t.name(seat)} looks at the top ${looked === 1 ? "card" : `${looked} cards`} of their deck`, "8.5.15");
        const arrows = p.deck.slice(0, looked).filter((c) => isArrow(c.card)).map((c) => c.id);
        if (arrows.length === 0) return rest(o, looked);
        o.act!.choose("arrow", "put face up into your arsenal", arrows, true, looked);
      },
      arrow: (o, choice) => {
        const looked = o.count!;
        if (choice === null || choice === undefined) return rest(o, looked);
        o.act!.run([{ kind: "to-arsenal", obj: choice, from: "deck", faceUp: true }]);
        rest(o, looked - 1);
      },
      bottom: (o, choice) => toBottom(o, choice!, o.count! - 1),
    },
  };
}

/** Head Shot (ARC057–059): "When this is put into your arsenal face up, it gains +2{p} until end of turn." */
export const HEAD_SHOT: CardModule = {
  triggers: [
    {
      on: "arsenal-face-up",
      run: (o) => triggerLayer(o, [{ kind: "card-gains", obj: o.source.id, power: 2 }], `${cardName(o.source.card)}: put into the arsenal face up, +2 power until end of turn`),
    },
  ],
};

/** Ridge Rider Shot (ARC063–065): "If Ridge Rider Shot is put into your arsenal face up, opt 1." */
export const RIDGE_RIDER_SHOT: CardModule = {
  triggers: [{ on: "arsenal-face-up", run: (o) => triggerLayer(o, [{ kind: "ability", step: "opt" }], `${cardName(o.source.card)}: put into the arsenal face up, opt 1`) }],
  steps: { ...OPT_STEPS, opt: (o) => opt(o, 1) },
};

/** "If this hits a hero, …" (Red in the Ledger, Hamstring Shot, Searing Shot, Sleep Dart, Pathing Helix): a triggered-layer as it hits (CR 7.5.5). */
export const ifThisHits = (effects: readonly Effect[]): CardModule => ({ triggers: [whenThisHits(effects)] });

/** Perch Grapplers (CRU122): "Action – {r}{r}, destroy Perch Grapplers: Until end of turn, face up arrow cards played from arsenal gain go again. Go again" */
export const PERCH_GRAPPLERS: CardModule = {
  triggers: [],
  untilEndOfTurn: {
    kind: "perch-grapplers",
    applies: (attack) => isArrow(attack.card) && attack.fromArsenal && attack.faceUp === true,
    goAgain: true,
    text: "'s face up arrow cards played from arsenal gain go again this turn",
    rule: "8.3.5",
  },
};

/** Poison the Tips (CRU124): "Until end of turn, arrows you control gain 'If this hits a hero, they discard a card.' Reload. Go again" */
export const POISON_THE_TIPS: CardModule = {
  triggers: [],
  untilEndOfTurn: {
    kind: "poison-the-tips",
    applies: (attack) => isArrow(attack.card) && attack.weapon === undefined,
    onHit: [{ kind: "opponent-discards" }],
    text: "'s arrows gain \"if this hits a hero, they discard a card\" this turn",
    rule: "8.5.5",
  } satisfies TurnStatic,
};

/**
 * Remorseless (CRU123): "If Remorseless is put into your arsenal face up, until end of turn it gains 'Defense reaction cards
 * can't be played from arsenal to Remorseless's chain link.' If Remorseless hits a hero, until the end of their next turn,
 * whenever they play an action card, they lose 1{h}."
 */
export const REMORSELESS: CardModule = {
  triggers: [
    {
      on: "arsenal-face-up",
      run: (o) =>
        triggerLayer(o, [{ kind: "card-gains", obj: o.source.id, power: 0, noDefenseReactionsFromArsenal: true }], `${cardName(o.source.card)}: put into the arsenal face up`),
    },
    whenThisHits([{ kind: "mark-opponent", mark: "action-loses-life" }]),
  ],
};

/** Feign Death (CRU125): "Play Feign Death only if your hero has been dealt damage this turn. The next time your hero would be dealt damage this turn, prevent it." */
export const FEIGN_DEATH: CardModule = { triggers: [], readsHeroDamaged: true, playOnlyIf: (p) => p.heroDamaged === true };

/**
 * A Ranger trap: "[It] can only be played from arsenal. When this defends, [effect] unless the attacking hero pays {r}." —
 * the attacking hero chooses to pay, or the effect happens (the effect `unless-attacker-pays`).
 */
function trap(otherwise: readonly Effect[], text: string): CardModule {
  return {
    onlyFromArsenal: true,
    triggers: [
      {
        on: "defends",
        run: (o) => triggerLayer(o, [{ kind: "unless-attacker-pays", amount: 1, otherwise, text }], `${cardName(o.source.card)}: when this defends`),
      },
    ],
  };
}

/** Tripwire Trap (CRU126): "When this defends, effects don't trigger when an attack hits this chain link unless the attacking hero pays {r}." */
export const TRIPWIRE_TRAP = trap([{ kind: "no-hit-triggers" }], "effects don't trigger when the attack hits this chain link");
/** Pitfall Trap (CRU127): "When this defends, deal 2 damage to the attacking hero unless they pay {r}." */
export const PITFALL_TRAP = trap([{ kind: "damage-attacker", amount: 2 }], "2 damage to the attacking hero");
/** Rockslide Trap (CRU128): "When this defends, target attack gets -2{p}, unless the attacking hero pays {r}." */
export const ROCKSLIDE_TRAP = trap([{ kind: "buff-attack", power: -2 }], "the attack gets -2 power");
