import type { Unit } from "../state";
import { mightOf, unitsAt } from "../values";
import type { RbWork } from "../work";
import { winCheck } from "./ending";
import { fire } from "./triggers";

/** 428: a unit is killed: it leaves the board, and its Deathknell triggers (808). */
export function kill(w: RbWork, u: Unit): void {
  w.removeUnit(u);
  fire(w, "die", u.controller, u.card, u.id);
}

/** Kills a unit by id with a log line citing why (an effect, 428; Temporary, 816.1.b). */
export function killBy(w: RbWork, id: string, rule: string, source: string): void {
  const u = w.s.units.find((x) => x.id === id);
  if (u === undefined) return;
  w.log(`${source}: ${w.cardName(u.card)} is killed`, rule);
  kill(w, u);
}

const lethal = (w: RbWork, u: Unit): boolean => u.damage > 0 && u.damage >= mightOf(w.s, u);

/** 323: win check, units with lethal damage die, empty battlefields lose control. */
export function cleanup(w: RbWork): void {
  if (winCheck(w)) return;
  // 323.3: units with lethal damage are killed.
  for (const u of [...w.s.units]) if (lethal(w, u) && w.s.units.some((x) => x.id === u.id)) kill(w, u);
  if (w.s.ended !== null) return;
  // 323.4: in an open state, an empty battlefield with no showdown becomes uncontrolled.
  if (w.s.chain.length === 0 && w.s.waiting.length === 0)
    for (const [i, bf] of w.s.battlefields.entries())
      if (bf.controller !== null && unitsAt(w.s, i).length === 0 && w.s.showdown?.battlefield !== i) {
        w.battlefield(i).controller = null;
        w.prop(bf.id, "controller", null);
      }
}

/** 461.1: the combat cleanup's deaths — units at the battlefield with lethal damage. */
export function killLethalAt(w: RbWork, i: number): void {
  for (const u of [...w.s.units])
    if (u.location === i && lethal(w, u) && w.s.units.some((x) => x.id === u.id)) {
      w.log(`${w.cardName(u.card)} dies`, "428");
      kill(w, u);
    }
}
