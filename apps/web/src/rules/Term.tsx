"use client";
import { useCallback, useId, useRef, useState } from "react";
import { HoverCard } from "./HoverCard";

/** A glossary term in rule text: its definition on hover, on keyboard focus, or on a tap. */
export function Term({ text, term, definition }: { text: string; term: string; definition: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const id = useId();
  const open = () => ref.current !== null && setAnchor(ref.current.getBoundingClientRect());
  const close = useCallback(() => setAnchor(null), []);
  return (
    <>
      <span ref={ref} className="rule-term" tabIndex={0} data-term={term} aria-describedby={anchor === null ? undefined : id} onMouseEnter={open} onMouseLeave={close} onFocus={open} onBlur={close} onClick={open}>
        {text}
      </span>
      {anchor !== null && (
        <HoverCard id={id} anchor={anchor} onClose={close}>
          <strong>{term}</strong>
          <span className="rules-card__text">{definition}</span>
        </HoverCard>
      )}
    </>
  );
}
