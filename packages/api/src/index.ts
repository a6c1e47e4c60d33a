export { appRouter, IMPORT_MAX_CHARS, type AppRouter, type Context } from "./router";
export { MatchHub, type HubDeps, type CreatedMatch } from "./hub";
export { LiveMatch, type Feed } from "./live-match";
export { ApiError, apiError } from "./errors";
export { GAMES, gameById } from "./games";
export { importScript, SCRIPT_MAX_BYTES, SCRIPT_MAX_LINES, type ImportedMatch, type ScriptError } from "./coverage/script";
export { tabletopGames, tabletopSpecOf } from "./coverage/profiles";
