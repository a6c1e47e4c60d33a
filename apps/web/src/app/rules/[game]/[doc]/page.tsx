import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RuleSearch } from "../../../../rules/RuleSearch";
import { termSlug } from "../../../../rules/slug";
import { editionsOf, entryFor, indexOf } from "../../../../rules/catalog";

export const dynamic = "force-dynamic";

type Params = Promise<{ game: string; doc: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game, doc } = await params;
  const entry = entryFor(game, doc);
  return { title: entry?.info.title ?? "Rules" };
}

/** A document: search, and its table of contents. */
export default async function RulesDocument({ params }: { params: Params }) {
  const { game, doc } = await params;
  const entry = entryFor(game, doc);
  if (entry === undefined) notFound();
  const index = indexOf(entry);
  const base = `/rules/${game}/${doc}`;
  const top = index.rules.filter((r) => r.depth <= 2);
  const older = editionsOf(entry).filter((e) => e.info.id !== entry.info.id);
  return (
    <div className="rules">
      <nav className="rules-crumbs">
        <Link href="/rules">Rules</Link> / {entry.info.title}
      </nav>
      <h1>
        {entry.info.title} <span className="rules-meta">{entry.info.versionPrinted ? entry.info.version : ""}</span>
      </h1>
      <RuleSearch game={game} doc={doc} base={base} />
      {older.length > 0 && (
        <p className="rules-meta">
          Other editions:{" "}
          {older.map((o) => (
            <span key={o.info.id}>
              <Link href={`/rules/${game}/${o.slug}`}>{o.info.versionPrinted ? o.info.version : o.slug}</Link>{" "}
              (<Link href={`/rules/${game}/${doc}/changes?from=${o.slug}`}>what changed</Link>){" "}
            </span>
          ))}
        </p>
      )}
      <ol className="rules-toc" aria-label="contents">
        {top.map((r) => (
          <li key={r.id} className={`rules-toc__d${r.depth}`}>
            <Link href={`${base}/${encodeURIComponent(r.id)}`} prefetch={false}>
              {r.number} {r.title ?? (r.missing === true ? "(text lost in this copy)" : r.text.slice(0, 60))}
            </Link>
          </li>
        ))}
      </ol>
      {index.glossary.length > 0 && (
        <section aria-label="glossary">
          <h2>Glossary</h2>
          <dl className="rules-glossary">
            {index.glossary.map((g) => (
              <div key={g.term} id={`term-${termSlug(g.term)}`}>
                <dt>{g.term}</dt>
                <dd>{g.senses.length > 0 ? g.senses.map((s) => `${s.sense}: ${s.definition}`).join(" · ") : g.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {entry.info.copyright !== null && <footer className="rules-copyright">{entry.info.copyright}</footer>}
    </div>
  );
}
