"use client";
import Link from "next/link";
import { useCallback, useId, useRef, useState } from "react";
import { citationHref } from "../rules/citation";
import { HoverCard } from "../rules/HoverCard";
import type { RulePreview } from "../rules/preview";
import "../rules/rules-card.css";

/**
 * A rule citation as the engine, the log and annotations write it (`fab:7.3.2`, or with a
 * document, `fab:tr:5.9`), linked to its page in the rules reference. Hovering or focusing it
 * shows the rule's text, fetched once per citation and page.
 */
export function ruleHref(citation: string): string | null {
  return citationHref(citation);
}

const previews = new Map<string, Promise<RulePreview | null>>();

/** The rule's text for a citation: one request per citation, shared by every link to it. */
function loadPreview(citation: string): Promise<RulePreview | null> {
  let p = previews.get(citation);
  if (p === undefined) {
    p = fetch(`/api/rules/cite?c=${encodeURIComponent(citation)}`).then(
      (r) => (r.ok ? (r.json() as Promise<RulePreview>) : null),
      () => {
        previews.delete(citation); // offline for a moment: ask again next time
        return null;
      },
    );
    previews.set(citation, p);
  }
  return p;
}

export function RuleLink({ citation }: { citation: string }) {
  const href = ruleHref(citation);
  // A game without a rules reference (the kernel's test game): plain text, no hooks per log line.
  return href === null ? <>{citation}</> : <Citation citation={citation} href={href} />;
}

function Citation({ citation, href }: { citation: string; href: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const [preview, setPreview] = useState<RulePreview | null | "loading">("loading");
  const close = useCallback(() => setAnchor(null), []);
  const open = () => {
    if (ref.current === null) return;
    setAnchor(ref.current.getBoundingClientRect());
    void loadPreview(citation).then(setPreview);
  };
  return (
    <>
      <Link ref={ref} href={href} prefetch={false} data-rule={citation} aria-describedby={anchor === null ? undefined : id} onMouseEnter={open} onMouseLeave={close} onFocus={open} onBlur={close}>
        {citation}
      </Link>
      {anchor !== null && (
        <HoverCard id={id} anchor={anchor} onClose={close}>
          {preview === "loading" ? (
            <span className="rules-card__text">{citation}…</span>
          ) : preview === null ? (
            <span className="rules-card__text">This rule is not in the rules reference.</span>
          ) : (
            <span data-testid="rule-preview">
              <strong>
                {preview.number} {preview.title}
              </strong>
              {preview.missing ? (
                <span className="rules-card__text rules-card__dim">The text of this rule was lost in this copy of the document.</span>
              ) : (
                preview.text !== "" && <span className="rules-card__text">{preview.text}</span>
              )}
              {preview.children.length > 0 && <span className="rules-card__text rules-card__dim">{preview.children.join("\n")}</span>}
              <span className="rules-card__source">
                {preview.document}
                {preview.examples > 0 && ` · ${preview.examples} example${preview.examples > 1 ? "s" : ""} on its page`}
              </span>
            </span>
          )}
        </HoverCard>
      )}
    </>
  );
}
