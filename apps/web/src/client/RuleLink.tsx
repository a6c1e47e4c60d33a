"use client";
import Link from "next/link";

/**
 * A rule citation as the engine writes it (`fab:7.3.2`, or with a document: `fab:cr:7.3.2`),
 * linked to its page in the rules reference.
 */
export function ruleHref(citation: string): string | null {
  const m = /^([a-z][a-z0-9-]*):(?:([a-z][a-z0-9-]*):)?([0-9][0-9a-z.]*)$/i.exec(citation);
  if (m === null) return null;
  const [, game, doc, rule] = m;
  return `/rules/${game!.toLowerCase()}/${(doc ?? "cr").toLowerCase()}/${rule}`;
}

export function RuleLink({ citation }: { citation: string }) {
  const href = ruleHref(citation);
  if (href === null) return <>{citation}</>;
  return (
    <Link href={href} prefetch={false} title={`rule ${citation}`} data-rule={citation}>
      {citation}
    </Link>
  );
}
