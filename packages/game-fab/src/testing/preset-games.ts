import { PUBLIC, redactStream, replayLog, seatAudience, simulateMatch } from "@tablecast/engine";
import { findLeaks } from "@tablecast/engine/testing";
import { fabEnforced as fab } from "../game";
import { rulesEnding } from "./endings";

/** What `presetGames` found: how the games ended (by rule), how many were replayed and checked, and what went wrong. */
export interface PresetGames {
  readonly endings: ReadonlyMap<string, number>;
  readonly verified: number;
  readonly problems: readonly string[];
}

/**
 * `games` seeded bot games of one preset against each of `opponents` in turn. The preset sits
 * first in even rounds of the opponents and second in odd ones; every fourth game is greedy. No
 * turn limit: a game that would not end stops at 20,000 decisions and is a problem, as is any
 * ending outside CR 4.5 (see rulesEnding). Every 25th game is replayed from its log and its
 * streams checked for leaks to the public and each seat (CR 3.0.4).
 */
export function presetGames(preset: string, opponents: readonly string[], games: number, seedPrefix = preset): PresetGames {
  const endings = new Map<string, number>();
  const problems: string[] = [];
  let verified = 0;
  for (let i = 0; i < games; i++) {
    const other = opponents[i % opponents.length]!;
    const first = Math.floor(i / opponents.length) % 2 === 0;
    const bot = i % 4 === 3 ? "greedy" : "random";
    const mine = { name: preset, kind: "bot" as const, bot, deck: fab.sampleDecks![preset]! };
    const them = { name: other, kind: "bot" as const, bot, deck: fab.sampleDecks![other]! };
    const game = `game ${i} (${preset} vs ${other}, ${bot})`;
    const sim = simulateMatch(fab, { seats: first ? [mine, them] : [them, mine], seed: `${seedPrefix}-${i}`, maxDecisions: 20_000 });
    if (!sim.ok) {
      problems.push(`${game}: ${sim.error.message}`);
      continue;
    }
    const { rule, problem } = rulesEnding(sim.value.state);
    if (problem !== null) problems.push(`${game}: ${problem}`);
    endings.set(rule, (endings.get(rule) ?? 0) + 1);
    if (i % 25 === 0) {
      const replay = replayLog(fab, sim.value.log);
      if (replay.failure !== null) problems.push(`${game} does not replay: ${JSON.stringify(replay.failure)}`);
      const { stream } = sim.value;
      for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) for (const leak of findLeaks(stream, redactStream(stream, audience), audience)) problems.push(`${game}: ${leak}`);
      verified++;
    }
  }
  return { endings, verified, problems };
}
