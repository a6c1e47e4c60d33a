import { isIPv6 } from "node:net";

/**
 * The browser's address, for per-address limits in server actions. Next.js gives a server action
 * no socket, only headers; it fills in x-forwarded-for with the socket's address when the request
 * has none, and keeps one the request brought. So:
 *
 * - `proxyHops` 0 (browsers reach this server directly): the last entry, which for a browser is
 *   its socket address. A client that writes its own header picks its address; limits that must
 *   hold against that also need a limit for everyone (see bot-matches.ts).
 * - `proxyHops` n (n trusted proxies, each appending the address it saw, as nginx's
 *   $proxy_add_x_forwarded_for does): the n-th entry from the right, the one the outermost
 *   proxy wrote. Whatever the client put to its left is ignored.
 *
 * IPv6 addresses are grouped by their /64, which one subscriber usually holds whole.
 */
export function clientAddress(headers: { get(name: string): string | null }, proxyHops: number): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter((h) => h !== "");
  const entry = chain[Math.max(0, chain.length - Math.max(1, proxyHops))];
  return entry === undefined ? "unknown" : normalise(entry);
}

function normalise(entry: string): string {
  let a = entry.toLowerCase();
  // "[2001:db8::1]:443" and "203.0.113.7:5123" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed !== null) a = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.indexOf(":"));
  if (a.startsWith("::ffff:") && /^[\d.]+$/.test(a.slice(7))) return a.slice(7);
  return isIPv6(a) ? `${prefix64(a)}::/64` : a;
}

/** The first four groups of an IPv6 address. */
function prefix64(a: string): string {
  const [head = "", tail] = a.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":");
}
