import { clientAddress } from "../../../server/client-address";
import { env } from "../../../server/env";

/**
 * The match server's tRPC API, same-origin for the browser (seat choices, submits, counts). Only
 * the method, the query, the body and the client's address are forwarded: never the operator's admin key.
 */
export const dynamic = "force-dynamic";

/**
 * One address, the browser's as this server determines it (client-address.ts, with the configured
 * proxy hops): a chain the browser wrote itself is not passed on, so it cannot choose the address
 * the match server budgets it by.
 */
function forwardedFor(req: Request): Record<string, string> {
  return { "x-forwarded-for": clientAddress(req.headers, env().proxyHops) };
}

async function forward(req: Request, ctx: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await ctx.params;
  const url = new URL(req.url);
  const target = `${env().apiUrl}/trpc/${path.map(encodeURIComponent).join("/")}${url.search}`;
  try {
    const res = await fetch(target, {
      method: req.method,
      // The browser's address, so the match server's per-address limits apply per person, not to this server.
      headers: { "content-type": req.headers.get("content-type") ?? "application/json", ...forwardedFor(req) },
      ...(req.method === "GET" || req.method === "HEAD" ? {} : { body: await req.text() }),
      cache: "no-store",
    });
    return new Response(res.body, { status: res.status, headers: { "content-type": res.headers.get("content-type") ?? "application/json", "cache-control": "no-store" } });
  } catch {
    return Response.json({ error: { message: "the match server is unreachable", code: -32603, data: { apiCode: "api/unreachable" } } }, { status: 502 });
  }
}

export { forward as GET, forward as POST };
