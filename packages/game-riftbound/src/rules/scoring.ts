import type { Seat } from "@tablecast/engine";
import type { RbWork } from "../work";
import { draw } from "./draw";
import { fire } from "./triggers";

/**
 * 464: Conquer (gaining control) or Hold (keeping control in the Beginning Phase). A player scores
 * each battlefield at most once a turn (465); 466.1.b: the final point by Conquer needs every
 * battlefield scored this turn, otherwise the player draws instead.
 */
export function score(w: RbWork, seat: Seat, i: number, how: "conquer" | "hold", excess?: number): void {
  const bf = w.s.battlefields[i]!;
  if (bf.scoredBy.includes(seat)) return;
  w.battlefield(i).scoredBy.push(seat);
  w.prop(bf.id, "scored", w.s.battlefields[i]!.scoredBy);
  const points = w.s.players[seat]!.points;
  const rule = how === "conquer" ? "464.1" : "464.2";
  const everyScored = w.s.battlefields.every((b) => b.scoredBy.includes(seat));
  if (how === "conquer" && points >= w.s.victoryScore - 1 && !everyScored) {
    w.log(`${w.name(seat)} conquers ${w.cardName(bf.card)} but cannot take the final point this way; they draw instead`, "466.1.b");
    draw(w, seat, 1);
  } else {
    w.setPoints(seat, points + 1);
    w.log(`${w.name(seat)} ${how === "conquer" ? "conquers" : "holds"} ${w.cardName(bf.card)}: 1 point`, rule);
  }
  // 383.4.c, 383.4.d: conquer and hold effects are triggered abilities that go on the chain.
  // The battlefield's own abilities: the battlefield object is their source ("here", targets.ts atThisBattlefield).
  fire(w, how, seat, bf.card, bf.id, { at: i });
  // A legend's "When you conquer" / "When you hold" (383.4.c–d) triggers too.
  const legend = w.s.players[seat]!.legend;
  fire(w, how, seat, legend.card, legend.id, { at: i });
  // A unit's "When I conquer" / "When I hold" (383.4.c–d): the scoring player's units there.
  // After an attack, the excess damage its player assigned to enemy units (460.2.c.4; Tryndamere - Barbarian).
  for (const u of w.s.units) if (u.controller === seat && u.location === i) fire(w, how, seat, u.card, u.id, { at: i, ...(excess === undefined ? {} : { excess }) });
  // Cards in the trash whose "When you conquer" works there (Super Mega Death Rocket!).
  if (how === "conquer") for (const x of w.s.players[seat]!.trash) fire(w, "trash-conquer", seat, x.card, x.id, { at: i });
}
