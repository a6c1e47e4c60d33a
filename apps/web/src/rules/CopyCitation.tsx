"use client";
import { useState } from "react";

/**
 * Copies the rule's citation (`fab:7.3.2`, `fab:tr:5.9`) for a ruling, a review comment or a judge
 * note, where it becomes a link with this rule's text on hover; or the page's address.
 */
export function CopyCitation({ citation }: { citation: string }) {
  const [copied, setCopied] = useState<"citation" | "link" | null>(null);
  const copy = (what: "citation" | "link") => {
    const text = what === "citation" ? citation : window.location.href.replace(/[?#].*$/, "");
    void navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(what);
        setTimeout(() => setCopied(null), 1500);
      },
      () => window.prompt("Copy this:", text),
    );
  };
  return (
    <span className="rb-copy">
      <button type="button" className="button button--quiet" onClick={() => copy("citation")} title="For a ruling, a review comment or a judge note">
        {copied === "citation" ? "Copied" : <>Copy citation <code>{citation}</code></>}
      </button>
      <button type="button" className="button button--quiet" onClick={() => copy("link")}>
        {copied === "link" ? "Copied" : "Copy link"}
      </button>
    </span>
  );
}
