import { describe, expect, it } from "vitest";
import { PUBLIC, redactStream, Redactor, seatAudience } from "./redact";
import type { CardFace, StreamEntry, TableEvent } from "./table-events";
import { foldStream } from "./view";

const face = (ref: string): CardFace => ({ ref, name: ref });

/** Two seats' zones as FaB declares them: hand and arsenal private, deck hidden, pitch public. */
const zones: TableEvent[] = [0, 1].flatMap((seat) => [
  { type: "player", seat, name: `P${seat + 1}` } as const,
  { type: "zone", zone: `p${seat}.hand`, owner: seat, kind: "hand", ordered: false, visibility: "owner" } as const,
  { type: "zone", zone: `p${seat}.deck`, owner: seat, kind: "deck", ordered: true, visibility: "hidden" } as const,
  { type: "zone", zone: `p${seat}.arsenal`, owner: seat, kind: "arsenal", ordered: false, visibility: "owner" } as const,
  { type: "zone", zone: `p${seat}.pitch`, owner: seat, kind: "pitch", ordered: false, visibility: "public" } as const,
  { type: "zone", zone: `p${seat}.graveyard`, owner: seat, kind: "graveyard", ordered: true, visibility: "public" } as const,
]);

function setup(): StreamEntry {
  const events: TableEvent[] = [...zones];
  for (let i = 1; i <= 6; i++) events.push({ type: "create", object: `d${i}`, zone: "p0.deck", face: face(`deck${i}`), vis: "hidden" });
  for (const [id, ref] of [["a", "Alpha"], ["b", "Bravo"], ["c", "Charlie"]] as const) events.push({ type: "create", object: id, zone: "p0.pitch", face: face(ref), vis: "public" });
  for (const id of ["h1", "h2", "h3"]) events.push({ type: "create", object: `x${id}`, zone: "p0.hand", face: face(`hand-${id}`), vis: [0] });
  events.push({ type: "create", object: "g1", zone: "p0.graveyard", face: face("Grave"), vis: "public" });
  return { seq: 0, seat: null, events };
}

const toBottom = (objects: readonly string[], fresh: readonly string[]): StreamEntry => ({
  seq: 1,
  seat: 0,
  events: objects.map((object, i) => ({ type: "move", object, to: "p0.deck", as: fresh[i]!, face: face(object), vis: "hidden" })),
});

describe("redaction never links a card the audience saw to a card it cannot see (FaB CR 3.0.9)", () => {
  it("a lone card back followed into hand and on to another hidden zone is not linked there (renamed among the card backs it joins)", () => {
    // A card from P1's hand goes to the arsenal unseen; then the public sees Grave go into the
    // empty hand and on to the arsenal: it must not be able to say which arsenal card is Grave.
    const stream: StreamEntry[] = [
      { seq: 0, seat: null, events: [...zones, { type: "create", object: "g1", zone: "p0.graveyard", face: face("Grave"), vis: "public" }, { type: "create", object: "h1", zone: "p0.hand", face: face("Hidden"), vis: [0] }] },
      { seq: 1, seat: 0, events: [{ type: "move", object: "h1", to: "p0.arsenal", as: "a1", face: face("Hidden"), vis: [0] }] },
      { seq: 2, seat: 0, events: [{ type: "move", object: "g1", to: "p0.hand", face: face("Grave"), vis: [0] }] },
      { seq: 3, seat: 0, events: [{ type: "move", object: "g1", to: "p0.arsenal", as: "a2", vis: [0] }] },
    ];
    for (const audience of [PUBLIC, seatAudience(1)]) {
      const out = redactStream(stream, audience);
      const last = out[3]!.events;
      // The arsenal's two card backs get new ids after Grave arrives: which is which is not told.
      expect(last.at(-1)).toMatchObject({ type: "shuffle", zone: "p0.arsenal", vis: "hidden" });
      const arrived = last.find((e) => e.type === "move");
      const shuffle = last.at(-1);
      const renamed = shuffle?.type === "shuffle" ? shuffle.objects : [];
      expect(renamed).toHaveLength(2);
      expect(renamed).not.toContain(arrived?.type === "move" ? arrived.as : undefined);
    }
  });

  it("pitched cards put on the bottom in a hidden order (CR 4.4.3c): either order gives the public and the opponent the same bytes, with no link to the deck", () => {
    const one = [setup(), toBottom(["a", "b", "c"], ["n1", "n2", "n3"])];
    const other = [setup(), toBottom(["c", "a", "b"], ["n1", "n2", "n3"])];
    for (const audience of [PUBLIC, seatAudience(1)]) {
      const [x, y] = [redactStream(one, audience), redactStream(other, audience)];
      expect(JSON.stringify(y)).toBe(JSON.stringify(x));
      const events = x[1]!.events;
      // The three pitched cards leave; three cards nobody can follow appear at the bottom.
      expect(events.filter((e) => e.type === "remove").map((e) => e.type === "remove" && e.object)).toEqual(["a", "b", "c"]);
      const created = events.filter((e) => e.type === "create");
      expect(created.map((e) => e.type === "create" && [e.index, e.face])).toEqual([[6, undefined], [7, undefined], [8, undefined]]);
      expect(events.some((e) => e.type === "move")).toBe(false);
      expect(foldStream(x).zones["p0.deck"]!.objects).toHaveLength(9);
    }
  });

  it("one card put on the bottom alone keeps its link: everyone saw where it went", () => {
    const stream = [setup(), toBottom(["a"], ["n1"])];
    const events = redactStream(stream, PUBLIC)[1]!.events;
    expect(events).toEqual([{ type: "move", object: "a", to: "p0.deck", as: "h10", vis: "hidden" }]);
  });

  it("a card that came back to the hand face up, then goes face down to the arsenal: the public cannot tell which hand card went (CR 3.0.4)", () => {
    const back: StreamEntry = { seq: 1, seat: 0, events: [{ type: "move", object: "g1", to: "p0.hand", as: "xg", face: face("Grave"), vis: "public" }] };
    const arsenal = (object: string): StreamEntry => ({ seq: 2, seat: 0, events: [{ type: "move", object, to: "p0.arsenal", as: "ar", face: face(object), vis: [0] }] });
    const [x, y] = [redactStream([setup(), back, arsenal("xg")], PUBLIC), redactStream([setup(), back, arsenal("xh2")], PUBLIC)];
    expect(JSON.stringify(y)).toBe(JSON.stringify(x));
    // Everyone saw Grave go back to the hand; then every card back there was renamed.
    expect(x[1]!.events[0]).toMatchObject({ type: "move", object: "g1", to: "p0.hand", face: { ref: "Grave" } });
    expect(x[1]!.events[1]).toMatchObject({ type: "shuffle", zone: "p0.hand", vis: "hidden" });
    expect(x[1]!.events[1]!.type === "shuffle" && x[1]!.events[1]!.objects).toHaveLength(4);
    // The card that goes to the arsenal is the first card back, whichever it was.
    const first = x[1]!.events[1]!.type === "shuffle" ? x[1]!.events[1]!.objects[0] : null;
    expect(x[2]!.events[0]).toMatchObject({ type: "move", object: first, to: "p0.arsenal" });
    expect(x[2]!.events[0]).not.toHaveProperty("face");
  });

  it("the owner still sees its own hand under the game's ids, and learns nothing of the other hand", () => {
    const stream = [setup(), { seq: 1, seat: 0, events: [{ type: "move", object: "xh2", to: "p0.arsenal", as: "ar", face: face("hand-h2"), vis: [0] }] } as StreamEntry];
    const own = foldStream(redactStream(stream, seatAudience(0)));
    expect(own.zones["p0.hand"]!.objects).toEqual(["xh1", "xh3"]);
    expect(own.objects["ar"]!.face?.ref).toBe("hand-h2");
    const other = foldStream(redactStream(stream, seatAudience(1)));
    expect(other.zones["p0.hand"]!.objects.some((id) => id.startsWith("x"))).toBe(false);
    expect(other.zones["p0.arsenal"]!.objects).toHaveLength(1);
    expect(other.objects[other.zones["p0.arsenal"]!.objects[0]!]!.face).toBeUndefined();
  });

  it("a card played out of a hand under the id the game kept gets a fresh id: the kept id would say which card back it was", () => {
    const play = (object: string): StreamEntry => ({ seq: 1, seat: 0, events: [{ type: "move", object, to: "p0.graveyard", face: face("Played"), vis: "public" }] });
    const [x, y] = [redactStream([setup(), play("xh1")], PUBLIC), redactStream([setup(), play("xh3")], PUBLIC)];
    expect(JSON.stringify(y)).toBe(JSON.stringify(x));
    const move = x[1]!.events[0]!;
    expect(move).toMatchObject({ type: "move", to: "p0.graveyard", face: { ref: "Played" } });
    expect(move.type === "move" && move.as).toMatch(/^h\d+$/);
  });

  it("the redactor is incremental: entry by entry gives what the whole stream gives", () => {
    const stream = [setup(), toBottom(["a", "b"], ["n1", "n2"])];
    const redactor = new Redactor(PUBLIC);
    expect(stream.map((e) => redactor.entry(e))).toEqual(redactStream(stream, PUBLIC));
    expect(redactor.idOf("a")).toBe("a");
    expect(redactor.idOf("n1")).toMatch(/^h\d+$/);
  });
});

describe("a batch into a hidden ordered zone may have counters and log lines between its moves", () => {
  it("two cards into the deck with a counter after each: either order gives the same bytes (UFS puts momentum so)", () => {
    const counted = (objects: readonly string[]): StreamEntry => ({
      seq: 1,
      seat: 0,
      events: objects.flatMap((object, i): TableEvent[] => [
        { type: "move", object, to: "p0.deck", as: `n${i + 1}`, face: face(object), vis: "hidden" },
        { type: "counter", seat: 0, counter: "deck", value: 7 + i },
      ]),
    });
    const [x, y] = [redactStream([setup(), counted(["a", "b"])], PUBLIC), redactStream([setup(), counted(["b", "a"])], PUBLIC)];
    expect(JSON.stringify(y)).toBe(JSON.stringify(x));
    expect(x[1]!.events.map((e) => e.type)).toEqual(["remove", "remove", "create", "create", "counter", "counter"]);
  });
});
