"use client";
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { cardTextPieces, ICON_GLYPHS, ICON_PATHS, nameFit, type CardIcon } from "./markup";

/** One icon (resource, power, Might, Energy…), with its name for screen readers. */
export function Icon({ icon, label, value }: { icon: CardIcon; label: string; value?: string | undefined }) {
  const path = ICON_PATHS[icon];
  const glyph =
    path !== undefined ? (
      <svg viewBox="0 0 16 16" aria-hidden="true">
        <path d={path} />
      </svg>
    ) : icon === "energy" ? (
      (value ?? "")
    ) : (
      ICON_GLYPHS[icon]
    );
  const extra = icon === "rune" && value !== undefined ? ` tc-icon--rune-${value}` : "";
  return (
    <span className={`tc-icon tc-icon--${icon}${extra}`} role="img" aria-label={label} title={label}>
      {glyph}
    </span>
  );
}

/** A card's rules text with its icons and emphasis drawn (markup.ts reads it). */
export function CardText({ text, className = "tc-card__text" }: { text: string; className?: string }) {
  const pieces = useMemo(() => cardTextPieces(text), [text]);
  return (
    <span className={className}>
      {pieces.map((p, i) => {
        switch (p.kind) {
          case "text":
            return <span key={i}>{p.text}</span>;
          case "bold":
            return <strong key={i}>{p.text}</strong>;
          case "italic":
            return <em key={i}>{p.text}</em>;
          case "keyword":
            return (
              <span key={i} className="tc-keyword">
                {p.text}
              </span>
            );
          case "break":
            return <br key={i} />;
          case "icon":
            return <Icon key={i} icon={p.icon} label={p.label} value={p.value} />;
        }
      })}
    </span>
  );
}

/**
 * A card's name, whole: its font shrinks so the longest word fits a line and the name fits three
 * (never cut mid-word). The box is a size container; the name's font follows the box's width.
 */
export function CardName({ name }: { name: string }) {
  const style = { "--tc-name-fit": nameFit(name) } as CSSProperties;
  return (
    <span className="tc-card__namebox">
      <span className="tc-card__name" style={style}>
        {name}
      </span>
    </span>
  );
}

/** Shows a large face of a card next to it, on hover and on keyboard focus. */
export interface CardZoomApi {
  readonly show: (anchor: HTMLElement, face: () => ReactNode) => void;
  readonly hide: (anchor: HTMLElement) => void;
}
const CardZoomContext = createContext<CardZoomApi | null>(null);

export function useCardZoom(): CardZoomApi | null {
  return useContext(CardZoomContext);
}

const ZOOM_W = 240;
const ZOOM_H = 336;
const GAP = 8;

/** Where the zoom goes: beside the card (right, else left), else below or above it; inside the window. */
function place(rect: DOMRect, vw: number, vh: number): { left: number; top: number } {
  const clampX = (x: number) => Math.max(GAP, Math.min(vw - ZOOM_W - GAP, x));
  const clampY = (y: number) => Math.max(GAP, Math.min(vh - ZOOM_H - GAP, y));
  if (rect.right + GAP + ZOOM_W <= vw) return { left: rect.right + GAP, top: clampY(rect.top) };
  if (rect.left - GAP - ZOOM_W >= 0) return { left: rect.left - GAP - ZOOM_W, top: clampY(rect.top) };
  const below = rect.bottom + GAP;
  return { left: clampX(rect.left + rect.width / 2 - ZOOM_W / 2), top: below + ZOOM_H <= vh ? below : clampY(rect.top - GAP - ZOOM_H) };
}

/** The provider and the one zoom layer for the cards inside it (the board). */
export function CardZoom({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ anchor: HTMLElement; face: () => ReactNode } | null>(null);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  const id = useId();
  const current = useRef<HTMLElement | null>(null);
  const show = useCallback((anchor: HTMLElement, face: () => ReactNode) => {
    current.current = anchor;
    setShown({ anchor, face });
  }, []);
  const hide = useCallback((anchor: HTMLElement) => {
    if (current.current !== anchor) return;
    current.current = null;
    setShown(null);
  }, []);
  const api = useMemo(() => ({ show, hide }), [show, hide]);
  useLayoutEffect(() => {
    if (shown === null) return setAt(null);
    setAt(place(shown.anchor.getBoundingClientRect(), window.innerWidth, window.innerHeight));
    shown.anchor.setAttribute("aria-describedby", id);
    return () => shown.anchor.removeAttribute("aria-describedby");
  }, [shown, id]);
  // A card that leaves the page (a seek, a move) takes its zoom with it; Escape closes it.
  useEffect(() => {
    if (shown === null) return;
    const timer = setInterval(() => {
      if (!shown.anchor.isConnected) setShown(null);
    }, 250);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setShown(null);
    };
    window.addEventListener("keydown", onKey);
    return () => {
      clearInterval(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, [shown]);
  return (
    <CardZoomContext.Provider value={api}>
      {children}
      {shown !== null && (
        <div className="tc-zoom" id={id} role="tooltip" data-testid="card-zoom" style={at === null ? { visibility: "hidden" } : { left: at.left, top: at.top }}>
          {shown.face()}
        </div>
      )}
    </CardZoomContext.Provider>
  );
}
