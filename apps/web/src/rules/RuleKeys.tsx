"use client";
import { useRouter } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";

interface Links {
  readonly prev: string | null;
  readonly next: string | null;
  readonly up: string;
}

/** Reading rule after rule from the keyboard: ← previous, → next, u up to the section. */
export function RuleKeys({ prev, next, up }: Links) {
  const router = useRouter();
  // The rule pages reuse this component as one rule replaces another: the links are updated as the
  // new rule is committed (a layout effect), so a key pressed once the new rule shows never follows
  // the previous rule's links (a passive effect re-subscribing after paint left that window open).
  const links = useRef<Links>({ prev, next, up });
  useLayoutEffect(() => {
    links.current = { prev, next, up };
  }, [prev, next, up]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
      if (t !== null && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) return;
      const { prev: before, next: after, up: parent } = links.current;
      const to = e.key === "ArrowLeft" ? before : e.key === "ArrowRight" ? after : e.key === "u" ? parent : null;
      if (to === null) return;
      e.preventDefault();
      router.push(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router]);
  return (
    <p className="rb-keys">
      <kbd>←</kbd> <kbd>→</kbd> previous and next rule · <kbd>u</kbd> up · <kbd>/</kbd> search
    </p>
  );
}
