import { deckProblems as checkDeck } from "./rules/deck";

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

/** Deck problems by rule (rules/deck.ts: 103, 480.4.a, 825), each "riftbound:<rule> <message>". */
export function deckProblems(deck: DeckList): string[] {
  return checkDeck(flatDeck(deck), { champion: deck.champion }).map((p) => `${p.rule ?? p.code} ${p.message}`);
}
