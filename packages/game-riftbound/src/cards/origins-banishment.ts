import { does, takeATurnAfterThis, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) cards that banish (427: to the Banishment, 108.6), and the turns they add (737). */
export const ORIGINS_BANISHMENT: readonly (readonly [string, CardModule])[] = [
  real("OGN-122", { spell: does(takeATurnAfterThis()), banishThis: true }), // Time Warp: "Take a turn after this one. Banish this."
];
