"use client";
import { Board, CardTextProvider, intervalFor, keyAction, Scrubber, StatusBar, turnMarkers, type ScrubAction, type Speed } from "@tablecast/ui";
import { useCallback, useEffect, useState } from "react";
import { useMatchStream } from "../client/stream";

export interface EmbedProps {
  readonly matchId: string;
  readonly token: string;
  readonly streamUrl: string;
  readonly game: string;
  readonly seq: number | null;
  readonly autoplay: boolean;
  /** Where the full page is, for the "open on Tablecast" link. */
  readonly href: string;
}

/** The iframe replay player: board, status and a scrubber, nothing else. */
export function EmbedPlayer({ matchId, token, streamUrl, game, seq: initial, autoplay, href }: EmbedProps) {
  const stream = useMatchStream(streamUrl, matchId, token);
  const cursor = stream.cursor;
  const [seq, setSeq] = useState<number | null>(initial);
  const [playing, setPlaying] = useState(autoplay);
  const [speed, setSpeed] = useState<Speed>(1);
  const last = cursor.lastSeq;
  const shown = seq === null ? last : cursor.clamp(seq);
  const view = cursor.viewAt(shown);
  const act = useCallback(
    (a: ScrubAction) => {
      if (a.type === "step") setSeq(cursor.step(shown, a.unit, a.direction));
      else if (a.type === "seek") setSeq(cursor.clamp(a.seq));
      else if (a.type === "home") setSeq(0);
      else if (a.type === "end") setSeq(null);
      else if (a.type === "toggle-play") setPlaying((p) => !p);
      else if (a.type === "set-speed") setSpeed(a.speed);
    },
    [cursor, shown],
  );
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const a = keyAction(e.key, { shift: e.shiftKey, alt: e.altKey });
      if (a === null || (a.type === "toggle-play" && (e.target as HTMLElement | null)?.tagName === "BUTTON")) return;
      e.preventDefault();
      act(a);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [act]);
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => setSeq((s) => {
      const at = s ?? last;
      if (at >= last) {
        setPlaying(false);
        return at;
      }
      return at + 1;
    }), intervalFor(speed));
    return () => clearInterval(id);
  }, [playing, speed, last]);
  return (
    <CardTextProvider lookup={() => undefined}>
      <div className="embed-root" data-testid="embed" data-seq={shown} data-last-seq={last}>
        <StatusBar view={view} />
        {stream.entries.length === 0 ? <div className="match__loading">{stream.error ?? "Loading…"}</div> : <Board view={view} game={game} bottomSeat={0} />}
        <Scrubber seq={shown} lastSeq={last} markers={turnMarkers(cursor.markers("turn"), last)} playing={playing} speed={speed} onAction={act} caption="" />
        <a className="embed-link" href={href} target="_blank" rel="noreferrer">
          Open on Tablecast
        </a>
      </div>
    </CardTextProvider>
  );
}
