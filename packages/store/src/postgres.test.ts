import { describe, expect, it } from "vitest";
import { storeContract } from "./contract";
import { RedisFanout } from "./fanout";
import pg from "pg";
import { openStore, POSTGRES_SESSION_OPTIONS } from "./open";
import { freshDatabaseUrl, testMatch, testServices } from "./testing/services";

const services = testServices();
const databaseUrl = await freshDatabaseUrl(services.databaseUrl);

describe("PostgreSQL store (several server nodes)", () => {
  storeContract(() => openStore({ databaseUrl }));

  it("two stores on one database: concurrent appends of one seq, one winner", async () => {
    const [a, b] = await Promise.all([openStore({ databaseUrl }), openStore({ databaseUrl })]);
    try {
      const id = `pg${Date.now().toString(36)}`;
      await a.createMatch(testMatch(id, { createdAt: 1 }));
      const results = await Promise.allSettled([a, b, a, b].map((s, i) => s.appendEntry(id, { seq: 1, seat: 0, decision: `n${i}`, hash: "0123456789abcdef", acceptedAt: 2 })));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await b.entries(id)).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("a node paused inside a transaction does not keep its match from another node", () => {
  const holdRow = async (id: string, options?: string) => {
    const paused = new pg.Client({ connectionString: databaseUrl, ...(options === undefined ? {} : { options }) });
    paused.on("error", () => undefined);
    await paused.connect();
    // Mid-append: the fencing update has locked the match's row, and the process stops there.
    await paused.query("BEGIN");
    await paused.query("UPDATE matches SET last_seq = last_seq WHERE id = $1", [id]);
    return paused;
  };
  const liveMatch = async (store: Awaited<ReturnType<typeof openStore>>, id: string) => {
    await store.createMatch(testMatch(id, { createdAt: 1 }));
    expect(await store.claimHost(id, "a", 1_000, 3_000)).toBe("a");
  };

  it("PostgreSQL ends the paused node's session, so the lease is taken over once it expires", async () => {
    const b = await openStore({ databaseUrl });
    const id = `pause${Date.now().toString(36)}`;
    try {
      await liveMatch(b, id);
      const paused = await holdRow(id, POSTGRES_SESSION_OPTIONS);
      const t0 = Date.now();
      expect(await b.claimHost(id, "b", 10_000, 3_000)).toBe("b");
      expect(Date.now() - t0).toBeLessThan(2_500);
      await paused.end().catch(() => undefined);
    } finally {
      await b.close();
    }
  });

  it("and a claim never waits on a lock for ever: it fails after 2.5 s and the next one tries again", async () => {
    const b = await openStore({ databaseUrl });
    const id = `stuck${Date.now().toString(36)}`;
    try {
      await liveMatch(b, id);
      const stuck = await holdRow(id);
      const t0 = Date.now();
      await expect(b.claimHost(id, "b", 10_000, 3_000)).rejects.toThrow(/lock timeout/);
      expect(Date.now() - t0).toBeLessThan(4_000);
      await stuck.query("ROLLBACK");
      await stuck.end();
      expect(await b.claimHost(id, "b", 10_000, 3_000)).toBe("b");
    } finally {
      await b.close();
    }
  });
});

describe("Redis fan-out", () => {
  it("a message published on one node reaches a subscriber on another", async () => {
    const [a, b] = await Promise.all([RedisFanout.connect(services.redisUrl), RedisFanout.connect(services.redisUrl)]);
    try {
      const channel = `test:${Date.now()}`;
      const got: string[] = [];
      const unsubscribe = await b.subscribe(channel, (m) => got.push(m));
      await a.publish(channel, "hello");
      await a.publish(channel, "world");
      for (let i = 0; i < 100 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
      expect(got).toEqual(["hello", "world"]);
      await unsubscribe();
      await a.publish(channel, "after");
      await new Promise((r) => setTimeout(r, 50));
      expect(got).toEqual(["hello", "world"]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("an unreachable database", () => {
  it("is reported as store/unavailable, not as a bad request", async () => {
    const { Kysely, PostgresDialect } = await import("kysely");
    const pg = (await import("pg")).default;
    const { SqlMatchStore } = await import("./sql-store");
    const { withUnavailable } = await import("./unavailable");
    const { StoreError } = await import("./store");
    // Nothing listens on port 1: every query fails to connect, as when the database is down.
    const db = new Kysely<never>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: "postgres://tablecast@127.0.0.1:1/none", connectionTimeoutMillis: 2000 }) }) });
    const store = withUnavailable(new SqlMatchStore(db as never, "postgres"));
    const failure = await store.listMatches({ limit: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StoreError);
    expect((failure as InstanceType<typeof StoreError>).code).toBe("store/unavailable");
    // A real conflict stays what it is.
    const ok = await openStore({ databaseUrl });
    try {
      await ok.createMatch(testMatch("dup-check", { createdAt: 1 }));
      const dup = await ok.createMatch(testMatch("dup-check", { createdAt: 1 })).catch((e: unknown) => e);
      expect((dup as InstanceType<typeof StoreError>).code).toBe("store/duplicate");
    } finally {
      await ok.close();
    }
    await db.destroy();
  });
});

describe("several nodes booting at once", () => {
  it("migrate an empty database once, without tripping over each other", async () => {
    const url = await freshDatabaseUrl(services.databaseUrl);
    const stores = await Promise.all(Array.from({ length: 6 }, () => openStore({ databaseUrl: url })));
    try {
      const secrets = await Promise.all(stores.map((s) => s.secret("signing", () => Math.random().toString(36))));
      expect(new Set(secrets).size).toBe(1);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});
