import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "game-fab", include: ["src/**/*.test.ts"], setupFiles: ["@tablecast/engine/testing/scenario-setup"] } });
