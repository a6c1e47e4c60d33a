import { MemoryFanout } from "@tablecast/store";
import { describe, expect, it } from "vitest";
import { coach, joinRoom, review, until } from "./room-testing";
import { roomTestServer } from "./room-test-server";

/** The in-process fanout, counting what the room endpoint publishes and subscribes to. */
class CountingFanout extends MemoryFanout {
  published = 0;
  subscribed = 0;
  constructor(override readonly shared: boolean) {
    super();
  }
  override publish(channel: string, message: string): Promise<void> {
    this.published++;
    return super.publish(channel, message);
  }
  override subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    this.subscribed++;
    return super.subscribe(channel, onMessage);
  }
}

async function editTogether(fanout: CountingFanout): Promise<void> {
  const server = await roomTestServer({ fanout });
  try {
    const a = joinRoom(server.roomsUrl, "relay-room", server.token("relay-room", "owner"));
    const b = joinRoom(server.roomsUrl, "relay-room", server.token("relay-room", "editor"));
    await Promise.all([a.synced, b.synced]);
    review(a.doc, "a").startThread(coach, { anchor: { matchId: "m", seq: 1 }, text: "here", audience: "public" });
    b.provider.awareness.setLocalStateField("user", { id: "b", name: "B" });
    await until(() => review(b.doc, "b").threads().length === 1, "the edit to reach the peer");
    await until(() => a.provider.awareness.getStates().size === 2, "the peer's presence");
  } finally {
    await server.close();
  }
}

describe("review rooms on one node", () => {
  it("relay nothing (no JSON, no base64) when no other node listens; peers still get edits and presence", async () => {
    const single = new CountingFanout(false);
    await editTogether(single);
    expect(single.published).toBe(0);
    expect(single.subscribed).toBe(0);
    // The same room on a fanout other nodes share relays every edit and presence change.
    const shared = new CountingFanout(true);
    await editTogether(shared);
    expect(shared.subscribed).toBe(1);
    expect(shared.published).toBeGreaterThan(2);
  });
});
