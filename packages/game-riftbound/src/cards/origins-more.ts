import { cardDef } from "../cards";
import { mightOf, unitsAt } from "../values";
import {
  aFriendlyUnitAtABattlefield,
  atEndOfTurn,
  readyRunes,
  drawPerMightyUnit,
  fightMe,
  anEnemyUnitAtABattlefield,
  aFriendlyUnit,
  mightToMe,
  readyMe,
  whenYouStunAnEnemy,
  whenYouPlay,
  whenHeld,
  channelExhausted,
  aUnit,
  aUnitAtABattlefield,
  buff,
  buffThis,
  choosing,
  dealDamage,
  does,
  draw,
  exhaustTo,
  friendly,
  mightThisTurnToMinimum,
  moveToBase,
  returnFromTrash,
  scorePoints,
  units,
  whenIHold,
  whenPlayed,
  winTheGame,
  type CardModule,
  type RbTrigger,
} from "../vocabulary";
import { real } from "./real";

const anExhaustedFriendlyUnit = units("an exhausted friendly unit", friendly, () => (u) => u.exhausted);

// Poro Herder: "When you play me, if you control a Poro, buff me and draw 1." (383.3.e: checked as it triggers)
const poroHerder: RbTrigger = {
  ...whenPlayed(does(buffThis(), draw(1))),
  when: (c, self) => c.s.units.some((u) => u.controller === c.seat && u.id !== self && cardDef(u.card).tags.includes("Poro")),
};

// The Grand Plaza: "When you hold here, if you have 7+ units here, you win the game." (383.3.e)
const grandPlaza: RbTrigger = {
  on: "hold",
  name: "hold",
  when: (c) => c.at !== undefined && unitsAt(c.s, c.at, c.seat).length >= 7,
  label: (c) => `${c}: when you hold here`,
  rule: "383.3.e",
  ability: does(winTheGame()),
};

/** More Origins (OGN) and Proving Grounds (OGS) cards: gear with [E] abilities, battlefields, hold and trash effects. */
export const ORIGINS_MORE: readonly (readonly [string, CardModule])[] = [
  // Gear (377).
  real("OGN-090", { activated: exhaustTo(0, "give -1 Might this turn to", choosing(aUnit, mightThisTurnToMinimum(1))) }), // Orb of Regret: "[E]: Give a unit -1 Might this turn, to a minimum of 1 Might."
  real("OGN-017", { activated: exhaustTo(0, "deal 2 to", choosing(aUnitAtABattlefield, dealDamage(2))) }), // Iron Ballista: "This enters exhausted. [E]: Deal 2 to a unit at a battlefield."
  real("OGN-124", { activated: exhaustTo(0, "buff", choosing(anExhaustedFriendlyUnit, buff())) }), // Arena Bar: "[E]: Buff an exhausted friendly unit."
  real("OGN-184", { activated: exhaustTo(1, "move to its base", choosing(aFriendlyUnitAtABattlefield, moveToBase())) }), // The Syren: "[1], [E]: Move a friendly unit at a battlefield to its base."
  // Battlefields.
  real("OGN-295"), // Vilemaw's Lair: "Units can't move from here to base."
  real("OGN-293", { triggers: [grandPlaza] }),
  // Units.
  real("OGN-066", { triggers: [whenIHold(does(scorePoints(1)))] }), // Ahri - Alluring: "When I hold, you score 1 point."
  real("OGN-061", { triggers: [poroHerder] }),
  real("OGN-165", { triggers: [whenPlayed(does(returnFromTrash("unit")))] }), // Cemetery Attendant: "When you play me, return a unit from your trash to your hand."
  real("OGS-010", { triggers: [whenPlayed(does(returnFromTrash("spell")))] }), // Annie - Stubborn: "When you play me, return a spell from your trash to your hand."
  real("OGN-170", { spell: does(returnFromTrash("unit")) }), // Morbid Return: "[Action] Return a unit from your trash to your hand."
  real("OGN-038", { triggers: [whenPlayed(does(drawPerMightyUnit()))] }), // Kadregrin the Infernal: "When you play me, draw 1 for each of your [Mighty] units."
  real("OGN-011"), // Magma Wurm: "Other friendly units enter ready." (work.ts)
  // Carnivorous Snapvine: "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other."
  real("OGN-149", { triggers: [whenPlayed(choosing(anEnemyUnitAtABattlefield, fightMe()))] }),
  // "You may" (383.3.a): the controller chooses as it triggers.
  real("OGN-288", { triggers: [{ ...whenHeld(does(channelExhausted(1))), may: {} }] }), // Startipped Peak: "When you hold here, you may channel 1 rune exhausted."
  // Volibear - Relentless Storm (legend): "When you play a [Mighty] unit, you may exhaust me to channel 1 rune exhausted." (383.3.b.1)
  real("OGN-249", {
    triggers: [{ ...whenYouPlay("a Mighty unit", (c) => c.s.units.some((u) => u.id === c.played!.object && mightOf(c.s, u) >= 5), does(channelExhausted(1))), may: { exhaustSource: true } }],
  }),
  // When you stun an enemy unit (383).
  real("OGN-059", { triggers: [whenYouStunAnEnemy(does(readyMe(), mightToMe(1)))] }), // Eclipse Herald: "When you stun an enemy unit, ready me and give me +1 Might this turn."
  real("OGN-261", { triggers: [whenYouStunAnEnemy(choosing(aFriendlyUnit, buff()))] }), // Leona - Radiant Dawn (legend): "When you stun one or more enemy units, buff a friendly unit."
  // At the end of your turn (317.1.a).
  real("OGS-017", { triggers: [atEndOfTurn(does(readyRunes(2)))] }), // Annie - Dark Child (legend): "At the end of your turn, ready up to 2 runes."
  // Sona - Harmonious: "At the end of your turn, if I'm at a battlefield, ready up to 4 friendly runes." (383.3.e)
  real("OGN-073", { triggers: [atEndOfTurn(does(readyRunes(4)), (c, self) => c.s.units.some((u) => u.id === self && u.location !== "base"))] }),
];
