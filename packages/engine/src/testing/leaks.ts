import type { Audience } from "../redact";
import type { StreamEntry, ZoneVisibility } from "../table-events";

/**
 * Ground truth from the full stream, independent of the move and shuffle events' own `vis`
 * fields: where each object is, and whether this audience has legitimately seen it since it last
 * entered a zone it cannot see into (being in a zone it can see, or a reveal to it). A reveal is a
 * deliberate declassification; whether a card's reveal should be public is a game rule, tested
 * by each game's own scenarios.
 */
export function findLeaks(full: readonly StreamEntry[], redacted: readonly StreamEntry[], audience: Audience): string[] {
  const problems: string[] = [];
  const zoneVis = new Map<string, { visibility: ZoneVisibility; owner: number | null }>();
  const zoneOfObject = new Map<string, string>();
  const known = new Set<string>();
  const seesInto = (zone: string) => {
    const z = zoneVis.get(zone)!;
    if (z.visibility === "public") return true;
    if (z.visibility === "owner") return audience.kind === "seat" && audience.seat === z.owner;
    return false;
  };
  if (redacted.length !== full.length) return [`the redacted stream has ${redacted.length} entries, the full one ${full.length}`];
  full.forEach((entry, n) => {
    const out = redacted[n]!;
    // Redacted streams keep order; private events (looks, private log lines) are dropped.
    let j = 0;
    for (const event of entry.events) {
      const sent = out.events[j];
      const delivered = sent !== undefined && sent.type === event.type && ("object" in sent ? (sent as { object: string }).object === (event as { object?: string }).object : true);
      if (delivered) j++;
      switch (event.type) {
        case "zone":
          zoneVis.set(event.zone, { visibility: event.visibility, owner: event.owner });
          break;
        case "create":
        case "move": {
          const id = event.type === "move" ? (event.as ?? event.object) : event.object;
          const zone = event.type === "move" ? event.to : event.zone;
          if (event.type === "move" && event.as !== undefined) known.delete(event.object);
          zoneOfObject.set(id, zone);
          const visible = seesInto(zone) || (event.type === "move" && event.as === undefined && known.has(id));
          if (visible) known.add(id);
          else known.delete(id);
          if (delivered && "face" in sent! && sent.face !== undefined && !known.has(id)) problems.push(`seq ${entry.seq}: ${id} in ${zone} leaked`);
          break;
        }
        case "shuffle":
          for (const id of event.objects) {
            zoneOfObject.set(id, event.zone);
            if (seesInto(event.zone)) known.add(id);
          }
          if (delivered && "faces" in sent! && sent.faces !== undefined && !seesInto(event.zone)) problems.push(`seq ${entry.seq}: shuffled ${event.zone} leaked`);
          break;
        case "reveal": {
          const entitled = event.vis === "public" || (Array.isArray(event.vis) && audience.kind === "seat" && event.vis.includes(audience.seat));
          if (delivered) {
            if (!entitled) problems.push(`seq ${entry.seq}: reveal of ${event.object} leaked`);
            known.add(event.object);
          }
          break;
        }
        default:
          break;
      }
    }
    if (j !== out.events.length) problems.push(`seq ${entry.seq}: the redacted entry has events the full one lacks`);
  });
  return problems;
}
