import { cardDef } from "../cards";
import {
  anotherFriendlyUnit,
  atStartOfBeginning,
  buff,
  buffThis,
  choosing,
  does,
  draw,
  exhaustFriendlyThenDamageAllAtBattlefields,
  mightToMe,
  playRecruit,
  readyMe,
  whenAFriendlyUnitDies,
  whenYouPlay,
  type CardModule,
  type TriggerContext,
} from "../vocabulary";
import { real } from "./real";

const played = (c: TriggerContext) => cardDef(c.played!.card);
const isUnit = (c: TriggerContext) => played(c).type === "unit" || played(c).type === "champion";

/**
 * Origins (OGN) and Proving Grounds (OGS) permanents whose abilities trigger on what their
 * controller does or loses — a card played, a friendly unit dying (383.2.c.2), the start of the
 * Beginning Phase (383.3.e) — and the spell of the 383.2.c.2 example.
 */
export const ORIGINS_MOMENTS: readonly (readonly [string, CardModule])[] = [
  // "When you play …" (383.3).
  real("OGN-103", { triggers: [whenYouPlay("a spell", (c) => played(c).type === "spell", does(mightToMe(1)))] }), // Ravenbloom Student: "When you play a spell, give me +1 Might this turn."
  // Lux - Illuminated: "When you play a spell that costs 5 or more, give me +3 Might this turn."
  real("OGS-006", { triggers: [whenYouPlay("a spell that costs 5 or more", (c) => played(c).type === "spell" && (played(c).cost ?? 0) >= 5, does(mightToMe(3)))] }),
  // Lux - Lady of Luminosity (legend): "When you play a spell that costs 5 or more, draw 1."
  real("OGS-021", { triggers: [whenYouPlay("a spell that costs 5 or more", (c) => played(c).type === "spell" && (played(c).cost ?? 0) >= 5, does(draw(1)))] }),
  real("OGN-139", { triggers: [whenYouPlay("another unit", isUnit, does(buffThis()))] }), // Cithria of Cloudfield: "When you play another unit, buff me."
  real("OGN-091", { triggers: [whenYouPlay("a gear", (c) => played(c).type === "gear", does(readyMe()))] }), // Pit Crew: "When you play a gear, ready me."
  // Darius - Trifarian: "When you play your second card in a turn, give me +2 Might this turn and ready me."
  real("OGN-027", { triggers: [whenYouPlay("your second card in a turn", (c) => c.played!.nth === 2, does(mightToMe(2), readyMe()))] }),
  // Viktor - Innovator: "When you play a card on an opponent's turn, play a 1 Might Recruit unit token in your base."
  real("OGN-117", { triggers: [whenYouPlay("a card on an opponent's turn", (c) => c.s.turnPlayer !== c.seat, does(playRecruit()))] }),
  // "When a friendly unit dies" (383.2.c.2).
  // Viktor - Leader: "When another non-Recruit unit you control dies, play a 1 Might Recruit unit token into your base."
  real("OGN-246", { triggers: [whenAFriendlyUnitDies("another non-Recruit unit you control", (u) => !cardDef(u.card).tags.includes("Recruit"), does(playRecruit()))] }),
  // Vanguard Helm (gear): "When a buffed friendly unit dies, buff another friendly unit."
  real("OGN-228", { triggers: [whenAFriendlyUnitDies("a buffed friendly unit", (u) => u.buffed, choosing(anotherFriendlyUnit, buff()))] }),
  // Jinx - Loose Cannon (legend): "At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand."
  real("OGN-251", { triggers: [atStartOfBeginning(does(draw(1)), (c) => c.s.players[c.seat]!.hand.length <= 1)] }),
  // Unchecked Power: "Exhaust all friendly units, then deal 12 to ALL units at battlefields."
  real("OGN-123", { spell: does(exhaustFriendlyThenDamageAllAtBattlefields(12)) }),
];
