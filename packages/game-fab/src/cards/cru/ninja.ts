import { cardData, cardName, hasKeyword, isAttackAction, isNonAttackAction } from "../../cards";
import { comboActive, isWeaponAttack, type CombatView } from "../../rules/view";
import type { ChainLink, Layer } from "../../state";
import { whenThisHits } from "../../vocabulary/printed";
import { revealCards } from "../../vocabulary/reveal";
import { heroIsActive, triggerLayer, type CardModule, type DefendCheck, type Occasion } from "../../vocabulary/triggers";
import type { Mutable } from "../../work";

/** Crucible of War, Ninja: Ira, Benji, their weapons and equipment, and the Ninja attack action cards. */

/** The chain links the attack's controller controls (its own included, on the stack or the chain). */
function linksYouControl(s: CombatView, attack: Layer): number {
  const onChain = s.chain.filter((l) => l.attack.controller === attack.controller).length;
  return s.chain.some((l) => l.attack.id === attack.id) ? onChain : onChain + 1;
}
/** Attacks that have hit this combat chain (CR 7.5.5). */
const hitsThisChain = (s: CombatView): number => s.chain.filter((l) => l.hit).length;

/** Ira, Crimson Haze (CRU046): "Your second attack each turn gets +1{p}." (attacks are counted as they are played, CR 5.1.7) */
export const IRA: CardModule = {
  triggers: [
    {
      on: "attack-played",
      run: (o) => {
        const p = o.t.player(o.seat);
        p.attacksThisTurn = (p.attacksThisTurn ?? 0) + 1;
        if (p.attacksThisTurn !== 2 || !heroIsActive(o)) return;
        if (o.t.gainPower(o.layer!, 1, o.source.card))
          o.t.log(`${cardName(o.layer!.card)} gets +1 power (${cardData(o.source.card).name}: the second attack this turn)`, "6.2");
      },
    },
  ],
};

/**
 * Benji, the Piercing Wind (CRU047): "Your attack action cards with 2 or less {p} can't be defended by cards from hand. The first
 * time an attack action card you control hits each turn, your next attack gains +1{p}."
 */
export const BENJI: CardModule = {
  attacksCantBeDefendedBy: (d) => d.fromHand && !isWeaponAttack(d.attack) && isAttackAction(d.attack.card) && d.power <= 2,
  triggers: [
    {
      on: "first-attack-action-hit",
      when: heroIsActive,
      run: (o) => triggerLayer(o, [{ kind: "next-attack", bonus: { filter: "any", power: 1 } }], `${cardData(o.source.card).name}: the first attack action card to hit this turn`),
    },
  ],
};

/** Edge of Autumn (CRU050): "Once per Turn Action – {r}: Attack. Go again" — its attacks have go again. */
export const EDGE_OF_AUTUMN: CardModule = { attackCost: 1, triggers: [], attack: [{ when: () => true, goAgain: true, text: "go again" }] };

/**
 * Zephyr Needle (CRU051–052): "Once per Turn Action – {r}: Attack. Go again. When Zephyr Needle is defended by a card with {d}
 * greater than Zephyr Needle's {p}, destroy it when the combat chain closes."
 */
export const ZEPHYR_NEEDLE: CardModule = {
  attackCost: 1,
  attack: [{ when: () => true, goAgain: true, text: "go again" }],
  triggers: [
    {
      on: "defended",
      when: (o) => o.defended!.defenders.some((d) => d.defense > o.defended!.power),
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "doom", obj: o.source.id }], `${cardData(o.source.card).name}: defended by a card with more defense than its power`),
    },
  ],
  steps: {
    // The layer resolves: a delayed trigger waits for the Close Step (CR 6.6, 7.7).
    doom: (o, obj) => {
      const g = o.t.player(o.seat).gear.find((x) => x.id === obj);
      if (g === undefined) return;
      g.destroyAtClose = true;
      o.t.log(`${cardData(g.card).name} will be destroyed when the combat chain closes`, "6.6");
    },
  },
};

/**
 * Breeze Rider Boots (CRU053): "When a Ninja attack action card you control hits, you may destroy Breeze Rider Boots. If you do,
 * attack action cards with combo gain go again this turn. Battleworn." The "you may" is asked as the triggered-layer resolves.
 */
export const BREEZE_RIDER_BOOTS: CardModule = {
  triggers: [
    {
      on: "attack-action-hit",
      when: (o) => {
        const link = o.t.s.chain[o.t.s.chain.length - 1];
        return link !== undefined && cardData(link.attack.card).types.includes("Ninja");
      },
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "offer", obj: o.source.id }], `${cardData(o.source.card).name}: a Ninja attack action card hit`),
    },
  ],
  steps: {
    offer: (o, obj) => {
      if (!o.t.peek(o.seat).gear.some((g) => g.id === obj)) return;
      o.act!.run([{ kind: "may", text: "destroy Breeze Rider Boots: attack action cards with combo gain go again this turn", effects: [{ kind: "ability", step: "destroy", card: o.source.card, obj: obj! }] }]);
    },
    destroy: (o, obj) => {
      if (!o.t.peek(o.seat).gear.some((g) => g.id === obj)) return;
      o.act!.run([{ kind: "destroy", obj: obj! }, { kind: "turn-effect", effect: "combo-attack-actions-go-again" }]);
    },
  },
  untilEndOfTurn: {
    kind: "combo-attack-actions-go-again",
    applies: (attack) => !isWeaponAttack(attack) && isAttackAction(attack.card) && hasKeyword(attack.card, "Combo"),
    goAgain: true,
    text: "'s attack action cards with combo gain go again this turn",
    rule: "6.3.2",
  },
};

/**
 * Find Center (CRU054): "Combo – If Crane Dance was the last attack this combat chain, Find Center can't be defended by cards with
 * {r} cost less than the number of chain links you control, and …" (a card with no cost has no cost property, CR 2.2.2: the
 * restriction does not name it). The Zen State token on hit is data (cards.ts).
 */
export const FIND_CENTER: CardModule = {
  triggers: [],
  cantBeDefendedBy: (d) => comboActive(d.s, d.attack) && cardData(d.card).cost !== null && cardData(d.card).cost! < linksYouControl(d.s, d.attack),
};

/**
 * Flood of Force (CRU055): "Combo – If Rushing River or Flood of Force was the last attack this combat chain, when you attack with
 * Flood of Force, reveal the top card of your deck. If it's a card with combo, put it into your hand then Flood of Force gains
 * +3{p} and go again."
 */
export const FLOOD_OF_FORCE: CardModule = {
  triggers: [
    {
      on: "attacks",
      when: (o) => comboActive(o.t.s, o.layer!),
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "reveal" }], `${cardName(o.source.card)}: combo, when this attacks`),
    },
  ],
  steps: {
    reveal: (o) => {
      const { t, seat } = o;
      const top = t.peek(seat).deck[0];
      if (top === undefined) return t.log(`${t.name(seat)} has no card to reveal`, "8.5.17");
      // Shown to the table before any line names it (CR 8.5.17).
      revealCards(o, [top], "the top of their deck");
      if (!hasKeyword(top.card, "Combo")) return;
      t.put(seat, t.take(seat, "deck", top.id), "hand");
      t.log(`${t.name(seat)} puts ${cardName(top.card)} into their hand`);
      o.act!.run([{ kind: "buff-attack", power: 3, goAgain: true }]);
    },
  },
};

/** Heron's Flight's chosen restriction (CR 1.7.5: "choose 1;"), kept as the attack's mode: 0 attack action cards only, 1 'non-attack' action cards only. */
const HERON_ATTACK_ACTIONS = 0;
const HERON_NON_ATTACK_ACTIONS = 1;

/**
 * Heron's Flight (CRU056): "Combo – If Crane Dance was the last attack this combat chain, when you attack with Heron's Flight, it
 * gains +2{p} and you choose 1; – Heron's Flight can only be defended by attack action cards. – … by 'non-attack' action cards."
 * The choice is made as the triggered-layer resolves: a "yes" for the first mode, a "no" for the second.
 */
export const HERONS_FLIGHT: CardModule = {
  triggers: [
    {
      on: "attacks",
      when: (o) => comboActive(o.t.s, o.layer!),
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "gains" }], `${cardName(o.source.card)}: combo, when this attacks`),
    },
  ],
  cantBeDefendedBy: (d) =>
    d.attack.mode === HERON_ATTACK_ACTIONS ? !isAttackAction(d.card) : d.attack.mode === HERON_NON_ATTACK_ACTIONS ? !isNonAttackAction(d.card) : false,
  steps: {
    gains: (o) => {
      const link = heronsLink(o);
      if (link === undefined) return;
      o.act!.run([{ kind: "buff-attack", power: 2 }]);
      link.attack.mode = HERON_NON_ATTACK_ACTIONS;
      o.act!.run([{ kind: "may", text: "Heron's Flight can only be defended by attack action cards (No: only by 'non-attack' action cards)", effects: [{ kind: "ability", step: "attack-actions", card: o.source.card }] }]);
    },
    "attack-actions": (o) => {
      const link = heronsLink(o);
      if (link !== undefined) link.attack.mode = HERON_ATTACK_ACTIONS;
    },
  },
};
/** The active chain link, if Heron's Flight is its attack. */
function heronsLink(o: Occasion): Mutable<ChainLink> | undefined {
  const link = o.t.activeLinkToWrite();
  return link !== null && link.attack.card === o.source.card ? link : undefined;
}

/**
 * Crane Dance (CRU057–059): "Combo – If Soulbead Strike was the last attack this combat chain, Crane Dance gains +1{p}, go again,
 * and it can't be defended by attack action cards with base {p} greater than the number of chain links you control." (+1 and go
 * again are data in cards.ts.)
 */
export const CRANE_DANCE: CardModule = {
  triggers: [],
  cantBeDefendedBy: (d: DefendCheck) => comboActive(d.s, d.attack) && isAttackAction(d.card) && (cardData(d.card).power ?? 0) > linksYouControl(d.s, d.attack),
};

/**
 * Rushing River (CRU060–062): "Combo – If Torrent of Tempo was the last attack this combat chain, Rushing River gains +1{p}, go
 * again, and 'If Rushing River hits, draw X cards then put X cards from your hand on top of your deck in any order, where X is the
 * number of attacks that have hit this combat chain.'" The cards go on top one at a time, each above the one before.
 */
export const RUSHING_RIVER: CardModule = {
  triggers: [],
  steps: {
    "draw-x": (o) => {
      const x = hitsThisChain(o.t.s);
      o.act!.run([{ kind: "draw", count: x }]);
      RUSHING_RIVER.steps!.next!({ ...o, count: x });
    },
    next: (o) => {
      const left = o.count ?? 0;
      const hand = o.t.peek(o.seat).hand;
      if (left <= 0 || hand.length === 0) return;
      o.act!.choose("top", `put on top of your deck (${left} to go; the last one put is on top)`, hand.map((c) => c.id), false, left);
    },
    top: (o, choice) => {
      const { t, seat } = o;
      if (choice === null || choice === undefined) return;
      t.put(seat, t.take(seat, "hand", choice), "deck");
      t.log(`${t.name(seat)} puts a card from their hand on top of their deck`);
      RUSHING_RIVER.steps!.next!({ ...o, count: (o.count ?? 1) - 1 });
    },
  },
};

/** Flying Kick (CRU063–065): "If this was played as chain link 3 or higher, it gets +2{p}." */
export const FLYING_KICK: CardModule = {
  triggers: [],
  attack: [
    {
      when: (s, attack) => {
        const own = s.chain.findIndex((l) => l.attack.id === attack.id);
        return (own < 0 ? s.chain.length + 1 : own + 1) >= 3;
      },
      power: 2,
      text: "+2 power as chain link 3 or higher",
    },
  ],
};

/** Soulbead Strike (CRU066–068), Torrent of Tempo (CRU069–071): "When this hits, it gets go again." */
export const WHEN_THIS_HITS_GO_AGAIN: CardModule = { triggers: [whenThisHits([{ kind: "attack-go-again" }])] };

/** Bittering Thorns (CRU072): "When this hits, your next attack this turn gets +1{p}. Go again." */
export const BITTERING_THORNS: CardModule = { triggers: [whenThisHits([{ kind: "next-attack", bonus: { filter: "any", power: 1 } }])] };

/** Salt the Wound (CRU073): "This gets +1{p} for each attack that has hit this combat chain." */
export const SALT_THE_WOUND: CardModule = {
  triggers: [],
  attack: [{ when: () => true, power: (s) => hitsThisChain(s), text: "+1 power for each attack that has hit this combat chain" }],
};

/** Whirling Mist Blossom (CRU074): "When this hits and it's the second or higher chain link in a row to hit, draw 2 cards. Go again." */
export const WHIRLING_MIST_BLOSSOM: CardModule = {
  triggers: [
    {
      on: "hits",
      when: (o) => {
        let row = 0;
        for (let i = o.t.s.chain.length - 1; i >= 0 && o.t.s.chain[i]!.hit; i--) row++;
        return row >= 2;
      },
      run: (o) => triggerLayer(o, [{ kind: "draw", count: 2 }], `${cardName(o.source.card)}: the second chain link in a row to hit`),
    },
  ],
};

/**
 * Zen State (CRU075), an aura token: "Zen State enters the arena with 1 balance counter on it. At the beginning of your action
 * phase, destroy Zen State unless you remove a balance counter from it. Whenever your hero would be dealt damage, prevent 1
 * damage that source would deal." (CR 6.4.10.) With no counter to remove it is destroyed.
 */
export const ZEN_STATE: CardModule = {
  entersWithBalance: 1,
  instead: { preventEach: 1 },
  triggers: [
    {
      on: "action-phase",
      run: (o) => {
        const balance = o.t.peek(o.seat).permanents.find((c) => c.id === o.source.id)?.balance ?? 0;
        const keep = { kind: "may", text: "remove a balance counter from Zen State (No: destroy it)", effects: [{ kind: "ability", step: "remove", card: o.source.card, obj: o.source.id }] } as const;
        triggerLayer(o, [...(balance > 0 ? [keep] : []), { kind: "ability", step: "unless", card: o.source.card, obj: o.source.id }], "Zen State: beginning of the action phase");
      },
    },
  ],
  steps: {
    remove: (o, obj) => {
      const zen = o.t.player(o.seat).permanents.find((c) => c.id === obj);
      if (zen === undefined || (zen.balance ?? 0) === 0) return;
      zen.balance = zen.balance! - 1;
      o.t.prop(zen.id, "balance counters", zen.balance);
      o.t.player(o.seat).usedThisTurn.push(`balance-removed:${zen.id}`);
      o.t.log("A balance counter is removed from Zen State", "8.5.16");
    },
    // "Destroy Zen State unless you remove a balance counter from it" (CR 8.5.4).
    unless: (o, obj) => {
      if (o.t.peek(o.seat).usedThisTurn.includes(`balance-removed:${obj}`)) return;
      if (o.t.peek(o.seat).permanents.some((c) => c.id === obj)) o.act!.run([{ kind: "destroy", obj: obj! }]);
    },
  },
};
