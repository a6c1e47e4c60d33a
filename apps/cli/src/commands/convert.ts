import { EXIT_FAILED, EXIT_OK, type Command } from "../command";
import { readLog, resolvePath, writeLog, type LogFormat } from "../files";
import { requireOption, runParsed } from "./args";

function convertCommand(name: "export" | "import", target: LogFormat, summary: string, usage: string): Command {
  return {
    name,
    summary,
    usage,
    run: runParsed(usage, { out: { type: "string" } }, { min: 1, max: 1 }, async ({ values, positionals }, io) => {
      const out = requireOption(values.out, "--out");
      const file = positionals[0]!;
      const read = readLog(io.cwd, file);
      if (!read.ok) {
        io.err(`${name}: ${read.message}`);
        return EXIT_FAILED;
      }
      const bytes = writeLog(resolvePath(io.cwd, out), read.log, target);
      io.out(`${name}: ${file} (${read.format}, ${read.log.entries.length} decisions) → ${out} (${target}, ${bytes} bytes)`);
      return EXIT_OK;
    }),
  };
}

export const exportCommand = convertCommand(
  "export",
  "jsonl",
  "write a log as JSON Lines, the open format other tools read",
  `Usage: tablecast export FILE --out FILE.jsonl

Reads a log in either codec and writes it as canonical JSON Lines (docs/replay-format.md).`,
);

export const importCommand = convertCommand(
  "import",
  "binary",
  "read a JSON Lines log (ours or another tool's) and store it in the compact binary codec",
  `Usage: tablecast import FILE --out FILE.tcb

Reads and validates a JSON Lines log and writes the compact binary form. Use \`verify\` to
replay it as well.`,
);
