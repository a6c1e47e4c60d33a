import type { Seat } from "@tablecast/engine";
import { zoneId } from "../events";
import { other, type PlayerState } from "../state";
import type { FabWork } from "../work";
import { actsFor, DESTROY_AT_END_PHASE, destroyPermanent, endGame } from "./effects";
import { givePriority, STEP } from "./priority";
import { ask } from "./questions";
import { moduleOf } from "../cards/registry";
import { fire } from "../vocabulary/triggers";
import { heroActive } from "./view";
import { endCopy } from "./copy";

/** Start of game, turns and the end phase (chapter 4). */

/** CR 4.1.3 (choice), 4.1.8 equip, 4.1.9 draw up to intellect, then the first turn. */
export function chooseFirst(t: FabWork, first: Seat): void {
  const s = t.s;
  s.firstTurnPlayer = first;
  t.log(`${t.name(first)} will take the first turn`, "4.1.3");
  startOfGame(t, 0);
}

/**
 * CR 4.1.5b: a hero's "you may start the game with … in the arena" (Dash) asks its player, in turn order from the
 * first-turn-player (`from`: the players already asked); then CR 4.1.8 equipping, 4.1.9 drawing and the first turn.
 */
export function startOfGame(t: FabWork, from: number): void {
  const s = t.s;
  const first = s.firstTurnPlayer;
  const order = [first, other(first)];
  for (let i = from; i < order.length; i++) {
    const seat = order[i]!;
    const hero = t.peek(seat).hero;
    if (fire(moduleOf, t, seat, [hero], "start-of-game", { act: actsFor(t, seat, hero.card) })) return t.later({ step: STEP.startOfGame, from: i + 1 });
  }
  // CR 4.1.8: equip in clockwise order from the first-turn-player.
  for (const seat of [first, other(first)]) {
    for (const g of s.players[seat]!.gear) t.events.push({ type: "enter", obj: g.id, card: g.card, zone: zoneId(seat, g.slot) });
  }
  for (const seat of [first, other(first)]) t.drawUpTo(seat);
  startTurn(t, 1, first);
}

/** CR 4.2 start phase (no priority), then 4.3 action phase. */
export function startTurn(t: FabWork, turn: number, turnPlayer: Seat): void {
  const s = t.s;
  // Not a rule: the match option that stops bot games which would not end (FabState.turnLimit).
  // A stalemate (CR 4.5.4d) is found as the turn begins, by apply (stalemate.ts).
  if (s.turnLimit !== null && turn > s.turnLimit) return endGame(t, [], `simulation limit: ${s.turnLimit} turns`, null);
  s.turn = turn;
  s.turnPlayer = turnPlayer;
  s.phase = "start";
  t.events.push({ type: "turn", turn, turnPlayer }, { type: "phase", phase: "start" });
  // CR 4.2.2: effects that last "until the start of your next turn" end as the turn starts (Shiyana's copy, CR 8.5.25).
  if (t.peek(turnPlayer).hero.copy !== undefined) endCopy(t, turnPlayer);
  // CR 4.2.2: start-of-turn triggers resolve as if all players pass (Fyendal's Spring Tunic's "you may").
  // A "you may" asked there: the action phase begins once it is answered.
  if (fire(moduleOf, t, turnPlayer, t.peek(turnPlayer).gear, "start-of-turn")) return t.later({ step: STEP.actionPhase });
  beginActionPhase(t);
}

/** CR 4.3: the action phase begins; "at the beginning of your action phase" triggers (CR 4.3.1). */
export function beginActionPhase(t: FabWork): void {
  const s = t.s;
  const turnPlayer = s.turnPlayer;
  s.phase = "action";
  t.events.push({ type: "phase", phase: "action" });
  // "At the beginning of your action phase, …" abilities of the turn-player's hero (Shiyana), while they work, then of their
  // permanents (every Welcome to Rathe aura: "destroy this, then …").
  const hero = heroActive(s, turnPlayer) ? [t.peek(turnPlayer).hero] : [];
  const queued = s.queue.length;
  fire(moduleOf, t, turnPlayer, [...hero, ...s.players[turnPlayer]!.permanents], "action-phase");
  // CR 4.3.2: the turn-player has 1 action point (not "gained").
  t.setActionPoints(turnPlayer, 1);
  // CR 4.3.3; a triggered-layer's targets still to declare (CR 6.6.6a) are queued, and the turn-player gets priority after them.
  if (s.queue.length === queued) givePriority(t, turnPlayer);
}

/** CR 4.4: end phase and the end-of-turn procedure. */
export function beginEndPhase(t: FabWork): void {
  const s = t.s;
  s.phase = "end";
  s.priorityHolder = null;
  s.passes = 0;
  t.events.push({ type: "phase", phase: "end" });
  // CR 4.4.2 / 8.5.10: intimidated cards return at the beginning of the end phase.
  for (const seat of [0, 1] as const) {
    if (t.peek(seat).intimidated.length === 0) continue;
    const p = t.player(seat);
    for (const id of [...p.intimidated]) {
      const card = t.take(seat, "banished", id);
      t.put(seat, card, "hand");
    }
    if (p.intimidated.length > 0) t.log(`${t.name(seat)}'s intimidated cards return to hand`, "8.5.10");
    p.intimidated = [];
  }
  // "Destroy this at the beginning of the end phase" (Metacarpus Node), for either player: delayed, it happens now too (CR 4.4.1-4.4.2).
  for (const seat of [0, 1] as const)
    for (const mark of t.peek(seat).usedThisTurn) if (mark.startsWith(DESTROY_AT_END_PHASE)) destroyPermanent(t, seat, mark.slice(DESTROY_AT_END_PHASE.length));
  // "At the beginning of your end phase" (Dawnblade's counters, Enchanting Melody): nobody gets priority (CR 4.4.1-4.4.2), so they happen now.
  // The hero's first, while its abilities work (Kassai's Copper tokens).
  const hero = heroActive(s, s.turnPlayer) ? [t.peek(s.turnPlayer).hero] : [];
  fire(moduleOf, t, s.turnPlayer, [...hero, ...t.peek(s.turnPlayer).gear, ...t.peek(s.turnPlayer).permanents], "end-phase", { act: actsFor(t, s.turnPlayer, "") });
  const tp = s.players[s.turnPlayer]!;
  if (tp.arsenal.length === 0 && tp.hand.length > 0) {
    t.events.push({ type: "phase", phase: "end", step: "arsenal" });
    return t.ask(ask.arsenal(s.turnPlayer));
  }
  finishEndPhase(t);
}

export function pitchToBottom(t: FabWork, seat: Seat, id: string): void {
  const card = t.take(seat, "pitch", id);
  t.put(seat, card, "deck", { bottom: true });
}

/** What a player keeps only for the turn ("this turn" effects and counts, CR 6.2.2), each absent until written: cleared as the turn ends. */
const THIS_TURN = [
  "nonAttackActions",
  "wizardNonAttackActions",
  "runechantPlus",
  "nextPlay",
  "arcaneDealt",
  "nextHit",
  "boosts",
  "whenBoosting",
  "namesPlayed",
  "cardGains",
  "onlyFromArsenal",
  "actionsThisTurn",
  "heroDamaged",
  "discardedSix",
  "attacksThisTurn",
  "banishedCostsLess",
  "defendFromArsenal",
] as const satisfies readonly (keyof PlayerState)[];

export function finishEndPhase(t: FabWork): void {
  const s = t.s;
  // CR 4.4.3c: pitch zones to the bottom of the decks, each player choosing the (hidden) order.
  for (const seat of [s.turnPlayer, other(s.turnPlayer)]) {
    const p = t.player(seat);
    if (p.pitch.length === 1) pitchToBottom(t, seat, p.pitch[0]!.id);
    if (p.pitch.length > 1) return t.ask(ask.pitchOrder(seat));
  }
  const tp = t.player(s.turnPlayer);
  // CR 4.4.3d: untap; once per turn abilities are available again next turn.
  for (const g of tp.gear) {
    g.attacksThisTurn = 0;
    g.attacksAllowed = 1;
    g.hitsThisTurn = 0;
    g.dominateThisTurn = false;
    g.drawOnHitThisTurn = 0;
    if (g.powerThisTurn !== 0) {
      g.powerThisTurn = 0;
      t.events.push({ type: "prop", obj: g.id, key: "power bonus", value: 0 });
    }
  }
  for (const seat of [0, 1] as const) if (t.peek(seat).usedThisTurn.length > 0) t.player(seat).usedThisTurn = [];
  // CR 4.4.3e: all players lose all action and resource points.
  for (const [seat, p] of s.players.entries()) {
    if (p.actionPoints !== 0) t.setActionPoints(seat, 0);
    if (p.resources !== 0) t.setResources(seat, 0);
  }
  // CR 4.4.3f: draw up to intellect; on the first turn every player does.
  t.drawUpTo(s.turnPlayer);
  if (s.turn === 1) t.drawUpTo(other(s.turnPlayer));
  // CR 4.4.4: "this turn" effects end.
  s.nextAttack = [];
  s.turnEffects = [];
  s.nextDefense = [];
  s.shields = [];
  s.costReductions = [];
  for (const seat of [0, 1] as const) {
    const was = t.peek(seat);
    const ends = THIS_TURN.filter((k) => was[k] !== undefined);
    if (was.mayPlayBanished.length === 0 && was.intellectThisTurn === 0 && was.marks.every((m) => m.until > s.turn) && (was.arcanePlus ?? 0) === 0 && ends.length === 0 && was.permanents.every((c) => c.barrierThisTurn === undefined)) continue;
    const p = t.player(seat);
    p.mayPlayBanished = [];
    if (was.asInstant !== undefined) delete p.asInstant;
    if (was.arcanePlus !== undefined) delete p.arcanePlus;
    for (const k of ends) delete p[k];
    for (const c of p.permanents) if (c.barrierThisTurn !== undefined) delete c.barrierThisTurn;
    p.intellectThisTurn = 0;
    p.marks = p.marks.filter((m) => m.until > s.turn);
  }
  startTurn(t, s.turn + 1, other(s.turnPlayer));
}
