import { csharpStringFields, isCSharpSource } from "./csharp";
import { importFabCr, isFabCr2 } from "./importers/fab-cr";
import { importFabCrOlder, isFabCrOlder } from "./importers/fab-cr-older";
import { importFabKeywords, isFabKeywordsChapter } from "./importers/fab-keywords";
import { importFabPolicy, policyKind } from "./importers/fab-policy";
import { importRiftbound, isRiftboundCore } from "./importers/riftbound";
import { importUfs, isUfsRules } from "./importers/ufs";
import { looksBinary } from "./text";
import { importError, type DocumentKind, type Game, type ImportResult } from "./model";

export interface ImportOptions {
  readonly game: Game;
  /** Which document is expected; detected from the text when left out. */
  readonly document?: DocumentKind;
  /** The file name, recorded in the index. */
  readonly source: string;
}

/** The documents each game has. UFS has one rules document, filed as its `cr`. */
export const DOCUMENTS_BY_GAME: Readonly<Record<Game, readonly DocumentKind[]>> = {
  fab: ["cr", "keywords", "tournament", "penalty"],
  riftbound: ["core"],
  ufs: ["cr"],
};

type Layout = "fab-cr-2" | "fab-cr-older" | "fab-keywords" | "fab-tournament" | "fab-penalty" | "riftbound-core" | "ufs";

const LAYOUTS: Readonly<Record<Layout, { game: Game; kind: DocumentKind; describe: string }>> = {
  "fab-cr-2": { game: "fab", kind: "cr", describe: "the FaB Comprehensive Rules" },
  "fab-cr-older": { game: "fab", kind: "cr", describe: "an older FaB Comprehensive Rules" },
  "fab-keywords": { game: "fab", kind: "keywords", describe: "the FaB CR keywords chapter" },
  "fab-tournament": { game: "fab", kind: "tournament", describe: "the FaB Tournament Rules and Policy" },
  "fab-penalty": { game: "fab", kind: "penalty", describe: "the FaB Procedure and Penalty Guide" },
  "riftbound-core": { game: "riftbound", kind: "core", describe: "the Riftbound Core Rules" },
  ufs: { game: "ufs", kind: "cr", describe: "the UFS rules" },
};

/** Which known layout a text has, if any. */
export function detectLayout(text: string): Layout | null {
  if (isFabCr2(text)) return "fab-cr-2";
  if (isFabKeywordsChapter(text)) return "fab-keywords";
  const policy = policyKind(text);
  if (policy === "tournament") return "fab-tournament";
  if (policy === "penalty") return "fab-penalty";
  if (isFabCrOlder(text)) return "fab-cr-older";
  if (isRiftboundCore(text)) return "riftbound-core";
  if (isUfsRules(text)) return "ufs";
  return null;
}

function decode(input: string | Uint8Array): { ok: true; text: string } | { ok: false; result: ImportResult } {
  if (typeof input === "string") return { ok: true, text: input };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(input) };
  } catch {
    return { ok: false, result: importError("rules/binary", "the file is not UTF-8 text") };
  }
}

/** Turns a rules document into a rule index, or says why it cannot. Never throws for bad input. */
export function importRules(input: string | Uint8Array, options: ImportOptions): ImportResult {
  const decoded = decode(input);
  if (!decoded.ok) return decoded.result;
  const text = decoded.text;
  if (text.trim() === "") return importError("rules/empty", "the file is empty");
  if (looksBinary(text)) return importError("rules/binary", "the file looks like binary data, not a rules document");
  const allowed = DOCUMENTS_BY_GAME[options.game];
  if (options.document !== undefined && !allowed.includes(options.document))
    return importError("rules/unknown-document", `${options.game} has no "${options.document}" document (it has ${allowed.join(", ")})`);

  if (isCSharpSource(text)) return importFromCSharp(text, options);

  const layout = detectLayout(text);
  if (layout === null) return importError("rules/not-a-rules-document", "not a rules document this importer knows (FaB CR, keywords, tournament rules, penalty guide; Riftbound core rules; UFS rules)");
  return importLayout(layout, text, options);
}

function importLayout(layout: Layout, text: string, options: ImportOptions): ImportResult {
  const { game, kind, describe } = LAYOUTS[layout];
  if (game !== options.game) return importError("rules/wrong-game", `this is ${describe}, not a ${options.game} document`);
  if (options.document !== undefined && options.document !== kind) return importError("rules/unknown-document", `this is ${describe} (--document ${kind}), not "${options.document}"`);
  switch (layout) {
    case "fab-cr-2":
      return importFabCr(text, options.source);
    case "fab-cr-older":
      return importFabCrOlder(text, options.source);
    case "fab-keywords":
      return importFabKeywords(text, options.source);
    case "fab-tournament":
      return importFabPolicy(text, options.source, "tournament");
    case "fab-penalty":
      return importFabPolicy(text, options.source, "penalty");
    case "riftbound-core":
      return importRiftbound(text, options.source);
    case "ufs":
      return importUfs(text, options.source);
  }
}

/** A C# source embedding documents as string literals (the FaB WinForms viewer): pick one by --document. */
function importFromCSharp(text: string, options: ImportOptions): ImportResult {
  const found: { layout: Layout; literal: string }[] = [];
  for (const literal of csharpStringFields(text).values()) {
    const layout = detectLayout(literal);
    if (layout !== null) found.push({ layout, literal });
  }
  if (found.length === 0) return importError("rules/not-a-rules-document", "a C# source with no rules document in its string literals");
  const matching = found.filter((f) => options.document === undefined || LAYOUTS[f.layout].kind === options.document);
  if (matching.length === 0)
    return importError("rules/unknown-document", `this C# source embeds ${found.map((f) => LAYOUTS[f.layout].kind).join(", ")}, not "${options.document}"`);
  if (matching.length > 1)
    return importError("rules/unknown-document", `this C# source embeds ${found.map((f) => LAYOUTS[f.layout].kind).join(", ")}: choose one with --document`);
  return importLayout(matching[0]!.layout, matching[0]!.literal, options);
}
