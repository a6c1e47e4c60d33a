/**
 * The match server's address as users type it. `--url` takes the base address
 * (http://127.0.0.1:8787, what `serve` prints without /trpc) or the API endpoint (…/trpc); before a
 * command talks tRPC, one GET /health says whether a Tablecast match server answers there, so a
 * wrong address is one clear line instead of a transport error.
 */
export class AddressError extends Error {}

const EXAMPLE = "http://127.0.0.1:8787";

/** The tRPC endpoint for a typed address. */
export function apiUrlOf(given: string): string {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new AddressError(`--url "${given}" is not an address; expected the match server's, e.g. ${EXAMPLE}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new AddressError(`--url "${given}": expected an http:// or https:// address, e.g. ${EXAMPLE}`);
  if (url.search !== "" || url.hash !== "") throw new AddressError(`--url "${given}": expected the server's address without ?query or #fragment`);
  const path = url.pathname.replace(/\/+$/, "");
  url.pathname = path.endsWith("/trpc") ? path : `${path}/trpc`;
  return url.href;
}

/** The server's base address (the endpoint without /trpc). */
export function baseUrlOf(apiUrl: string): string {
  return apiUrl.replace(/\/trpc$/, "");
}

/** Resolves when a Tablecast match server answers /health at the address; else an AddressError. */
export async function reachServer(apiUrl: string, timeoutMs = 5000): Promise<void> {
  const base = baseUrlOf(apiUrl);
  let res: Response;
  try {
    res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name;
    const why =
      cause === "ECONNREFUSED" ? "connection refused" : cause === "ENOTFOUND" ? "no such host" : cause === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : cause;
    throw new AddressError(`cannot reach a match server at ${base}: ${why} (is \`tablecast serve\` running there?)`);
  }
  const body = await res.text().catch(() => "");
  let ok = false;
  try {
    ok = res.status === 200 && (JSON.parse(body) as { ok?: unknown }).ok === true;
  } catch {
    ok = false;
  }
  if (!ok) throw new AddressError(`${base} answered, but not as a Tablecast match server (GET /health gave ${res.status}); expected the address \`tablecast serve\` prints, e.g. ${EXAMPLE}`);
}
