import type { Seat } from "@tablecast/engine";
import { cardData } from "./cards";
import { activeLink, attackPower, totalDefense } from "./rules/combat";
import { other, type FabState } from "./state";

/**
 * A heuristic for the greedy bot: life lead first, then damage the current attack is about to
 * deal, then cards that can still be used (hand, arsenal), then equipment left.
 */
export function evaluate(s: FabState, seat: Seat): number {
  if (s.ended !== null) return s.ended.winners.includes(seat) ? 10_000 : s.ended.winners.length === 0 ? 0 : -10_000;
  const me = s.players[seat]!;
  const them = s.players[other(seat)]!;
  let score = (me.life - them.life) * 10;
  const link = activeLink(s);
  const incoming = (attacker: Seat, power: number, defense: number) => (attacker === seat ? 1 : -1) * Math.max(0, power - defense) * 8;
  if (link !== null && !link.resolved && s.combatStep !== "damage")
    score += incoming(link.attack.controller, attackPower(s, link.attack), totalDefense(s, link));
  for (const layer of s.stack) {
    const power = cardData(layer.card).power;
    if (power !== null && s.chain.length === 0) score += incoming(layer.controller, attackPower(s, layer), 0) / 2;
  }
  score += (me.hand.length + me.arsenal.length) * 2 - (them.hand.length + them.arsenal.length);
  score += me.gear.length + me.actionPoints * 3;
  return score;
}
