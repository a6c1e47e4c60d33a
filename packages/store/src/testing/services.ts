import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import type { LogHeader } from "@tablecast/protocol";
import type { NewMatch } from "../store";

/**
 * PostgreSQL and Redis for tests: the ones named by DATABASE_URL / REDIS_URL, or else the ones
 * infra/services.sh starts on loopback (installing them first when the machine lacks them).
 * Fails loudly rather than skipping: these tests are part of the suite.
 */
export function testServices(): { databaseUrl: string; redisUrl: string } {
  const fromEnv = { databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL };
  if (fromEnv.databaseUrl !== undefined && fromEnv.redisUrl !== undefined) return fromEnv as { databaseUrl: string; redisUrl: string };
  const script = join(import.meta.dirname, "../../../../infra/services.sh");
  let out: string;
  try {
    out = execFileSync("bash", [script, "start"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], timeout: 300_000 });
  } catch (e) {
    throw new Error(`could not start PostgreSQL and Redis with infra/services.sh: ${(e as Error).message}`);
  }
  const env = Object.fromEntries(out.trim().split("\n").map((line) => line.split("=", 2) as [string, string]));
  return { databaseUrl: fromEnv.databaseUrl ?? env.DATABASE_URL!, redisUrl: fromEnv.redisUrl ?? env.REDIS_URL! };
}

/** A new, empty PostgreSQL database on the test server, so test files never see each other's data. */
export async function freshDatabaseUrl(databaseUrl: string): Promise<string> {
  const name = `tablecast_test_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A minimal, valid log header for store tests (the store does not interpret it). */
export function testHeader(setupHash = "0".repeat(16)): LogHeader {
  return {
    format: "tablecast-log",
    version: 1,
    game: "duel",
    rulesetVersion: "duel-1",
    engineVersion: "0.1.0",
    seats: [
      { name: "Ada", kind: "human", deck: ["V1"] },
      { name: "Brin", kind: "bot", bot: "random", deck: ["V2"] },
    ],
    seedCommitment: "0".repeat(64),
    setupHash,
  };
}

/** A live match for store tests: the test header, no delay, seed "s", created at 0; `fields` change any of it. */
export function testMatch(id: string, { listed = true, ...fields }: Partial<Omit<NewMatch, "id" | "policy">> & { readonly listed?: boolean } = {}): NewMatch {
  return { id, header: testHeader(), policy: { delay: { kind: "none" }, coach: "after-match", listed }, seed: "s", botDelayMs: 0, createdAt: 0, ...fields };
}
