import type { Seat } from "@tablecast/engine";
import { other, type PlayerState } from "../../state";
import { whenThisHits } from "../../vocabulary/printed";
import { gainsGoAgain, playedFromArsenal, runNow, type CardModule } from "../../vocabulary/triggers";
import { playedNonAttackAction } from "./runeblade";

/** Generic attack action cards of Arcane Rising whose abilities read the board. */

/** Vigor Rush (ARC197–199): "If you have played a 'non-attack' action card this turn, Vigor Rush gains go again." */
export const VIGOR_RUSH: CardModule = {
  readsNonAttackActions: true,
  triggers: [],
  attack: [{ when: (s, attack) => playedNonAttackAction(s.players[attack.controller]!), goAgain: true, text: "go again: a 'non-attack' action card was played this turn" }],
};

/**
 * Push the Point (ARC188–190): "If the last attack on this combat chain hit, Push the Point gains +2{p}." The last attack
 * is the chain link before its own (the last link while it is still on the stack).
 */
export const PUSH_THE_POINT: CardModule = {
  triggers: [],
  attack: [
    {
      when: (s, attack) => {
        const i = s.chain.findIndex((l) => l.attack.id === attack.id);
        const last = i === -1 ? s.chain[s.chain.length - 1] : s.chain[i - 1];
        return last?.hit === true;
      },
      power: 2,
      text: "+2 power: the last attack on this combat chain hit",
    },
  ],
};

/** Life for a Life (ARC164–166): "When this is played, if you have less {h} than an opposing hero, it gets go again. When this hits, gain 1{h}." */
export const LIFE_FOR_A_LIFE: CardModule = {
  triggers: [
    { on: "played", when: (o) => o.t.peek(o.seat).life < o.t.peek(other(o.seat)).life, run: gainsGoAgain },
    whenThisHits([{ kind: "gain-life", amount: 1 }]),
  ],
};

/** Rifting (ARC194–196): "If Rifting hits, you may play your next 'non-attack' action card this turn as though it were an instant." (CR 8.1.6.) */
export const RIFTING: CardModule = { triggers: [whenThisHits([{ kind: "next-play", filter: "non-attack-action", gives: "as-instant" }])] };

/** Plunder Run (ARC170–172): "If Plunder Run is played from arsenal, the next attack action card you play this turn gains +N{p}." (N: 3, 2, 1.) */
export const plunderRun = (n: number): CardModule => ({
  triggers: [{ on: "resolved", when: playedFromArsenal, run: runNow([{ kind: "next-attack", bonus: { filter: "attack-action", power: n } }]) }],
});

/** "If you have less {h} than your opponent" (two players: the other hero). */
const behind = (players: readonly PlayerState[], seat: Seat): boolean => players[seat]!.life < players[other(seat)]!.life;

/** Arcanite Skullcap (ARC150): "If you have less {h} than your opponent, Arcanite Skullcap gains +1{d} and Arcane Barrier 3. Battleworn." */
export const ARCANITE_SKULLCAP: CardModule = {
  triggers: [],
  barrierWhile: behind,
  ownDefense: (players, owner) => (behind(players, owner) ? 1 : 0),
};
