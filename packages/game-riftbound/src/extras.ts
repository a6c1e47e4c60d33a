import type { Seat } from "@tablecast/engine";
import { card, type CardDef } from "./cards";
import type { RiftboundState } from "./state";
import type { Cost } from "./values";

/**
 * Additional costs paid as a card is played (357.2: "As you play me, you may …", "As an additional
 * cost to play me, …"), by collector code: what is paid — 1 Power of the card's domain, a friendly unit
 * killed or exhausted, a buff spent, a card discarded — and what paying changes: Energy less, the
 * cost ignored, or an effect the card reads (`paid`).
 */
export interface Extra {
  readonly pay: "power" | "kill" | "exhaust" | "buff" | "discard";
  /** "you may": the card may be played without it. */
  readonly optional: boolean;
  readonly energyLess?: number;
  readonly ignoreCost?: true;
  /** "any number of …", each making the cost 1 Power of the card's domain less: up to that Power (more would change nothing). */
  readonly anyNumberPowerLess?: true;
}

const EXTRAS: Readonly<Record<string, Extra>> = {
  // Clockwork Keeper (errata): "You may pay [calm] as an additional cost to play me. When you play me, if you
  // paid additional cost, draw 1." — the draw is its play effect (cards/origins-extras.ts), not part of paying.
  "OGN-044": { pay: "power", optional: true },
  // Cruel Patron: "As an additional cost to play me, kill a friendly unit."
  "OGN-208": { pay: "kill", optional: false },
  // Meditation: "As an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2. Otherwise, draw 1."
  "OGN-048": { pay: "exhaust", optional: true },
  // Wallop, Call to Glory: "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost."
  "OGN-146": { pay: "buff", optional: true, ignoreCost: true },
  "OGN-207": { pay: "buff", optional: true, ignoreCost: true },
  // Brazen Buccaneer: "As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by [2]."
  "OGN-002": { pay: "discard", optional: true, energyLess: 2 },
  // Kraken Hunter: "As you play me, you may spend any number of buffs as an additional cost. Reduce my cost by [body] for each buff you spend."
  "OGN-150": { pay: "buff", optional: true, anyNumberPowerLess: true },
  // Commander Ledros: "As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by [order] for each killed this way."
  "OGN-231": { pay: "kill", optional: true, anyNumberPowerLess: true },
};

let byId: Map<string, Extra> | undefined;
/** The additional cost of a card, if it has one. */
export function extraOf(c: CardDef): Extra | undefined {
  byId ??= new Map(Object.entries(EXTRAS).map(([code, e]) => [card(code)!.id, e]));
  return byId.get(c.id);
}

/** What may be given to pay it: friendly units (ready ones to exhaust, buffed ones to spend), other cards in hand; none for Power. */
export function extraObjects(s: RiftboundState, seat: Seat, e: Extra, played: string): string[] {
  const mine = s.units.filter((u) => u.controller === seat);
  if (e.pay === "kill") return mine.map((u) => u.id);
  if (e.pay === "exhaust") return mine.filter((u) => !u.exhausted).map((u) => u.id);
  if (e.pay === "buff") return mine.filter((u) => u.buffed).map((u) => u.id);
  if (e.pay === "discard") {
    const seen = new Set<string>();
    return s.players[seat]!.hand.filter((x) => x.id !== played && !seen.has(x.card) && seen.add(x.card)).map((x) => x.id);
  }
  return [];
}

/** The groups of objects an "any number of" additional cost may take (357.2): every set of 1 up to `most`, in board order. */
export function extraGroups(objects: readonly string[], most: number): string[][] {
  const out: string[][] = [];
  const grow = (from: number, chosen: readonly string[]): void => {
    if (chosen.length > 0) out.push([...chosen]);
    if (chosen.length === most) return;
    for (let i = from; i < objects.length; i++) grow(i + 1, [...chosen, objects[i]!]);
  };
  grow(0, []);
  return out;
}

/** The cost with the additional cost paid (`count` things for "any number of"): Power 1 more, Energy or Power less, or nothing but Deflect's Power. */
export function costWithExtra(e: Extra, cost: Cost, count = 1): Cost {
  if (e.anyNumberPowerLess === true) return { ...cost, power: Math.max(0, cost.power - count) };
  if (e.ignoreCost === true) return { energy: 0, power: 0, ...(cost.forDeflect === true && cost.anyPower !== undefined ? { anyPower: cost.anyPower, forDeflect: true } : {}) };
  if (e.pay === "power") return { ...cost, power: cost.power + 1 };
  return e.energyLess === undefined ? cost : { ...cost, energy: Math.max(0, cost.energy - e.energyLess) };
}
