import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "e2e/**/*.test.ts"],
    // Browser tests start a server, the web app and Chromium.
    testTimeout: 90_000,
    // Each browser test file runs a server, the web app and Chromium: one file at a time, so
    // they do not starve each other on a small machine.
    fileParallelism: false,
    hookTimeout: 180_000,
  },
});
