import { does, draw, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) gear whose activated abilities cost more than [E] (377, 416.5). */
export const ORIGINS_GEAR_ABILITIES: readonly (readonly [string, CardModule])[] = [
  // Garbage Grabber: "Recycle 3 from your trash, [1], [E]: Draw 1." (416.5: the three go under the Main Deck in a random order)
  real("OGN-099", { activated: { ...does(draw(1)), cost: 1, verb: "draw 1", recycleFromTrash: 3 } }),
];
