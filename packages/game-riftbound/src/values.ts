import type { Seat } from "@tablecast/engine";
import { cardDef, type CardDef } from "./cards";
import type { Location, RiftboundState, RunePool, Unit } from "./state";
import { discounted, discounts } from "./discounts";
import { anyStatics, continuousEffects, keywordsWith, ownKeywords, staticMight, type Keywords } from "./statics";

/** Values the rules read from the state; pure functions of a state. */

/**
 * A unit's Might now (143, 472.3): printed, +1 if buffed (701), this turn's bonuses, Assault while
 * attacking (807) and Shield while defending (814).
 */
type Board = Pick<RiftboundState, "showdown" | "units" | "battlefields" | "players">;

export function mightOf(s: Board, u: Unit): number {
  if (!anyStatics(s)) return mightWith(s, u, ownKeywords(u), 0);
  // 471.2: conditions on Might ("while I'm Mighty") read it before the keywords static abilities give.
  const base = (x: Unit) => mightWith(s, x, ownKeywords(x), 0);
  const effects = continuousEffects(s, base);
  return mightWith(s, u, keywordsWith(effects, u), staticMight(effects, u));
}

/** 472.2: a unit's keywords now — printed, and those static abilities of the board give it. */
export function keywordsOf(s: Board, u: Unit): Keywords {
  if (!anyStatics(s)) return ownKeywords(u);
  return keywordsWith(
    continuousEffects(s, (x) => mightWith(s, x, ownKeywords(x), 0)),
    u,
  );
}

/** 472.3: the arithmetic layer — printed Might, buff, this turn's bonuses, static abilities' Might, Assault and Shield in combat. */
function mightWith(s: Board, u: Unit, k: Keywords, fromStatics: number): number {
  const c = cardDef(u.card);
  let might = (c.might ?? 0) + (u.buffed ? (1 + (u.moreBuffs ?? 0)) * (1 + (s.players[u.controller]!.buffsGiveMore ?? 0)) : 0) + u.mightThisTurn + fromStatics;
  // A battlefield's "Units here have +N Might."
  if (u.location !== "base") might += cardDef(s.battlefields[u.location]!.card).keywords?.unitsHere ?? 0;
  const combat = s.showdown?.combat;
  if (combat !== undefined && combat !== null && u.location === s.showdown!.battlefield) {
    if (u.controller === combat.attacker) might += k.assault ?? 0;
    if (u.controller === combat.defender) might += k.shield ?? 0;
    // 364.3.a: "while I'm attacking or defending alone".
    const legendAlone = u.controller === combat.defender ? cardDef(s.players[u.controller]!.legend.card).keywords?.friendlyDefendsAlone : undefined;
    if ((k.alone !== undefined || legendAlone !== undefined) && s.units.filter((x) => x.location === u.location && x.controller === u.controller).length === 1)
      might += (k.alone ?? 0) + (legendAlone ?? 0);
  }
  return Math.max(0, might);
}

/** 706–710: a unit is Mighty while its current Might is 5 or more. */
export const isMighty = (s: Board, u: Unit): boolean => mightOf(s, u) >= 5;

/** Lethal damage still needed (460.2.c.3): non-zero damage reaching its Might. */
export const lethalNeeded = (s: Board, u: Unit): number => Math.max(1, mightOf(s, u) - u.damage);

export const unitsAt = (s: Pick<RiftboundState, "units">, at: Location, seat?: Seat): Unit[] =>
  s.units.filter((u) => u.location === at && (seat === undefined || u.controller === seat));

/** 805.1.a: Accelerate's optional additional cost — [1] and 1 Power of the unit's domain. */
export const acceleratedCost = (c: CardDef, s?: RiftboundState, seat?: Seat): Cost => {
  const cost = costOf(c, s, seat);
  return { ...cost, energy: cost.energy + 1, power: cost.power + 1 };
};

/** A spell's cost with the Deflect of the unit it chooses (809.1.c): that much Power of any domain more. */
export const withDeflect = (c: CardDef, deflect: number, s?: RiftboundState, seat?: Seat): Cost => {
  const cost = costOf(c, s, seat);
  return deflect === 0 ? cost : { ...cost, anyPower: (cost.anyPower ?? 0) + deflect, forDeflect: true };
};

/** A total cost (356): Energy, Power of the card's domain, and Power of any domain (809.1.c.1). */
export interface Cost {
  readonly energy: number;
  readonly power: number;
  readonly anyPower?: number;
  /** The Power of any domain is Deflect's (809.1.c.1), for the log. */
  readonly forDeflect?: true;
}

/** 131: what a card costs — Energy, and Power of its own domain. */
export function costOf(c: CardDef, s?: RiftboundState, seat?: Seat): Cost {
  // 356.4: discounts from the card and the player's permanents, when played by `seat` in `s`.
  const energy = s === undefined || seat === undefined ? (c.cost ?? 0) : discounted(c.cost ?? 0, discounts(s, seat, c, (u) => mightOf(s, u)));
  // 135.2.e.6.b: [C] on a card of no domain or of two domains is processed as [A], Power of any domain.
  if (c.domain === undefined && (c.power ?? 0) > 0) return { energy, power: 0, anyPower: c.power! };
  return { energy, power: c.power ?? 0 };
}

/**
 * 163.2, 165.2, 357: can the Rune Pool, with what the runes can still add, pay? Each rune can be
 * exhausted for 1 Energy and recycled for 1 Power of its domain (recycling needs no ready rune), so
 * missing Energy needs ready runes and missing Power needs runes of the domain. Power never pays
 * Energy (162.1) and Power of one domain pays only that domain (162.2).
 */
/** A spell's cost less what the pool's spells-only Energy and Power pay (Power of any domain pays its domain's first, then any). */
export function lessForSpells(c: CardDef, cost: Cost, forSpells: { readonly energy: number; readonly anyPower: number } | undefined): { cost: Cost; used: { energy: number; anyPower: number } } {
  if (c.type !== "spell" || forSpells === undefined) return { cost, used: { energy: 0, anyPower: 0 } };
  const energy = Math.min(cost.energy, forSpells.energy);
  const toPower = Math.min(cost.power, forSpells.anyPower);
  const toAny = Math.min(cost.anyPower ?? 0, forSpells.anyPower - toPower);
  return { cost: { ...cost, energy: cost.energy - energy, power: cost.power - toPower, anyPower: (cost.anyPower ?? 0) - toAny }, used: { energy, anyPower: toPower + toAny } };
}

export function canPay(s: RiftboundState, seat: Seat, c: CardDef, whole: Cost = costOf(c, s, seat)): boolean {
  const p = s.players[seat]!;
  const cost = lessForSpells(c, whole, p.pool.forSpells).cost;
  const { energy, power } = cost;
  const anyPower = cost.anyPower ?? 0;
  const ready = p.runes.filter((r) => !r.exhausted).length;
  const ofDomain = p.runes.filter((r) => cardDef(r.card).domain === c.domain).length;
  // Power of any domain in the pool pays the domain's Power too.
  const inPool = (c.domain === undefined ? 0 : (p.pool.power[c.domain] ?? 0)) + (p.pool.anyPower ?? 0);
  // Power of any domain (809.1.c.1): whatever Power is left once the domain's Power is found, from the pool or any rune.
  return ready + p.pool.energy >= energy && (power === 0 || ofDomain + inPool >= power) && (anyPower === 0 || poolPower(p.pool) + p.runes.length >= power + anyPower);
}

/** 165: all the Power in a Rune Pool — of each domain, and of any domain (Malzahar - Fanatic). */
export const poolPower = (pool: RunePool): number => Object.values(pool.power).reduce<number>((n, x) => n + (x ?? 0), 0) + (pool.anyPower ?? 0);

/** 809.1.c: the Deflect values of the enemy units a spell or ability of `seat` chooses. */
export function deflectFor(s: Board, seat: Seat, target: string | undefined): number {
  const u = target === undefined ? undefined : s.units.find((x) => x.id === target);
  if (u === undefined || u.controller === seat) return 0;
  return keywordsOf(s, u).deflect ?? 0;
}

export const isAction = (c: CardDef): boolean => c.keywords?.action === true;
export const isReaction = (c: CardDef): boolean => c.keywords?.reaction === true;

/** 712, 714: Bonus Damage of a player's spells and abilities — 1 for each Annie - Fiery they control ("Your spells and abilities deal 1 Bonus Damage."). */
export function playerBonusDamage(s: Pick<RiftboundState, "units">, seat: Seat): number {
  return s.units.filter((u) => u.controller === seat && cardDef(u.card).code === "OGS-001").length;
}

/**
 * Mageseeker Warden at a battlefield, of another player than `seat`: "While I'm at a battlefield,
 * opponents can only play units to their base." and "… spells and abilities can't ready enemy units and gear."
 */
export function wardenAgainst(s: Pick<RiftboundState, "units">, seat: Seat): boolean {
  return s.units.some((u) => u.controller !== seat && u.location !== "base" && cardDef(u.card).keywords?.wardsBattlefields === true);
}

/** 712: Void Gate — "Spells and abilities deal 1 Bonus Damage to units here." */
export function placeBonusDamage(s: Pick<RiftboundState, "battlefields">, u: Pick<Unit, "location">): number {
  return u.location !== "base" && cardDef(s.battlefields[u.location]!.card).code === "OGN-296" ? 1 : 0;
}

/** "If …, I enter ready." (Leona - Zealot, Vayne - Hunter): read as the unit is played by `seat`. */
export function entersReadyIf(s: Pick<RiftboundState, "players" | "battlefields" | "victoryScore">, seat: Seat, c: CardDef): boolean {
  const when = c.keywords?.entersReadyIf;
  if (when === undefined) return false;
  const foe = seat === 0 ? 1 : 0;
  if (when === "opponent-near-victory") return s.players[foe]!.points >= s.victoryScore - 3;
  return s.battlefields.some((b) => b.controller === foe);
}
