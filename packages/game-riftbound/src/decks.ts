import { card } from "./cards";

export interface DeckList {
  readonly legend: string;
  readonly champion: string;
  readonly battlefields: readonly string[];
  readonly main: readonly string[];
  readonly runes: readonly string[];
}

const copies = (id: string, n: number): string[] => Array.from({ length: n }, () => id);

/** Two sample decks built from original test cards only. */
export const SAMPLE_DECKS: Readonly<Record<string, DeckList>> = {
  ember: {
    legend: "t-legend-ember",
    champion: "t-champ-ember",
    battlefields: ["t-bf-ridge", "t-bf-forge", "t-bf-pass"],
    main: [...copies("t-champ-ember", 1), ...threeOfEach("fury"), ...copies("t-fury-17", 3), ...copies("t-fury-18", 3)],
    runes: copies("t-rune-fury", 12),
  },
  tide: {
    legend: "t-legend-tide",
    champion: "t-champ-tide",
    battlefields: ["t-bf-grove", "t-bf-shrine", "t-bf-delta"],
    main: [...copies("t-champ-tide", 1), ...threeOfEach("calm"), ...copies("t-calm-14", 3), ...copies("t-calm-15", 3)],
    runes: copies("t-rune-calm", 12),
  },
};

function threeOfEach(domain: string): string[] {
  return Array.from({ length: 13 }, (_, i) => copies(`t-${domain}-${String(i + 1).padStart(2, "0")}`, 3)).flat();
}

/** A deck as the flat list of card refs a match is configured with: legend, battlefields, main deck (with the champion), runes. */
export const flatDeck = (deck: DeckList): string[] => [deck.legend, ...deck.battlefields, ...deck.main, ...deck.runes];

/** The sample decks as match configurations take them. */
export const SAMPLE_DECK_LISTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(SAMPLE_DECKS).map(([k, d]) => [k, flatDeck(d)]));

/** Deck problems by rule: main deck at least 40 (riftbound:103.2), at most 3 copies
 * per name (riftbound:103.2.b), rune deck exactly 12 runes (riftbound:103.3). */
export function deckProblems(deck: DeckList): string[] {
  const problems: string[] = [];
  if (deck.main.length < 40) problems.push("riftbound:103.2 main deck has fewer than 40 cards");
  const counts = new Map<string, number>();
  for (const id of deck.main) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, n] of counts) if (n > 3) problems.push(`riftbound:103.2.b more than 3 copies of ${id}`);
  if (deck.runes.length !== 12) problems.push("riftbound:103.3 rune deck is not exactly 12 runes");
  if (!deck.main.includes(deck.champion)) problems.push("riftbound:103.2 chosen champion not in main deck");
  for (const id of [deck.legend, deck.champion, ...deck.battlefields, ...deck.main, ...deck.runes])
    if (card(id) === undefined) problems.push(`unknown card ${id}`);
  return problems;
}
