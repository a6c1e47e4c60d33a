import { decodeJsonl, encodeJsonl } from "../codec-jsonl";
import type { LogSeat, MatchLog } from "../log";
import { simulateMatch, type Simulation } from "../simulate";
import type { BotKind } from "../bots";
import { duel, type DuelState } from "./duel";

/** A log as written to a JSON Lines file and read back: hashes only at checkpoints (throws if it does not decode). */
export function fromFile(log: MatchLog): MatchLog {
  const read = decodeJsonl(encodeJsonl(log));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

/** Two bot seats with Duel's sample decks. */
export function duelSeats(p1: BotKind = "random", p2: BotKind = "greedy"): LogSeat[] {
  return [
    { name: "Ada", kind: "bot", bot: p1, deck: duel.sampleDecks!.balanced! },
    { name: "Brin", kind: "bot", bot: p2, deck: duel.sampleDecks!.aggro! },
  ];
}

/** A finished bot game; `long` plays a high-life game with well over 2,000 decisions. */
export function simulateDuel(seed: string, opts: { long?: boolean; bots?: [BotKind, BotKind] } = {}): Simulation<DuelState> {
  const options = opts.long ? { life: 100_000, turnLimit: 900 } : undefined;
  const sim = simulateMatch(duel, {
    seed,
    seats: duelSeats(...(opts.bots ?? ["random", "greedy"])),
    ...(options === undefined ? {} : { options }),
  });
  if (!sim.ok) throw new Error(`simulation failed: ${sim.error.message}`);
  return sim.value;
}
