export {
  StoreError,
  type Fanout,
  type ListFilter,
  type MatchRecord,
  type MatchStatus,
  type MatchStore,
  type MatchSummary,
  type NewMatch,
  type StoreErrorCode,
  type StoredEntry,
} from "./store";
