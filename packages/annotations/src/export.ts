import { citationHref, parseCitations } from "./citations";
import type { AnnotationAudience, ReviewDoc } from "./review";

const MARK_LABEL = { good: "good play", mistake: "mistake", blunder: "blunder", interesting: "interesting" } as const;

/** A review as plain data, for archiving or other tools (only what `viewer` may see). */
export function reviewToJson(review: ReviewDoc, viewer: AnnotationAudience) {
  return {
    schemaVersion: review.migration.ok ? review.migration.to : null,
    title: review.title,
    matches: review.matches(),
    chapters: review.chapters(),
    threads: review.threads({ viewer }),
    shapes: review.shapes({ viewer }),
    playlists: review.playlists(),
  };
}

/**
 * A review as Markdown: chapters, then each thread at its moment with a link that opens the
 * replay there, rule citations as links to the rules reference.
 */
export function reviewToMarkdown(review: ReviewDoc, viewer: AnnotationAudience, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, "");
  const moment = (matchId: string, seq: number, seqEnd?: number) =>
    `[${seqEnd === undefined ? `seq ${seq}` : `seq ${seq}–${seqEnd}`}](${base}/match/${matchId}?${seqEnd === undefined ? `seq=${seq}` : `from=${seq}&to=${seqEnd}`})`;
  const linkCitations = (text: string) => {
    let out = "";
    let at = 0;
    for (const c of parseCitations(text)) {
      out += `${text.slice(at, c.start)}[${text.slice(c.start, c.end)}](${base}${citationHref(c)})`;
      at = c.end;
    }
    return out + text.slice(at);
  };
  const lines = [`# ${review.title || "Review"}`, ""];
  const chapters = review.chapters();
  if (chapters.length > 0) {
    lines.push("## Chapters", "");
    for (const c of chapters) lines.push(`- ${moment(c.matchId, c.seq)} ${c.title}`);
    lines.push("");
  }
  const threads = review.threads({ viewer });
  if (threads.length > 0) {
    lines.push("## Comments", "");
    for (const t of threads) {
      const mark = t.mark === null ? "" : ` — *${MARK_LABEL[t.mark]}*`;
      const state = t.resolved ? " (resolved)" : "";
      lines.push(`### ${moment(t.anchor.matchId, t.anchor.seq, t.anchor.seqEnd)}${mark}${state}`, "");
      for (const c of t.comments) lines.push(`- **${c.author.name}**: ${linkCitations(c.text)}`);
      lines.push("");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

