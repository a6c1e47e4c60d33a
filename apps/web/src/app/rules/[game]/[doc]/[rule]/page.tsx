import { findRule, type Rule, type RuleIndex } from "@tablecast/rules";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { editionLabel, rulesCatalog, type CatalogEntry } from "../../../../../rules/catalog";
import { DEFAULT_SLUG, routeParam, rulePath } from "../../../../../rules/citation";
import { CopyCitation } from "../../../../../rules/CopyCitation";
import { RuleEdit } from "../../../../../rules/RuleEdit";
import { RuleKeys } from "../../../../../rules/RuleKeys";
import { RuleText } from "../../../../../rules/RuleText";
import { segmentRuleText, termKey, termLookup, type TermInfo } from "../../../../../rules/segments";

export const dynamic = "force-dynamic";

type Params = Promise<{ game: string; doc: string; rule: string }>;

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, s.lastIndexOf(" ", n))}…`);

/** A rule's sub-rules are drawn in full up to this many; a bigger section lists its parts. */
const INLINE_LIMIT = 80;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { game, doc, rule } = await params;
  const catalog = rulesCatalog();
  const entry = catalog.entryFor(game, doc);
  const found = entry === undefined ? undefined : findRule(catalog.index(entry), routeParam(rule));
  if (entry === undefined || found === undefined) return { title: "Rules" };
  return { title: `${found.number} ${found.title ?? ""}`.trim() + ` · ${entry.info.title}`, description: found.text.slice(0, 200) };
}

interface View {
  readonly game: string;
  readonly doc: string;
  readonly index: RuleIndex;
  readonly terms: ReadonlyMap<string, TermInfo>;
}

/** The Penalty Guide's sub-headings inside a section's text. */
const SUBHEADINGS = new Set(["Philosophy", "Procedure and Penalty", "Additional Remedy", "Upgrade", "Downgrade"]);

/** A rule's text, examples and notes, sharing one set of marked glossary terms. */
function Body({ rule, view, lead }: { rule: Rule; view: View; lead: boolean }) {
  const used = new Set(rule.title === null ? [] : [termKey(rule.title)]);
  const seg = (text: string) => segmentRuleText(text, { references: rule.references, unresolved: rule.unresolvedReferences, terms: view.terms, used });
  const heading = (line: string | undefined) => line !== undefined && SUBHEADINGS.has(line.trim());
  const lines = (text: string) =>
    text.split("\n").map((line, i, all) =>
      heading(line) ? (
        <strong key={i} className="rb-subhead">
          {line.trim()}
        </strong>
      ) : (
        <span key={i}>
          {i > 0 && !heading(all[i - 1]) && "\n"}
          <RuleText segments={seg(line)} game={view.game} doc={view.doc} />
        </span>
      ),
    );
  return (
    <>
      {rule.penalty !== undefined && <p className={lead ? "rb-penalty" : "rb-meta"}>Penalty: {rule.penalty}</p>}
      {rule.missing === true ? (
        <p className="rb-notice rb-notice--lost">The text of this rule was lost in this copy of the document. Nothing here is guessed.</p>
      ) : (
        rule.text !== "" && (
          <p className="rb-text">{lines(rule.text)}</p>
        )
      )}
      {rule.recoveredText !== undefined && rule.recoveredText.length > 0 && (
        <aside className="rb-aside rb-aside--recovered">
          <span className="rb-aside__label">Recovered from the document&apos;s index</span>
          {rule.recoveredText.join(" ")}
        </aside>
      )}
      {rule.examples.map((ex, i) => (
        <aside key={`e${i}`} className="rb-aside rb-aside--example">
          <span className="rb-aside__label">Example</span>
          <RuleText segments={seg(ex)} game={view.game} doc={view.doc} />
        </aside>
      ))}
      {rule.notes.map((n, i) => (
        <aside key={`n${i}`} className="rb-aside rb-aside--note">
          <span className="rb-aside__label">Note</span>
          <RuleText segments={seg(n)} game={view.game} doc={view.doc} />
        </aside>
      ))}
    </>
  );
}

function descendants(index: RuleIndex, rule: Rule): number {
  let n = 0;
  const stack = [...rule.children];
  while (stack.length > 0) {
    const r = findById(index, stack.pop()!);
    n++;
    if (r !== undefined) stack.push(...r.children);
  }
  return n;
}

const byIdCache = new WeakMap<RuleIndex, Map<string, Rule>>();
function findById(index: RuleIndex, id: string): Rule | undefined {
  let m = byIdCache.get(index);
  if (m === undefined) {
    m = new Map(index.rules.map((r) => [r.id, r]));
    byIdCache.set(index, m);
  }
  return m.get(id);
}

/** The rules under a rule, each with its own link, in full. */
function SubRules({ rule, view }: { rule: Rule; view: View }) {
  if (rule.children.length === 0) return null;
  return (
    <ol className="rb-sub">
      {rule.children.map((id) => {
        const child = findById(view.index, id);
        if (child === undefined) return null;
        return (
          <li key={id} id={id}>
            <Link href={rulePath(view.game, view.doc, id)} className="rb-num" prefetch={false}>
              {child.number}
            </Link>
            {child.title !== null && <span className="rb-sub__title">{child.title} </span>}
            <Body rule={child} view={view} lead={false} />
            <SubRules rule={child} view={view} />
          </li>
        );
      })}
    </ol>
  );
}

/** What changed in this rule since the previous edition, word by word. */
function Changes({ entry, rule }: { entry: CatalogEntry; rule: Rule }) {
  const catalog = rulesCatalog();
  const older = catalog.olderEdition(entry);
  if (older === undefined) return null;
  const diff = catalog.diff(older, entry);
  const was = rulePath(entry.info.game, older.slug, rule.id);
  const label = editionLabel(older);
  const change = diff.changed.find((c) => c.id === rule.id);
  if (diff.added.some((r) => r.id === rule.id))
    return (
      <section className="rb-diff" aria-label="Changes">
        <h2>New since {label}</h2>
        <p className="rb-meta">The {label} edition has no rule {rule.number}.</p>
      </section>
    );
  if (change === undefined)
    return (
      <section className="rb-diff" aria-label="Changes">
        <p className="rb-meta">
          Unchanged since <Link href={was}>{label}</Link>.
        </p>
      </section>
    );
  return (
    <section className="rb-diff" aria-label="Changes" data-testid="rule-diff">
      <h2>
        Changed since <Link href={was}>{label}</Link>
      </h2>
      <RuleEdit change={change} />
      {change.examplesChanged && <p className="rb-meta">Its examples changed too.</p>}
    </section>
  );
}

/** One rule: its text with links and glossary terms, examples apart, its sub-rules, and what changed. */
export default async function RulePage({ params }: { params: Params }) {
  const { game, doc, rule } = await params;
  const catalog = rulesCatalog();
  const entry = catalog.entryFor(game, doc);
  if (entry === undefined) notFound();
  const index = catalog.index(entry);
  const found = findRule(index, routeParam(rule));
  if (found === undefined) notFound();
  const glossary = catalog.glossary(entry);
  const view: View = { game, doc, index, terms: termLookup(glossary.entries, { phrasesOnly: glossary.borrowed }) };
  const parents: Rule[] = [];
  for (let p = found.parent; p !== null; p = findById(index, p)?.parent ?? null) {
    const r = findById(index, p);
    if (r === undefined) break;
    parents.unshift(r);
  }
  const at = index.rules.indexOf(found);
  const prev = index.rules[at - 1];
  const next = index.rules[at + 1];
  const citedBy = catalog.citedBy(entry, found.id);
  const newer = catalog.newerEdition(entry);
  const inNewer = newer === undefined ? undefined : findRule(catalog.index(newer), found.id);
  const inline = descendants(index, found) <= INLINE_LIMIT;
  return (
    <article className="rb-rule" data-rule={found.id}>
      {parents.length > 0 && (
        <nav className="rb-crumbs" aria-label="Rule path">
          {parents.map((p) => (
            <span key={p.id}>
              <Link href={rulePath(game, doc, p.id)} prefetch={false}>
                {p.number} {p.title}
              </Link>{" "}
              ›
            </span>
          ))}
        </nav>
      )}
      <h1>
        <span className="rb-num">{found.number}</span>
        {found.title}
      </h1>
      {newer !== undefined && (
        <p className="rb-notice">
          {inNewer === undefined ? (
            <>
              {editionLabel(newer)} has no rule {found.number}.
            </>
          ) : (
            <>
              Read <Link href={rulePath(game, newer.slug, inNewer.id)}>{inNewer.number} in {editionLabel(newer)}</Link>.
            </>
          )}
        </p>
      )}
      <Body rule={found} view={view} lead />
      {inline ? (
        <SubRules rule={found} view={view} />
      ) : (
        <ol className="rb-sub">
          {found.children.map((id) => {
            const c = findById(index, id);
            return (
              <li key={id}>
                <Link href={rulePath(game, doc, id)} prefetch={false} className="rb-sub__link">
                  <span className="rb-num">{c?.number ?? id}</span>
                  {c === undefined ? "" : c.title !== null ? c.title : c.missing === true ? <span className="rb-lost">text lost in this copy</span> : clip(c.text, 110)}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
      {found.unresolvedReferences.length > 0 && <p className="rb-meta">Cites {found.unresolvedReferences.join(", ")}, which this document does not have.</p>}
      <CopyCitation citation={doc === DEFAULT_SLUG ? `${game}:${found.id}` : `${game}:${doc}:${found.id}`} />
      {citedBy.length > 0 && (
        <p className="rb-cited">
          <span className="rb-meta">Cited by </span>
          {citedBy.map((r) => (
            <Link key={r.id} href={rulePath(game, doc, r.id)} prefetch={false} title={r.title ?? r.text.slice(0, 120)}>
              {r.number}
            </Link>
          ))}
        </p>
      )}
      <Changes entry={entry} rule={found} />
      <nav className="rb-pager" aria-label="Next and previous rules">
        {prev !== undefined ? (
          <Link href={rulePath(game, doc, prev.id)} rel="prev" prefetch={false}>
            ← {prev.number} {prev.title}
          </Link>
        ) : (
          <span />
        )}
        {next !== undefined && (
          <Link href={rulePath(game, doc, next.id)} rel="next" prefetch={false}>
            {next.number} {next.title} →
          </Link>
        )}
      </nav>
      <RuleKeys prev={prev === undefined ? null : rulePath(game, doc, prev.id)} next={next === undefined ? null : rulePath(game, doc, next.id)} up={parents.length > 0 ? rulePath(game, doc, parents[parents.length - 1]!.id) : `/rules/${game}/${doc}`} />
    </article>
  );
}
