import type { Seat } from "@tablecast/engine";
import { other, type UfsState } from "./state";
import { attackValues, findPoolCard, stageDef } from "./values";

/**
 * A heuristic for the greedy bot: vitality lead first, then the damage the current attack
 * threatens, then momentum, cards in hand, foundations and ready cards.
 */
export function evaluate(s: UfsState, seat: Seat): number {
  if (s.ended !== null) return s.ended.winners.includes(seat) ? 10_000 : s.ended.winners.length === 0 ? 0 : -10_000;
  const me = s.players[seat]!;
  const them = s.players[other(seat)]!;
  let score = (me.vitality - them.vitality) * 10;
  const q = s.sequence;
  if (q !== null && q.step !== "resolution") {
    const found = findPoolCard(s, q.attack);
    if (found !== null) {
      const v = attackValues(s, q.attacker, found.card);
      const dmg = q.status === "complete" ? 0 : q.status === "partial" ? Math.ceil(v.damage / 2) : v.damage;
      score += (q.attacker === seat ? 1 : -1) * Math.max(0, dmg) * 6;
    }
  }
  const staging = (p: typeof me) => p.staging.reduce((n, c) => n + (stageDef(c).type === "foundation" ? 2 : 3) + (c.committed ? 0 : 1), 0);
  score += me.momentum.length * 2 - them.momentum.length;
  score += me.hand.length * 1.5 - them.hand.length;
  score += staging(me) - staging(them) * 0.5;
  score += me.pool.length * 0.5;
  return score;
}
