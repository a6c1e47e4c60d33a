import type { GlossaryEntry } from "@tablecast/rules";
import Link from "next/link";
import type { ReactNode } from "react";

/** Glossary terms by lower-cased headword, for hover definitions in rule text. */
export function glossaryMap(glossary: readonly GlossaryEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const g of glossary) {
    const term = g.term.replace(/\s*\(.*\)$/, "").trim().toLowerCase();
    if (term.length < 3) continue;
    const definition = g.senses.length > 0 ? g.senses.map((s) => `${s.sense}: ${s.definition}`).join("\n") : g.definition;
    out.set(term, definition.replace(/\[[^\]]+\]/g, "").trim());
  }
  return out;
}

/**
 * Rule text with its cross-references (`[7.3.2]`) as links and, at their first use, glossary
 * terms with their definition on hover.
 */
export function RuleText({ text, base, glossary }: { text: string; base: string; glossary: ReadonlyMap<string, string> }) {
  const out: ReactNode[] = [];
  const used = new Set<string>();
  const parts = text.split(/(\[[0-9A-Za-z.#]+\])/);
  parts.forEach((part, i) => {
    const ref = /^\[([0-9A-Za-z.#]+)\]$/.exec(part);
    if (ref !== null) {
      out.push(
        <Link key={i} href={`${base}/${encodeURIComponent(ref[1]!)}`} className="rule-ref" prefetch={false}>
          {ref[1]}
        </Link>,
      );
      return;
    }
    // Up to three-word terms, longest first, each marked once per rule.
    const words = part.split(/(\s+)/);
    let k = 0;
    while (k < words.length) {
      let matched = false;
      for (let n = 5; n >= 1 && !matched; n -= 2) {
        const span = words.slice(k, k + n).join("");
        const bare = span.toLowerCase().replace(/[.,;:!?"“”')(]+$/g, "").replace(/^[("“']+/, "");
        const definition = glossary.get(bare);
        if (definition !== undefined && !used.has(bare)) {
          used.add(bare);
          out.push(
            <abbr key={`${i}-${k}`} title={definition} className="rule-term">
              {span}
            </abbr>,
          );
          k += n;
          matched = true;
        }
      }
      if (!matched) {
        out.push(words[k]);
        k++;
      }
    }
  });
  return <>{out}</>;
}
