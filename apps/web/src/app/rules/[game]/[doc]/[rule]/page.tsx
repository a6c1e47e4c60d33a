import { findRule, wordDiff, wording } from "@tablecast/rules";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { editionsOf, entryFor, indexOf } from "../../../../../rules/catalog";
import { glossaryMap, RuleText } from "../../../../../rules/RuleText";
import { RuleSearch } from "../../../../../rules/RuleSearch";

export const dynamic = "force-dynamic";

type Params = Promise<{ game: string; doc: string; rule: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game, doc, rule } = await params;
  const entry = entryFor(game, doc);
  const found = entry === undefined ? undefined : findRule(indexOf(entry), decodeURIComponent(rule));
  return { title: found === undefined ? "Rules" : `${found.number} ${found.title ?? ""}`.trim() };
}

/** One rule: its text with links and glossary hovers, examples apart, its place, and what changed. */
export default async function RulePage({ params, searchParams }: { params: Params; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { game, doc, rule } = await params;
  const sp = await searchParams;
  const entry = entryFor(game, doc);
  if (entry === undefined) notFound();
  const index = indexOf(entry);
  const id = decodeURIComponent(rule);
  // "changes" is the document's diff page, under the same path shape.
  if (id === "changes") return <Changes game={game} doc={doc} from={typeof sp.from === "string" ? sp.from : null} />;
  const found = findRule(index, id);
  if (found === undefined) notFound();
  const base = `/rules/${game}/${doc}`;
  const glossary = glossaryMap(index.glossary);
  const parents: string[] = [];
  for (let p = found.parent; p !== null; p = findRule(index, p)?.parent ?? null) parents.unshift(p);
  const older = editionsOf(entry).find((e) => e.info.id !== entry.info.id);
  const before = older === undefined ? undefined : findRule(indexOf(older), found.id);
  const changed = before !== undefined && wording(before.text) !== wording(found.text);
  return (
    <div className="rules">
      <nav className="rules-crumbs">
        <Link href="/rules">Rules</Link> / <Link href={base}>{entry.info.title}</Link>
        {parents.map((p) => (
          <span key={p}>
            {" "}
            / <Link href={`${base}/${encodeURIComponent(p)}`}>{p}</Link>
          </span>
        ))}
      </nav>
      <RuleSearch game={game} doc={doc} base={base} />
      <article className="rule" data-rule={found.id}>
        <h1>
          <span className="rule__number">{found.number}</span> {found.title}
        </h1>
        {found.missing === true ? (
          <p className="notice">The text of this rule was lost in this copy of the document; nothing here is guessed.</p>
        ) : (
          <p className="rule__text">
            <RuleText text={found.text} base={base} glossary={glossary} />
          </p>
        )}
        {found.recoveredText !== undefined && found.recoveredText.length > 0 && (
          <aside className="rule__recovered">
            <strong>Recovered from the document&apos;s index:</strong> {found.recoveredText.join(" ")}
          </aside>
        )}
        {found.penalty !== undefined && <p className="rule__penalty">Penalty: {found.penalty}</p>}
        {found.examples.map((ex, i) => (
          <aside key={i} className="rule__example">
            <strong>Example.</strong> <RuleText text={ex} base={base} glossary={glossary} />
          </aside>
        ))}
        {found.notes.map((n, i) => (
          <aside key={i} className="rule__note">
            <strong>Note.</strong> <RuleText text={n} base={base} glossary={glossary} />
          </aside>
        ))}
        {found.children.length > 0 && (
          <ul className="rule__children">
            {found.children.map((c) => {
              const child = findRule(index, c);
              return (
                <li key={c}>
                  <Link href={`${base}/${encodeURIComponent(c)}`}>{child?.number ?? c}</Link> {child?.title ?? child?.text.slice(0, 120)}
                </li>
              );
            })}
          </ul>
        )}
        {found.unresolvedReferences.length > 0 && <p className="rules-meta">Cites rules this document does not have: {found.unresolvedReferences.join(", ")}.</p>}
        {changed && before !== undefined && older !== undefined && (
          <section className="rule__diff" aria-label="changes">
            <h2>
              Changed since <Link href={`/rules/${game}/${older.slug}/${encodeURIComponent(found.id)}`}>{older.info.versionPrinted ? older.info.version : "the older edition"}</Link>
            </h2>
            <p>
              {wordDiff(before.text, found.text).map((part, i) => (
                <span key={i} className={`diff--${part.op}`}>
                  {part.text}{" "}
                </span>
              ))}
            </p>
          </section>
        )}
        {older !== undefined && before === undefined && <p className="rules-meta">New in this edition.</p>}
      </article>
      {entry.info.copyright !== null && <footer className="rules-copyright">{entry.info.copyright}</footer>}
    </div>
  );
}

/** Every rule that changed between two editions. */
function Changes({ game, doc, from }: { game: string; doc: string; from: string | null }) {
  const to = entryFor(game, doc)!;
  const older = from === null ? editionsOf(to).find((e) => e.info.id !== to.info.id) : entryFor(game, from);
  if (older === undefined) return <p className="notice">There is no other edition to compare with.</p>;
  const a = indexOf(older);
  const b = indexOf(to);
  const changed = b.rules.filter((r) => {
    const was = findRule(a, r.id);
    return was !== undefined && wording(was.text) !== wording(r.text);
  });
  const added = b.rules.filter((r) => findRule(a, r.id) === undefined);
  return (
    <div className="rules">
      <nav className="rules-crumbs">
        <Link href="/rules">Rules</Link> / <Link href={`/rules/${game}/${doc}`}>{to.info.title}</Link> / what changed
      </nav>
      <h1>
        What changed from {older.info.versionPrinted ? older.info.version : older.slug} to {to.info.versionPrinted ? to.info.version : to.slug}
      </h1>
      <p className="rules-meta">
        {changed.length} rules reworded, {added.length} new.
      </p>
      <ol className="rules-changes">
        {changed.map((r) => (
          <li key={r.id}>
            <Link href={`/rules/${game}/${doc}/${encodeURIComponent(r.id)}`}>{r.number}</Link> {r.title}
            <p>
              {wordDiff(findRule(a, r.id)!.text, r.text).map((part, i) => (
                <span key={i} className={`diff--${part.op}`}>
                  {part.text}{" "}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
