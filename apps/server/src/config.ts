import { z } from "zod";
import { DEFAULT_LIMITS, type GuardLimits } from "./guard";
import { mediaOptionsFromEnv, type MediaOptions } from "./media/options";
import type { RoomCreationLimits } from "./room-quota";
import { jsonSetting, problems } from "./settings";

/** The server's configuration: read from the environment here and nowhere else (STYLE.md 12). */
const envSchema = z.object({
  TABLECAST_HOST: z.string().default("127.0.0.1"),
  TABLECAST_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  /** postgres://… selects PostgreSQL (several nodes); otherwise the embedded SQLite file. */
  DATABASE_URL: z.string().optional(),
  TABLECAST_DB: z.string().default("data/tablecast.db"),
  /** redis://… fans events across nodes; unset: one process. */
  REDIS_URL: z.string().optional(),
  TABLECAST_NODE_ID: z.string().optional().transform((v) => (v === "" ? undefined : v)),
  /** If set, creating a match needs this key (header x-tablecast-admin). */
  TABLECAST_ADMIN_KEY: z.string().min(16).optional(),
  /** Comma-separated addresses whose x-forwarded-for is believed (default: loopback, where the web app runs). */
  TABLECAST_TRUSTED_PROXIES: z.string().optional(),
  /** JSON overriding media options (media/options.ts), e.g. {"workers":2}. */
  TABLECAST_MEDIA: z.string().optional(),
  /** JSON overriding some connection and rate limits (guard.ts GuardLimits), e.g. {"authMs":2000}. */
  TABLECAST_LIMITS: z.string().optional(),
  /** Where the web app is served, for embed links (oEmbed). */
  TABLECAST_PUBLIC_URL: z.string().url().default("http://127.0.0.1:3000"),
  TABLECAST_LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly databaseUrl: string | null;
  readonly sqlitePath: string;
  readonly redisUrl: string | null;
  readonly nodeId: string | null;
  readonly adminKey: string | null;
  readonly logLevel: string;
  readonly publicWebUrl: string;
  /** Largest WebSocket message or HTTP body accepted, bytes. */
  readonly maxMessageBytes: number;
  /** Per WebSocket connection: messages allowed per second, and the burst. */
  readonly rateLimit: { readonly perSecond: number; readonly burst: number };
  /** How long a node's claim to host a live match lasts without renewal (failover time). */
  readonly leaseMs: number;
  /** Connections, requests and calls per address and per token (guard.ts). */
  readonly limits: GuardLimits;
  /** Largest tRPC batch (several calls in one HTTP request). */
  readonly maxBatch: number;
  /** Review rooms one token and one address may create (room-quota.ts); defaults when absent. */
  readonly roomCreation?: Partial<RoomCreationLimits>;
  /** Picture and clip rendering (media/options.ts): workers, queue, cache, per-address limits. */
  readonly media: Partial<MediaOptions>;
}

const rate = z.object({ perSecond: z.number().positive(), burst: z.number().int().positive() }).strict();
const limitsSchema = z
  .object({
    authMs: z.number().int().positive(),
    pendingPerAddress: z.number().int().positive(),
    pending: z.number().int().positive(),
    perAddress: z.number().int().positive(),
    http: rate,
    perToken: rate,
  })
  .partial()
  .strict();

function limitsFrom(json: string | undefined): Partial<GuardLimits> {
  if (json === undefined) return {};
  return jsonSetting("TABLECAST_LIMITS", json, limitsSchema) as Partial<GuardLimits>;
}

export function configFromEnv(env: NodeJS.ProcessEnv, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`bad server configuration: ${problems(parsed.error)}`);
  const e = parsed.data;
  return {
    host: e.TABLECAST_HOST,
    port: e.TABLECAST_PORT,
    databaseUrl: e.DATABASE_URL ?? null,
    sqlitePath: e.TABLECAST_DB,
    redisUrl: e.REDIS_URL ?? null,
    nodeId: e.TABLECAST_NODE_ID ?? null,
    adminKey: e.TABLECAST_ADMIN_KEY ?? null,
    logLevel: e.TABLECAST_LOG_LEVEL,
    publicWebUrl: e.TABLECAST_PUBLIC_URL,
    maxMessageBytes: 64 * 1024,
    rateLimit: { perSecond: 20, burst: 60 },
    leaseMs: 3_000,
    limits: {
      ...DEFAULT_LIMITS,
      ...limitsFrom(e.TABLECAST_LIMITS),
      ...(e.TABLECAST_TRUSTED_PROXIES === undefined ? {} : { trustedProxies: e.TABLECAST_TRUSTED_PROXIES.split(",").map((a) => a.trim()).filter((a) => a !== "") }),
    },
    maxBatch: 16,
    media: mediaOptionsFromEnv(env),
    ...overrides,
  };
}
