"use client";
import { citationText, MOVE_MARKS, parseCitations, type Chapter, type MoveMark, type Thread } from "@tablecast/annotations";
import { useState, type ReactNode } from "react";
import { RuleLink } from "../client/RuleLink";
import { LineEntry } from "./LineEntry";

const MARK_LABEL: Readonly<Record<MoveMark, string>> = { good: "!", mistake: "?", blunder: "??", interesting: "!?" };

/** A comment's text with its rule citations (`fab:7.3.2`) as links to the rules reference. */
function WithCitations({ text }: { text: string }) {
  const cites = parseCitations(text);
  if (cites.length === 0) return <>{text}</>;
  const out: ReactNode[] = [];
  let at = 0;
  for (const c of cites) {
    out.push(text.slice(at, c.start), <RuleLink key={c.start} citation={citationText(c)} />);
    at = c.end;
  }
  out.push(text.slice(at));
  return <>{out}</>;
}

export interface ReviewPanelProps {
  readonly seq: number;
  readonly threadsHere: readonly Thread[];
  readonly allThreads: readonly Thread[];
  readonly chapters: readonly Chapter[];
  readonly canEdit: boolean;
  readonly onSeek: (seq: number) => void;
  readonly onStartThread: (text: string, mark: MoveMark | null) => void;
  readonly onReply: (thread: string, text: string) => void;
  readonly onResolve: (thread: string, resolved: boolean) => void;
  readonly onAddChapter: (title: string) => void;
  /** Puts a comment or chapter on stream as the caster callout (producers: owners and editors). */
  readonly onPushCallout: (text: string, source: { kind: "thread" | "chapter"; id: string }) => void;
}

function ThreadView({ thread, canEdit, onSeek, onReply, onResolve, onPushCallout }: { thread: Thread } & Pick<ReviewPanelProps, "canEdit" | "onSeek" | "onReply" | "onResolve" | "onPushCallout">) {
  const [reply, setReply] = useState("");
  return (
    <article className={`review-thread${thread.resolved ? " review-thread--resolved" : ""}`} data-thread={thread.id}>
      <header>
        <button type="button" className="review-thread__seq" onClick={() => onSeek(thread.anchor.seq)} title="go to this moment">
          @{thread.anchor.seq}
          {thread.anchor.seqEnd !== undefined && `–${thread.anchor.seqEnd}`}
        </button>
        {thread.mark !== null && <span className={`review-mark review-mark--${thread.mark}`} title={thread.mark}>{MARK_LABEL[thread.mark]}</span>}
        {canEdit && (
          <button type="button" className="review-link" onClick={() => onResolve(thread.id, !thread.resolved)}>
            {thread.resolved ? "reopen" : "resolve"}
          </button>
        )}
        {canEdit && thread.comments[0] !== undefined && (
          <button type="button" className="review-link" onClick={() => onPushCallout(thread.comments[0]!.text, { kind: "thread", id: thread.id })} data-testid="push-thread">
            on stream
          </button>
        )}
      </header>
      {thread.comments.map((c) => (
        <p key={c.id} className="review-comment">
          <strong>{c.author.name}</strong> <WithCitations text={c.text} />
        </p>
      ))}
      {canEdit && (
        <LineEntry value={reply} onValue={setReply} onEnter={(text) => onReply(thread.id, text)} placeholder="Reply…" label="reply" maxLength={2000} />
      )}
    </article>
  );
}

/** Threads at this moment, every thread, and chapters; a new comment anchored at this moment. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { seq, threadsHere, allThreads, chapters, canEdit, onSeek, onStartThread, onAddChapter } = props;
  const [tab, setTab] = useState<"here" | "all" | "chapters">("here");
  const [text, setText] = useState("");
  const [mark, setMark] = useState<MoveMark | "">("");
  const [chapter, setChapter] = useState("");
  const shown = tab === "here" ? threadsHere : allThreads;
  return (
    <section className="review-panel" aria-label="annotations">
      <nav className="review-tabs" role="tablist">
        {(
          [
            ["here", `Here (${threadsHere.length})`],
            ["all", `All threads (${allThreads.length})`],
            ["chapters", `Chapters (${chapters.length})`],
          ] as const
        ).map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </nav>
      {tab !== "chapters" ? (
        <div className="review-threads" data-testid="threads">
          {shown.length === 0 && <p className="review-empty">{tab === "here" ? "Nothing at this moment yet." : "No threads yet."}</p>}
          {shown.map((t) => (
            <ThreadView key={t.id} thread={t} {...props} />
          ))}
        </div>
      ) : (
        <ol className="review-chapters" data-testid="chapters">
          {chapters.map((c) => (
            <li key={c.id}>
              <button type="button" className="review-link" onClick={() => onSeek(c.seq)}>
                @{c.seq} {c.title}
              </button>{" "}
              {canEdit && (
                <button type="button" className="review-link" onClick={() => props.onPushCallout(c.title, { kind: "chapter", id: c.id })}>
                  on stream
                </button>
              )}
            </li>
          ))}
          {canEdit && (
            <li>
              <LineEntry value={chapter} onValue={setChapter} onEnter={onAddChapter} placeholder={`New chapter at @${seq}`} label="chapter title" maxLength={200} />
            </li>
          )}
        </ol>
      )}
      {canEdit && (
        <form
          className="review-new"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim() === "") return;
            onStartThread(text.trim(), mark === "" ? null : mark);
            setText("");
            setMark("");
          }}
        >
          <textarea className="review-input" value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={`Comment at @${seq} (cite rules like fab:7.3.2)`} aria-label="new comment" rows={2} maxLength={2000} />
          <div className="review-new__row">
            <select value={mark} onChange={(e) => setMark(e.currentTarget.value as MoveMark | "")} aria-label="move mark">
              <option value="">no mark</option>
              {MOVE_MARKS.map((m) => (
                <option key={m} value={m}>
                  {MARK_LABEL[m]} {m}
                </option>
              ))}
            </select>
            <button type="submit" className="button" data-testid="add-comment">
              Comment
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
