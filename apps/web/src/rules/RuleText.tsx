import Link from "next/link";
import { rulePath } from "./citation";
import type { Segment } from "./segments";
import { Term } from "./Term";

/** A rule's text as segments: cross-references as links, glossary terms with their definitions. */
export function RuleText({ segments, game, doc }: { segments: readonly Segment[]; game: string; doc: string }) {
  return (
    <>
      {segments.map((s, i) => {
        if (s.kind === "text") return s.text;
        if (s.kind === "term") return <Term key={i} text={s.text} term={s.term} definition={s.definition} />;
        const label = s.bracket ? `[${s.text}]` : s.text;
        if (!s.resolved)
          return (
            <span key={i} className="rule-ref rule-ref--missing" title={`This document has no rule ${s.id}`}>
              {label}
            </span>
          );
        return (
          <Link key={i} href={rulePath(game, doc, s.id)} prefetch={false} className={s.bracket ? "rule-ref rule-ref--mark" : "rule-ref"} data-ref={s.id}>
            {label}
          </Link>
        );
      })}
    </>
  );
}
