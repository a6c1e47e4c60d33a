import type { Seat } from "@tablecast/engine";
import { all, type Test } from "@tablecast/engine/kit";
import type { RiftboundState, Unit } from "../state";
import { isMighty, mightOf } from "../values";

/**
 * Target selectors (355): which units a spell or ability may choose, read like the card texts
 * ("an enemy unit at a battlefield"). Built from unit tests combined with the kit's `all`.
 */
export interface Selector {
  /** The words of the card text, for coverage and labels. */
  readonly text: string;
  readonly pick: (s: RiftboundState, seat: Seat) => string[];
}

/** A test of one unit for the player `seat` choosing it, in the state `s`. */
export type UnitTest = (seat: Seat, s: RiftboundState) => Test<Unit>;

export const enemy: UnitTest = (seat) => (u) => u.controller !== seat;
export const friendly: UnitTest = (seat) => (u) => u.controller === seat;
export const atBattlefield: UnitTest = () => (u) => u.location !== "base";
export const mightAtMost =
  (n: number): UnitTest =>
  (_, s) =>
  (u) =>
    mightOf(s, u) <= n;
/** 706: five or more Might. */
export const mighty: UnitTest = (_, s) => (u) => isMighty(s, u);

/** The units passing every test: `units("an enemy unit at a battlefield", enemy, atBattlefield)`. */
export function units(text: string, ...tests: readonly UnitTest[]): Selector {
  return {
    text,
    pick: (s, seat) => {
      const test = all(...tests.map((t) => t(seat, s)));
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
