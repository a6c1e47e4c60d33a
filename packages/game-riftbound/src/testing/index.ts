export { CARDS } from "../cards";
export { cardId, pendingOf, scenario, Scenario, type ScenarioSpec, type SideSpec, type UnitSpec } from "./scenario";
export { bf, names, runes } from "./specs";
