"use client";
import { Select } from "../client/Select";
import { OVERLAY_KINDS, type Callout, type OverlayKind } from "@tablecast/annotations";
import { useState } from "react";
import { LineEntry } from "./LineEntry";

export interface BroadcastPanelProps {
  readonly callout: Callout | null;
  readonly featured: string | null;
  readonly overlays: Readonly<Record<OverlayKind, boolean>>;
  readonly study: readonly { readonly matchId: string; readonly label: string }[];
  readonly onPush: (text: string) => void;
  readonly onClear: () => void;
  readonly onFeature: (matchId: string) => void;
  readonly onOverlay: (kind: OverlayKind, visible: boolean) => void;
}

/**
 * The producer's desk: what the stream's overlays show. A callout is pushed from a comment or a
 * chapter (their "on stream" buttons) or typed here; the featured match and the overlay switches
 * are read by the overlay pages through the room's public layer.
 */
export function BroadcastPanel({ callout, featured, overlays, study, onPush, onClear, onFeature, onOverlay }: BroadcastPanelProps) {
  const [text, setText] = useState("");
  return (
    <details className="review-study" data-testid="broadcast">
      <summary>Broadcast{callout !== null ? `: “${callout.text}”` : ""}</summary>
      <p className="review-callout" data-testid="callout">
        {callout === null ? "No callout on stream." : `On stream: “${callout.text}” (${callout.authorName})`}{" "}
        {callout !== null && (
          <button type="button" className="review-link" onClick={onClear}>
            clear
          </button>
        )}
      </p>
      <LineEntry value={text} onValue={setText} onEnter={onPush} placeholder="Type a callout and press Enter" label="callout" maxLength={500} />
      {study.length > 1 && (
        <label className="review-bar">
          featured match{" "}
          <Select value={featured ?? ""} onChange={(e) => onFeature(e.currentTarget.value)} aria-label="featured match" options={study.map((m) => ({ value: m.matchId, label: m.label }))} />
        </label>
      )}
      <div className="review-bar" role="group" aria-label="overlays shown">
        {OVERLAY_KINDS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={overlays[kind]} onChange={(e) => onOverlay(kind, e.currentTarget.checked)} /> {kind}
          </label>
        ))}
      </div>
    </details>
  );
}
