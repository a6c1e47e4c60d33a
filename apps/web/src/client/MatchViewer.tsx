"use client";
import type { Decision, ReplayCursor, StreamEntry, ViewState } from "@tablecast/engine";
import {
  Board,
  CardArtProvider,
  CardTextProvider,
  Choices,
  choicesByObject,
  counterSeries,
  headlineCounter,
  EventLog,
  intervalFor,
  LifeChart,
  logLines,
  momentQuery,
  nextSpeed,
  Scrubber,
  StatusBar,
  turnMarkers,
  whyNot,
  type Refusal,
  type ScrubAction,
  type Speed,
} from "@tablecast/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { openReview } from "../app/review/actions";
import { Perspectives, perspectiveLabel, type Perspective } from "./perspective";
import { delayLabel } from "./status";
import { RuleAnchor, RulePreviews } from "./RuleLink";
import { PassSetting, PaymentInfo, RefusalNotice, useAutoPass, usePassMode } from "./SeatPanel";
import { useCardArt, useCardText } from "./card-text";
import { useScrubKeys } from "./scrub-keys";
import { useShowResult } from "./spoilers";
import { openingSeq } from "./opening";
import { useMatchStream } from "./stream";
import { ApiProvider, useTRPC } from "./trpc";

export interface MatchViewerProps {
  readonly matchId: string;
  readonly token: string;
  readonly game: string;
  readonly streamUrl: string;
  readonly role: string;
  /** The viewer's seat, for a player. */
  readonly seat: number | null;
  readonly seatNames: readonly string[];
  /** Whether the token's stream holds everything (judge, organiser, coach after the match…). */
  readonly fullView: boolean;
  /** `?seq=` of the link that opened the page. */
  readonly initialSeq: number | null;
  /**
   * The table at the moment the page opens, drawn by the server (server/match-page.ts): shown
   * until the stream's first entries arrive, so the board is in the page's HTML.
   */
  readonly openingView?: { readonly seq: number; readonly view: ViewState } | null;
  readonly invite?: string | null;
  /** A clip link (`?from=&to=`): opens at `from` and plays to `to`. */
  readonly clip?: { readonly from: number; readonly to: number } | null;
  /** The match server's public address, for picture and clip downloads. */
  readonly mediaBase?: string | null;
  /**
   * The match had ended when the page was opened: without `?seq=` the replay starts at the first
   * moment and keeps the result hidden until it is reached (unless the viewer's "show result" is on).
   */
  readonly finished?: boolean;
  /** A review room around the replay (review/ReviewRoom.tsx); absent on plain match pages. */
  readonly review?: ReviewHooks;
  /** The site serves card pictures (TABLECAST_CARD_IMAGES): zoomed cards show their art. */
  readonly cardArt?: boolean;
}

/** What a review room sees of the viewer, and how it drives it. */
export interface ViewerContext {
  readonly matchId: string;
  readonly seq: number;
  readonly lastSeq: number;
  readonly view: ViewState;
  /** The board at any moment this audience has (drawings at other moments name their cards with it). */
  readonly viewAt: (seq: number) => ViewState;
  readonly seek: (seq: number) => void;
}

export interface ReviewHooks {
  /** When following a presenter: the moment to show (the viewer's own playhead is kept aside). */
  readonly followSeq: number | null;
  /** Told the moment shown, as it changes (the room's playhead). */
  readonly onShown: (seq: number) => void;
  readonly panel: (ctx: ViewerContext) => ReactNode;
  readonly boardOverlay: (ctx: ViewerContext) => ReactNode;
  readonly toolbar: ReactNode;
  /** The viewer moved the playhead by hand (breaks away from a presenter). */
  readonly onUserSeek: () => void;
}

export function MatchViewer(props: MatchViewerProps) {
  return (
    <ApiProvider>
      <MatchView {...props} />
    </ApiProvider>
  );
}

/** Marks the board's arrival in the page as the HTML is read (the web bench's first board). */
const FIRST_BOARD_MARK = `performance.getEntriesByName("tablecast:first-board").length||performance.mark("tablecast:first-board")`;

/**
 * How many log lines up to the moment are drawn at first, and how many more each time the reader
 * reaches the oldest: about a screenful, so a seek redraws little however long the game.
 */
const LOG_LINES = 24;
const URL_SETTLE_MS = 250;


/** The viewer itself, inside an ApiProvider. */
export function MatchView({ matchId, token, game, streamUrl, role, seat, seatNames, fullView, initialSeq, openingView = null, invite = null, review, clip = null, mediaBase = null, finished = false, cardArt = false }: MatchViewerProps) {
  const stream = useMatchStream(streamUrl, matchId, token);
  const trpc = useTRPC();
  const perspectives = useRef(new Perspectives());
  const [perspective, setPerspective] = useState<Perspective>(fullView ? "all" : seat ?? "public");
  /** null: follow the newest entry (live, or the end of a replay). */
  const spoilerFree = finished && clip === null && initialSeq === null;
  const [seq, setSeq] = useState<number | null>(openingSeq({ clipFrom: clip?.from ?? null, seq: initialSeq, finished }));
  const [showResult, setShowResult] = useShowResult();
  const [playing, setPlaying] = useState(clip !== null);
  const [speed, setSpeed] = useState<Speed>(1);
  const cardText = useCardText(game);
  const art = useCardArt(game, cardArt);

  const cursor = useMemo(
    // Only a full stream is narrowed here; anyone else already holds their own audience's stream.
    () => (fullView ? perspectives.current.cursorFor(perspective, stream.cursor, stream.entries) : stream.cursor),
    // stream.version: the entries grew.
    [fullView, perspective, stream.cursor, stream.entries, stream.version],
  );
  const lastSeq = cursor.lastSeq;
  const followSeq = review?.followSeq ?? null;
  const shown = followSeq !== null ? cursor.clamp(followSeq) : seq === null ? lastSeq : cursor.clamp(seq);
  // Until the stream's first entries arrive, the table the server drew for the opening moment.
  const opening = stream.entries.length === 0 ? openingView : null;
  const view = opening?.view ?? cursor.viewAt(shown);
  const over = stream.entries.at(-1)?.events.some((e) => e.type === "end") === true;
  const following = seq === null || (seq >= lastSeq && !over && stream.connection !== "complete");
  // The result is hidden until the replay reaches the end once (or the viewer shows results).
  const [reached, setReached] = useState(!spoilerFree);
  const atEnd = over && shown >= lastSeq;
  useEffect(() => {
    if (atEnd) setReached(true);
  }, [atEnd]);
  const hideResult = !reached && !atEnd && !showResult;
  // With results shown, a finished match opens at its end as before (the setting is read after mount).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !spoilerFree || !showResult) return;
    opened.current = true;
    setSeq((s) => (s === 0 ? null : s));
  }, [spoilerFree, showResult]);

  // The seat's choices and the spectator count come from the server; nothing here computes rules.
  const state = useQuery({ ...trpc.match.state.queryOptions({ matchId, token }), refetchInterval: 5000 });
  const { refetch } = state;
  useEffect(() => {
    void refetch();
  }, [stream.version, refetch]);
  const submit = useMutation(trpc.match.submit.mutationOptions({ onSettled: () => void refetch() }));
  const concede = useMutation(trpc.match.concede.mutationOptions({ onSettled: () => void refetch() }));
  const decisions: readonly Decision[] =
    seat !== null && following && state.data !== undefined && state.data.nextSeq === stream.entries.length && !submit.isPending ? state.data.decisions : [];
  // One callback for the whole match, so memoised cards do not re-render when the query refreshes.
  const latest = useRef({ state: state.data, submit });
  latest.current = { state: state.data, submit };
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const choose = useCallback(
    (d: Decision) => {
      const { state: now, submit: send } = latest.current;
      if (now === undefined) return;
      setRefusal(null);
      send.mutate({ matchId, token, seq: now.nextSeq, decision: d.id });
    },
    [matchId, token],
  );
  const [passMode, setPassMode] = usePassMode();
  useAutoPass(passMode, view, seat, decisions, stream.entries, cursor, state.data?.nextSeq, choose);
  // A click on a card the seat has no choice for says why, with the rule.
  const explain = (e: MouseEvent<HTMLElement>) => {
    if (seat === null || !following) return;
    const card = (e.target as HTMLElement).closest<HTMLElement>("[data-object]");
    // Not a card's own choice, and not a face in an opened pile (a list to read, not to play from).
    if (card === null || card.closest(".tc-card--choice, .tc-card__menu, dialog") !== null) return;
    const id = card.dataset["object"];
    if (id !== undefined) setRefusal(whyNot(game, view, seat, id, decisions));
  };

  const onUserSeek = review?.onUserSeek;
  const act = useCallback(
    (action: ScrubAction) => {
      if (action.type !== "speed" && action.type !== "set-speed") onUserSeek?.();
      switch (action.type) {
        case "step":
          setSeq(cursor.step(shown, action.unit, action.direction));
          break;
        case "seek":
          setSeq(cursor.clamp(action.seq));
          break;
        case "home":
          setSeq(0);
          break;
        case "end":
          setSeq(null);
          setPlaying(false);
          break;
        case "toggle-play":
          if (!playing && shown >= lastSeq) setSeq(0);
          setPlaying(!playing);
          break;
        case "speed":
          setSpeed((s) => nextSpeed(s, action.direction));
          break;
        case "set-speed":
          setSpeed(action.speed);
          break;
      }
    },
    [cursor, shown, lastSeq, playing, onUserSeek],
  );

  useScrubKeys(act);

  // Playback.
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => {
      setSeq((s) => {
        const at = s === null ? lastSeq : s;
        // A clip plays to its end and stops there.
        if (clip !== null && at >= clip.to) {
          setPlaying(false);
          return at;
        }
        if (at >= lastSeq) {
          setPlaying(false);
          return over ? at : null;
        }
        return at + 1;
      });
    }, intervalFor(speed));
    return () => clearInterval(id);
  }, [playing, speed, lastSeq, over, clip]);

  // The address bar links to the moment shown (or to the live match when following), once the
  // scrubbing settles: rewriting history on every frame of a drag costs more than the seek.
  // Not before the viewer moves (a replay opened at its start keeps the address it was opened
  // with), and never once a form leaves the page: a late rewrite would cancel that navigation.
  const openedAt = useRef(seq);
  const leaving = useRef(false);
  useEffect(() => {
    if (seq === openedAt.current) return;
    openedAt.current = Number.NaN;
    const timer = setTimeout(() => {
      if (leaving.current) return;
      if (seq === null) {
        const params = new URLSearchParams(window.location.search);
        if (!params.has("seq")) return;
        params.delete("seq");
        window.history.replaceState(null, "", `?${params.toString()}`);
        return;
      }
      window.history.replaceState(null, "", momentQuery(window.location.search, shown));
    }, URL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [seq, shown]);

  const lines = useMemo(() => logLines(stream.entries.length === 0 ? [] : cursorEntries(cursor)), [cursor, stream.version]);
  const chartCounter = useMemo(() => headlineCounter(cursorEntries(cursor)), [cursor, stream.version]);
  const fullSeries = useMemo(() => counterSeries(cursorEntries(cursor), chartCounter), [cursor, stream.version, chartCounter]);
  // While the result is hidden, the chart draws the game only up to the moment shown.
  const series = useMemo(() => (hideResult ? fullSeries.map((s) => ({ seat: s.seat, points: s.points.filter((p) => p.seq <= shown) })) : fullSeries), [fullSeries, hideResult, shown]);
  const markers = useMemo(() => turnMarkers(cursor.markers("turn"), lastSeq), [cursor, lastSeq]);
  const [logLength, setLogLength] = useState(LOG_LINES);
  const olderLines = useCallback(() => setLogLength((n) => n + LOG_LINES), []);
  const visibleLines = useMemo(() => {
    let at = lines.findIndex((l) => l.seq > shown);
    if (at < 0) at = lines.length;
    return { lines: lines.slice(Math.max(0, at - logLength), at).reverse(), older: at > logLength };
  }, [lines, shown, logLength]);

  const onShown = review?.onShown;
  useEffect(() => {
    onShown?.(shown);
  }, [onShown, shown]);
  const seek = useCallback((to: number) => act({ type: "seek", seq: to }), [act]);
  const viewAt = useCallback((at: number) => cursor.viewAt(cursor.clamp(at)), [cursor]);
  const context: ViewerContext = { matchId, seq: shown, lastSeq, view, viewAt, seek };

  // User Timing marks for the benchmark: the first board on screen, and the whole log received.
  // (A board drawn by the server is marked as the HTML is read: see the script after the board.)
  const firstBoard = stream.entries.length > 0;
  useEffect(() => {
    if (firstBoard && performance.getEntriesByName("tablecast:first-board").length === 0) performance.mark("tablecast:first-board");
  }, [firstBoard]);
  useEffect(() => {
    if (stream.connection === "complete") performance.mark("tablecast:stream-complete");
  }, [stream.connection]);

  const connectionLabel = stream.connection === "complete" ? "replay" : stream.connection === "live" ? (over ? "replay" : following ? "live" : "scrubbing") : stream.connection;
  const delay = state.data === undefined ? null : delayLabel(state.data.policy.delay, state.data.role);
  const bottomSeat = seat ?? (typeof perspective === "number" ? perspective : 0);
  const perspectivesOffered: Perspective[] = fullView ? ["all", "public", ...seatNames.map((_, i) => i)] : [];
  // A choice about a card is offered on the card when the board shows that card, else as a button.
  const onBoard = useMemo(() => decisions.filter((d) => d.object !== undefined && view.objects[d.object] !== undefined), [decisions, view]);
  const byObject = useMemo(() => choicesByObject(onBoard), [onBoard]);
  const asButtons = useMemo(() => decisions.filter((d) => !onBoard.includes(d)), [decisions, onBoard]);

  if (stream.error !== null) return <p className="notice">{stream.error}</p>;

  return (
    <CardTextProvider lookup={cardText}>
      <CardArtProvider lookup={art}>
      <h1 className="sr-only">{`${seatNames.join(" vs ")}${over ? " (replay)" : ""}`}</h1>
      <div className="match__skips">
        <a className="skip-link" href="#replay-controls">
          Skip to the replay controls
        </a>
        <a className="skip-link" href="#board">
          Skip to the board
        </a>
      </div>
      <div className="match" data-testid="match" data-result={hideResult ? "hidden" : "shown"} data-seq={shown} data-last-seq={lastSeq} data-connection={connectionLabel}>
        <div className="match__status">
          <StatusBar view={view} spectators={over ? null : (state.data?.spectators ?? null)} connection={connectionLabel} delay={delay} />
        </div>
        <div className="match__board" id="board" tabIndex={-1} aria-label="board">
          {stream.entries.length === 0 && opening === null ? (
            <div className="match__loading" role="status">
              {stream.connection === "reconnecting" ? "Reconnecting to the match server…" : "Loading the match…"}
            </div>
          ) : (
            <div className="match__board-stage" onClick={explain}>
              <Board view={view} game={game} bottomSeat={bottomSeat} choicesByObject={byObject} onChoose={choose} />
              {review?.boardOverlay(context)}
            </div>
          )}
          {openingView !== null && <script dangerouslySetInnerHTML={{ __html: FIRST_BOARD_MARK }} />}
        </div>
        <aside className="match__side">
          <div className="match__tools">
            <span>
              Watching as <strong>{role === "seat" && seat !== null ? `P${seat + 1} ${seatNames[seat] ?? ""}` : role}</strong>
            </span>
            {perspectivesOffered.length > 0 && (
              <label>
                view{" "}
                <select aria-label="perspective" value={String(perspective)} onChange={(e) => setPerspective(e.currentTarget.value === "all" || e.currentTarget.value === "public" ? (e.currentTarget.value as Perspective) : Number(e.currentTarget.value))}>
                  {perspectivesOffered.map((p) => (
                    <option key={String(p)} value={String(p)}>
                      {perspectiveLabel(p, seatNames)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {review === undefined && (seat === null || over) && (
              <form action={openReview} onSubmit={() => (leaving.current = true)}>
                <input type="hidden" name="matchId" value={matchId} />
                <input type="hidden" name="token" value={token} />
                <button type="submit" className="button button--quiet" data-testid="open-review">
                  Review with others
                </button>
              </form>
            )}
            {mediaBase !== null && (
              <details className="match__share">
                <summary className="button button--quiet">Share</summary>
                <div className="match__share-menu">
                  <a href={`${mediaBase}/media/og/${matchId}.png?token=${encodeURIComponent(token)}&seq=${shown}`} target="_blank" rel="noreferrer">
                    Picture of this moment (PNG)
                  </a>
                  <a href={`${mediaBase}/media/clip/${matchId}.gif?token=${encodeURIComponent(token)}&from=${cursor.step(shown, "turn", -1)}&to=${shown}`} target="_blank" rel="noreferrer" data-testid="clip-gif">
                    Clip of this turn so far (GIF)
                  </a>
                  <a href={`${mediaBase}/media/chart/${matchId}.png?token=${encodeURIComponent(token)}`} target="_blank" rel="noreferrer">
                    Life totals (PNG)
                  </a>
                  <button type="button" className="review-link" onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}${window.location.pathname}?token=${encodeURIComponent(token)}&from=${cursor.step(shown, "turn", -1)}&to=${shown}`)}>
                    Copy a clip link (this turn so far)
                  </button>
                </div>
              </details>
            )}
            <button type="button" className="button button--quiet" onClick={() => void navigator.clipboard?.writeText(window.location.origin + window.location.pathname + momentQuery(window.location.search, shown))}>
              Copy link to this moment
            </button>
            {finished && (
              <label className="show-result">
                <input type="checkbox" checked={showResult} onChange={(e) => setShowResult(e.currentTarget.checked)} data-testid="show-result" /> Show result
              </label>
            )}
          </div>
          {seat !== null && (
            <div className="match__choices" data-testid="choices">
              {invite !== null && (
                <p className="notice notice--info">
                  Invite your opponent (the link seats one person, once): <code data-testid="invite-link">{`/join/${matchId}?invite=${invite}`}</code>
                </p>
              )}
              <RefusalNotice refusal={refusal} onClose={() => setRefusal(null)} />
              {!over && <PaymentInfo view={view} seat={seat} />}
              {over ? (
                <span>The match is over.</span>
              ) : decisions.length > 0 ? (
                <>
                  <Choices decisions={asButtons} onChoose={choose} disabled={submit.isPending} />
                  {byObject.size > 0 && <small>Highlighted cards are choices too.</small>}
                </>
              ) : (
                <span>{following ? view.prompt?.text ?? "Waiting…" : "Go back to live (End) to play."}</span>
              )}
              {submit.error !== null && <p className="notice">{submit.error.message}</p>}
              {!over && (
                <div className="seat-tools">
                  <PassSetting mode={passMode} onChange={setPassMode} />
                  <button type="button" className="button button--quiet" onClick={() => concede.mutate({ matchId, token })} disabled={concede.isPending}>
                    Concede
                  </button>
                </div>
              )}
            </div>
          )}
          {review?.toolbar}
          {review?.panel(context)}
          <LifeChart series={series} lastSeq={lastSeq} seq={shown} counter={chartCounter} onSeek={(s) => act({ type: "seek", seq: s })} />
          <RulePreviews className="rule-previews">
            <EventLog lines={visibleLines.lines} hasOlder={visibleLines.older} onOlder={olderLines} seq={shown} renderRule={renderRule} onSeek={(s) => act({ type: "seek", seq: s })} />
          </RulePreviews>
        </aside>
        <div className="match__transport" id="replay-controls" tabIndex={-1}>
          <Scrubber
            seq={shown}
            lastSeq={lastSeq}
            markers={markers}
            playing={playing}
            speed={speed}
            live={!over}
            caption={`${view.turn > 0 ? `turn ${view.turn}` : "setup"}${view.phase === null ? "" : ` · ${view.phase}`}`}
            onAction={act}
          />
        </div>
      </div>
      </CardArtProvider>
    </CardTextProvider>
  );
}

// Plain links: the log redraws its lines on every seek, and their previews come from one RulePreviews.
const renderRule = (citation: string) => <RuleAnchor citation={citation} />;

function cursorEntries(cursor: ReplayCursor): StreamEntry[] {
  const out: StreamEntry[] = [];
  for (let s = 0; s <= cursor.lastSeq; s++) out.push(cursor.entry(s)!);
  return out;
}
