import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextInt, seedRng } from "./rng";
import { playDecision, replayLog, startMatch } from "./match";
import { PUBLIC, redactStream, seatAudience, type Audience } from "./redact";
import type { StreamEntry, ZoneVisibility } from "./table-events";
import { duel, duelSeats, simulateDuel } from "./testing";

const seeds = fc.string({ minLength: 1, maxLength: 12 });

describe("kernel properties (over random seeds, with the Duel test game)", () => {
  it("random legal play never throws and always reaches a legal decision or the game's end", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 2 ** 31 }), (seed, choiceSeed) => {
        const start = startMatch(duel, duelSeats(), seed);
        expect(start.ok).toBe(true);
        if (!start.ok) return;
        let state = start.value.state;
        let rng = seedRng(String(choiceSeed));
        for (let seq = 1; ; seq++) {
          const status = duel.status(state);
          if (status.kind === "ended") break;
          expect(seq).toBeLessThan(5_000);
          expect(status.seats.length).toBeGreaterThan(0);
          const seat = status.seats[0]!;
          const options = duel.decisions(state, seat);
          expect(options.length).toBeGreaterThan(0);
          const [i, next] = nextInt(rng, options.length);
          rng = next;
          const step = playDecision(duel, state, seq, seat, options[i]!.id);
          expect(step.ok).toBe(true);
          if (!step.ok) return;
          state = step.value.state;
        }
      }),
      { numRuns: 60 },
    );
  });

  it("replaying a log reproduces every state hash", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const sim = simulateDuel(seed);
        const replay = replayLog(duel, sim.log);
        expect(replay.failure).toBeNull();
        expect(replay.hashes.slice(1).map((h) => h.slice(0, 16))).toEqual(sim.log.entries.map((e) => e.hash));
        expect(replay.hashes.at(-1)).toBe(sim.log.footer?.finalHash);
        expect(replay.stream).toEqual(sim.stream);
      }),
      { numRuns: 40 },
    );
  });

  it("an audience never receives the identity of an object in a zone hidden from it, unless it was revealed", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom<Audience>(PUBLIC, seatAudience(0), seatAudience(1)), (seed, audience) => {
        const sim = simulateDuel(seed);
        checkNoLeaks(sim.stream, redactStream(sim.stream, audience), audience);
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * Ground truth from the full stream, independent of the move and shuffle events' own `vis`
 * fields: where each object is, and whether this audience has legitimately seen it since it last
 * entered a zone it cannot see into (being in a zone it can see, or a reveal to it). A reveal is a
 * deliberate declassification; whether a card's reveal should be public is a game rule, tested
 * by each game's own scenarios.
 */
function checkNoLeaks(full: readonly StreamEntry[], redacted: readonly StreamEntry[], audience: Audience) {
  const zoneVis = new Map<string, { visibility: ZoneVisibility; owner: number | null }>();
  const zoneOfObject = new Map<string, string>();
  const known = new Set<string>();
  const seesInto = (zone: string) => {
    const z = zoneVis.get(zone)!;
    if (z.visibility === "public") return true;
    if (z.visibility === "owner") return audience.kind === "seat" && audience.seat === z.owner;
    return false;
  };
  expect(redacted).toHaveLength(full.length);
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
          if (delivered && "face" in sent! && sent.face !== undefined) expect(known.has(id), `seq ${entry.seq}: ${id} in ${zone} leaked`).toBe(true);
          break;
        }
        case "shuffle":
          for (const id of event.objects) {
            zoneOfObject.set(id, event.zone);
            if (seesInto(event.zone)) known.add(id);
          }
          if (delivered && "faces" in sent! && sent.faces !== undefined) expect(seesInto(event.zone), `seq ${entry.seq}: shuffled ${event.zone} leaked`).toBe(true);
          break;
        case "reveal": {
          const entitled = event.vis === "public" || (Array.isArray(event.vis) && audience.kind === "seat" && event.vis.includes(audience.seat));
          if (delivered) {
            expect(entitled, `seq ${entry.seq}: reveal of ${event.object} leaked`).toBe(true);
            known.add(event.object);
          }
          break;
        }
        default:
          break;
      }
    }
    expect(j, `seq ${entry.seq}: redacted stream has events the full stream lacks`).toBe(out.events.length);
  });
}
