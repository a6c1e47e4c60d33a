import { defineProject } from "vitest/config";

export default defineProject({ test: { name: "annotations", include: ["src/**/*.test.ts"] } });
