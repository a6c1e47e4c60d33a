import { z } from "zod";

/** The web app's configuration: read from the environment here and nowhere else (STYLE.md 12). */
const envSchema = z.object({
  /** Where this web server reaches the match server. */
  TABLECAST_API_URL: z.string().url().default("http://127.0.0.1:8787"),
  /** Where browsers reach it (its WebSocket streams); default: the same address. */
  TABLECAST_PUBLIC_API_URL: z.string().url().optional(),
  /** The match server's admin key, when it requires one to create matches. */
  TABLECAST_ADMIN_KEY: z.string().min(16).optional(),
  /** Where imported rules editions are kept; default data/rules at the repository root. */
  TABLECAST_RULES_DIR: z.string().min(1).optional(),
  /**
   * How many reverse proxies in front of this web server append the address they saw to
   * x-forwarded-for; 0 (default): browsers connect to it directly. See client-address.ts.
   */
  TABLECAST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Bot matches the lobby may start for one address in a minute. */
  TABLECAST_BOT_MATCHES_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(3),
  /** Bot matches the lobby may start in a minute for everyone together (whatever addresses they claim). */
  TABLECAST_BOT_MATCHES_PER_MINUTE_ALL: z.coerce.number().int().min(1).max(10_000).default(20),
  /** A live match with no move for this long leaves the lobby's "Live now" (abandoned games). */
  TABLECAST_LOBBY_IDLE_SECONDS: z.coerce.number().int().min(1).max(7 * 86_400).default(600),
  /**
   * Where card pictures are served (a mirror of the card data's image paths): with it, a zoomed
   * card shows its art; without it (the default) pages draw their own faces and load no pictures.
   */
  TABLECAST_CARD_IMAGES: z.string().url().optional(),
});

export interface WebEnv {
  readonly apiUrl: string;
  readonly publicApiUrl: string;
  readonly adminKey: string | null;
  readonly rulesDir: string | null;
  readonly proxyHops: number;
  readonly botMatchesPerMinute: { readonly perAddress: number; readonly all: number };
  readonly lobbyIdleMs: number;
  readonly cardImageBase: string | null;
}

let cached: WebEnv | null = null;

export function env(): WebEnv {
  if (cached !== null) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) throw new Error(`bad web configuration: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  const e = parsed.data;
  const strip = (u: string) => u.replace(/\/+$/, "");
  cached = {
    apiUrl: strip(e.TABLECAST_API_URL),
    publicApiUrl: strip(e.TABLECAST_PUBLIC_API_URL ?? e.TABLECAST_API_URL),
    adminKey: e.TABLECAST_ADMIN_KEY ?? null,
    rulesDir: e.TABLECAST_RULES_DIR ?? null,
    proxyHops: e.TABLECAST_PROXY_HOPS,
    botMatchesPerMinute: { perAddress: e.TABLECAST_BOT_MATCHES_PER_MINUTE, all: e.TABLECAST_BOT_MATCHES_PER_MINUTE_ALL },
    lobbyIdleMs: e.TABLECAST_LOBBY_IDLE_SECONDS * 1000,
    cardImageBase: e.TABLECAST_CARD_IMAGES === undefined ? null : strip(e.TABLECAST_CARD_IMAGES),
  };
  return cached;
}

/** The browser's spectator stream address (ws:// or wss://). */
export function streamUrl(): string {
  return `${env().publicApiUrl.replace(/^http/, "ws")}/stream`;
}
