"use client";
import { Select } from "../client/Select";
import { buildSearchIndex, queryWords, search, type SearchHit, type SearchIndex } from "@tablecast/rules/search";
import { parseSearchDocument, type SearchDocument } from "@tablecast/rules/search-document";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { glossaryHref, rulePath } from "./citation";
import { highlighter, type Highlighted } from "./highlight";

/** One document a search can cover: where its search document is, and how a hit names it. */
export interface SearchSource {
  /** Document id (`fab-cr-2.13.0`), as hits report it. */
  readonly id: string;
  readonly slug: string;
  /** Short name shown beside hits when several documents are searched (`CR`, `Tournament rules`). */
  readonly label: string;
  /** The search document's URL, versioned so the browser caches it for good. */
  readonly src: string;
}

export interface SearchScope {
  readonly key: string;
  readonly label: string;
  readonly sources: readonly SearchSource[];
}

const documents = new Map<string, Promise<SearchDocument>>();
const indexes = new Map<string, Promise<SearchIndex>>();

function loadDocument(src: string): Promise<SearchDocument> {
  let p = documents.get(src);
  if (p === undefined) {
    p = fetch(src)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${src}: ${r.status}`))))
      .then((json: unknown) => parseSearchDocument(json) ?? Promise.reject(new Error(`${src}: not a search document`)));
    p.catch(() => documents.delete(src));
    documents.set(src, p);
  }
  return p;
}

/** A scope's index: its documents fetched once per page load (then from the HTTP cache), built here. */
function loadIndex(scope: SearchScope): Promise<SearchIndex> {
  const key = scope.sources.map((s) => s.src).join(" ");
  let p = indexes.get(key);
  if (p === undefined) {
    p = Promise.all(scope.sources.map((s) => loadDocument(s.src))).then((docs) => {
      // Marks for the benchmark (bench/rules.bench.ts): when the documents arrived, how long the build took.
      const start = performance.now();
      const index = buildSearchIndex(docs);
      performance.measure("tablecast:rules-index-build", { start, end: performance.now(), detail: key });
      return index;
    });
    p.catch(() => indexes.delete(key));
    indexes.set(key, p);
  }
  return p;
}

/** Runs `f` when the browser has a moment (Safari has no requestIdleCallback); returns a cancel. */
function whenIdle(f: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(f, { timeout: 600 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(f, 50);
  return () => clearTimeout(timer);
}

function isTyping(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return t !== null && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable);
}

function Marked({ text, mark }: { text: string; mark: (text: string) => Highlighted[] }) {
  return (
    <>
      {mark(text).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : p.text))}
    </>
  );
}

/**
 * Search as you type, entirely in the browser: "/" focuses it, ↑/↓ choose, Enter opens, Esc
 * clears. Results are ranked by the rules package (rule number, then title, then text).
 */
export function RuleSearch({ game, scopes, examples, autoFocus = false }: { game: string; scopes: readonly SearchScope[]; examples: string; autoFocus?: boolean }) {
  const router = useRouter();
  const [scopeKey, setScopeKey] = useState(scopes[0]?.key ?? "");
  const scope = scopes.find((s) => s.key === scopeKey) ?? scopes[0]!;
  const [index, setIndex] = useState<{ key: string; index: SearchIndex } | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState(0);
  // Results hide when focus leaves the search (the query stays, and comes back on focus).
  const [shown, setShown] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const listId = useId();

  // The index loads when the browser is idle after the page appears, or at once on focus.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    return whenIdle(() => setWanted(true));
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setFailed(false);
    loadIndex(scope).then(
      (i) => live && setIndex({ key: scope.key, index: i }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, scope]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) || (e.key === "k" && (e.ctrlKey || e.metaKey))) {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const ready = index !== null && index.key === scope.key ? index.index : null;
  const hits: SearchHit[] = useMemo(() => (ready === null ? [] : search(ready, query, { limit: 10 })), [ready, query]);
  const mark = useMemo(() => highlighter(queryWords(query)), [query]);
  const byId = useMemo(() => new Map(scope.sources.map((s) => [s.id, s])), [scope]);
  const several = scope.sources.length > 1;

  const href = (h: SearchHit) => {
    const slug = byId.get(h.document)?.slug ?? scope.sources[0]!.slug;
    return h.kind === "rule" ? rulePath(game, slug, h.id) : glossaryHref(game, slug, h.id);
  };
  const go = (h: SearchHit) => {
    setQuery("");
    input.current?.blur();
    router.push(href(h));
  };
  const move = (to: number) => {
    setSelected(to);
    list.current?.children[to]?.scrollIntoView({ block: "nearest" });
  };
  const open = shown && query.trim() !== "";
  const active = open && hits[selected] !== undefined ? `${listId}-${selected}` : undefined;

  return (
    <div
      className="rb-search"
      role="search"
      onFocus={() => setShown(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setShown(false);
      }}
    >
      <div className="rb-search__row">
        <input
          ref={input}
          type="search"
          className="rb-search__input"
          placeholder={`${scope.key === "doc" ? "Search this document" : `Search ${scope.label.toLowerCase()}`}: ${examples}…`}
          aria-label="Search the rules"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          data-ready={ready !== null}
          data-sources={scope.sources.map((s) => s.src).join(" ")}
          value={query}
          onFocus={() => setWanted(true)}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setSelected(0);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              move(Math.min(hits.length - 1, selected + 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              move(Math.max(0, selected - 1));
            } else if (e.key === "Enter" && hits[selected] !== undefined) {
              e.preventDefault();
              go(hits[selected]!);
            } else if (e.key === "Escape") {
              if (query === "") e.currentTarget.blur();
              setQuery("");
            }
          }}
        />
        {scopes.length > 1 && (
          <Select className="rb-search__scope" aria-label="Search in" value={scope.key} onChange={(e) => setScopeKey(e.currentTarget.value)} options={scopes.map((s) => ({ value: s.key, label: s.label }))} />
        )}
      </div>
      <div className="rb-search__hint">
        <kbd>/</kbd> search · <kbd>↑</kbd>
        <kbd>↓</kbd> choose · <kbd>Enter</kbd> open · <kbd>Esc</kbd> clear · a rule number jumps to it
      </div>
      {open && (
        <ol ref={list} id={listId} className="rb-search__hits" role="listbox" aria-label="Results" data-testid="rule-hits">
          {hits.length === 0 && <li className="rb-search__empty">{failed ? "The search index did not load; check the connection and try again." : ready === null ? "Loading the index…" : "No rule matches every word."}</li>}
          {hits.map((h, i) => (
            <li key={`${h.document}:${h.kind}:${h.id}`} id={`${listId}-${i}`} role="option" aria-selected={i === selected} className="rb-search__hit" onMouseMove={() => i !== selected && setSelected(i)}>
              <a
                href={href(h)}
                data-hit={h.id}
                tabIndex={-1}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  go(h);
                }}
              >
                <span className="rb-search__id">{h.kind === "rule" ? h.id : "Glossary"}</span>
                {h.title !== null && <Marked text={h.title} mark={mark} />}
                {several && <span className="rb-search__doc">{byId.get(h.document)?.label}</span>}
                {h.snippet !== "" && h.snippet !== h.title && (
                  <span className="rb-search__snippet">
                    <Marked text={h.snippet} mark={mark} />
                  </span>
                )}
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
