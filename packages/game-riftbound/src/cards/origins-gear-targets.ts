import { aFriendlyUnit, buff, whenPlayed, aGear, aUnitAtABattlefield, choosing, choosingUpToOne, draw, giveItTemporary, killGear, killGearThenBuffMe, whenIConquer, type CardModule, type Selector } from "../vocabulary";
import { real } from "./real";

const aUnitAtABattlefieldOrAGear: Selector = { text: "a unit at a battlefield or a gear", pick: (s, seat, self) => [...aUnitAtABattlefield.pick(s, seat, self), ...aGear.pick(s, seat, self)] };

/** Origins (OGN) cards choosing gear (147) as their targets (355). */
export const ORIGINS_GEAR_TARGETS: readonly (readonly [string, CardModule])[] = [
  real("OGN-224", { spell: choosingUpToOne(aGear, killGear(), draw(1)) }), // Salvage: [Action]; "You may kill up to one gear. Draw 1."
  real("OGN-056", { triggers: [{ ...whenIConquer(choosing(aGear, killGearThenBuffMe())), may: {} }] }), // Adaptatron: "When I conquer, you may kill a gear. If you do, buff me."
  // Fading Memories: "Give a unit at a battlefield or a gear [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)"
  real("OGN-180", { spell: choosing(aUnitAtABattlefieldOrAGear, giveItTemporary()) }),
  // Spirit's Refuge (gear): "When you play this, buff a friendly unit. Friendly buffed units have [Deflect] if they didn't already." (statics.ts)
  real("OGN-063", { triggers: [whenPlayed(choosing(aFriendlyUnit, buff()))] }),
  real("OGN-227"), // Symbol of the Solari (gear): "If a combat where you are the attacker ends in a tie, recall ALL units instead." (rules/combat.ts)
];
