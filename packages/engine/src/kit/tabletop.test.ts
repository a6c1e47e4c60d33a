import { describe, expect, it } from "vitest";
import type { LogSeat } from "../log";
import { playDecision, replayLog, startMatch, type MatchStep } from "../match";
import { PUBLIC, redactStream, seatAudience } from "../redact";
import { simulateMatch } from "../simulate";
import type { StreamEntry, TableEvent } from "../table-events";
import { fromFile } from "../testing/fixtures";
import { foldStream } from "../view";
import { sparks } from "./testing/sparks";
import { findCard } from "./tabletop-actions";
import { isTabletop, tabletopGame, withTabletop } from "./tabletop";
import { bladeTable, bladeZones, sparksTable } from "./tabletop-testing";
import { ZoneTable } from "./zones";
import type { TabletopState } from "./tabletop-types";

const blade = tabletopGame(bladeTable);
const seatsOf = (a: string, b: string): LogSeat[] => [
  { name: "A", kind: "human", deck: bladeTable.sampleDecks![a]! },
  { name: "B", kind: "human", deck: bladeTable.sampleDecks![b]! },
];

/** A blade table and a way to play ids on it, keeping the full stream. */
function table(seed = "t") {
  const started = startMatch(blade, seatsOf("ira", "dori"), seed);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value.state;
  const stream: StreamEntry[] = [started.value.stream];
  const play = (seat: number, id: string): MatchStep<TabletopState> => {
    const step = playDecision(blade, state, stream.length, seat, id);
    if (!step.ok) throw new Error(`${id}: ${step.error.code} ${step.error.message}`);
    state = step.value.state;
    stream.push(step.value.stream);
    return step.value;
  };
  const refuse = (seat: number, id: string): string => {
    const before = JSON.stringify(state);
    const step = playDecision(blade, state, stream.length, seat, id);
    expect(JSON.stringify(state)).toBe(before);
    if (step.ok) throw new Error(`${id} was accepted`);
    return step.error.code;
  };
  return { get state() { return state; }, stream, play, refuse, zone: (z: string) => state.zones[z]! };
}

const facesIn = (entries: readonly StreamEntry[]): string[] =>
  entries.flatMap((e) => e.events.flatMap((ev: TableEvent) => ("face" in ev && ev.face !== undefined ? [ev.face.ref] : ev.type === "shuffle" ? (ev.faces ?? []).map((f) => f.ref) : [])));

describe("tabletop setup", () => {
  it("lays the table: start zones face up, the deck shuffled, an opening hand, counters", () => {
    const t = table();
    expect(t.zone("p0.hero").map((c) => c.card)).toEqual(["hero-ira"]);
    expect(t.zone("p1.arena").map((c) => c.card)).toEqual(["blade-b"]);
    expect(t.zone("p0.hand")).toHaveLength(4);
    expect(t.zone("p0.deck")).toHaveLength(8);
    expect(t.state.players[1]!.counters).toEqual({ life: 20, resources: 0 });
    const view = foldStream(redactStream(t.stream, PUBLIC));
    expect(view.players[0]).toMatchObject({ name: "A", hero: { ref: "hero-ira" }, counters: { life: 20 } });
    expect(blade.status(t.state)).toEqual({ kind: "awaiting", seats: [0, 1] });
  });

  it("refuses unknown cards and bad options with typed errors", () => {
    const bad = [{ ...seatsOf("ira", "dori")[0]!, deck: ["hero-ira", "no-such-card"] }, seatsOf("ira", "dori")[1]!];
    expect(startMatch(blade, bad, "s")).toMatchObject({ ok: false, error: { code: "tabletop/unknown-card" } });
    expect(startMatch(blade, seatsOf("ira", "dori"), "s", { actionLimit: -1 })).toMatchObject({ ok: false, error: { code: "setup/bad-option" } });
    expect(startMatch(blade, seatsOf("ira", "dori"), "s", { mode: "enforced" })).toMatchObject({ ok: false, error: { code: "setup/bad-mode" } });
    expect(blade.readDeckList!("3 strike-red\n1 hero-ira", undefined)).toEqual({ ok: true, value: ["strike-red", "strike-red", "strike-red", "hero-ira"] });
    expect(blade.readDeckList!("3 strike-red\n2x nope", undefined)).toMatchObject({ ok: false, error: { code: "tabletop/unknown-card", message: expect.stringContaining("line 2") } });
  });
});

describe("tabletop actions", () => {
  it("moves cards freely: hand to pitch, to the combat chain, to the graveyard; draws; passes the turn", () => {
    const t = table();
    const card = t.zone("p0.hand")[0]!;
    t.play(0, `move:${card.id}:combat-chain:top`);
    const onChain = t.zone("combat-chain")[0]!;
    expect(onChain.card).toBe(card.card);
    // Either player clears the chain into the card owner's graveyard.
    t.play(1, `move:${onChain.id}:p0.graveyard:top`);
    expect(t.zone("p0.graveyard").map((c) => c.card)).toEqual([card.card]);
    t.play(0, "draw:2");
    expect(t.zone("p0.hand")).toHaveLength(5);
    t.play(0, "pass");
    expect(t.state).toMatchObject({ turn: 2, turnPlayer: 1 });
    expect(t.refuse(0, "pass")).toBe("tabletop/not-your-turn");
  });

  it("changes player and card counters by any amount (open decisions)", () => {
    const t = table();
    expect(blade.decisions(t.state, 0).some((d) => d.id === "life:1:-3")).toBe(false);
    const step = t.play(0, "life:1:-3");
    expect(step.stream.decision).toEqual({ id: "life:1:-3", label: "P2 life -3" });
    t.play(1, "resources:1:=2");
    expect(t.state.players[1]!.counters).toEqual({ life: 17, resources: 2 });
    const weapon = t.zone("p0.arena")[0]!;
    t.play(0, `counter:${weapon.id}:steam:+2`);
    t.play(0, `counter:${weapon.id}:steam:-1`);
    expect(findCard(t.state, weapon.id)!.card.counters).toEqual({ steam: 1 });
    const view = foldStream(redactStream(t.stream, PUBLIC));
    expect(view.objects[weapon.id]!.props).toEqual({ "counter:steam": 1 });
    expect(view.players[1]!.counters).toEqual({ life: 17, resources: 2 });
    t.play(0, "note:pitch order: keep the blue");
    expect(t.stream.at(-1)!.events).toEqual([{ type: "log", text: "P1: pitch order: keep the blue", vis: "public" }]);
  });

  it("refuses bad input with typed errors and leaves the state untouched", () => {
    const t = table();
    const mine = t.zone("p0.hand")[0]!;
    const theirs = t.zone("p1.hand")[0]!;
    const cases: [number, string, string][] = [
      [0, "fly:o1", "tabletop/unknown-action"],
      [0, "move:o999:p0.graveyard:top", "tabletop/no-such-object"],
      [0, `move:${mine.id}:p0.library`, "tabletop/no-such-zone"],
      [0, `move:${mine.id}:p7.hand`, "tabletop/no-such-zone"],
      [0, `move:${theirs.id}:p1.graveyard:top`, "tabletop/not-yours"],
      [0, `reveal:${theirs.id}`, "tabletop/not-yours"],
      [0, `move:${mine.id}:p0.graveyard`, "tabletop/position"],
      [0, `move:${mine.id}:p0.pitch:top`, "tabletop/position"],
      [0, `move:${mine.id}:p0.hand:down`, "tabletop/face-down"],
      [0, `move:${mine.id}:p0.hand`, "tabletop/same-zone"],
      [0, "draw:0", "tabletop/amount"],
      [0, "draw:99", "tabletop/amount"],
      [0, "look:x", "tabletop/amount"],
      [0, "life:1:-99999", "tabletop/amount"],
      [0, "life:1:+0", "tabletop/amount"],
      [0, "life:1:9", "tabletop/amount"],
      [0, "life:5:-1", "tabletop/no-such-seat"],
      [0, `counter:${mine.id}:charge:+1`, "tabletop/counter"],
      [0, `counter:${t.zone("p0.arena")[0]!.id}:Charge!:+1`, "tabletop/counter-name"],
      [0, `counter:${t.zone("p0.arena")[0]!.id}:charge:-1`, "tabletop/amount"],
      [0, `note:${"x".repeat(501)}`, "tabletop/note"],
      [0, "note:two\nlines", "tabletop/note"],
      [0, "shuffle:p1.deck", "tabletop/not-yours"],
      [0, "shuffle:p0.graveyard", "tabletop/shuffle"],
      [0, `facedown:${t.zone("p1.arena")[0]!.id}`, "tabletop/not-yours"],
      [0, "end:win:3", "tabletop/no-such-seat"],
    ];
    for (const [seat, id, code] of cases) expect([id, t.refuse(seat, id)]).toEqual([id, code]);
    expect(blade.apply(t.state, 0, "fly")).toMatchObject({ ok: false, error: { code: "tabletop/unknown-action" } });
  });

  it("ends as the table declares, or by a concession; then nothing more is accepted", () => {
    const t = table();
    t.play(1, "end:win:0");
    expect(blade.status(t.state)).toEqual({ kind: "ended", winners: [0], reason: "P1 wins, declared at the table" });
    expect(t.refuse(0, "draw:1")).toBe("match/ended");
    const u = table();
    u.play(0, "concede");
    expect(blade.status(u.state)).toMatchObject({ kind: "ended", winners: [1], reason: "P1 conceded" });
  });

  it("stops a bot game at the actionLimit option, as a draw", () => {
    const sim = simulateMatch(blade, { seats: seatsOf("ira", "dori").map((s) => ({ ...s, kind: "bot", bot: "random" })), seed: "limit", options: { actionLimit: 3 } });
    expect(sim.ok && sim.value.log.entries.length).toBeLessThanOrEqual(3);
  });
});

describe("tabletop visibility", () => {
  it("a face-down card in a public zone is seen by its owner only, and becomes a new object", () => {
    const t = table();
    const card = t.zone("p0.hand")[0]!;
    t.play(0, `move:${card.id}:p0.arena:down`);
    const down = t.zone("p0.arena").find((c) => c.faceDown === true)!;
    expect(down.id).not.toBe(card.id);
    const secret = card.card;
    const last = t.stream.slice(-1);
    expect(facesIn(redactStream(t.stream, seatAudience(0)).slice(-1))).toContain(secret);
    expect(facesIn(redactStream(t.stream, seatAudience(1)).slice(-1))).not.toContain(secret);
    expect(facesIn(redactStream(t.stream, PUBLIC).slice(-1))).not.toContain(secret);
    expect(last[0]!.events.some((e) => e.type === "prop" && e.key === "facedown")).toBe(true);
    // Turned face up: everyone sees it.
    t.play(0, `faceup:${down.id}`);
    expect(facesIn(redactStream(t.stream, PUBLIC).slice(-1))).toContain(secret);
    // The opponent may neither touch a face-down card nor turn it.
    t.play(0, `facedown:${down.id}`);
    const again = t.zone("p0.arena").find((c) => c.faceDown === true)!;
    expect(t.refuse(1, `move:${again.id}:p0.graveyard:top`)).toBe("tabletop/not-yours");
  });

  it("a look at the top of the deck shows the faces to the seat that looks, and to nobody else", () => {
    const t = table();
    t.play(0, "look:3");
    const top3 = t.zone("p0.deck").slice(0, 3).map((c) => c.card);
    const mine = redactStream(t.stream, seatAudience(0)).at(-1)!.events.filter((e) => e.type === "reveal");
    expect(mine.map((e) => (e.type === "reveal" ? e.face.ref : ""))).toEqual(top3);
    for (const audience of [seatAudience(1), PUBLIC]) expect(redactStream(t.stream, audience).at(-1)!.events.filter((e) => e.type === "reveal")).toEqual([]);
    // Reorder one at a time: the seat still knows the card it put back.
    const third = t.zone("p0.deck")[2]!;
    t.play(0, `move:${third.id}:p0.deck:bottom`);
    expect(t.zone("p0.deck").at(-1)!.card).toBe(third.card);
    expect(redactStream(t.stream, seatAudience(0)).at(-1)!.events.some((e) => e.type === "reveal" && e.face.ref === third.card)).toBe(true);
    expect(facesIn(redactStream(t.stream, seatAudience(1)).slice(-1))).toEqual([]);
  });

  it("a shuffle gives every card a new id, and the faces of a deck to nobody", () => {
    const t = table();
    const before = t.zone("p0.deck").map((c) => c.id);
    t.play(0, "shuffle:p0.deck");
    const after = t.zone("p0.deck").map((c) => c.id);
    expect(after.some((id) => before.includes(id))).toBe(false);
    for (const audience of [seatAudience(0), seatAudience(1), PUBLIC]) expect(facesIn(redactStream(t.stream, audience).slice(-1))).toEqual([]);
  });

  it("decision labels name only the cards the deciding seat has seen", () => {
    const t = table();
    const top = t.zone("p0.deck")[0]!;
    const labels = blade.decisions(t.state, 0).filter((d) => d.object === top.id).map((d) => d.label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).not.toContain(bladeTable.face(top.card).name);
  });
});

describe("withTabletop: one game, two rule modes", () => {
  const both = withTabletop(sparks, sparksTable);
  const seats: LogSeat[] = [
    { name: "A", kind: "bot", bot: "random", deck: sparks.sampleDecks!["hot"]! },
    { name: "B", kind: "bot", bot: "random", deck: sparks.sampleDecks!["cool"]! },
  ];

  it("plays the enforced rules without a mode, the table with mode tabletop; the header says which", () => {
    const enforced = startMatch(both, seats, "m");
    const tabletop = startMatch(both, seats, "m", { mode: "tabletop" });
    expect(enforced.ok && isTabletop(enforced.value.state)).toBe(false);
    expect(tabletop.ok && isTabletop(tabletop.value.state)).toBe(true);
    expect(tabletop.ok && tabletop.value.header.options).toEqual({ mode: "tabletop" });
    expect(startMatch(both, seats, "m", { mode: "freeform" })).toMatchObject({ ok: false, error: { code: "setup/bad-mode" } });
    // The enforced game is exactly the game: same states, same stream.
    const plain = startMatch(sparks, seats, "m");
    expect(enforced.ok && plain.ok && enforced.value.stateHash === plain.value.stateHash).toBe(true);
  });

  it("a tabletop match encodes to JSON Lines, decodes, replays and verifies unchanged; so does an enforced one", () => {
    for (const options of [{ mode: "tabletop" }, undefined]) {
      const sim = simulateMatch(both, { seats, seed: "verify-table", ...(options === undefined ? {} : { options }) });
      if (!sim.ok) throw new Error(sim.error.message);
      const decoded = fromFile(sim.value.log);
      const replay = replayLog(both, decoded);
      expect(replay.failure).toBeNull();
      expect(replay.stream).toEqual(sim.value.stream);
      if (options !== undefined) expect(decoded.header.options).toEqual(options);
    }
  });

  it("a tampered tabletop decision fails verification at its seq", () => {
    const sim = simulateMatch(both, { seats, seed: "tamper", options: { mode: "tabletop" } });
    if (!sim.ok) throw new Error(sim.error.message);
    // An open decision (never listed) that is valid: the replay accepts it, and the hash gives it away.
    const entries = sim.value.log.entries.map((e) => (e.seq === 1 ? { ...e, decision: "note:tampered" } : e));
    expect(replayLog(both, { ...sim.value.log, entries }).failure).toMatchObject({ seq: 1, code: "verify/hash-mismatch" });
    const refused = sim.value.log.entries.map((e) => (e.seq === 1 ? { ...e, decision: "move:o999:p0.discard:top" } : e));
    expect(replayLog(both, { ...sim.value.log, entries: refused }).failure).toMatchObject({ seq: 1, code: "tabletop/no-such-object" });
  });

  it("reads tabletop deck lists as card refs when the game reads none", () => {
    expect(both.readDeckList!("2 spark\necho", { mode: "tabletop" })).toEqual({ ok: true, value: ["spark", "spark", "echo"] });
    expect(both.readDeckList!("2 spark", undefined)).toMatchObject({ ok: false, error: { code: "decklist/unsupported" } });
  });

  it("a game's own reader is told the mode, so it may read a deck for the table differently; a spec's reader comes first", () => {
    const asked: unknown[] = [];
    const reading = { ...sparks, readDeckList: (text: string, options: Record<string, unknown> | undefined) => (asked.push(options), { ok: true as const, value: text.split(",") }) };
    const table = withTabletop(reading, sparksTable);
    expect(table.readDeckList!("spark,echo", { mode: "tabletop", format: "open" })).toEqual({ ok: true, value: ["spark", "echo"] });
    expect(table.readDeckList!("spark", { format: "open" })).toEqual({ ok: true, value: ["spark"] });
    expect(asked).toEqual([{ mode: "tabletop", format: "open" }, { format: "open" }]);
    const own = withTabletop(reading, { ...sparksTable, readDeckList: (text) => ({ ok: true, value: [`table:${text}`] }) });
    expect(own.readDeckList!("spark", { mode: "tabletop" })).toEqual({ ok: true, value: ["table:spark"] });
    expect(own.readDeckList!("spark", undefined)).toEqual({ ok: true, value: ["spark"] });
    expect(tabletopGame({ ...sparksTable, readDeckList: (text) => ({ ok: true, value: [`table:${text}`] }) }).readDeckList!("x", undefined)).toEqual({ ok: true, value: ["table:x"] });
  });
});

describe("zones shuffled at setup besides the deck", () => {
  // A second hidden pile laid from the deck list, as Riftbound's Rune Deck (115.2).
  const runeTable = {
    ...bladeTable,
    zones: new ZoneTable([...bladeZones.specs, { kind: "rune-deck", per: "seat", seen: "nobody", ordered: true }]),
    startZones: (deck: readonly string[]) => ({ ...bladeTable.startZones!(deck), "rune-deck": deck.filter((c) => c.startsWith("strike")) }),
  };
  const pile = (spec: typeof runeTable & { shuffled?: readonly string[] }, seed: string): { cards: string[]; stream: StreamEntry[] } => {
    const started = startMatch(tabletopGame(spec), seatsOf("ira", "dori"), seed);
    if (!started.ok) throw new Error(started.error.message);
    return { cards: (started.value.state as TabletopState).zones["p0.rune-deck"]!.map((c) => c.card), stream: [started.value.stream] };
  };

  it("a spec names them: their start cards are shuffled from the seed, the same seed the same order; without it they lie as listed", () => {
    const listed = bladeTable.sampleDecks!["ira"]!.filter((c) => c.startsWith("strike"));
    expect(pile(runeTable, "a").cards).toEqual(listed);
    const shuffled = { ...runeTable, shuffled: ["rune-deck"] };
    const orders = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => pile(shuffled, seed).cards.join(",")));
    expect(orders.size).toBeGreaterThan(1);
    expect(pile(shuffled, "a").cards).toEqual(pile(shuffled, "a").cards);
    expect([...pile(shuffled, "a").cards].sort()).toEqual([...listed].sort());
  });

  it("nobody learns the shuffled order: no audience's stream names a card in the pile", () => {
    const { stream } = pile({ ...runeTable, shuffled: ["rune-deck"] }, "secret");
    for (const audience of [PUBLIC, seatAudience(0), seatAudience(1)]) {
      const view = foldStream(redactStream(stream, audience));
      expect(view.zones["p0.rune-deck"]!.objects).toHaveLength(6);
      for (const id of view.zones["p0.rune-deck"]!.objects) expect(view.objects[id]?.face).toBeUndefined();
    }
  });

  it("a zone everyone sees is not shuffled at setup: the spec is refused", () => {
    expect(() => tabletopGame({ ...bladeTable, shuffled: ["graveyard"] })).toThrow(/graveyard/);
  });
});

describe("naming a hand card as the card the cameras show (name:<obj>:<card>)", () => {
  const owned = (s: TabletopState, seat: number) => Object.values(s.zones).flatMap((z) => z.filter((c) => c.owner === seat).map((c) => c.card)).sort();

  it("the card becomes the named one, revealed to everyone; a copy in the deck takes its old name, so the deck list stays whole", () => {
    const t = table("name");
    const before = owned(t.state, 0);
    const card = t.zone("p0.hand")[0]!;
    const other = t.zone("p0.deck").find((c) => c.card !== card.card)!.card;
    const step = t.play(0, `name:${card.id}:${other}`);
    expect(step.stream.decision?.label).toBe(`Reveal ${bladeTable.face(card.card).name} as ${bladeTable.face(other).name}`);
    expect(findCard(t.state, card.id)!.card.card).toBe(other);
    expect(owned(t.state, 0)).toEqual(before);
    const revealed = redactStream(t.stream, PUBLIC).at(-1)!.events.flatMap((e) => (e.type === "reveal" ? [e.face?.ref] : []));
    expect(revealed).toEqual([other]);
    // Played on from there, it is the named card.
    t.play(0, `move:${card.id}:combat-chain:top`);
    expect(t.zone("combat-chain")[0]!.card).toBe(other);
  });

  it("naming a card as itself is a reveal; refusals: another's hand, an open zone, an unknown card, a card the deck does not hold", () => {
    const t = table("name-2");
    const card = t.zone("p0.hand")[0]!;
    t.play(0, `name:${card.id}:${card.card}`);
    expect(findCard(t.state, card.id)!.card.card).toBe(card.card);
    expect(t.refuse(1, `name:${card.id}:${card.card}`)).toBe("tabletop/not-yours");
    expect(t.refuse(0, `name:${t.zone("p0.hero")[0]!.id}:strike-red`)).toBe("tabletop/reveal");
    expect(t.refuse(0, `name:${card.id}:no-such-card`)).toBe("tabletop/unknown-card");
    expect(t.refuse(0, `name:${card.id}:hero-dorinthea`)).toBe("tabletop/not-in-deck");
  });
});

describe("combat and phase markers for the overlays", () => {
  it("an attack with a card everyone sees, its numbers, its end: the view's combat as enforced games give it; the turn's end clears it", () => {
    const t = table("combat");
    const card = t.zone("p0.hand")[0]!;
    t.play(0, `move:${card.id}:combat-chain:top`);
    const attacker = t.zone("combat-chain")[0]!;
    t.play(0, `attack:${attacker.id}:1`);
    t.play(0, "combat:power:=6");
    t.play(1, "combat:defense:+3");
    t.play(1, "combat:defense:+2");
    const view = () => foldStream(redactStream(t.stream, PUBLIC));
    // The public knows the attacking card by its own name for it.
    expect(view().combat).toEqual({ attack: view().zones["combat-chain"]!.objects[0], attacker: 0, target: 1, values: { power: 6, defense: 5 } });
    expect(t.state.combat).toEqual({ attack: attacker.id, attacker: 0, target: 1, values: { power: 6, defense: 5 } });
    t.play(0, "combat:end");
    expect(view().combat).toBeNull();
    expect("combat" in t.state).toBe(false);
    // An attacking card that leaves its place (here face down, into the arsenal) ends the attack.
    t.play(0, `attack:${attacker.id}:1`);
    t.play(0, `move:${attacker.id}:p0.arsenal`);
    expect(view().combat).toBeNull();
    expect("combat" in t.state).toBe(false);
    t.play(0, `attack:combat-chain:1`);
    expect(view().combat).toMatchObject({ attack: "combat-chain", attacker: 0, target: 1 });
    t.play(0, "pass");
    expect(view().combat).toBeNull();
  });

  it("a phase marker sets the view's phase and the table's; refusals are typed", () => {
    const t = table("phase");
    t.play(0, "phase:Action phase");
    expect(foldStream(redactStream(t.stream, PUBLIC)).phase).toBe("Action phase");
    expect(t.state.phase).toBe("Action phase");
    expect(t.refuse(0, "phase:")).toBe("tabletop/phase");
    expect(t.refuse(0, `phase:${"x".repeat(61)}`)).toBe("tabletop/phase");
    expect(t.refuse(0, "combat:power:+1")).toBe("tabletop/no-attack");
    expect(t.refuse(0, `attack:${t.zone("p0.hand")[0]!.id}:1`)).toBe("tabletop/attack");
    expect(t.refuse(0, "attack:p0.graveyard:1")).toBe("tabletop/attack");
    expect(t.refuse(0, `attack:${t.zone("p0.hero")[0]!.id}:7`)).toBe("tabletop/no-such-seat");
    t.play(0, `attack:${t.zone("p0.hero")[0]!.id}:1`);
    expect(t.refuse(0, "combat:power:-1")).toBe("tabletop/amount");
    expect(t.refuse(0, "combat:Power:+1")).toBe("tabletop/counter-name");
  });
});

describe("a record: a line kept in the log for whoever reads the whole log", () => {
  it("changes nothing on the table and shows no audience but the omniscient and its own seat; refusals typed", () => {
    const t = table("record");
    const before = t.state;
    const step = t.play(1, 'record:{"coverage":1,"label":"P2 arsenals Sink Below (red)"}');
    expect(step.stream.events).toEqual([]);
    expect(t.state.zones).toEqual(before.zones);
    expect(t.state.players).toEqual(before.players);
    expect(redactStream(t.stream, PUBLIC).at(-1)).toEqual({ seq: t.stream.length - 1, seat: 1, events: [] });
    expect(redactStream(t.stream, seatAudience(0)).at(-1)!.decision).toBeUndefined();
    expect(redactStream(t.stream, seatAudience(1)).at(-1)!.decision?.id).toContain("Sink Below");
    expect(t.refuse(0, "record:")).toBe("tabletop/record");
    expect(t.refuse(0, `record:${"x".repeat(4001)}`)).toBe("tabletop/record");
    expect(t.refuse(0, "record:two\nlines")).toBe("tabletop/record");
  });
});
