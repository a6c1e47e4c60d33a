import type { Seat } from "@tablecast/engine";
import { applyLayers, type Continuous } from "@tablecast/engine/kit";
import { card, cardDef, type CardDef } from "./cards";
import type { RiftboundState, Unit } from "./state";

/**
 * Static abilities of permanents on the board as the kit's continuous effects (468–474): each lasts
 * while its source is on the board, applies in its layer — 472.2 ability-altering (keywords), then
 * 472.3 arithmetic (Might) — in timestamp order within a layer (the order the permanents entered).
 */
export type Keywords = NonNullable<CardDef["keywords"]>;

type Board = Pick<RiftboundState, "showdown" | "units" | "battlefields" | "players">;

/** What one static ability does to the units it touches: keywords it gives, Might it adds. */
export interface StaticEffect {
  readonly grant?: Keywords;
  readonly might?: number;
  /** The ids of the units it touches, worked out as the board is read. */
  readonly units: readonly string[];
}

export type RbContinuous = Continuous<{ grant?: Keywords; might?: number; units: string[] }>;

/** A static ability of a card: which layer, whom it touches and what it gives, read from the board. */
interface Static {
  readonly layer: 2 | 3;
  /** The units it touches, for the permanent `self` (a unit; for a battlefield, its index as `at`). */
  readonly touches: (s: Board, self: { readonly controller: Seat | null; readonly id: string; readonly at: Unit["location"] }, u: Unit, base: (u: Unit) => number) => boolean;
  readonly grant?: Keywords;
  readonly might?: (s: Board, self: { readonly controller: Seat | null; readonly id: string; readonly at: Unit["location"] }, u: Unit, base: (u: Unit) => number) => number;
}

const otherFriendlyHere: Static["touches"] = (_, self, u) => u.id !== self.id && u.controller === self.controller && u.location === self.at;
const me: Static["touches"] = (_, self, u) => u.id === self.id;

/** Static abilities by collector code; their cards' modules in `cards/` say they are implemented. */
const STATICS: Readonly<Record<string, readonly Static[]>> = {
  // Captain Farron: "Other friendly units here have [Assault]." (472.2)
  "OGN-015": [{ layer: 2, touches: otherFriendlyHere, grant: { assault: 1 } }],
  // Taric - Protector: "Other friendly units here have [Shield]." (472.2)
  "OGN-074": [{ layer: 2, touches: otherFriendlyHere, grant: { shield: 1 } }],
  // Garen - Commander, Darius - Executioner: "Other friendly units have +1 Might here." (472.3)
  "OGS-013": [{ layer: 3, touches: otherFriendlyHere, might: () => 1 }],
  "OGN-243": [{ layer: 3, touches: otherFriendlyHere, might: () => 1 }],
  // Lee Sin - Centered: "Other buffed friendly units at my battlefield have +2 Might." (472.3)
  "OGN-151": [{ layer: 3, touches: (s, self, u) => self.at !== "base" && u.buffed && otherFriendlyHere(s, self, u, () => 0), might: () => 2 }],
  // Sett - Kingpin: "I get +1 Might for each buffed friendly unit at my battlefield." (472.3)
  "OGN-240": [{ layer: 3, touches: me, might: (s, self) => (self.at === "base" ? 0 : s.units.filter((x) => x.controller === self.controller && x.location === self.at && x.buffed).length) }],
  // Wizened Elder: "While I'm buffed, I have an additional +1 Might." (472.3)
  "OGN-065": [{ layer: 3, touches: (_, self, u) => u.id === self.id && u.buffed, might: () => 1 }],
  // Master Yi - Meditative: "While you have 8+ runes, I have +4 Might." (472.3)
  "OGS-004": [{ layer: 3, touches: (s, self, u) => u.id === self.id && s.players[u.controller]!.runes.length >= 8, might: () => 4 }],
  // Draven - Showboat: "My Might is increased by your points." (472.3)
  "OGN-028": [{ layer: 3, touches: me, might: (s, _, u) => s.players[u.controller]!.points }],
  // Bilgewater Bully: "While I'm buffed, I have [Ganking]." (472.2)
  "OGN-125": [{ layer: 2, touches: (_, self, u) => u.id === self.id && u.buffed, grant: { ganking: true } }],
  // Fiora - Victorious: "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]." — Mighty read before the keywords it gives (471.2–471.3).
  "OGN-232": [{ layer: 2, touches: (_, self, u, base) => u.id === self.id && base(u) >= 5, grant: { deflect: 1, ganking: true, shield: 1 } }],
  // Raging Soul: "If you've discarded a card this turn, I have [Assault] and [Ganking]." (472.2)
  "OGN-019": [{ layer: 2, touches: (s, self, u) => u.id === self.id && s.players[u.controller]!.discardedThisTurn === true, grant: { assault: 1, ganking: true } }],
  // Leona - Zealot: "Stunned enemy units here have -8 Might, to a minimum of 1 Might." (472.3; 472.3.b: the minimum read from its Might before static abilities)
  "OGN-079": [{ layer: 3, touches: (_, self, u) => self.at !== "base" && u.location === self.at && u.controller !== self.controller && u.stunned, might: (_, __, u, base) => -Math.max(0, Math.min(8, base(u) - 1)) }],
  // Dr. Mundo - Expert: "My Might is increased by the number of cards in your trash." (472.3)
  "OGN-109": [{ layer: 3, touches: me, might: (s, _, u) => s.players[u.controller]!.trash.length }],
  // Spirit's Refuge (gear): "Friendly buffed units have [Deflect] if they didn't already." (472.2: not a second Deflect)
  "OGN-063": [{ layer: 2, touches: (_, self, u) => u.controller === self.controller && u.buffed && ownKeywords(u).deflect === undefined, grant: { deflect: 1 } }],
  // Windswept Hillock: "Units here have [Ganking]." (472.2)
  "OGN-297": [{ layer: 2, touches: (_, self, u) => u.location === self.at, grant: { ganking: true } }],
};

/** The rules ids of the cards with static abilities. */
const BY_ID: ReadonlyMap<string, readonly Static[]> = new Map(Object.entries(STATICS).map(([code, list]) => [card(code)!.id, list]));

/** Whether a card's static abilities are written here (coverage lists them). */
export const hasStatics = (id: string): boolean => BY_ID.has(id);
export const staticsText = (id: string): string[] => (BY_ID.get(id) ?? []).map((x) => (x.layer === 2 ? `gives ${Object.keys(x.grant ?? {}).join(", ")} (472.2)` : "adds Might (472.3)"));

/**
 * The continuous effects of the board's static abilities now: units in the order they entered,
 * then the battlefields. `base` is a unit's Might before keyword grants (471.2), for conditions
 * that read it ("while I'm Mighty").
 */
export function continuousEffects(s: Board, base: (u: Unit) => number): RbContinuous[] {
  const out: RbContinuous[] = [];
  const add = (list: readonly Static[], self: { controller: Seat | null; id: string; at: Unit["location"] }) => {
    for (const [n, st] of list.entries()) {
      const touched = s.units.filter((u) => st.touches(s, self, u, base));
      if (touched.length === 0) continue;
      const might = st.might === undefined ? undefined : touched.map((u) => st.might!(s, self, u, base));
      out.push({
        id: `${self.id}:${n}`,
        source: self.id,
        controller: self.controller ?? 0,
        layer: st.layer,
        timestamp: out.length,
        duration: { until: "leaves", object: self.id },
        effect: { units: touched.map((u) => u.id), ...(st.grant === undefined ? {} : { grant: st.grant }), ...(might === undefined ? {} : { might: might[0]! }) },
      });
      // Might that differs per unit (Sett - Kingpin touches only himself): one effect per unit.
      if (might !== undefined && might.some((m) => m !== might[0])) {
        out.pop();
        for (const [i, u] of touched.entries())
          out.push({ id: `${self.id}:${n}:${u.id}`, source: self.id, controller: self.controller ?? 0, layer: st.layer, timestamp: out.length, duration: { until: "leaves", object: self.id }, effect: { units: [u.id], might: might[i]! } });
      }
    }
  };
  for (const u of s.units) {
    const list = BY_ID.get(u.card);
    if (list !== undefined) add(list, { controller: u.controller, id: u.id, at: u.location });
  }
  // Gear in base (Spirit's Refuge).
  for (const p of s.players)
    for (const g of p.gear) {
      const list = BY_ID.get(g.card);
      if (list !== undefined) add(list, { controller: g.controller, id: g.id, at: "base" });
    }
  for (const [i, bf] of s.battlefields.entries()) {
    const list = BY_ID.get(bf.card);
    if (list !== undefined) add(list, { controller: bf.controller, id: bf.id, at: i });
  }
  return out;
}

/** Whether any permanent on the board has a static ability (most boards have none: the fast path). */
export function anyStatics(s: Board): boolean {
  return s.units.some((u) => BY_ID.has(u.card)) || s.battlefields.some((b) => BY_ID.has(b.card)) || s.players.some((p) => p.gear.some((g) => BY_ID.has(g.card)));
}

/** 472.2: a unit's keywords — printed, then those static abilities give (a number keyword adds up, 807.3-like stacking). */
export function keywordsWith(effects: readonly RbContinuous[], u: Unit): Keywords {
  return applyLayers<RbContinuous, Keywords>(
    ownKeywords(u),
    effects,
    (c) => c.layer === 2 && c.effect.grant !== undefined && c.effect.units.includes(u.id),
    (k, c) => addKeywords(k, c.effect.grant!),
  );
}

/** 807.2: keywords given again add up by value (Assault 1 and Assault 3 make Assault 4); others are had once. */
export function addKeywords(k: Keywords, more: Keywords): Keywords {
  const out: Record<string, unknown> = { ...k };
  for (const [key, value] of Object.entries(more) as [string, number | true][]) {
    const had = out[key];
    out[key] = typeof value === "number" && typeof had === "number" ? had + value : value;
  }
  return out as Keywords;
}

/** A unit's printed keywords and those an effect gave it this turn. */
export const ownKeywords = (u: Unit): Keywords => {
  const printed = cardDef(u.card).keywords ?? {};
  return u.keywordsThisTurn === undefined ? printed : addKeywords(printed, u.keywordsThisTurn);
};

/** 472.3: the Might static abilities add to a unit. */
export function staticMight(effects: readonly RbContinuous[], u: Unit): number {
  return applyLayers<RbContinuous, number>(0, effects, (c) => c.layer === 3 && c.effect.units.includes(u.id), (m, c) => m + (c.effect.might ?? 0));
}
