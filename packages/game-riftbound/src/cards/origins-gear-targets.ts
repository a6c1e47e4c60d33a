import { aGear, choosing, choosingUpToOne, draw, killGear, killGearThenBuffMe, whenIConquer, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) cards choosing gear (147) as their targets (355). */
export const ORIGINS_GEAR_TARGETS: readonly (readonly [string, CardModule])[] = [
  real("OGN-224", { spell: choosingUpToOne(aGear, killGear(), draw(1)) }), // Salvage: [Action]; "You may kill up to one gear. Draw 1."
  real("OGN-056", { triggers: [{ ...whenIConquer(choosing(aGear, killGearThenBuffMe())), may: {} }] }), // Adaptatron: "When I conquer, you may kill a gear. If you do, buff me."
];
