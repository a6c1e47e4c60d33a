export { riftbound } from "./game";
export { CARDS, card, cardDef } from "./cards";
export type { CardDef, CardType, Domain } from "./cards";
export type { CardModule, Effect } from "./vocabulary";
export { SAMPLE_DECKS, SAMPLE_DECK_LISTS, deckProblems, flatDeck } from "./decks";
export type { DeckList } from "./decks";
export type { RiftboundState } from "./state";
export type { RiftboundEvent } from "./events";
