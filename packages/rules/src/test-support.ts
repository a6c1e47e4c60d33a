// Test-only helpers: read the vendored rules documents (packages/rules/sources/).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sourcePath } from "./sources";
import { importRules } from "./dispatch";
import type { DocumentKind, Game, RuleIndex } from "./model";

export const DATA_DIR = fileURLToPath(new URL("../data/", import.meta.url));

export function readDocument(file: string): string {
  return readFileSync(sourcePath(file), "utf8");
}

const cache = new Map<string, RuleIndex>();

export function loadIndex(file: string, game: Game, document?: DocumentKind): RuleIndex {
  const key = `${file}|${game}|${document ?? ""}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const result = importRules(readDocument(file), { game, source: file, ...(document === undefined ? {} : { document }) });
  if (!result.ok) throw new Error(`${file}: ${result.error.message}`);
  cache.set(key, result.index);
  return result.index;
}

export function rule(index: RuleIndex, id: string) {
  const r = index.rules.find((x) => x.id === id);
  if (r === undefined) throw new Error(`${index.document.id} has no rule ${id}`);
  return r;
}
