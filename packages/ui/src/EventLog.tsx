"use client";
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
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
  /**
   * Older lines exist beyond the oldest drawn: the log asks for them (`onOlder`) when the reader
   * scrolls or moves near its oldest line, so a seek draws only about a screenful of lines.
   */
  readonly hasOlder?: boolean;
  readonly onOlder?: () => void;
}

/**
 * The event log as sentences grouped by turn (each turn opens with its player and hero), the rule
 * each cites on hover, each line a way back to its moment.
 * The list is drawn newest first in a bottom-anchored column, so the moment shown stays in view
 * without scripted scrolling (which would force a layout on every seek).
 *
 * Keyboard: the log is one tab stop (roving focus). ↑/↓ move between lines (↑ to older ones, as
 * drawn), Home/End to the newest and oldest, Enter goes to the line's moment; Tab from a line
 * reaches its rule link, then leaves the log.
 */
const NO_HREF = (): null => null;

export function EventLog({ lines, seq, ruleHref = NO_HREF, renderRule, onSeek, hasOlder = false, onOlder }: EventLogProps) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const older = useRef<HTMLLIElement>(null);
  // The lines' handlers, the same object across renders: a memoised line redraws only when it changes.
  const events = useMemo<LineEvents>(
    () => ({
      focus: (item) => {
        const i = Array.prototype.indexOf.call(list.current?.children ?? [], item);
        if (i >= 0) setActive(i);
      },
    }),
    [],
  );
  const at = Math.min(active, Math.max(0, lines.length - 1));
  // Only the active line's links are in the tab order; the others are reached with the arrows.
  useLayoutEffect(() => {
    const items = list.current?.children;
    if (items === undefined) return;
    for (let i = 0; i < items.length; i++)
      for (const el of items[i]!.querySelectorAll<HTMLElement>("a, button")) {
        const tab = i === at ? 0 : -1;
        // Set only when it changes: a write is a DOM mutation (and style work) even when it is the same.
        if (el.tabIndex !== tab) el.tabIndex = tab;
      }
  });
  // Observed again whenever the lines change, so a log taller than what was drawn keeps asking.
  const count = lines.length;
  useEffect(() => {
    const root = list.current;
    const mark = older.current;
    if (!hasOlder || onOlder === undefined || root === null || mark === null || typeof IntersectionObserver === "undefined") return;
    // A small margin: lines drawn past it would be laid out on every seek without being seen.
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onOlder(), { root, rootMargin: "48px" });
    seen.observe(mark);
    return () => seen.disconnect();
  }, [hasOlder, onOlder, count]);
  const move = (to: number) => {
    if (hasOlder && to >= lines.length - 10) onOlder?.();
    const next = Math.max(0, Math.min(lines.length - 1, to));
    setActive(next);
    (list.current?.children[next] as HTMLElement | undefined)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLOListElement>) => {
    if (!(e.target instanceof HTMLElement) || e.target.tagName !== "LI") return;
    const keys: Record<string, number> = { ArrowUp: at + 1, ArrowDown: at - 1, PageUp: at + 10, PageDown: at - 10, Home: 0, End: lines.length - 1 };
    if (e.key in keys) {
      e.preventDefault();
      move(keys[e.key]!);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      const line = lines[at];
      if (line !== undefined) onSeek?.(line.seq);
    }
  };
  // A line's number goes to its moment on a click; one listener for the list, so each line is plain
  // text (a button per line costs layout on every seek; the keyboard way is Enter on the line).
  const onClick = (e: MouseEvent<HTMLOListElement>) => {
    const number = e.target instanceof Element ? e.target.closest(".tc-log__seq") : null;
    const item = number?.closest<HTMLElement>("li[data-seq]");
    if (item != null) onSeek?.(Number(item.dataset.seq));
  };
  const keys = useRecycledKeys(lines);
  return (
    <ol className="tc-log" aria-label="event log (arrow keys move between lines, Enter goes to a line's moment)" ref={list} onKeyDown={onKeyDown} onClick={onClick}>
      {lines.map((line, i) => (
        <LogItem key={keys[i]} line={line} active={i === at} future={line.seq > seq} ruleHref={ruleHref} renderRule={renderRule} events={events} />
      ))}
      {hasOlder && <li className="tc-log__older" ref={older} aria-hidden="true" />}
    </ol>
  );
}

/**
 * React keys for the lines drawn. A line still drawn keeps its key, so a step moves one element;
 * a line new to the window takes the key of one that left, so a jump elsewhere rewrites the
 * elements in place instead of unmounting and making every one again (a seek's largest cost).
 * A line is its seq and its place among that seq's lines, counted from the newest.
 */
function useRecycledKeys(lines: readonly LogLine[]): readonly number[] {
  const held = useRef<{ byLine: Map<string, number>; next: number }>({ byLine: new Map(), next: 0 });
  return useMemo(() => {
    const ids: string[] = [];
    let prevSeq = -1;
    let nth = 0;
    for (const line of lines) {
      nth = line.seq === prevSeq ? nth + 1 : 0;
      prevSeq = line.seq;
      ids.push(`${line.seq}:${nth}`);
    }
    const { byLine } = held.current;
    const staying = new Set(ids);
    const freed = [...byLine].filter(([id]) => !staying.has(id)).map(([, key]) => key);
    const next = new Map<string, number>();
    const keys = ids.map((id) => {
      const key = byLine.get(id) ?? freed.pop() ?? held.current.next++;
      next.set(id, key);
      return key;
    });
    held.current.byLine = next;
    return keys;
  }, [lines]);
}

interface LineEvents {
  /** A line took focus (clicked or tabbed to): it becomes the active line. */
  focus(item: Element): void;
}

/** One line: drawn again only when the line, its place, or whether it is active or ahead of the moment changes. */
const LogItem = memo(function LogItem({
  line,
  active,
  future,
  ruleHref,
  renderRule,
  events,
}: {
  line: LogLine;
  active: boolean;
  future: boolean;
  ruleHref: (citation: string) => string | null;
  renderRule: ((citation: string) => ReactNode) | undefined;
  events: LineEvents;
}) {
  const href = line.rule === undefined ? null : ruleHref(line.rule);
  return (
    <li
      className={`tc-log__line${future ? " tc-log__line--future" : ""}${line.heading === undefined ? "" : " tc-log__line--turn"}`}
      data-turn={line.turn}
      data-seq={line.seq}
      tabIndex={active ? 0 : -1}
      onFocus={(e) => {
        if (e.target === e.currentTarget && !active) events.focus(e.currentTarget);
      }}
    >
      {line.heading !== undefined && (
        <span className="tc-log__turn" role="heading" aria-level={3}>
          {line.heading}
        </span>
      )}
      <span className="tc-log__seq" title={`go to decision ${line.seq}`}>
        {line.seq}
      </span>
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
});
