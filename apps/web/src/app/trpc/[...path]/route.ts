import { env } from "../../../server/env";

/**
 * The match server's tRPC API, same-origin for the browser (seat choices, submits, counts). Only
 * the method, the query, the body and the client's address are forwarded: never the operator's admin key.
 */
export const dynamic = "force-dynamic";

function forwardedFor(req: Request): Record<string, string> {
  const chain = req.headers.get("x-forwarded-for");
  return chain === null ? {} : { "x-forwarded-for": chain };
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
