import { err, seatLabel, ok, type Result, type Seat, type Step } from "@tablecast/engine";
import type { Effect } from "./cards";
import type { FabEvent } from "./events";
import { other, type FabState } from "./state";
import { Table } from "./table";
import { attackBecomesLink, declareDefenders } from "./chain";
import { isAttackLayer } from "./combat";
import { decisions } from "./decisions";
import { endGame, runEffects } from "./effects";
import { activateAbility, activateWeapon, pitch, playCard } from "./play";
import { chosen } from "./choices";
import { isStalemate, STALEMATE_DEEP_EVERY } from "./stalemate";
import { announce, givePriority, pass, pushTrigger } from "./priority";
import { beginActionPhase, chooseFirst, finishEndPhase, pitchToBottom } from "./turn";

/** Applying a decision: validates it against decisions() and dispatches (CR 1.11.2: only the seat with a decision may act). */
type FabStep = Step<FabState, FabEvent>;

export function apply(s: FabState, seat: Seat, id: string): Result<FabStep> {
  const step = applyDecision(s, seat, id);
  if (!step.ok) return step;
  const next = step.value.state;
  // CR 4.5.4d: a stalemate is looked for as each turn begins (the rule names no moment), once a
  // whole turn has passed without a life change (none can follow in a stalemate).
  const quiet = next.turn - next.lifeChangedTurn - 1;
  if (next.ended === null && next.turn !== s.turn && quiet > 0 && isStalemate(next, applyDecision, quiet % STALEMATE_DEEP_EVERY === 0)) {
    const t = new Table(next);
    endGame(t, [], "stalemate: no player can advance the game toward its end", "4.5.4d");
    return ok({ state: t.state, events: [...step.value.events, ...t.events] });
  }
  return step;
}

/** One decision, without the stalemate check (which explores with this). */
function applyDecision(s: FabState, seat: Seat, id: string): Result<FabStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "fab:4.5.1");
  const legal = decisions(s, seat);
  if (legal.length === 0) {
    const rule = s.pending === null ? "fab:1.11.2" : undefined;
    return err("decision/not-your-priority", `${seatLabel(seat)} has no decision to make now`, rule);
  }
  if (!legal.some((d) => d.id === id)) return err("decision/not-legal", `"${id}" is not a legal decision now`, "fab:1.11.2");
  const t = new Table(s);
  const [verb, arg, extra] = id.split(":") as [string, string | undefined, string | undefined];
  switch (verb) {
    case "first":
      chooseFirst(t, arg === "me" ? seat : other(seat));
      break;
    case "pitch":
      pitch(t, seat, arg!);
      break;
    case "defend":
      t.s.pending = { kind: "defend", seat, declared: [...(t.s.pending as { declared: string[] }).declared, arg!] };
      break;
    case "done":
      declareDefenders(t, seat);
      break;
    case "arsenal": {
      // CR 4.4.3b: face-down into the empty arsenal.
      const card = t.take(seat, "hand", arg!);
      t.put(seat, card, "arsenal");
      t.log(`${t.name(seat)} puts a card into arsenal`, "4.4.3b");
      t.s.pending = null;
      finishEndPhase(t);
      break;
    }
    case "skip":
      t.s.pending = null;
      finishEndPhase(t);
      break;
    case "may": {
      const pending = t.s.pending as { kind: "may"; effects: Effect[]; weapon?: string };
      t.s.pending = null;
      if (arg === "yes") runEffects(t, seat, pending.effects, pending.weapon);
      else t.log(`${t.name(seat)} declines`, "1.8.3");
      afterChoice(t);
      break;
    }
    case "choose": {
      chosen(t, seat, arg === "none" ? null : arg!);
      afterChoice(t);
      break;
    }
    case "trigger": {
      const next = (t.s.pending as { next: Seat }).next;
      t.s.pending = null;
      pushTrigger(t, arg!);
      givePriority(t, next);
      break;
    }
    case "bottom":
      pitchToBottom(t, seat, arg!);
      t.s.pending = null;
      finishEndPhase(t);
      break;
    case "play":
      playCard(t, seat, arg!, extra);
      break;
    case "activate":
      activateAbility(t, seat, arg!, Number(extra));
      break;
    case "attack":
      activateWeapon(t, seat, arg!);
      break;
    case "pass":
      pass(t, seat);
      break;
    default:
      return err("decision/unknown", `unknown decision "${id}"`);
  }
  announce(t);
  return ok({ state: t.state, events: t.events });
}

/** A layer's resolution finished with a player's choice: go on where the game was (CR 5.3, 4.2.2). */
function afterChoice(t: Table): void {
  const s = t.s;
  if (s.ended !== null || s.pending !== null) return;
  if (s.phase === "start") return beginActionPhase(t);
  // A choice made while an attack resolved (CR 7.2.3): the attack now becomes a chain link.
  const top = s.stack[s.stack.length - 1];
  if (s.combatStep === "attack" && top !== undefined && isAttackLayer(top) && !s.chain.some((l) => l.attack.id === top.id)) return attackBecomesLink(t);
  givePriority(t, s.turnPlayer);
}

/** Ends the game as the rules say (CR 4.5) for a conceding seat (4.5.3c). */
export function concede(s: FabState, seat: Seat): Result<FabStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "fab:4.5.1");
  const t = new Table(s);
  endGame(t, [other(seat)], `${s.players[seat]!.name} conceded`, "4.5.3c");
  return ok({ state: t.state, events: t.events });
}
