"use client";
import { ReplayCursor, type StreamEntry } from "@tablecast/engine";
import { useEffect, useRef, useState } from "react";

export type Connection = "connecting" | "live" | "reconnecting" | "complete" | "failed";

/** No message for this long (the server's heartbeat is every 10 s when quiet): the link is down. */
const SILENCE_MS = 25_000;

/** Close codes of the server's /stream (docs/server.md): 1000 complete, 44xx refused for good. */
const REFUSALS: Readonly<Record<number, string>> = {
  4400: "The match server did not understand the request.",
  4401: "This link's token is not valid any more (expired or revoked).",
  4403: "This link may not watch the match now.",
  4404: "There is no such match.",
};

export interface MatchStream {
  /** Entries in seq order as this token's audience receives them (grows; never rewritten). */
  readonly entries: readonly StreamEntry[];
  readonly cursor: ReplayCursor;
  /** Bumps when entries arrive: a render dependency. */
  readonly version: number;
  readonly connection: Connection;
  readonly error: string | null;
}

/**
 * The match's event stream over the server's lean WebSocket stream. Reconnects silently, resuming
 * after the last seq it holds, so a dropped connection costs neither a gap nor a repeat. Arrivals
 * are folded at once and rendered once per animation frame.
 */
export function useMatchStream(url: string, matchId: string, token: string): MatchStream {
  const key = `${url} ${matchId} ${token}`;
  const held = useRef<{ key: string; entries: StreamEntry[]; cursor: ReplayCursor } | null>(null);
  // Another match or token: start from nothing (never append one stream to another).
  if (held.current === null || held.current.key !== key) held.current = { key, entries: [], cursor: new ReplayCursor([], 16) };
  const [version, setVersion] = useState(0);
  const [connection, setConnection] = useState<Connection>("connecting");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const store = held.current!;
    let socket: WebSocket | null = null;
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let frame: number | null = null;
    let heardAt = Date.now();
    // The server sends something at least every 10 s (a heartbeat when the table is quiet): silence
    // means the link is gone even if the browser has not noticed, so reconnect and say so.
    const watchdog = setInterval(() => {
      if (socket === null || socket.readyState !== WebSocket.OPEN || Date.now() - heardAt <= SILENCE_MS) return;
      const dead = socket;
      socket = null; // its close event, whenever it comes, is no longer ours
      dead.close();
      setConnection("reconnecting");
      retry = setTimeout(open, 200);
    }, 2_000);
    const flush = () => {
      frame = null;
      setVersion((v) => v + 1);
    };
    const open = () => {
      const ws = new WebSocket(url);
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        heardAt = Date.now();
        ws.send(JSON.stringify({ matchId, token, fromSeq: store.entries.length - 1 }));
        setConnection("live");
      };
      ws.onmessage = (ev) => {
        heardAt = Date.now();
        let message: { seq?: unknown; entry?: StreamEntry };
        try {
          message = JSON.parse(String(ev.data));
        } catch {
          return;
        }
        // Exactly the next seq, or nothing: a resumed stream never double-applies.
        if (message.seq !== store.entries.length || message.entry === undefined) return;
        store.cursor.append(message.entry);
        store.entries.push(message.entry);
        frame ??= requestAnimationFrame(flush);
      };
      ws.onclose = (ev) => {
        if (stopped || socket !== ws) return;
        if (ev.code === 1000) return setConnection("complete");
        const refusal = REFUSALS[ev.code];
        if (refusal !== undefined) {
          setError(refusal);
          return setConnection("failed");
        }
        setConnection("reconnecting");
        retry = setTimeout(open, Math.min(5000, 200 * 2 ** attempt++));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(watchdog);
      if (frame !== null) cancelAnimationFrame(frame);
      socket?.close();
    };
  }, [url, matchId, token]);

  const { entries, cursor } = held.current;
  return { entries, cursor, version, connection, error };
}
