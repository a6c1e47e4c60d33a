import type { IncomingMessage } from "node:http";
import { isRoomRole, roomDocSchema, verifyToken, type RoomRole, type TokenClaims } from "@tablecast/protocol";
import type { Fanout, MatchStore } from "@tablecast/store";
import * as awarenessProtocol from "y-protocols/awareness";
import { setPersistence, setupWSConnection } from "@y/websocket-server/utils";
import * as decoding from "lib0/decoding";
import type { Logger } from "pino";
import type { WebSocket } from "ws";
import * as Y from "yjs";

/**
 * Review rooms over the y-websocket protocol (any stock y-websocket client can connect):
 *   ws://host/yjs/<roomId>?token=<room token>        the public layer
 *   ws://host/yjs/<roomId>~full?token=<full token>   the layer written from the full view
 * A token opens exactly one layer's document, so public viewers never receive annotations that
 * were written seeing hidden cards.
 * The token decides the role: owners and editors write; viewers read and share presence, and
 * their document updates are dropped by the server, not only hidden by the UI. Revoking a token
 * closes the connections that use it. Documents persist in the store as Yjs updates.
 */
export const ROOM_CLOSE = { token: 4401, forbidden: 4403, badRequest: 4400 } as const;

const BATCH_MS = 100;
const MESSAGE_SYNC = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/** True for messages that would change the document (sync step 2 or an update). */
export function isDocumentWrite(message: Uint8Array): boolean {
  try {
    const decoder = decoding.createDecoder(message);
    if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return false;
    const kind = decoding.readVarUint(decoder);
    return kind === SYNC_STEP_2 || kind === SYNC_UPDATE;
  } catch {
    // Unreadable: treat as a write, so a viewer cannot smuggle one in.
    return true;
  }
}

export interface RoomDeps {
  readonly store: MatchStore;
  /** Several nodes: rooms' updates and presence travel between nodes here. */
  readonly fanout: Fanout;
  readonly nodeId: string;
  readonly secret: string;
  readonly now: () => number;
  readonly log: Logger;
  readonly isRevoked: (roomId: string, tokenId: string) => Promise<boolean>;
}

interface Connection {
  readonly socket: WebSocket;
  readonly claims: TokenClaims & { role: RoomRole };
}

/**
 * The y-websocket server keeps its documents and persistence in module state, so there is one
 * room endpoint per process; `createRoomEndpoint` installs the persistence for this store.
 */
export function createRoomEndpoint(deps: RoomDeps) {
  const connections = new Map<string, Set<Connection>>();
  const compactions = new Set<Promise<void>>();
  // Review edits are batched: every BATCH_MS, each room's new updates are merged and all rooms are
  // written in one transaction, instead of a disk flush per keystroke and room (which stalls
  // delivery for everyone). Clients keep their state and resync, so a crash loses at most the last
  // batch; match decisions keep their write-ahead guarantee.
  const pending = new Map<string, Uint8Array[]>();
  let timer: NodeJS.Timeout | null = null;
  let lastWrite: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return lastWrite;
    const batch = [...pending].map(([doc, updates]) => ({ doc, update: updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates) }));
    pending.clear();
    lastWrite = lastWrite.then(() => deps.store.appendDocUpdates(batch)).catch((err: unknown) => deps.log.error({ err, rooms: batch.length }, "could not persist review updates"));
    return lastWrite;
  };

  // Cross-node relay: each node applies the others' updates and presence to its copy of the room.
  type Relay = { node: string; kind: "update" | "awareness" | "want-state"; data?: string };
  const relays = new Map<string, () => Promise<void>>();
  const REMOTE = "remote";
  const publish = (docName: string, kind: Relay["kind"], data?: Uint8Array) => {
    const message: Relay = { node: deps.nodeId, kind, ...(data === undefined ? {} : { data: Buffer.from(data).toString("base64") }) };
    deps.fanout.publish(`ydoc:${docName}`, JSON.stringify(message)).catch((err: unknown) => deps.log.warn({ err, docName }, "could not relay a review update"));
  };
  async function relay(docName: string, ydoc: Y.Doc & { awareness: awarenessProtocol.Awareness }): Promise<void> {
    ydoc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE && origin !== "store") publish(docName, "update", update);
    });
    ydoc.awareness.on("update", ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      if (origin === REMOTE) return;
      publish(docName, "awareness", awarenessProtocol.encodeAwarenessUpdate(ydoc.awareness, [...added, ...updated, ...removed]));
    });
    const unsubscribe = await deps.fanout.subscribe(`ydoc:${docName}`, (raw) => {
      let message: Relay;
      try {
        message = JSON.parse(raw) as Relay;
      } catch {
        return;
      }
      if (message.node === deps.nodeId) return;
      if (message.kind === "want-state") return publish(docName, "update", Y.encodeStateAsUpdate(ydoc));
      const data = Buffer.from(message.data ?? "", "base64");
      try {
        if (message.kind === "update") Y.applyUpdate(ydoc, data, REMOTE);
        else awarenessProtocol.applyAwarenessUpdate(ydoc.awareness, data, REMOTE);
      } catch (err) {
        deps.log.warn({ err, docName }, "dropped a malformed relayed update");
      }
    });
    relays.set(docName, unsubscribe);
    // Whatever other nodes hold but have not written yet: ask for it now that we listen.
    publish(docName, "want-state");
  }

  setPersistence({
    provider: deps.store,
    bindState: async (docName: string, ydoc: Y.Doc) => {
      // Persist every change made here, in order; changes loaded from the store are skipped.
      void relay(docName, ydoc as Y.Doc & { awareness: awarenessProtocol.Awareness }).catch((err: unknown) => deps.log.error({ err, docName }, "could not join the room's relay"));
      ydoc.on("update", (update: Uint8Array, origin: unknown) => {
        // Only the node where an edit was made writes it; relayed and loaded ones are already stored.
        if (origin === "store" || origin === REMOTE) return;
        let list = pending.get(docName);
        if (list === undefined) pending.set(docName, (list = []));
        list.push(update);
        timer ??= setTimeout(() => void flush(), BATCH_MS);
      });
      // y-websocket does not handle a failure here: catch it, or one bad load takes the server down.
      try {
        const stored = await deps.store.docUpdates(docName);
        if (stored.length > 0) Y.applyUpdate(ydoc, Y.mergeUpdates(stored), "store");
      } catch (err) {
        deps.log.error({ err, docName }, "could not load a review; closing its connections");
        for (const c of connections.get(docName) ?? []) c.socket.close(1011, "review unavailable");
      }
    },
    writeState: (docName: string, ydoc: Y.Doc) => {
      // The last connection left: wait for pending writes, then compact to one update.
      const state = Y.encodeStateAsUpdate(ydoc);
      const unsubscribe = relays.get(docName);
      relays.delete(docName);
      void unsubscribe?.().catch(() => undefined);
      const done = flush()
        .then(() => deps.store.replaceDocUpdates(docName, state))
        .catch((err: unknown) => deps.log.error({ err, docName }, "could not compact a review"))
        .finally(() => compactions.delete(done));
      compactions.add(done);
      return done;
    },
  });

  async function handle(socket: WebSocket, req: IncomingMessage): Promise<void> {
    const url = new URL(req.url ?? "/", "http://x");
    const roomId = decodeURIComponent(url.pathname.slice("/yjs/".length));
    const token = url.searchParams.get("token") ?? "";
    // Hold messages until the connection is authorised, so none is lost or processed early.
    const early: Buffer[] = [];
    const hold = (data: Buffer) => early.push(data);
    socket.on("message", hold);
    if (!roomDocSchema.safeParse(roomId).success) return socket.close(ROOM_CLOSE.badRequest, "input/invalid");
    const check = verifyToken(deps.secret, token, Math.floor(deps.now() / 1000), roomId);
    if (!check.ok) return socket.close(ROOM_CLOSE.token, check.error);
    if (!isRoomRole(check.claims.role)) return socket.close(ROOM_CLOSE.forbidden, "auth/forbidden");
    if (await deps.isRevoked(roomId, check.claims.id)) return socket.close(ROOM_CLOSE.token, "token/revoked");
    const connection: Connection = { socket, claims: check.claims as Connection["claims"] };

    const before = new Set(socket.listeners("message"));
    setupWSConnection(socket, req, { docName: roomId });
    if (connection.claims.role === "viewer") {
      // Viewers read: drop their document writes before the y-websocket listener sees them.
      const added = socket.listeners("message").filter((l) => !before.has(l)) as ((data: ArrayBuffer) => void)[];
      if (added.length !== 1) {
        socket.close(1011, "internal error");
        throw new Error(`expected y-websocket to add one message listener, found ${added.length}`);
      }
      const listener = added[0];
      if (listener !== undefined) {
        socket.off("message", listener);
        socket.on("message", (data: ArrayBuffer) => {
          if (isDocumentWrite(new Uint8Array(data))) return;
          listener(data);
        });
      }
    }
    socket.off("message", hold);
    for (const data of early) socket.emit("message", data, true);

    let set = connections.get(roomId);
    if (set === undefined) connections.set(roomId, (set = new Set()));
    set.add(connection);
    socket.once("close", () => {
      set.delete(connection);
      if (set.size === 0) connections.delete(roomId);
    });
  }

  return {
    handle: (socket: WebSocket, req: IncomingMessage) => {
      handle(socket, req).catch((err: unknown) => {
        deps.log.error({ err }, "room connection failed");
        socket.close(1011, "internal error");
      });
    },
    /** Waits for every pending write and compaction, then detaches from the store (it is closing). */
    async close(): Promise<void> {
      await flush();
      await Promise.all([...compactions]);
      await Promise.all([...relays.values()].map((unsubscribe) => unsubscribe().catch(() => undefined)));
      relays.clear();
      setPersistence(null);
    },
    /** Closes every open connection of a revoked token. */
    revoked(roomId: string, tokenId: string): void {
      for (const c of connections.get(roomId) ?? []) if (c.claims.id === tokenId) c.socket.close(ROOM_CLOSE.token, "token/revoked");
    },
  };
}
