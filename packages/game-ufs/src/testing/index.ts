export { scenario, Scenario, cardId, type ScenarioSpec, type SideSpec, type StagingSpec } from "./scenario";
