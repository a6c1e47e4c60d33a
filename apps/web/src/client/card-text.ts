"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Card texts as the board draws cards: a lookup that notes each ref it does not know yet, and an
 * effect after each render that fetches those (a batch at a time), so a page loads only the texts
 * of the cards it shows.
 */
export function useCardText(game: string): (ref: string) => string | undefined {
  const [table, setTable] = useState<Record<string, string>>({});
  const wanted = useRef(new Set<string>());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    setTable({});
    wanted.current.clear();
    asked.current.clear();
  }, [game]);
  useEffect(() => {
    if (wanted.current.size === 0) return;
    const ids = [...wanted.current].slice(0, CARD_TEXT_BATCH);
    for (const id of ids) {
      wanted.current.delete(id);
      asked.current.add(id);
    }
    fetch(`/api/cards/${encodeURIComponent(game)}?ids=${ids.map(encodeURIComponent).join(",")}`)
      .then((r) => (r.ok ? r.json() : {}))
      .then((t: Record<string, string>) => setTable((before) => ({ ...before, ...t })))
      .catch(() => undefined);
  });
  return useCallback(
    (ref: string) => {
      if (ref !== "" && !Object.hasOwn(table, ref) && !asked.current.has(ref)) wanted.current.add(ref);
      return table[ref];
    },
    [table],
  );
}
const CARD_TEXT_BATCH = 200;
