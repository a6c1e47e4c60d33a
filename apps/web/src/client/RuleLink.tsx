"use client";
import Link from "next/link";
import { useState } from "react";

/**
 * A rule citation as the engine writes it (`fab:7.3.2`, or with a document: `fab:tr:3.11`),
 * linked to its page in the rules reference; hovering shows the rule's text.
 */
export function ruleHref(citation: string): string | null {
  const m = /^([a-z][a-z0-9-]*):(?:([a-z][a-z0-9.-]*):)?([0-9a-z][0-9a-z.#]*)$/i.exec(citation);
  if (m === null) return null;
  const [, game, doc, rule] = m;
  return `/rules/${game!.toLowerCase()}/${(doc ?? "cr").toLowerCase()}/${encodeURIComponent(rule!)}`;
}

interface Preview {
  readonly number: string;
  readonly title: string | null;
  readonly text: string;
  readonly document: string;
}

const previews = new Map<string, Promise<Preview | null>>();

function preview(citation: string): Promise<Preview | null> {
  let p = previews.get(citation);
  if (p === undefined) {
    p = fetch(`/api/rules/cite?c=${encodeURIComponent(citation)}`)
      .then((r) => (r.ok ? (r.json() as Promise<Preview>) : null))
      .catch(() => null);
    previews.set(citation, p);
  }
  return p;
}

export function RuleLink({ citation }: { citation: string }) {
  const href = ruleHref(citation);
  const [shown, setShown] = useState<Preview | null | "loading">(null);
  // Where to draw the preview: fixed to the viewport, so no scrolling list clips it.
  const [open, setOpen] = useState<{ x: number; y: number; above: boolean } | null>(null);
  if (href === null) return <>{citation}</>;
  return (
    <span
      className="rule-cite"
      onMouseEnter={(e) => {
        const r = e.currentTarget.getBoundingClientRect();
        const above = r.top > window.innerHeight / 2;
        setOpen({ x: Math.max(8, Math.min(window.innerWidth - 360, r.right - 340)), y: above ? r.top - 6 : r.bottom + 6, above });
        if (shown === null) {
          setShown("loading");
          void preview(citation).then((p) => setShown(p));
        }
      }}
      onMouseLeave={() => setOpen(null)}
    >
      <Link href={href} prefetch={false} data-rule={citation} onFocus={() => void preview(citation).then((p) => setShown(p))}>
        {citation}
      </Link>
      {open !== null && shown !== null && (
        <span className="rule-cite__preview" role="tooltip" data-testid="rule-preview" style={{ left: open.x, top: open.y, transform: open.above ? "translateY(-100%)" : undefined }}>
          {shown === "loading" ? (
            "…"
          ) : (
            <>
              <strong>
                {shown.number} {shown.title}
              </strong>{" "}
              {shown.text.length > 400 ? `${shown.text.slice(0, 400)}…` : shown.text}
              <em> — {shown.document}</em>
            </>
          )}
        </span>
      )}
    </span>
  );
}
