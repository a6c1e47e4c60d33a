import { aFriendlyUnit, choosing, does, draw, exhaustTo, mightThisTurn, type CardModule } from "../vocabulary";

/** 174: the Champion Legends' "[N], [E]: …" abilities. */
export const LEGENDS: readonly (readonly [string, CardModule])[] = [
  // Ember Warden: "[1], [E]: Give a friendly unit +1 Might this turn."
  ["t-legend-ember", { activated: exhaustTo(1, "+1 Might this turn for", choosing(aFriendlyUnit, mightThisTurn(1))) }],
  // Tide Sage: "[2], [E]: Draw 1."
  ["t-legend-tide", { activated: exhaustTo(2, "draw 1", does(draw(1))) }],
];
