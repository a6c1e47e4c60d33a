import { describe, expect, it } from "vitest";
import { cardById, cardsOf, parseUfsCsv, parseUfsFile, parseUfsJson, ufsCardJson, UFS_SCHEMA_ID } from "./index";

const attack = { id: "MY-001", name: "Flying Knee", type: "attack", difficulty: 4, control: 4, block: { zone: "mid", modifier: 2 }, symbols: ["fire"], keywords: ["Kick"], attack: { zone: "high", speed: 4, damage: 4 } };

describe("UFS cards", () => {
  it("holds the project's own test cards, through the same schema as a user's file", () => {
    const cards = cardsOf("ufs");
    expect(cards.length).toBeGreaterThan(40);
    expect(cards.every((c) => c.original && c.sets[0] === "TST")).toBe(true);
    expect(cardById("ufs", "TST-001")).toMatchObject({ name: "Kaede Arashi", type: "character", handSize: 6, vitality: 22 });
    expect(cardById("ufs", "TST-004")?.keywords).toEqual(["Kick", "Powerful: 2"]);
  });

  it("reads a JSON file, bare or with its schema id", () => {
    const bare = parseUfsJson(JSON.stringify([attack]));
    expect(bare.ok).toBe(true);
    const wrapped = parseUfsJson(JSON.stringify({ schema: UFS_SCHEMA_ID, cards: [attack] }));
    expect(wrapped.ok && wrapped.value[0]).toMatchObject({ game: "ufs", id: "MY-001", attack: { zone: "high", speed: 4, damage: 4 }, original: false });
  });

  it("names the row and field of every problem in a JSON file", () => {
    const bad = parseUfsJson(JSON.stringify([attack, { ...attack, id: "MY-002", attack: { zone: "middle", speed: 4, damage: 4 } }, { ...attack, id: "MY-003", attack: undefined }, { ...attack, colour: "red" }]));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors).toContainEqual(expect.objectContaining({ code: "ufs-cards/bad-field", row: 2, field: "attack.zone" }));
    expect(bad.errors).toContainEqual(expect.objectContaining({ code: "ufs-cards/bad-field", row: 3, field: "attack" }));
    expect(bad.errors).toContainEqual(expect.objectContaining({ code: "ufs-cards/bad-field", row: 4, field: "colour" }));
    expect(parseUfsJson("{ nope")).toMatchObject({ ok: false, errors: [{ code: "ufs-cards/bad-json" }] });
    expect(parseUfsJson('{"cards": 3}')).toMatchObject({ ok: false, errors: [{ code: "ufs-cards/bad-file" }] });
  });

  it("reads a CSV file with quoted fields and lists split on ;", () => {
    const csv = [
      "id,name,type,difficulty,control,block_zone,block_modifier,symbols,keywords,attack_zone,attack_speed,attack_damage,hand_size,vitality,text",
      'MY-001,Flying Knee,attack,4,4,mid,2,fire;air,Kick;Powerful: 1,high,4,4,,,"E: Discard 1 momentum, ""+1"" damage."',
      "MY-002,Ada Vance,character,0,0,,,good;order,,,,,6,22,",
    ].join("\n");
    const r = parseUfsCsv(csv);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value[0]).toMatchObject({ symbols: ["fire", "air"], keywords: ["Kick", "Powerful: 1"], text: 'E: Discard 1 momentum, "+1" damage.', block: { zone: "mid", modifier: 2 } });
    expect(r.value[1]).toMatchObject({ type: "character", handSize: 6, vitality: 22, attack: null });
  });

  it("names the line and column of every problem in a CSV file", () => {
    const header = "id,name,type,difficulty,control,attack_zone,attack_speed,attack_damage";
    const r = parseUfsCsv([header, "A-1,Jab,attack,2,five,high,3,2", "A-1,Jab Again,attack,2,5,high,3,2", 'A-3,"Multi', 'line",attack,2,5,high,3'].join("\n"));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContainEqual(expect.objectContaining({ code: "ufs-cards/bad-csv", line: 4, row: 3 }));
    const fields = parseUfsCsv([header, "A-1,Jab,attack,2,five,high,3,2", "A-2,Hook,attack,2,5,high,3,2", "A-2,Hook Again,attack,2,5,high,3,2", "A-4,Ada,character,1,5,,,"].join("\n"));
    expect(fields.ok).toBe(false);
    if (fields.ok) return;
    expect(fields.errors).toContainEqual(expect.objectContaining({ code: "ufs-cards/bad-field", line: 2, row: 1, field: "control" }));
    expect(fields.errors).toContainEqual(expect.objectContaining({ code: "ufs-cards/duplicate-id", line: 4, row: 3, field: "id" }));
    expect(fields.errors).toContainEqual(expect.objectContaining({ code: "ufs-cards/bad-field", line: 5, field: "hand_size" }));
    expect(parseUfsCsv("id,name,type,difficulty,colour\n")).toMatchObject({ ok: false });
    const cols = parseUfsCsv("id,name,type,difficulty,colour\n");
    expect(!cols.ok && cols.errors.map((e) => e.code)).toEqual(["ufs-cards/unknown-column", "ufs-cards/missing-column"]);
    expect(parseUfsCsv('id,name\n"open')).toMatchObject({ ok: false, errors: [{ code: "ufs-cards/bad-csv", line: 2 }] });
  });

  it("keeps a card file as the documented JSON: every card reads back the same, from JSON or CSV", () => {
    const own = cardsOf("ufs");
    expect(parseUfsJson(JSON.stringify(own.map(ufsCardJson)))).toEqual({ ok: true, value: own });
    const csv = 'id,name,type,difficulty,control,attack_zone,attack_speed,attack_damage,keywords,set,image\nMY-9,"Knee, Flying",attack,4,4,high,4,4,Kick;Powerful: 2,MYS,https://example.com/k.png';
    const read = parseUfsFile(csv);
    if (!read.ok) throw new Error(read.errors[0]!.message);
    expect(read.value[0]).toMatchObject({ name: "Knee, Flying", keywords: ["Kick", "Powerful: 2"], sets: ["MYS"] });
    expect(parseUfsFile(JSON.stringify(read.value.map(ufsCardJson)))).toEqual(read);
    expect(parseUfsFile(" [")).toMatchObject({ ok: false, errors: [{ code: "ufs-cards/bad-json" }] });
  });
});
