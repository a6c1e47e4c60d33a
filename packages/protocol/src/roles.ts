import { z } from "zod";

/**
 * Who may connect to a match, and what each sees (ARCHITECTURE.md "Audiences and roles").
 * - seat: a player; public information plus their own hidden cards, live.
 * - spectator: public information, behind the broadcast delay.
 * - coverage: everything, always behind the broadcast delay (commentators, tournament rules 3.11).
 * - coach: everything, after the match, or live behind the delay if the match allows it.
 * - judge: everything, live.
 * - overlay: one read-only public view for a stream overlay, behind the delay.
 * - organiser: creates the match and hands out the other tokens; sees what a judge sees.
 * Review rooms have their own roles: owner (shares and revokes), editor (writes), viewer (reads).
 */
/**
 * Capability roles. `host` is whoever set up a casual match (a player, often): it hands out and
 * takes back seats but watches nothing. `invite` is a single-use claim on one seat, exchanged for
 * that seat's own token (match.claim), so nobody else ever holds the seat's token.
 */
export const ROLES = ["seat", "spectator", "coverage", "coach", "judge", "overlay", "organiser", "host", "invite", "owner", "editor", "viewer"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The longest broadcast delay, in seconds (an hour). */
export const MAX_DELAY_SECONDS = 3600;

/** Broadcast delay: none, a number of seconds, or a number of whole turns. */
export const delaySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({ kind: z.literal("seconds"), seconds: z.number().positive().max(MAX_DELAY_SECONDS) }),
  z.object({ kind: z.literal("turns"), turns: z.number().int().positive().max(20) }),
]);
export type Delay = z.infer<typeof delaySchema>;

export const visibilityPolicySchema = z.object({
  delay: delaySchema.default({ kind: "none" }),
  /** When coaches may watch: only once the match is over, or live behind the delay. */
  coach: z.enum(["after-match", "live-delayed"]).default("after-match"),
  /** Listed matches appear in the lobby and anyone may watch them as a spectator (behind the delay). */
  listed: z.boolean().default(true),
});
export type VisibilityPolicy = z.infer<typeof visibilityPolicySchema>;

export const DEFAULT_POLICY: VisibilityPolicy = { delay: { kind: "none" }, coach: "after-match", listed: true };

/**
 * The audience (in the kernel's sense) a role receives, and whether it is held behind the
 * broadcast delay. `null` means the role may not watch now.
 */
export type Reach =
  | { readonly audience: "public" | "omniscient"; readonly delayed: boolean }
  | { readonly audience: "seat"; readonly seat: number; readonly delayed: false }
  | null;

export function reachOf(role: Role, seat: number | undefined, policy: VisibilityPolicy, matchOver: boolean): Reach {
  switch (role) {
    case "seat":
      return seat === undefined ? null : { audience: "seat", seat, delayed: false };
    case "spectator":
    case "overlay":
      return { audience: "public", delayed: !matchOver };
    case "coverage":
      return { audience: "omniscient", delayed: !matchOver };
    case "coach":
      if (matchOver) return { audience: "omniscient", delayed: false };
      return policy.coach === "live-delayed" ? { audience: "omniscient", delayed: true } : null;
    case "judge":
    case "organiser":
      return { audience: "omniscient", delayed: false };
    case "host":
    case "invite":
      // Seat management: a host or an invite sees nothing of the match by itself.
      return null;
    case "owner":
    case "editor":
    case "viewer":
      // Review-room roles open rooms, not match streams.
      return null;
  }
}

export const ROOM_ROLES = ["owner", "editor", "viewer"] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

export function isRoomRole(role: Role): role is RoomRole {
  return (ROOM_ROLES as readonly string[]).includes(role);
}

/** Players must not receive annotations while their match is live (tournament rules 5.9, outside assistance). */
export function mayReadAnnotations(role: Role, matchOver: boolean): boolean {
  return role !== "seat" || matchOver;
}
