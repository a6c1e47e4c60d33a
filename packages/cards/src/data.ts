/**
 * The generated tables (src/data/*.json, written by scripts/import.ts) decoded into cards, once,
 * on first use.
 */
import fabTable from "./data/fab.json";
import riftboundTable from "./data/riftbound.json";
import ufsTable from "./data/ufs.json";
import { normalize } from "./normalize";
import type { Errata, FabCard, FabRestrictionStatus, PitchColor, Printing, RiftboundCard, Stat, UfsCard } from "./types";
import { parseUfsJson } from "./ufs";

interface Table {
  readonly fields: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

/** Rows as objects by the table's field names. */
function records(table: Table): Record<string, unknown>[] {
  return table.rows.map((row) => Object.fromEntries(table.fields.map((f, i) => [f, row[i]])));
}

const FAB_FORMATS = (fabTable as { legal: string[] }).legal;

/** The FaB sets cards are printed in, in release order: code, name, first release day (YYYY-MM-DD, or "" when the data has none). */
export function decodeFabSets(): { code: string; name: string; released: string }[] {
  return (fabTable as { sets: string[][] }).sets.map(([code, name, released]) => ({ code: code!, name: name!, released: released! }));
}

export function decodeFab(): FabCard[] {
  return records(fabTable as Table).map((r) => {
    const color = r.color as PitchColor | null;
    const baseName = r.name as string;
    const legal = r.legal as number[];
    return {
      game: "fab",
      id: r.id as string,
      name: color === null ? baseName : `${baseName} (${color})`,
      baseName,
      types: r.types as string[],
      typeLine: r.typeLine as string,
      text: r.text as string,
      keywords: r.keywords as string[],
      sets: r.sets as string[],
      printings: (r.printings as [string, string, string | null][]).map(([id, set, image]) => ({ id, set, image })),
      legality: Object.fromEntries(FAB_FORMATS.map((f, i) => [f, legal[i] === 1])),
      color,
      pitch: r.pitch as number | null,
      cost: r.cost as Stat,
      power: r.power as Stat,
      defense: r.defense as Stat,
      life: r.life as Stat,
      intellect: r.intellect as Stat,
      arcane: r.arcane as Stat,
      supertypes: r.supertypes as string[],
      restrictions: (r.restricted as string[][]).map(([format, status, since, article]) => ({
        format: format!,
        status: status as FabRestrictionStatus,
        since: since!,
        article: article!,
      })),
    };
  });
}

/** Main sets in release order, then the rest (promos, judge cards) after them. */
const RIFTBOUND_SET_ORDER = ["OGN", "OGS", "SFD", "UNL", "VEN"];
const setRank = (set: string) => {
  const i = RIFTBOUND_SET_ORDER.indexOf(set);
  return i < 0 ? RIFTBOUND_SET_ORDER.length : i;
};

export function decodeRiftbound(): RiftboundCard[] {
  const rows = records(riftboundTable as Table);
  // Printings and sets are those of every card id of the same name (reprints and promos get ids of their own).
  const byName = new Map<string, Printing[]>();
  const own = rows.map((r) => {
    const printings = (r.printings as [string, string, string | null, string | null][]).map(([id, set, image, variant]) => ({
      id,
      set,
      image,
      ...(variant === null ? {} : { variant }),
    }));
    const key = normalize(r.name as string);
    byName.set(key, [...(byName.get(key) ?? []), ...printings]);
    return printings;
  });
  return rows.map((r, i) => {
    const name = r.name as string;
    const mine = own[i]!;
    const others = byName
      .get(normalize(name))!
      .filter((p) => !mine.includes(p))
      .sort((a, b) => setRank(a.set) - setRank(b.set) || a.id.localeCompare(b.id));
    const printings = [...mine, ...others];
    const type = r.type as string;
    const supertype = r.supertype as string | null;
    const domains = r.domains as string[];
    return {
      game: "riftbound",
      id: r.id as string,
      name,
      baseName: name,
      types: supertype === null ? [type] : [supertype, type],
      typeLine: [supertype, type, ...domains].filter((x) => x !== null).join(" "),
      text: r.text as string,
      keywords: r.keywords as string[],
      sets: [...new Set(printings.map((p) => p.set))].sort((a, b) => setRank(a) - setRank(b) || a.localeCompare(b)),
      printings,
      // The data says nothing about format legality.
      legality: {},
      code: printings[0]!.id,
      type,
      supertype,
      domains,
      tags: r.tags as string[],
      energy: r.energy as number | null,
      power: r.power as number | null,
      might: r.might as number | null,
      rarity: r.rarity as string | null,
      markup: r.markup as string,
      errata: (r.errata as string[][]).map(([document, url, announcedOn, oldText, newText, status]) => ({
        document: document!,
        url: url!,
        announcedOn: announcedOn!,
        oldText: oldText!,
        newText: newText!,
        status: status as Errata["status"],
      })),
      missing: r.missing as string[],
    };
  });
}

export function decodeUfs(): UfsCard[] {
  const parsed = parseUfsJson(JSON.stringify(ufsTable));
  if (!parsed.ok) throw new Error(`cards: the generated UFS table does not fit the schema: ${parsed.errors[0]!.message}`);
  return [...parsed.value];
}

export { setRank as riftboundSetRank };
