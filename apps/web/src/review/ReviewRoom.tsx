"use client";
import {
  presenterOf,
  ReviewDoc,
  ReviewError,
  shownPlayhead,
  type AnnotationAudience,
  type Author,
  type Presence,
} from "@tablecast/annotations";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";
import { MatchView, type MatchViewerProps, type ReviewHooks, type ViewerContext } from "../client/MatchViewer";
import { ApiProvider, useTRPC } from "../client/trpc";
import { BroadcastPanel } from "./BroadcastPanel";
import { Cursors } from "./Cursors";
import { DrawingLayer, type Tool } from "./DrawingLayer";
import { exportJson, exportMarkdown, matchFacts } from "./export";
import { loadMe, newId, saveMe, type Me } from "./identity";
import { ReviewPanel } from "./ReviewPanel";
import { peopleIn, refusalText, roomView } from "./room-view";
import { StudyPanel } from "./StudyPanel";

export interface ReviewRoomProps {
  /** The room's document: `<room>` (public layer) or `<room>~full` (written seeing everything). */
  readonly roomId: string;
  readonly roomToken: string;
  readonly role: "owner" | "editor" | "viewer";
  /** The server's y-websocket endpoint, e.g. ws://127.0.0.1:8787/yjs. */
  readonly roomsUrl: string;
  readonly viewer: Omit<MatchViewerProps, "review">;
  /** The matches of this review (one, or a study of several), as the link names them. */
  readonly study: readonly { readonly matchId: string; readonly label: string }[];
}

export function ReviewRoom(props: ReviewRoomProps) {
  return (
    <ApiProvider>
      <Room {...props} />
    </ApiProvider>
  );
}

type RoomStatus = "connecting" | "connected" | "disconnected" | "refused" | "unreadable";

interface Connection {
  readonly doc: Y.Doc;
  readonly provider: WebsocketProvider;
  readonly review: ReviewDoc;
}

/** The room's Y.Doc over y-websocket: re-renders (once a frame) when the document or presence changes. */
function useRoom(url: string, roomId: string, token: string) {
  const [conn, setConn] = useState<Connection | null>(null);
  const [status, setStatus] = useState<RoomStatus>("connecting");
  /** Why the room cannot be shown or written, when it cannot. */
  const [problem, setProblem] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(url, roomId, doc, { params: { token } });
    let frame: number | null = null;
    const bump = () => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        setVersion((v) => v + 1);
      });
    };
    let review: ReviewDoc | null = null;
    provider.on("status", ({ status: s }: { status: string }) =>
      setStatus((prev) => (prev === "refused" || prev === "unreadable" ? prev : s === "connected" ? "connected" : s === "connecting" ? "connecting" : "disconnected")),
    );
    provider.on("connection-close", (event: CloseEvent | null) => {
      // 44xx: the server decided for good (a token expired, revoked or for another room; an edit
      // it refused, which reconnecting would only send again); stop retrying, say why.
      if (event !== null && event.code >= 4400 && event.code < 4500) {
        setStatus("refused");
        setProblem(refusalText(event.code));
        provider.shouldConnect = false;
      }
    });
    provider.on("sync", (synced: boolean) => {
      if (!synced || review !== null) return;
      // The model migrates the document's schema when it opens it: only once it holds the server's state.
      try {
        review = new ReviewDoc(doc, newId, () => Date.now());
      } catch (err) {
        // A review from a newer version, or one whose version is damaged: say so, write nothing.
        setStatus("unreadable");
        setProblem(err instanceof ReviewError ? `this review cannot be opened here: ${err.message}` : "this review cannot be opened here");
        provider.shouldConnect = false;
        provider.disconnect();
        return;
      }
      setConn({ doc, provider, review });
    });
    doc.on("update", bump);
    provider.awareness.on("change", bump);
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      provider.destroy();
      doc.destroy();
    };
  }, [url, roomId, token]);
  return { conn, status, problem, version };
}

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** This page's address with another match of the study shown, at a moment. */
function studyHref(matchId: string, seq: number | null): string {
  const url = new URL(window.location.href);
  url.searchParams.set("at", matchId);
  if (seq === null) url.searchParams.delete("seq");
  else url.searchParams.set("seq", String(seq));
  return url.pathname + url.search;
}

/*
 * Moving to another match of the study loads the page afresh (window.location), rather than a
 * client-side route change that the viewer's own address-bar updates could race with.
 */
function Room({ roomId, roomToken, role, roomsUrl, viewer, study }: ReviewRoomProps) {
  const { conn, status, problem, version } = useRoom(roomsUrl, roomId, roomToken);
  const [notice, setNotice] = useState<string | null>(null);
  const trpc = useTRPC();
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => setMe(loadMe()), []);
  const [presenting, setPresenting] = useState(false);
  const [following, setFollowing] = useState<string | null>(null);
  const [tool, setTool] = useState<Tool>("none");
  const [color, setColor] = useState("#f2b441");
  const [shared, setShared] = useState<{ role: string; link: string } | null>(null);
  const shown = useRef(viewer.initialSeq ?? 0);

  const audience: AnnotationAudience = roomId.endsWith("~full") ? "omniscient" : "public";
  const canEdit = role !== "viewer" && status !== "refused";
  const author: Author | null = me === null ? null : { id: me.id, name: me.name };
  const review = conn?.review ?? null;
  const awareness = conn?.provider.awareness ?? null;

  /** Runs an edit by this person; input the model refuses becomes a notice, not an uncaught error. */
  const edit = (f: (by: Author) => unknown): void => {
    if (author === null || !canEdit) return;
    try {
      f(author);
      setNotice(null);
    } catch (e) {
      if (!(e instanceof ReviewError)) throw e;
      setNotice(e.message);
    }
  };

  const presence = useCallback(
    (patch: Partial<Presence> = {}): Presence | null =>
      me === null
        ? null
        : {
            user: { id: me.id, name: me.name, color: me.color, role },
            cursor: null,
            playhead: { matchId: viewer.matchId, seq: shown.current },
            presenting,
            following,
            ...patch,
          },
    [me, role, viewer.matchId, presenting, following],
  );
  useEffect(() => {
    const p = presence();
    if (awareness !== null && p !== null) awareness.setLocalState(p);
  }, [awareness, presence]);

  // version: the document or the people in the room changed.
  const everyone = useMemo(() => (awareness === null ? [] : peopleIn(awareness.getStates().values())), [awareness, version]);
  const mine = presence();
  const presenter = mine === null ? null : presenterOf(mine, everyone);
  const followSeq = mine !== null && following !== null ? shownPlayhead(mine, everyone).seq : null;
  // Following is the default (as in a Lichess study): whoever joins, or is here when someone starts
  // presenting, follows them from the presenter's moment; breaking away lasts until another presents.
  const autoFollowed = useRef<string | null>(null);
  useEffect(() => {
    if (presenter === null || presenting || following !== null || autoFollowed.current === presenter) return;
    autoFollowed.current = presenter;
    setFollowing(presenter);
  }, [presenter, presenting, following]);

  const undo = useMemo(() => (review === null || author === null ? null : review.undoManager(author)), [review, author?.id]);
  useEffect(() => () => undo?.destroy(), [undo]);

  const share = useMutation(
    trpc.room.share.mutationOptions({
      onSuccess: ({ token }, input) => {
        const url = new URL(window.location.href);
        url.searchParams.set("token", token);
        url.searchParams.delete("seq");
        setShared({ role: input.role, link: url.toString() });
      },
    }),
  );

  const onCursor = useCallback(
    (cursor: { x: number; y: number } | null) => {
      if (awareness !== null && awareness.getLocalState() !== null) awareness.setLocalStateField("cursor", cursor);
    },
    [awareness],
  );

  const hooks: ReviewHooks = {
    followSeq,
    onShown: useCallback(
      (seq: number) => {
        shown.current = seq;
        if (awareness !== null && awareness.getLocalState() !== null) awareness.setLocalStateField("playhead", { matchId: viewer.matchId, seq });
      },
      [awareness, viewer.matchId],
    ),
    onUserSeek: useCallback(() => setFollowing((f) => (f === null ? f : null)), []),
    toolbar: null,
    boardOverlay: (ctx: ViewerContext) =>
      review === null || author === null ? null : (
        <>
          <Cursors me={author.id} everyone={everyone} seq={ctx.seq} onMove={onCursor} />
          <DrawingLayer
          seq={ctx.seq}
          shapes={review.shapes({ viewer: audience, matchId: viewer.matchId, at: ctx.seq })}
          tool={canEdit ? tool : "none"}
          canDraw={canEdit}
          color={color}
          onArrow={(from, to) => edit((by) => review.addArrow(by, { anchor: { matchId: viewer.matchId, seq: ctx.seq }, from, to, color, audience }))}
          onHighlight={(object) => edit((by) => review.addHighlight(by, { anchor: { matchId: viewer.matchId, seq: ctx.seq, object }, color, audience }))}
          onStroke={(points) => edit((by) => review.addStroke(by, { anchor: { matchId: viewer.matchId, seq: ctx.seq }, points, color, width: 3, audience }))}
          />
        </>
      ),
    panel: (ctx: ViewerContext) => {
      const view = review === null ? null : roomView(review, { audience, matchId: viewer.matchId, seq: ctx.seq });
      return (
        <div className="review" data-testid="review" data-status={status}>
          <div className="review-bar">
            <span className={`review-status review-status--${status}`}>{problem ?? status}</span>
            <ul className="review-people" aria-label="people in the room">
              {everyone.map((p) => (
                <li key={p.user.id}>
                  <button type="button" onClick={() => ctx.seek(p.playhead.seq)} title={`${p.user.name} (${p.user.role}) at @${p.playhead.seq}: go there`} style={{ borderColor: p.user.color }} data-person={p.user.id}>
                    <span className="review-dot" style={{ background: p.user.color }} />
                    {p.user.name}
                    {p.user.id === me?.id && " (you)"} @{p.playhead.seq}
                    {p.presenting && " · presenting"}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="review-bar">
            <label>
              name{" "}
              <input
                className="review-input review-input--short"
                value={me?.name ?? ""}
                maxLength={40}
                aria-label="your name"
                onChange={(e) => {
                  if (me === null) return;
                  const next = { ...me, name: e.currentTarget.value };
                  setMe(next);
                  saveMe(next);
                }}
              />
            </label>
            {/* Viewers follow; the server would not let them lead anyone. */}
            {role !== "viewer" && (
              <button type="button" className={`button button--quiet${presenting ? " button--on" : ""}`} aria-pressed={presenting} onClick={() => (setPresenting(!presenting), setFollowing(null))} data-testid="present">
                {presenting ? "Stop presenting" : "Present"}
              </button>
            )}
            {following !== null ? (
              <button type="button" className="button button--quiet button--on" onClick={() => setFollowing(null)} data-testid="follow">
                Following · break away
              </button>
            ) : (
              presenter !== null && (
                <button type="button" className="button button--quiet" onClick={() => (setFollowing(presenter), setPresenting(false))} data-testid="follow">
                  Follow {everyone.find((p) => p.user.id === presenter)?.user.name}
                </button>
              )
            )}
          </div>
          {canEdit && (
            <div className="review-bar" role="toolbar" aria-label="drawing tools">
              {(["none", "arrow", "highlight", "pen"] as const).map((t) => (
                <button key={t} type="button" className={`button button--quiet${tool === t ? " button--on" : ""}`} aria-pressed={tool === t} onClick={() => setTool(t)} data-tool={t}>
                  {t === "none" ? "pointer" : t}
                </button>
              ))}
              <input type="color" value={color} onChange={(e) => setColor(e.currentTarget.value)} aria-label="colour" />
              <button type="button" className="button button--quiet" disabled={undo === null || !undo.canUndo()} onClick={() => undo?.undo()}>
                undo
              </button>
              <button type="button" className="button button--quiet" disabled={undo === null || !undo.canRedo()} onClick={() => undo?.redo()}>
                redo
              </button>
            </div>
          )}
          <div className="review-bar">
            {role === "owner" &&
              (["editor", "viewer"] as const).map((r) => (
                <button key={r} type="button" className="button button--quiet" disabled={share.isPending} onClick={() => share.mutate({ roomId, token: roomToken, role: r })} data-testid={`share-${r}`}>
                  Link for {r}s
                </button>
              ))}
            {review !== null && (
              <>
                <button type="button" className="button button--quiet" onClick={() => download(`review-${viewer.matchId}.json`, "application/json", JSON.stringify(exportJson(review, audience, matchFacts(viewer.matchId, viewer.game, ctx.viewAt(ctx.lastSeq))), null, 2))}
                  data-testid="export-json">
                  Export JSON
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() =>
                    download(
                      `review-${viewer.matchId}.md`,
                      "text/markdown",
                      exportMarkdown(review, audience, window.location.origin, matchFacts(viewer.matchId, viewer.game, ctx.viewAt(ctx.lastSeq)), (seq, id) => ctx.viewAt(seq).objects[id]?.face?.name ?? "a face-down card"),
                    )
                  }
                  data-testid="export-markdown"
                >
                  Export Markdown
                </button>
              </>
            )}
          </div>
          {shared !== null && (
            <p className="review-share">
              Link for {shared.role}s: <input className="review-input" readOnly value={shared.link} onFocus={(e) => e.currentTarget.select()} aria-label="share link" data-testid="share-link" />
            </p>
          )}
          {share.error !== null && <p className="notice">{share.error.message}</p>}
          {notice !== null && <p className="notice">{notice}</p>}
          {view !== null && view.skipped > 0 && (
            <p className="notice" data-testid="skipped">
              {view.skipped === 1 ? "One damaged entry of this review is not shown." : `${view.skipped} damaged entries of this review are not shown.`}
            </p>
          )}
          {review !== null && view !== null && (
            <ReviewPanel
              seq={ctx.seq}
              threadsHere={view.threadsHere}
              allThreads={view.allThreads}
              chapters={view.chapters}
              canEdit={canEdit && author !== null}
              onSeek={ctx.seek}
              onStartThread={(text, mark) => edit((by) => review.startThread(by, { anchor: { matchId: viewer.matchId, seq: ctx.seq }, text, audience, ...(mark === null ? {} : { mark }) }))}
              onReply={(thread, text) => edit((by) => review.reply(by, thread, text))}
              onResolve={(thread, resolved) => edit((by) => review.resolve(by, thread, resolved))}
              onAddChapter={(title) => edit((by) => review.addChapter(by, { matchId: viewer.matchId, seq: ctx.seq, title }))}
              onPushCallout={(text, source) => edit((by) => review.pushCallout(by, { text, source }))}
            />
          )}
          {review !== null && view !== null && canEdit && author !== null && (
            <BroadcastPanel
              callout={view.callout}
              featured={view.featured}
              overlays={view.overlays}
              study={study}
              onPush={(text) => edit((by) => review.pushCallout(by, { text }))}
              onClear={() => edit((by) => review.clearCallout(by))}
              onFeature={(matchId) => edit((by) => review.setFeatured(by, matchId))}
              onOverlay={(kind, visible) => edit((by) => review.setOverlayVisible(by, kind, visible))}
            />
          )}
          {review !== null && view !== null && (
            <StudyPanel
              study={study}
              current={viewer.matchId}
              seq={ctx.seq}
              playlists={view.playlists}
              canEdit={canEdit && author !== null}
              onOpen={(matchId, seq) => (matchId === viewer.matchId && seq !== null ? ctx.seek(seq) : window.location.assign(studyHref(matchId, seq)))}
              onAddMatch={(link) => {
                const url = new URL(link, window.location.href);
                const id = /\/match\/([A-Za-z0-9_-]{1,64})/.exec(url.pathname)?.[1];
                const mt = url.searchParams.get("token");
                if (id === undefined || mt === null || author === null) return "That is not a match link with a token.";
                if (!view.matches.includes(id)) edit((by) => review.addMatch(by, id));
                const here = new URL(window.location.href);
                if (!here.searchParams.getAll("match").includes(id)) {
                  here.searchParams.append("match", id);
                  here.searchParams.append("mt", mt);
                }
                here.searchParams.set("at", id);
                here.searchParams.delete("seq");
                window.location.assign(here.pathname + here.search);
                return null;
              }}
              onCreatePlaylist={(title) => edit((by) => review.createPlaylist(by, title))}
              onAddToPlaylist={(id) => edit((by) => review.addToPlaylist(by, id, { matchId: viewer.matchId, seq: ctx.seq }))}
            />
          )}
        </div>
      );
    },
  };

  // The room's first owner names the match it is about.
  useEffect(() => {
    if (review === null || author === null || role !== "owner" || status === "refused") return;
    if (!review.matches().includes(viewer.matchId)) review.addMatch(author, viewer.matchId);
  }, [review, author, role, viewer.matchId, status]);

  // A fresh viewer per match of the study: its stream, cursor and playhead belong to one match.
  return <MatchView key={viewer.matchId} {...viewer} review={hooks} />;
}
