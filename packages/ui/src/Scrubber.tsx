"use client";
import { SPEEDS, positionOf, type Marker, type ScrubAction, type Speed } from "./scrubber";

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
        <div className="tc-scrubber__markers" aria-hidden>
          {markers.map((m) => (
            <button type="button" tabIndex={-1} key={m.seq} className="tc-scrubber__marker" style={{ left: `${(m.position * 100).toFixed(3)}%` }} title={m.label} onClick={() => onAction({ type: "seek", seq: m.seq })} />
          ))}
        </div>
        <div className="tc-scrubber__progress" style={{ width: `${(positionOf(seq, lastSeq) * 100).toFixed(3)}%` }} aria-hidden />
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
