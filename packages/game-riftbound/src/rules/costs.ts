import type { Seat } from "@tablecast/engine";
import { cardDef, type CardDef, type Domain } from "../cards";
import { costOf, lessForSpells, poolPower, type Cost } from "../values";
import { addsText, type Adds } from "../vocabulary";
import type { DraftPlayer, RbWork } from "../work";

/** The pool as it was, for the counters that changed (165). */
const snapshot = (p: { pool: { energy: number; power: Partial<Record<string, number>>; anyPower?: number } }) => ({ energy: p.pool.energy, power: { ...p.pool.power }, ...(p.pool.anyPower === undefined ? {} : { anyPower: p.pool.anyPower }) });

/** 166: every player's Rune Pool empties; unspent Energy and Power are lost (166.1). */
export function emptyPools(w: RbWork, rule: string): void {
  for (const seat of [0, 1] as const) {
    const pool = w.s.players[seat]!.pool;
    if (pool.energy === 0 && Object.keys(pool.power).length === 0 && pool.forSpells === undefined && pool.anyPower === undefined) continue;
    const before = snapshot(w.s.players[seat]!);
    w.player(seat).pool = { energy: 0, power: {} };
    w.poolCounters(seat, before);
    w.log(`${w.name(seat)}'s Rune Pool empties`, rule);
  }
}

/** 163.2.a: a Basic Rune's "[E]: [Reaction] — Add [1]": exhaust it, 1 Energy into the pool (165.1). */
export function addEnergy(w: RbWork, seat: Seat, runeId: string): void {
  const p = w.player(seat);
  const rune = p.runes.find((r) => r.id === runeId)!;
  const before = snapshot(p);
  w.setExhausted(rune, true);
  p.pool.energy += 1;
  w.poolCounters(seat, before);
}

/** 163.2.b: "Recycle this: [Reaction] — Add [C]": the rune goes to the bottom of the Rune Deck (416, 160.2.b); 1 Power of its domain. */
export function addPower(w: RbWork, seat: Seat, runeId: string): void {
  const p = w.player(seat);
  const rune = p.runes.find((r) => r.id === runeId)!;
  const domain = cardDef(rune.card).domain!;
  const before = snapshot(p);
  p.runes = p.runes.filter((r) => r.id !== rune.id);
  w.put(seat, rune, "rune-deck", true);
  p.pool.power[domain] = (p.pool.power[domain] ?? 0) + 1;
  w.poolCounters(seat, before);
}

/** The rune a player recycles for Power of a domain: an exhausted one first, so ready runes stay ready. */
export const runeToRecycle = <R extends { readonly id: string; readonly card: string; readonly exhausted: boolean }>(runes: readonly R[], domain: string | undefined): R | undefined => {
  const ofDomain = runes.filter((r) => cardDef(r.card).domain === domain);
  return ofDomain.find((r) => r.exhausted) ?? ofDomain[0];
};

/**
 * 357: pays a card's cost from the Rune Pool (165.2). What the pool lacks is added during payment
 * with the runes' Reaction Add abilities (357.1.a, 429.3): ready runes exhausted for Energy, runes of
 * the card's domain recycled for Power (exhausted ones first).
 */
export function pay(w: RbWork, seat: Seat, c: CardDef, whole: Cost = costOf(c)): void {
  const { cost, used } = lessForSpells(c, whole, w.s.players[seat]!.pool.forSpells);
  if (used.energy + used.anyPower > 0) {
    const fs = w.s.players[seat]!.pool.forSpells!;
    const left = { energy: fs.energy - used.energy, anyPower: fs.anyPower - used.anyPower };
    if (left.energy + left.anyPower === 0) delete w.player(seat).pool.forSpells;
    else w.player(seat).pool.forSpells = left;
    w.log(`${w.name(seat)} pays ${[used.energy > 0 ? `${used.energy} Energy` : "", used.anyPower > 0 ? `${used.anyPower} Power` : ""].filter((x) => x !== "").join(" and ")} added only to play spells`, "429");
  }
  const { energy, power } = cost;
  const anyPower = cost.anyPower ?? 0;
  const p = (): DraftPlayer => w.player(seat);
  let exhausted = 0;
  let recycled = 0;
  while (p().pool.energy < energy) {
    addEnergy(w, seat, p().runes.find((r) => !r.exhausted)!.id);
    exhausted++;
  }
  const domain = c.domain!;
  // Power of any domain in the pool (Malzahar - Fanatic) counts toward the domain's.
  while (power > 0 && (p().pool.power[domain] ?? 0) + (p().pool.anyPower ?? 0) < power) {
    addPower(w, seat, runeToRecycle(p().runes, domain)!.id);
    recycled++;
  }
  while (anyPower > 0 && poolPower(p().pool) < power + anyPower) {
    addPower(w, seat, (p().runes.find((r) => r.exhausted) ?? p().runes[0])!.id);
    recycled++;
  }
  if (exhausted + recycled > 0)
    w.log(`${w.name(seat)} adds ${[exhausted > 0 ? `${exhausted} Energy (exhausting runes)` : "", recycled > 0 ? `${recycled} Power (recycling runes)` : ""].filter((x) => x !== "").join(" and ")}`, "357.1.a");
  if (energy + power + anyPower === 0) return;
  const pool = p().pool;
  const before = snapshot(p());
  pool.energy -= energy;
  // Power of any domain pays what the domains' Power does not, spent last.
  const fromAny = (n: number) => {
    if (n <= 0) return;
    const left = (pool.anyPower ?? 0) - n;
    if (left === 0) delete pool.anyPower;
    else pool.anyPower = left;
  };
  if (power > 0) {
    const own = Math.min(pool.power[domain] ?? 0, power);
    const left = (pool.power[domain] ?? 0) - own;
    if (left === 0) delete pool.power[domain];
    else pool.power[domain] = left;
    fromAny(power - own);
  }
  // 809.1.c.1: the Deflect Power may be of any domain — the card's own first, then the others in order.
  let owed = anyPower;
  for (const d of [domain, ...(Object.keys(pool.power) as Domain[]).sort()]) {
    const have = pool.power[d] ?? 0;
    const use = Math.min(have, owed);
    if (use === 0) continue;
    owed -= use;
    if (have === use) delete pool.power[d];
    else pool.power[d] = have - use;
  }
  fromAny(owed);
  w.poolCounters(seat, before);
  w.log(`${w.name(seat)} pays ${energy} Energy${power > 0 ? ` and ${power} ${domain} Power` : ""}${anyPower > 0 ? ` and ${anyPower} Power ${cost.forDeflect === true ? "for Deflect" : "of any domain"}` : ""} from the Rune Pool`, cost.forDeflect === true ? "809.1.c" : anyPower > 0 ? "135.2.e.6.b" : "357");
}

/** 429: a gear's or legend's "[E]: [Reaction] — [Add] …": exhaust it; the Energy or Power goes into the pool at once (429.3.a). */
export function addFromPermanent(w: RbWork, seat: Seat, sourceId: string, adds: Adds): void {
  const p = w.player(seat);
  const source = p.legend.id === sourceId ? p.legend : (p.gear.find((g) => g.id === sourceId) ?? w.unit(sourceId)!);
  const before = snapshot(p);
  w.setExhausted(source, true);
  if (adds.spellsOnly === true) {
    // "Use only to play spells": kept apart in the pool, it pays a spell's cost alone (pay, canPay).
    const was = p.pool.forSpells ?? { energy: 0, anyPower: 0 };
    p.pool.forSpells = { energy: was.energy + (adds.energy ?? 0), anyPower: was.anyPower + (adds.anyPower ?? 0) };
  } else {
    if (adds.energy !== undefined) p.pool.energy += adds.energy;
    if (adds.power !== undefined) p.pool.power[adds.power] = (p.pool.power[adds.power] ?? 0) + 1;
    if (adds.anyPower !== undefined) p.pool.anyPower = (p.pool.anyPower ?? 0) + adds.anyPower;
  }
  w.poolCounters(seat, before);
  w.log(`${w.name(seat)} exhausts ${w.cardName(source.card)}: adds ${addsText(adds)}`, "429");
}

