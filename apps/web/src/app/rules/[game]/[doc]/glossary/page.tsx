import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { rulesCatalog } from "../../../../../rules/catalog";
import { termAnchor } from "../../../../../rules/citation";
import { RuleText } from "../../../../../rules/RuleText";
import { segmentRuleText } from "../../../../../rules/segments";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Glossary" };

/** The document's glossary, A to Z, each term with its anchor and its rule references as links. */
export default async function Glossary({ params }: { params: Promise<{ game: string; doc: string }> }) {
  const { game, doc } = await params;
  const catalog = rulesCatalog();
  const entry = catalog.entryFor(game, doc);
  if (entry === undefined) notFound();
  const index = catalog.index(entry);
  const glossary = index.glossary;
  const ids = new Set(index.rules.map((r) => r.id));
  if (glossary.length === 0) return <p className="rb-notice">This document has no glossary.</p>;
  const letter = (term: string) => (/^[A-Za-z]/.test(term) ? term.charAt(0).toUpperCase() : "#");
  const letters = [...new Set(glossary.map((g) => letter(g.term)))];
  return (
    <>
      <h1>Glossary</h1>
      <nav className="rb-letters" aria-label="Letters">
        {letters.map((l) => (
          <a key={l} href={`#letter-${l}`}>
            {l}
          </a>
        ))}
      </nav>
      <dl className="rb-glossary">
        {glossary.map((g, i) => {
          const first = i === 0 || letter(glossary[i - 1]!.term) !== letter(g.term);
          const body = g.senses.length > 0 ? g.senses.map((s) => `${s.sense}: ${s.definition}`).join("\n") : g.definition;
          return (
            <div key={g.term} id={termAnchor(g.term)} data-term={g.term}>
              {first && <span id={`letter-${letter(g.term)}`} />}
              <dt>
                <Link href={`#${termAnchor(g.term)}`}>{g.term}</Link>
              </dt>
              <dd>
                <RuleText segments={segmentRuleText(body, { references: g.references.filter((r) => ids.has(r)), unresolved: g.references.filter((r) => !ids.has(r)) })} game={game} doc={doc} />
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
