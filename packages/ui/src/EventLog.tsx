"use client";
import type { ReactNode } from "react";
import type { LogLine } from "./log";

export interface EventLogProps {
  /** Lines up to the moment shown, newest first. */
  readonly lines: readonly LogLine[];
  /** The moment shown: a line after it (a live viewer who scrubbed back) is dimmed. */
  readonly seq: number;
  /** Where a rule citation links (the rules reference), or null for plain text. */
  readonly ruleHref?: (citation: string) => string | null;
  /** Draws a citation (the app's rule link with its hover preview); wins over ruleHref. */
  readonly renderRule?: (citation: string) => ReactNode;
  readonly onSeek?: (seq: number) => void;
}

/**
 * The event log as sentences, the rule each cites on hover, each line a way back to its moment.
 * The list is drawn newest first in a bottom-anchored column, so the moment shown stays in view
 * without scripted scrolling (which would force a layout on every seek).
 */
export function EventLog({ lines, seq, ruleHref = () => null, renderRule, onSeek }: EventLogProps) {
  return (
    <ol className="tc-log" aria-label="event log">
      {lines.map((line, i) => {
        const href = line.rule === undefined ? null : ruleHref(line.rule);
        const future = line.seq > seq;
        return (
          <li key={`${line.seq}:${i}`} className={`tc-log__line${future ? " tc-log__line--future" : ""}`} data-seq={line.seq}>
            <button type="button" className="tc-log__seq" onClick={() => onSeek?.(line.seq)} title={`go to decision ${line.seq}`} tabIndex={onSeek === undefined ? -1 : 0}>
              {line.seq}
            </button>
            <span className="tc-log__text" title={line.rule === undefined ? undefined : `rule ${line.rule}`}>
              {line.text}
            </span>
            {line.rule !== undefined && renderRule !== undefined && <span className="tc-log__rule">{renderRule(line.rule)}</span>}
            {line.rule !== undefined &&
              renderRule === undefined &&
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
