export { scenario, Scenario, cardId, type ScenarioSpec, type SideSpec } from "./scenario";
export { activeLink, activePower, attacksInTurn, names, powerAfterReaction, toResolution, twoAttackPowers, unblocked } from "./combat";
export { rulesEnding } from "./endings";
export { presetGames, type PresetGames } from "./preset-games";
