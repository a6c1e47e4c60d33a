import { createTRPCClient, createWSClient, httpLink, splitLink, wsLink } from "@trpc/client";
import WebSocket from "ws";
import type { AppRouter } from "./router";

export type TablecastClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * A typed client for Node (CLI, tests, load tools): calls over HTTP, streams over WebSocket.
 * `url` is the server's tRPC base, e.g. http://127.0.0.1:8787/trpc.
 */
export function connect(url: string, opts: { adminKey?: string; onClose?: (code?: number) => void } = {}) {
  const wsUrl = url.replace(/^http/, "ws");
  const ws = createWSClient({
    url: wsUrl,
    // Node 20 has no global WebSocket; the ws package is API-compatible for the client.
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: (attempt) => Math.min(2000, 100 * 2 ** attempt),
    ...(opts.onClose === undefined ? {} : { onClose: (cause) => opts.onClose?.(cause?.code) }),
  });
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: wsLink({ client: ws }),
        false: httpLink({ url, headers: () => (opts.adminKey === undefined ? {} : { "x-tablecast-admin": opts.adminKey }) }),
      }),
    ],
  });
  return { client, close: () => ws.close() };
}
