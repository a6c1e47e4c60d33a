import type { Seat } from "@tablecast/engine";
import type { QueuedStep } from "@tablecast/engine/kit";
import { other } from "../state";
import { mightOf, unitsAt } from "../values";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { score } from "./scoring";
import { fire } from "./triggers";

export const bothSides = (w: RbWork, i: number): boolean => unitsAt(w.s, i, 0).length > 0 && unitsAt(w.s, i, 1).length > 0;

/** Each side's summed Might at a battlefield; stunned units add nothing (423.1.b). */
export function sideMight(w: RbWork, i: number, attacker: Seat, defender: Seat): Record<string, number> {
  const sum = (seat: Seat) => unitsAt(w.s, i, seat).reduce((n, u) => n + (u.stunned ? 0 : mightOf(w.s, u)), 0);
  return { attacker: sum(attacker), defender: sum(defender) };
}

/**
 * 323.9–323.13, 187.3: a battlefield where the turn player's units are present but which they do
 * not control is contested — a Combat when enemy units are there, otherwise a Showdown.
 */
export function stageShowdowns(w: RbWork): void {
  const s = w.s;
  if (s.ended !== null || s.showdown !== null || s.chain.length > 0 || s.waiting.length > 0) return;
  const seat = s.turnPlayer;
  for (const [i, bf] of s.battlefields.entries()) {
    if (unitsAt(s, i, seat).length === 0 || bf.controller === seat) continue;
    const foe = other(seat);
    const combat = unitsAt(s, i, foe).length > 0;
    // 345: the player who applied Contested gains focus; 459: in a combat they are the Attacker.
    w.set("showdown", { battlefield: i, focus: seat, passes: 0, combat: combat ? { attacker: seat, defender: foe } : null, contester: seat });
    w.emit({ type: "phase", phase: "main", step: combat ? "combat" : "showdown" });
    if (combat) {
      w.emit({ type: "combat", battlefield: i, attacker: seat, values: sideMight(w, i, seat, foe) });
      w.log(`${w.name(seat)} attacks ${w.cardName(bf.card)}: combat`, "459");
      // "When I attack" / "When I defend" (459): the Attacker's triggers first (383.3.d.1).
      for (const u of unitsAt(w.s, i, seat)) fire(w, "attack", seat, u.card, u.id);
      for (const u of unitsAt(w.s, i, foe)) fire(w, "defend", foe, u.card, u.id);
      // A battlefield's "When you defend here" (Fortified Position, Reaver's Row): its defender's.
      fire(w, "defend", foe, bf.card, bf.id, { at: i });
      // "When a friendly unit attacks or defends alone" of gear (Mask of Foresight, 364.3.a: alone).
      for (const side of [seat, foe] as const) {
        const alone = unitsAt(w.s, i, side);
        if (alone.length === 1) for (const g of w.s.players[side]!.gear) fire(w, "alone", side, g.card, g.id, { it: alone[0]!.id });
      }
      // "When an enemy unit attacks a battlefield you control" (Ahri - Nine-Tailed Fox): once per attacker.
      if (bf.controller === foe) for (const u of unitsAt(w.s, i, seat)) fire(w, "enemy-attacks", foe, w.s.players[foe]!.legend.card, w.s.players[foe]!.legend.id, { it: u.id });
    } else w.log(`${w.name(seat)} contests ${w.cardName(bf.card)}: showdown`, "344");
    return;
  }
}

/** 347: the focus holder passes; when all pass in succession the showdown (or the combat's showdown step) ends. */
export function passFocus(w: RbWork): void {
  const sd = w.s.showdown!;
  w.set("showdown", { ...sd, passes: sd.passes + 1, focus: other(sd.focus) });
  if (sd.passes + 1 >= 2) endShowdown(w);
}

/** The showdown ends: a combat goes on to damage (460, combat.ts), otherwise control is settled. */
function endShowdown(w: RbWork): void {
  const sd = w.s.showdown!;
  if (sd.combat !== null && bothSides(w, sd.battlefield)) return w.next({ step: "combat-damage" });
  finishAt(w, sd.battlefield);
}

/** 348.2, 461.5: the lone player with units here establishes control — a Conquer if not yet scored this turn. */
export function finishAt(w: RbWork, i: number, attack?: { readonly attacker: Seat; readonly excess: number }): void {
  const s = w.s;
  const bf = s.battlefields[i]!;
  const present = ([0, 1] as const).filter((seat) => unitsAt(s, i, seat).length > 0);
  w.set("showdown", null);
  w.emit({ type: "combat", battlefield: null });
  if (present.length === 1) {
    const seat = present[0]!;
    if (bf.controller !== seat) {
      w.battlefield(i).controller = seat;
      w.prop(bf.id, "controller", seat);
      w.log(`${w.name(seat)} establishes control of ${w.cardName(bf.card)}`, "348.2");
      // A conquer after an attack (Tryndamere - Barbarian) knows the excess damage its Attacker assigned.
      score(w, seat, i, "conquer", attack?.attacker === seat ? attack.excess : undefined);
    }
  } else if (present.length === 0 && bf.controller !== null) {
    w.battlefield(i).controller = null;
    w.prop(bf.id, "controller", null);
  }
  if (w.s.ended !== null) return;
  cleanup(w);
  stageShowdowns(w);
}

/**
 * After a chain's last item (340.2): in the Beginning Phase the turn's queued steps go on; in a
 * showdown focus passes (340.2.a, 346) unless a trigger opened the chain (346.1); otherwise
 * contested battlefields are staged.
 */
export function chainClosedStep(w: RbWork, step: QueuedStep): void {
  const s = w.s;
  if (s.ended !== null || s.phase === "beginning" || s.phase === "ending") return;
  const sd = s.showdown;
  if (sd !== null) {
    w.set("showdown", { ...sd, focus: step["byTrigger"] === true ? sd.focus : other(sd.focus), passes: 0 });
    if (unitsAt(s, sd.battlefield).length === 0 || (sd.combat !== null && !bothSides(w, sd.battlefield))) endShowdown(w);
    return;
  }
  stageShowdowns(w);
}
