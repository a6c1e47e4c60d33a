"use client";
import type { Presence } from "@tablecast/annotations";
import { useEffect, useRef } from "react";

/** Pointer updates at most this often (30 a second). */
const SEND_MS = 33;

/**
 * Everyone's pointer on the board, in board coordinates from 0 to 1, shared through awareness;
 * others' pointers are drawn when they look at the same moment.
 */
export function Cursors({ me, everyone, seq, onMove }: { me: string; everyone: readonly Presence[]; seq: number; onMove: (cursor: { x: number; y: number } | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const stage = ref.current?.parentElement;
    if (stage === null || stage === undefined) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let sentAt = Number.NEGATIVE_INFINITY;
    let last: { x: number; y: number } | null = null;
    // At most one awareness update per SEND_MS, however fast the pointer or the display: the
    // room's server budgets each connection's messages per second.
    const send = () => {
      timer = null;
      sentAt = performance.now();
      onMove(last);
    };
    const schedule = () => {
      timer ??= setTimeout(send, Math.max(0, sentAt + SEND_MS - performance.now()));
    };
    const move = (e: PointerEvent) => {
      const r = stage.getBoundingClientRect();
      last = { x: Math.round(((e.clientX - r.left) / r.width) * 1000) / 1000, y: Math.round(((e.clientY - r.top) / r.height) * 1000) / 1000 };
      schedule();
    };
    const leave = () => {
      last = null;
      schedule();
    };
    stage.addEventListener("pointermove", move);
    stage.addEventListener("pointerleave", leave);
    return () => {
      stage.removeEventListener("pointermove", move);
      stage.removeEventListener("pointerleave", leave);
      if (timer !== null) clearTimeout(timer);
    };
  }, [onMove]);
  return (
    <div ref={ref} className="review-cursors" aria-hidden>
      {everyone
        .filter((p) => p.user.id !== me && p.cursor !== null && p.playhead.seq === seq)
        .map((p) => (
          <span key={p.user.id} className="review-cursor" data-cursor={p.user.id} style={{ left: `${p.cursor!.x * 100}%`, top: `${p.cursor!.y * 100}%`, borderColor: p.user.color }}>
            <span style={{ background: p.user.color }}>{p.user.name}</span>
          </span>
        ))}
    </div>
  );
}
