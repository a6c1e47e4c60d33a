/** How far behind the table this role's live feed runs, as the status bar says it; null when live. */
export function delayLabel(delay: { kind: string; seconds?: number; turns?: number }, role: string): string | null {
  // Broadcast roles watch behind the delay (docs/server.md); seats, judges and organisers do not.
  if (!["spectator", "overlay", "coverage", "coach"].includes(role)) return null;
  if (delay.kind === "seconds" && delay.seconds !== undefined) return `${delay.seconds} s delay`;
  if (delay.kind === "turns" && delay.turns !== undefined) return `${delay.turns} turn${delay.turns === 1 ? "" : "s"} behind`;
  return null;
}
