import {
  aBattlefield,
  aFriendlyUnit,
  buff,
  choosing,
  choosingTwo,
  damageEnemiesThere,
  does,
  onEach,
  preventSpellDamageThisTurn,
  recallInsteadOfDyingThisTurn,
  siphonThere,
  units,
  vision,
  whenPlayed,
  whenYouPlay,
  friendly,
  another,
  type CardModule,
} from "../vocabulary";
import { cardDef } from "../cards";
import { real } from "./real";

const cardType = (id: string): string => cardDef(id).type;
const anotherFriendly = units("another friendly unit", friendly, another);

/**
 * Origins (OGN) and Proving Grounds (OGS) cards of further rule areas: a battlefield chosen as a
 * target (169.7), replacement and prevention effects (367–375, 437), a triggered ability choosing
 * two units (355.5.b, 355.11), Vision (817).
 */
export const ORIGINS_RULES: readonly (readonly [string, CardModule])[] = [
  real("OGS-002", { spell: choosing(aBattlefield, damageEnemiesThere(3)) }), // Firestorm: "Deal 3 to all enemy units at a battlefield."
  // Siphon Power: [Reaction]; "Choose a battlefield. Give friendly units there +1 Might this turn and enemy units there -1 Might this turn, to a minimum of 1 Might."
  real("OGN-266", { spell: choosing(aBattlefield, siphonThere(1)) }),
  // Highlander: [Reaction]; "Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and recall it instead."
  real("OGS-020", { spell: choosing(aFriendlyUnit, recallInsteadOfDyingThisTurn()) }),
  real("OGN-145", { spell: does(preventSpellDamageThisTurn()) }), // Unyielding Spirit: [Reaction]; "Prevent all spell and ability damage this turn."
  // Kinkou Monk: "When you play me, buff up to two other friendly units."
  real("OGN-141", { triggers: [whenPlayed(choosingTwo(anotherFriendly, { target: anotherFriendly, upTo: true, other: true }, onEach(buff())))] }),
  real("OGN-171", { triggers: [whenPlayed(does(vision()))] }), // Mystic Poro: [Vision]
  real("OGN-086", { triggers: [whenPlayed(does(vision()))] }), // Jeweled Colossus: [Vision], [Shield]
  // Gemcraft Seer: [Vision]; "Other friendly units have [Vision]." — each other unit its player plays while the Seer is on the board sees too (817.2: each instance separately).
  real("OGN-100", {
    triggers: [whenPlayed(does(vision())), { ...whenYouPlay("another unit (its [Vision])", (c, source) => c.played !== undefined && c.played.object !== source && ["unit", "champion"].includes(cardType(c.played.card)), does(vision())), name: "gives-vision" }],
  }),
];
