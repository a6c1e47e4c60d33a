"use client";
import { buildSearchIndex, search, type RuleIndex, type SearchHit, type SearchIndex } from "@tablecast/rules";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { termSlug } from "./slug";

const indexes = new Map<string, Promise<SearchIndex>>();

/** The document's search index, fetched once per page load and built in the browser. */
function useSearchIndex(game: string, doc: string): SearchIndex | null {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  useEffect(() => {
    const key = `${game}/${doc}`;
    let pending = indexes.get(key);
    if (pending === undefined) {
      pending = fetch(`/api/rules/${game}/${doc}`)
        .then((r) => r.json() as Promise<RuleIndex>)
        .then((i) => buildSearchIndex(i));
      indexes.set(key, pending);
    }
    let live = true;
    void pending.then((i) => live && setIndex(i)).catch(() => indexes.delete(key));
    return () => {
      live = false;
    };
  }, [game, doc]);
  return index;
}

/** Search as you type, with no server round trip; "/" focuses it, ↑/↓ and Enter pick a result. */
export function RuleSearch({ game, doc, base }: { game: string; doc: string; base: string }) {
  const index = useSearchIndex(game, doc);
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const hits: SearchHit[] = useMemo(() => (index === null ? [] : search(index, query, { limit: 12 })), [index, query]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key === "/" && t?.tagName !== "INPUT" && t?.tagName !== "TEXTAREA") {
        e.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const href = (h: SearchHit) => (h.kind === "rule" ? `${base}/${encodeURIComponent(h.id)}` : `${base}#term-${termSlug(h.id)}`);
  return (
    <div className="rules-search" role="search">
      <input
        ref={input}
        type="search"
        className="rules-search__input"
        placeholder={index === null ? "Loading the index…" : "Search the rules (press / ): go again, 7.3.2, dominate…"}
        aria-label="search the rules"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setSelected(0);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setSelected((s) => Math.min(hits.length - 1, s + 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setSelected((s) => Math.max(0, s - 1));
          } else if (e.key === "Enter" && hits[selected] !== undefined) router.push(href(hits[selected]!));
          else if (e.key === "Escape") setQuery("");
        }}
      />
      {query.trim() !== "" && (
        <ol className="rules-search__hits" data-testid="rule-hits">
          {hits.length === 0 && <li className="rules-meta">{index === null ? "Loading…" : "No rule matches."}</li>}
          {hits.map((h, i) => (
            <li key={`${h.kind}:${h.id}`} className={i === selected ? "rules-search__hit--selected" : undefined}>
              <a href={href(h)} onClick={(e) => (e.preventDefault(), router.push(href(h)))} data-hit={h.id}>
                <strong>{h.kind === "rule" ? h.id : "Glossary:"}</strong> {h.title}
                <span className="rules-search__snippet">{h.snippet}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
