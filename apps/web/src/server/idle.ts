/**
 * How long each live match has gone without a move, as this web server has watched the lobby: a
 * match whose last seq has not changed since it was first seen at that seq. The lobby moves a
 * match idle past a limit (an abandoned game between people) out of "Live now".
 */
export class IdleWatch {
  private readonly seen = new Map<string, { readonly seq: number; readonly since: number }>();

  /** Notes the matches listed now (forgetting the others) and returns each one's idle time in ms. */
  observe(rows: readonly { readonly id: string; readonly lastSeq: number }[], now: number): Map<string, number> {
    const idle = new Map<string, number>();
    const listed = new Set<string>();
    for (const row of rows) {
      listed.add(row.id);
      const before = this.seen.get(row.id);
      if (before === undefined || before.seq !== row.lastSeq) this.seen.set(row.id, { seq: row.lastSeq, since: now });
      idle.set(row.id, now - this.seen.get(row.id)!.since);
    }
    for (const id of this.seen.keys()) if (!listed.has(id)) this.seen.delete(id);
    return idle;
  }
}

/** The lobby's watch, one per server process. */
export const lobbyIdle = new IdleWatch();
