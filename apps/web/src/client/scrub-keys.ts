"use client";
import { keyAction, type ScrubAction } from "@tablecast/ui";
import { useEffect } from "react";

/**
 * The replay's keyboard, page-wide: ←/→, shift+←/→, alt+←/→, space, Home/End, -/+ (scrubber.ts
 * keyAction), except while typing in a field or moving in the event log (its own roving keys).
 */
export function useScrubKeys(act: (action: ScrubAction) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target !== null && ((target.tagName === "INPUT" && (target as HTMLInputElement).type !== "range") || target.tagName === "TEXTAREA" || target.tagName === "SELECT" || target.isContentEditable)) return;
      if (e.ctrlKey || e.metaKey) return;
      // A focused log line has its own keys (arrows, Home/End, Enter: EventLog's roving focus).
      if (target?.tagName === "LI" && target.closest(".tc-log") !== null) return;
      const action = keyAction(e.key, { shift: e.shiftKey, alt: e.altKey });
      if (action === null) return;
      // Space on a focused button is the button's; everything else is the scrubber's.
      if (action.type === "toggle-play" && target?.tagName === "BUTTON") return;
      e.preventDefault();
      act(action);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [act]);
}
