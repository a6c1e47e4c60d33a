import type { Role } from "@tablecast/protocol";
import { isColor, isMatchId, isSeq } from "./rules";

/**
 * What each person in a review room shares through Yjs awareness: who they are, where their
 * cursor is on the board, where their playhead is, and whom they follow.
 */
export interface Playhead {
  readonly matchId: string;
  readonly seq: number;
}

export interface Presence {
  readonly user: { readonly id: string; readonly name: string; readonly color: string; readonly role: Role | "owner" | "editor" | "viewer" };
  /** Board coordinates from 0 to 1, or null when the pointer is off the board. */
  readonly cursor: { readonly x: number; readonly y: number } | null;
  readonly playhead: Playhead;
  /** This person drives the playhead for their followers. */
  readonly presenting: boolean;
  /** The user id being followed, or null when browsing on one's own. */
  readonly following: string | null;
}

/**
 * The moment a person should see: the presenter's playhead while following one who is present
 * and presenting, otherwise their own. Breaking away is setting `following` to null; rejoining is
 * setting it back.
 */
export function shownPlayhead(me: Presence, everyone: Iterable<Presence>): Playhead {
  if (me.following === null) return me.playhead;
  for (const other of everyone) if (other.user.id === me.following && other.presenting) return other.playhead;
  return me.playhead;
}

/** The presenter to follow by default: the first presenting person other than me, if any. */
export function presenterOf(me: Presence, everyone: Iterable<Presence>): string | null {
  for (const other of everyone) if (other.user.id !== me.user.id && other.presenting) return other.user.id;
  return null;
}

/**
 * Limits of a presence state. The server refuses a larger state and prefixes each person's id
 * with a tag of their link (so one link cannot pass for another), hence the longer shown id.
 */
export const PRESENCE_LIMITS = { bytes: 4096, userId: 64, shownUserId: 96, name: 100, role: 20 } as const;

const isCoordinate = (v: unknown) => typeof v === "number" && Number.isFinite(v);

/** Checks a presence state received from a peer; awareness is not validated by Yjs. */
export function isPresence(value: unknown): value is Presence {
  const p = value as Presence;
  return (
    typeof p === "object" &&
    p !== null &&
    typeof p.user === "object" &&
    p.user !== null &&
    typeof p.user.id === "string" &&
    p.user.id.length >= 1 &&
    p.user.id.length <= PRESENCE_LIMITS.shownUserId &&
    typeof p.user.name === "string" &&
    p.user.name.length <= PRESENCE_LIMITS.name &&
    isColor(p.user.color) &&
    typeof p.user.role === "string" &&
    p.user.role.length <= PRESENCE_LIMITS.role &&
    (p.cursor === null || (typeof p.cursor === "object" && isCoordinate(p.cursor.x) && isCoordinate(p.cursor.y))) &&
    typeof p.playhead === "object" &&
    p.playhead !== null &&
    isMatchId(p.playhead.matchId) &&
    isSeq(p.playhead.seq) &&
    typeof p.presenting === "boolean" &&
    (p.following === null || (typeof p.following === "string" && p.following.length <= PRESENCE_LIMITS.shownUserId))
  );
}
