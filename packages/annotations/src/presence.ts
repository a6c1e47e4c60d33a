import type { Role } from "@tablecast/protocol";

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

/** Checks a presence state received from a peer; awareness is not validated by Yjs. */
export function isPresence(value: unknown): value is Presence {
  const p = value as Presence;
  return (
    typeof p === "object" &&
    p !== null &&
    typeof p.user?.id === "string" &&
    typeof p.user.name === "string" &&
    typeof p.playhead?.matchId === "string" &&
    Number.isInteger(p.playhead.seq) &&
    typeof p.presenting === "boolean" &&
    (p.following === null || typeof p.following === "string")
  );
}
