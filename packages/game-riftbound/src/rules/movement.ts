import type { Seat } from "@tablecast/engine";
import type { Location } from "../state";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { stageShowdowns } from "./showdown";
import { fire } from "./triggers";

/** 144: the Standard Move — its cost is exhausting the units; then cleanup stages showdowns (323). */
export function moveUnits(w: RbWork, seat: Seat, ids: readonly string[], to: Location): void {
  const units = ids.map((id) => w.unit(id)!);
  const from = units[0]!.location;
  for (const u of units) {
    w.setExhausted(u, true);
    w.moveUnit(u, to);
  }
  const name = (at: Location) => (at === "base" ? "base" : w.cardName(w.s.battlefields[at]!.card));
  w.log(`${w.name(seat)} moves ${units.map((u) => w.cardName(u.card)).join(", ")} ${from === "base" ? "" : `from ${name(from)} `}to ${name(to)}`, "144");
  // One move of the player's, whatever the number of units ("When an opponent moves to a battlefield …").
  for (const [i, u] of units.entries()) moved(w, u.id, from, i === 0);
  cleanup(w);
  stageShowdowns(w);
}

/**
 * A unit moved (441, a Standard Move or by an effect): it counts the move (Yasuo - Windrider), its
 * "When I move" abilities trigger, and its origin's "When a unit moves from here" (Back-Alley Bar) —
 * the battlefield's controller's, or the turn player's while it has none (942).
 */
export function moved(w: RbWork, unit: string, from: Location, playerMoves = true): void {
  const u = w.unit(unit);
  if (u === undefined) return;
  u.movesThisTurn = (u.movesThisTurn ?? 0) + 1;
  fire(w, "move", u.controller, u.card, u.id, { at: typeof u.location === "number" ? u.location : undefined });
  // Stealthy Pursuer: "When a friendly unit moves from my location, …" — the mover's friends still there watch.
  for (const v of [...w.s.units]) if (v.controller === u.controller && v.id !== u.id && v.location === from) fire(w, "friend-moves-from", v.controller, v.card, v.id, { it: unit });
  // Volibear - Imposing: "When an opponent moves to a battlefield …" — the other player's units watch.
  if (playerMoves && u.location !== "base") for (const v of [...w.s.units]) if (v.controller !== u.controller) fire(w, "opponent-moves", v.controller, v.card, v.id, { at: u.location, it: unit });
  if (from === "base") return;
  const bf = w.s.battlefields[from]!;
  fire(w, "move-from", bf.controller ?? w.s.turnPlayer, bf.card, bf.id, { it: unit });
}
