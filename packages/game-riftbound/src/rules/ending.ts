import type { Seat } from "@tablecast/engine";
import type { RbWork } from "../work";

/** The game ends (467, 651.1): nobody is asked anything more. */
export function endGame(w: RbWork, winners: Seat[], reason: string, rule: string): void {
  w.set("ended", { winners, reason, rule: w.cite(rule) });
  w.set("priority", null);
  w.emit({ type: "end", winners, reason, rule: w.cite(rule) });
  w.log(reason, rule);
}

/** 323.1, 467: a player at the Victory Score with more points than any opponent wins. */
export function winCheck(w: RbWork): boolean {
  const s = w.s;
  if (s.ended !== null) return true;
  const [a, b] = s.players.map((p) => p.points) as [number, number];
  for (const seat of [0, 1] as const) {
    const mine = seat === 0 ? a : b;
    const theirs = seat === 0 ? b : a;
    if (mine >= s.victoryScore && mine > theirs) {
      endGame(w, [seat], `${w.name(seat)} reaches ${mine} points`, "467");
      return true;
    }
  }
  return false;
}
