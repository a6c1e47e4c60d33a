import type { Seat } from "@tablecast/engine";
import { card, type CardDef } from "./cards";
import type { RiftboundState } from "./state";

/**
 * 356.4: discounts to a card's Energy cost — "costs [N] less", "is reduced by [N]", some "to a
 * minimum of [M]" (356.4.e: a minimum limits only its own discount). They come from the card
 * played and from permanents its player controls. The player applies them in the order they
 * choose (356.4.d.1); the engine applies them in the order that costs least, the one a player
 * paying would choose. Costs never go below 0 (356.5).
 */
export interface Discount {
  readonly amount: number;
  readonly minimum?: number;
  /** Where it comes from, for the log. */
  readonly from: string;
}

type Board = Pick<RiftboundState, "units" | "players" | "battlefields" | "victoryScore">;
type Might = (u: RiftboundState["units"][number]) => number;

/** The card's own discounts, by collector code. */
const OWN: Readonly<Record<string, (s: Board, seat: Seat, might: Might) => number>> = {
  // Noxus Hopeful: "[Legion] — I cost [2] less." (812)
  "OGN-012": (s, seat) => (s.players[seat]!.playedThisTurn > 0 ? 2 : 0),
  // Sky Splitter: "This spell's Energy cost is reduced by the highest Might among units you control." (printed Might and buffs read at play)
  "OGN-014": (s, seat, might) => Math.max(0, ...s.units.filter((u) => u.controller === seat).map(might)),
  // Rhasa the Sunderer: "I cost [1] less for each card in your trash."
  "OGN-195": (s, seat) => s.players[seat]!.trash.length,
  // Find Your Center: "If an opponent's score is within 3 points of the Victory Score, this costs [2] less."
  "OGN-047": (s, seat) => (s.players.some((p, i) => i !== seat && p.points >= s.victoryScore - 3) ? 2 : 0),
  // Spoils of War: "If an enemy unit has died this turn, this costs [2] less."
  "OGN-144": (s, seat) => (s.players.some((p, i) => i !== seat && (p.diedThisTurn ?? 0) > 0) ? 2 : 0),
};

/** Discounts permanents give to other cards, by collector code: whether it applies, how much, the minimum. */
const GIVEN: Readonly<Record<string, { readonly applies: (s: Board, self: { location: RiftboundState["units"][number]["location"] }, c: CardDef) => boolean; readonly amount: number; readonly minimum?: number }>> = {
  // Eager Apprentice: "While I'm at a battlefield, the Energy costs for spells you play is reduced by [1], to a minimum of [1]."
  "OGN-084": { applies: (_, self, c) => self.location !== "base" && c.type === "spell", amount: 1, minimum: 1 },
  // Herald of Scales: "Your Dragons' Energy costs are reduced by [2], to a minimum of [1]."
  "OGN-140": { applies: (_, __, c) => c.tags.includes("Dragon"), amount: 2, minimum: 1 },
};

let ownById: Map<string, (s: Board, seat: Seat, might: Might) => number> | undefined;
let givenById: Map<string, (typeof GIVEN)[string]> | undefined;
const tables = () => {
  if (ownById === undefined || givenById === undefined) {
    ownById = new Map(Object.entries(OWN).map(([code, f]) => [card(code)!.id, f]));
    givenById = new Map(Object.entries(GIVEN).map(([code, g]) => [card(code)!.id, g]));
  }
  return { own: ownById, given: givenById };
};

/** Whether a card has a discount written here (coverage). */
export const discountText = (id: string): string | undefined => (tables().own.has(id) ? "costs less (356.4)" : tables().given.has(id) ? "gives a discount (356.4)" : undefined);

/** The discounts that apply to `c` played by `seat` now; `might` reads a unit's Might (values.ts). */
export function discounts(s: Board, seat: Seat, c: CardDef, might: Might): Discount[] {
  const { own, given } = tables();
  const out: Discount[] = [];
  const mine = own.get(c.id);
  if (mine !== undefined) {
    const amount = mine(s, seat, might);
    if (amount > 0) out.push({ amount, from: c.name });
  }
  // Raging Firebrand's delayed discount for the player's next spell this turn.
  const next = s.players[seat]!.nextSpellLess;
  if (next !== undefined && c.type === "spell") out.push({ amount: next, from: "Raging Firebrand" });
  if (given.size > 0)
    for (const u of s.units) {
      const g = u.controller === seat ? given.get(u.card) : undefined;
      if (g !== undefined && g.applies(s, u, c)) out.push({ amount: g.amount, ...(g.minimum === undefined ? {} : { minimum: g.minimum }), from: card(u.card)!.name });
    }
  return out;
}

/** 356.4: the Energy cost after discounts, in the order that costs least (356.4.d.1, 356.4.e, 356.5). */
export function discounted(energy: number, list: readonly Discount[]): number {
  if (list.length === 0) return energy;
  const apply = (cost: number, d: Discount) => (d.minimum === undefined ? Math.max(0, cost - d.amount) : cost <= d.minimum ? cost : Math.max(d.minimum, cost - d.amount));
  let best = Infinity;
  const go = (cost: number, rest: readonly Discount[]) => {
    if (rest.length === 0) {
      best = Math.min(best, cost);
      return;
    }
    for (const [i, d] of rest.entries()) go(apply(cost, d), [...rest.slice(0, i), ...rest.slice(i + 1)]);
  };
  go(energy, list);
  return best;
}
