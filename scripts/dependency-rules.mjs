// The package graph of ARCHITECTURE.md, "Packages and dependency direction".
// Each workspace package lists the packages of ours it may depend on. Apps may depend on any
// package; nothing may depend on an app. Enforced by eslint (imports) and check-deps (package.json).

/** @type {Record<string, string[]>} */
export const allowedDeps = {
  "@tablecast/engine": [],
  // Card data (names, stats, text, sets, legality) of every game: data only, read by games, server and web.
  "@tablecast/cards": [],
  "@tablecast/game-fab": ["@tablecast/engine", "@tablecast/cards"],
  "@tablecast/game-riftbound": ["@tablecast/engine", "@tablecast/cards"],
  "@tablecast/game-ufs": ["@tablecast/engine", "@tablecast/cards"],
  "@tablecast/rules": [],
  "@tablecast/protocol": ["@tablecast/engine"],
  "@tablecast/annotations": ["@tablecast/protocol"],
  "@tablecast/store": ["@tablecast/protocol"],
  "@tablecast/ui": ["@tablecast/engine", "@tablecast/protocol", "@tablecast/cards"],
  // The tRPC router and match hosting, shared by the server process and (as types) the web app.
  "@tablecast/api": ["@tablecast/engine", "@tablecast/protocol", "@tablecast/store", "@tablecast/game-fab", "@tablecast/game-riftbound", "@tablecast/game-ufs", "@tablecast/cards"],
};

/** Apps: leaves of the graph. */
export const apps = ["@tablecast/cli", "@tablecast/server", "@tablecast/web"];
