import { OMNISCIENT, PUBLIC, ReplayCursor, redactStream, replayLog, seatAudience, type Audience } from "@tablecast/engine";
import { EXIT_FAILED, EXIT_OK, UsageError, type Command } from "../command";
import { readLog } from "../files";
import { gameById, knownGames } from "../games";
import { runParsed } from "./args";

const usage = `Usage: tablecast view FILE [--as AUDIENCE] [--at SEQ] [--seed SEED]

Prints the table at a seq as the audience sees it, as JSON (the view state of the replay format).

Options:
  --as AUDIENCE  public (default) | p1 | p2 | ... | all (everything, as a judge sees it)
  --at SEQ       the log entry to stop after: 0 is the setup; default the last
  --seed SEED    the seed, for a log that has not revealed it yet`;

function audienceOf(name: string, seats: number): Audience {
  if (name === "public") return PUBLIC;
  if (name === "all") return OMNISCIENT;
  const m = /^p(\d+)$/.exec(name);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= seats) return seatAudience(Number(m[1]) - 1);
  throw new UsageError(`--as must be public, all or p1..p${seats}, not "${name}"`);
}

export const viewCommand: Command = {
  name: "view",
  summary: "print the table at a seq as an audience sees it (JSON)",
  usage,
  run: runParsed(usage, { as: { type: "string" }, at: { type: "string" }, seed: { type: "string" } }, { min: 1, max: 1 }, async ({ values, positionals }, io) => {
    if (values.at !== undefined && !/^\d+$/.test(values.at)) throw new UsageError(`--at must be a seq number, not "${values.at}"`);
    const file = positionals[0]!;
    const read = readLog(io.cwd, file);
    if (!read.ok) {
      io.err(`view: ${read.message}`);
      return EXIT_FAILED;
    }
    const { log } = read;
    const audience = audienceOf(values.as ?? "public", log.header.seats.length);
    const game = gameById(log.header.game);
    if (game === undefined) {
      io.err(`view: ${file}: unknown game "${log.header.game}" (this build knows ${knownGames()})`);
      return EXIT_FAILED;
    }
    const at = values.at === undefined ? log.entries.length : Number(values.at);
    if (at > log.entries.length) {
      io.err(`view: ${file} has seqs 0..${log.entries.length}; there is no seq ${at}`);
      return EXIT_FAILED;
    }
    const replay = replayLog(game, log, values.seed === undefined ? {} : { seed: values.seed });
    if (replay.failure !== null) {
      io.err(`view: ${file} does not replay: seq ${replay.failure.seq}: ${replay.failure.message} [${replay.failure.code}]`);
      return EXIT_FAILED;
    }
    const cursor = new ReplayCursor(redactStream(replay.stream, audience));
    io.out(JSON.stringify(cursor.viewAt(at), null, 2));
    return EXIT_OK;
  }),
};
