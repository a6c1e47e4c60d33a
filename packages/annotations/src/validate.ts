import * as Y from "yjs";
import {
  isAudience,
  isAuthorName,
  isColor,
  isId,
  isMark,
  isMatchId,
  isOverlayKind,
  isRangeEnd,
  isSeq,
  isStrokePoints,
  isStrokeWidth,
  isText,
  isTime,
  LIMITS,
} from "./rules";
import { isRootName, ROOTS, SCHEMA_VERSION, type RootName } from "./schema";

/**
 * The shape of a review document, checked entry by entry. Yjs merges whatever a peer sends, so
 * the server checks every update against this before it keeps it, and readers skip any entry
 * that fails (a document written before the check, or a peer's bug, must not stop a page).
 *
 * An entry is one value under a top-level key (a thread, a shape, a chapter, a playlist, one
 * field of `meta` or `broadcast`) or the whole `matches` list. Every state that valid edits can
 * reach, concurrent ones included, passes: there are no cross-entry rules, and the rules are
 * the ones the model checks before it writes (rules.ts).
 */
export interface SchemaProblem {
  /** Where: `threads.t1.anchor.seq`, `matches[2]`, `evil` (a top-level name the schema lacks). */
  readonly path: string;
  readonly message: string;
}

type Result = SchemaProblem | null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs types its shared types by their event
type AnyType = Y.AbstractType<any>;
type Check = (value: unknown, path: string) => Result;

const problem = (path: string, message: string): SchemaProblem => ({ path, message });

/** A short name for what was found, for messages. */
function describe(v: unknown): string {
  if (v instanceof Y.AbstractType) return `a shared ${v.constructor.name.replace(/^Y/, "")}`;
  if (v instanceof Y.Doc) return "a subdocument";
  if (v instanceof Uint8Array) return "binary data";
  if (Array.isArray(v)) return "a list";
  if (v === null) return "null";
  if (typeof v === "string") return v.length > 20 ? "a long string" : JSON.stringify(v);
  return typeof v === "object" ? "an object" : typeof v;
}

const leaf =
  (ok: (v: unknown) => boolean, what: string): Check =>
  (v, path) =>
    ok(v) ? null : problem(path, `expected ${what}, found ${describe(v)}`);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A Y.Map with exactly these fields (the optional ones may be absent), each passing its check. */
function record(required: Readonly<Record<string, Check>>, optional: Readonly<Record<string, Check>> = {}): Check {
  return (value, path) => {
    if (!(value instanceof Y.Map)) return problem(path, `expected a map, found ${describe(value)}`);
    for (const key of value.keys()) if (!Object.hasOwn(required, key) && !Object.hasOwn(optional, key)) return problem(`${path}.${key}`, "not a field of this entry");
    for (const [key, check] of Object.entries(required)) {
      if (!value.has(key)) return problem(`${path}.${key}`, "missing");
      const p = check(value.get(key), `${path}.${key}`);
      if (p !== null) return p;
    }
    for (const [key, check] of Object.entries(optional)) {
      if (!value.has(key)) continue;
      const p = check(value.get(key), `${path}.${key}`);
      if (p !== null) return p;
    }
    return null;
  };
}

/** A Y.Array whose every item passes `item`. */
const list =
  (item: Check): Check =>
  (value, path) => {
    if (!(value instanceof Y.Array)) return problem(path, `expected a list, found ${describe(value)}`);
    let i = 0;
    for (const v of value) {
      const p = item(v, `${path}[${i++}]`);
      if (p !== null) return p;
    }
    return null;
  };

/** Both checks, in order. */
const both =
  (a: Check, b: Check): Check =>
  (v, path) =>
    a(v, path) ?? b(v, path);

const id = leaf(isId, `an id of 1 to ${LIMITS.id} characters`);
const authorName = leaf(isAuthorName, `a name of at most ${LIMITS.authorName} characters`);
const seq = leaf(isSeq, "a seq (an integer from 0)");
const audience = leaf(isAudience, 'an audience ("public", "omniscient" or "seat:N")');
const bool = leaf((v) => typeof v === "boolean", "true or false");

/** The entry's `id` repeats its key, as the model writes it (readers address entries by it). */
function idIsKey(value: Y.Map<unknown>, key: string, path: string): Result {
  const v = value.get("id");
  return v === key ? null : problem(`${path}.id`, `expected the entry's key ${JSON.stringify(key)}, found ${describe(v)}`);
}

const rangeEnd: Check = (m, path) => {
  const map = m as Y.Map<unknown>;
  return !map.has("seqEnd") || isRangeEnd(map.get("seq") as number, map.get("seqEnd")) ? null : problem(`${path}.seqEnd`, "a range must end at or after its start");
};

const matchId = leaf(isMatchId, "a match id");
const title = leaf(isText(LIMITS.title), `a title of at most ${LIMITS.title} characters`);
const anchor = both(record({ matchId, seq }, { seqEnd: seq, object: id }), rangeEnd);
const comment = record({ id, authorId: id, authorName, text: leaf(isText(LIMITS.text), `text of at most ${LIMITS.text} characters`), at: leaf(isTime, "a time") });

const thread = record({ id, audience, authorId: id, authorName, resolved: bool, mark: leaf(isMark, "a move mark or null"), anchor, comments: list(comment) });

const shapeBase = { id, kind: leaf((v) => v === "arrow" || v === "highlight" || v === "stroke", "arrow, highlight or stroke"), anchor, color: leaf(isColor, "a colour"), authorId: id, authorName, audience };
const shapes = {
  arrow: record({ ...shapeBase, from: id, to: id }),
  highlight: record(shapeBase),
  stroke: record({
    ...shapeBase,
    points: leaf(isStrokePoints, `an even list of 4 to ${LIMITS.strokePoints} coordinates from 0 to 1`),
    width: leaf(isStrokeWidth, `a width above 0, at most ${LIMITS.strokeWidth}`),
  }),
};

const chapter = record({ id, matchId, seq, title, authorId: id, authorName });

const playlistItem = both(record({ matchId, seq }, { seqEnd: seq, note: leaf(isText(LIMITS.note), `a note of at most ${LIMITS.note} characters`) }), rangeEnd);
const playlist = record({ id, title, items: list(playlistItem) });

export function checkThread(value: unknown, key: string, path = `threads.${key}`): Result {
  return thread(value, path) ?? idIsKey(value as Y.Map<unknown>, key, path);
}

export function checkShape(value: unknown, key: string, path = `shapes.${key}`): Result {
  if (!(value instanceof Y.Map)) return problem(path, `expected a map, found ${describe(value)}`);
  const kind = value.get("kind");
  const p = (kind === "arrow" ? shapes.arrow : kind === "stroke" ? shapes.stroke : shapes.highlight)(value, path) ?? idIsKey(value, key, path);
  if (p !== null) return p;
  // A highlight marks a card: its anchor names one.
  if (kind === "highlight" && !(value.get("anchor") as Y.Map<unknown>).has("object")) return problem(`${path}.anchor.object`, "missing");
  return null;
}

export function checkChapter(value: unknown, key: string, path = `chapters.${key}`): Result {
  return chapter(value, path) ?? idIsKey(value as Y.Map<unknown>, key, path);
}

export function checkPlaylist(value: unknown, key: string, path = `playlists.${key}`): Result {
  return playlist(value, path) ?? idIsKey(value as Y.Map<unknown>, key, path);
}

/** A callout on stream: plain data (not a shared type), or null for none. */
export function checkCallout(value: unknown, path = "broadcast.callout"): Result {
  if (value === null) return null;
  if (!isPlainObject(value)) return problem(path, `expected a callout or null, found ${describe(value)}`);
  const keys = Object.keys(value).sort().join(",");
  if (keys !== "at,authorName,source,text") return problem(path, "expected exactly text, source, at and authorName");
  if (typeof value.text !== "string" || value.text.trim() === "" || value.text.length > LIMITS.callout) return problem(`${path}.text`, `expected 1 to ${LIMITS.callout} characters`);
  const source = value.source;
  if (source !== null && !(isPlainObject(source) && Object.keys(source).sort().join(",") === "id,kind" && (source.kind === "thread" || source.kind === "chapter") && isId(source.id)))
    return problem(`${path}.source`, "expected null or a thread or chapter id");
  return leaf(isTime, "a time")(value.at, `${path}.at`) ?? authorName(value.authorName, `${path}.authorName`);
}

/** One field of `meta`. */
export function checkMetaField(key: string, value: unknown): Result {
  const path = `meta.${key}`;
  switch (key) {
    case "schemaVersion":
      // Only a version this build knows: a higher one would make every reader refuse the review.
      return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= SCHEMA_VERSION ? null : problem(path, `expected a schema version from 1 to ${SCHEMA_VERSION}, found ${describe(value)}`);
    case "title":
      return leaf(isText(LIMITS.title), `a title of at most ${LIMITS.title} characters`)(value, path);
    case "kind":
      return value === "match" || value === "study" ? null : problem(path, `expected "match" or "study", found ${describe(value)}`);
    default:
      return problem(path, "not a field of the review");
  }
}

/** One field of `broadcast`: the callout, the featured match, or an overlay switch. */
export function checkBroadcastField(key: string, value: unknown): Result {
  const path = `broadcast.${key}`;
  if (key === "callout") return checkCallout(value, path);
  if (key === "featured") return matchId(value, path);
  if (key.startsWith("overlay:") && isOverlayKind(key.slice("overlay:".length))) return bool(value, path);
  return problem(path, "not a field of the broadcast desk");
}

export const checkMatches: (value: unknown, path?: string) => Result = (value, path = "matches") => list(matchId)(value, path);

/** The entry of a top-level map at `key`, as it is now (an absent entry is fine: it was deleted). */
function checkMapEntry(name: Exclude<RootName, "matches">, root: Y.Map<unknown>, key: string): Result {
  if (!root.has(key)) return null;
  const value = root.get(key);
  switch (name) {
    case "meta":
      return checkMetaField(key, value);
    case "broadcast":
      return checkBroadcastField(key, value);
    case "threads":
      return checkThread(value, key);
    case "shapes":
      return checkShape(value, key);
    case "chapters":
      return checkChapter(value, key);
    case "playlists":
      return checkPlaylist(value, key);
  }
}

/** The root named `name` as its schema kind; a problem if the document defined it otherwise. */
function typedRoot(doc: Y.Doc, name: RootName): Y.Map<unknown> | Y.Array<unknown> | SchemaProblem {
  try {
    return ROOTS[name] === "map" ? doc.getMap(name) : doc.getArray(name);
  } catch {
    return problem(name, `expected a top-level ${ROOTS[name]}`);
  }
}

/** True if the type holds list items (`keyed` false) or keyed entries (`keyed` true) that are not deleted. */
function holdsContent(type: AnyType, keyed: boolean): boolean {
  if (keyed) {
    for (const item of type._map.values()) if (!item.deleted) return true;
    return false;
  }
  for (let item = type._start; item !== null; item = item.right) if (!item.deleted) return true;
  return false;
}

/**
 * Every problem in the document: each entry of each top-level type, and any content under a
 * name the schema lacks. Readers use it to say how much they skipped; tests use it whole.
 */
export function validateReviewDoc(doc: Y.Doc): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  for (const [name, type] of doc.share) {
    if (!isRootName(name) && (holdsContent(type, true) || holdsContent(type, false))) out.push(problem(name, "not part of the review schema"));
  }
  for (const name of Object.keys(ROOTS) as RootName[]) {
    const root = typedRoot(doc, name);
    if (!(root instanceof Y.AbstractType)) {
      out.push(root);
      continue;
    }
    if (root instanceof Y.Array) {
      if (holdsContent(root, true)) out.push(problem(name, "keyed entries in a list"));
      const p = checkMatches(root);
      if (p !== null) out.push(p);
      continue;
    }
    if (holdsContent(root, false)) out.push(problem(name, "list items in a map"));
    for (const key of root.keys()) {
      const p = checkMapEntry(name as Exclude<RootName, "matches">, root, key);
      if (p !== null) out.push(p);
    }
  }
  return out;
}

/**
 * The first problem among the entries a transaction touched (`transaction.changed`), or null.
 * Only touched entries are checked, so the cost follows the size of the edit, and an old bad
 * entry (stored before validation existed) does not block unrelated edits. The document's
 * top-level types must already exist as their schema kinds (`instantiateRoots`).
 */
export function validateChanges(doc: Y.Doc, changed: ReadonlyMap<AnyType, ReadonlySet<string | null>>): Result {
  const seen = new Set<string>();
  for (const [type, keys] of changed) {
    // Climb to the top-level type; `top` is the entry just below it (null: the change is on the root).
    let root: AnyType = type;
    let top: AnyType | null = null;
    let deleted = false;
    while (root._item !== null) {
      if (root._item.deleted) deleted = true;
      top = root;
      root = root._item.parent as AnyType;
    }
    // A change inside deleted content is invisible: nothing reads it.
    if (deleted) continue;
    let name: string;
    try {
      name = Y.findRootTypeKey(root);
    } catch {
      return problem("?", "content outside any top-level type");
    }
    if (!isRootName(name)) return problem(name, "not part of the review schema");
    // A map holds keyed entries only, a list items only: anything else is invisible to readers.
    const isMap = type === root ? ROOTS[name] === "map" : type instanceof Y.Map;
    const isList = type === root ? ROOTS[name] === "array" : type instanceof Y.Array;
    for (const key of keys) {
      if (key === null && isMap) return problem(name, "list items in a map");
      if (key !== null && isList) return problem(name, "keyed entries in a list");
    }
    const typed = typedRoot(doc, name);
    if (!(typed instanceof Y.AbstractType)) return typed;
    if (name === "matches") {
      if (!seen.has(name)) {
        seen.add(name);
        const p = checkMatches(typed);
        if (p !== null) return p;
      }
      continue;
    }
    const entries = top === null ? [...keys] : [top._item!.parentSub];
    for (const key of entries) {
      if (key === null) return problem(name, "list items in a map");
      const mark = `${name}\u0000${key}`;
      if (seen.has(mark)) continue;
      seen.add(mark);
      const p = checkMapEntry(name as Exclude<RootName, "matches">, typed as Y.Map<unknown>, key);
      if (p !== null) return p;
    }
  }
  return null;
}

/** Creates every top-level type as its schema kind, so content a peer sends lands in typed roots. */
export function instantiateRoots(doc: Y.Doc): void {
  for (const name of Object.keys(ROOTS) as RootName[]) typedRoot(doc, name);
}
