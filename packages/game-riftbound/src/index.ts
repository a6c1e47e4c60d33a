export { CARDS, card } from "./cards.js";
export type { CardDef, CardType, Domain } from "./cards.js";
export { SAMPLE_DECKS, deckProblems } from "./decks.js";
export type { DeckList } from "./decks.js";
