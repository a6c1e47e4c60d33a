import type { Decision, Game, GameState } from "./game";
import { nextInt, seedRng, type RngState } from "./rng";
import { InvariantError } from "./result";
import type { Seat } from "./table-events";

/**
 * Bots choose among the legal decisions a game offers. They hold their own rng, seeded
 * separately from the game's, so a bot's choices never disturb the game's randomness.
 */
export type BotKind = "random" | "greedy";
export const BOT_KINDS: readonly BotKind[] = ["random", "greedy"];

export interface Bot {
  readonly kind: BotKind;
  /** Picks a decision; returns it and the bot's next rng state. */
  choose<S extends GameState>(game: Game<S>, state: S, seat: Seat, decisions: readonly Decision[], rng: RngState): [Decision, RngState];
}

function pickRandom(decisions: readonly Decision[], rng: RngState): [Decision, RngState] {
  if (decisions.length === 0) throw new InvariantError("bot asked to choose among no decisions");
  const [i, next] = nextInt(rng, decisions.length);
  return [decisions[i]!, next];
}

export const randomBot: Bot = {
  kind: "random",
  choose: (_game, _state, _seat, decisions, rng) => pickRandom(decisions, rng),
};

/** One-ply greedy: the decision whose resulting state the game's evaluate() rates best; ties at random. */
export const greedyBot: Bot = {
  kind: "greedy",
  choose(game, state, seat, decisions, rng) {
    if (game.evaluate === undefined) return pickRandom(decisions, rng);
    let best: Decision[] = [];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const decision of decisions) {
      const next = game.apply(state, seat, decision.id);
      if (!next.ok) continue;
      const score = game.evaluate(next.value.state, seat);
      if (score > bestScore) {
        bestScore = score;
        best = [decision];
      } else if (score === bestScore) best.push(decision);
    }
    return pickRandom(best.length > 0 ? best : decisions, rng);
  },
};

export function botFor(kind: BotKind): Bot {
  return kind === "greedy" ? greedyBot : randomBot;
}

export function botRng(seed: string, seat: Seat): RngState {
  return seedRng(`bot:${seat}:${seed}`);
}
