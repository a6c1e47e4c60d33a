"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { CardView } from "./table";

/** How a pile opens: its cards as the audience knows them, and how to draw one face large. */
export interface PileOpening {
  readonly cards: readonly CardView[];
  readonly render: (card: CardView) => ReactNode;
}

/**
 * A pile on the table, whatever the game: its label and count, and its cards either fanned (every
 * card) or stacked (the top one). The cards are the caller's, drawn with its own card component.
 * With `open`, the label is a button that lists the whole pile as card faces in a dialog — only
 * the faces this audience's stream carries; the rest are counted as face down.
 */
export function PileBox({
  zone,
  label,
  className,
  count,
  stacked,
  showEmptyCount = false,
  open,
  children,
}: {
  zone: string | undefined;
  label: string;
  className: string;
  count: number;
  stacked: boolean;
  showEmptyCount?: boolean;
  open?: PileOpening | undefined;
  children: ReactNode;
}) {
  // The dialog is drawn only while open: a board of closed piles costs no extra cards.
  const [opened, setOpened] = useState(false);
  const counted = (count > 0 || showEmptyCount) && <span className="tc-pile__count">{count}</span>;
  const openable = open !== undefined && open.cards.length > 0;
  return (
    <section className={`tc-pile ${className}`} data-zone={zone} aria-label={label}>
      <header className="tc-pile__label" title={label}>
        {openable ? (
          <button type="button" className="tc-pile__open" onClick={() => setOpened(true)} aria-haspopup="dialog" aria-label={`Open ${label} (${count})`}>
            <span className="tc-pile__label-text">{label}</span>
            {counted}
          </button>
        ) : (
          <>
            <span className="tc-pile__label-text">{label}</span>
            {counted}
          </>
        )}
      </header>
      <div className={stacked ? "tc-pile__stack" : "tc-pile__fan"}>{children}</div>
      {openable && opened && <PileDialog label={label} opening={open} onClose={() => setOpened(false)} />}
    </section>
  );
}

function PileDialog({ label, opening, onClose }: { label: string; opening: PileOpening; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d !== null && !d.open) d.showModal();
  }, []);
  const known = opening.cards.filter((c) => c.face !== undefined);
  const hidden = opening.cards.length - known.length;
  return (
    <dialog ref={dialog} className="tc-pile-dialog" data-testid="pile-dialog" aria-label={label} onClose={onClose} onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}>
      <header className="tc-pile-dialog__head">
        <h2>
          {label} <span className="tc-pile__count">{opening.cards.length}</span>
        </h2>
        <form method="dialog">
          <button type="submit" className="tc-pile-dialog__close" aria-label="close">
            ✕
          </button>
        </form>
      </header>
      {hidden > 0 && (
        <p className="tc-pile-dialog__hidden" data-testid="pile-hidden" data-count={hidden}>
          {hidden === opening.cards.length ? "All" : hidden} {hidden === 1 ? "card is" : "cards are"} face down to you.
        </p>
      )}
      {known.length > 0 && (
        <ol className="tc-pile-dialog__cards">
          {known.map((c) => (
            <li key={c.id}>{opening.render(c)}</li>
          ))}
        </ol>
      )}
    </dialog>
  );
}
