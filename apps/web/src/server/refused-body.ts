/** How long, and how much, a refused request body is still read (and dropped) after the answer. */
export const LINGER = { ms: 1_000, bytes: 4 * 1024 * 1024 } as const;

/**
 * Lets go of a refused request body without keeping any of it. It is read and dropped for a
 * moment after the answer has gone, so a client still sending a little more (a browser finishing
 * a form) gets to read the answer instead of a reset; then it is cancelled: nothing more is read,
 * and Node.js closes the idle connection after its keep-alive timeout. (A route handler cannot
 * close the connection itself, and answering with Connection: close resets a client that is still
 * writing, which then loses the answer.)
 */
export function dropRefusedBody(body: ReadableStream<Uint8Array>, bounds: { readonly ms: number; readonly bytes: number } = LINGER): Promise<void> {
  const reader = body.getReader();
  const stop = () => reader.cancel().catch(() => undefined);
  // A client that trickles is cut off by the clock, one that floods by the byte count.
  const timer = setTimeout(() => void stop(), bounds.ms);
  return (async () => {
    let bytes = 0;
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        bytes += next.value.length;
        if (bytes > bounds.bytes) return void (await stop());
      }
    } catch {
      // The client went away.
    } finally {
      clearTimeout(timer);
    }
  })();
}
