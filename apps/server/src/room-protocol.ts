import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";

/**
 * The y-websocket wire format, read and written here so the room endpoint decides on every
 * message itself. A message is a varuint type, then:
 *   0 sync       a varuint kind — 0 step 1 (a state vector: "send me what I lack"),
 *                1 step 2 (an update answering a step 1), 2 update (a live edit) — then bytes
 *   1 awareness  bytes: an awareness update (client id, clock, JSON state; repeated)
 *   2 auth       server to client only
 *   3 query      the client asks for everyone's presence
 */
export const MESSAGE = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3 } as const;
export const SYNC = { step1: 0, step2: 1, update: 2 } as const;

export type ClientMessage =
  | { readonly kind: "sync-step1"; readonly stateVector: Uint8Array }
  | { readonly kind: "sync-step2" | "sync-update"; readonly update: Uint8Array }
  | { readonly kind: "awareness"; readonly update: Uint8Array }
  | { readonly kind: "query-awareness" };

/** Reads a client's message; null if it is not one a y-websocket client sends, or is cut short. */
export function readClientMessage(data: Uint8Array): ClientMessage | null {
  try {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.sync) {
      const kind = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (kind === SYNC.step1) return { kind: "sync-step1", stateVector: payload };
      if (kind === SYNC.step2) return { kind: "sync-step2", update: payload };
      if (kind === SYNC.update) return { kind: "sync-update", update: payload };
      return null;
    }
    if (type === MESSAGE.awareness) return { kind: "awareness", update: decoding.readVarUint8Array(decoder) };
    if (type === MESSAGE.queryAwareness) return { kind: "query-awareness" };
    return null;
  } catch {
    return null;
  }
}

function message(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

export const syncStep1 = (stateVector: Uint8Array) =>
  message(MESSAGE.sync, (e) => {
    encoding.writeVarUint(e, SYNC.step1);
    encoding.writeVarUint8Array(e, stateVector);
  });

export const syncStep2 = (update: Uint8Array) =>
  message(MESSAGE.sync, (e) => {
    encoding.writeVarUint(e, SYNC.step2);
    encoding.writeVarUint8Array(e, update);
  });

export const syncUpdate = (update: Uint8Array) =>
  message(MESSAGE.sync, (e) => {
    encoding.writeVarUint(e, SYNC.update);
    encoding.writeVarUint8Array(e, update);
  });

export const awarenessMessage = (update: Uint8Array) => message(MESSAGE.awareness, (e) => encoding.writeVarUint8Array(e, update));

/** One entry of an awareness update: `state` is the JSON text (`"null"` when the client left). */
export interface AwarenessEntry {
  readonly clientId: number;
  readonly clock: number;
  readonly state: string;
}

/** The entries of an awareness update; null if it is malformed. */
export function readAwarenessUpdate(update: Uint8Array): AwarenessEntry[] | null {
  try {
    const decoder = decoding.createDecoder(update);
    const count = decoding.readVarUint(decoder);
    const out: AwarenessEntry[] = [];
    for (let i = 0; i < count; i++) {
      const clientId = decoding.readVarUint(decoder);
      const clock = decoding.readVarUint(decoder);
      const state = decoding.readVarString(decoder);
      out.push({ clientId, clock, state });
    }
    return out;
  } catch {
    return null;
  }
}

export function writeAwarenessUpdate(entries: readonly AwarenessEntry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const { clientId, clock, state } of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, state);
  }
  return encoding.toUint8Array(encoder);
}
