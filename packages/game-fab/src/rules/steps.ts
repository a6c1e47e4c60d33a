/**
 * The steps of the flow (flow.ts): those that follow all players passing in succession, and those queued behind a question. A leaf
 * module, so that the vocabulary can queue one (a triggered ability's modes, vocabulary/triggers.ts).
 */
export const STEP = {
  resolve: "resolve-layer",
  attack: "attack-step",
  defend: "defend-step",
  reaction: "reaction-step",
  damage: "damage-step",
  resolution: "resolution-step",
  close: "close-step",
  endPhase: "end-phase",
  /** The rest of an effect list, after a question one of its effects asked (`seat`, `effects`, `weapon`, `source`). */
  effects: "effects",
  /** CR 4.1.3: the player selected at random (`seat`) is asked who goes first. */
  choosesFirst: "chooses-first",
  /** After a question asked as an attack resolved (CR 7.2.3): the attack becomes a chain link. */
  attackLink: "attack-link",
  /** After a question asked as the turn started (CR 4.2.2): the action phase begins. */
  actionPhase: "action-phase",
  /** After a question asked as a layer resolved (CR 5.3): the turn-player gets priority. */
  turnPriority: "turn-priority",
  /** After a hero's start-of-game question (CR 4.1.5b, Dash): the next player's (`from`, in turn order), then 4.1.8. */
  startOfGame: "start-of-game",
} as const;
