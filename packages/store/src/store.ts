import type { LogEntry, LogFooter, LogHeader, VisibilityPolicy } from "@tablecast/protocol";

/**
 * Storage for matches: the append-only log (write-ahead: an entry is durable when appendEntry
 * resolves, before anyone is told of it), the secret seed of live matches, and small server
 * metadata. Implementations: SQLite (embedded default) and PostgreSQL (several server nodes).
 * Failures reject with a StoreError; nothing is half-written.
 */
export type MatchStatus = "live" | "finished";

export interface NewMatch {
  readonly id: string;
  readonly header: LogHeader;
  readonly policy: VisibilityPolicy;
  /** Kept secret while the match is live; the end line reveals it. */
  readonly seed: string;
  /** Bot think delay, ms. */
  readonly botDelayMs: number;
  /** ms since the Unix epoch. */
  readonly createdAt: number;
}

export interface MatchRecord extends NewMatch {
  readonly status: MatchStatus;
  readonly footer: LogFooter | null;
  readonly finishedAt: number | null;
  /** Number of entries (the last seq). */
  readonly lastSeq: number;
}

export interface StoredEntry extends LogEntry {
  /** When the server accepted the decision (ms since epoch): drives the broadcast delay. */
  readonly acceptedAt: number;
}

export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly seatNames: readonly string[];
  readonly status: MatchStatus;
  readonly lastSeq: number;
  readonly createdAt: number;
  readonly finishedAt: number | null;
  readonly winners: readonly number[] | null;
  /** Whether the lobby shows it (policies stored before `listed` existed are listed). */
  readonly listed: boolean;
}

export interface ListFilter {
  readonly status?: MatchStatus;
  readonly game?: string;
  /** Only listed (true) or only unlisted (false) matches; both when absent. */
  readonly listed?: boolean;
  readonly limit?: number;
}

export type StoreErrorCode = "store/duplicate" | "store/not-found" | "store/seq-conflict" | "store/finished" | "store/unavailable" | "store/not-host";

export class StoreError extends Error {
  override readonly name = "StoreError";
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface MatchStore {
  createMatch(match: NewMatch): Promise<void>;
  /**
   * Appends the next entry. Rejects with store/seq-conflict unless entry.seq is lastSeq + 1
   * (so two writers can never both append the same seq), store/finished after finishMatch.
   */
  appendEntry(matchId: string, entry: StoredEntry, host?: string): Promise<void>;
  /** Appends the last entry (if any) and the footer atomically, and marks the match finished. */
  /**
   * With `host`, both writes are fenced: they happen only while that node holds the match's host
   * lease, else store/not-host (a node that was paused and lost its lease cannot write over the
   * node that took over).
   */
  finishMatch(matchId: string, footer: LogFooter, finishedAt: number, lastEntry?: StoredEntry, host?: string): Promise<void>;
  getMatch(matchId: string): Promise<MatchRecord | null>;
  /** Entries with seq > afterSeq, in order. */
  entries(matchId: string, afterSeq?: number): Promise<StoredEntry[]>;
  listMatches(filter?: ListFilter): Promise<MatchSummary[]>;
  /** Revoked capability token ids, per match (a revoked token stops working on open connections too). */
  revokeToken(matchId: string, tokenId: string): Promise<void>;
  revokedTokens(matchId: string): Promise<string[]>;
  /**
   * Spends a single-use token: true for the one caller that spends it (on any node), false after.
   * A spent token counts as revoked.
   */
  spendToken(matchId: string, tokenId: string): Promise<boolean>;
  /** A named server secret shared by every node (token signing key); created once, atomically. */
  secret(name: string, create: () => string): Promise<string>;
  /**
   * Scale-out: which node hosts a live match. Takes or renews the lease for `node` if it is free,
   * expired or already ours; returns the current host. Rejects with store/finished once the match
   * is over (it has no host then).
   */
  claimHost(matchId: string, node: string, now: number, leaseMs: number): Promise<string>;
  /** Review rooms: append Yjs updates of any documents in one transaction (durable when it resolves). */
  appendDocUpdates(batch: readonly { readonly doc: string; readonly update: Uint8Array }[]): Promise<void>;
  /** Every stored update of a document, oldest first. */
  docUpdates(doc: string): Promise<Uint8Array[]>;
  /** Replaces a document's updates by one merged update (compaction), atomically. */
  replaceDocUpdates(doc: string, merged: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** Cross-node messages (Redis pub/sub in production, in-process in the embedded default). */
export interface Fanout {
  /**
   * Whether other nodes publish and listen here too (Redis). The in-process fanout of the embedded
   * single node is not: whatever a node would relay to itself it already has.
   */
  readonly shared: boolean;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; returns an unsubscribe function. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
