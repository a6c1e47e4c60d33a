"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";

/** A large frame enlarges the board, up to this much. */
const MAX_SCALE = 1.6;

/**
 * Lays its content out at a fixed width and scales it to fit the box it is given, width and
 * height: a board drawn for a desktop stays whole in a 640×360 iframe or on a phone.
 */
export function FitBox({ width, children, className = "" }: { width: number; children: ReactNode; className?: string }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<number | null>(null);
  useEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (box === null || content === null) return;
    const fit = () => {
      const height = content.offsetHeight;
      if (height === 0 || box.clientWidth === 0) return;
      setScale(Math.min(MAX_SCALE, box.clientWidth / width, box.clientHeight / height));
    };
    const watch = new ResizeObserver(fit);
    watch.observe(box);
    watch.observe(content);
    fit();
    return () => watch.disconnect();
  }, [width]);
  return (
    <div ref={outer} className={`fit-box ${className}`} data-scale={scale ?? undefined}>
      <div ref={inner} className="fit-box__content" style={{ width, transform: `translateX(-50%) scale(${scale ?? 1})`, visibility: scale === null ? "hidden" : undefined }}>
        {children}
      </div>
    </div>
  );
}
