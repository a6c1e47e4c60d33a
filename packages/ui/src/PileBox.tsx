import type { ReactNode } from "react";

/**
 * A pile on the table, whatever the game: its label and count, and its cards either fanned (every
 * card) or stacked (the top one). The cards are the caller's, drawn with its own card component.
 */
export function PileBox({ zone, label, className, count, stacked, showEmptyCount = false, children }: { zone: string | undefined; label: string; className: string; count: number; stacked: boolean; showEmptyCount?: boolean; children: ReactNode }) {
  return (
    <section className={`tc-pile ${className}`} data-zone={zone} aria-label={label}>
      <header className="tc-pile__label" title={label}>
        <span className="tc-pile__label-text">{label}</span>
        {(count > 0 || showEmptyCount) && <span className="tc-pile__count">{count}</span>}
      </header>
      <div className={stacked ? "tc-pile__stack" : "tc-pile__fan"}>{children}</div>
    </section>
  );
}
