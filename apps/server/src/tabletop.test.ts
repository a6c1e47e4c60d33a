import { describe, expect, it } from "vitest";
import { apiCode, collect, humanSeats, useTestServer, type Client } from "./test-support";

describe("a tabletop match through the API (UFS: a paper game's zones, no rules enforced)", () => {
  let client: Client;
  useTestServer((opened) => ({ client } = opened));
  const people = humanSeats.map((s, i) => ({ ...s, deck: { sample: i === 0 ? "kaede" : "bram" } }));

  it("people act at the table in any order; open decisions (a vitality change, a note) are checked by the game; a judge's stream follows", async () => {
    const { matchId, tokens } = await client.match.create.mutate({ game: "ufs", seats: people, options: { mode: "tabletop" } });
    const state = (seat: number) => client.match.state.query({ matchId, token: tokens.seats[seat]! });
    const submit = async (seat: number, decision: string) => client.match.submit.mutate({ matchId, token: tokens.seats[seat]!, seq: (await state(seat)).nextSeq, decision });
    // Both seats are awaited, as at a table.
    expect((await state(0)).awaiting).toEqual([0, 1]);
    expect((await state(1)).decisions.map((d) => d.id)).toContain("draw:1");
    await submit(1, "draw:1");
    await submit(0, "vitality:1:-3");
    await submit(0, `note:${"Bram blocks high".padEnd(40, ".")}`);
    expect(await apiCode(submit(0, "vitality:1:-123456"))).toMatch(/^tabletop\//);
    expect(await apiCode(submit(1, "move:o99999:p1.discard"))).toMatch(/^tabletop\//);
    const judge = await collect(client, { matchId, token: tokens.judge }, { stopAfter: 4 });
    const events = judge.entries.flatMap((e) => e.events);
    expect(events).toContainEqual(expect.objectContaining({ type: "counter", seat: 1, counter: "vitality" }));
    expect(events.some((e) => e.type === "log" && e.text.includes("Bram blocks high"))).toBe(true);
  });

  it("refuses bot seats: at a table without rules only people act", async () => {
    expect(await apiCode(client.match.create.mutate({ game: "ufs", seats: people.map((s) => ({ ...s, kind: "bot" as const })), options: { mode: "tabletop" } }))).toBe("setup/tabletop-people");
  });
});
