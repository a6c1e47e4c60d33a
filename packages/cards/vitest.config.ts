import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "cards", include: ["src/**/*.test.ts"] } });
