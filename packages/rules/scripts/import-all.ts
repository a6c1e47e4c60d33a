// Regenerates packages/rules/data/ from the vendored rules documents (packages/rules/sources/;
// or pass another folder). Usage: pnpm --filter @tablecast/rules import-all [DIR]
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { importRules, type DocumentKind, type Game } from "../src/index";
import { SOURCES_DIR } from "../src/sources";

const dir = process.argv[2] ?? SOURCES_DIR;
const out = fileURLToPath(new URL("../data/", import.meta.url));

const documents: { file: string; game: Game; document: DocumentKind }[] = [
  { file: "fab-comprehensive-rules-2.13.0.txt", game: "fab", document: "cr" },
  { file: "fab-cr-chapter8-keywords.txt", game: "fab", document: "keywords" },
  { file: "fab-rules-viewer-winforms.cs.txt", game: "fab", document: "cr" },
  { file: "fab-rules-viewer-winforms.cs.txt", game: "fab", document: "tournament" },
  { file: "fab-rules-viewer-winforms.cs.txt", game: "fab", document: "penalty" },
  { file: "riftbound-core-rules-2026-03-30.txt", game: "riftbound", document: "core" },
  { file: "ufs-rules.txt", game: "ufs", document: "cr" },
];

mkdirSync(out, { recursive: true });
let failed = false;
for (const d of documents) {
  const result = importRules(readFileSync(join(dir, d.file)), { game: d.game, document: d.document, source: d.file });
  if (!result.ok) {
    process.stderr.write(`${d.file} (${d.document}): ${result.error.message} [${result.error.code}]\n`);
    failed = true;
    continue;
  }
  const { index } = result;
  writeFileSync(join(out, `${index.document.id}.json`), `${JSON.stringify(index, null, 1)}\n`);
  const missing = index.rules.filter((r) => r.missing).length;
  const recovered = index.rules.filter((r) => r.recoveredText !== undefined).length;
  process.stdout.write(
    `${index.document.id}: ${index.rules.length} rules, ${index.glossary.length} glossary terms` +
      (missing + recovered > 0 ? `, ${recovered} lost rules with recovered sentences, ${missing} marked missing` : "") +
      `${index.warnings.length > 0 ? `; ${index.warnings.length} warnings` : ""}\n`,
  );
}
process.exitCode = failed ? 1 : 0;
