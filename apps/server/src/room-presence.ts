import { createHmac } from "node:crypto";
import { PRESENCE_LIMITS } from "@tablecast/annotations";
import type { RoomRole } from "@tablecast/protocol";
import type { Awareness } from "y-protocols/awareness";
import { readAwarenessUpdate, writeAwarenessUpdate, type AwarenessEntry } from "./room-protocol";
import type { RoomLimits } from "./room-limits";

/**
 * Presence (Yjs awareness) as the server vouches for it. Yjs takes awareness at face value: any
 * connection could claim any role, or write another client's entry. Here:
 *  - a connection speaks only for the client ids it announced first (a few at most); an entry
 *    for a client id another link holds, or one held on another node, is dropped;
 *  - `user.role` is the role of the connection's token, whatever the client wrote;
 *  - `user.id` is prefixed with a tag of the connection's token (`<tag>:<id>`), so a person on one
 *    link cannot pass for a person on another (follow mode finds the presenter by this id);
 *  - a viewer's `presenting` is false: viewers do not lead anyone's playhead.
 * A state that is not a JSON object, or is larger than the limit, closes the connection.
 */
export interface PresenceIdentity {
  readonly role: RoomRole;
  readonly tokenId: string;
  /** `presenceTag(secret, room, tokenId)`: the same on every node, unlinkable across rooms. */
  readonly tag: string;
}

/** A short tag of a token in a room; it reveals nothing of the token. */
export function presenceTag(secret: string, room: string, tokenId: string): string {
  return createHmac("sha256", secret).update(`presence\n${room}\n${tokenId}`).digest("base64url").slice(0, 10);
}

export type PresenceVerdict = { readonly ok: true; readonly update: Uint8Array | null } | { readonly ok: false; readonly reason: string };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The state as the room shows it: role and id from the token, a viewer never presenting. */
export function vouchedState(state: Record<string, unknown>, who: PresenceIdentity, clientId: number): Record<string, unknown> {
  const user = isPlainObject(state.user) ? { ...state.user } : {};
  const claimed = typeof user.id === "string" && user.id.length >= 1 && user.id.length <= PRESENCE_LIMITS.userId ? user.id : String(clientId);
  const out: Record<string, unknown> = { ...state, user: { ...user, id: `${who.tag}:${claimed}`, role: who.role } };
  if (who.role === "viewer" && "presenting" in out) out.presenting = false;
  return out;
}

export class PresenceGate<C extends object> {
  /** Which connection speaks for each client id on this node. */
  private readonly owners = new Map<number, C>();

  constructor(
    private readonly awareness: Awareness,
    private readonly limits: RoomLimits,
    private readonly identity: (connection: C) => PresenceIdentity,
  ) {}

  /** The update as the room may apply it (null: nothing left to apply), or why to close. */
  admit(connection: C, update: Uint8Array): PresenceVerdict {
    const entries = readAwarenessUpdate(update);
    if (entries === null) return { ok: false, reason: "presence/malformed" };
    const who = this.identity(connection);
    const out: AwarenessEntry[] = [];
    for (const entry of entries) {
      if (entry.state.length > this.limits.maxPresenceBytes) return { ok: false, reason: "presence/too-large" };
      let state: unknown;
      try {
        state = JSON.parse(entry.state);
      } catch {
        return { ok: false, reason: "presence/malformed" };
      }
      if (state !== null && !isPlainObject(state)) return { ok: false, reason: "presence/malformed" };
      if (!this.claim(connection, entry.clientId, state === null)) continue;
      out.push(state === null ? entry : { ...entry, state: JSON.stringify(vouchedState(state, who, entry.clientId)) });
    }
    return { ok: true, update: out.length === 0 ? null : writeAwarenessUpdate(out) };
  }

  /** May `connection` write `clientId`'s entry? Takes the id for it when it is free. */
  private claim(connection: C, clientId: number, leaving: boolean): boolean {
    const owner = this.owners.get(clientId);
    if (owner === connection) {
      if (leaving) this.owners.delete(clientId);
      return true;
    }
    if (leaving) return false;
    if (owner !== undefined) {
      // The same link again (a page that reconnected before its old socket closed) takes it over.
      if (this.identity(owner).tokenId !== this.identity(connection).tokenId) return false;
    } else if (this.awareness.getStates().has(clientId)) {
      // Held on another node (relayed here): not ours to write.
      return false;
    }
    let held = 0;
    for (const c of this.owners.values()) if (c === connection) held++;
    if (held >= this.limits.clientIdsPerConnection) return false;
    this.owners.set(clientId, connection);
    return true;
  }

  /**
   * Presence relayed from another node, without entries for client ids a connection here speaks
   * for (they are this node's to write); null when nothing is left. Relayed states were vouched
   * for on their node.
   */
  fromElsewhere(update: Uint8Array): Uint8Array | null {
    const entries = readAwarenessUpdate(update);
    if (entries === null) return null;
    const kept = entries.filter((e) => !this.owners.has(e.clientId));
    if (kept.length === entries.length) return update;
    return kept.length === 0 ? null : writeAwarenessUpdate(kept);
  }

  /** Forgets a closed connection; returns the client ids it spoke for (their states are removed). */
  release(connection: C): number[] {
    const ids: number[] = [];
    for (const [id, c] of this.owners) if (c === connection) ids.push(id);
    for (const id of ids) this.owners.delete(id);
    return ids;
  }
}
