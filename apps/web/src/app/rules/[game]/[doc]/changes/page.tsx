import type { Rule } from "@tablecast/rules";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { editionLabel, rulesCatalog } from "../../../../../rules/catalog";
import { rulePath } from "../../../../../rules/citation";
import { RuleEdit } from "../../../../../rules/RuleEdit";

export const dynamic = "force-dynamic";

type Params = Promise<{ game: string; doc: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: "What changed" };

const chapterOf = (id: string) => id.split(".")[0]!;

/** What changed between two editions, rule by rule, a chapter at a time. */
export default async function EditionChanges({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { game, doc } = await params;
  const sp = await searchParams;
  const catalog = rulesCatalog();
  const entry = catalog.entryFor(game, doc);
  if (entry === undefined) notFound();
  const other = typeof sp.from === "string" ? catalog.entryFor(game, sp.from) : catalog.olderEdition(entry);
  if (other === undefined || other.info.id === entry.info.id) return <p className="rb-notice">There is no other edition of this document to compare with.</p>;
  const editions = catalog.editionsOf(entry);
  const at = (e: typeof entry) => editions.findIndex((x) => x.info.id === e.info.id);
  const [older, newer] = at(other) > at(entry) ? [other, entry] : [entry, other];
  const diff = catalog.diff(older, newer);
  const newIndex = catalog.index(newer);
  const titles = new Map(newIndex.rules.filter((r) => r.parent === null).map((r) => [r.id, r.title]));
  for (const r of catalog.index(older).rules) if (r.parent === null && !titles.has(r.id)) titles.set(r.id, r.title);
  const chapters = [...titles.keys()].map((c) => ({
    id: c,
    title: titles.get(c) ?? null,
    changed: diff.changed.filter((x) => chapterOf(x.id) === c),
    added: diff.added.filter((x) => chapterOf(x.id) === c),
    removed: diff.removed.filter((x) => chapterOf(x.id) === c),
  }));
  const withChanges = chapters.filter((c) => c.changed.length + c.added.length + c.removed.length > 0);
  const chosen = typeof sp.chapter === "string" ? sp.chapter : withChanges[0]?.id;
  const shown = chapters.filter((c) => chosen === "all" || c.id === chosen);
  const self = (chapter: string) => `/rules/${game}/${doc}/changes?${new URLSearchParams({ ...(typeof sp.from === "string" ? { from: sp.from } : {}), chapter })}`;
  const text = (r: Rule) => (r.text.length > 400 ? `${r.text.slice(0, r.text.lastIndexOf(" ", 400))}…` : r.text);
  return (
    <>
      <h1>
        What changed from {editionLabel(older)} to {editionLabel(newer)}
      </h1>
      <p className="rb-meta">
        {diff.changed.length} rules reworded, {diff.added.length} new, {diff.removed.length} gone; {diff.unchanged} the same. Wording is compared without quotes, spacing or reference marks.
      </p>
      <table className="rb-summary">
        <thead>
          <tr>
            <th>Chapter</th>
            <th>Reworded</th>
            <th>New</th>
            <th>Gone</th>
          </tr>
        </thead>
        <tbody>
          {withChanges.map((c) => (
            <tr key={c.id}>
              <td>
                <Link href={self(c.id)} aria-current={c.id === chosen ? "page" : undefined}>
                  {c.id} {c.title}
                </Link>
              </td>
              <td>{c.changed.length}</td>
              <td>{c.added.length}</td>
              <td>{c.removed.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="rb-meta">
        <Link href={self("all")}>Every chapter on one page</Link>
      </p>
      {shown.map((c) => (
        <section key={c.id} aria-label={`Chapter ${c.id}`}>
          <h2>
            {c.id} {c.title}
          </h2>
          <ol className="rb-changes">
            {c.changed.map((x) => (
              <li key={x.id} data-change="reworded">
                <Link href={rulePath(game, newer.slug, x.id)}>
                  <span className="rb-num">{x.after.number}</span>
                  {x.after.title}
                </Link>{" "}
                <Link href={rulePath(game, older.slug, x.id)} className="rb-meta">
                  (as it was)
                </Link>
                <RuleEdit change={x} />
                {x.examplesChanged && !x.textChanged && <p className="rb-meta">Its examples changed.</p>}
              </li>
            ))}
            {c.added.map((r) => (
              <li key={`+${r.id}`} data-change="new">
                <Link href={rulePath(game, newer.slug, r.id)}>
                  <span className="rb-num">{r.number}</span>
                  {r.title}
                </Link>{" "}
                <span className="rb-meta">new</span>
                {r.text !== "" && <p className="diff--added">{text(r)}</p>}
              </li>
            ))}
            {c.removed.map((r) => (
              <li key={`-${r.id}`} data-change="gone">
                <Link href={rulePath(game, older.slug, r.id)}>
                  <span className="rb-num">{r.number}</span>
                  {r.title}
                </Link>{" "}
                <span className="rb-meta">gone (or renumbered)</span>
                {r.text !== "" && <p className="diff--removed">{text(r)}</p>}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
