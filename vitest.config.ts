import { defineConfig } from "vitest/config";

// One run over every package: cheaper than a process per package on a 2-core machine.
export default defineConfig({
  test: {
    projects: [
      "packages/*",
      "apps/*",
      { test: { name: "repo", include: ["scripts/**/*.test.ts"] } },
    ],
  },
});
