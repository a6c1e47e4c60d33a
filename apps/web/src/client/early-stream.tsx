/**
 * The match page opens its stream from an inline script as the HTML is parsed, before the app's
 * JavaScript has loaded and hydrated (about 200 ms on these machines), and keeps what arrives; the
 * stream hook then adopts that socket and its messages instead of opening its own. The first board
 * is drawn as soon as the app runs, not one round trip after.
 */
const GLOBAL = "__tablecastStream";

/** A socket opened early, and what it heard before the hook took it. */
export interface EarlyStream {
  readonly key: string;
  readonly ws: WebSocket;
  readonly messages: string[];
  opened: boolean;
  closed: { readonly code: number } | null;
}

/** Which stream a socket is: the hook's key for it. */
export const streamKey = (url: string, matchId: string, token: string): string => `${url} ${matchId} ${token}`;

/** JSON for an inline script: nothing in it can close the script element. */
const inline = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** The inline script: open, send the hook's first request (from the start), keep every message. */
export function EarlyStreamScript({ url, matchId, token }: { url: string; matchId: string; token: string }) {
  const script =
    `(function(){try{var s={key:${inline(streamKey(url, matchId, token))},messages:[],opened:false,closed:null};` +
    `s.ws=new WebSocket(${inline(url)});` +
    `s.ws.onopen=function(){s.opened=true;s.ws.send(${inline(JSON.stringify({ matchId, token, fromSeq: -1 }))})};` +
    `s.ws.onmessage=function(e){s.messages.push(String(e.data))};` +
    `s.ws.onclose=function(e){s.closed={code:e.code}};` +
    `window.${GLOBAL}=s}catch(e){}})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/** The early socket for this stream, once: a later mount (or another stream) opens its own. */
export function takeEarlyStream(key: string): EarlyStream | null {
  if (typeof window === "undefined") return null;
  const holder = window as unknown as Record<string, EarlyStream | undefined>;
  const early = holder[GLOBAL];
  delete holder[GLOBAL];
  if (early === undefined || early.key !== key) {
    early?.ws.close();
    return null;
  }
  return early;
}
