"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
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
  const close = useCallback(() => setAnchor(null), []);
  const open = () => {
    if (ref.current !== null) setAnchor(ref.current.getBoundingClientRect());
  };
  return (
    <>
      <Link ref={ref} href={href} prefetch={false} data-rule={citation} aria-describedby={anchor === null ? undefined : id} onMouseEnter={open} onMouseLeave={close} onFocus={open} onBlur={close}>
        {citation}
      </Link>
      {anchor !== null && <RulePreviewCard id={id} citation={citation} anchor={anchor} onClose={close} />}
    </>
  );
}

/**
 * A citation as a plain link, for lists that draw many (the event log): no hooks and no router
 * link per line. Its preview and in-app navigation come from a `RulePreviews` around the list.
 */
export function RuleAnchor({ citation }: { citation: string }) {
  const href = ruleHref(citation);
  return href === null ? (
    <>{citation}</>
  ) : (
    <a href={href} data-rule={citation}>
      {citation}
    </a>
  );
}

/**
 * One rule preview for every `RuleAnchor` inside: hovering or focusing a citation shows its rule,
 * and a plain click opens the rule's page inside the app. One listener and one card for the whole
 * list, so a seek that redraws the log redraws no preview machinery.
 */
export function RulePreviews({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const id = useId();
  const [shown, setShown] = useState<{ citation: string; anchor: DOMRect; link: Element } | null>(null);
  const close = useCallback(() => setShown(null), []);
  useEffect(() => {
    if (shown === null) return;
    shown.link.setAttribute("aria-describedby", id);
    return () => shown.link.removeAttribute("aria-describedby");
  }, [shown, id]);
  const citationAt = (target: EventTarget | null) => (target instanceof Element ? target.closest("a[data-rule]") : null);
  const open = (e: SyntheticEvent) => {
    const link = citationAt(e.target);
    if (link !== null && link !== shown?.link) setShown({ citation: link.getAttribute("data-rule")!, anchor: link.getBoundingClientRect(), link });
  };
  const leave = (e: SyntheticEvent) => {
    if (shown !== null && citationAt(e.target) === shown.link) close();
  };
  const go = (e: MouseEvent) => {
    const link = citationAt(e.target);
    if (link === null || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    close();
    router.push(link.getAttribute("href")!);
  };
  return (
    <div className={className} onMouseOver={open} onMouseOut={leave} onFocus={open} onBlur={leave} onClick={go}>
      {children}
      {shown !== null && <RulePreviewCard id={id} citation={shown.citation} anchor={shown.anchor} onClose={close} />}
    </div>
  );
}

/** The hover card of one citation: the rule's number, title, text and source, once fetched. */
function RulePreviewCard({ id, citation, anchor, onClose }: { id: string; citation: string; anchor: DOMRect; onClose: () => void }) {
  const [preview, setPreview] = useState<{ citation: string; rule: RulePreview | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadPreview(citation).then((rule) => live && setPreview({ citation, rule }));
    return () => {
      live = false;
    };
  }, [citation]);
  const rule = preview?.citation === citation ? preview.rule : "loading";
  return (
    <HoverCard id={id} anchor={anchor} onClose={onClose}>
      {rule === "loading" ? (
        <span className="rules-card__text">{citation}…</span>
      ) : rule === null ? (
        <span className="rules-card__text">This rule is not in the rules reference.</span>
      ) : (
        <span data-testid="rule-preview">
          <strong>
            {rule.number} {rule.title}
          </strong>
          {rule.missing ? (
            <span className="rules-card__text rules-card__dim">The text of this rule was lost in this copy of the document.</span>
          ) : (
            rule.text !== "" && <span className="rules-card__text">{rule.text}</span>
          )}
          {rule.children.length > 0 && <span className="rules-card__text rules-card__dim">{rule.children.join("\n")}</span>}
          <span className="rules-card__source">
            {rule.document}
            {rule.examples > 0 && ` · ${rule.examples} example${rule.examples > 1 ? "s" : ""} on its page`}
          </span>
        </span>
      )}
    </HoverCard>
  );
}
