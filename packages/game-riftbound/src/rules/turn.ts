import type { Seat } from "@tablecast/engine";
import type { Asking, QueuedStep } from "@tablecast/engine/kit";
import { other, type RiftboundState } from "../state";
import type { RbWork } from "../work";
import { emptyPools } from "./costs";
import { channel, draw } from "./draw";
import { winCheck } from "./ending";
import { score } from "./scoring";
import { fire, fireGrantedTemporary, fireOwn, readiedFriendly } from "./triggers";

const RUNES_PER_CHANNEL = 2; // 315.3

/** A phase of the turn begins (315–317): the state and the table say so. */
function enterPhase(w: RbWork, phase: RiftboundState["phase"]): void {
  w.set("phase", phase);
  w.emit({ type: "phase", phase });
}

/** Who is asked while the chain holds items: the priority holder (312, 337.1.c.3). */
export const priorityAsking = (w: RbWork): Asking => ({ seat: w.s.priority!, offer: "priority", then: { step: "act", seat: w.s.priority! } });

/**
 * A turn step that needs an empty chain waits (is queued again) while its triggers resolve
 * (383.4.d, 816.1.b), and does nothing once the game is won; then `run` is the step.
 */
function onEmptyChain(w: RbWork, step: QueuedStep, run: () => void): Asking | void {
  if (w.s.chain.length !== 0) {
    w.next({ step: step.step });
    return priorityAsking(w);
  }
  if (winCheck(w)) return;
  run();
}

/** 315.1–315.2: a new turn — Awaken readies everything, then the Beginning Phase's start (816.1.b Temporary). */
export function beginTurnStep(w: RbWork, step: QueuedStep): void {
  const seat = step["seat"] as Seat;
  w.set("turn", w.s.turn + 1);
  w.set("turnPlayer", seat);
  w.emit({ type: "turn", turn: w.s.turn, turnPlayer: seat });
  // 315.1: Awaken — ready everything the turn player controls.
  enterPhase(w, "awaken");
  const readied = w.s.units.filter((u) => u.controller === seat && u.exhausted).map((u) => u.id);
  for (const u of w.units()) if (u.controller === seat) w.setExhausted(u, false);
  // 315.1.b: the turn player readies them — "When you ready a friendly unit" (Pirate's Haven) triggers for each that was exhausted.
  for (const id of readied) readiedFriendly(w, seat, id);
  const p = w.player(seat);
  for (const r of p.runes) w.setExhausted(r, false);
  for (const g of p.gear) w.setExhausted(g, false);
  w.setExhausted(p.legend, false);
  // 315.2: Beginning — its start: "at the start of your Beginning Phase, before scoring" (816.1.b).
  w.set("beginningStep", "start");
  enterPhase(w, "beginning");
  fireOwn(w, "beginning", seat, true);
  fireGrantedTemporary(w, seat);
  // Obelisk of Power, The Arena's Greatest: "At the start of each player's first Beginning Phase, that player …" (turn 1 is the first player's, 2 the other's).
  if (w.s.turn === (seat === w.s.firstPlayer ? 1 : 2)) for (const bf of w.s.battlefields) fire(w, "first-beginning", seat, bf.card, bf.id);
  w.next({ step: "scoring" });
}

/** 315.2: the Scoring Step — hold every battlefield the turn player controls (464.2). */
export function scoringStep(w: RbWork, step: QueuedStep): Asking | void {
  return onEmptyChain(w, step, () => {
    const seat = w.s.turnPlayer;
    w.set("beginningStep", "scoring");
    w.emit({ type: "phase", phase: "beginning", step: "scoring" });
    for (const [i, bf] of w.s.battlefields.entries()) if (bf.controller === seat) score(w, seat, i, "hold");
    if (winCheck(w)) return;
    w.next({ step: "channel" });
  });
}

/** 315.3–316: from the Channel Phase to the Main Phase (after the hold effects resolved, 383.4.d). */
export function channelStep(w: RbWork, step: QueuedStep): Asking | void {
  return onEmptyChain(w, step, () => {
    const seat = w.s.turnPlayer;
    // 315.3: Channel 2 runes (480.7: one more on the second player's first turn).
    enterPhase(w, "channel");
    channel(w, seat, RUNES_PER_CHANNEL + (w.s.players[seat]!.extraRune ? 1 : 0), false);
    if (w.s.players[seat]!.extraRune) w.player(seat).extraRune = false;
    // 315.4: Draw 1; an empty Main Deck burns out first (431).
    enterPhase(w, "draw");
    draw(w, seat, 1);
    if (winCheck(w)) return;
    // 315.4.d, 166: every player's Rune Pool empties at the end of the Draw Phase.
    emptyPools(w, "315.4.d");
    // 316: the Main Phase.
    enterPhase(w, "main");
  });
}

/** 317.1: the Ending Step — "at the end of your turn" abilities of the turn player's permanents and legend trigger (317.1.a). */
export function endTurn(w: RbWork): void {
  enterPhase(w, "ending");
  const seat = w.s.turnPlayer;
  // Targon's Peak's delayed "ready up to 2 runes at the end of this turn" (317.1.a), for whoever it was promised.
  for (const p of [0, 1] as const) {
    const n = w.s.players[p]!.readyRunesAtEnd;
    if (n === undefined) continue;
    delete w.player(p).readyRunesAtEnd;
    let readied = 0;
    for (const r of w.player(p).runes)
      if (readied < n && r.exhausted) {
        w.setExhausted(r, false);
        readied++;
      }
    w.log(`Targon's Peak: ${w.name(p)} readies ${readied} rune${readied === 1 ? "" : "s"}`, "317.1.a");
  }
  fireOwn(w, "end", seat, true);
  w.next({ step: "expiration" });
}

/** 317.2: the Expiration Step, once the Ending Step's triggers resolved — heal all units, "this turn" effects expire; then the next player's turn. */
export function expirationStep(w: RbWork, step: QueuedStep): Asking | void {
  return onEmptyChain(w, step, () => {
    for (const u of w.units()) {
      w.setDamage(u, 0);
      if (u.mightThisTurn !== 0) {
        u.mightThisTurn = 0;
        w.prop(u.id, "might this turn", 0);
      }
      if (u.stunned) {
        u.stunned = false;
        w.prop(u.id, "stunned", false);
      }
      if (u.keywordsThisTurn !== undefined) delete u.keywordsThisTurn;
      if (u.recallInsteadOfDying === true) delete u.recallInsteadOfDying;
      if (u.mayRecallInsteadOfDying === true) delete u.mayRecallInsteadOfDying;
      if (u.deathChoice !== undefined) delete u.deathChoice;
      if (u.killOnDamage === true) delete u.killOnDamage;
      if (u.movesThisTurn !== undefined) delete u.movesThisTurn;
      if (u.modesThisTurn !== undefined) delete u.modesThisTurn;
    }
    // 437: "this turn" prevention ends.
    if (w.s.preventSpellDamage === true) w.unset("preventSpellDamage");
    if (w.s.killDamagedThisTurn === true) w.unset("killDamagedThisTurn");
    w.set("battlefields", w.s.battlefields.map((bf) => (bf.scoredBy.length === 0 ? bf : { ...bf, scoredBy: [] })));
    for (const seat of [0, 1] as const) if (w.s.players[seat]!.playedThisTurn !== 0) w.player(seat).playedThisTurn = 0;
    for (const seat of [0, 1] as const) if (w.s.players[seat]!.buffsGiveMore !== undefined) delete w.player(seat).buffsGiveMore;
    for (const seat of [0, 1] as const) {
      const p = w.s.players[seat]!;
      if (p.hideFree === true) delete w.player(seat).hideFree;
      if (p.unitsEnterReady === true) delete w.player(seat).unitsEnterReady;
      if (p.cantPlayCards === true) delete w.player(seat).cantPlayCards;
      if (p.diedThisTurn !== undefined) delete w.player(seat).diedThisTurn;
      if (p.discardedThisTurn === true) delete w.player(seat).discardedThisTurn;
      if (p.choseFriendlyHere !== undefined) delete w.player(seat).choseFriendlyHere;
      if (p.nextSpellLess !== undefined) delete w.player(seat).nextSpellLess;
      if (p.nextSpellBonus !== undefined) delete w.player(seat).nextSpellBonus;
      if (p.nextUnitEntersReady === true) delete w.player(seat).nextUnitEntersReady;
    }
    // 166: every player's Rune Pool empties at the end of each turn.
    emptyPools(w, "166");
    w.log(`${w.name(w.s.turnPlayer)} ends their turn`, "317");
    // 737: an Additional Turn is the next queued turn; once taken, the turn order resumes as it was (738: several, in the order made).
    const [additional, ...later] = w.s.additionalTurns ?? [];
    if (additional !== undefined) {
      if (later.length === 0) w.unset("additionalTurns");
      else w.set("additionalTurns", later);
      w.log(`${w.name(additional)} takes an Additional Turn`, "737");
    }
    w.next({ step: "begin-turn", seat: additional ?? other(w.s.turnPlayer) });
  });
}
