import { describe, expect, it } from "vitest";
import { cardQuery, keyAction, promptLine } from "./keys";

describe("the coverage console's keys", () => {
  it("one key per common action, for the selected player", () => {
    expect(keyAction("-", false)).toMatchObject({});
    const minus = keyAction("-", false);
    expect(minus !== null && "send" in minus ? minus.send(1) : null).toBe("p2 life -1");
    const turn = keyAction("t", false);
    expect(turn !== null && "send" in turn ? turn.send(0) : null).toBe("next turn");
    expect(keyAction("p", false)).toEqual({ prompt: { kind: "card", verb: "play" } });
    expect(keyAction("2", false)).toEqual({ seat: 1 });
    expect(keyAction("z", true)).toEqual({ undo: true });
    expect(keyAction("q", false)).toBeNull();
    const channel = keyAction("c", false);
    expect(channel !== null && "send" in channel ? channel.send(0) : null).toBe("p1 channel 1");
  });

  it("a prompt's text makes the line: a card id, a life change (a bare number loses life), a note", () => {
    expect(promptLine({ kind: "card", verb: "pitch" }, 0, "UPR101")).toBe("p1 pitch UPR101");
    expect(promptLine({ kind: "life" }, 1, "3")).toBe("p2 life -3");
    expect(promptLine({ kind: "life" }, 1, "+2")).toBe("p2 life +2");
    expect(promptLine({ kind: "life" }, 1, "lots")).toBeNull();
    expect(promptLine({ kind: "note" }, 0, "Ada goes wide")).toBe("p1 note Ada goes wide");
  });

  it("a card prompt ending 'to <zone>' searches the words before it and sends the zone (a Riftbound attack)", () => {
    expect(cardQuery("jinx to bf1")).toEqual({ query: "jinx", to: "bf1" });
    expect(cardQuery("savage swing r")).toEqual({ query: "savage swing r", to: null });
    expect(promptLine({ kind: "card", verb: "attack" }, 1, "OGN-004", "bf1")).toBe("p2 attack OGN-004 to bf1");
  });
});
