export { duel, DUEL_CARDS, type DuelState } from "./duel";
