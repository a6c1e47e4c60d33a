"use client";
import { Board, CardTextProvider, intervalFor, Scoreboard, Scrubber, StatusBar, turnMarkers, type ScrubAction, type Speed } from "@tablecast/ui";
import { useCallback, useEffect, useState } from "react";
import { useScrubKeys } from "../client/scrub-keys";
import { useMatchStream } from "../client/stream";
import { FitBox } from "./FitBox";

export interface EmbedProps {
  readonly matchId: string;
  readonly token: string;
  readonly streamUrl: string;
  readonly game: string;
  readonly seq: number | null;
  readonly autoplay: boolean;
  /** A clip (`?from=&to=`): opens at `from`, plays, and stops at `to`. */
  readonly clip?: { readonly from: number; readonly to: number } | null;
  /** Where the full page is, for the "open on Tablecast" link. */
  readonly href: string;
}

/**
 * The width the board is laid out at before it is scaled to the frame (FitBox): a wide frame
 * (oEmbed's 640×360) puts the players side by side, a tall one (a phone) one above the other.
 */
const BOARD_WIDTH = { wide: 1080, tall: 640 } as const;

function useWideFrame(): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const query = window.matchMedia("(min-aspect-ratio: 4/3)");
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

/** The iframe replay player: players and their life, the board scaled to fit, and a scrubber. */
export function EmbedPlayer({ matchId, token, streamUrl, game, seq: initial, autoplay, clip = null, href }: EmbedProps) {
  const stream = useMatchStream(streamUrl, matchId, token);
  const cursor = stream.cursor;
  const [seq, setSeq] = useState<number | null>(clip?.from ?? initial);
  const [playing, setPlaying] = useState(autoplay || clip !== null);
  const [speed, setSpeed] = useState<Speed>(1);
  const wide = useWideFrame();
  const last = cursor.lastSeq;
  const shown = seq === null ? last : cursor.clamp(seq);
  const view = cursor.viewAt(shown);
  const act = useCallback(
    (a: ScrubAction) => {
      if (a.type === "step") setSeq(cursor.step(shown, a.unit, a.direction));
      else if (a.type === "seek") setSeq(cursor.clamp(a.seq));
      else if (a.type === "home") setSeq(clip?.from ?? 0);
      else if (a.type === "end") setSeq(clip?.to ?? null);
      else if (a.type === "toggle-play") setPlaying((p) => !p);
      else if (a.type === "set-speed") setSpeed(a.speed);
    },
    [cursor, shown, clip],
  );
  useScrubKeys(act);
  // A clip waits for its last moment to arrive before it plays (the stream may still be loading).
  const end = clip === null ? last : Math.min(clip.to, last);
  const ready = clip === null || last >= clip.to || stream.connection === "complete";
  useEffect(() => {
    if (!playing || !ready) return;
    const id = setInterval(
      () =>
        setSeq((s) => {
          const at = s ?? last;
          if (at >= end) {
            setPlaying(false);
            return at;
          }
          return at + 1;
        }),
      intervalFor(speed),
    );
    return () => clearInterval(id);
  }, [playing, speed, last, end, ready]);
  return (
    <CardTextProvider lookup={() => undefined}>
      <div className="embed-root" data-testid="embed" data-seq={shown} data-last-seq={last}>
        <div className="embed-top">
          <Scoreboard view={view} />
          <div className="embed-status">
            <StatusBar view={view} />
          </div>
        </div>
        {stream.entries.length === 0 ? (
          <div className="match__loading">{stream.error ?? "Loading…"}</div>
        ) : (
          <FitBox key={wide ? "wide" : "tall"} width={wide ? BOARD_WIDTH.wide : BOARD_WIDTH.tall} className={`embed-board${wide ? " embed-board--wide" : ""}`}>
            <Board view={view} game={game} bottomSeat={0} />
          </FitBox>
        )}
        <div className="embed-bottom">
          <Scrubber seq={shown} lastSeq={last} markers={turnMarkers(cursor.markers("turn"), last)} playing={playing} speed={speed} onAction={act} caption={view.turn > 0 ? `turn ${view.turn}` : "setup"} />
          <a className="embed-link" href={href} target="_blank" rel="noreferrer">
            Open on Tablecast
          </a>
        </div>
      </div>
    </CardTextProvider>
  );
}
