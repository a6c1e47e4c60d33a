import { afterEach } from "vitest";
import { checkScenarios } from "./scenario";

// Vitest setup file for game packages: every scenario a test builds is checked after the test
// (STYLE.md 15). List it in the package's vitest config under `setupFiles`.
afterEach(() => checkScenarios());
