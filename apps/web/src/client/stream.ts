"use client";
import { ReplayCursor, type StreamEntry } from "@tablecast/engine";
import { useEffect, useRef, useState } from "react";
import { streamKey, takeEarlyStream, type EarlyStream } from "./early-stream";

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
  const key = streamKey(url, matchId, token);
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
      retry = setTimeout(() => open(), 200);
    }, 2_000);
    const flush = () => {
      frame = null;
      setVersion((v) => v + 1);
    };
    const receive = (data: string) => {
      heardAt = Date.now();
      let message: { seq?: unknown; entry?: StreamEntry };
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
      // Exactly the next seq, or nothing: a resumed stream never double-applies.
      if (message.seq !== store.entries.length || message.entry === undefined) return;
      store.cursor.append(message.entry);
      store.entries.push(message.entry);
      frame ??= requestAnimationFrame(flush);
    };
    const opened = () => {
      attempt = 0;
      heardAt = Date.now();
      setConnection("live");
    };
    const closed = (ws: WebSocket, code: number) => {
      if (stopped || socket !== ws) return;
      if (code === 1000) return setConnection("complete");
      const refusal = REFUSALS[code];
      if (refusal !== undefined) {
        setError(refusal);
        return setConnection("failed");
      }
      setConnection("reconnecting");
      retry = setTimeout(() => open(), Math.min(5000, 200 * 2 ** attempt++));
    };
    // The page's early socket (early-stream.tsx), if it opened one for this stream: it has already
    // asked from the start, and what it heard is taken in order before anything newer.
    const open = (early: EarlyStream | null = null) => {
      const ws = early?.ws ?? new WebSocket(url);
      socket = ws;
      ws.onopen = () => {
        opened();
        ws.send(JSON.stringify({ matchId, token, fromSeq: store.entries.length - 1 }));
      };
      ws.onmessage = (ev) => receive(String(ev.data));
      ws.onclose = (ev) => closed(ws, ev.code);
      if (early === null) return;
      if (early.opened) opened();
      for (const message of early.messages) receive(message);
      if (early.closed !== null) closed(ws, early.closed.code);
    };
    open(store.entries.length === 0 ? takeEarlyStream(key) : null);
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(watchdog);
      if (frame !== null) cancelAnimationFrame(frame);
      socket?.close();
    };
  }, [url, matchId, token, key]);

  const { entries, cursor } = held.current;
  return { entries, cursor, version, connection, error };
}
