import { createServer, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { peerAddress } from "./guard";

const open: { close(): void }[] = [];
afterEach(() => {
  for (const o of open.splice(0)) o.close();
});

/** A connected pair of loopback sockets: the server's end is returned. */
async function accepted(): Promise<Socket> {
  const server = createServer();
  open.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const got = new Promise<Socket>((r) => server.once("connection", r));
  const client = connect((server.address() as { port: number }).port, "127.0.0.1");
  open.push({ close: () => client.destroy() });
  const socket = await got;
  open.push({ close: () => socket.destroy() });
  return socket;
}

describe("peerAddress", () => {
  it("reads the remote address and leaves no copy of it on the socket (a crowd would hold one per connection)", async () => {
    const socket = await accepted();
    expect(peerAddress(socket)).toBe("127.0.0.1");
    expect((socket as Socket & { _peername?: unknown })._peername).toBeUndefined();
    // Asked again, the address is read anew.
    expect(socket.remoteAddress).toBe("127.0.0.1");
  });

  it("leaves a copy another reader made before", async () => {
    const socket = await accepted();
    expect(socket.remotePort).toBeGreaterThan(0);
    expect(peerAddress(socket)).toBe("127.0.0.1");
    expect((socket as Socket & { _peername?: { address: string } })._peername?.address).toBe("127.0.0.1");
  });
});
