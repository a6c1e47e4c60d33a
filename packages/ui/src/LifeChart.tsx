"use client";
import { useMemo } from "react";
import { chartPaths, valueAt, type Series } from "./life";
import { seqAt, positionOf } from "./scrubber";
import { seatLabel } from "./table";

export interface LifeChartProps {
  readonly series: readonly Series[];
  readonly lastSeq: number;
  readonly seq: number;
  readonly onSeek?: (seq: number) => void;
  /** What the lines are: "life" (the default), "vitality", "points". */
  readonly counter?: string;
}

const W = 600;
const H = 80;

/** Life totals (or the game's own headline counter) over the game; a click jumps to that moment. */
export function LifeChart({ series, lastSeq, seq, onSeek, counter = "life" }: LifeChartProps) {
  const paths = useMemo(() => chartPaths(series, lastSeq, W, H), [series, lastSeq]);
  return (
    <figure className="tc-life">
      <div className="tc-life__plot">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${counter === "life" ? "life totals" : counter} over the game (click to jump)`}
        onClick={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          onSeek?.(seqAt((e.clientX - box.left) / box.width, lastSeq));
        }}
      >
        {paths.map((p) => (
          <path key={p.seat} d={p.d} className={`tc-life__line tc-life__line--p${p.seat + 1}`} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      {/* The moment shown: a line placed over the chart, so a seek lays out that line alone, not the chart. */}
      <div className="tc-life__now" style={{ left: `calc(${positionOf(seq, lastSeq).toFixed(5)} * (100% - 1px))` }} aria-hidden />
      </div>
      <figcaption>
        {series.map((s) => (
          <span key={s.seat} className={`tc-life__key tc-life__key--p${s.seat + 1}`}>
            {seatLabel(s.seat)} {valueAt(s, seq) ?? "–"}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
