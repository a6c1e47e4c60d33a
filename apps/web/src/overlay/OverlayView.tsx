"use client";
import type { CardFace, StreamEntry, ViewState } from "@tablecast/engine";
import type { Callout, OverlayKind } from "@tablecast/annotations";
import { Board, CardTextProvider } from "@tablecast/ui";
import { useEffect, useMemo, useState } from "react";
import { useMatchStream } from "../client/stream";
import type { Overlay } from "./kinds";


export interface OverlayProps {
  readonly matchId: string;
  readonly token: string;
  readonly streamUrl: string;
  readonly kind: Overlay;
  /** Review room to follow for the producer's callout and overlay switches (public layer, viewer token). */
  readonly room: { readonly url: string; readonly id: string; readonly token: string } | null;
  /** Which seat sits on the left of two-sided overlays. */
  readonly left: number;
  readonly scale: number;
  readonly accent: string;
}

/** The card most recently put on the stack or the combat chain, as the stream shows it. */
function lastPlayed(entries: readonly StreamEntry[], view: ViewState): CardFace | null {
  for (let e = entries.length - 1; e >= 0; e--) {
    const events = entries[e]!.events;
    for (let i = events.length - 1; i >= 0; i--) {
      const ev = events[i]!;
      if (ev.type === "chain" && ev.op === "push" && ev.object !== undefined) {
        const face = view.objects[ev.object]?.face;
        if (face !== undefined) return face;
      }
      if (ev.type === "move" && ev.face !== undefined && /\b(stack|combat-chain)$/.test(ev.to)) return ev.face;
    }
  }
  return null;
}

function useCardText(): (ref: string) => string | undefined {
  const [table, setTable] = useState<Record<string, string>>({});
  useEffect(() => {
    fetch("/api/cards/fab")
      .then((r) => (r.ok ? r.json() : {}))
      .then(setTable)
      .catch(() => undefined);
  }, []);
  return (ref) => table[ref];
}

/**
 * One overlay for an OBS browser source: transparent, driven by the match's stream for the
 * overlay key (so always behind the broadcast delay), silent while nothing happens.
 */
export function OverlayView({ matchId, token, streamUrl, kind, room, left, scale, accent }: OverlayProps) {
  const stream = useMatchStream(streamUrl, matchId, token);
  const view = stream.cursor.viewAt(stream.cursor.lastSeq);
  const [desk, setDesk] = useState<{ callout: Callout | null; overlays: Record<OverlayKind, boolean> } | null>(null);
  useEffect(() => {
    if (room === null) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("./broadcast").then(({ watchBroadcast }) => {
      if (!cancelled) stop = watchBroadcast(room.url, room.id, room.token, setDesk);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [room]);
  const text = useCardText();
  const card = useMemo(() => (kind === "last-card" ? lastPlayed(stream.entries, view) : null), [kind, stream.entries, view]);
  const hidden = desk !== null && desk.overlays[kind] === false;
  const seats = [...view.players].sort((a, b) => (a.seat === left ? -1 : b.seat === left ? 1 : a.seat - b.seat));
  const style = { ["--ov-scale" as string]: String(scale), ["--ov-accent" as string]: accent };
  return (
    <div className={`overlay-root overlay--${kind}${hidden ? " overlay--hidden" : ""}`} style={style} data-overlay={kind} data-seq={view.seq} data-connection={stream.connection}>
      {kind === "score" && (
        <div className="ov-score">
          {seats.map((p) => (
            <div key={p.seat} className="ov-plate" data-seat={p.seat}>
              <span className="ov-name">{p.name}</span>
              <span className="ov-hero">{p.hero?.name ?? ""}</span>
              <span className="ov-life" data-life={p.counters["life"] ?? ""}>
                {p.counters["life"] ?? "–"}
              </span>
            </div>
          ))}
        </div>
      )}
      {kind === "banner" && view.seq >= 0 && (
        <div className="ov-banner">
          {view.end !== null ? (
            <>Game over · {view.end.winners.map((w) => view.players[w]?.name ?? "").join(" & ") || "draw"}</>
          ) : (
            <>
              Turn {view.turn} · {view.turnPlayer === null ? "" : view.players[view.turnPlayer]?.name} · {view.phase ?? ""}
              {view.step !== null && ` · ${view.step}`}
            </>
          )}
        </div>
      )}
      {kind === "last-card" && card !== null && (
        <div className="ov-card" data-ref={card.ref}>
          <div className="ov-card__top">
            <span>{card.name}</span>
            {card.attrs?.["cost"] !== undefined && <span className="ov-card__cost">{String(card.attrs["cost"])}</span>}
          </div>
          <div className="ov-card__types">{String(card.attrs?.["types"] ?? "")}</div>
          <div className="ov-card__text">{text(card.ref) ?? ""}</div>
          <div className="ov-card__stats">
            {card.attrs?.["power"] !== undefined && <span>power {String(card.attrs["power"])}</span>}
            {card.attrs?.["defense"] !== undefined && <span>defense {String(card.attrs["defense"])}</span>}
          </div>
        </div>
      )}
      {kind === "combat" && view.combat !== null && (
        <div className="ov-combat">
          <span className="ov-combat__attack">{view.objects[view.combat.attack]?.face?.name ?? "Attack"}</span>
          <span className="ov-combat__numbers">
            {view.combat.values["power"] ?? 0} <small>vs</small> {view.combat.values["defense"] ?? 0}
          </span>
        </div>
      )}
      {kind === "resources" && (
        <div className="ov-resources">
          {seats.map((p) => {
            const pitch = Object.values(view.zones).find((z) => z.owner === p.seat && z.kind === "pitch");
            return (
              <div key={p.seat} className="ov-plate">
                <span className="ov-name">{p.name}</span>
                {Object.entries(p.counters)
                  .filter(([k]) => k !== "life")
                  .map(([k, v]) => (
                    <span key={k} className="ov-counter">
                      {k} {v}
                    </span>
                  ))}
                <span className="ov-pitch">{pitch?.objects.map((o) => view.objects[o]?.face?.name).filter(Boolean).join(", ")}</span>
              </div>
            );
          })}
        </div>
      )}
      {kind === "callout" && desk?.callout !== null && desk?.callout !== undefined && <div className="ov-callout">{desk.callout.text}</div>}
      {kind === "board" && view.seq >= 0 && (
        <CardTextProvider lookup={() => undefined}>
          <div className="ov-board">
            <Board view={view} game="fab" bottomSeat={left} />
          </div>
        </CardTextProvider>
      )}
    </div>
  );
}
