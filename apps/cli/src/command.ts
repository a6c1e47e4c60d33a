/**
 * A CLI command. Commands write through `io` (so tests can run them in-process) and return the
 * exit code. Bad input is a message on stderr and a non-zero code, never a stack trace.
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Directory that relative paths are resolved against (where the user ran the command). */
  readonly cwd: string;
}

export interface Command {
  readonly name: string;
  /** One line for `tablecast --help`. */
  readonly summary: string;
  /** Full usage text for `tablecast <command> --help`. */
  readonly usage: string;
  run(args: readonly string[], io: Io): Promise<number>;
}

/** Exit codes: 0 ok, 1 the input is wrong (bad log, failed verify), 2 the command line is wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A usage problem, reported as the message plus a pointer to --help, exit 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
