export { ENGINE_VERSION, LOG_FORMAT_VERSION } from "./version";
export { ok, err, invariant, InvariantError, type GameError, type Result } from "./result";
export { seedRng, nextUint32, nextInt, shuffle, type RngState } from "./rng";
export { canonicalJson, hashValue, isSealed, seal, seedCommitment, entryHash, ENTRY_HASH_HEX_LENGTH } from "./hash";
export type {
  AnyGame,
  CardSetCoverage,
  Decision,
  Game,
  GameState,
  MatchConfig,
  SeatConfig,
  Status,
  Step,
} from "./game";
export type {
  CardFace,
  JsonValue,
  ObjectId,
  Seat,
  StreamEntry,
  TableEvent,
  TableEventType,
  Visibility,
  ZoneId,
  ZoneVisibility,
} from "./table-events";
export {
  canSee,
  seesInto,
  redactEvent,
  redactStream,
  Redactor,
  seatAudience,
  PUBLIC,
  OMNISCIENT,
  type Audience,
} from "./redact";
export {
  applyEvent,
  applyEntry,
  applyEntries,
  foldStream,
  EMPTY_VIEW,
  type ViewState,
  type PlayerView,
  type ZoneView,
  type ObjectView,
  type ChainView,
  type CombatView,
} from "./view";
export { ReplayCursor, type StepUnit } from "./cursor";
export type { LogEntry, LogError, LogFooter, LogHeader, LogResult, LogSeat, MatchLog } from "./log";
export { CHECKPOINT_EVERY, CHECKPOINT_LOG_VERSION, isCheckpoint } from "./log";
export { encodeJsonl, decodeJsonl } from "./codec-jsonl";
export { encodeBinary, decodeBinary, isBinaryLog } from "./codec-binary";
export {
  startMatch,
  playDecision,
  CONCEDE,
  seatLabel,
  footerFor,
  replayLog,
  pendingDecisions,
  configOf,
  type MatchStart,
  type MatchStep,
  type Replay,
  type ReplayFailure,
  type ReplayOptions,
} from "./match";
export { randomBot, greedyBot, botFor, botRng, BOT_KINDS, type Bot, type BotKind } from "./bots";
export { simulateMatch, type SimulateOptions, type Simulation } from "./simulate";
