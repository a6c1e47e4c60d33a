import { existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DOCUMENT_KINDS,
  DOCUMENTS_BY_GAME,
  GAMES,
  buildSearchIndex,
  diffIndexes,
  findRule,
  importRules,
  parseRuleIndex,
  search,
  type DocumentKind,
  type Game,
  type Rule,
  type RuleIndex,
} from "@tablecast/rules";
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type Command, type Io } from "../command";
import { writeAtomically } from "../files";
import { oneOf, parse, requireOption } from "./args";

/** packages/rules/data in this repository: where imported indexes live, side by side by version. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../../packages/rules/data/", import.meta.url));

const usage = `Usage: tablecast rules <subcommand> [options]

Rules documents as structured indexes: import an official document, then search and show rules.

Subcommands:
  import FILE --game G [--document D] [--out FILE] [--force]
        Read a rules document and write its index as JSON, by default to
        <data>/<game>-<document>-<version>.json (older versions stay beside it). An existing
        file holding another document or version is never replaced unless --force is given.
  search QUERY --game G [--document D] [--version V] [--limit N]
        Ranked hits: an exact rule number first, then title words, then text (prefix matching).
  show ID --game G [--document D] [--version V]
        One rule: title, text, examples, notes, references, parent and children.
  diff OLD.json NEW.json
        Added, removed and changed rules between two versions of a document.

Options:
  --game G        ${GAMES.join(" | ")}
  --document D    ${DOCUMENT_KINDS.join(" | ")}  (fab: cr, keywords, tournament, penalty;
                  riftbound: core; ufs: cr). Import detects it when left out; the FaB rules
                  viewer (.cs) embeds three documents and needs it.
  --version V     search/show this version instead of the newest
  --out FILE      import: write here instead of the data folder
  --data DIR      the folder of indexes (default: packages/rules/data)
  --limit N       search: at most N hits (default 10)
  --force         import: replace an existing file holding a different document or version

Search and show use the newest version of each document of the game; the FaB keywords chapter
(an older copy of CR chapter 8) only when asked for with --document keywords.
Exit codes: 0 ok, 1 unreadable or invalid file, 2 bad command line.`;

const OPTIONS = {
  game: { type: "string" },
  document: { type: "string" },
  version: { type: "string" },
  out: { type: "string" },
  data: { type: "string" },
  limit: { type: "string" },
  force: { type: "boolean" },
} as const;

export const rulesCommand: Command = {
  name: "rules",
  summary: "import rules documents into rule indexes; search and show rules",
  usage,
  async run(args: readonly string[], io: Io) {
    try {
      return runRules(args, io);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      io.err(`tablecast rules: ${e.message}\nRun tablecast rules --help for usage.`);
      return EXIT_USAGE;
    }
  },
};

function runRules(args: readonly string[], io: Io): number {
  const { values, positionals } = parse(args, OPTIONS, { min: 0, max: 3 });
  const [sub, ...rest] = positionals;
  if (values.help || sub === "help") {
    io.out(usage);
    return EXIT_OK;
  }
  const dataDir = values.data === undefined ? DEFAULT_DATA_DIR : resolve(io.cwd, values.data);
  switch (sub) {
    case undefined:
      throw new UsageError("expected a subcommand: import, search, show or diff");
    case "import":
      return runImport(one(rest, "FILE"), values, dataDir, io);
    case "search":
      return runSearch(one(rest, "QUERY"), values, dataDir, io);
    case "show":
      return runShow(one(rest, "ID"), values, dataDir, io);
    case "diff": {
      if (rest.length !== 2) throw new UsageError("diff expects two index files, OLD.json NEW.json");
      return runDiff(rest[0]!, rest[1]!, io);
    }
    default:
      throw new UsageError(`unknown subcommand "${sub}" (import, search, show or diff)`);
  }
}

type Values = { game?: string; document?: string; version?: string; out?: string; limit?: string; force?: string | boolean };

function one(rest: readonly string[], what: string): string {
  if (rest.length !== 1) throw new UsageError(`expected one ${what} argument`);
  return rest[0]!;
}

function gameOf(values: Values): Game {
  return oneOf(requireOption(values.game, "--game"), GAMES, "--game");
}

function documentOf(values: Values, game: Game): DocumentKind | undefined {
  if (values.document === undefined) return undefined;
  const kind = oneOf(values.document, DOCUMENT_KINDS, "--document");
  if (!DOCUMENTS_BY_GAME[game].includes(kind)) throw new UsageError(`--document ${kind} is not a ${game} document (${DOCUMENTS_BY_GAME[game].join(", ")})`);
  return kind;
}

function runImport(file: string, values: Values, dataDir: string, io: Io): number {
  const game = gameOf(values);
  const document = documentOf(values, game);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(resolve(io.cwd, file));
  } catch (e) {
    io.err(`rules import failed: ${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    return EXIT_FAILED;
  }
  const result = importRules(bytes, { game, source: basename(file), ...(document === undefined ? {} : { document }) });
  if (!result.ok) {
    io.err(`rules import failed: ${file}: ${result.error.message} [${result.error.code}]`);
    return EXIT_FAILED;
  }
  const { index } = result;
  const target = values.out === undefined ? join(dataDir, `${index.document.id}.json`) : resolve(io.cwd, values.out);
  const json = `${JSON.stringify(index, null, 1)}\n`;
  if (existsSync(target)) {
    const existing = readFileSync(target, "utf8");
    if (existing === json) {
      io.out(`${describe(index)}: unchanged, ${target}`);
      return EXIT_OK;
    }
    const parsed = parseRuleIndex(existing);
    const other = parsed.ok ? parsed.index.document.id : null;
    if (other !== index.document.id && values.force !== true) {
      io.err(
        `rules import failed: ${target} already holds ${other === null ? "something that is not a rule index" : other}, not ${index.document.id}; ` +
          "choose another --out, or pass --force to replace it",
      );
      return EXIT_FAILED;
    }
  }
  mkdirSync(dirname(target), { recursive: true });
  writeAtomically(target, json);
  const lost = index.rules.filter((r) => r.missing).length;
  io.out(
    `${describe(index)}: ${index.rules.length} rules, ${index.glossary.length} glossary terms` +
      (lost > 0 ? `, ${lost} rules lost in the source` : "") +
      `; wrote ${target}` +
      (index.warnings.length > 0 ? `\n${index.warnings.map((w) => `  warning: ${w}`).join("\n")}` : ""),
  );
  return EXIT_OK;
}

function describe(index: RuleIndex): string {
  const d = index.document;
  return `${d.title} ${d.versionPrinted ? d.version : `(no version printed; ${d.version})`}`;
}

/** Every readable index in the data folder. */
function loadAll(dataDir: string): RuleIndex[] {
  let names: string[];
  try {
    names = readdirSync(dataDir).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  const out: RuleIndex[] = [];
  for (const name of names) {
    const parsed = parseRuleIndex(readFileSync(join(dataDir, name), "utf8"));
    if (parsed.ok) out.push(parsed.index);
  }
  return out;
}

const SHOW_ORDER: readonly DocumentKind[] = ["cr", "core", "tournament", "penalty", "keywords"];

/** The indexes search and show use: the newest version of each document of the game. */
function selectIndexes(values: Values, dataDir: string, io: Io): RuleIndex[] | null {
  const game = gameOf(values);
  const document = documentOf(values, game);
  const all = loadAll(dataDir).filter((i) => i.document.game === game && (document === undefined || i.document.kind === document));
  const chosen: RuleIndex[] = [];
  for (const kind of SHOW_ORDER) {
    if (document === undefined && kind === "keywords") continue;
    const versions = all.filter((i) => i.document.kind === kind && (values.version === undefined || i.document.version === values.version));
    versions.sort((a, b) => (b.document.date ?? "").localeCompare(a.document.date ?? "") || Number(b.document.versionPrinted) - Number(a.document.versionPrinted));
    if (versions[0] !== undefined) chosen.push(versions[0]);
  }
  if (chosen.length === 0) {
    const what = `${game}${document === undefined ? "" : ` ${document}`}${values.version === undefined ? "" : ` version ${values.version}`}`;
    io.err(`no ${what} rule index in ${dataDir}; import one with: tablecast rules import FILE --game ${game}`);
    return null;
  }
  return chosen;
}

function runSearch(query: string, values: Values, dataDir: string, io: Io): number {
  const limit = values.limit === undefined ? 10 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive whole number, not "${values.limit}"`);
  const indexes = selectIndexes(values, dataDir, io);
  if (indexes === null) return EXIT_FAILED;
  const hits = search(buildSearchIndex(indexes), query, { limit });
  if (hits.length === 0) {
    io.out(`no rules match "${query}"`);
    return EXIT_OK;
  }
  const many = indexes.length > 1;
  for (const h of hits) {
    const head = h.kind === "glossary" ? `glossary: ${h.id}` : `${h.id}${h.title === null ? "" : ` ${h.title}`}`;
    io.out(`${head}${many ? `  [${h.document}]` : ""}\n    ${h.snippet}`);
  }
  return EXIT_OK;
}

function runShow(id: string, values: Values, dataDir: string, io: Io): number {
  const indexes = selectIndexes(values, dataDir, io);
  if (indexes === null) return EXIT_FAILED;
  for (const index of indexes) {
    const rule = findRule(index, id);
    if (rule !== undefined) {
      io.out(formatRule(rule, index));
      return EXIT_OK;
    }
  }
  io.err(`no rule ${id} in ${indexes.map((i) => i.document.id).join(", ")}`);
  return EXIT_FAILED;
}

const TITLE_FROM = { "rule-index": "Rule Index", "see-rule-ref": "“See rule …” references", "references-index": "References index" } as const;

export function formatRule(rule: Rule, index: RuleIndex): string {
  const lines = [`${rule.id}${rule.title === null ? "" : ` ${rule.title}`}${rule.penalty === undefined ? "" : ` (penalty: ${rule.penalty})`}   [${describe(index)}]`];
  if (rule.titleSource !== null && rule.titleSource !== "inline") lines.push(`(title recovered from the document's ${TITLE_FROM[rule.titleSource]})`);
  if (rule.text !== "") lines.push(rule.text);
  if (rule.missing) lines.push("(this rule's text was lost in the source document)");
  for (const s of rule.recoveredText ?? []) lines.push(`Recovered from the document's references index: ${s}`);
  for (const e of rule.examples) lines.push(`Example: ${e}`);
  for (const n of rule.notes) lines.push(`Note: ${n}`);
  if (rule.references.length > 0) lines.push(`References: ${rule.references.join(", ")}`);
  if (rule.unresolvedReferences.length > 0) lines.push(`References to rules not in this document: ${rule.unresolvedReferences.join(", ")}`);
  if (rule.parent !== null) lines.push(`Parent: ${rule.parent}`);
  if (rule.children.length > 0) lines.push(`Children: ${rule.children.join(", ")}`);
  return lines.join("\n");
}

function runDiff(oldFile: string, newFile: string, io: Io): number {
  const read = (file: string): RuleIndex | null => {
    let text: string;
    try {
      text = readFileSync(resolve(io.cwd, file), "utf8");
    } catch (e) {
      io.err(`rules diff failed: ${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      return null;
    }
    const parsed = parseRuleIndex(text);
    if (!parsed.ok) io.err(`rules diff failed: ${file}: ${parsed.message}`);
    return parsed.ok ? parsed.index : null;
  };
  const before = read(oldFile);
  const after = before === null ? null : read(newFile);
  if (before === null || after === null) return EXIT_FAILED;
  const d = diffIndexes(before, after);
  io.out(`${d.from} → ${d.to}: ${d.added.length} added, ${d.removed.length} removed, ${d.changed.length} changed, ${d.unchanged} unchanged`);
  for (const r of d.added) io.out(`+ ${r.id}${r.title === null ? "" : ` ${r.title}`}`);
  for (const r of d.removed) io.out(`- ${r.id}${r.title === null ? "" : ` ${r.title}`}`);
  for (const c of d.changed) {
    const title = c.titleChanged ? ` title: ${c.before.title ?? "(none)"} → ${c.after.title ?? "(none)"}` : "";
    const edit = c.textEdit.map((p) => (p.op === "same" ? p.text : p.op === "added" ? `{+${p.text}+}` : `[-${p.text}-]`)).join(" ");
    io.out(`~ ${c.id}${title}${c.textChanged ? `\n    ${edit}` : ""}`);
  }
  return EXIT_OK;
}
