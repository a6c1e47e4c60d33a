#!/usr/bin/env -S npx tsx
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type Command, type Io } from "./command";
import { cardsCommand } from "./commands/cards";
import { exportCommand, importCommand } from "./commands/convert";
import { rulesCommand } from "./commands/rules";
import { coverageCommand, matchCommand, serveCommand, watchCommand } from "./commands/server";
import { simulateCommand } from "./commands/simulate";
import { verifyCommand } from "./commands/verify";
import { viewCommand } from "./commands/view";

export const COMMANDS: readonly Command[] = [
  simulateCommand,
  verifyCommand,
  viewCommand,
  exportCommand,
  importCommand,
  rulesCommand,
  cardsCommand,
  serveCommand,
  matchCommand,
  watchCommand,
  coverageCommand,
];

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "Usage: tablecast <command> [options]     (from the repository: pnpm tablecast <command>)",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run tablecast <command> --help for a command's options.",
  ].join("\n");
}

/** Runs one command line; never throws for bad input. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.out(help());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`tablecast: unknown command "${name}"\n\n${help()}`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`tablecast ${name}: ${e.message}\nRun tablecast ${name} --help for usage.`);
      return EXIT_USAGE;
    }
    const err = e as NodeJS.ErrnoException;
    if (typeof err.code === "string" && typeof err.path === "string") {
      io.err(`tablecast ${name}: ${err.path}: ${err.code}`);
      return EXIT_FAILED;
    }
    throw e;
  }
}

const isEntry = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntry) {
  // `tablecast … | head` closes the pipe early: that is the reader's choice, not an error.
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
  const io: Io = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    // pnpm runs scripts from the repository root; INIT_CWD is where the user typed the command.
    cwd: process.env.INIT_CWD ?? process.cwd(),
  };
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`tablecast: internal error: ${(e as Error).stack ?? String(e)}\n`);
      process.exitCode = EXIT_FAILED;
    },
  );
}
