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
export { SCHEMA_VERSION, MIGRATIONS, migrate, type Migration, type MigrationResult } from "./schema";
export { parseCitations, citationHref, citationText, type Citation } from "./citations";
export { shownPlayhead, presenterOf, isPresence, type Presence, type Playhead } from "./presence";
export { reviewToJson, reviewToMarkdown } from "./export";
