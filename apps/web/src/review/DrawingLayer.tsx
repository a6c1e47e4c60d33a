"use client";
import type { Shape } from "@tablecast/annotations";
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

export type Tool = "none" | "arrow" | "highlight" | "pen";

export interface DrawingLayerProps {
  readonly seq: number;
  readonly shapes: readonly Shape[];
  readonly tool: Tool;
  /** Whether this person may draw: right-drag then draws an arrow whatever the tool (as on Lichess). */
  readonly canDraw?: boolean;
  readonly color: string;
  readonly onArrow: (from: string, to: string) => void;
  readonly onHighlight: (object: string) => void;
  readonly onStroke: (points: number[]) => void;
}

type Box = { x: number; y: number; w: number; h: number };

/** The card (table object) under a point of the board, if any. */
function objectAt(x: number, y: number, stage: HTMLElement): string | null {
  for (const el of document.elementsFromPoint(x, y)) {
    if (!stage.contains(el)) continue;
    const card = (el as HTMLElement).closest<HTMLElement>("[data-object]");
    if (card !== null && stage.contains(card)) return card.dataset.object ?? null;
  }
  return null;
}

/**
 * Arrows, highlights and freehand strokes over the board at this moment. Arrows and highlights are
 * anchored to cards (they follow the card wherever the layout puts it); strokes to the board,
 * in coordinates from 0 to 1.
 */
export function DrawingLayer({ seq, shapes, tool, canDraw = false, color, onArrow, onHighlight, onStroke }: DrawingLayerProps) {
  const ref = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ w: 1, h: 1 });
  const [boxes, setBoxes] = useState<Record<string, Box>>({});
  const [from, setFrom] = useState<string | null>(null);
  const [stroke, setStroke] = useState<number[] | null>(null);
  /** The card an arrow drag started on (the arrow tool's left drag). */
  const dragFrom = useRef<string | null>(null);
  const latest = useRef({ onArrow, onHighlight });
  latest.current = { onArrow, onHighlight };

  // Right-drag from one card to another draws an arrow, a right-click on a card highlights it, with
  // any tool: on the whole board (the layer lets pointers through when no tool is chosen).
  useEffect(() => {
    const stage = ref.current?.parentElement;
    if (!canDraw || stage === null || stage === undefined) return;
    let start: string | null = null;
    const down = (e: PointerEvent) => {
      if (e.button !== 2) return;
      start = objectAt(e.clientX, e.clientY, stage);
    };
    const up = (e: PointerEvent) => {
      if (e.button !== 2 || start === null) return;
      const end = objectAt(e.clientX, e.clientY, stage);
      if (end !== null && end !== start) latest.current.onArrow(start, end);
      else if (end === start) latest.current.onHighlight(start);
      start = null;
    };
    const menu = (e: MouseEvent) => e.preventDefault();
    stage.addEventListener("pointerdown", down);
    stage.addEventListener("pointerup", up);
    stage.addEventListener("contextmenu", menu);
    return () => {
      stage.removeEventListener("pointerdown", down);
      stage.removeEventListener("pointerup", up);
      stage.removeEventListener("contextmenu", menu);
    };
  }, [canDraw]);

  // The cards the shapes name: a string, so a new but equal shapes array does not re-measure.
  const named = [...new Set(shapes.flatMap((s) => (s.kind === "arrow" ? [s.from, s.to] : s.kind === "highlight" ? [s.anchor.object] : [])))].sort().join(" ");

  // Where those cards are, relative to the board; again when the layout changes.
  useEffect(() => {
    const svg = ref.current;
    const stage = svg?.parentElement;
    if (svg === null || stage === null || stage === undefined) return;
    const measure = () => {
      const origin = stage.getBoundingClientRect();
      setSize((old) => (old.w === origin.width && old.h === origin.height ? old : { w: origin.width, h: origin.height }));
      const ids = new Set(named === "" ? [] : named.split(" "));
      if (from !== null) ids.add(from);
      const next: Record<string, Box> = {};
      for (const id of ids) {
        const el = stage.querySelector<HTMLElement>(`[data-object="${CSS.escape(id)}"]`);
        if (el === null) continue;
        const r = el.getBoundingClientRect();
        next[id] = { x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height };
      }
      setBoxes((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [named, seq, from]);

  const point = (e: ReactPointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [Math.min(1, Math.max(0, (e.clientX - r.left) / r.width)), Math.min(1, Math.max(0, (e.clientY - r.top) / r.height))] as const;
  };

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (tool === "none" || e.button !== 0) return;
    const stage = e.currentTarget.parentElement!;
    if (tool === "pen") {
      e.currentTarget.setPointerCapture(e.pointerId);
      setStroke([...point(e)]);
      return;
    }
    // The layer itself must not hide the cards from the hit test.
    e.currentTarget.style.pointerEvents = "none";
    const object = objectAt(e.clientX, e.clientY, stage);
    e.currentTarget.style.pointerEvents = "";
    if (object === null) return;
    if (tool === "highlight") return onHighlight(object);
    // The arrow tool: drag from a card to another, or click one and then the other.
    if (from === null) {
      dragFrom.current = object;
      e.currentTarget.setPointerCapture(e.pointerId);
      return setFrom(object);
    }
    if (from !== object) onArrow(from, object);
    setFrom(null);
  };

  /** The end of an arrow tool's drag: over another card, the arrow is drawn. */
  const endDrag = (e: ReactPointerEvent<SVGSVGElement>) => {
    const start = dragFrom.current;
    dragFrom.current = null;
    if (start === null) return;
    const layer = e.currentTarget;
    layer.style.pointerEvents = "none";
    const end = objectAt(e.clientX, e.clientY, layer.parentElement!);
    layer.style.pointerEvents = "";
    if (end === null || end === start) return;
    onArrow(start, end);
    setFrom(null);
  };

  const center = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
  return (
    <svg
      ref={ref}
      className={`review-drawing${tool === "none" ? "" : " review-drawing--active"}`}
      width={size.w}
      height={size.h}
      onPointerDown={onPointerDown}
      onPointerMove={(e) => stroke !== null && setStroke([...stroke, ...point(e)])}
      onPointerUp={(e) => {
        if (stroke !== null && stroke.length >= 4) onStroke(stroke.map((v) => Math.round(v * 10000) / 10000));
        setStroke(null);
        if (tool === "arrow") endDrag(e);
      }}
      data-testid="drawing-layer"
    >
      <defs>
        {shapes
          .filter((s) => s.kind === "arrow")
          .map((s) => (
            <marker key={s.id} id={`head-${s.id}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
              <path d="M0,0L10,5L0,10z" fill={s.color} />
            </marker>
          ))}
      </defs>
      {shapes.map((s) => {
        if (s.kind === "highlight") {
          const b = boxes[s.anchor.object];
          return b === undefined ? null : <rect key={s.id} data-shape={s.id} x={b.x - 3} y={b.y - 3} width={b.w + 6} height={b.h + 6} rx={6} fill="none" stroke={s.color} strokeWidth={3} />;
        }
        if (s.kind === "arrow") {
          const a = boxes[s.from];
          const b = boxes[s.to];
          if (a === undefined || b === undefined) return null;
          const [p, q] = [center(a), center(b)];
          return <line key={s.id} data-shape={s.id} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke={s.color} strokeWidth={4} markerEnd={`url(#head-${s.id})`} />;
        }
        const pts: string[] = [];
        for (let i = 0; i + 1 < s.points.length; i += 2) pts.push(`${(s.points[i]! * size.w).toFixed(1)},${(s.points[i + 1]! * size.h).toFixed(1)}`);
        return <polyline key={s.id} data-shape={s.id} points={pts.join(" ")} fill="none" stroke={s.color} strokeWidth={s.width} strokeLinecap="round" strokeLinejoin="round" />;
      })}
      {stroke !== null && (
        <polyline
          points={Array.from({ length: stroke.length / 2 }, (_, i) => `${(stroke[2 * i]! * size.w).toFixed(1)},${(stroke[2 * i + 1]! * size.h).toFixed(1)}`).join(" ")}
          fill="none"
          stroke={color}
          strokeWidth={3}
        />
      )}
      {from !== null && boxes[from] !== undefined && (
        <rect x={boxes[from]!.x - 2} y={boxes[from]!.y - 2} width={boxes[from]!.w + 4} height={boxes[from]!.h + 4} fill="none" stroke={color} strokeDasharray="4 3" strokeWidth={2} />
      )}
    </svg>
  );
}
