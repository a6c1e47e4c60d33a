"use client";
import type { ViewState } from "@tablecast/engine";
import { Board, CardTextProvider } from "@tablecast/ui";
import { useEffect, useState } from "react";
import { useCardText } from "../client/card-text";
import { useMatchStream } from "../client/stream";
import { FitBox } from "./FitBox";
import { accentOf } from "./kinds";

/** Which game's layout a stream's table calls for, from the zones it announced. */
export function gameOfView(view: ViewState): string {
  const kinds = new Set(Object.values(view.zones).map((z) => z.kind));
  if (kinds.has("arsenal") || kinds.has("pitch")) return "fab";
  if (kinds.has("rune-deck") || kinds.has("legend")) return "riftbound";
  if (kinds.has("staging") || kinds.has("momentum")) return "ufs";
  return "generic";
}

/** The width the board is laid out at, before FitBox scales it to the overlay's corner. */
const BOARD_WIDTH = 1180;

export function BoardOverlay({ matchId, token, streamUrl, bottomSeat, scale, accent }: { matchId: string; token: string; streamUrl: string; bottomSeat: number; scale: number; accent: string }) {
  const stream = useMatchStream(streamUrl, matchId, token);
  const view = stream.cursor.viewAt(stream.cursor.lastSeq);
  const game = gameOfView(view);
  const cardText = useCardText(game === "generic" ? "fab" : game);
  // `accent=#00ff88` typed in OBS reaches the page as its fragment (the query keeps "accent=").
  const [colour, setColour] = useState(accent);
  useEffect(() => {
    if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(window.location.hash) && new URLSearchParams(window.location.search).get("accent") === "") setColour(accentOf(window.location.hash));
  }, []);
  return (
    <div
      id="overlay"
      className="ov-board-page"
      data-overlay="board"
      data-seq={view.seq}
      data-connection={stream.connection}
      style={{ ["--ov-scale" as string]: scale, ["--tc-accent" as string]: colour, ["--ov-accent" as string]: colour }}
    >
      {stream.error !== null ? (
        <p className="ov-notice" role="alert">
          Tablecast overlay: {stream.error} Check the overlay key in the URL (token=…) or ask the organiser for a new one.
        </p>
      ) : (
        view.seq >= 0 && (
          <CardTextProvider lookup={cardText}>
            <FitBox width={BOARD_WIDTH} className="ov-board-page__fit">
              <Board view={view} game={game} bottomSeat={bottomSeat} />
            </FitBox>
          </CardTextProvider>
        )
      )}
    </div>
  );
}
