import { reviewToJson, reviewToMarkdown, type AnnotationAudience, type ReviewDoc, type Shape } from "@tablecast/annotations";
import type { ObjectId, ViewState } from "@tablecast/engine";

/** The match a review is about, as its export names it: the players and heroes, and how it ended. */
export interface MatchFacts {
  readonly matchId: string;
  readonly game: string;
  readonly players: readonly { readonly seat: number; readonly name: string; readonly hero: string | null }[];
  readonly result: { readonly winners: readonly number[]; readonly reason: string } | null;
  readonly lastSeq: number;
}

/** The facts from the replay's last moment this audience has. */
export function matchFacts(matchId: string, game: string, last: ViewState): MatchFacts {
  return {
    matchId,
    game,
    players: last.players.map((p) => ({ seat: p.seat, name: p.name, hero: p.hero?.name ?? null })),
    result: last.end === null ? null : { winners: last.end.winners, reason: last.end.reason },
    lastSeq: last.seq,
  };
}

function resultText(f: MatchFacts): string {
  if (f.result === null) return "not over yet";
  if (f.result.winners.length === 0) return `draw (${f.result.reason})`;
  return `${f.result.winners.map((w) => f.players.find((p) => p.seat === w)?.name ?? `P${w + 1}`).join(" and ")} won (${f.result.reason})`;
}

/** A card of a drawing, by name where the moment's view knows it. */
export type CardName = (seq: number, object: ObjectId) => string;

function drawingText(s: Shape, card: CardName): string {
  const by = s.author.name;
  if (s.kind === "arrow") return `arrow from ${card(s.anchor.seq, s.from)} to ${card(s.anchor.seq, s.to)} (${by}, ${s.color})`;
  if (s.kind === "highlight") return `${card(s.anchor.seq, s.anchor.object)} highlighted (${by}, ${s.color})`;
  return `a freehand stroke of ${s.points.length / 2} points (${by}, ${s.color})`;
}

/** The room as JSON: everything the annotations export holds, with the match's players and result. */
export function exportJson(review: ReviewDoc, audience: AnnotationAudience, match: MatchFacts) {
  return { ...reviewToJson(review, audience), match };
}

/**
 * The room as Markdown: the match (players, heroes, result), then the annotations export
 * (chapters, comments), then every drawing at its moment, its cards named.
 */
export function exportMarkdown(review: ReviewDoc, audience: AnnotationAudience, baseUrl: string, match: MatchFacts, card: CardName): string {
  const base = baseUrl.replace(/\/$/, "");
  const [title = "# Review", ...rest] = reviewToMarkdown(review, audience, baseUrl).trimEnd().split("\n");
  const lines = [title, "", "## Match", "", `- ${match.game}: ${match.players.map((p) => `P${p.seat + 1} ${p.name}${p.hero === null ? "" : ` (${p.hero})`}`).join(" vs ")}`, `- Result: ${resultText(match)}`, ""];
  lines.push(...rest.filter((l, i) => !(i === 0 && l === "")));
  const drawings = review.shapes({ viewer: audience }).filter((s) => s.anchor.matchId === match.matchId);
  if (drawings.length > 0) {
    lines.push("", "## Drawings", "");
    for (const s of [...drawings].sort((a, b) => a.anchor.seq - b.anchor.seq)) lines.push(`- [seq ${s.anchor.seq}](${base}/match/${s.anchor.matchId}?seq=${s.anchor.seq}): ${drawingText(s, card)}`);
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
