// @ts-check
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import { allowedDeps } from "./scripts/dependency-rules.mjs";
import { selfContained } from "./scripts/eslint-self-contained.mjs";

/** Every workspace package by name, so each can be forbidden where the graph says so. */
const ours = Object.keys(allowedDeps);

/**
 * Import restrictions for one package: every package of ours not in its allowed list,
 * plus anything reaching into apps/ (nothing imports an app); `extra` adds more patterns.
 * @param {string} pkg
 * @param {{ group: string[]; message: string }[]} [extra]
 */
function dependencyRule(pkg, extra = []) {
  const allowed = new Set(allowedDeps[pkg] ?? []);
  const forbidden = ours.filter((name) => name !== pkg && !allowed.has(name));
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...forbidden.map((name) => ({
            group: [name, `${name}/*`],
            message: `${pkg} may not depend on ${name} (see ARCHITECTURE.md, "Packages and dependency direction").`,
          })),
          { group: ["**/apps/*", "**/apps/**"], message: "Nothing imports from apps/." },
          ...extra,
        ],
      },
    ],
  };
}

/** Rules and games are pure: no clock, no randomness, no I/O (ARCHITECTURE.md "The one idea"). */
const determinism = {
  "no-restricted-properties": [
    "error",
    { object: "Math", property: "random", message: "Use the seeded rng in the game state." },
    { object: "Date", property: "now", message: "The engine never reads a clock." },
    { object: "performance", property: "now", message: "The engine never reads a clock." },
    { object: "crypto", property: "getRandomValues", message: "Use the seeded rng in the game state." },
  ],
  "no-restricted-syntax": [
    "error",
    { selector: "NewExpression[callee.name='Date']", message: "The engine never reads a clock." },
    { selector: "CallExpression[callee.name='Date']", message: "The engine never reads a clock." },
  ],
  "no-restricted-globals": [
    "error",
    ...["setTimeout", "setInterval", "setImmediate", "fetch", "process", "performance", "XMLHttpRequest", "WebSocket", "require"].map(
      (name) => ({ name, message: "Engine and game code is pure: no timers, I/O or process access." }),
    ),
  ],
};
const ioModules = ["fs", "fs/*", "node:*", "http", "https", "net", "dgram", "child_process", "worker_threads", "os", "path", "crypto"];

const packageDirs = ours.map((name) => ({ name, dir: name.replace("@tablecast/", "") }));

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/.turbo/**", "**/dist/**", ".tools/**", "**/.next/**", "**/next-env.d.ts", "reports/**", "**/public/overlay-lite/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Code, tests and scripts read nothing outside the repository (see scripts/eslint-self-contained.mjs).
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { tablecast: selfContained },
    rules: { "tablecast/no-outside-paths": "error" },
  },
  // Dependency direction, per package.
  ...packageDirs.map(({ name, dir }) => ({
    files: [`packages/${dir}/**/*.{ts,tsx,js,mjs}`, `apps/${dir}/**/*.{ts,tsx,js,mjs}`],
    rules: dependencyRule(name),
  })),
  // Determinism in engine and game source (tests and benches may time and read files).
  ...packageDirs
    .filter(({ dir }) => dir === "engine" || dir.startsWith("game-"))
    .map(({ name, dir }) => ({
      files: [`packages/${dir}/src/**/*.ts`],
      ignores: ["**/*.test.ts"],
      rules: {
        ...determinism,
        ...dependencyRule(name, [{ group: ioModules, message: "Engine and game code is pure: no I/O." }]),
      },
    })),
);
