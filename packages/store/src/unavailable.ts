import { StoreError, type MatchStore } from "./store";

/** Driver errors that mean "the database cannot be reached now", not "this request is wrong". */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "SQLITE_BUSY", "SQLITE_IOERR", "SQLITE_FULL"]);

export function isUnavailable(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof err?.code === "string" && CONNECTION_CODES.has(err.code)) return true;
  // pg reports a refused connection to several addresses as an AggregateError.
  if (Array.isArray(err?.errors) && err.errors.length > 0 && err.errors.every(isUnavailable)) return true;
  return typeof err?.message === "string" && /Connection terminated|connection timeout|database is locked/i.test(err.message);
}

function translate(e: unknown): unknown {
  if (e instanceof StoreError || !isUnavailable(e)) return e;
  return new StoreError("store/unavailable", `the database is unavailable: ${(e as Error).message || (e as { code?: string }).code}`);
}

/**
 * The store with lost-connection errors turned into `store/unavailable`, so callers (the API, bots
 * retrying) can tell an outage from a bad request. Nothing else changes.
 */
export function withUnavailable(store: MatchStore): MatchStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const out = (value as (...a: unknown[]) => unknown).apply(target, args);
          return out instanceof Promise ? out.catch((e: unknown) => Promise.reject(translate(e))) : out;
        } catch (e) {
          throw translate(e);
        }
      };
    },
  });
}
