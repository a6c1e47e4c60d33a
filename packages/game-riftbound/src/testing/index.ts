export { CARDS } from "../cards";
export { cardId, scenario, Scenario, type ScenarioSpec, type SideSpec, type UnitSpec } from "./scenario";
