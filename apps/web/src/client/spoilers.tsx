"use client";
import { useCallback, useEffect, useState } from "react";

/**
 * "Show result": whether finished matches may show who won before the replay reaches the end. Off
 * by default (a replay should not spoil itself); remembered in this browser and shared by the lobby
 * and every match page, across tabs.
 */
const KEY = "tablecast:show-result";

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

/** The setting, and a setter; false until the page has mounted (the server cannot know it). */
export function useShowResult(): readonly [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    setOn(read());
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY) setOn(read());
    };
    const onLocal = () => setOn(read());
    window.addEventListener("storage", onStorage);
    window.addEventListener(KEY, onLocal);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(KEY, onLocal);
    };
  }, []);
  const set = useCallback((value: boolean) => {
    try {
      window.localStorage.setItem(KEY, value ? "1" : "0");
    } catch {
      // Storage may be off (private windows): the setting then lasts for this page only.
    }
    setOn(value);
    window.dispatchEvent(new Event(KEY));
  }, []);
  return [on, set] as const;
}

/** The setting as a checkbox. */
export function ShowResultToggle() {
  const [on, set] = useShowResult();
  return (
    <label className="show-result">
      <input type="checkbox" checked={on} onChange={(e) => set(e.currentTarget.checked)} data-testid="show-result" /> Show results
    </label>
  );
}

/** A finished match's result in the lobby: hidden unless the setting is on or the row's own button is pressed. */
export function ResultCell({ text }: { text: string }) {
  const [on] = useShowResult();
  const [revealed, setRevealed] = useState(false);
  if (on || revealed) return <span data-testid="result">{text}</span>;
  return (
    <button type="button" className="review-link spoiler" onClick={() => setRevealed(true)} data-testid="result-hidden" aria-label="Show this match's result">
      hidden · show
    </button>
  );
}
