import { ReviewDoc } from "@tablecast/annotations";
import { applyEntry, EMPTY_VIEW } from "@tablecast/engine";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { exportJson, exportMarkdown, matchFacts } from "./export";

const coach = { id: "coach", name: "Coach" };

function review() {
  let n = 0;
  const r = new ReviewDoc(new Y.Doc(), () => `id${++n}`, () => 1_000);
  r.addMatch(coach, "m1");
  r.startThread(coach, { anchor: { matchId: "m1", seq: 4 }, text: "Block here", audience: "public" });
  r.addArrow(coach, { anchor: { matchId: "m1", seq: 4 }, from: "o1", to: "o2", color: "#f00", audience: "public" });
  r.addHighlight(coach, { anchor: { matchId: "m1", seq: 6, object: "o2" }, color: "#0f0", audience: "public" });
  return r;
}

const last = applyEntry(EMPTY_VIEW, {
  seq: 9,
  seat: null,
  events: [
    { type: "player", seat: 0, name: "Ada", hero: { ref: "WTR002", name: "Rhinar" } },
    { type: "player", seat: 1, name: "Brin", hero: { ref: "WTR113", name: "Dorinthea" } },
    { type: "end", winners: [1], reason: "Ada's hero reached 0 life" },
  ],
});

describe("review exports", () => {
  it("name the players, heroes and result, and list the drawings with their cards", () => {
    const facts = matchFacts("m1", "fab", last);
    expect(facts).toEqual({ matchId: "m1", game: "fab", players: [{ seat: 0, name: "Ada", hero: "Rhinar" }, { seat: 1, name: "Brin", hero: "Dorinthea" }], result: { winners: [1], reason: "Ada's hero reached 0 life" }, lastSeq: 9 });
    const json = exportJson(review(), "public", facts);
    expect(json.match.players.map((p) => p.hero)).toEqual(["Rhinar", "Dorinthea"]);
    expect(json.shapes.map((s) => s.kind).sort()).toEqual(["arrow", "highlight"]);
    const names: Record<string, string> = { o1: "Savage Swing", o2: "Ironrot Helm" };
    const md = exportMarkdown(review(), "public", "https://tc.example", facts, (_, id) => names[id] ?? id);
    expect(md).toContain("## Match\n\n- fab: P1 Ada (Rhinar) vs P2 Brin (Dorinthea)\n- Result: Brin won (Ada's hero reached 0 life)");
    expect(md).toContain("## Comments");
    expect(md).toContain("- [seq 4](https://tc.example/match/m1?seq=4): arrow from Savage Swing to Ironrot Helm (Coach, #f00)");
    expect(md).toContain("- [seq 6](https://tc.example/match/m1?seq=6): Ironrot Helm highlighted (Coach, #0f0)");
    expect(md.indexOf("## Match")).toBeLessThan(md.indexOf("## Comments"));
  });

  it("says a match still in play is not over", () => {
    const live = applyEntry(EMPTY_VIEW, { seq: 3, seat: null, events: [{ type: "player", seat: 0, name: "Ada" }] });
    expect(exportMarkdown(review(), "public", "", matchFacts("m1", "fab", live), (_, id) => id)).toContain("- Result: not over yet");
  });
});
