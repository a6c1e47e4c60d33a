import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "game-ufs", include: ["src/**/*.test.ts"], setupFiles: ["@tablecast/engine/testing/scenario-setup"] } });
