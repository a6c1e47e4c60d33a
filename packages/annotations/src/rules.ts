/**
 * The value rules of a review's fields, in one place: the model checks them before it writes, the
 * validator (validate.ts) checks a peer's writes against the same rules, so anything our own
 * client writes is accepted by the server, and nothing else is.
 */

export const MOVE_MARKS = ["good", "mistake", "blunder", "interesting"] as const;

/** Overlay kinds the producer can show or hide (the overlay routes read these). */
export const OVERLAY_KINDS = ["score", "banner", "last-card", "combat", "resources", "callout", "board"] as const;

export const LIMITS = {
  /** A comment's text, characters (longer text is cut on write). */
  text: 10_000,
  /** Titles of the review, chapters and playlists (cut on write). */
  title: 200,
  /** A playlist item's note (cut on write). */
  note: 500,
  /** A callout on stream. */
  callout: 500,
  /** An author's name (cut on write). */
  authorName: 200,
  /** Ids: of items, authors, and cards on the board. */
  id: 100,
  /** Coordinates in one freehand stroke (x and y each count). */
  strokePoints: 20_000,
  /** Width of a freehand stroke, board pixels. */
  strokeWidth: 100,
} as const;

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SEAT_AUDIENCE = /^seat:\d{1,2}$/;
/** `#rgb`, `#rrggbb`, `#rrggbbaa` or a CSS colour name: nothing a style attribute could misread. */
const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30})$/;

export const isMatchId = (v: unknown): v is string => typeof v === "string" && MATCH_ID.test(v);
export const isSeq = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
export const isId = (v: unknown): v is string => typeof v === "string" && v.length >= 1 && v.length <= LIMITS.id;
export const isAuthorName = (v: unknown): v is string => typeof v === "string" && v.length <= LIMITS.authorName;
export const isColor = (v: unknown): v is string => typeof v === "string" && COLOR.test(v);
export const isAudience = (v: unknown): boolean => v === "public" || v === "omniscient" || (typeof v === "string" && SEAT_AUDIENCE.test(v));
export const isMark = (v: unknown): boolean => v === null || (MOVE_MARKS as readonly unknown[]).includes(v);
export const isOverlayKind = (v: unknown): boolean => (OVERLAY_KINDS as readonly unknown[]).includes(v);
export const isTime = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
export const isStrokeWidth = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v > 0 && v <= LIMITS.strokeWidth;
export const isText = (max: number) => (v: unknown): v is string => typeof v === "string" && v.length <= max;

/** Freehand points: an even list of 4 to 20,000 coordinates between 0 and 1. */
export function isStrokePoints(v: unknown): v is number[] {
  return (
    Array.isArray(v) &&
    v.length >= 4 &&
    v.length % 2 === 0 &&
    v.length <= LIMITS.strokePoints &&
    v.every((p) => typeof p === "number" && p >= 0 && p <= 1)
  );
}

/** A range ends at or after its start. */
export const isRangeEnd = (seq: number, seqEnd: unknown): boolean => isSeq(seqEnd) && seqEnd >= seq;
