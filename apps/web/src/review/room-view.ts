import { isPresence, validateReviewDoc, type AnnotationAudience, type Callout, type Chapter, type OverlayKind, type Playlist, type Presence, type ReviewDoc, type Shape, type Thread } from "@tablecast/annotations";

/**
 * What the review page shows of a room, read in one place. The document may hold an entry the
 * server never checked (a review stored before it did) and presence comes from peers: every
 * entry is read through the annotation schema's checks (the model's readers skip what fails
 * them, `isPresence` drops what is not a presence), so a bad entry is left out, never rendered.
 */
export interface RoomView {
  readonly threadsHere: readonly Thread[];
  readonly allThreads: readonly Thread[];
  readonly chapters: readonly Chapter[];
  readonly shapes: readonly Shape[];
  readonly playlists: readonly Playlist[];
  readonly callout: Callout | null;
  readonly featured: string | null;
  readonly overlays: Readonly<Record<OverlayKind, boolean>>;
  readonly matches: readonly string[];
  /** Entries the schema refuses, left out of everything above. */
  readonly skipped: number;
}

export function roomView(review: ReviewDoc, at: { readonly audience: AnnotationAudience; readonly matchId: string; readonly seq: number }): RoomView {
  const { audience, matchId, seq } = at;
  return {
    threadsHere: review.threads({ viewer: audience, matchId, at: seq }),
    allThreads: review.threads({ viewer: audience, matchId }),
    chapters: review.chapters().filter((c) => c.matchId === matchId),
    shapes: review.shapes({ viewer: audience, matchId, at: seq }),
    playlists: review.playlists(),
    callout: review.callout(),
    featured: review.featured(),
    overlays: review.overlays(),
    matches: review.matches(),
    skipped: validateReviewDoc(review.doc).length,
  };
}

/** The people in the room: valid presence states, one per person id (a second tab is the same person). */
export function peopleIn(states: Iterable<unknown>): Presence[] {
  const out = new Map<string, Presence>();
  for (const s of states) if (isPresence(s) && !out.has(s.user.id)) out.set(s.user.id, s);
  return [...out.values()];
}

/** What the page says when the server closed the room's connection for good (44xx close codes). */
export function refusalText(code: number): string {
  switch (code) {
    case 4413:
      return "this review has reached its size limit: the last edit was not saved";
    case 4422:
      return "the server refused an edit from this page: reload to continue";
    case 4429:
      return "too many edits at once: reload to continue";
    default:
      return "this link no longer opens the room";
  }
}
