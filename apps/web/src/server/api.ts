import type { AppRouter } from "@tablecast/api";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import { env } from "./env";

/** The match server's API as this web server calls it (server components and actions). */
export function api() {
  const { apiUrl, adminKey } = env();
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${apiUrl}/trpc`, headers: () => (adminKey === null ? {} : { "x-tablecast-admin": adminKey }) })],
  });
}

/** The API's error code (`match/not-found`…), or "api/unreachable" when the match server is down. */
export function apiErrorCode(e: unknown): string {
  if (e instanceof TRPCClientError) {
    const code = (e.data as { apiCode?: string } | undefined)?.apiCode;
    return code ?? (e.cause !== undefined && e.data === undefined ? "api/unreachable" : "api/error");
  }
  return "api/unreachable";
}
