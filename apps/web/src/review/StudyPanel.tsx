"use client";
import type { Playlist } from "@tablecast/annotations";
import { useState } from "react";
import { LineEntry } from "./LineEntry";

export interface StudyPanelProps {
  readonly study: readonly { readonly matchId: string; readonly label: string }[];
  readonly current: string;
  readonly seq: number;
  readonly playlists: readonly Playlist[];
  readonly canEdit: boolean;
  /** Show a match of the study (at a moment, or where it opens). */
  readonly onOpen: (matchId: string, seq: number | null) => void;
  /** Adds a match by its link (with a token to watch it); returns an error message or null. */
  readonly onAddMatch: (link: string) => string | null;
  readonly onCreatePlaylist: (title: string) => void;
  readonly onAddToPlaylist: (playlistId: string) => void;
}

/** The matches of a study, and playlists of moments across them. */
export function StudyPanel({ study, current, seq, playlists, canEdit, onOpen, onAddMatch, onCreatePlaylist, onAddToPlaylist }: StudyPanelProps) {
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const label = (matchId: string) => study.findIndex((m) => m.matchId === matchId) + 1;
  return (
    <section className="review-study" aria-label="study">
      <h3 className="review-study__title">
        Study: {study.length} {study.length === 1 ? "match" : "matches"}, {playlists.length} {playlists.length === 1 ? "playlist" : "playlists"}
      </h3>
      <ol className="review-chapters" data-testid="study">
        {study.map((m) => (
          <li key={m.matchId}>
            <button type="button" className="review-link" aria-current={m.matchId === current ? "true" : undefined} onClick={() => onOpen(m.matchId, null)}>
              {m.label}
              {m.matchId === current && " (shown)"}
            </button>
          </li>
        ))}
      </ol>
      {canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError(onAddMatch(link.trim()));
            setLink("");
          }}
        >
          <input className="review-input" value={link} onChange={(e) => setLink(e.currentTarget.value)} placeholder="Add a match: paste its link" aria-label="add a match" />
        </form>
      )}
      {error !== null && <p className="notice">{error}</p>}
      {playlists.map((p) => (
        <div key={p.id} className="review-playlist" data-playlist={p.id}>
          <strong>{p.title}</strong>{" "}
          {canEdit && (
            <button type="button" className="review-link" onClick={() => onAddToPlaylist(p.id)}>
              + this moment
            </button>
          )}
          <ol className="review-chapters">
            {p.items.map((item, i) => (
              <li key={i}>
                <button type="button" className="review-link" onClick={() => onOpen(item.matchId, item.seq)}>
                  match {label(item.matchId) || "?"} @{item.seq}
                  {item.note !== undefined && ` ${item.note}`}
                </button>
              </li>
            ))}
          </ol>
        </div>
      ))}
      {canEdit && (
        <LineEntry value={title} onValue={setTitle} onEnter={onCreatePlaylist} placeholder={`New playlist (then add moments; now @${seq})`} label="new playlist" maxLength={200} />
      )}
    </section>
  );
}
