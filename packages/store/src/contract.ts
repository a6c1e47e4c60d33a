import { expect, it } from "vitest";
import { StoreError, type MatchStore, type StoredEntry } from "./store";
import { testHeader, testMatch } from "./testing/services";

/** The behaviour every MatchStore must have; each backend's test file runs it. */
export function storeContract(open: () => Promise<MatchStore>) {
  const header = (id: string) => testHeader(id.padEnd(16, "0").slice(0, 16).replace(/[^0-9a-f]/g, "a"));
  const entry = (seq: number, at = 1000 + seq): StoredEntry => ({ seq, seat: seq % 2, decision: `d${seq}`, hash: "abcdef0123456789", acceptedAt: at });
  let n = 0;
  const fresh = async (store: MatchStore, listed = true) => {
    const id = `m${Date.now().toString(36)}${++n}`;
    await store.createMatch(testMatch(id, { header: header(id), listed, seed: "s3cret", botDelayMs: 5, createdAt: 500 + n }));
    return id;
  };
  const code = (p: Promise<unknown>) => p.then(() => "ok", (e: unknown) => (e instanceof StoreError ? e.code : String(e)));
  /** A test on a store of its own, closed however the test ends. */
  const withStore = (body: (store: MatchStore) => Promise<void>) => async () => {
    const store = await open();
    try {
      await body(store);
    } finally {
      await store.close();
    }
  };

  it("creates, reads back and lists matches", withStore(async (store) => {
    const id = await fresh(store);
    const record = await store.getMatch(id);
    expect(record).toMatchObject({ id, status: "live", seed: "s3cret", botDelayMs: 5, lastSeq: 0, footer: null, finishedAt: null });
    expect(record?.header.seats[1]?.bot).toBe("random");
    expect(await store.getMatch("missing")).toBeNull();
    expect(await code(store.createMatch({ ...record!, header: record!.header }))).toBe("store/duplicate");
    const listed = await store.listMatches({ status: "live", limit: 1000 });
    expect(listed.find((m) => m.id === id)).toMatchObject({ game: "duel", seatNames: ["Ada", "Brin"], status: "live", lastSeq: 0, winners: null, listed: true });
    const unlisted = await fresh(store, false);
    expect((await store.listMatches({ status: "live", limit: 1000 })).find((m) => m.id === unlisted)?.listed).toBe(false);
    // The filter applies before the limit: the newest listed match is found behind newer unlisted ones.
    for (let i = 0; i < 3; i++) await fresh(store, false);
    expect((await store.listMatches({ status: "live", listed: true, limit: 1 })).map((m) => m.id)).toEqual([id]);
    expect((await store.listMatches({ status: "live", listed: false, limit: 1 }))[0]?.listed).toBe(false);
  }));

  it("appends entries in order only; rejects gaps, repeats, unknown matches", withStore(async (store) => {
    const id = await fresh(store);
    await store.appendEntry(id, entry(1));
    await store.appendEntry(id, entry(2));
    expect(await code(store.appendEntry(id, entry(2)))).toBe("store/seq-conflict");
    expect(await code(store.appendEntry(id, entry(4)))).toBe("store/seq-conflict");
    expect(await code(store.appendEntry("missing", entry(1)))).toBe("store/not-found");
    expect(await store.entries(id)).toEqual([entry(1), entry(2)]);
    expect(await store.entries(id, 1)).toEqual([entry(2)]);
    expect((await store.getMatch(id))?.lastSeq).toBe(2);
  }));

  it("of two concurrent appends of the same seq exactly one wins", withStore(async (store) => {
    const id = await fresh(store);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => code(store.appendEntry(id, { ...entry(1), decision: `racer${i}` }))));
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r === "store/seq-conflict")).toHaveLength(5);
    expect(await store.entries(id)).toHaveLength(1);
  }));

  it("finishes atomically with its last entry; nothing is appended after", withStore(async (store) => {
    const id = await fresh(store);
    await store.appendEntry(id, entry(1));
    const footer = { seed: "s3cret", winners: [0], reason: "life reached 0", finalHash: "f".repeat(64) };
    // A wrong last entry fails the whole finish: the match stays live.
    expect(await code(store.finishMatch(id, footer, 9_000, entry(3)))).toBe("store/seq-conflict");
    expect((await store.getMatch(id))?.status).toBe("live");
    await store.finishMatch(id, footer, 9_000, entry(2));
    expect(await store.getMatch(id)).toMatchObject({ status: "finished", footer, finishedAt: 9_000, lastSeq: 2 });
    expect(await code(store.appendEntry(id, entry(3)))).toBe("store/finished");
    expect(await code(store.finishMatch(id, footer, 9_001))).toBe("store/finished");
    expect((await store.listMatches({ status: "finished", limit: 1000 })).find((m) => m.id === id)?.winners).toEqual([0]);
  }));

  it("stores review documents as updates, and compacts them", withStore(async (store) => {
    const doc = `room-${Date.now().toString(36)}-${++n}/public`;
    await store.appendDocUpdates([{ doc, update: new Uint8Array([1, 2, 3]) }]);
    await store.appendDocUpdates([
      { doc, update: new Uint8Array([4]) },
      { doc: `${doc}-other`, update: new Uint8Array([5]) },
    ]);
    expect(await store.docUpdates(doc)).toEqual([new Uint8Array([1, 2, 3]), new Uint8Array([4])]);
    expect(await store.docUpdates(`${doc}-other`)).toEqual([new Uint8Array([5])]);
    await store.replaceDocUpdates(doc, new Uint8Array([9, 9]));
    expect(await store.docUpdates(doc)).toEqual([new Uint8Array([9, 9])]);
    expect(await store.docUpdates("other")).toEqual([]);
  }));

  it("revokes tokens, shares one secret, leases hosting", withStore(async (store) => {
    const id = await fresh(store);
    await store.revokeToken(id, "t1");
    await store.revokeToken(id, "t1");
    expect(await store.revokedTokens(id)).toEqual(["t1"]);
    // A single-use token is spent once, by one of several callers at the same moment.
    const spent = await Promise.all([store.spendToken(id, "invite-1"), store.spendToken(id, "invite-1"), store.spendToken(id, "invite-1")]);
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await store.spendToken(id, "invite-1")).toBe(false);
    expect((await store.revokedTokens(id)).sort()).toEqual(["invite-1", "t1"]);
    const name = `key-${id}`;
    const secrets = await Promise.all([store.secret(name, () => "first"), store.secret(name, () => "second")]);
    expect(secrets[0]).toBe(secrets[1]);
    expect(await store.claimHost(id, "a", 1_000, 100)).toBe("a");
    expect(await store.claimHost(id, "b", 1_050, 100)).toBe("a");
    expect(await store.claimHost(id, "a", 1_090, 100)).toBe("a"); // renewed until 1_190
    expect(await store.claimHost(id, "b", 1_150, 100)).toBe("a");
    expect(await store.claimHost(id, "b", 1_200, 100)).toBe("b"); // expired: taken over
    expect(await code(store.claimHost("missing", "a", 0, 1))).toBe("store/not-found");
    await store.finishMatch(id, { seed: "s3cret", winners: [], reason: "draw", finalHash: "f".repeat(64) }, 2_000);
    expect(await code(store.claimHost(id, "b", 2_001, 100))).toBe("store/finished");
  }));
}
