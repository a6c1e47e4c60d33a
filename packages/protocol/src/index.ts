export {
  ROLES,
  roleSchema,
  delaySchema,
  visibilityPolicySchema,
  DEFAULT_POLICY,
  reachOf,
  mayReadAnnotations,
  ROOM_ROLES,
  isRoomRole,
  type RoomRole,
  type Role,
  type Delay,
  type VisibilityPolicy,
  type Reach,
} from "./roles";
export { tokenClaimsSchema, issueToken, verifyToken, roleLabel, type TokenClaims, type TokenCheck, type TokenError } from "./token";
export {
  seatInputSchema,
  createMatchInputSchema,
  matchRefSchema,
  submitDecisionInputSchema,
  concedeInputSchema,
  watchInputSchema,
  listMatchesInputSchema,
  issueTokenInputSchema,
  revokeTokenInputSchema,
  replayInputSchema,
  createRoomInputSchema,
  shareRoomInputSchema,
  revokeRoomTokenInputSchema,
  ERROR_CODES,
  type SeatInput,
  type CreateMatchInput,
  type ApiErrorCode,
} from "./api";
// The log and stream types every boundary carries, so storage and clients need not import the engine.
export type { LogEntry, LogFooter, LogHeader, LogSeat, MatchLog, StreamEntry, TableEvent } from "@tablecast/engine";
