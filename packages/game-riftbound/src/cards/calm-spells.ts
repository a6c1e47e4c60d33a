import { aFriendlyUnitAtABattlefield, anEnemyUnit, anEnemyUnitWithMightAtMost, channelExhausted, choosing, does, draw, kill, recall, stun, type CardModule } from "../vocabulary";

export const CALM_SPELLS: readonly (readonly [string, CardModule])[] = [
  // Undertow: "Reaction. Recall a friendly unit at a battlefield."
  ["t-calm-10", { spell: choosing(aFriendlyUnitAtABattlefield, recall()) }],
  // Slack Water: "Action. Stun an enemy unit."
  ["t-calm-11", { spell: choosing(anEnemyUnit, stun()) }],
  // Deep Current: "Channel 1 rune exhausted. Draw 1."
  ["t-calm-12", { spell: does(channelExhausted(1), draw(1)) }],
  // Riptide: "Kill an enemy unit with 3 Might or less."
  ["t-calm-13", { spell: choosing(anEnemyUnitWithMightAtMost(3), kill()) }],
];
