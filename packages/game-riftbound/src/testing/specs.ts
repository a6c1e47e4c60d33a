import { card } from "../cards";

/** Short spellings the card tests share for their scenario specs and assertions. */

/** A battlefield by card name or id, held by `controller` (null: uncontrolled). */
export const bf = (name: string, controller: 0 | 1 | null = null) => ({ name, controller });

/** `n` runes of one domain, for a side's `runes`. */
export const runes = (domain: string, n: number) => Array.from({ length: n }, () => domain);

/** The card names of objects (units, cards in a zone), in order. */
export const names = (ids: readonly { card: string }[]) => ids.map((c) => card(c.card)!.name);
