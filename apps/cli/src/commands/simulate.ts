import { existsSync, readFileSync } from "node:fs";
import { BOT_KINDS, simulateMatch, type AnyGame, type BotKind, type LogSeat } from "@tablecast/engine";
import { EXIT_FAILED, EXIT_OK, UsageError, type Command } from "../command";
import { formatFromName, resolvePath, writeLog, type LogFormat } from "../files";
import { gameById, knownGames } from "../games";
import { oneOf, requireOption, runParsed } from "./args";

const usage = `Usage: tablecast simulate --game GAME --seed SEED --out FILE [options]

Plays a whole bot-vs-bot game and writes its log.

Options:
  --game GAME        game id (${knownGames()})
  --seed SEED        the match seed (any text; the log commits to it and reveals it at the end)
  --p1 DECK          seat 1's deck: a sample deck name of the game, or a file: a deck list as
                     players write it ("2x Savage Swing (red)") for games that read one, else
                     one card ref per line
  --p2 DECK          seat 2's deck (same forms)
  --bot KIND         bot for both seats: ${BOT_KINDS.join(" | ")} (default random)
  --p1-bot KIND      bot for seat 1 only; --p2-bot for seat 2
  --out FILE         where to write the log; *.tcb is binary, anything else JSON Lines
  --format FORMAT    jsonl | binary (overrides the file name)
  --option KEY=VALUE a game option (repeatable; numbers are parsed)`;

function loadDeck(game: AnyGame, spec: string, cwd: string, options?: Record<string, string | number>): string[] {
  const sample = game.sampleDecks?.[spec];
  if (sample !== undefined) return [...sample];
  const path = resolvePath(cwd, spec);
  if (!existsSync(path)) {
    const names = Object.keys(game.sampleDecks ?? {}).join(", ") || "none";
    throw new UsageError(`deck "${spec}" is neither a sample deck of ${game.id} (${names}) nor a file`);
  }
  const text = readFileSync(path, "utf8");
  // A game that reads deck lists as players write them ("2x Savage Swing (red)") checks it too.
  if (game.readDeckList !== undefined) {
    const read = game.readDeckList(text, options);
    if (!read.ok) throw new UsageError(`${spec}: ${read.error.message}${read.error.rule === undefined ? "" : ` (${read.error.rule})`}`);
    return read.value;
  }
  // One card ref per line; "3 WTR001" or "3x WTR001" repeats; # starts a comment.
  const deck: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*/, "").trim();
    if (line === "") continue;
    const m = /^(\d+)\s*x?\s+(.+)$/.exec(line);
    if (m) for (let i = 0; i < Number(m[1]); i++) deck.push(m[2]!.trim());
    else deck.push(line);
  }
  return deck;
}

function parseOptions(pairs: readonly string[]): Record<string, string | number> | undefined {
  if (pairs.length === 0) return undefined;
  const out: Record<string, string | number> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new UsageError(`--option expects KEY=VALUE, got "${pair}"`);
    const value = pair.slice(eq + 1);
    out[pair.slice(0, eq)] = /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}

export const simulateCommand: Command = {
  name: "simulate",
  summary: "play a whole bot-vs-bot game and write its log",
  usage,
  run: runParsed(
    usage,
    {
      game: { type: "string" },
      seed: { type: "string" },
      p1: { type: "string" },
      p2: { type: "string" },
      bot: { type: "string" },
      "p1-bot": { type: "string" },
      "p2-bot": { type: "string" },
      out: { type: "string" },
      format: { type: "string" },
      option: { type: "string", multiple: true },
    },
    { min: 0, max: 0 },
    async ({ values, list }, io) => {
      const gameId = requireOption(values.game, "--game");
      const game = gameById(gameId);
      if (game === undefined) throw new UsageError(`unknown game "${gameId}"; known games: ${knownGames()}`);
      const seed = requireOption(values.seed, "--seed");
      const out = requireOption(values.out, "--out");
      const format: LogFormat = values.format === undefined ? formatFromName(out) : oneOf(values.format, ["jsonl", "binary"], "--format");
      const bot = oneOf(values.bot ?? "random", BOT_KINDS, "--bot");
      const bots: BotKind[] = [
        oneOf(values["p1-bot"] ?? bot, BOT_KINDS, "--p1-bot"),
        oneOf(values["p2-bot"] ?? bot, BOT_KINDS, "--p2-bot"),
      ];
      const sampleNames = Object.keys(game.sampleDecks ?? {});
      const decks = [values.p1 ?? sampleNames[0], values.p2 ?? sampleNames[1] ?? sampleNames[0]];
      const options = parseOptions(list("option"));
      const seats: LogSeat[] = decks.map((deck, i) => {
        if (deck === undefined) throw new UsageError(`${game.id} has no sample decks: pass --p${i + 1} DECK`);
        return { name: `P${i + 1}`, kind: "bot", bot: bots[i]!, deck: loadDeck(game, deck, io.cwd, options) };
      });
      const sim = simulateMatch(game, { seats, seed, ...(options === undefined ? {} : { options }) });
      if (!sim.ok) {
        io.err(`simulate: ${sim.error.message} [${sim.error.code}]`);
        return EXIT_FAILED;
      }
      const { log } = sim.value;
      const bytes = writeLog(resolvePath(io.cwd, out), log, format);
      const footer = log.footer!;
      const result = footer.winners.length === 0 ? "a draw" : `P${footer.winners.map((w) => w + 1).join(", P")} won`;
      io.out(`${game.name}: ${log.entries.length} decisions, ${result} (${footer.reason}); wrote ${out} (${format}, ${bytes} bytes)`);
      return EXIT_OK;
    },
  ),
};
