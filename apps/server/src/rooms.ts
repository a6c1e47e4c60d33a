import type { IncomingMessage } from "node:http";
import { isRoomRole, roomDocSchema, verifyToken, type RoomRole, type TokenClaims } from "@tablecast/protocol";
import type { Fanout, MatchStore } from "@tablecast/store";
import type { Logger } from "pino";
import { WebSocket } from "ws";
import * as awarenessProtocol from "y-protocols/awareness";
import * as Y from "yjs";
import { RoomDoc, type WriteRefusal } from "./room-doc";
import { RateMeter, roomLimits, type RoomLimits } from "./room-limits";
import { RoomWriter } from "./room-persistence";
import { PresenceGate, presenceTag, type PresenceIdentity } from "./room-presence";
import { awarenessMessage, readClientMessage, syncStep1, syncStep2, syncUpdate } from "./room-protocol";

/**
 * Review rooms over the y-websocket protocol (any stock y-websocket client can connect):
 *   ws://host/yjs/<roomId>?token=<room token>        the public layer
 *   ws://host/yjs/<roomId>~full?token=<full token>   the layer written from the full view
 * A token opens exactly one layer's document, so public viewers never receive annotations that
 * were written seeing hidden cards.
 *
 * The endpoint reads every message itself (room-protocol.ts) and decides on each:
 *  - the token decides the role: owners and editors write; viewers read and share presence, and
 *    their document updates are dropped;
 *  - an update is applied only if the document it makes is well-shaped (the review schema of
 *    @tablecast/annotations) and within the room's size cap (room-doc.ts);
 *  - presence is rewritten to what the token vouches for (room-presence.ts);
 *  - each connection has a budget of messages and bytes per second (room-limits.ts).
 * A refusal closes only the offending connection, with a code below; nothing of the refused
 * message is applied, stored or sent on. Revoking a token closes the connections that use it.
 * Documents persist in the store as Yjs updates (room-persistence.ts); with several nodes, each
 * node relays its rooms' updates and presence to the others through the fanout (with one node,
 * nothing is relayed: no one else would read it).
 */

/**
 * Close codes. 44xx mirror HTTP 4xx: the server decided, and the stock y-websocket client does
 * not reconnect (reconnecting would resend the same refused state).
 *   4400 badRequest   a bad room id (input/invalid) or a message no y-websocket client sends
 *                     (protocol/malformed, update/malformed)
 *   4401 token        the token is malformed, forged, expired, for another room, or revoked
 *   4403 forbidden    the token is not a room token
 *   4413 tooLarge     the update would grow the document past its cap (quota/document-full)
 *   4422 invalid      the update makes the document wrong-shaped (schema/invalid <path>: …),
 *                     or a presence state is not a small JSON object (presence/…)
 *   4429 rateLimited  the connection sent more messages or bytes per second than allowed
 *                     (quota/rate; the same code as the server's other sockets)
 *   4500 resync       the update depends on something the server lacks (update/incomplete);
 *                     45xx is "try again": the client reconnects and its sync sends both
 *   1011              the server could not load the room
 */
export const ROOM_CLOSE = { badRequest: 4400, token: 4401, forbidden: 4403, tooLarge: 4413, invalid: 4422, rateLimited: 4429, resync: 4500 } as const;

export interface RoomDeps {
  readonly store: MatchStore;
  /** Several nodes: rooms' updates and presence travel between nodes here. */
  readonly fanout: Fanout;
  readonly nodeId: string;
  readonly secret: string;
  readonly now: () => number;
  readonly log: Logger;
  readonly isRevoked: (roomId: string, tokenId: string) => Promise<boolean>;
  /** Overrides of DEFAULT_ROOM_LIMITS. */
  readonly limits?: Partial<RoomLimits>;
}

interface Connection {
  readonly socket: WebSocket;
  readonly room: Room;
  readonly claims: TokenClaims & { role: RoomRole };
  readonly identity: PresenceIdentity;
  readonly rate: RateMeter;
  /** Messages received while the room loads, in order; null once it is ready. */
  queue: Uint8Array[] | null;
  closed: boolean;
  /** Whether the last ping was answered. */
  answered: boolean;
}

interface Room {
  readonly name: string;
  readonly state: RoomDoc;
  readonly presence: PresenceGate<Connection>;
  readonly connections: Set<Connection>;
  /** Resolves true once the stored document is loaded (false: it could not be). */
  ready: Promise<boolean>;
  /** Bytes this node wrote for the room since it was loaded or compacted. */
  written: number;
  unsubscribe: (() => Promise<void>) | null;
}

/** Updates and presence that came from another node: not relayed again, and stored there. */
const REMOTE = Symbol("remote");
const STORE = "store";
const PING_MS = 30_000;
/** How long a revocation is remembered for connections that were being authorised meanwhile. */
const REVOCATION_MEMORY_MS = 60_000;

/** A close reason fits in a close frame (123 bytes of UTF-8). */
function reason(text: string): string {
  const bytes = Buffer.from(text);
  return bytes.length <= 123 ? text : bytes.subarray(0, 120).toString("utf8").replace(/\uFFFD+$/, "") + "…";
}

function bytesOf(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

export function createRoomEndpoint(deps: RoomDeps) {
  const limits = roomLimits(deps.limits);
  const rooms = new Map<string, Room>();
  /** Rooms being written back and closed: a room opened again meanwhile waits for it. */
  const closing = new Map<string, Promise<void>>();
  const revokedLately = new Map<string, number>();
  const writer = new RoomWriter(deps.store, deps.log);
  let shutDown = false;
  /**
   * Each socket's connection, for listeners shared by every socket (the socket is `this`): a
   * closure per socket and event, and their context, would cost more than this entry.
   */
  const connections = new WeakMap<WebSocket, Connection>();
  // One keep-alive pass over every connection (a timer per connection costs memory).
  const keepAlive = setInterval(() => {
    for (const room of rooms.values()) for (const c of room.connections) ping(c);
  }, PING_MS);
  keepAlive.unref?.();

  type Relay = { node: string; kind: "update" | "awareness" | "want-state"; data?: string };
  const relaying = deps.fanout.shared;
  const publish = (name: string, kind: Relay["kind"], data?: Uint8Array) => {
    if (!relaying) return;
    const message: Relay = { node: deps.nodeId, kind, ...(data === undefined ? {} : { data: Buffer.from(data).toString("base64") }) };
    deps.fanout.publish(`ydoc:${name}`, JSON.stringify(message)).catch((err: unknown) => deps.log.warn({ err, doc: name }, "could not relay a review update"));
  };

  function send(connection: Connection, message: Uint8Array): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    // A connection that does not read would hold every message in memory: cut it off.
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      deps.log.warn({ token: connection.claims.id }, "closing a review connection that does not read");
      socket.terminate();
      return;
    }
    socket.send(message, (err) => {
      if (err !== undefined && err !== null) socket.terminate();
    });
  }

  function refuse(connection: Connection, code: number, why: string): void {
    if (connection.closed) return;
    connection.closed = true;
    deps.log.info({ token: connection.claims.id, role: connection.claims.role, code, reason: why }, "refused a review connection's message");
    connection.socket.close(code, reason(why));
  }

  function refuseWrite(connection: Connection, refusal: WriteRefusal): void {
    if (refusal.kind === "malformed") refuse(connection, ROOM_CLOSE.badRequest, refusal.reason);
    else if (refusal.kind === "incomplete") refuse(connection, ROOM_CLOSE.resync, "update/incomplete");
    else if (refusal.kind === "invalid") refuse(connection, ROOM_CLOSE.invalid, `schema/invalid ${refusal.problem.path}: ${refusal.problem.message}`);
    else refuse(connection, ROOM_CLOSE.tooLarge, "quota/document-full");
  }

  function openRoom(name: string): Room {
    const state = new RoomDoc(limits, deps.now);
    const room: Room = {
      name,
      state,
      presence: new PresenceGate<Connection>(state.awareness, limits, (c) => c.identity),
      connections: new Set(),
      ready: Promise.resolve(false),
      written: 0,
      unsubscribe: null,
    };
    state.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin === STORE) return;
      const message = syncUpdate(update);
      for (const c of room.connections) if (c !== origin && c.queue === null) send(c, message);
      if (origin === REMOTE) return;
      // Only the node where an edit was made writes and relays it.
      writer.append(name, update);
      room.written += update.length;
      if (room.written > limits.compactAfterBytes) {
        room.written = 0;
        void writer.compact(name, () => state.encodeState());
      }
      publish(name, "update", update);
    });
    state.awareness.on("update", ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      const update = awarenessProtocol.encodeAwarenessUpdate(state.awareness, changed);
      // Everyone, the sender too: a stock client counts any message as a sign of life.
      const message = awarenessMessage(update);
      for (const c of room.connections) if (c.queue === null) send(c, message);
      if (origin !== REMOTE) publish(name, "awareness", update);
    });
    room.ready = (async () => {
      // A previous opening of this room may still be writing back: read after it.
      await closing.get(name);
      try {
        await writer.idle();
        const stored = await deps.store.docUpdates(name);
        state.load(stored.length === 0 ? null : Y.mergeUpdates(stored));
      } catch (err) {
        deps.log.error({ err, doc: name }, "could not load a review; closing its connections");
        return false;
      }
      if (!relaying) return true;
      try {
        room.unsubscribe = await deps.fanout.subscribe(`ydoc:${name}`, (raw) => relayed(room, raw));
        // Whatever other nodes hold but have not written yet: ask for it now that we listen.
        publish(name, "want-state");
      } catch (err) {
        deps.log.error({ err, doc: name }, "could not join the room's relay");
      }
      return true;
    })();
    rooms.set(name, room);
    return room;
  }

  /** Another node's update or presence (checked there), or its request for our state. */
  function relayed(room: Room, raw: string): void {
    let message: Relay;
    try {
      message = JSON.parse(raw) as Relay;
    } catch {
      return;
    }
    if (message.node === deps.nodeId || rooms.get(room.name) !== room) return;
    if (message.kind === "want-state") return publish(room.name, "update", room.state.encodeState());
    const data = Buffer.from(message.data ?? "", "base64");
    try {
      if (message.kind === "update") room.state.applyTrusted(data, REMOTE);
      else {
        const update = room.presence.fromElsewhere(data);
        if (update !== null) awarenessProtocol.applyAwarenessUpdate(room.state.awareness, update, REMOTE);
      }
    } catch (err) {
      deps.log.warn({ err, doc: room.name }, "dropped a malformed relayed update");
    }
  }

  /** The last connection left: write the room back as one update, then let it go. */
  function closeRoom(room: Room): Promise<void> {
    rooms.delete(room.name);
    const done = (async () => {
      // A room that never loaded holds nothing to write: writing it would erase the stored one.
      if (await room.ready) await writer.compact(room.name, () => room.state.encodeState());
      await room.unsubscribe?.().catch(() => undefined);
      room.state.destroy();
    })()
      .catch((err: unknown) => deps.log.error({ err, doc: room.name }, "could not close a review"))
      .finally(() => {
        if (closing.get(room.name) === done) closing.delete(room.name);
      });
    closing.set(room.name, done);
    return done;
  }

  function leave(room: Room, connection: Connection): void {
    connection.closed = true;
    if (!room.connections.delete(connection)) return;
    const ids = room.presence.release(connection);
    if (ids.length > 0) awarenessProtocol.removeAwarenessStates(room.state.awareness, ids, "close");
    if (room.connections.size === 0 && rooms.get(room.name) === room) void closeRoom(room);
  }

  /** A message arrives: counted against the connection's budget, then handled (or queued while the room loads). */
  function receive(room: Room, connection: Connection, data: Uint8Array): void {
    if (connection.closed) return;
    if (!connection.rate.take(data.byteLength, deps.now())) return refuse(connection, ROOM_CLOSE.rateLimited, "quota/rate");
    if (connection.queue !== null) connection.queue.push(data);
    else handleMessage(room, connection, data);
  }

  function handleMessage(room: Room, connection: Connection, data: Uint8Array): void {
    if (connection.closed) return;
    const message = readClientMessage(data);
    if (message === null) return refuse(connection, ROOM_CLOSE.badRequest, "protocol/malformed");
    switch (message.kind) {
      case "sync-step1": {
        let reply: Uint8Array;
        try {
          reply = room.state.encodeState(message.stateVector);
        } catch {
          return refuse(connection, ROOM_CLOSE.badRequest, "protocol/malformed");
        }
        return send(connection, syncStep2(reply));
      }
      case "sync-step2":
      case "sync-update": {
        // Viewers read: their writes are dropped (a stock client sends its state on connecting).
        if (connection.claims.role === "viewer") return;
        const verdict = room.state.write(message.update, connection);
        if (!verdict.ok) refuseWrite(connection, verdict);
        return;
      }
      case "awareness": {
        const verdict = room.presence.admit(connection, message.update);
        if (!verdict.ok) return refuse(connection, ROOM_CLOSE.invalid, verdict.reason);
        if (verdict.update !== null) awarenessProtocol.applyAwarenessUpdate(room.state.awareness, verdict.update, connection);
        return;
      }
      case "query-awareness": {
        const ids = [...room.state.awareness.getStates().keys()];
        if (ids.length > 0) send(connection, awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(room.state.awareness, ids)));
        return;
      }
    }
  }

  /** Pinged every PING_MS; a connection that did not answer the last ping is cut off. */
  function ping(connection: Connection): void {
    if (!connection.answered) return connection.socket.terminate();
    connection.answered = false;
    connection.socket.ping();
  }

  // Shared by every socket; `this` is the socket.
  function onMessage(this: WebSocket, data: Buffer | ArrayBuffer | Buffer[]): void {
    const c = connections.get(this);
    if (c !== undefined) receive(c.room, c, bytesOf(data));
  }
  function onClose(this: WebSocket): void {
    const c = connections.get(this);
    if (c !== undefined) leave(c.room, c);
  }
  function onPong(this: WebSocket): void {
    const c = connections.get(this);
    if (c !== undefined) c.answered = true;
  }
  const onError = (err: Error) => deps.log.debug({ err }, "review socket error");

  async function handle(socket: WebSocket, req: IncomingMessage): Promise<void> {
    const url = new URL(req.url ?? "/", "http://x");
    const roomId = decodeURIComponent(url.pathname.slice("/yjs/".length));
    const token = url.searchParams.get("token") ?? "";
    // Hold messages until the connection is authorised, so none is lost or processed early; they
    // count against the connection's budget as they arrive, so a flood meanwhile is cut off.
    const rate = new RateMeter(limits, deps.now());
    const early: Uint8Array[] = [];
    const hold = (data: Buffer | ArrayBuffer | Buffer[]) => {
      const bytes = bytesOf(data);
      if (rate.take(bytes.byteLength, deps.now())) early.push(bytes);
      else {
        socket.off("message", hold);
        socket.close(ROOM_CLOSE.rateLimited, "quota/rate");
      }
    };
    socket.on("message", hold);
    socket.on("error", onError);
    if (shutDown) return socket.close(1001, "server closing");
    if (!roomDocSchema.safeParse(roomId).success) return socket.close(ROOM_CLOSE.badRequest, "input/invalid");
    const check = verifyToken(deps.secret, token, Math.floor(deps.now() / 1000), roomId);
    if (!check.ok) return socket.close(ROOM_CLOSE.token, check.error);
    if (!isRoomRole(check.claims.role)) return socket.close(ROOM_CLOSE.forbidden, "auth/forbidden");
    const started = deps.now();
    if (await deps.isRevoked(roomId, check.claims.id)) return socket.close(ROOM_CLOSE.token, "token/revoked");
    // Revoked while we asked the store: the revocation found no connection to close yet.
    if ((revokedLately.get(`${roomId}\n${check.claims.id}`) ?? Number.NEGATIVE_INFINITY) >= started) return socket.close(ROOM_CLOSE.token, "token/revoked");
    if (socket.readyState !== WebSocket.OPEN) return;
    if (shutDown) return socket.close(1001, "server closing");

    const claims = check.claims as Connection["claims"];
    const room = rooms.get(roomId) ?? openRoom(roomId);
    const connection: Connection = {
      socket,
      room,
      claims,
      identity: { role: claims.role, tokenId: claims.id, tag: presenceTag(deps.secret, roomId, claims.id) },
      rate,
      queue: [],
      closed: false,
      answered: true,
    };
    room.connections.add(connection);
    connections.set(socket, connection);
    socket.off("message", hold);
    socket.on("message", onMessage);
    // One close listener does all the leaving (a room holds two or fifty of these).
    socket.on("close", onClose);
    socket.on("pong", onPong);
    // Counted against the budget when they arrived.
    for (const data of early) connection.queue!.push(data);

    if (!(await room.ready)) {
      connection.closed = true;
      socket.close(1011, "review unavailable");
      return;
    }
    if (connection.closed) return;
    // As a y-websocket server does: ask for the client's state, and tell it who is here.
    send(connection, syncStep1(Y.encodeStateVector(room.state.doc)));
    const present = [...room.state.awareness.getStates().keys()];
    if (present.length > 0) send(connection, awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(room.state.awareness, present)));
    const queued = connection.queue ?? [];
    connection.queue = null;
    // Counted against the budget when they arrived.
    for (const data of queued) handleMessage(room, connection, data);
  }

  return {
    /** The limits in force (defaults with the deps' overrides). */
    limits,
    handle: (socket: WebSocket, req: IncomingMessage) => {
      handle(socket, req).catch((err: unknown) => {
        deps.log.error({ err }, "room connection failed");
        socket.close(1011, "internal error");
      });
    },
    /** Writes back every open room and waits for every write, then detaches (the store is closing). */
    async close(): Promise<void> {
      shutDown = true;
      clearInterval(keepAlive);
      for (const room of [...rooms.values()]) {
        for (const c of room.connections) c.closed = true;
        void closeRoom(room);
      }
      await Promise.all([...closing.values()]);
      await writer.idle();
    },
    /** Closes every open connection of a revoked token. */
    revoked(roomId: string, tokenId: string): void {
      const at = deps.now();
      for (const [key, when] of revokedLately) if (at - when > REVOCATION_MEMORY_MS) revokedLately.delete(key);
      revokedLately.set(`${roomId}\n${tokenId}`, at);
      for (const c of rooms.get(roomId)?.connections ?? []) if (c.claims.id === tokenId) refuse(c, ROOM_CLOSE.token, "token/revoked");
    },
  };
}
