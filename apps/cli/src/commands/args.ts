import { parseArgs, type ParseArgsConfig } from "node:util";
import { EXIT_OK, UsageError, type Io } from "../command";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Strict argument parsing: an unknown flag or a missing value is a usage error. */
export function parse<O extends Options>(args: readonly string[], options: O, positionals: { min: number; max: number }) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/\. To specify a positional.*$/s, ""));
  }
  const { positionals: pos } = parsed;
  const values = parsed.values as Record<string, string | boolean | string[] | undefined>;
  if (values.help !== true && (pos.length < positionals.min || pos.length > positionals.max))
    throw new UsageError(positionals.min === positionals.max && positionals.min === 1 ? "expected one FILE argument" : `expected ${positionals.min}–${positionals.max} arguments, got ${pos.length}`);
  // Options here are strings (or repeated strings, read with `list`); help is the one flag.
  return { values: values as Record<keyof O, string | undefined> & { help?: boolean }, positionals: pos, list: (key: keyof O) => (values[key as string] as string[] | undefined) ?? [] };
}

/**
 * A command's `run`: its arguments parsed strictly, `--help` answered with its usage (exit 0), and
 * otherwise `body` given what was parsed.
 */
export function runParsed<O extends Options>(usage: string, options: O, positionals: { min: number; max: number }, body: (parsed: ReturnType<typeof parse<O>>, io: Io) => Promise<number>) {
  return async (args: readonly string[], io: Io): Promise<number> => {
    const parsed = parse(args, options, positionals);
    if (parsed.values.help) {
      io.out(usage);
      return EXIT_OK;
    }
    return body(parsed, io);
  };
}

export function requireOption(value: string | undefined, flag: string): string {
  if (value === undefined || value === "") throw new UsageError(`${flag} is required`);
  return value;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(", ")}, not "${value}"`);
  return value as T;
}
