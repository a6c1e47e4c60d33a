/**
 * UFS cards supplied by a user as JSON or CSV (there is no public UFS card database). The schema
 * is documented in README.md, "User-supplied UFS cards"; a bad file gives every problem found, each
 * naming its line or row and field, as a value (never a throw).
 */
import { z } from "zod";
import { parseCsv } from "./csv";
import type { UfsCard } from "./types";

export const UFS_SCHEMA_ID = "tablecast-ufs-cards/1";

/** B.6.6: the twelve resource symbols; "infinity" stands for all twelve (B.6.6.2.2). */
export const UFS_SYMBOLS = ["air", "all", "chaos", "death", "earth", "evil", "fire", "good", "life", "order", "void", "water", "infinity"] as const;
export const UFS_TYPES = ["character", "attack", "action", "asset", "foundation"] as const;
const zone = z.enum(["high", "mid", "low"]);
const count = z.number().int().min(0).max(99);

/** One card of a user's file. */
export const ufsCardInput = z
  .strictObject({
    id: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "letters, digits, '.', '_' and '-' only"),
    name: z.string().trim().min(1).max(120),
    type: z.enum(UFS_TYPES),
    difficulty: count,
    control: count,
    block: z.strictObject({ zone, modifier: z.number().int().min(-20).max(20) }).nullable().optional(),
    symbols: z.array(z.enum(UFS_SYMBOLS)).default([]),
    keywords: z.array(z.string().trim().min(1)).default([]),
    attack: z.strictObject({ zone, speed: count, damage: count }).nullable().optional(),
    handSize: count.nullable().optional(),
    vitality: count.nullable().optional(),
    characterName: z.string().trim().min(1).nullable().optional(),
    version: count.nullable().optional(),
    text: z.string().default(""),
    set: z.string().trim().min(1).max(20).optional(),
    image: z.url({ protocol: /^https?$/ }).optional(),
    /** The project's own test cards say so; a user's cards leave it out. */
    original: z.boolean().optional(),
  })
  .superRefine((c, ctx) => {
    // B.2.2: an attack has zone, speed and damage; B.1.2: a character has hand size and vitality.
    if (c.type === "attack" && (c.attack ?? null) === null) ctx.addIssue({ code: "custom", path: ["attack"], message: "an attack card needs attack zone, speed and damage" });
    if (c.type !== "attack" && (c.attack ?? null) !== null) ctx.addIssue({ code: "custom", path: ["attack"], message: `a ${c.type} card has no attack values` });
    if (c.type === "character") {
      if ((c.handSize ?? null) === null) ctx.addIssue({ code: "custom", path: ["handSize"], message: "a character needs a hand size" });
      if ((c.vitality ?? null) === null) ctx.addIssue({ code: "custom", path: ["vitality"], message: "a character needs vitality" });
    }
  });
export type UfsCardInput = z.input<typeof ufsCardInput>;

/** A file: the cards, or an object naming the schema around them. */
const ufsFile = z.union([z.array(z.unknown()), z.object({ schema: z.literal(UFS_SCHEMA_ID).optional(), cards: z.array(z.unknown()) })]);

export type UfsCardErrorCode = "ufs-cards/bad-json" | "ufs-cards/bad-csv" | "ufs-cards/bad-file" | "ufs-cards/unknown-column" | "ufs-cards/missing-column" | "ufs-cards/bad-field" | "ufs-cards/duplicate-id";

export interface UfsCardError {
  readonly code: UfsCardErrorCode;
  readonly message: string;
  /** CSV: the line of the file. */
  readonly line?: number;
  /** The card's position in the file, from 1 (CSV: the data row after the header). */
  readonly row?: number;
  /** The field, as the file names it ("attack.speed" in JSON, "attack_speed" in CSV). */
  readonly field?: string;
}

export type UfsParseResult = { readonly ok: true; readonly value: readonly UfsCard[] } | { readonly ok: false; readonly errors: readonly UfsCardError[] };

/** CSV columns and the JSON field each fills. */
export const UFS_CSV_COLUMNS = {
  id: "id",
  name: "name",
  type: "type",
  difficulty: "difficulty",
  control: "control",
  block_zone: "block.zone",
  block_modifier: "block.modifier",
  symbols: "symbols",
  keywords: "keywords",
  attack_zone: "attack.zone",
  attack_speed: "attack.speed",
  attack_damage: "attack.damage",
  hand_size: "handSize",
  vitality: "vitality",
  character_name: "characterName",
  version: "version",
  text: "text",
  set: "set",
  image: "image",
} as const;
const REQUIRED_COLUMNS = ["id", "name", "type", "difficulty", "control"];
const LIST_SEPARATOR = /[;|]/;

/** Parses a JSON file of UFS cards (see README.md). */
export function parseUfsJson(text: string): UfsParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [{ code: "ufs-cards/bad-json", message: `not JSON: ${(e as Error).message}` }] };
  }
  const file = ufsFile.safeParse(data);
  if (!file.success) return { ok: false, errors: [{ code: "ufs-cards/bad-file", message: `expected a list of cards or { "schema": "${UFS_SCHEMA_ID}", "cards": [...] }` }] };
  const cards = Array.isArray(file.data) ? file.data : file.data.cards;
  return build(cards.map((c, i) => ({ row: i + 1, input: c, fieldName: (path) => path })));
}

/** Parses a CSV file of UFS cards: a header row naming columns of UFS_CSV_COLUMNS, one card a line. */
export function parseUfsCsv(text: string): UfsParseResult {
  const csv = parseCsv(text);
  if (!csv.ok) return { ok: false, errors: [{ code: "ufs-cards/bad-csv", message: csv.message, line: csv.line }] };
  const [header, ...body] = csv.records;
  if (header === undefined) return { ok: false, errors: [{ code: "ufs-cards/bad-csv", message: "the file is empty", line: 1 }] };
  const columns = header.fields.map((f) => f.trim());
  const errors: UfsCardError[] = [];
  columns.forEach((c) => {
    if (!Object.hasOwn(UFS_CSV_COLUMNS, c)) errors.push({ code: "ufs-cards/unknown-column", message: `unknown column "${c}"`, line: header.line, field: c });
  });
  for (const c of REQUIRED_COLUMNS) if (!columns.includes(c)) errors.push({ code: "ufs-cards/missing-column", message: `missing column "${c}"`, line: header.line, field: c });
  if (errors.length > 0) return { ok: false, errors };
  const toColumn = new Map(Object.entries(UFS_CSV_COLUMNS).map(([col, path]) => [path as string, col]));
  const rows = body.map((record, i) => {
    if (record.fields.length !== columns.length)
      errors.push({ code: "ufs-cards/bad-csv", message: `${record.fields.length} fields where the header has ${columns.length}`, line: record.line, row: i + 1 });
    const cell = new Map(columns.map((c, k) => [c, (record.fields[k] ?? "").trim()]));
    return { row: i + 1, line: record.line, input: csvCard(cell), fieldName: (path: string) => toColumn.get(path) ?? path.replace(/\./g, "_") };
  });
  if (errors.length > 0) return { ok: false, errors };
  return build(rows);
}

/** A CSV record as the JSON shape: numbers where a number belongs, lists split on ";" or "|". */
function csvCard(cell: ReadonlyMap<string, string>): Record<string, unknown> {
  const get = (c: string) => {
    const v = cell.get(c);
    return v === undefined || v === "" ? undefined : v;
  };
  const number = (c: string) => {
    const v = get(c);
    return v === undefined ? undefined : /^-?\d+$/.test(v) ? Number(v) : v;
  };
  const list = (c: string) =>
    get(c)
      ?.split(LIST_SEPARATOR)
      .map((x) => x.trim())
      .filter((x) => x !== "");
  const out: Record<string, unknown> = {
    id: get("id") ?? "",
    name: get("name") ?? "",
    type: get("type") ?? "",
    difficulty: number("difficulty"),
    control: number("control"),
    symbols: list("symbols")?.map((s) => s.toLowerCase()),
    keywords: list("keywords"),
    handSize: number("hand_size"),
    vitality: number("vitality"),
    characterName: get("character_name"),
    version: number("version"),
    text: get("text"),
    set: get("set"),
    image: get("image"),
  };
  if (get("block_zone") !== undefined || get("block_modifier") !== undefined) out.block = { zone: get("block_zone"), modifier: number("block_modifier") };
  if (get("attack_zone") !== undefined || get("attack_speed") !== undefined || get("attack_damage") !== undefined)
    out.attack = { zone: get("attack_zone"), speed: number("attack_speed"), damage: number("attack_damage") };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

function build(rows: readonly { row: number; line?: number; input: unknown; fieldName: (path: string) => string }[]): UfsParseResult {
  const errors: UfsCardError[] = [];
  const cards: UfsCard[] = [];
  const seen = new Map<string, number>();
  for (const { row, line, input, fieldName } of rows) {
    const where = line === undefined ? { row } : { row, line };
    const parsed = ufsCardInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join(".");
        const field = fieldName(path === "" && issue.code === "unrecognized_keys" ? issue.keys.join(", ") : path);
        errors.push({ code: "ufs-cards/bad-field", message: `${field === "" ? "card" : field}: ${issue.message}`, ...where, ...(field === "" ? {} : { field }) });
      }
      continue;
    }
    const c = parsed.data;
    const first = seen.get(c.id.toLowerCase());
    if (first !== undefined) {
      errors.push({ code: "ufs-cards/duplicate-id", message: `id "${c.id}" is also the id of card ${first}`, ...where, field: fieldName("id") });
      continue;
    }
    seen.set(c.id.toLowerCase(), row);
    cards.push(ufsCard(c));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: cards };
}

function ufsCard(c: z.output<typeof ufsCardInput>): UfsCard {
  const typeName = c.type[0]!.toUpperCase() + c.type.slice(1);
  const set = c.set ?? "USER";
  return {
    game: "ufs",
    id: c.id,
    name: c.name,
    baseName: c.name,
    types: [typeName],
    typeLine: typeName,
    text: c.text,
    keywords: c.keywords,
    sets: [set],
    printings: [{ id: c.id, set, image: c.image ?? null }],
    legality: {},
    type: c.type,
    difficulty: c.difficulty,
    control: c.control,
    block: c.block ?? null,
    symbols: c.symbols,
    attack: c.attack ?? null,
    handSize: c.handSize ?? null,
    vitality: c.vitality ?? null,
    characterName: c.characterName ?? null,
    version: c.version ?? null,
    original: c.original ?? false,
  };
}

/**
 * A card in the documented JSON shape (README, "User-supplied UFS cards"): what a file read from
 * CSV or JSON is kept as, a match's header among them. `parseUfsJson` reads it back to the same card.
 */
export function ufsCardJson(c: UfsCard): UfsCardInput {
  const image = c.printings[0]?.image ?? null;
  const set = c.sets[0];
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    difficulty: c.difficulty,
    control: c.control,
    ...(c.block === null ? {} : { block: { zone: c.block.zone, modifier: c.block.modifier } }),
    symbols: [...c.symbols] as UfsCardInput["symbols"],
    keywords: [...c.keywords],
    ...(c.attack === null ? {} : { attack: { zone: c.attack.zone, speed: c.attack.speed, damage: c.attack.damage } }),
    ...(c.handSize === null ? {} : { handSize: c.handSize }),
    ...(c.vitality === null ? {} : { vitality: c.vitality }),
    ...(c.characterName === null ? {} : { characterName: c.characterName }),
    ...(c.version === null ? {} : { version: c.version }),
    text: c.text,
    ...(set === undefined || set === "USER" ? {} : { set }),
    ...(image === null ? {} : { image }),
    ...(c.original ? { original: true } : {}),
  };
}

/** A user's card file, CSV or JSON (told apart by its first character: `[` or `{` is JSON). */
export function parseUfsFile(text: string): UfsParseResult {
  return /^\s*[[{]/.test(text) ? parseUfsJson(text) : parseUfsCsv(text);
}
