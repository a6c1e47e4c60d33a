export { ufs } from "./game";
export { project, faceOf } from "./project";
export { evaluate } from "./evaluate";
export { SAMPLE_DECKS, KAEDE_DECK, BRAM_DECK } from "./decks";
export { readDeck, MIN_DECK_SIZE, MAX_COPIES, type DeckList } from "./setup";
export { CARDS, cardDef, cardByName, abilitiesOf, textOf, keywordLine, symbolsOf, type CardDef, type Ability, type Effect, type Cost, type Keywords, type Zone, type CardType } from "./cards";
export { coverage, coverageMarkdown, type CoverageRow } from "./coverage";
export type { UfsEvent } from "./events";
export type { UfsState, PlayerState, PoolCard, StageCard, AttackSequence, ResponseWindow, GameEvent, Pending, Awaiting } from "./state";
