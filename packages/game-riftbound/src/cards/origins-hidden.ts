import { card, cardDef } from "../cards";
import type { Selector } from "../vocabulary";
import {
  aFriendlyUnit,
  aFriendlyUnitAtABattlefield,
  buff,
  buffsGiveMoreThisTurn,
  anEnemyUnitAtABattlefield,
  anEnemyUnitHere,
  aUnit,
  aUnitAtABattlefield,
  atStartOfBeginning,
  choosing,
  choosingTwo,
  does,
  draw,
  exhaustTo,
  keywordsThisTurn,
  killThenItsControllerDraws,
  mightThisTurnToMinimum,
  mightToMe,
  moveToBase,
  onSecond,
  readySprite,
  revealTopDamagePerHidden,
  stun,
  toHandFromBoardOrChampionZone,
  whenIDefend,
  whenPlayed,
  whenYouPlay,
  type CardModule,
} from "../vocabulary";
import { real } from "./real";

/** "A Teemo unit you own" on the board or in the Champion Zone (Teemo - Swift Scout). */
const aTeemoUnitYouOwn: Selector = {
  text: "a Teemo unit you own, on the board or in your Champion Zone",
  pick: (s, seat) => [
    ...s.units.filter((u) => u.controller === seat && !u.token && cardDef(u.card).tags.includes("Teemo")).map((u) => u.id),
    ...s.players[seat]!.champion.filter((c) => cardDef(c.card).tags.includes("Teemo")).map((c) => c.id),
  ],
};

/**
 * Origins (OGN) cards with [Hidden] (811: hidden facedown at a battlefield for [A], played from
 * there on a later turn ignoring its cost, choosing there) and cards about facedown cards.
 * Hiding, playing from Hidden and the Facedown Zones are rules/hidden.ts.
 */
export const ORIGINS_HIDDEN: readonly (readonly [string, CardModule])[] = [
  real("OGN-135"), // Pakaa Cub: [Hidden]
  real("OGN-083", { spell: does(draw(2)) }), // Consult the Past: [Hidden], [Reaction]; "Draw 2."
  real("OGN-197", { triggers: [whenPlayed(does(mightToMe(3)))] }), // Teemo - Scout: [Hidden]; "When you play me, give me +3 Might this turn."
  // Blastcone Fae: [Hidden]; "When you play me, give a unit -2 Might this turn, to a minimum of 1 Might." (811.1.d.2: from Hidden, a unit there)
  real("OGN-097", { triggers: [whenPlayed(choosing(aUnit, mightThisTurnToMinimum(2)))] }),
  real("OGN-213", { spell: choosing(aUnitAtABattlefield, killThenItsControllerDraws(2)) }), // Hidden Blade: [Hidden], [Action]; "Kill a unit at a battlefield. Its controller draws 2."
  real("OGN-057", { spell: choosing(aUnit, keywordsThisTurn({ shield: 3, tank: true }, "[Shield 3] and [Tank]")) }), // Block: [Hidden], [Action]; "Give a unit [Shield 3] and [Tank] this turn."
  real("OGN-168", { spell: choosing(aUnitAtABattlefield, moveToBase()) }), // Fight or Flight: [Hidden], [Action]; "Move a unit from a battlefield to its base."
  real("OGN-094", { spell: does(readySprite(card("OGN-274")!.id)) }), // Sprite Call: [Hidden], [Action]; "Play a ready 3 Might Sprite unit token with [Temporary]."
  // Facebreaker: [Hidden], [Action]; "Stun a friendly unit and an enemy unit at the same battlefield."
  real("OGN-220", { spell: choosingTwo(aFriendlyUnitAtABattlefield, { target: anEnemyUnitAtABattlefield, sameLocation: true }, stun(), onSecond(stun())) }),
  // Teemo - Strategist: [Hidden]; "When I defend, choose an enemy unit here and reveal the top 5 cards of your Main Deck. Deal 1 to that unit for each card with [Hidden] revealed this way, then recycle the revealed cards."
  real("OGN-121", { triggers: [whenIDefend(choosing(anEnemyUnitHere, revealTopDamagePerHidden(5)))] }),
  // Ember Monk: "When you play a card from [Hidden], give me +2 Might this turn."
  real("OGN-167", { triggers: [whenYouPlay("a card from [Hidden]", (c) => c.played?.fromHidden === true, does(mightToMe(2)))] }),
  // Mushroom Pouch: "At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1."
  real("OGN-101", { triggers: [atStartOfBeginning(does(draw(1)), (c) => c.s.players[c.seat]!.facedown.length > 0)] }),
  // Stand United: [Hidden], [Action]; "Buff a friendly unit. Buffs give an additional +1 Might to friendly units this turn."
  real("OGN-053", { spell: choosing(aFriendlyUnit, buff(), buffsGiveMoreThisTurn(1)) }),
  real("OGN-077"), // Zhonya's Hourglass: [Hidden]; "If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it." (rules/cleanup.ts, 369–370)
  real("OGN-018"), // Noxus Saboteur: "Your opponents' [Hidden] cards can't be revealed here." (rules/hidden.ts: not played from Hidden here)
  real("OGN-278"), // Bandle Tree: "You may hide an additional card here." (rules/hidden.ts: its Facedown Zone holds two, 107.3.b.1)
  // Teemo - Swift Scout: "You may pay [1] to hide a card with [Hidden] instead of [A]." (rules/hidden.ts) "[1], [E]: Put a Teemo unit you own into your hand from your Champion Zone or the board."
  real("OGN-263", { activated: exhaustTo(1, "put into your hand", choosing(aTeemoUnitYouOwn, toHandFromBoardOrChampionZone())) }),
];
