/**
 * What one review room, and one connection to it, may use. Every limit has a default that a
 * normal session never meets (a coach drawing and typing, fifty people moving pointers); the
 * room endpoint takes overrides (`createRoomEndpoint({ limits })`).
 */
export interface RoomLimits {
  /**
   * Largest document, bytes of its encoded state (what a new participant downloads and what
   * the store holds after compaction). An update that would grow the document past it is
   * refused; one that fits, and any deletion, is still accepted at the cap.
   */
  readonly maxDocBytes: number;
  /** Per connection, everything it sends: messages per second and the burst allowed. */
  readonly messagesPerSecond: number;
  readonly messageBurst: number;
  /** Per connection: bytes per second and the burst allowed (one large paste or drawing). */
  readonly bytesPerSecond: number;
  readonly byteBurst: number;
  /** One person's presence state, bytes of JSON. */
  readonly maxPresenceBytes: number;
  /** Awareness client ids one connection may speak for (a stock client uses one). */
  readonly clientIdsPerConnection: number;
  /**
   * Near the cap, the document's real size is measured (an encode of the whole document) at
   * most this often per room, so edits at the cap cannot make the server encode on every one.
   */
  readonly measureIntervalMs: number;
  /** Bytes written to the store for a room since its last compaction before it is compacted again. */
  readonly compactAfterBytes: number;
  /** A connection that does not read (bytes queued to it) is cut off past this. */
  readonly maxBufferedBytes: number;
}

const MiB = 1024 * 1024;

export const DEFAULT_ROOM_LIMITS: RoomLimits = {
  maxDocBytes: 8 * MiB,
  // Pointers on fast displays, the playhead while a replay plays, and edits stay well below. The
  // only rate on a room socket, counted from its first message (held ones too).
  messagesPerSecond: 150,
  messageBurst: 450,
  bytesPerSecond: 256 * 1024,
  byteBurst: 2 * MiB,
  maxPresenceBytes: 4096,
  clientIdsPerConnection: 4,
  measureIntervalMs: 1000,
  compactAfterBytes: 8 * MiB,
  maxBufferedBytes: 32 * MiB,
};

/** The defaults with `overrides` applied; refuses a limit that is not a positive number. */
export function roomLimits(overrides: Partial<RoomLimits> = {}): RoomLimits {
  const limits = { ...DEFAULT_ROOM_LIMITS, ...overrides };
  for (const [key, value] of Object.entries(limits)) {
    if (typeof value !== "number" || !(value >= 0) || !Number.isFinite(value)) throw new Error(`room limit ${key} must be a number from 0, not ${String(value)}`);
  }
  return limits;
}

/** A token bucket over a quantity (messages, bytes): `perSecond` refill, `burst` capacity. */
class Bucket {
  private level: number;
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private last: number,
  ) {
    this.level = burst;
  }

  take(amount: number, now: number): boolean {
    this.level = Math.min(this.burst, this.level + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.level < amount) return false;
    this.level -= amount;
    return true;
  }
}

/** One connection's budget: a message must fit both the message and the byte bucket. */
export class RateMeter {
  private readonly messages: Bucket;
  private readonly bytes: Bucket;
  constructor(limits: RoomLimits, now: number) {
    this.messages = new Bucket(limits.messagesPerSecond, limits.messageBurst, now);
    this.bytes = new Bucket(limits.bytesPerSecond, limits.byteBurst, now);
  }

  /** Counts a message of `size` bytes; false when the connection is over either budget. */
  take(size: number, now: number): boolean {
    // Both are charged even when one refuses: the connection is closed then anyway.
    const message = this.messages.take(1, now);
    const bytes = this.bytes.take(size, now);
    return message && bytes;
  }
}
