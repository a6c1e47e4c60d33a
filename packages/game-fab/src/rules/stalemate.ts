import { canonicalJson, hashValue, type Decision, type Result, type Seat, type Step } from "@tablecast/engine";
import type { FabEvent } from "../events";
import type { FabState } from "../state";

/** Stalemate detection (CR 4.5.4d). */

type Apply = (s: FabState, seat: Seat, id: string) => Result<Step<FabState, FabEvent>>;
type Decisions = (s: FabState, seat: Seat) => readonly Decision[];

/** States a search may visit; past it no stalemate is declared (the game goes on). */
export const STALEMATE_SEARCH_LIMIT = 2_000;

/**
 * Turns without a life change between two searches through every action. Only when the search
 * runs, not what it decides: a stalemate is never declared on a count of turns.
 */
export const STALEMATE_DEEP_EVERY = 10;

/**
 * CR 4.5.4d: "A stalemate happens when no remaining player can legally advance the game state
 * toward ending the game." With these cards a game ends only when a life total reaches 0
 * (4.5.3a, 4.5.4a); so the game is a stalemate when no sequence of legal decisions, by any
 * player, changes a life total or ends the game.
 *
 * The search proves it by visiting every continuation from `start` — each choice any player
 * could make (play, activate, attack, pitch, defend, arsenal, "you may", …) — until they close
 * into a loop: every state reached was seen before (the turn number and object ids aside), no
 * life total changed and the game did not end. Nothing is guessed: a search that outgrows
 * STALEMATE_SEARCH_LIMIT declares nothing.
 *
 * `deep` false is the cheap search apply makes as a turn begins: it gives up as soon as a player
 * with priority may do anything but pass (Cracked Baubles alone, or no cards left to pay for a
 * weapon's attack, end there). `deep` true also follows actions that cannot lead anywhere
 * (Tectonic Plating's token paid for turn after turn with nothing that could ever attack); apply
 * runs it instead every STALEMATE_DEEP_EVERY turns without a life change.
 */
export function isStalemate(start: FabState, apply: Apply, decisions: Decisions, deep: boolean): boolean {
  const life = start.players.map((p) => p.life);
  const seen = new Seen();
  let visited = 0;
  // The simulation limit does not bound the search (the same state when there is none: decisions() remembers it).
  const todo: { s: FabState; turn: number }[] = [{ s: start.turnLimit === null ? start : { ...start, turnLimit: null }, turn: -1 }];
  while (todo.length > 0) {
    const { s, turn } = todo.pop()!;
    if (s.ended !== null || s.players.some((p, i) => p.life !== life[i])) return false;
    const seat = s.asking?.seat ?? null;
    if (seat === null) return false;
    const options = decisions(s, seat);
    // CR 1.11.2: a player with priority who may play, activate or attack can act.
    if (!deep && s.asking!.offer === "priority" && options.some((d) => d.id !== "pass")) return false;
    // Passing and the turn's procedures only move a turn forward, so without actions a loop shows
    // as a turn beginning as an earlier one began: only those states need remembering.
    if ((deep || s.turn !== turn) && seen.again(s)) continue;
    if (++visited > STALEMATE_SEARCH_LIMIT) return false;
    // Depth first, the likeliest way to a life change first (it ends the search).
    for (const d of [...options].sort((a, b) => rank(s, a) - rank(s, b)).reverse()) {
      const next = apply(s, seat, d.id);
      if (!next.ok) return false;
      todo.push({ s: next.value.state, turn: s.turn });
    }
  }
  return true;
}

/** Playing or attacking before passing; declaring no defenders before defending. */
function rank(s: FabState, d: Decision): number {
  if (s.asking?.offer === "defend") return d.id === "done" ? 0 : 1;
  return d.id === "pass" ? 1 : 0;
}

/**
 * The states a search has met, as a loop sees them (loopKey). A state's key is written only when
 * another state met has the same `outline`: most searches end before two do, so most never write one.
 */
class Seen {
  readonly #byOutline = new Map<string, { readonly s: FabState; key?: string }[]>();
  /** Whether a state the same as `s` (loopKey) was met before; remembers `s` if not. */
  again(s: FabState): boolean {
    const o = outline(s);
    const alike = this.#byOutline.get(o);
    if (alike === undefined) {
      this.#byOutline.set(o, [{ s }]);
      return false;
    }
    const key = loopKey(s);
    for (const e of alike) if ((e.key ??= loopKey(e.s)) === key) return true;
    alike.push({ s, key });
    return false;
  }
}

/**
 * Numbers of a state that its loopKey text holds as they are (no object id, no turn number in
 * them): two states with one key have one outline, so states of different outlines need no key.
 */
function outline(s: FabState): string {
  let o = `${s.turn === 1 ? 1 : 0}|${s.turnPlayer}|${s.phase}|${s.combatStep}|${s.priorityHolder}|${s.passes}|${s.stack.length}|${s.chain.length}|${s.asking?.seat}`;
  for (const p of s.players) o += `|${p.life},${p.resources},${p.actionPoints},${p.hand.length},${p.deck.length},${p.arsenal.length},${p.pitch.length},${p.graveyard.length},${p.banished.length}`;
  return o;
}

const OBJECT_ID = /(?<![A-Za-z0-9])o\d+(?![0-9])/g;

/**
 * A state as a loop sees it: without the turn number (marks counted from it; turn 1 draws for
 * everyone, CR 4.4.3f) or the last turn with a life change, and with object ids numbered in order of
 * appearance — a card that moves becomes a new object (CR 3.0.9), so a loop of moves repeats a
 * state only up to its ids.
 */
function loopKey(s: FabState): string {
  const players = s.players.map((p) => (p.marks.length === 0 ? p : { ...p, marks: p.marks.map((m) => ({ ...m, from: m.from - s.turn, until: m.until - s.turn })) }));
  const ids = new Map<string, string>();
  const text = canonicalJson({ ...s, turn: s.turn === 1 ? 1 : 0, lifeChangedTurn: 0, nextId: 0, players }).replace(OBJECT_ID, (id) => {
    let n = ids.get(id);
    if (n === undefined) ids.set(id, (n = `o${ids.size}`));
    return n;
  });
  return hashValue(text);
}
