"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/** How many refs one request asks for. */
const BATCH = 200;

/**
 * A card table served by ref (`<endpoint>?ids=…`), as the board draws cards: a lookup that notes
 * each ref it does not know yet, and an effect after each render that fetches those (a batch at a
 * time), so a page loads only what the cards it shows need. A null endpoint: nothing to look up.
 */
function useCardTable(endpoint: string | null): (ref: string) => string | undefined {
  const [table, setTable] = useState<Record<string, string>>({});
  const wanted = useRef(new Set<string>());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    setTable({});
    wanted.current.clear();
    asked.current.clear();
  }, [endpoint]);
  useEffect(() => {
    if (endpoint === null || wanted.current.size === 0) return;
    const ids = [...wanted.current].slice(0, BATCH);
    for (const id of ids) {
      wanted.current.delete(id);
      asked.current.add(id);
    }
    fetch(`${endpoint}?ids=${ids.map(encodeURIComponent).join(",")}`)
      .then((r) => (r.ok ? r.json() : {}))
      .then((t: Record<string, string>) => setTable((before) => ({ ...before, ...t })))
      .catch(() => undefined);
  });
  return useCallback(
    (ref: string) => {
      if (endpoint !== null && ref !== "" && !Object.hasOwn(table, ref) && !asked.current.has(ref)) wanted.current.add(ref);
      return table[ref];
    },
    [table, endpoint],
  );
}

/** Card rules texts (faces in the stream carry stats, not text). */
export function useCardText(game: string): (ref: string) => string | undefined {
  return useCardTable(`/api/cards/${encodeURIComponent(game)}`);
}

/** Card art addresses, when the site serves card pictures (TABLECAST_CARD_IMAGES); else none. */
export function useCardArt(game: string, enabled: boolean): (ref: string) => string | undefined {
  return useCardTable(enabled ? `/api/cards/${encodeURIComponent(game)}/art` : null);
}
