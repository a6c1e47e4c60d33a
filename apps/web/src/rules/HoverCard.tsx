"use client";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { placeCard } from "./place";

const WIDTH = 380;

/**
 * A card of text next to an element, drawn on the page's body: a scrolling or `contain`ed parent
 * (the event log) can neither clip nor trap it. It never takes the pointer, so it cannot cover
 * the link it explains; scrolling, resizing and Escape close it. It is measured before it is
 * shown, so a long rule goes above its link when there is no room below.
 */
export function HoverCard({ id, anchor, onClose, children }: { id: string; anchor: DOMRect; onClose: () => void; children: ReactNode }) {
  const card = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (card.current !== null) setHeight(card.current.scrollHeight);
  });
  useEffect(() => {
    const close = () => onClose();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("scroll", close, { capture: true, passive: true });
    window.addEventListener("resize", close);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("scroll", close, { capture: true });
      window.removeEventListener("resize", close);
      window.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  const at = placeCard(anchor, { width: window.innerWidth, height: window.innerHeight }, { width: WIDTH, height: height ?? 0 });
  return createPortal(
    <div
      ref={card}
      id={id}
      role="tooltip"
      className="rules-card"
      style={{ left: at.left, top: at.top, width: at.width, maxHeight: at.maxHeight ?? undefined, transform: at.above ? "translateY(-100%)" : undefined, visibility: height === null ? "hidden" : undefined }}
    >
      {children}
    </div>,
    document.body,
  );
}
