import type { Rule } from "@tablecast/rules";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { documentName, editionLabel, rulesCatalog } from "../../../../rules/catalog";
import { looksLikeRuleId, rulePath } from "../../../../rules/citation";

export const dynamic = "force-dynamic";

type Params = Promise<{ game: string; doc: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game, doc } = await params;
  const entry = rulesCatalog().entryFor(game, doc);
  return { title: entry === undefined ? "Rules" : documentName(entry) };
}

function label(r: Rule): string {
  if (r.title !== null && r.title !== "") return r.title;
  if (r.missing === true) return "";
  const text = r.text !== "" ? r.text : (r.recoveredText ?? []).join(" ");
  return text.length > 70 ? `${text.slice(0, text.lastIndexOf(" ", 70))}…` : text;
}

/** A document's table of contents: chapters, and the sections in each. */
export default async function DocumentContents({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { game, doc } = await params;
  const catalog = rulesCatalog();
  const entry = catalog.entryFor(game, doc);
  if (entry === undefined) {
    // `/rules/fab/7.3.2` (a citation link without its document) → the rule in the main rules.
    const found = looksLikeRuleId(doc) ? catalog.resolve(`${game}:${doc}`) : undefined;
    if (found !== undefined) redirect(rulePath(game, found.entry.slug, found.rule.id));
    notFound();
  }
  const sp = await searchParams;
  const index = catalog.index(entry);
  const byId = new Map(index.rules.map((r) => [r.id, r]));
  const chapters = index.rules.filter((r) => r.parent === null);
  const sections = chapters.reduce((n, c) => n + c.children.length, 0);
  const lost = index.rules.filter((r) => r.missing === true).length;
  const newest = catalog.editionsOf(entry)[0]!;
  return (
    <>
      {sp.imported !== undefined && <p className="rb-notice">Imported. The editions that were here before are kept; each rule shows what changed.</p>}
      <div className="rb-head">
        <h1>{entry.info.title}</h1>
        <span className="rb-meta">
          {editionLabel(entry)}
          {entry.info.date !== null && entry.info.date !== entry.info.version && ` · ${entry.info.date}`} · {index.rules.length} rules
          {index.glossary.length > 0 && ` · ${index.glossary.length} glossary terms`}
        </span>
      </div>
      {newest.info.id !== entry.info.id && (
        <p className="rb-notice">
          This is an older edition, kept for comparison. The current one is <Link href={`/rules/${game}/${newest.slug}`}>{editionLabel(newest)}</Link>.
        </p>
      )}
      {lost > 0 && (
        <p className="rb-notice rb-notice--lost">
          This copy lost the text of {lost} rules. Their numbers are listed; where the document&apos;s own index pins sentences to a rule, they are shown apart, and nothing else is filled in.
        </p>
      )}
      <ol className="rb-toc" aria-label="Contents">
        {chapters.map((c) => (
          <li key={c.id}>
            <details open={sections <= 150}>
              <summary>
                <Link href={rulePath(game, doc, c.id)} prefetch={false}>
                  <span className="rb-num">{c.number}</span>
                  {label(c) || <span className="rb-lost">heading lost in this copy</span>}
                </Link>
              </summary>
              {c.children.length > 0 && (
                <ol>
                  {c.children.map((id) => {
                    const s = byId.get(id)!;
                    const name = label(s);
                    return (
                      <li key={id}>
                        <Link href={rulePath(game, doc, id)} prefetch={false}>
                          <span className="rb-num">{s.number}</span>
                          {name === "" ? <span className="rb-lost">text lost in this copy</span> : name}
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              )}
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}
