import type { Io } from "./command";

/**
 * Runs a command line in-process for a test, as the CLI would from `cwd`: `out` and `err` hold
 * what the last call printed, one entry per line written.
 */
export function harness(cwd: string, run: (argv: readonly string[], io: Io) => Promise<number>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), cwd };
  return {
    io,
    out,
    err,
    async call(...argv: string[]) {
      out.length = 0;
      err.length = 0;
      return run(argv, io);
    },
  };
}
