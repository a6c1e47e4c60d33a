export { CARDS, card } from "./cards.js";
export type { CardDef, CardType, Domain } from "./cards.js";
