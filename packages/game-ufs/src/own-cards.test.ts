import { replayLog, simulateMatch, type JsonValue, type LogSeat, type StreamEntry } from "@tablecast/engine";
import { TABLETOP, type TabletopState } from "@tablecast/engine/kit";
import { fromFile, hiddenInformationProblems } from "@tablecast/engine/testing";
import { describe, expect, it } from "vitest";
import { SAMPLE_DECKS } from "./decks";
import { ufs } from "./game";
import { OWN_CARDS_MAX } from "./own-cards";

/** A player's own card file (packages/cards README, "User-supplied UFS cards"): a character and fifteen cards. */
const VERA = { id: "vera-1", name: "Vera, Storm Dancer", type: "character", difficulty: 0, control: 0, handSize: 6, vitality: 22, symbols: ["air", "order"] };
const CARDS: JsonValue = [
  VERA,
  ...Array.from({ length: 15 }, (_, i): JsonValue =>
    i % 3 === 0
      ? { id: `gust-${i}`, name: `Gust Step ${i}`, type: "foundation", difficulty: 1, control: 5, block: { zone: "mid", modifier: 2 }, symbols: ["air"], text: "Commit: +1 speed." }
      : { id: `storm-${i}`, name: `Storm Kick ${i}`, type: "attack", difficulty: 4, control: 4, attack: { zone: i % 2 === 0 ? "high" : "low", speed: 4, damage: 5 }, keywords: ["Kick"], symbols: ["air"] },
  ),
];
const VERA_LIST = ["Vera, Storm Dancer", ...Array.from({ length: 15 }, (_, i) => `4x ${i % 3 === 0 ? "Gust Step" : "Storm Kick"} ${i}`)].join("\n");
const options = { mode: TABLETOP, cards: CARDS };

function veraDeck(): string[] {
  const read = ufs.readDeckList!(VERA_LIST, options);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}
const seats = (): LogSeat[] => [
  { name: "Vera", kind: "bot", bot: "random", deck: veraDeck() },
  { name: "Bram", kind: "bot", bot: "random", deck: SAMPLE_DECKS["bram"]! },
];

describe("a UFS match that brings its players' own cards (tabletop mode)", () => {
  it("reads a deck list by the file's names, beside the game's own cards", () => {
    const deck = veraDeck();
    expect(deck).toHaveLength(61);
    expect(deck[0]).toBe("vera-1");
    expect(deck.filter((c) => c === "storm-1")).toHaveLength(4);
    const mixed = ufs.readDeckList!(`${VERA_LIST}\n${SAMPLE_DECKS["bram"]![1]}`, options);
    expect(mixed.ok && mixed.value.at(-1)).toBe(SAMPLE_DECKS["bram"]![1]);
    const wrong = ufs.readDeckList!("Vera, Storm Dancer\n4x Storm Kik 1", options);
    expect(wrong.ok ? null : wrong.error).toMatchObject({ code: "decklist/unknown-card", message: expect.stringContaining("line 2") });
  });

  it("lays out the file's character with its vitality (D.1, E.1.1), and every audience that may see a card sees its face", () => {
    const r = ufs.setup({ seats: seats(), options }, "own-1");
    if (!r.ok) throw new Error(r.error.message);
    const t = r.value.state as TabletopState;
    expect(t.zones["p0.staging"]!.map((c) => c.card)).toEqual(["vera-1"]);
    expect(t.players[0]!.counters["vitality"]).toBe(22);
    const table = ufs.project(r.value.events);
    expect(table).toContainEqual(expect.objectContaining({ type: "player", seat: 0, hero: expect.objectContaining({ name: "Vera, Storm Dancer", attrs: expect.objectContaining({ vitality: 22, handSize: 6 }) }) }));
    // The opening hand drawn: each card's face goes to its owner's hand (redaction later keeps it theirs).
    const faces = table.flatMap((e) => (e.type === "move" && e.to === "p0.hand" && e.face !== undefined ? [e.face.name] : []));
    expect(faces).toHaveLength(6);
    expect(faces.every((n) => /^(Gust Step|Storm Kick) \d+$/.test(n))).toBe(true);
  });

  it("plays, logs and verifies from the log alone: the cards travel in the header's options", () => {
    const sim = simulateMatch(ufs, { seats: seats(), seed: "own-2", options: { ...options, actionLimit: 150 }, maxDecisions: 1_000 });
    if (!sim.ok) throw new Error(sim.error.message);
    expect(sim.value.log.header.options).toMatchObject({ mode: TABLETOP, cards: CARDS });
    expect(replayLog(ufs, fromFile(sim.value.log)).failure).toBeNull();
  });

  it("keeps hidden cards hidden: games that differ only in a hidden card give every other audience the same bytes", () => {
    for (const seed of ["own-h1", "own-h2", "own-h3", "own-h4"]) {
      const sim = simulateMatch(ufs, { seats: seats(), seed, options: { ...options, actionLimit: 120 }, maxDecisions: 1_000 });
      if (!sim.ok) throw new Error(sim.error.message);
      const stream: readonly StreamEntry[] = sim.value.stream;
      expect(hiddenInformationProblems(stream, 2)).toEqual([]);
    }
  }, 60_000);

  it("refuses bad card files with the file's own error, and own cards under enforced rules", () => {
    const setup = (cards: JsonValue, mode = TABLETOP) => {
      const r = ufs.setup({ seats: seats(), options: { mode, cards } }, "own-bad");
      return r.ok ? null : r.error;
    };
    const { vitality: _vitality, ...noVitality } = VERA;
    expect(setup([noVitality])).toMatchObject({ code: "ufs-cards/bad-field", message: expect.stringContaining("vitality") });
    expect(setup([{ ...VERA, id: SAMPLE_DECKS["bram"]![0]! }])).toMatchObject({ code: "ufs-cards/duplicate-id" });
    expect(setup("not a file")).toMatchObject({ code: "ufs-cards/bad-file" });
    expect(setup(Array.from({ length: OWN_CARDS_MAX + 1 }, () => VERA))).toMatchObject({ code: "ufs-cards/too-many" });
    expect(setup(CARDS, "enforced")).toMatchObject({ code: "setup/own-cards-enforced" });
  });
});
