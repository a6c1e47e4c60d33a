export { scenario, Scenario, cardId, type ScenarioSpec, type SideSpec } from "./scenario";
