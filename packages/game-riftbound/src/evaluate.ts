import type { Seat } from "@tablecast/engine";
import { other, type RiftboundState } from "./state";
import { mightOf, poolPower } from "./values";

/** The greedy bot's view of a state for `seat`: points first, then battlefields held, board Might, cards. */
export function evaluate(s: RiftboundState, seat: Seat): number {
  if (s.ended !== null) return s.ended.winners.includes(seat) ? 1e6 : -1e6;
  const foe = other(seat);
  const points = s.players[seat]!.points - s.players[foe]!.points;
  const held = s.battlefields.filter((b) => b.controller === seat).length - s.battlefields.filter((b) => b.controller === foe).length;
  const might = (who: Seat) => s.units.filter((u) => u.controller === who).reduce((n, u) => n + mightOf(s, u), 0);
  const atBattlefields = s.units.filter((u) => u.controller === seat && u.location !== "base").length;
  const cards = s.players[seat]!.hand.length - s.players[foe]!.hand.length;
  // Runes on the board are future resources; Energy and Power left in the pool are lost at the end of the turn (166).
  const me = s.players[seat]!;
  const runes = me.runes.length + me.runes.filter((r) => !r.exhausted).length * 0.5;
  const unspent = me.pool.energy + poolPower(me.pool);
  return points * 100 + held * 30 + (might(seat) - might(foe)) * 4 + atBattlefields * 2 + cards + runes - unspent * 2;
}
