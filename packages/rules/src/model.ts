/** The structured form of one rules document: plain data, serialisable as JSON. */

export const INDEX_FORMAT = "tablecast-rules/1";

export type Game = "fab" | "riftbound" | "ufs";
export const GAMES: readonly Game[] = ["fab", "riftbound", "ufs"];

/** cr: comprehensive rules; keywords: a keyword chapter on its own; core: Riftbound core rules. */
export type DocumentKind = "cr" | "keywords" | "tournament" | "penalty" | "core";
export const DOCUMENT_KINDS: readonly DocumentKind[] = ["cr", "keywords", "tournament", "penalty", "core"];

export interface DocumentInfo {
  /** `<game>-<kind>-<version>`: the composite key, also the data file's name. */
  readonly id: string;
  readonly game: Game;
  readonly kind: DocumentKind;
  readonly title: string;
  /** As printed (`2.13.0`, `ver1-3`), or `unversioned-<hash of the text>` when the document has none. */
  readonly version: string;
  /** True when the version was printed in the document, false when it is a content hash. */
  readonly versionPrinted: boolean;
  /** ISO date (yyyy-mm-dd) when the document states one. */
  readonly date: string | null;
  readonly publisher: string | null;
  /** The publisher's copyright line, when the document has one. */
  readonly copyright: string | null;
  /** The file name the index was built from. */
  readonly source: string;
}

/** Where a rule's title came from (Riftbound loses headings; see documents.md). */
export type TitleSource = "inline" | "rule-index" | "see-rule-ref" | "references-index";

export interface Rule {
  /** Unique within the document. Equals `number` except for duplicated numbers (`J.1.2#2`). */
  readonly id: string;
  /** The number as printed. */
  readonly number: string;
  /** 1 for a chapter or top-level rule, +1 per level below. */
  readonly depth: number;
  readonly title: string | null;
  readonly titleSource: TitleSource | null;
  /** Rule text with examples and notes set apart; cross-reference markup normalised to `[id]`. */
  readonly text: string;
  readonly examples: readonly string[];
  readonly notes: readonly string[];
  readonly parent: string | null;
  readonly children: readonly string[];
  /** Ids of other rules this one cites, in order of first mention; all resolve in this document. */
  readonly references: readonly string[];
  /** Cited ids with no rule of that number in this document (e.g. UFS `E.4.8.3`). */
  readonly unresolvedReferences: readonly string[];
  /** Penalty Guide sections name their penalty (`Warning`, `Game Loss / Match Loss`). */
  readonly penalty?: string;
  /** The source lost this rule's text and nothing could be recovered. Never filled in by guesswork. */
  readonly missing?: true;
  /**
   * Sentences for a rule whose text was lost, found in the document's own references index at a
   * place that pins them to this rule (between the rules before and after it). Not part of `text`.
   */
  readonly recoveredText?: readonly string[];
}

export interface GlossaryEntry {
  readonly term: string;
  readonly definition: string;
  /** Multi-sense headwords (`Attack`: ability / effect) keep each sense apart. */
  readonly senses: readonly { readonly sense: string; readonly definition: string }[];
  readonly references: readonly string[];
}

export interface RuleIndex {
  readonly format: typeof INDEX_FORMAT;
  readonly document: DocumentInfo;
  /** In document order. */
  readonly rules: readonly Rule[];
  readonly glossary: readonly GlossaryEntry[];
  /** Defects of the source found while importing (duplicate numbers, dangling references...). */
  readonly warnings: readonly string[];
}

export type ImportErrorCode =
  | "rules/empty"
  | "rules/binary"
  | "rules/not-a-rules-document"
  | "rules/wrong-game"
  | "rules/unknown-document"
  | "rules/too-few-rules";

export interface ImportError {
  readonly code: ImportErrorCode;
  readonly message: string;
}

export type ImportResult = { readonly ok: true; readonly index: RuleIndex } | { readonly ok: false; readonly error: ImportError };

export function importError(code: ImportErrorCode, message: string): ImportResult {
  return { ok: false, error: { code, message } };
}
