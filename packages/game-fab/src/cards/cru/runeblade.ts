import { cardName, hasType, isAttackAction } from "../../cards";
import type { Seat } from "@tablecast/engine";
import { other, type PlayerState } from "../../state";
import { whenThisAttacks, whenThisEnters, whenThisHits, atYourActionPhaseDestroyThis } from "../../vocabulary/printed";
import { putBackInAnyOrder, REORDER_STEPS } from "../../vocabulary/opt";
import { revealCards } from "../../vocabulary/reveal";
import { triggerLayer, type CardModule, type Occasion } from "../../vocabulary/triggers";
import { playedNonAttackAction } from "../arc/runeblade";

/** Runeblade cards of Crucible of War, on Arcane Rising's Runechant tokens and arcane damage (src/cards/arc/runeblade.ts). */

/** "If you've dealt arcane damage this turn" (to any hero; the player's `arcaneDealt`, kept as arcane damage is dealt). */
export const dealtArcaneThisTurn = (p: PlayerState): boolean => (p.arcaneDealt ?? []).some((n) => n > 0);
/** "If you have dealt arcane damage to an opposing hero this turn" (two players: the other one). */
export const dealtArcaneToOpponent = (players: readonly PlayerState[], seat: Seat): boolean => (players[seat]!.arcaneDealt?.[other(seat)] ?? 0) > 0;
/** A Runeblade attack action card. */
const runebladeAttackAction = (card: string): boolean => hasType(card, "Runeblade") && isAttackAction(card);

/** Arknight Shard (CRU000), a Legendary resource: "When you pitch Arknight Shard, create a Runechant token." (a triggered-layer, CR 6.6). */
export const ARKNIGHT_SHARD: CardModule = {
  triggers: [{ on: "pitched", run: (o) => triggerLayer(o, [{ kind: "create-token", token: "Runechant" }], "Arknight Shard: create a Runechant token") }],
};

/**
 * Reaping Blade (CRU140): "Once per Turn Action – {r}: Attack. If a hero has more {h} than any other hero, they can't gain {h}." The
 * second is a static ability while it is in the arena, a restriction on gaining life (CR 1.0.2), read as life would be gained.
 */
export const REAPING_BLADE: CardModule = { triggers: [], attackCost: 1, leaderCantGainLife: true };

/**
 * Dread Triptych (CRU142): "When you attack with Dread Triptych, if you've played a 'non-attack' action card this turn, create a
 * Runechant token. When you attack with Dread Triptych, if you've dealt arcane damage this turn, create a Runechant token. If Dread
 * Triptych hits, create a Runechant token." Two triggered abilities on attacking, each with its own condition (CR 6.6).
 */
export const DREAD_TRIPTYCH: CardModule = {
  readsNonAttackActions: true,
  triggers: [
    whenThisAttacks([{ kind: "create-token", token: "Runechant" }], (o) => playedNonAttackAction(o.t.peek(o.seat))),
    whenThisAttacks([{ kind: "create-token", token: "Runechant" }], (o) => dealtArcaneThisTurn(o.t.peek(o.seat))),
    whenThisHits([{ kind: "create-token", token: "Runechant" }]),
  ],
};

/**
 * Rattle Bones (CRU143): "Banish target Runeblade attack action card from your graveyard. You may play it this turn. If you have dealt
 * arcane damage to an opposing hero this turn, you may play Rattle Bones as though it were an instant (CR 8.1.6). Go again." It needs a
 * target to be played (CR 5.1.4); the target is chosen as it resolves, from the Runeblade attack action cards then in the graveyard.
 */
export const RATTLE_BONES: CardModule = {
  triggers: [],
  playOnlyIf: (p) => p.graveyard.some((c) => runebladeAttackAction(c.card)),
  instantWhile: (s, seat) => dealtArcaneToOpponent(s.players, seat),
  steps: {
    target: (o) => {
      const options = o.t.peek(o.seat).graveyard.filter((c) => runebladeAttackAction(c.card)).map((c) => c.id);
      if (options.length > 0) o.act!.choose("banish", "banish from your graveyard (you may play it this turn)", options, false);
    },
    banish: (o, choice) => {
      const { t, seat } = o;
      const banished = t.put(seat, t.take(seat, "graveyard", choice!), "banished");
      t.player(seat).mayPlayBanished.push(banished.id);
      t.log(`${t.name(seat)} banishes ${cardName(banished.card)} from their graveyard; they may play it this turn`, "8.5.1");
    },
  },
};

/**
 * Runeblood Barrier (CRU144), an aura: "When this enters the arena, create 4 Runechant tokens. If your hero would be dealt damage,
 * instead destroy that many Runechant tokens you control and prevent 1 damage for each Runechant token destroyed this way (CR 6.4.9).
 * At the beginning of your action phase, destroy this."
 */
export const RUNEBLOOD_BARRIER: CardModule = {
  triggers: [whenThisEnters([{ kind: "create-token", token: "Runechant", count: 4 }]), atYourActionPhaseDestroyThis()],
  instead: { heroDamageBy: "runechants" },
};

/**
 * Consuming Volition (CRU148–150): "If you've dealt arcane damage this turn, this gets 'When this hits a hero, they discard a card.'"
 * (CR 8.5.5: the hero hit chooses the card).
 */
export const CONSUMING_VOLITION: CardModule = {
  triggers: [{ on: "hits", when: (o) => dealtArcaneThisTurn(o.t.peek(o.seat)), run: (o) => triggerLayer(o, [{ kind: "opponent-discards" }], `${cardName(o.source.card)}: when this hits, they discard a card`) }],
};

/** Meat and Greet (CRU151–153): "When this hits, create a Runechant token. If you've dealt arcane damage to an opposing hero this turn, this gets go again." */
export const MEAT_AND_GREET: CardModule = {
  triggers: [whenThisHits([{ kind: "create-token", token: "Runechant" }])],
  attack: [{ when: (s, attack) => dealtArcaneToOpponent(s.players, attack.controller), goAgain: true, text: "go again: arcane damage was dealt to an opposing hero this turn" }],
};

/**
 * Sutcliffe's Research Notes (CRU154–156): "Reveal the top N cards of your deck (CR 8.5.17). Create a Runechant token for each Runeblade
 * attack action card revealed this way, then put the cards on top of your deck in any order. Go again."
 */
export const sutcliffesResearchNotes = (n: number): CardModule => ({
  triggers: [],
  steps: {
    ...REORDER_STEPS,
    reveal: (o: Occasion) => {
      const { t, seat } = o;
      const revealed = t.peek(seat).deck.slice(0, n);
      if (revealed.length === 0) return t.log(`${t.name(seat)} has no card to reveal`, "8.5.17");
      revealCards(o, revealed, "the top of their deck");
      const runeblade = revealed.filter((c) => runebladeAttackAction(c.card)).length;
      if (runeblade > 0) o.act!.run([{ kind: "create-token", token: "Runechant", count: runeblade }]);
      putBackInAnyOrder(o, revealed.length);
    },
  },
});
