import type { CatalogEntry, RulesCatalog } from "./catalog";
import { editionLabel } from "./catalog";
import type { SearchScope, SearchSource } from "./RuleSearch";

const SHORT: Readonly<Record<string, string>> = { cr: "Comprehensive rules", core: "Core rules", tournament: "Tournament rules", penalty: "Penalty guide", keywords: "Keywords chapter" };

/** How a hit from this document is labelled when several documents are searched at once. */
export function shortLabel(entry: CatalogEntry): string {
  const kind = SHORT[entry.info.kind] ?? entry.info.title;
  return entry.current ? kind : `${kind} ${editionLabel(entry)}`;
}

export function searchSource(catalog: RulesCatalog, entry: CatalogEntry): SearchSource {
  const { version } = catalog.searchPayload(entry);
  return { id: entry.info.id, slug: entry.slug, label: shortLabel(entry), src: `/api/rules/${entry.info.game}/${entry.slug}?v=${version}` };
}

/**
 * What the search box on a document's pages can search: the document, and (when the game has
 * several) every current document of the game at once — a judge asked about "outside assistance"
 * need not know which document says it. Older copies stay out of the game-wide search.
 */
export function searchScopes(catalog: RulesCatalog, entry: CatalogEntry, gameName: string): SearchScope[] {
  const here: SearchScope = { key: "doc", label: "This document", sources: [searchSource(catalog, entry)] };
  const current = catalog.entries().filter((e) => e.info.game === entry.info.game && e.current && e.info.kind !== "keywords");
  if (current.length < 2) return [here];
  const all = [entry, ...current.filter((e) => e.info.id !== entry.info.id)];
  return [here, { key: "game", label: `All ${gameName} rules`, sources: all.map((e) => searchSource(catalog, e)) }];
}
