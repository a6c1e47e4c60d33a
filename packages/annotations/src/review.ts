import * as Y from "yjs";
import { parseCitations, type Citation } from "./citations";
import { isAudience, isColor, isId, isMark, isMatchId, isStrokePoints, isStrokeWidth, LIMITS, MOVE_MARKS, OVERLAY_KINDS } from "./rules";
import { broadcastOf, chaptersOf, matchesOf, meta, migrate, playlistsOf, shapesOf, threadsOf, trackedTypes, type MigrationResult } from "./schema";
import { checkCallout, checkChapter, checkMatches, checkMetaField, checkPlaylist, checkShape, checkThread } from "./validate";

export { MOVE_MARKS, OVERLAY_KINDS };

/**
 * Typed accessors over a review's Y.Doc. The model knows nothing of transport: the same document
 * syncs through a WebSocket provider, persists in a store, or lives in a test.
 *
 * Every change runs in a transaction whose origin is the editing user, so each user's
 * Y.UndoManager undoes only their own edits. Writers check their input against the rules the
 * server validates with (rules.ts, validate.ts); readers skip any entry that fails them.
 */

/** Who an annotation was written from: a public view, one seat's view, or the full view. */
export type AnnotationAudience = "public" | "omniscient" | `seat:${number}`;

export interface Author {
  readonly id: string;
  readonly name: string;
}

/** A moment of a match, or a range of seqs; optionally a card (object id) on the board. */
export interface Anchor {
  readonly matchId: string;
  readonly seq: number;
  readonly seqEnd?: number;
  readonly object?: string;
}

export type MoveMark = (typeof MOVE_MARKS)[number];

export interface Comment {
  readonly id: string;
  readonly author: Author;
  readonly text: string;
  readonly at: number;
  readonly citations: readonly Citation[];
}

export interface Thread {
  readonly id: string;
  readonly anchor: Anchor;
  readonly audience: AnnotationAudience;
  readonly author: Author;
  readonly resolved: boolean;
  readonly mark: MoveMark | null;
  readonly comments: readonly Comment[];
}

export type Shape =
  | { readonly id: string; readonly kind: "arrow"; readonly anchor: Anchor; readonly from: string; readonly to: string; readonly color: string; readonly author: Author; readonly audience: AnnotationAudience }
  | { readonly id: string; readonly kind: "highlight"; readonly anchor: Anchor & { readonly object: string }; readonly color: string; readonly author: Author; readonly audience: AnnotationAudience }
  /** Freehand: points as x0, y0, x1, y1 … in board coordinates from 0 to 1. */
  | { readonly id: string; readonly kind: "stroke"; readonly anchor: Anchor; readonly points: readonly number[]; readonly color: string; readonly width: number; readonly author: Author; readonly audience: AnnotationAudience };

export interface Chapter {
  readonly id: string;
  readonly matchId: string;
  readonly seq: number;
  readonly title: string;
  readonly author: Author;
}

export interface PlaylistItem {
  readonly matchId: string;
  readonly seq: number;
  readonly seqEnd?: number;
  readonly note?: string;
}

export interface Playlist {
  readonly id: string;
  readonly title: string;
  readonly items: readonly PlaylistItem[];
}

/** A caster callout: a line the producer puts on stream (from a comment, a chapter, or typed). */
export interface Callout {
  readonly text: string;
  readonly source: { readonly kind: "thread" | "chapter"; readonly id: string } | null;
  readonly at: number;
  readonly authorName: string;
}

export type OverlayKind = (typeof OVERLAY_KINDS)[number];

export class ReviewError extends Error {
  override readonly name = "ReviewError";
  constructor(
    readonly code: "review/not-found" | "review/invalid",
    message: string,
  ) {
    super(message);
  }
}

/** Sees the item? Public items: everyone. Seat items: that seat and full viewers. Full: full viewers only. */
export function visibleTo(item: AnnotationAudience, viewer: AnnotationAudience): boolean {
  if (item === "public" || viewer === "omniscient") return true;
  return item === viewer;
}

function checkAnchor(anchor: Anchor): void {
  if (!isMatchId(anchor.matchId)) throw new ReviewError("review/invalid", `bad match id "${anchor.matchId}"`);
  if (!Number.isInteger(anchor.seq) || anchor.seq < 0) throw new ReviewError("review/invalid", `bad seq ${anchor.seq}`);
  if (anchor.seqEnd !== undefined && (!Number.isInteger(anchor.seqEnd) || anchor.seqEnd < anchor.seq))
    throw new ReviewError("review/invalid", `a range must end at or after its start (${anchor.seq}..${anchor.seqEnd})`);
  if (anchor.object !== undefined && !isId(anchor.object)) throw new ReviewError("review/invalid", `bad card id "${anchor.object}"`);
}

function checkAudience(audience: AnnotationAudience): void {
  if (!isAudience(audience)) throw new ReviewError("review/invalid", `unknown audience ${String(audience)}`);
}

function checkColor(color: string): void {
  if (!isColor(color)) throw new ReviewError("review/invalid", `bad colour ${JSON.stringify(color)}: #rgb, #rrggbb or a colour name`);
}

/** The author as stored: an id the schema accepts, the name cut to its limit. */
function author(user: Author): { authorId: string; authorName: string } {
  if (!isId(user.id)) throw new ReviewError("review/invalid", `bad author id "${user.id}"`);
  return { authorId: user.id, authorName: String(user.name).slice(0, LIMITS.authorName) };
}

function anchorMap(anchor: Anchor): Record<string, unknown> {
  return {
    matchId: anchor.matchId,
    seq: anchor.seq,
    ...(anchor.seqEnd === undefined ? {} : { seqEnd: anchor.seqEnd }),
    ...(anchor.object === undefined ? {} : { object: anchor.object }),
  };
}

function readAnchor(m: Y.Map<unknown>): Anchor {
  const seqEnd = m.get("seqEnd") as number | undefined;
  const object = m.get("object") as string | undefined;
  return {
    matchId: m.get("matchId") as string,
    seq: m.get("seq") as number,
    ...(seqEnd === undefined ? {} : { seqEnd }),
    ...(object === undefined ? {} : { object }),
  };
}

function ymap(entries: Record<string, unknown>): Y.Map<unknown> {
  const m = new Y.Map<unknown>();
  for (const [k, v] of Object.entries(entries)) m.set(k, v);
  return m;
}


export class ReviewDoc {
  readonly migration: MigrationResult;

  /**
   * @param newId ids for new items (injected: tests use a counter, clients a random id)
   * @param clock timestamps for comments (injected for the same reason)
   */
  constructor(
    readonly doc: Y.Doc,
    private readonly newId: () => string,
    private readonly clock: () => number,
  ) {
    this.migration = migrate(doc);
    if (!this.migration.ok) throw new ReviewError("review/invalid", this.migration.message);
  }

  /** A fresh id for a new entry (the injected generator must give ids the schema accepts). */
  private id(): string {
    const id = this.newId();
    if (!isId(id)) throw new ReviewError("review/invalid", `the id generator gave "${id}"`);
    return id;
  }

  /** Runs `fn` as one edit by `user` (one undo step, one update to peers). */
  private edit<T>(user: Author, fn: () => T): T {
    let out!: T;
    this.doc.transact(() => {
      out = fn();
    }, user.id);
    return out;
  }

  /** A Y.UndoManager that undoes and redoes only this user's edits. */
  undoManager(user: Author): Y.UndoManager {
    return new Y.UndoManager(trackedTypes(this.doc), { trackedOrigins: new Set([user.id]), captureTimeout: 0 });
  }

  get title(): string {
    const title = meta(this.doc).get("title");
    return title !== undefined && checkMetaField("title", title) === null ? (title as string) : "";
  }

  setTitle(user: Author, title: string): void {
    this.edit(user, () => meta(this.doc).set("title", title.slice(0, LIMITS.title)));
  }

  /** The matches of a study, in order (a list a peer damaged reads as its valid ids). */
  matches(): string[] {
    const all = matchesOf(this.doc).toArray();
    return checkMatches(matchesOf(this.doc)) === null ? all : all.filter(isMatchId);
  }

  addMatch(user: Author, matchId: string): void {
    checkAnchor({ matchId, seq: 0 });
    this.edit(user, () => {
      if (!matchesOf(this.doc).toArray().includes(matchId)) matchesOf(this.doc).push([matchId]);
    });
  }

  // --- comment threads -------------------------------------------------------------------

  startThread(user: Author, opts: { anchor: Anchor; text: string; audience: AnnotationAudience; mark?: MoveMark }): string {
    checkAnchor(opts.anchor);
    checkAudience(opts.audience);
    if (opts.mark !== undefined && !isMark(opts.mark)) throw new ReviewError("review/invalid", `unknown mark ${String(opts.mark)}`);
    const id = this.id();
    const first = this.commentMap(user, opts.text);
    this.edit(user, () => {
      const comments = new Y.Array<Y.Map<unknown>>();
      comments.push([first]);
      const thread = ymap({
        id,
        audience: opts.audience,
        ...author(user),
        resolved: false,
        mark: opts.mark ?? null,
      });
      thread.set("anchor", ymap(anchorMap(opts.anchor)));
      thread.set("comments", comments);
      threadsOf(this.doc).set(id, thread);
    });
    return id;
  }

  private commentMap(user: Author, text: string): Y.Map<unknown> {
    if (text.trim() === "") throw new ReviewError("review/invalid", "a comment needs text");
    return ymap({ id: this.id(), ...author(user), text: text.slice(0, LIMITS.text), at: this.clock() });
  }

  /** A thread to change; a damaged one (skipped by readers) is as good as absent. */
  private thread(id: string): Y.Map<unknown> {
    const t = threadsOf(this.doc).get(id);
    if (t === undefined || checkThread(t, id) !== null) throw new ReviewError("review/not-found", `no thread ${id}`);
    return t;
  }

  reply(user: Author, threadId: string, text: string): string {
    const thread = this.thread(threadId);
    const comment = this.commentMap(user, text);
    this.edit(user, () => (thread.get("comments") as Y.Array<Y.Map<unknown>>).push([comment]));
    return comment.get("id") as string;
  }

  resolve(user: Author, threadId: string, resolved = true): void {
    const thread = this.thread(threadId);
    this.edit(user, () => thread.set("resolved", resolved));
  }

  mark(user: Author, threadId: string, mark: MoveMark | null): void {
    if (mark !== null && !MOVE_MARKS.includes(mark)) throw new ReviewError("review/invalid", `unknown mark ${String(mark)}`);
    const thread = this.thread(threadId);
    this.edit(user, () => thread.set("mark", mark));
  }

  deleteThread(user: Author, threadId: string): void {
    this.thread(threadId);
    this.edit(user, () => threadsOf(this.doc).delete(threadId));
  }

  threads(filter: { viewer?: AnnotationAudience; matchId?: string; at?: number } = {}): Thread[] {
    const out: Thread[] = [];
    for (const [key, t] of threadsOf(this.doc).entries()) {
      if (checkThread(t, key) !== null) continue;
      const thread = this.readThread(t);
      if (filter.viewer !== undefined && !visibleTo(thread.audience, filter.viewer)) continue;
      if (filter.matchId !== undefined && thread.anchor.matchId !== filter.matchId) continue;
      if (filter.at !== undefined && !(thread.anchor.seq <= filter.at && filter.at <= (thread.anchor.seqEnd ?? thread.anchor.seq))) continue;
      out.push(thread);
    }
    return out.sort((a, b) => a.anchor.matchId.localeCompare(b.anchor.matchId) || a.anchor.seq - b.anchor.seq || a.id.localeCompare(b.id));
  }

  private readThread(t: Y.Map<unknown>): Thread {
    const comments = (t.get("comments") as Y.Array<Y.Map<unknown>>).toArray().map((c) => {
      const text = c.get("text") as string;
      return {
        id: c.get("id") as string,
        author: { id: c.get("authorId") as string, name: c.get("authorName") as string },
        text,
        at: c.get("at") as number,
        citations: parseCitations(text),
      };
    });
    return {
      id: t.get("id") as string,
      anchor: readAnchor(t.get("anchor") as Y.Map<unknown>),
      audience: t.get("audience") as AnnotationAudience,
      author: { id: t.get("authorId") as string, name: t.get("authorName") as string },
      resolved: t.get("resolved") === true,
      mark: (t.get("mark") as MoveMark | null | undefined) ?? null,
      comments,
    };
  }

  // --- shapes: arrows, highlights, freehand strokes ---------------------------------------

  addArrow(user: Author, opts: { anchor: Anchor; from: string; to: string; color: string; audience: AnnotationAudience }): string {
    checkAnchor(opts.anchor);
    if (!isId(opts.from) || !isId(opts.to)) throw new ReviewError("review/invalid", "an arrow joins two cards by their ids");
    return this.addShape(user, { kind: "arrow", anchor: opts.anchor, from: opts.from, to: opts.to, color: opts.color, audience: opts.audience });
  }

  addHighlight(user: Author, opts: { anchor: Anchor & { object: string }; color: string; audience: AnnotationAudience }): string {
    checkAnchor(opts.anchor);
    if (opts.anchor.object === undefined) throw new ReviewError("review/invalid", "a highlight marks a card");
    return this.addShape(user, { kind: "highlight", anchor: opts.anchor, color: opts.color, audience: opts.audience });
  }

  addStroke(user: Author, opts: { anchor: Anchor; points: readonly number[]; color: string; width: number; audience: AnnotationAudience }): string {
    checkAnchor(opts.anchor);
    if (!isStrokePoints(opts.points)) throw new ReviewError("review/invalid", "a stroke is an even list of 4 to 20,000 coordinates between 0 and 1");
    if (!isStrokeWidth(opts.width)) throw new ReviewError("review/invalid", `a stroke's width is above 0 and at most ${LIMITS.strokeWidth}`);
    return this.addShape(user, { kind: "stroke", anchor: opts.anchor, points: [...opts.points], color: opts.color, width: opts.width, audience: opts.audience });
  }

  private addShape(user: Author, fields: Record<string, unknown> & { anchor: Anchor; color: string; audience: AnnotationAudience }): string {
    checkColor(fields.color);
    checkAudience(fields.audience);
    const id = this.id();
    const by = author(user);
    this.edit(user, () => {
      const { anchor, ...rest } = fields;
      const shape = ymap({ id, ...rest, ...by });
      shape.set("anchor", ymap(anchorMap(anchor)));
      shapesOf(this.doc).set(id, shape);
    });
    return id;
  }

  deleteShape(user: Author, id: string): void {
    if (!shapesOf(this.doc).has(id)) throw new ReviewError("review/not-found", `no shape ${id}`);
    this.edit(user, () => shapesOf(this.doc).delete(id));
  }

  shapes(filter: { viewer?: AnnotationAudience; matchId?: string; at?: number } = {}): Shape[] {
    const out: Shape[] = [];
    for (const [key, s] of shapesOf(this.doc).entries()) {
      if (checkShape(s, key) !== null) continue;
      const base = { id: s.get("id") as string, anchor: readAnchor(s.get("anchor") as Y.Map<unknown>), color: s.get("color") as string, author: { id: s.get("authorId") as string, name: s.get("authorName") as string }, audience: s.get("audience") as AnnotationAudience };
      if (filter.viewer !== undefined && !visibleTo(base.audience, filter.viewer)) continue;
      if (filter.matchId !== undefined && base.anchor.matchId !== filter.matchId) continue;
      if (filter.at !== undefined && !(base.anchor.seq <= filter.at && filter.at <= (base.anchor.seqEnd ?? base.anchor.seq))) continue;
      const kind = s.get("kind");
      if (kind === "arrow") out.push({ ...base, kind, from: s.get("from") as string, to: s.get("to") as string });
      else if (kind === "highlight") out.push({ ...base, kind, anchor: base.anchor as Anchor & { object: string } });
      else if (kind === "stroke") out.push({ ...base, kind, points: s.get("points") as number[], width: s.get("width") as number });
    }
    return out.sort((a, b) => a.id.localeCompare(b.id));
  }

  // --- chapters and playlists -------------------------------------------------------------

  addChapter(user: Author, opts: { matchId: string; seq: number; title: string }): string {
    checkAnchor({ matchId: opts.matchId, seq: opts.seq });
    if (opts.title.trim() === "") throw new ReviewError("review/invalid", "a chapter needs a title");
    const id = this.id();
    const by = author(user);
    this.edit(user, () => chaptersOf(this.doc).set(id, ymap({ id, matchId: opts.matchId, seq: opts.seq, title: opts.title.slice(0, LIMITS.title), ...by })));
    return id;
  }

  renameChapter(user: Author, id: string, title: string): void {
    const chapter = chaptersOf(this.doc).get(id);
    if (chapter === undefined || checkChapter(chapter, id) !== null) throw new ReviewError("review/not-found", `no chapter ${id}`);
    this.edit(user, () => chapter.set("title", title.slice(0, LIMITS.title)));
  }

  deleteChapter(user: Author, id: string): void {
    if (!chaptersOf(this.doc).has(id)) throw new ReviewError("review/not-found", `no chapter ${id}`);
    this.edit(user, () => chaptersOf(this.doc).delete(id));
  }

  /** Puts a callout on stream (replacing the one shown). */
  pushCallout(user: Author, callout: { text: string; source?: Callout["source"] }): void {
    const text = callout.text.trim();
    if (text === "" || text.length > LIMITS.callout) throw new ReviewError("review/invalid", `a callout is 1 to ${LIMITS.callout} characters`);
    const source = callout.source === undefined || callout.source === null ? null : { kind: callout.source.kind, id: callout.source.id };
    const value: Callout = { text, source, at: this.clock(), authorName: author(user).authorName };
    if (checkCallout(value) !== null) throw new ReviewError("review/invalid", "a callout's source is a thread or a chapter");
    this.edit(user, () => broadcastOf(this.doc).set("callout", value));
  }

  clearCallout(user: Author): void {
    this.edit(user, () => broadcastOf(this.doc).set("callout", null));
  }

  /** The callout on stream now, or null. A malformed value (a peer's bug) reads as none. */
  callout(): Callout | null {
    const c = broadcastOf(this.doc).get("callout");
    return c !== undefined && checkCallout(c) === null ? (c as Callout | null) : null;
  }

  /** The match the stream features, among the study's. */
  setFeatured(user: Author, matchId: string): void {
    if (!this.matches().includes(matchId)) throw new ReviewError("review/not-found", `match ${matchId} is not in this review`);
    this.edit(user, () => broadcastOf(this.doc).set("featured", matchId));
  }

  featured(): string | null {
    const f = broadcastOf(this.doc).get("featured");
    return isMatchId(f) ? f : (this.matches()[0] ?? null);
  }

  setOverlayVisible(user: Author, kind: OverlayKind, visible: boolean): void {
    if (!(OVERLAY_KINDS as readonly string[]).includes(kind)) throw new ReviewError("review/invalid", `unknown overlay ${kind}`);
    if (typeof visible !== "boolean") throw new ReviewError("review/invalid", "an overlay is shown or hidden");
    this.edit(user, () => broadcastOf(this.doc).set(`overlay:${kind}`, visible));
  }

  /** Which overlays show: all of them unless the producer hid one. */
  overlays(): Record<OverlayKind, boolean> {
    const b = broadcastOf(this.doc);
    return Object.fromEntries(OVERLAY_KINDS.map((k) => [k, b.get(`overlay:${k}`) !== false])) as Record<OverlayKind, boolean>;
  }

  /** Chapters in study order: by the match's place in the study, then by seq. */
  chapters(): Chapter[] {
    const order = this.matches();
    const place = (m: string) => (order.includes(m) ? order.indexOf(m) : order.length);
    return [...chaptersOf(this.doc).entries()]
      .filter(([key, c]) => checkChapter(c, key) === null)
      .map(([, c]) => c)
      .map((c) => ({ id: c.get("id") as string, matchId: c.get("matchId") as string, seq: c.get("seq") as number, title: c.get("title") as string, author: { id: c.get("authorId") as string, name: c.get("authorName") as string } }))
      .sort((a, b) => place(a.matchId) - place(b.matchId) || a.matchId.localeCompare(b.matchId) || a.seq - b.seq || a.id.localeCompare(b.id));
  }

  createPlaylist(user: Author, title: string): string {
    const id = this.id();
    this.edit(user, () => {
      const playlist = ymap({ id, title: title.slice(0, LIMITS.title) });
      playlist.set("items", new Y.Array<Y.Map<unknown>>());
      playlistsOf(this.doc).set(id, playlist);
    });
    return id;
  }

  addToPlaylist(user: Author, playlistId: string, item: PlaylistItem, index?: number): void {
    checkAnchor({ matchId: item.matchId, seq: item.seq, ...(item.seqEnd === undefined ? {} : { seqEnd: item.seqEnd }) });
    const playlist = playlistsOf(this.doc).get(playlistId);
    if (playlist === undefined || checkPlaylist(playlist, playlistId) !== null) throw new ReviewError("review/not-found", `no playlist ${playlistId}`);
    const items = playlist.get("items") as Y.Array<Y.Map<unknown>>;
    // Only the item's own fields, as the schema has them.
    const entry = ymap({
      matchId: item.matchId,
      seq: item.seq,
      ...(item.seqEnd === undefined ? {} : { seqEnd: item.seqEnd }),
      ...(item.note === undefined ? {} : { note: item.note.slice(0, LIMITS.note) }),
    });
    this.edit(user, () => items.insert(index === undefined ? items.length : Math.max(0, Math.min(index, items.length)), [entry]));
  }

  playlists(): Playlist[] {
    return [...playlistsOf(this.doc).entries()].filter(([key, p]) => checkPlaylist(p, key) === null).map(([, p]) => ({
      id: p.get("id") as string,
      title: p.get("title") as string,
      items: (p.get("items") as Y.Array<Y.Map<unknown>>).toArray().map((i) => i.toJSON() as PlaylistItem),
    }));
  }
}
