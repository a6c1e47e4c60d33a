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
export { openStore, type StoreConfig } from "./open";
export { SqlMatchStore } from "./sql-store";
export { withUnavailable, isUnavailable } from "./unavailable";
export { MemoryFanout, RedisFanout, openFanout } from "./fanout";
