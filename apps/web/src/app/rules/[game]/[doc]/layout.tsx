import Link from "next/link";
import type { ReactNode } from "react";
import { documentName, editionLabel, GAME_NAMES, rulesCatalog, searchExamples } from "../../../../rules/catalog";
import { DocTabs } from "../../../../rules/DocTabs";
import { RuleSearch } from "../../../../rules/RuleSearch";
import { searchScopes } from "../../../../rules/scopes";

/**
 * Every page of a document (contents, a rule, glossary, changes) under one header: where you are,
 * the edition, and the search box, which stays put (with its index) while you move between rules.
 */
export default async function DocumentLayout({ children, params }: { children: ReactNode; params: Promise<{ game: string; doc: string }> }) {
  const { game, doc } = await params;
  const catalog = rulesCatalog();
  const entry = catalog.entryFor(game, doc);
  // Not a document: the page answers (a rule number without a document redirects; else not found).
  if (entry === undefined) return children;
  const base = `/rules/${game}/${doc}`;
  const gameName = GAME_NAMES[game] ?? game;
  const older = catalog.olderEdition(entry);
  const tabs = [{ href: base, label: "Contents" }];
  if (catalog.index(entry).glossary.length > 0) tabs.push({ href: `${base}/glossary`, label: "Glossary" });
  if (older !== undefined) tabs.push({ href: `${base}/changes`, label: `What changed since ${editionLabel(older)}` });
  return (
    <>
      <nav className="rb-crumbs" aria-label="Breadcrumb">
        <Link href="/rules">Rules</Link> / <span>{gameName}</span> /{" "}
        <Link href={base}>{documentName(entry)}</Link>
      </nav>
      <RuleSearch key={entry.info.id} game={game} scopes={searchScopes(catalog, entry, gameName)} examples={searchExamples(entry)} />
      <DocTabs tabs={tabs} />
      {children}
      <footer className="rb-copyright">
        {entry.info.copyright !== null && entry.info.copyright !== "" ? (
          entry.info.copyright
        ) : (
          <>
            {documentName(entry)}
            {entry.info.publisher !== null && <>, published by {entry.info.publisher}</>}. This copy prints no copyright line; the text belongs to its publisher.
          </>
        )}{" "}
        <span className="rb-meta">
          Source: {entry.info.source}
          {entry.imported && " (imported here)"}.
        </span>
      </footer>
    </>
  );
}
