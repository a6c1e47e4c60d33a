export { startServer, CLOSE_RATE_LIMITED, CLOSE_TOO_BIG, type RunningServer } from "./server";
export { configFromEnv, type ServerConfig } from "./config";
export type { AppRouter } from "@tablecast/api";
export { STREAM_CLOSE } from "./stream";
