import { describe, expect, it } from "vitest";
import * as awarenessProtocol from "y-protocols/awareness";
import * as Y from "yjs";
import { roomLimits } from "./room-limits";
import { PresenceGate, presenceTag, type PresenceIdentity } from "./room-presence";
import { readAwarenessUpdate, writeAwarenessUpdate } from "./room-protocol";

interface Conn {
  readonly who: PresenceIdentity;
}
const conn = (role: PresenceIdentity["role"], tokenId: string): Conn => ({ who: { role, tokenId, tag: presenceTag("secret", "room", tokenId) } });

function gate() {
  const awareness = new awarenessProtocol.Awareness(new Y.Doc());
  awareness.setLocalState(null);
  return { awareness, gate: new PresenceGate<Conn>(awareness, roomLimits({ clientIdsPerConnection: 2 }), (c) => c.who) };
}

const entry = (clientId: number, clock: number, state: unknown) => ({ clientId, clock, state: JSON.stringify(state) });
const states = (update: Uint8Array | null) => (update === null ? [] : readAwarenessUpdate(update)!.map((e) => ({ id: e.clientId, state: JSON.parse(e.state) as Record<string, unknown> })));

function admit(g: PresenceGate<Conn>, awareness: awarenessProtocol.Awareness, c: Conn, ...entries: ReturnType<typeof entry>[]) {
  const verdict = g.admit(c, writeAwarenessUpdate(entries));
  if (verdict.ok && verdict.update !== null) awarenessProtocol.applyAwarenessUpdate(awareness, verdict.update, c);
  return verdict;
}

describe("presence the server vouches for", () => {
  it("stamps the token's role and a tag of the link on the person's id; a viewer never presents", () => {
    const { awareness, gate: g } = gate();
    const viewer = conn("viewer", "v1");
    const verdict = admit(g, awareness, viewer, entry(7, 1, { user: { id: "coach-browser", name: "Coach", role: "owner" }, presenting: true }));
    expect(verdict.ok).toBe(true);
    const [seen] = states(verdict.ok ? verdict.update : null);
    expect(seen!.state).toEqual({ user: { id: `${viewer.who.tag}:coach-browser`, name: "Coach", role: "viewer" }, presenting: false });
    // The tag is the link's: the same on every node, another for another link or room.
    expect(viewer.who.tag).toBe(presenceTag("secret", "room", "v1"));
    expect(presenceTag("secret", "room", "v2")).not.toBe(viewer.who.tag);
    expect(presenceTag("secret", "room2", "v1")).not.toBe(viewer.who.tag);
    // No user at all still gets one.
    const editor = conn("editor", "e1");
    const [bare] = states((admit(g, awareness, editor, entry(8, 1, { cursor: null })) as { update: Uint8Array }).update);
    expect(bare!.state.user).toEqual({ id: `${editor.who.tag}:8`, role: "editor" });
  });

  it("a connection writes only the client ids it announced first; the same link may take one over", () => {
    const { awareness, gate: g } = gate();
    const owner = conn("owner", "o1");
    const viewer = conn("viewer", "v1");
    admit(g, awareness, owner, entry(1, 1, { n: "owner" }));
    // Another link cannot write client 1, nor remove it.
    expect(admit(g, awareness, viewer, entry(1, 99, { n: "spoof" }))).toEqual({ ok: true, update: null });
    expect(admit(g, awareness, viewer, { clientId: 1, clock: 100, state: "null" })).toEqual({ ok: true, update: null });
    expect((awareness.getStates().get(1) as { n: string }).n).toBe("owner");
    // The owner's page reconnected on a new socket before the old one closed: same link, it moves.
    const ownerAgain = conn("owner", "o1");
    expect(states((admit(g, awareness, ownerAgain, entry(1, 2, { n: "again" })) as { update: Uint8Array }).update)).toHaveLength(1);
    expect(g.release(owner)).toEqual([]);
    expect(g.release(ownerAgain)).toEqual([1]);
  });

  it("a connection speaks for a few client ids at most, and not for ids held on another node", () => {
    const { awareness, gate: g } = gate();
    const c = conn("editor", "e1");
    const verdict = admit(g, awareness, c, entry(1, 1, {}), entry(2, 1, {}), entry(3, 1, {}));
    expect(states((verdict as { update: Uint8Array }).update).map((s) => s.id)).toEqual([1, 2]);
    // Client 9 lives on another node: its state came through the relay.
    awarenessProtocol.applyAwarenessUpdate(awareness, writeAwarenessUpdate([entry(9, 1, { n: "remote" })]), "remote");
    const other = conn("editor", "e2");
    expect(admit(g, awareness, other, entry(9, 5, { n: "mine now" }))).toEqual({ ok: true, update: null });
    // And the relay cannot overwrite ids a connection here speaks for.
    expect(g.fromElsewhere(writeAwarenessUpdate([entry(1, 50, { n: "relayed spoof" }), entry(9, 2, { n: "remote" })]))).toEqual(writeAwarenessUpdate([entry(9, 2, { n: "remote" })]));
    expect(g.fromElsewhere(writeAwarenessUpdate([entry(2, 50, {})]))).toBeNull();
  });

  it("refuses a state that is not a small JSON object", () => {
    const { gate: g } = gate();
    const c = conn("editor", "e1");
    expect(g.admit(c, writeAwarenessUpdate([{ clientId: 1, clock: 1, state: "{not json" }]))).toEqual({ ok: false, reason: "presence/malformed" });
    expect(g.admit(c, writeAwarenessUpdate([entry(1, 1, [1, 2])]))).toEqual({ ok: false, reason: "presence/malformed" });
    expect(g.admit(c, writeAwarenessUpdate([entry(1, 1, { pad: "x".repeat(5000) })]))).toEqual({ ok: false, reason: "presence/too-large" });
    expect(g.admit(c, new Uint8Array([5, 1]))).toEqual({ ok: false, reason: "presence/malformed" });
  });
});
