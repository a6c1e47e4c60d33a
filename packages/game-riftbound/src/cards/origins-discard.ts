import { deathknell, discard, does, eachPlayerDiscardsHandThenDraws, legion, mightToMe, readyMe, whenConquered, whenPlayed, whenYouDiscard, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) cards that discard (422: from hand to trash, chosen by the player) or trigger on it. */
export const ORIGINS_DISCARD: readonly (readonly [string, CardModule])[] = [
  real("OGN-003", { triggers: [whenPlayed(does(discard(1)))] }), // Chemtech Enforcer: [Assault 2]; "When you play me, discard 1."
  real("OGN-030", { triggers: [whenPlayed(does(discard(2)))] }), // Jinx - Demolitionist: [Accelerate], [Assault 2]; "When you play me, discard 2."
  real("OGN-020", { triggers: [legion(does(discard(2, 2)))] }), // Scrapyard Champion: "[Legion] — When you play me, discard 2, then draw 2."
  real("OGN-178", { triggers: [deathknell(does(discard(2, 2)))] }), // Undercover Agent: "[Deathknell] — Discard 2, then draw 2."
  real("OGN-298", { triggers: [whenConquered(does(discard(1, 1)))] }), // Zaun Warrens: "When you conquer here, discard 1, then draw 1."
  real("OGN-201", { spell: does(eachPlayerDiscardsHandThenDraws(4)) }), // Invert Timelines: "Each player discards their hand, then draws 4."
  real("OGN-202", { triggers: [whenYouDiscard(does(readyMe(), mightToMe(1)))] }), // Jinx - Rebel: "When you discard one or more cards, ready me and give me +1 Might this turn."
];
