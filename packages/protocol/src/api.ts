import { z } from "zod";
import { roleSchema, visibilityPolicySchema } from "./roles";

/** Inputs of every API call, validated at the boundary. Limits keep one request small. */
const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, "ids are letters, digits, _ and -");
const token = z.string().min(1).max(2048);
const cardRef = z.string().min(1).max(64);

export const seatInputSchema = z.object({
  name: z.string().min(1).max(40),
  kind: z.enum(["human", "bot"]),
  bot: z.enum(["random", "greedy"]).optional(),
  /**
   * A deck list of card refs, the name of one of the game's sample decks, or a deck list in the
   * plain text players share ("2x Savage Swing (red)"); omitted: the game's sample deck for this seat.
   */
  deck: z
    .union([z.array(cardRef).min(1).max(200), z.object({ sample: z.string().min(1).max(64) }), z.object({ text: z.string().min(1).max(20_000) })])
    .optional(),
});
export type SeatInput = z.infer<typeof seatInputSchema>;

export const createMatchInputSchema = z.object({
  game: z.string().min(1).max(32),
  seats: z.array(seatInputSchema).min(1).max(8),
  options: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  /**
   * A UFS table's own cards: a card file as players write it, CSV or JSON (packages/cards README,
   * "User-supplied UFS cards"); with `options.mode: "tabletop"` only. The server's limit is 48,000 characters.
   */
  cards: z.string().min(1).max(64_000).optional(),
  policy: visibilityPolicySchema.optional(),
  /** How long bots wait before each decision, so a bot match plays at a watchable pace. */
  botDelayMs: z.number().int().min(0).max(60_000).default(0),
  /** How long issued tokens stay valid. */
  tokenTtlSeconds: z.number().int().min(60).max(60 * 60 * 24 * 30).default(60 * 60 * 24),
});
export type CreateMatchInput = z.input<typeof createMatchInputSchema>;

export const matchRefSchema = z.object({ matchId: id, token });
/**
 * The table at one moment as a token sees it: `seq` null is the newest moment it may see (its
 * delay's horizon); a later seq than that is brought back to it.
 */
export const matchViewInputSchema = z.object({ matchId: id, token, seq: z.number().int().min(0).max(10_000_000).nullable() });

export const submitDecisionInputSchema = z.object({
  matchId: id,
  token,
  /** The seq this decision will take; a stale client is told, instead of acting on an old board. */
  seq: z.number().int().min(1),
  // Up to a tabletop note (500 characters) and its prefix.
  decision: z.string().min(1).max(600),
});

export const concedeInputSchema = matchRefSchema;

export const spectateInputSchema = z.object({ matchId: id });

export const watchInputSchema = z.object({
  matchId: id,
  token,
  /** The last seq the client has; the stream resumes after it. -1 (default) starts at setup. */
  fromSeq: z.number().int().min(-1).default(-1),
  /** Set by the client on reconnects (tRPC tracked events); wins over fromSeq. */
  lastEventId: z.string().max(32).nullish(),
});

export const listMatchesInputSchema = z
  .object({
    status: z.enum(["live", "finished"]).optional(),
    game: z.string().max(32).optional(),
    limit: z.number().int().min(1).max(200).default(50),
  })
  .default({ limit: 50 });

export const issueTokenInputSchema = z.object({
  matchId: id,
  /** An organiser token of the match. */
  token,
  role: roleSchema,
  seat: z.number().int().min(0).max(15).optional(),
  ttlSeconds: z.number().int().min(60).max(60 * 60 * 24 * 30).default(60 * 60 * 24),
});

export const revokeTokenInputSchema = z.object({ matchId: id, token, revoke: token });

/** An invite (single-use claim on a seat) exchanged for the seat's own token. */
export const claimSeatInputSchema = z.object({ matchId: id, invite: token });

/** A new invite for a human seat, by the match's host or organiser (the seat's earlier tokens are revoked). */
export const inviteSeatInputSchema = z.object({ matchId: id, token, seat: z.number().int().min(0).max(15) });

export const replayInputSchema = matchRefSchema;

/** A review room over one match, or a study of several: opened with a token of its first match. */
export const createRoomInputSchema = z.object({
  matchIds: z.array(id).min(1).max(50),
  /** A token of the first match that may watch it now (a coach after the match, a judge…). */
  matchToken: token,
  title: z.string().max(200).default(""),
  tokenTtlSeconds: z.number().int().min(60).max(60 * 60 * 24 * 90).default(60 * 60 * 24 * 30),
});

/**
 * A review room's document: `<room>` is its public layer; `<room>~full` the layer written from the
 * full view (both hands), which only tokens of that layer open.
 */
export const roomDocSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}(~full)?$/, "a room id, optionally with ~full");
export const FULL_LAYER_SUFFIX = "~full";

export const shareRoomInputSchema = z.object({
  roomId: roomDocSchema,
  /** The owner's token. */
  token,
  role: z.enum(["editor", "viewer"]),
  ttlSeconds: z.number().int().min(60).max(60 * 60 * 24 * 90).default(60 * 60 * 24 * 7),
});

export const revokeRoomTokenInputSchema = z.object({ roomId: roomDocSchema, token, revoke: token });

/** Namespaced error codes every client can rely on (they travel as the tRPC error's `cause`). */
export const ERROR_CODES = [
  "input/invalid",
  "token/malformed",
  "token/bad-signature",
  "token/expired",
  "token/wrong-match",
  "token/revoked",
  "token/used",
  "auth/forbidden",
  "match/not-found",
  "match/ended",
  "match/not-hosted-here",
  "match/stale-seq",
  "game/unknown",
  "rate/limited",
  "store/unavailable",
] as const;
export type ApiErrorCode = (typeof ERROR_CODES)[number] | `decision/${string}` | `setup/${string}` | `decklist/${string}` | `match/${string}` | `tabletop/${string}` | `ufs-cards/${string}`;
