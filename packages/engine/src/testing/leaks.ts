import { seesInto, type Audience } from "../redact";
import type { StreamEntry, ZoneVisibility } from "../table-events";

/**
 * Faces an audience received but was not entitled to, read from the redacted stream itself (its
 * ids are the audience's own): a card's face is legitimate where the audience sees into the zone,
 * for a card it watched move without becoming a new object, or through a reveal addressed to it.
 * Judged by zone visibility, independently of the move and shuffle events' own `vis` fields.
 * Whether a card's reveal should be public is a game rule, tested by each game's own scenarios.
 */
export function findLeaks(full: readonly StreamEntry[], redacted: readonly StreamEntry[], audience: Audience): string[] {
  if (redacted.length !== full.length) return [`the redacted stream has ${redacted.length} entries, the full one ${full.length}`];
  const problems: string[] = [];
  const zones = new Map<string, { visibility: ZoneVisibility; owner: number | null }>();
  const known = new Set<string>();
  const sees = (zone: string) => seesInto(zones.get(zone)!, audience);
  redacted.forEach((entry, n) => {
    if (entry.seq !== full[n]!.seq) problems.push(`entry ${n} has seq ${entry.seq}, the full one ${full[n]!.seq}`);
    if (entry.events.length > full[n]!.events.length + zonesRenamed(entry)) problems.push(`seq ${entry.seq}: the redacted entry has events the full one lacks`);
    for (const event of entry.events) {
      switch (event.type) {
        case "zone":
          zones.set(event.zone, { visibility: event.visibility, owner: event.owner });
          break;
        case "create":
        case "move": {
          const id = event.type === "move" ? (event.as ?? event.object) : event.object;
          const zone = event.type === "move" ? event.to : event.zone;
          const followed = event.type === "move" && event.as === undefined && known.has(id);
          if (event.type === "move" && event.as !== undefined) known.delete(event.object);
          if (event.face !== undefined && !sees(zone) && !followed && event.vis !== "public") problems.push(`seq ${entry.seq}: ${id} in ${zone} leaked`);
          if (sees(zone) || followed) known.add(id);
          else known.delete(id);
          break;
        }
        case "shuffle":
          for (const id of event.objects) if (sees(event.zone)) known.add(id);
          if (event.faces !== undefined && !sees(event.zone)) problems.push(`seq ${entry.seq}: shuffled ${event.zone} leaked`);
          break;
        case "reveal": {
          const entitled = event.vis === "public" || (Array.isArray(event.vis) && audience.kind === "seat" && event.vis.includes(audience.seat));
          if (!entitled) problems.push(`seq ${entry.seq}: reveal of ${event.object} leaked`);
          break;
        }
        default:
          break;
      }
    }
  });
  return problems;
}

/** Events the redactor adds of its own: renamed card backs (a shuffle) and a batch's new cards. */
function zonesRenamed(entry: StreamEntry): number {
  return entry.events.filter((e) => e.type === "shuffle" || e.type === "create" || e.type === "remove").length;
}

/**
 * A zone's objects as an audience's view and the game's state list them, comparable: ids the
 * audience knows stay, the rest (its own ids for cards it cannot see, and the cards those stand
 * for) become "·". Equal when the zone holds as many cards and every card it can see is in place.
 */
export function zoneAsSeen(seen: readonly string[], truth: readonly string[]): { seen: string[]; truth: string[] } {
  const known = new Set(truth);
  const shown = new Set(seen);
  return { seen: seen.map((id) => (known.has(id) ? id : "·")), truth: truth.map((id) => (shown.has(id) ? id : "·")) };
}
