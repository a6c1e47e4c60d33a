import { spawn } from "node:child_process";
import { join } from "node:path";
import type { Command, Io } from "../command";

/**
 * Commands that belong to the match server (apps/server). Nothing may import an app, so they
 * run the server's own command entry as a process, with the user's terminal.
 */
const serverCli = join(import.meta.dirname, "../../../server/src/cli.ts");
const tsx = join(import.meta.dirname, "../../node_modules/.bin/tsx");

function delegate(name: string, summary: string, usage: string): Command {
  return {
    name,
    summary,
    usage,
    run(args: readonly string[], io: Io) {
      return new Promise<number>((resolve) => {
        const child = spawn(tsx, [serverCli, name, ...args], { cwd: io.cwd, stdio: "inherit" });
        const forward = (signal: NodeJS.Signals) => child.kill(signal);
        process.on("SIGINT", forward);
        process.on("SIGTERM", forward);
        child.once("exit", (code, signal) => {
          process.off("SIGINT", forward);
          process.off("SIGTERM", forward);
          resolve(code ?? (signal === "SIGINT" || signal === "SIGTERM" ? 0 : 1));
        });
      });
    },
  };
}

export const serveCommand = delegate(
  "serve",
  "run the match server (embedded SQLite by default; PostgreSQL/Redis by --database-url/--redis)",
  "Usage: tablecast serve [--port N] [--host H] [--db FILE] [--database-url URL] [--redis URL]",
);
export const matchCommand = delegate(
  "match",
  "create a match on a server: match create --game G [--mode tabletop] [--bots] [--delay 30s] --url URL",
  "Usage: tablecast match create --game GAME [--mode enforced|tabletop] [--bots] [--delay 30s|2turns] [--bot-delay 800ms] [--p1 DECK] [--p2 DECK] --url URL",
);
export const coverageCommand = delegate(
  "coverage",
  "turn a coverage script (a paper match, one action a line) into a match log: coverage import FILE --out LOG",
  "Usage: tablecast coverage import FILE --out LOG [--format jsonl|binary]",
);
export const watchCommand = delegate(
  "watch",
  "print a match's live events for a token's audience as JSON Lines",
  "Usage: tablecast watch MATCH --token T --url URL [--as ROLE] [--from SEQ]",
);
