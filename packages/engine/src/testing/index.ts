export { duel, DUEL_CARDS, type DuelState } from "./duel";
export { duelSeats, fromFile, simulateDuel } from "./fixtures";
export { findLeaks, zoneAsSeen } from "./leaks";
export { namedHiddenCards } from "./named";
export {
  distinguishable,
  firstDifference,
  hiddenInformationProblems,
  hiddenVariants,
  redactEventsOnly,
  traceHiddenCards,
  type HiddenVariant,
  type Redact,
  type TraceResult,
} from "./hidden";
