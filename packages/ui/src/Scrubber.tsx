"use client";
import { memo } from "react";
import { SPEEDS, positionOf, type Marker, type ScrubAction, type Speed } from "./scrubber";

/**
 * Turn markers as one SVG path: a long game has hundreds of turns, and one element costs a seek
 * nothing to keep, where hundreds of buttons would be re-rendered every frame.
 */
const Ticks = memo(function Ticks({ markers }: { markers: readonly Marker[] }) {
  const d = markers.map((m) => `M${(m.position * 1000).toFixed(1)},0V8`).join("");
  return (
    <svg className="tc-scrubber__markers" viewBox="0 0 1000 8" preserveAspectRatio="none" aria-hidden>
      {/* One string: React renders an SVG <title> with several children as an empty one on the
          server but as text nodes in the browser, a hydration mismatch. */}
      <title>{`${markers.length} turns`}</title>
      <path d={d} vectorEffect="non-scaling-stroke" />
    </svg>
  );
});

export interface ScrubberProps {
  readonly seq: number;
  readonly lastSeq: number;
  readonly markers: readonly Marker[];
  readonly playing: boolean;
  readonly speed: Speed;
  /** A label for the moment, e.g. "Turn 4 · action phase". */
  readonly caption?: string;
  readonly live?: boolean;
  readonly onAction: (action: ScrubAction) => void;
}

/** The replay transport: a track over the whole log with turn markers, step buttons, play and speed. */
export function Scrubber({ seq, lastSeq, markers, playing, speed, caption, live = false, onAction }: ScrubberProps) {
  return (
    <div className="tc-scrubber" role="group" aria-label="replay controls">
      <div className="tc-scrubber__track">
        <input
          type="range"
          className="tc-scrubber__range"
          aria-label="moment"
          min={0}
          max={Math.max(0, lastSeq)}
          step={1}
          value={Math.max(0, seq)}
          // The page owns the keyboard map; the range takes pointer drags and clicks.
          onKeyDown={(e) => e.preventDefault()}
          onChange={(e) => onAction({ type: "seek", seq: Number(e.currentTarget.value) })}
        />
        <Ticks markers={markers} />
        {/* Scaled, not resized: a seek then lays out nothing in the track. */}
        <div className="tc-scrubber__progress" style={{ transform: `scaleX(${positionOf(seq, lastSeq).toFixed(5)})` }} aria-hidden />
      </div>
      <div className="tc-scrubber__buttons">
        <button type="button" onClick={() => onAction({ type: "home" })} title="start (Home)" aria-label="start">|◀</button>
        <button type="button" onClick={() => onAction({ type: "step", unit: "turn", direction: -1 })} title="previous turn (shift+←)" aria-label="previous turn">◀◀</button>
        <button type="button" onClick={() => onAction({ type: "step", unit: "decision", direction: -1 })} title="previous decision (←)" aria-label="previous decision">◀</button>
        <button type="button" className="tc-scrubber__play" onClick={() => onAction({ type: "toggle-play" })} title="play / pause (space)" aria-label={playing ? "pause" : "play"}>
          {playing ? "❚❚" : "▶"}
        </button>
        <button type="button" onClick={() => onAction({ type: "step", unit: "decision", direction: 1 })} title="next decision (→)" aria-label="next decision">▶</button>
        <button type="button" onClick={() => onAction({ type: "step", unit: "turn", direction: 1 })} title="next turn (shift+→)" aria-label="next turn">▶▶</button>
        <button type="button" onClick={() => onAction({ type: "end" })} title={live ? "live (End)" : "end (End)"} aria-label={live ? "live" : "end"}>
          {live ? "● live" : "▶|"}
        </button>
        <label className="tc-scrubber__speed">
          speed{" "}
          <select aria-label="speed" value={speed} onChange={(e) => onAction({ type: "set-speed", speed: Number(e.currentTarget.value) as Speed })}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <span className="tc-scrubber__caption" aria-live="polite">
          <span data-testid="seq">{seq}</span> / {lastSeq}
          {caption !== undefined && <> · {caption}</>}
        </span>
      </div>
    </div>
  );
}
