import { describe, expect, it } from "vitest";
import { PUBLIC, redactStream, seatAudience } from "../redact";
import type { CardFace, StreamEntry, TableEvent } from "../table-events";
import { namedHiddenCards } from "./named";

const zap: CardFace = { ref: "ARC121", name: "Zap" };
const zapper: CardFace = { ref: "X1", name: "Zapper" };

/** A table with seat 0's hand holding Zap, seen only by seat 0, then `more` entries. */
function game(...more: TableEvent[][]): StreamEntry[] {
  const setup: TableEvent[] = [
    { type: "player", seat: 0, name: "Ada" },
    { type: "player", seat: 1, name: "Brin" },
    { type: "zone", zone: "p0.hand", owner: 0, kind: "hand", ordered: false, visibility: "owner" },
    { type: "zone", zone: "arena", owner: null, kind: "arena", ordered: false, visibility: "public" },
    { type: "create", object: "c1", zone: "p0.hand", face: zap, vis: [0] },
    { type: "create", object: "c2", zone: "arena", face: zapper, vis: "public" },
  ];
  return [setup, ...more].map((events, seq) => ({ seq, seat: seq === 0 ? null : 0, events }));
}

const problems = (stream: StreamEntry[]) =>
  [PUBLIC, seatAudience(0), seatAudience(1)].flatMap((audience) => namedHiddenCards(stream, redactStream(stream, audience), audience));

describe("words that give a hidden card away", () => {
  it("a prompt naming a card in a hand is found for everyone but the hand's owner", () => {
    const stream = game([{ type: "prompt", seat: 0, kind: "choose", text: "waiting for P1 to choose whether to play Zap" }]);
    expect(problems(stream)).toEqual([
      'public, seq 1: "waiting for P1 to choose whether to play Zap" names Zap, a card this audience has not been shown',
      'seat 1, seq 1: "waiting for P1 to choose whether to play Zap" names Zap, a card this audience has not been shown',
    ]);
  });

  it("a log line the audience does not receive says nothing to it", () => {
    expect(problems(game([{ type: "log", text: "Ada looks at Zap", vis: [0] }]))).toEqual([]);
  });

  it("once a card of that name was shown (a reveal, in this entry or before), naming it gives nothing away", () => {
    expect(problems(game([{ type: "reveal", object: "c1", face: zap, vis: "public" }, { type: "log", text: "Ada reveals Zap", vis: "public" }]))).toEqual([]);
    expect(problems(game([{ type: "reveal", object: "c1", face: zap, vis: "public" }], [{ type: "prompt", seat: 0, kind: "choose", text: "play Zap?" }]))).toEqual([]);
  });

  it("names are whole words: a seen Zapper is no mention of Zap", () => {
    expect(problems(game([{ type: "log", text: "Zapper hums; Zapper's light", vis: "public" }]))).toEqual([]);
    expect(problems(game([{ type: "log", text: "Zap!", vis: "public" }]))).toHaveLength(2);
  });
});
