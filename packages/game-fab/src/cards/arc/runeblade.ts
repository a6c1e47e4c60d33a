import { cardName, isAttackAction, isNonAttackAction } from "../../cards";
import { isWeaponAttack } from "../../rules/view";
import type { PlayerState } from "../../state";
import { whenThisAttacks } from "../../vocabulary/printed";
import { heroIsActive, ofClass, searchDeck, triggerLayer, type CardModule, type Occasion } from "../../vocabulary/triggers";

/** The Runechant token's card id (ARC112). */
export const RUNECHANT_CARD = "ARC112";

/** The Runechant tokens a player controls (CR 8.6: tokens are permanents in the arena). */
export const runechants = (p: PlayerState): number => p.permanents.filter((c) => c.card === RUNECHANT_CARD).length;

/** "If you have played a 'non-attack' action card this turn" (Nebula Blade). */
export const playedNonAttackAction = (p: PlayerState): boolean => (p.nonAttackActions ?? 0) > 0;

/**
 * Runechant (ARC112), an aura token: "When you play an attack action card or activate a weapon attack, destroy Runechant and
 * deal 1 arcane damage to target opposing hero." Each token triggers on its own (CR 6.6); the opposing hero is the target
 * (two players), and may pay for an Arcane Barrier as it resolves (CR 8.3.8).
 */
export const RUNECHANT: CardModule = {
  triggers: [
    {
      on: "attack-played",
      when: (o) => isWeaponAttack(o.layer!) || isAttackAction(o.layer!.card),
      run: (o) =>
        triggerLayer(o, [{ kind: "destroy", obj: o.source.id }, { kind: "arcane-damage", amount: 1 }], "Runechant: destroy it and deal 1 arcane damage to the opposing hero"),
    },
  ],
};

/**
 * Viserai, Rune Blood (ARC075) and Viserai (ARC076): "Whenever you play a Runeblade card, if you have played another
 * 'non-attack' action card this turn, create a Runechant token." The rules count the player's non-attack action cards as
 * each is played, after this ability looks (so "another" excludes the card being played).
 */
export const VISERAI: CardModule = {
  readsNonAttackActions: true,
  triggers: [
    {
      on: "card-played",
      when: (o: Occasion) => heroIsActive(o) && ofClass(o, o.layer!.card, "Runeblade") && (o.t.peek(o.seat).nonAttackActions ?? 0) > 0,
      run: (o) => triggerLayer(o, [{ kind: "create-token", token: "Runechant" }], `${cardName(o.source.card)}: create a Runechant token`),
    },
  ],
};

/**
 * Nebula Blade (ARC077): "Once per Turn Action – {r}{r}: Attack. If Nebula Blade hits, create a Runechant token. If you have
 * played a 'non-attack' action card this turn, Nebula Blade gains +3{p} until end of turn."
 */
export const NEBULA_BLADE: CardModule = {
  readsNonAttackActions: true,
  attackCost: 2,
  triggers: [{ on: "this-weapon-hits", run: (o) => triggerLayer(o, [{ kind: "create-token", token: "Runechant" }], "Nebula Blade: create a Runechant token", o.source.id) }],
  attack: [{ when: (s, attack) => playedNonAttackAction(s.players[attack.controller]!), power: 3, text: "+3 power: a 'non-attack' action card was played this turn" }],
};

/** "This costs {r} less to play for each Runechant you control" (CR 5.1.6a): Rune Flash, Amplify the Arknight, Ninth Blade of the Blood Oath, Drawn to the Dark Dimension, Reduce to Runechant. */
export const LESS_PER_RUNECHANT: CardModule = { triggers: [], costsLess: runechants };

/** Spellblade Assault (ARC085–087): "When you attack with Spellblade Assault, create 2 Runechant tokens." */
export const SPELLBLADE_ASSAULT: CardModule = { triggers: [whenThisAttacks([{ kind: "create-token", token: "Runechant", count: 2 }])] };

/**
 * Bloodspill Invocation (ARC106–108), an aura: "When an attack action card you control hits, destroy Bloodspill Invocation
 * then create N Runechant tokens. When your hero is dealt damage, destroy Bloodspill Invocation." (N: 3, 2, 1.)
 */
export const bloodspillInvocation = (n: number): CardModule => ({
  triggers: [
    {
      on: "attack-action-hit",
      run: (o) => triggerLayer(o, [{ kind: "destroy", obj: o.source.id }, { kind: "create-token", token: "Runechant", count: n }], `${cardName(o.source.card)}: an attack action card hit`),
    },
    { on: "hero-damaged", run: (o) => triggerLayer(o, [{ kind: "destroy", obj: o.source.id }], `${cardName(o.source.card)}: your hero was dealt damage`) },
  ],
});

/**
 * Arknight Ascendancy (ARC080): "Costs {r} less to play for each Runechant you control. If Arknight Ascendancy hits, create X
 * Runechant tokens, where X is the damage dealt by Arknight Ascendancy." (Dominate and the specialization are read from the data.)
 */
export const ARKNIGHT_ASCENDANCY: CardModule = {
  costsLess: runechants,
  triggers: [
    {
      on: "hits",
      run: (o) => {
        const dealt = o.t.s.chain.find((l) => l.attack.id === o.layer!.id)?.damage ?? 0;
        triggerLayer(o, [{ kind: "create-token", token: "Runechant", count: dealt }], `Arknight Ascendancy: create ${dealt} Runechant tokens`);
      },
    },
  ],
};

/** Grasp of the Arknight (ARC078): its ability "costs an additional {r} to activate for each Runechant you control" (the ability: cards.ts). */
export const GRASP_OF_THE_ARKNIGHT: CardModule = { triggers: [], abilityCostMore: runechants };

/**
 * Become the Arknight (ARC083): "You may discard an action card. If you discard an attack action card this way, search your
 * deck for a Runeblade 'non-attack' action card, reveal it, and put it into your hand. If you discard a 'non-attack' action
 * card this way, search your deck for a Runeblade attack action card, reveal it, and put it into your hand. Shuffle your
 * deck. Go again." (CR 8.5.5, 8.5.19.)
 */
export const BECOME_THE_ARKNIGHT: CardModule = {
  triggers: [],
  steps: {
    discard: (o) => {
      const options = o.t.peek(o.seat).hand.filter((c) => isAttackAction(c.card) || isNonAttackAction(c.card)).map((c) => c.id);
      if (options.length > 0) return o.act!.choose("discarded", "discard (then search your deck for a Runeblade action card of the other kind)", options, true);
      shuffle(o);
    },
    discarded: (o, choice) => {
      if (choice === null || choice === undefined) return shuffle(o);
      const card = o.t.peek(o.seat).hand.find((c) => c.id === choice)!;
      o.act!.discard(card);
      const wanted = isAttackAction(card.card) ? isNonAttackAction : isAttackAction;
      searchDeck(o, (c) => ofClass(o, c, "Runeblade") && wanted(c), "reveal and put into your hand", "finds nothing and shuffles their deck");
    },
    found: (o, choice) => {
      if (choice !== null && choice !== undefined) {
        const found = o.t.take(o.seat, "deck", choice);
        // CR 8.5.17: shown to everyone before it goes into the (private) hand.
        o.t.emit({ type: "reveal", obj: found.id, card: found.card });
        const card = o.t.put(o.seat, found, "hand");
        o.t.log(`${o.t.name(o.seat)} reveals ${cardName(card.card)} and puts it into their hand`, "8.5.19");
      }
      shuffle(o);
    },
  },
};

function shuffle(o: Occasion): void {
  o.t.shuffleDeck(o.seat);
  o.t.log(`${o.t.name(o.seat)} shuffles their deck`, "8.5.20");
}
