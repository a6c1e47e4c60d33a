export { duel, DUEL_CARDS, type DuelState } from "./duel";
export { duelSeats, simulateDuel } from "./fixtures";
export { findLeaks, zoneAsSeen } from "./leaks";
