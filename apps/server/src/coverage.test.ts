import { describe, expect, it } from "vitest";
import { decodeJsonl, replayLog } from "@tablecast/engine";
import { gameById, IMPORT_MAX_CHARS } from "@tablecast/api";
import { FAI_CC, KAISA_CODE, KAISA_FRIGID_CODE } from "@tablecast/api/testing";
import { join } from "node:path";
import { connect } from "@tablecast/api/client";
import { apiCode, collect, testServer, useTestServer, type Client } from "./test-support";

const people = (deck: { text: string } | { sample: string }) => [
  { name: "Ada", kind: "human" as const, deck },
  { name: "Brin", kind: "human" as const, deck: { sample: "rhinar-blitz" } },
];

describe("the coverage console's API: an operator records a paper FaB match", () => {
  let client: Client;
  useTestServer((opened) => ({ client } = opened));

  const open = async () => {
    const created = await client.match.create.mutate({ game: "fab", seats: people({ text: FAI_CC }), options: { mode: "tabletop" } });
    expect(created.tokens.operator).toBeDefined();
    return { matchId: created.matchId, tokens: created.tokens, operator: created.tokens.operator! };
  };

  it("a real Classic Constructed deck with a hero outside the first block (Fai, Uprising) is accepted at the table and refused in enforced mode, naming its card", async () => {
    const { matchId, operator } = await open();
    const view = await client.console.view.query({ matchId, token: operator });
    expect(view.seats[0]!.zones.find((z) => z.kind === "hero")?.cards.map((c) => c.name)).toEqual(["Fai, Rising Rebellion"]);
    expect(view.seats[0]!.counters["life"]).toBe(40);
    expect(view.seats[0]!.hand).toBe(4);
    // The enforced game reads Blitz or open lists; open, so that the refusal is the card, not the format.
    const refused = client.match.create.mutate({ game: "fab", seats: people({ text: FAI_CC }), options: { format: "open" } });
    expect(await apiCode(refused)).toBe("decklist/unimplemented-card");
    await expect(refused).rejects.toThrow(/Fai/);
  });

  it("records lines as the table's decisions; spectators see the played card and hand counts only; undo is a correcting entry", async () => {
    const { matchId, tokens, operator } = await open();
    expect((await client.console.search.query({ matchId, token: operator, query: "blaze r" }))[0]).toMatchObject({ id: "UPR092", name: "Blaze Headlong (red)" });
    // The player's deck list first: Phoenix Flame before Phoenix Form, which comes first in the whole database.
    expect((await client.console.search.query({ matchId, token: operator, query: "phoe r", seat: 0 }))[0]).toMatchObject({ name: "Phoenix Flame (red)", inDeck: true });
    const played = await client.console.record.mutate({ matchId, token: operator, line: "p1 play Blaze Headlong (red)" });
    expect(played.label).toBe("P1 plays Blaze Headlong (red)");
    await client.console.record.mutate({ matchId, token: operator, line: "p2 life -3" });
    const undone = await client.console.undo.mutate({ matchId, token: operator });
    expect(undone.label).toBe("Undo: P2 life 20 → 17");
    const view = await client.console.view.query({ matchId, token: operator });
    expect(view.seats[1]!.counters["life"]).toBe(20);
    expect(view.entries.map((e) => [e.label, e.undone])).toEqual([
      ["P1 plays Blaze Headlong (red)", false],
      ["P2 life 20 → 17", true],
      ["Undo: P2 life 20 → 17", false],
    ]);
    const spectator = await collect(client, { matchId, token: tokens.spectator }, { stopAfter: view.lastSeq + 1 });
    const events = spectator.entries.flatMap((e) => e.events);
    expect(events).toContainEqual(expect.objectContaining({ type: "move", to: "combat-chain", face: expect.objectContaining({ name: "Blaze Headlong (red)" }) }));
    expect(events.some((e) => e.type === "log" && e.text.includes("correction: P2 life 20 → 17"))).toBe(true);
    // No public event names a card going into a hand.
    for (const e of events) if ((e.type === "move" || e.type === "create") && /hand$/.test(e.type === "move" ? e.to : e.zone)) expect(e.face).toBeUndefined();
  });

  it("bad input: typed errors, nothing written", async () => {
    const { matchId, operator, tokens } = await open();
    const before = (await client.console.view.query({ matchId, token: operator })).lastSeq;
    const record = (line: string, token = operator, id = matchId) => apiCode(client.console.record.mutate({ matchId: id, token, line }));
    expect(await record("p1 play Savge Swing (red)")).toBe("tabletop/unknown-card");
    expect(await record("p2 play Blaze Headlong (red)")).toBe("tabletop/not-in-deck");
    expect(await record("p1 move Searing Emberblade to attic")).toBe("tabletop/no-such-zone");
    expect(await record("p1 dance")).toBe("tabletop/line");
    expect(await record(`note ${"x".repeat(700)}`)).toBe("input/invalid");
    expect(await record("undo")).toBe("tabletop/undo");
    // Tokens: an operator token of another match, a judge token, an operator token on the match API.
    const other = await open();
    expect(await record("p1 life -1", other.operator)).toBe("token/wrong-match");
    expect(await record("p1 life -1", tokens.judge)).toBe("auth/forbidden");
    expect(await apiCode(client.match.state.query({ matchId, token: operator }))).toBe("token/bad-signature");
    expect((await client.console.view.query({ matchId, token: operator })).lastSeq).toBe(before);
    // An enforced match has no console.
    const enforced = await client.match.create.mutate({ game: "fab", seats: people({ sample: "dorinthea-blitz" }) });
    expect(enforced.tokens.operator).toBeUndefined();
    expect(await apiCode(client.console.issue.mutate({ matchId: enforced.matchId, token: enforced.tokens.organiser }))).toBe("setup/not-tabletop");
    // The organiser hands out another operator token.
    const issued = await client.console.issue.mutate({ matchId, token: tokens.organiser });
    expect(await record("p1 life -1", issued.token)).toBeUndefined();
  });

  it("refuses a flood: one console records at most its burst, then waits", async () => {
    const { matchId, operator } = await open();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 24; i++) codes.push(await apiCode(client.console.record.mutate({ matchId, token: operator, line: `note entry ${i}` })));
    expect(codes.slice(0, 20).every((c) => c === undefined)).toBe(true);
    expect(codes.slice(20)).toContain("rate/limited");
  });
});

describe("the coverage console's API: a paper Riftbound match", () => {
  let client: Client;
  useTestServer((opened) => ({ client } = opened));
  const seats = [
    { name: "Ada", kind: "human" as const, deck: { text: KAISA_CODE } },
    { name: "Brin", kind: "human" as const, deck: { text: KAISA_CODE } },
  ];

  it("a real deck by deck code is accepted at the table and refused in enforced mode, naming its card", async () => {
    const created = await client.match.create.mutate({ game: "riftbound", seats, options: { mode: "tabletop" } });
    const operator = created.tokens.operator!;
    const view = await client.console.view.query({ matchId: created.matchId, token: operator });
    expect(view.life).toBe("points");
    expect(view.seats[0]!.counters["points"]).toBe(0);
    expect(view.seats[0]!.zones.find((z) => z.kind === "legend")?.cards.map((c) => c.name)).toEqual(["Kai'Sa - Daughter of the Void"]);
    expect(view.seats[0]!.hand).toBe(4);
    // Every card of the Kai'Sa deck plays now; with a Spiritforged card the enforced rules do not play yet, the deck is refused by its name.
    const frigid = seats.map((seat) => ({ ...seat, deck: { text: KAISA_FRIGID_CODE } }));
    expect((await client.match.create.mutate({ game: "riftbound", seats: frigid, options: { mode: "tabletop" } })).matchId).toBeTruthy();
    const refused = client.match.create.mutate({ game: "riftbound", seats: frigid });
    expect(await apiCode(refused)).toBe("deckcode/not-playable");
    await expect(refused).rejects.toThrow(/^P1 \(seat 0\): SFD-066 Frigid Touch is not yet playable with enforced rules/);
  });

  it("records channelled runes, points and an attack on a battlefield", async () => {
    const created = await client.match.create.mutate({ game: "riftbound", seats, options: { mode: "tabletop" } });
    const ref = { matchId: created.matchId, token: created.tokens.operator! };
    expect((await client.console.record.mutate({ ...ref, line: "p1 channel 2" })).label).toBe("P1 channels 2 runes");
    expect((await client.console.record.mutate({ ...ref, line: "p2 points +1" })).label).toBe("P2 points 0 → 1");
    expect(await apiCode(client.console.record.mutate({ ...ref, line: "p1 attack Kai'Sa - Survivor" }))).toBe("tabletop/line");
    const view = await client.console.view.query(ref);
    expect(view.seats[0]!.zones.find((z) => z.kind === "rune-pool")?.cards).toHaveLength(2);
    expect(view.seats[1]!.counters["points"]).toBe(1);
  });
});

describe("the console after a server restart", () => {
  it("rebuilds its entries from the log's records: the list, what was taken back, and undo of the last entry", async () => {
    const first = await testServer();
    const a = connect(first.url);
    const created = await a.client.match.create.mutate({ game: "fab", seats: people({ text: FAI_CC }), options: { mode: "tabletop" } });
    const ref = { matchId: created.matchId, token: created.tokens.operator! };
    await a.client.console.record.mutate({ ...ref, line: "p1 play Blaze Headlong (red)" });
    await a.client.console.record.mutate({ ...ref, line: "p2 life -3" });
    await a.client.console.undo.mutate(ref);
    await a.client.console.record.mutate({ ...ref, line: "p2 life -2" });
    const before = await a.client.console.view.query(ref);
    a.close();
    await first.close();

    const second = await testServer({ sqlitePath: join(first.dir, "tablecast.db") });
    const b = connect(second.url);
    try {
      const after = await b.client.console.view.query(ref);
      expect(after.entries).toEqual(before.entries);
      expect(after.entries.map((e) => [e.label, e.undone])).toEqual([
        ["P1 plays Blaze Headlong (red)", false],
        ["P2 life 20 → 17", true],
        ["Undo: P2 life 20 → 17", false],
        ["P2 life 20 → 18", false],
      ]);
      // Undo after the restart takes back the last entry, then the one before the correction.
      expect((await b.client.console.undo.mutate(ref)).label).toBe("Undo: P2 life 20 → 18");
      expect((await b.client.console.undo.mutate(ref)).label).toBe("Undo: P1 plays Blaze Headlong (red)");
      const view = await b.client.console.view.query(ref);
      expect(view.seats[1]!.counters["life"]).toBe(20);
      expect(view.shared.find((z) => z.kind === "combat-chain")?.cards).toEqual([]);
      expect(await apiCode(b.client.console.undo.mutate(ref))).toBe("tabletop/undo");
      // The records are nobody's to watch: a spectator's stream names no record.
      const spectator = await collect(b.client, { matchId: created.matchId, token: created.tokens.spectator }, { stopAfter: view.lastSeq });
      expect(JSON.stringify(spectator.entries)).not.toContain("coverage");
    } finally {
      b.close();
      await second.close();
    }
  }, 60_000);
});

describe("importing a coverage script through the API", () => {
  let client: Client;
  useTestServer((opened) => ({ client } = opened));
  const script = ["game: fab", "player 1: Ada", "player 2: Brin", "deck 1:", FAI_CC, "end", "deck 2:", FAI_CC, "end", "p1 pitch Phoenix Flame (red)", "p1 attack Blaze Headlong (red)", "p2 life -3", "next turn", "p2 wins"].join("\n");

  it("makes the log the CLI makes: JSON Lines the engine verifies, in tabletop mode", async () => {
    const imported = await client.coverage.import.mutate({ script });
    expect(imported).toMatchObject({ game: "fab", finished: true, reason: expect.stringContaining("P2 wins") });
    const log = decodeJsonl(imported.jsonl);
    if (!log.ok) throw new Error(log.error.message);
    expect(log.value.header.options).toEqual({ mode: "tabletop" });
    expect(log.value.entries).toHaveLength(imported.decisions);
    expect(replayLog(gameById("fab")!, log.value).failure).toBeNull();
  });

  it("names the bad line with its code; a script over the limit is refused by its size", async () => {
    const bad = client.coverage.import.mutate({ script: script.replace("p2 life -3", "p2 life lots") });
    expect(await apiCode(bad)).toBe("tabletop/amount");
    await expect(bad).rejects.toThrow(/^line \d+: life takes/);
    const deckLine = client.coverage.import.mutate({ script: script.replace("3x Lava Burst (red)", "3x Lava Brust (red)") });
    expect(await apiCode(deckLine)).toBe("decklist/unknown-card");
    await expect(deckLine).rejects.toThrow(/^line \d+: deck 1: .*Lava Brust/);
    const over = `${script}\n#${"#".repeat(IMPORT_MAX_CHARS - script.length - 1)}`;
    expect(over.length).toBe(IMPORT_MAX_CHARS + 1);
    expect(await apiCode(client.coverage.import.mutate({ script: over }))).toBe("tabletop/script-too-long");
    expect(await apiCode(client.coverage.import.mutate({ script: over.slice(0, -1) }))).toBeUndefined();
    expect(await apiCode(client.coverage.import.mutate({ script: `${over}#` }))).toBe("input/invalid");
  });
});
