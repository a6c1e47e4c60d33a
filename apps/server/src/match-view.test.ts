import { applyEntry, EMPTY_VIEW, type StreamEntry, type ViewState } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import { apiCode, collect, useTestServer, type Client } from "./test-support";

const fold = (entries: readonly StreamEntry[], upTo: number): ViewState => entries.slice(0, upTo + 1).reduce(applyEntry, EMPTY_VIEW);

/** Card faces the view shows in zones its audience may not see into (hands and decks). */
const hiddenFaces = (view: ViewState, seeing: number | null): string[] =>
  Object.values(view.zones)
    .filter((z) => (z.kind === "hand" && z.owner !== seeing) || z.kind === "deck")
    .flatMap((z) => z.objects.filter((o) => view.objects[o]?.face !== undefined).map((o) => `${z.id}:${o}`));

describe("match.view: the table at a moment, as the token's stream draws it", () => {
  let client: Client;
  useTestServer((opened) => ({ client } = opened));

  it("each audience gets the fold of its own stream, at the newest moment or any earlier one; an overlay token gets nothing", async () => {
    const seats = [
      { name: "Ada", kind: "bot" as const, bot: "greedy" as const },
      { name: "Brin", kind: "bot" as const, bot: "greedy" as const },
    ];
    const { matchId, tokens } = await client.match.create.mutate({ game: "fab", seats, botDelayMs: 0 });
    const spectator = await collect(client, { matchId, token: tokens.spectator, fromSeq: -1 });
    const seat0 = await collect(client, { matchId, token: tokens.seats[0]!, fromSeq: -1 });
    const judge = await collect(client, { matchId, token: tokens.judge, fromSeq: -1 });
    const last = spectator.entries.length - 1;
    expect(last).toBeGreaterThan(20);
    for (const [token, stream] of [[tokens.spectator, spectator], [tokens.seats[0]!, seat0], [tokens.judge, judge]] as const) {
      expect((await client.match.view.query({ matchId, token, seq: null }))!).toEqual({ seq: last, view: fold(stream.entries, last) });
      expect((await client.match.view.query({ matchId, token, seq: 7 }))!).toEqual({ seq: 7, view: fold(stream.entries, 7) });
    }
    // Earlier moments asked in any order (past the cursor's tip, behind it, on and beside its
    // checkpoints every 16) are each the fold of the audience's stream up to them.
    for (const [token, stream] of [[tokens.spectator, spectator], [tokens.seats[0]!, seat0]] as const)
      for (const seq of [19, 5, 16, 0, 33, 15, 17, 32, 1, last - 1].filter((s) => s < last))
        expect((await client.match.view.query({ matchId, token, seq }))!).toEqual({ seq, view: fold(stream.entries, seq) });
    // Hidden cards stay hidden: the spectator's table has no face in a hand or a deck, the seat's
    // none in the other hand; the judge's has them (the check has teeth).
    const at = Math.min(7, last);
    const of = async (token: string) => (await client.match.view.query({ matchId, token, seq: at }))!.view;
    expect(hiddenFaces(await of(tokens.spectator), null)).toEqual([]);
    expect(hiddenFaces(await of(tokens.seats[0]!), 0)).toEqual([]);
    expect(hiddenFaces(await of(tokens.judge), null).length).toBeGreaterThan(0);
    expect(await apiCode(client.match.view.query({ matchId, token: tokens.overlay, seq: null }))).toBe("auth/forbidden");
    expect(await apiCode(client.match.view.query({ matchId, token: "x.y", seq: null }))).toBe("token/bad-signature");
    expect(await apiCode(client.match.view.query({ matchId, token: tokens.spectator, seq: -1 }))).toBe("input/invalid");
  });
});
