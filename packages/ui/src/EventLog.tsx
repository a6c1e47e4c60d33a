"use client";
import { useEffect, useRef } from "react";
import type { LogLine } from "./log";

export interface EventLogProps {
  readonly lines: readonly LogLine[];
  /** The moment shown: later lines are dimmed (replays) rather than removed, so nothing jumps. */
  readonly seq: number;
  /** Where a rule citation links (the rules reference), or null for plain text. */
  readonly ruleHref?: (citation: string) => string | null;
  readonly onSeek?: (seq: number) => void;
}

/** The event log as sentences, the rule each cites on hover, each line a way back to its moment. */
export function EventLog({ lines, seq, ruleHref = () => null, onSeek }: EventLogProps) {
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView({ block: "nearest" });
  }, [seq]);
  let lastShown = -1;
  lines.forEach((l, i) => {
    if (l.seq <= seq) lastShown = i;
  });
  return (
    <ol className="tc-log" aria-label="event log">
      {lines.map((line, i) => {
        const href = line.rule === undefined ? null : ruleHref(line.rule);
        const future = line.seq > seq;
        return (
          <li key={i} ref={i === lastShown ? current : undefined} className={`tc-log__line${future ? " tc-log__line--future" : ""}`} data-seq={line.seq}>
            <button type="button" className="tc-log__seq" onClick={() => onSeek?.(line.seq)} title={`go to decision ${line.seq}`} tabIndex={onSeek === undefined ? -1 : 0}>
              {line.seq}
            </button>
            <span className="tc-log__text" title={line.rule === undefined ? undefined : `rule ${line.rule}`}>
              {line.text}
            </span>
            {line.rule !== undefined &&
              (href === null ? (
                <span className="tc-log__rule">{line.rule}</span>
              ) : (
                <a className="tc-log__rule" href={href} title={`rule ${line.rule}`}>
                  {line.rule}
                </a>
              ))}
          </li>
        );
      })}
    </ol>
  );
}
