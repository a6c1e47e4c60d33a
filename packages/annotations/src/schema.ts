import type * as Y from "yjs";

/**
 * The review document's layout (schema version 1). Every top-level type is named here and
 * nowhere else, so a migration can find everything it must move.
 *
 *   meta      Y.Map     schemaVersion, title, kind ("match" | "study")
 *   matches   Y.Array   match ids of the study, in playlist order
 *   threads   Y.Map     thread id → Y.Map (anchor, audience, mark, resolved, comments: Y.Array<Y.Map>)
 *   shapes    Y.Map     shape id → Y.Map (arrow | highlight | stroke)
 *   chapters  Y.Map     chapter id → Y.Map (matchId, seq, title)
 *   playlists Y.Map     playlist id → Y.Map (title, items: Y.Array<Y.Map>)
 *   broadcast Y.Map     what the stream shows: callout ({text, source, at, authorName} | null),
 *                       featured (match id), `overlay:<kind>` (boolean); added within version 1,
 *                       created on first use, ignored by readers that predate it
 *
 * The fields of each entry, and their limits, are checked by validate.ts.
 */
export const SCHEMA_VERSION = 1;

/**
 * Every top-level type of the document and its kind. Nothing else may hold content: the server
 * refuses an update that writes to another name (validate.ts).
 */
export const ROOTS = { meta: "map", matches: "array", threads: "map", shapes: "map", chapters: "map", playlists: "map", broadcast: "map" } as const;
export type RootName = keyof typeof ROOTS;

export function isRootName(name: string): name is RootName {
  return Object.hasOwn(ROOTS, name);
}

export function meta(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap("meta");
}
export function matchesOf(doc: Y.Doc): Y.Array<string> {
  return doc.getArray("matches");
}
export function threadsOf(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap("threads");
}
export function shapesOf(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap("shapes");
}
export function chaptersOf(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap("chapters");
}
export function playlistsOf(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap("playlists");
}
export function broadcastOf(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap("broadcast");
}

/** Every shared type an undo manager should track. */
export function trackedTypes(doc: Y.Doc): Y.AbstractType<unknown>[] {
  return [matchesOf(doc), threadsOf(doc), shapesOf(doc), chaptersOf(doc), playlistsOf(doc), broadcastOf(doc)] as Y.AbstractType<unknown>[];
}

export type MigrationResult = { ok: true; from: number; to: number } | { ok: false; code: "schema/newer" | "schema/corrupt"; message: string };

/** One step from version n to n + 1. Steps run in one transaction, so peers see all or nothing. */
export type Migration = (doc: Y.Doc) => void;

/** The steps that exist: index k upgrades version k to k + 1. Version 0 is an empty document. */
export const MIGRATIONS: readonly Migration[] = [
  // 0 → 1: a new review. The shared types are created on first use; only the version is stamped.
  (doc) => {
    meta(doc).set("schemaVersion", 1);
  },
];

/**
 * Brings a document to the current version. A document written by a newer version is refused
 * rather than damaged: this build cannot know what its fields mean.
 */
export function migrate(doc: Y.Doc, steps: readonly Migration[] = MIGRATIONS): MigrationResult {
  const raw = meta(doc).get("schemaVersion");
  const from = raw === undefined ? 0 : raw;
  if (typeof from !== "number" || !Number.isInteger(from) || from < 0)
    return { ok: false, code: "schema/corrupt", message: `schemaVersion is ${JSON.stringify(raw)}` };
  if (from > steps.length)
    return { ok: false, code: "schema/newer", message: `the review was written by a newer version (schema ${from}; this build knows ${steps.length})` };
  if (from < steps.length)
    doc.transact(() => {
      for (let v = from; v < steps.length; v++) steps[v]!(doc);
      meta(doc).set("schemaVersion", steps.length);
    }, "migration");
  return { ok: true, from, to: steps.length };
}
