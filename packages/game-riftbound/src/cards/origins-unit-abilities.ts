import { moveMeToIt, whenAFriendlyUnitMovesFromMyLocation, revealTopRuneAndGamble, whenIAttack, atStartOfBeginning, recycleFromTrash, readyIt, somethingElseExhausted, whenIMove, draw, elsewhere, enemy, moveItToMe, units, whenAnOpponentMovesToABattlefieldOtherThanMine, whenIHold, returnMeToHand, aUnitAtABattlefield, buffThis, choosing, damageEqualToMyMight, does, exhaustTo, mightToMe, recycleFromTrashTo, spendMyBuffTo, whenIConquer, whenPlayed, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) units with activated abilities (377): [E], "Spend my buff" (702.2.b) or cards recycled from the trash as their costs. */
export const ORIGINS_UNIT_ABILITIES: readonly (readonly [string, CardModule])[] = [
  // Sett - Brawler: "When I'm played and when I conquer, buff me. Spend my buff: Give me +4 Might this turn."
  real("OGN-164", { triggers: [whenPlayed(does(buffThis())), whenIConquer(does(buffThis()))], activated: spendMyBuffTo("+4 Might this turn", does(mightToMe(4))) }),
  // Vi - Destructive: [Ganking]; "Recycle 1 from your trash: Give me +1 Might this turn."
  real("OGN-036", { activated: recycleFromTrashTo(1, "+1 Might this turn", does(mightToMe(1))) }),
  // Caitlyn - Patrolling: "I must be assigned combat damage last." (as Backline, 826; cards.ts) "[E]: Deal damage equal to my Might to a unit at a battlefield. Use this ability only while I'm at a battlefield."
  real("OGN-068", { activated: exhaustTo(0, "deal damage equal to my Might to", choosing(aUnitAtABattlefield, damageEqualToMyMight()), { atBattlefield: true }) }),
  // Lee Sin - Ascetic: [Shield]; "[E]: Buff me. I can have any number of buffs." (cards.ts: anyNumberOfBuffs)
  real("OGN-078", { activated: exhaustTo(0, "buff me", does(buffThis())) }),
  real("OGN-079"), // Leona - Zealot: "If an opponent's score is within 3 points of the Victory Score, I enter ready. Stunned enemy units here have -8 Might, to a minimum of 1 Might." (cards.ts, statics.ts)
  // Vayne - Hunter: [Assault 3]; "If an opponent controls a battlefield, I enter ready. When I conquer, you may pay [1] to return me to my owner's hand."
  real("OGN-035", { triggers: [{ ...whenIConquer(does(returnMeToHand())), may: { energy: 1 } }] }),
  // Volibear - Imposing: [Shield 3], [Tank]; "When an opponent moves to a battlefield other than mine, draw 1."
  real("OGN-158", { triggers: [whenAnOpponentMovesToABattlefieldOtherThanMine(does(draw(1)))] }),
  // Blitzcrank - Impassive: [Tank]; "When you play me to a battlefield, you may move an enemy unit to here. When I hold, return me to my owner's hand."
  real("OGN-067", {
    triggers: [
      { ...whenPlayed(choosing(units("an enemy unit elsewhere", enemy, elsewhere), moveItToMe())), when: (c, self) => c.s.units.find((u) => u.id === self)?.location !== "base", may: {} },
      whenIHold(does(returnMeToHand())),
    ],
  }),
  // Miss Fortune - Captain: [Accelerate], [Ganking]; "The first time I move each turn, you may ready something else that's exhausted."
  real("OGN-162", { triggers: [{ ...whenIMove(" (the first time this turn)", choosing(somethingElseExhausted, readyIt()), (me) => me.movesThisTurn === 1), may: {} }] }),
  // Dr. Mundo - Expert: "My Might is increased by the number of cards in your trash. At the start of your Beginning Phase, recycle 3 from your trash." (statics.ts)
  real("OGN-109", { triggers: [atStartOfBeginning(does(recycleFromTrash(3)))] }),
  // Twisted Fate - Gambler: "When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain: Fury — Deal 2 to an enemy unit here and 1 to all other enemy units here. Mind — Draw 1. Order — Stun an enemy unit." (rules/gambler.ts)
  real("OGN-200", { triggers: [whenIAttack(does(revealTopRuneAndGamble()))] }),
  // Stealthy Pursuer: "When a friendly unit moves from my location, I may be moved with it."
  real("OGN-177", { triggers: [{ ...whenAFriendlyUnitMovesFromMyLocation(does(moveMeToIt())), may: {} }] }),
];
