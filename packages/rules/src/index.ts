export {
  DOCUMENT_KINDS,
  GAMES,
  INDEX_FORMAT,
  type DocumentInfo,
  type DocumentKind,
  type Game,
  type GlossaryEntry,
  type ImportError,
  type ImportErrorCode,
  type ImportResult,
  type Rule,
  type RuleIndex,
  type TitleSource,
} from "./model";
export { DOCUMENTS_BY_GAME, detectLayout, importRules, type ImportOptions } from "./dispatch";
export { buildSearchIndex, queryWords, search, tokenize, type SearchHit, type SearchIndex, type SearchOptions } from "./search";
export { parseSearchDocument, SEARCH_FORMAT, toSearchDocument, withoutReferenceMarks, type SearchDocument, type SearchRule, type SearchTerm } from "./search-document";
export { diffIndexes, wordDiff, wording, type RuleChange, type RuleDiff, type TextEditPart } from "./diff";
export { parseRuleIndex, findRule, type ParsedIndex } from "./read";
