import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "e2e/**/*.test.ts"],
    // Browser tests start a server, the web app and Chromium.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
