import type { Seat } from "@tablecast/engine";
import type { Location } from "../state";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { stageShowdowns } from "./showdown";

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
  cleanup(w);
  stageShowdowns(w);
}
