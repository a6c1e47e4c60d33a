"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Reading rule after rule from the keyboard: ← previous, → next, u up to the section. */
export function RuleKeys({ prev, next, up }: { prev: string | null; next: string | null; up: string }) {
  const router = useRouter();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
      if (t !== null && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) return;
      const to = e.key === "ArrowLeft" ? prev : e.key === "ArrowRight" ? next : e.key === "u" ? up : null;
      if (to === null) return;
      e.preventDefault();
      router.push(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router, prev, next, up]);
  return (
    <p className="rb-keys">
      <kbd>←</kbd> <kbd>→</kbd> previous and next rule · <kbd>u</kbd> up · <kbd>/</kbd> search
    </p>
  );
}
