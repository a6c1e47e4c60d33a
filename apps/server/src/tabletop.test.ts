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

  it("a UFS table with its players' own card file (CSV): the deck list names them, every audience sees their faces as the zones allow", async () => {
    const csv = [
      "id,name,type,difficulty,control,hand_size,vitality,attack_zone,attack_speed,attack_damage,block_zone,block_modifier,keywords",
      "vera-1,\"Vera, Storm Dancer\",character,0,0,6,22,,,,,,",
      ...Array.from({ length: 15 }, (_, i) => `storm-${i},Storm Kick ${i},attack,4,4,,,high,4,5,mid,1,Kick`),
    ].join("\n");
    const text = ["Vera, Storm Dancer", ...Array.from({ length: 15 }, (_, i) => `4x Storm Kick ${i}`)].join("\n");
    const seats = [{ ...people[0]!, deck: { text } }, people[1]!];
    const { matchId, tokens } = await client.match.create.mutate({ game: "ufs", seats, options: { mode: "tabletop" }, cards: csv });
    const judge = await collect(client, { matchId, token: tokens.judge }, { stopAfter: 1 });
    const events = judge.entries.flatMap((e) => e.events);
    expect(events).toContainEqual(expect.objectContaining({ type: "player", seat: 0, hero: expect.objectContaining({ name: "Vera, Storm Dancer" }) }));
    expect(events).toContainEqual(expect.objectContaining({ type: "counter", seat: 0, counter: "vitality", value: 22 }));
    // The other seat sees Vera's hand as card backs only.
    const other = await collect(client, { matchId, token: tokens.seats[1]! }, { stopAfter: 1 });
    const seen = JSON.stringify(other.entries);
    expect(seen).toContain("Vera, Storm Dancer");
    expect(seen).not.toMatch(/Storm Kick/);
    // The coverage console searches the file's cards first and records plays of them.
    const operator = { matchId, token: tokens.operator! };
    expect((await client.console.search.query({ ...operator, query: "storm kick 7", seat: 0 }))[0]).toMatchObject({ id: "storm-7", name: "Storm Kick 7", inDeck: true });
    const played = await client.console.record.mutate({ ...operator, line: "p1 play Storm Kick 7" });
    expect(played.label).toMatch(/Storm Kick 7/);
    expect(await apiCode(client.console.record.mutate({ ...operator, line: "p1 play Storm Kik 7" }))).toBe("tabletop/unknown-card");
  });

  it("bad card files and misplaced ones get typed errors, and no match is made", async () => {
    const create = (game: string, cards: string, mode = "tabletop") => apiCode(client.match.create.mutate({ game, seats: people.map((s) => ({ name: s.name, kind: s.kind })), options: { mode }, cards }));
    expect(await create("ufs", "id,name,type,difficulty,control\nx-1,Jab,attack,2,5")).toBe("ufs-cards/bad-field");
    expect(await create("ufs", "id,name,type,difficulty,control\nx-1,Jab,action,2,5", "enforced")).toBe("setup/own-cards-enforced");
    expect(await create("fab", "id,name,type,difficulty,control\nx-1,Jab,action,2,5")).toBe("setup/no-match-cards");
    expect(await create("ufs", `[${" ".repeat(50_000)}]`)).toBe("setup/cards-too-long");
    expect(await create("ufs", "[{")).toBe("ufs-cards/bad-json");
  });
});
