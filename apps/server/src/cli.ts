import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { encodeBinary, encodeJsonl } from "@tablecast/engine";
import { gameById, importScript } from "@tablecast/api";
import { pino } from "pino";
import { configFromEnv } from "./config";
import { connect } from "@tablecast/api/client";
import { AddressError, apiUrlOf, reachServer } from "./address";
import { startServer } from "./server";

/**
 * The server's commands, run by `tablecast serve | match create | watch`. Exit codes: 0 ok,
 * 1 the server said no (bad token, unknown match…), 2 the command line is wrong.
 */
const USAGE = {
  serve: `Usage: tablecast serve [--port N] [--host H] [--db FILE] [--database-url URL] [--redis URL]

Runs the match server. With no --database-url it is the embedded single process on a SQLite
file (default data/tablecast.db). Environment: TABLECAST_PORT, TABLECAST_HOST, TABLECAST_DB,
DATABASE_URL, REDIS_URL, TABLECAST_ADMIN_KEY.`,
  match: `Usage: tablecast match create --game GAME [--mode enforced|tabletop] [--bots] [--delay 30s|2turns]
                             [--bot-delay 800ms] [--p1 DECK] [--p2 DECK] [--cards FILE] [--coach live] --url URL

Creates a match and prints its id and every role's token as JSON. --bots makes both seats bots
(otherwise both are human seats). DECK is a sample deck name of the game (default: the game's
sample decks, e.g. rhinar-blitz and dorinthea-blitz for fab), or a file with a deck list as
players write it. --mode tabletop plays at the table: any card of the game, no rules enforced,
people only; its tokens include the coverage console's operator token (/console/MATCH?token=…).
--cards FILE (UFS, tabletop): the players' own cards, a CSV or JSON card file (packages/cards
README, "User-supplied UFS cards"); deck lists may then name them beside the game's cards.`,
  coverage: `Usage: tablecast coverage import FILE --out LOG [--format jsonl|binary]

Reads a coverage script (a paper match, one action a line: docs/coverage-script.md) and writes
its match log in tabletop mode, which tablecast verify, view and the server's replays read. A
malformed line is named with its number; nothing is written then.`,
  watch: `Usage: tablecast watch MATCH --token T --url URL [--as ROLE] [--from SEQ]

Prints the match's events for the token's audience as JSON Lines, one stream entry a line,
until the match ends. --from resumes after a seq you already have.`,
};

class Usage extends Error {}

function durationMs(text: string, flag: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(text);
  if (!m) throw new Usage(`${flag} must look like 500ms or 5s, not "${text}"`);
  return Math.round(Number(m[1]) * (m[2] === "ms" ? 1 : 1000));
}

function delayOf(text: string) {
  const turns = /^(\d+)\s*turns?$/.exec(text);
  if (turns) return { kind: "turns" as const, turns: Number(turns[1]) };
  const ms = durationMs(text, "--delay");
  return ms === 0 ? { kind: "none" as const } : { kind: "seconds" as const, seconds: ms / 1000 };
}

type Options = Record<string, { type: "string" | "boolean" }>;

function args(argv: string[], options: Options): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const parsed = parseArgs({ args: argv, options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
    return { values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals };
  } catch (e) {
    throw new Usage((e as Error).message);
  }
}

function claimsOf(token: string): { role?: string; seat?: number } {
  try {
    return JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8"));
  } catch {
    return {};
  }
}

async function serve(argv: string[]): Promise<number> {
  const { values } = args(argv, { port: { type: "string" }, host: { type: "string" }, db: { type: "string" }, "database-url": { type: "string" }, redis: { type: "string" } });
  if (values.help) return console.log(USAGE.serve), 0;
  const env = { ...process.env };
  if (values.port !== undefined) env.TABLECAST_PORT = String(values.port);
  if (values.host !== undefined) env.TABLECAST_HOST = String(values.host);
  if (values.db !== undefined) {
    // An explicit --db means the embedded SQLite file, whatever the environment says.
    env.TABLECAST_DB = String(values.db);
    delete env.DATABASE_URL;
  }
  if (values["database-url"] !== undefined) env.DATABASE_URL = String(values["database-url"]);
  if (values.redis !== undefined) env.REDIS_URL = String(values.redis);
  let config;
  try {
    config = configFromEnv(env);
  } catch (e) {
    throw new Usage((e as Error).message);
  }
  const server = await startServer(config, { log: pino({ level: config.logLevel }) });
  process.stdout.write(`${JSON.stringify({ listening: server.url })}\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return new Promise(() => undefined);
}

/** The API endpoint for --url, once a match server answers there. */
async function reachable(given: string): Promise<string> {
  const url = apiUrlOf(given);
  await reachServer(url);
  return url;
}

async function matchCreate(argv: string[]): Promise<number> {
  const { values, positionals } = args(argv, {
    game: { type: "string" },
    bots: { type: "boolean" },
    delay: { type: "string" },
    "bot-delay": { type: "string" },
    p1: { type: "string" },
    p2: { type: "string" },
    coach: { type: "string" },
    url: { type: "string" },
    "admin-key": { type: "string" },
    mode: { type: "string" },
    cards: { type: "string" },
  });
  if (values.help) return console.log(USAGE.match), 0;
  if (positionals[0] !== "create") throw new Usage(`expected "match create", got "match ${positionals.join(" ")}"`);
  if (typeof values.game !== "string") throw new Usage("--game is required");
  if (typeof values.url !== "string") throw new Usage("--url is required (the match server's address, e.g. http://127.0.0.1:8787)");
  const url = await reachable(values.url);
  const botDelayMs = values["bot-delay"] === undefined ? 800 : durationMs(String(values["bot-delay"]), "--bot-delay");
  const delay = values.delay === undefined ? { kind: "none" as const } : delayOf(String(values.delay));
  const mode = values.mode === undefined ? "enforced" : String(values.mode);
  if (mode !== "enforced" && mode !== "tabletop") throw new Usage(`--mode is enforced or tabletop, not "${mode}"`);
  if (mode === "tabletop" && values.bots === true) throw new Usage("--mode tabletop is played by people: leave out --bots");
  if (values.cards !== undefined && mode !== "tabletop") throw new Usage("--cards brings the players' own cards to a table: add --mode tabletop");
  const cardsFile = typeof values.cards === "string" ? resolve(values.cards) : null;
  if (cardsFile !== null && !existsSync(cardsFile)) throw new Usage(`--cards: no file ${values.cards}`);
  // A file holds a deck list as players write it; any other word is a sample deck of the game.
  const deckOf = (given: unknown) =>
    typeof given !== "string" ? {} : existsSync(resolve(given)) ? { deck: { text: readFileSync(resolve(given), "utf8") } } : { deck: { sample: given } };
  const { client, close } = connect(url, typeof values["admin-key"] === "string" ? { adminKey: values["admin-key"] } : {});
  try {
    const created = await client.match.create.mutate({
      game: values.game,
      seats: [values.p1, values.p2].map((deck, i) => ({ name: `P${i + 1}`, kind: values.bots ? ("bot" as const) : ("human" as const), ...deckOf(deck) })),
      policy: { delay, coach: values.coach === "live" ? "live-delayed" : "after-match" },
      ...(mode === "tabletop" ? { options: { mode } } : {}),
      ...(cardsFile === null ? {} : { cards: readFileSync(cardsFile, "utf8") }),
      botDelayMs,
    });
    process.stdout.write(`${JSON.stringify(created, null, 2)}\n`);
    return 0;
  } finally {
    close();
  }
}

async function coverage(argv: string[]): Promise<number> {
  const { values, positionals } = args(argv, { out: { type: "string" }, format: { type: "string" } });
  if (values.help) return console.log(USAGE.coverage), 0;
  if (positionals[0] !== "import" || positionals.length !== 2) throw new Usage(`expected "coverage import FILE", got "coverage ${positionals.join(" ")}"`);
  if (typeof values.out !== "string") throw new Usage("--out is required (where to write the match log)");
  const format = values.format === undefined ? (String(values.out).endsWith(".tcb") ? "binary" : "jsonl") : String(values.format);
  if (format !== "jsonl" && format !== "binary") throw new Usage(`--format is jsonl or binary, not "${format}"`);
  const file = resolve(positionals[1]!);
  const imported = importScript(readFileSync(file, "utf8"), gameById);
  if (!imported.ok) {
    process.stderr.write(`coverage import: ${positionals[1]}: ${imported.error.message} [${imported.error.code}]\n`);
    return 1;
  }
  const { log, seed } = imported.value;
  const bytes = format === "binary" ? encodeBinary(log) : new TextEncoder().encode(encodeJsonl(log));
  writeFileSync(resolve(String(values.out)), bytes);
  const ending = log.footer === undefined ? `unfinished (verify it with --seed ${seed})` : log.footer.reason;
  process.stdout.write(`${log.header.game} in tabletop mode: ${log.entries.length} decisions, ${ending}; wrote ${values.out} (${format}, ${bytes.length} bytes)\n`);
  return 0;
}

async function watch(argv: string[]): Promise<number> {
  const { values, positionals } = args(argv, { token: { type: "string" }, url: { type: "string" }, as: { type: "string" }, from: { type: "string" } });
  if (values.help) return console.log(USAGE.watch), 0;
  const matchId = positionals[0];
  if (matchId === undefined) throw new Usage("expected a MATCH id");
  if (typeof values.token !== "string") throw new Usage("--token is required");
  if (typeof values.url !== "string") throw new Usage("--url is required (the match server's address, e.g. http://127.0.0.1:8787)");
  const fromSeq = values.from === undefined ? -1 : Number(values.from);
  if (!Number.isInteger(fromSeq) || fromSeq < -1) throw new Usage(`--from must be a seq number, not "${values.from}"`);
  const claims = claimsOf(values.token);
  if (typeof values.as === "string") {
    const role = claims.role === "seat" && claims.seat !== undefined ? `p${claims.seat + 1}` : claims.role;
    if (values.as !== role && values.as !== claims.role) throw new Usage(`--as ${values.as}: the token is for ${role ?? "an unknown role"}`);
  }
  const { client, close } = connect(await reachable(values.url));
  return new Promise<number>((resolve) => {
    const sub = client.match.watch.subscribe(
      { matchId, token: values.token as string, fromSeq },
      {
        onData: (tracked) => process.stdout.write(`${JSON.stringify(tracked.data)}\n`),
        onError: (err) => {
          const code = (err.data as { apiCode?: string } | undefined)?.apiCode;
          process.stderr.write(`watch: ${err.message}${code ? ` [${code}]` : ""}\n`);
          sub.unsubscribe();
          close();
          resolve(1);
        },
        onComplete: () => {
          close();
          resolve(0);
        },
      },
    );
  });
}

export async function runServerCommand(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "serve") return await serve(rest);
    if (command === "match") return await matchCreate(rest);
    if (command === "watch") return await watch(rest);
    if (command === "coverage") return await coverage(rest);
    throw new Usage(`unknown command "${command ?? ""}"`);
  } catch (e) {
    if (e instanceof Usage) {
      process.stderr.write(`tablecast ${command ?? ""}: ${e.message}\n`);
      return 2;
    }
    if (e instanceof AddressError) {
      process.stderr.write(`tablecast ${command ?? ""}: ${e.message}\n`);
      return 1;
    }
    const err = e as { message?: string; data?: { apiCode?: string }; cause?: { code?: string } };
    if (err.data?.apiCode !== undefined || err.cause?.code === "ECONNREFUSED" || (e as Error).name === "TRPCClientError") {
      process.stderr.write(`tablecast ${command}: ${err.message ?? String(e)}${err.data?.apiCode ? ` [${err.data.apiCode}]` : ""}\n`);
      return 1;
    }
    throw e;
  }
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  // `tablecast watch … | head` closes the pipe early: the reader's choice, not an error.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
  runServerCommand(process.argv.slice(2)).then(
    (code) => {
      if (code !== 0 || process.argv[2] !== "serve") process.exit(code);
    },
    (e: unknown) => {
      process.stderr.write(`tablecast: internal error: ${(e as Error).stack ?? String(e)}\n`);
      process.exit(1);
    },
  );
}
