export {
  ReviewDoc,
  ReviewError,
  visibleTo,
  MOVE_MARKS,
  OVERLAY_KINDS,
  type Callout,
  type OverlayKind,
  type AnnotationAudience,
  type Anchor,
  type Author,
  type Chapter,
  type Comment,
  type MoveMark,
  type Playlist,
  type PlaylistItem,
  type Shape,
  type Thread,
} from "./review";
export { SCHEMA_VERSION, MIGRATIONS, ROOTS, migrate, type Migration, type MigrationResult, type RootName } from "./schema";
export { LIMITS } from "./rules";
export {
  validateReviewDoc,
  validateChanges,
  instantiateRoots,
  checkThread,
  checkShape,
  checkChapter,
  checkPlaylist,
  checkCallout,
  checkMetaField,
  checkBroadcastField,
  checkMatches,
  type SchemaProblem,
} from "./validate";
export { parseCitations, citationHref, citationText, type Citation } from "./citations";
export { shownPlayhead, presenterOf, isPresence, PRESENCE_LIMITS, type Presence, type Playhead } from "./presence";
export { reviewToJson, reviewToMarkdown } from "./export";
