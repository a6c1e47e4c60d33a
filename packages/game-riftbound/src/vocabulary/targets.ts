import type { Seat } from "@tablecast/engine";
import { all, type Test } from "@tablecast/engine/kit";
import type { Location, RiftboundState, Unit } from "../state";
import { cardDef } from "../cards";
import { isMighty, mightOf } from "../values";

/**
 * Target selectors (355): which units a spell or ability may choose, read like the card texts
 * ("an enemy unit at a battlefield"). Built from unit tests combined with the kit's `all`.
 */
export interface Selector {
  /** The words of the card text, for coverage and labels. */
  readonly text: string;
  /** `self`: the permanent whose ability chooses ("another", "here"), if any. */
  readonly pick: (s: RiftboundState, seat: Seat, self?: string) => string[];
}

/** A test of one unit for the player `seat` choosing it, in the state `s`, for the ability of `self`. */
export type UnitTest = (seat: Seat, s: RiftboundState, self?: string) => Test<Unit>;

export const enemy: UnitTest = (seat) => (u) => u.controller !== seat;
export const friendly: UnitTest = (seat) => (u) => u.controller === seat;
export const atBattlefield: UnitTest = () => (u) => u.location !== "base";
export const mightAtMost =
  (n: number): UnitTest =>
  (_, s) =>
  (u) =>
    mightOf(s, u) <= n;
/** "another": not the ability's own unit. */
export const another: UnitTest = (_, __, self) => (u) => u.id !== self;
/** "here": at the ability's unit's battlefield (none once it left the board, or from its base). */
export const here: UnitTest = (_, s, self) => {
  const at = s.units.find((u) => u.id === self)?.location;
  return (u) => at !== undefined && at !== "base" && u.location === at;
};
/** "at another location": not where the ability's unit is. */
export const elsewhere: UnitTest = (_, s, self) => {
  const at = s.units.find((u) => u.id === self)?.location;
  return (u) => at !== undefined && u.location !== at;
};
/** A battlefield's "here": at the battlefield whose ability it is (its object is the ability's source). */
export const atThisBattlefield: UnitTest = (_, s, self) => {
  const i = s.battlefields.findIndex((b) => b.id === self);
  return (u) => i >= 0 && u.location === i;
};
/** 426: buffed. */
export const buffed: UnitTest = () => (u) => u.buffed;
/** 423: stunned. */
export const stunned: UnitTest = () => (u) => u.stunned;
/** 706: five or more Might. */
export const mighty: UnitTest = (_, s) => (u) => isMighty(s, u);

/** The units passing every test: `units("an enemy unit at a battlefield", enemy, atBattlefield)`. */
export function units(text: string, ...tests: readonly UnitTest[]): Selector {
  return {
    text,
    pick: (s, seat, self) => {
      const test = all(...tests.map((t) => t(seat, s, self)));
      return s.units.filter(test).map((u) => u.id);
    },
  };
}

export const anEnemyUnitAtABattlefield = units("an enemy unit at a battlefield", enemy, atBattlefield);
/** 423.1.a.1: a stunned unit may be chosen (it is not stunned again). */
export const anEnemyUnit = units("an enemy unit", enemy);
export const aFriendlyUnit = units("a friendly unit", friendly);
export const aFriendlyUnitAtABattlefield = units("a friendly unit at a battlefield", friendly, atBattlefield);
export const anEnemyUnitWithMightAtMost = (n: number): Selector => units(`an enemy unit with ${n} Might or less`, enemy, mightAtMost(n));
export const aMightyEnemyUnit = units("a Mighty enemy unit", enemy, mighty);
export const aUnit = units("a unit");
export const aUnitAtABattlefield = units("a unit at a battlefield", atBattlefield);
export const anotherFriendlyUnit = units("another friendly unit", friendly, another);
export const anotherUnit = units("another unit", another);
export const anEnemyUnitHere = units("an enemy unit here", enemy, here);
export const anotherUnitAtABattlefield = units("another unit at a battlefield", another, atBattlefield);
/** 355.5, "with 3 Might or less". */
export const aUnitAtABattlefieldWithMightAtMost = (n: number): Selector => units(`a unit at a battlefield with ${n} Might or less`, atBattlefield, mightAtMost(n));

/** 169.7: "Choose a battlefield" — a battlefield object, not a unit (Firestorm, Siphon Power). */
export const aBattlefield: Selector = { text: "a battlefield", pick: (s) => s.battlefields.map((b) => b.id) };

/** A move's destination (444.1): its base ("base") or a battlefield. */
export const aPlace: Selector = { text: "a place (base or a battlefield)", pick: (s) => ["base", ...s.battlefields.map((b) => b.id)] };
/** "a friendly unit in your base". */
export const aFriendlyUnitInBase = units("a friendly unit in your base", friendly, () => (u) => u.location === "base");

/** The place a move's chosen destination names: "base" (the unit's own base) or a battlefield's index; undefined for anything else. */
export function placeOf(s: Pick<RiftboundState, "battlefields">, id: string): Location | undefined {
  if (id === "base") return "base";
  const i = s.battlefields.findIndex((b) => b.id === id);
  return i < 0 ? undefined : i;
}

/** "Counter a spell [that costs no more than …]": a spell on the chain (425), by its chain object; `fits` tests its card. */
export const aSpellOnTheChain = (text: string, fits: (c: ReturnType<typeof cardDef>) => boolean = () => true): Selector => ({
  text,
  pick: (s) => s.chain.filter((c) => c.spell && fits(cardDef(c.card))).map((c) => c.id),
});

/** "a gear" (147): any player's gear on the board, by object id. */
/** Pack of Wonders: "another friendly gear, unit, or facedown card" — the ability's own gear excepted. */
export const anotherFriendlyGearUnitOrFacedownCard: Selector = {
  text: "another friendly gear, unit, or facedown card",
  pick: (s, seat, self) => [...s.players[seat]!.gear.filter((g) => g.id !== self).map((g) => g.id), ...s.units.filter((u) => u.controller === seat).map((u) => u.id), ...s.players[seat]!.facedown.map((f) => f.id)],
};

export const aGear: Selector = { text: "a gear", pick: (s) => s.players.flatMap((p) => p.gear.map((g) => g.id)) };

/**
 * Miss Fortune - Captain: "something else that's exhausted" — any player's exhausted unit (not the
 * ability's own), gear, legend or rune; runes of one card are interchangeable, so one of each card per player.
 */
export const somethingElseExhausted: Selector = {
  text: "something else that's exhausted",
  pick: (s, _, self) => {
    const out = s.units.filter((u) => u.exhausted && u.id !== self).map((u) => u.id);
    for (const p of s.players) {
      out.push(...p.gear.filter((g) => g.exhausted).map((g) => g.id));
      if (p.legend.exhausted) out.push(p.legend.id);
      const seen = new Set<string>();
      for (const r of p.runes) if (r.exhausted && !seen.has(r.card) && seen.add(r.card)) out.push(r.id);
    }
    return out;
  },
};
