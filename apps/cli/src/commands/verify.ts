import { CHECKPOINT_LOG_VERSION, isCheckpoint, replayLog } from "@tablecast/engine";
import { EXIT_FAILED, EXIT_OK, type Command } from "../command";
import { readLog } from "../files";
import { gameById, knownGames } from "../games";
import { runParsed } from "./args";

const usage = `Usage: tablecast verify FILE [--seed SEED]

Replays a log through this engine and checks its versions, the seed against the header's
commitment, every decision's legality, every state hash and the recorded result.
Exit 0 only if all of it holds; otherwise names the first bad seq.

Options:
  --seed SEED   the seed, for a log that has not revealed it yet (a live match)`;

export const verifyCommand: Command = {
  name: "verify",
  summary: "replay a log and check every hash and the seed commitment",
  usage,
  run: runParsed(usage, { seed: { type: "string" } }, { min: 1, max: 1 }, async ({ values, positionals }, io) => {
    const file = positionals[0]!;
    const read = readLog(io.cwd, file);
    if (!read.ok) {
      io.err(`verify failed: ${read.message}`);
      return EXIT_FAILED;
    }
    const { log } = read;
    const game = gameById(log.header.game);
    if (game === undefined) {
      io.err(`verify failed: ${file}: unknown game "${log.header.game}" (this build knows ${knownGames()})`);
      return EXIT_FAILED;
    }
    const replay = replayLog(game, log, values.seed === undefined ? {} : { seed: values.seed });
    if (replay.failure !== null) {
      const f = replay.failure;
      io.err(`verify failed at seq ${f.seq}: ${f.message} [${f.code}]${f.rule === undefined ? "" : ` (${f.rule})`}`);
      return EXIT_FAILED;
    }
    const n = log.entries.length;
    const ending =
      log.footer === undefined
        ? "unfinished (verified with the given seed)"
        : log.footer.winners.length === 0
          ? `a draw (${log.footer.reason})`
          : `P${log.footer.winners.map((w) => w + 1).join(", P")} won (${log.footer.reason})`;
    // The header's options say which rule mode the match was played in (the engine's by default).
    const mode = log.header.options?.["mode"] === "tabletop" ? "tabletop mode" : "enforced rules";
    // What was compared: a hash per entry (formats 1–2), or the setup hash and a chain of checkpoint
    // hashes, each binding its state and every decision since the one before (format 3).
    const checked =
      log.header.version < CHECKPOINT_LOG_VERSION
        ? `${n + 1} state hashes`
        : `the setup hash and ${log.entries.filter((e) => isCheckpoint(e.seq, n, log.footer !== undefined)).length} checkpoint hashes (each binding every decision before it)`;
    io.out(`ok: ${game.name} (${mode}), ${n} decisions replayed, ${checked} and the seed commitment verified; ${ending}`);
    return EXIT_OK;
  }),
};
