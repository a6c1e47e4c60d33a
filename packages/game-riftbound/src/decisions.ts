import type { Decision, Seat } from "@tablecast/engine";
import { cardDef, type CardDef } from "./cards";
import { assignable, awaited, runeToRecycle } from "./rules";
import type { Location, RiftboundState } from "./state";
import { acceleratedCost, canPay, costOf, deflectFor, isAction, isReaction, mightOf, targetsFor } from "./values";

/** Legal decisions: what each seat may choose now (312 priority, 313 focus, 316 main phase). */

const where = (s: RiftboundState, at: Location): string => (at === "base" ? "base" : cardDef(s.battlefields[at]!.card).name);
const dest = (at: Location): string => (at === "base" ? "base" : `bf${at}`);
const unitName = (s: RiftboundState, id: string): string => {
  const u = s.units.find((x) => x.id === id)!;
  return `${cardDef(u.card).name} (${mightOf(s, u)} Might, ${where(s, u.location)})`;
};

/** Plays of one card now: one per location or target (355), if the runes can pay (357). */
function plays(s: RiftboundState, seat: Seat, objId: string, c: CardDef, from: string): Decision[] {
  if (!canPay(s, seat, c)) return [];
  const base = { kind: "play", object: objId };
  if (c.type === "unit" || c.type === "champion") {
    // 359.2.c: to base, or to a battlefield its player controls.
    const out: Decision[] = [{ ...base, id: `play:${objId}`, label: `Play ${c.name}${from} to base`, rule: "riftbound:359.2.c" }];
    for (const [i, bf] of s.battlefields.entries())
      if (bf.controller === seat) out.push({ ...base, id: `play:${objId}:bf${i}`, label: `Play ${c.name}${from} to ${cardDef(bf.card).name}`, rule: "riftbound:359.2.c" });
    // 805: Accelerate — the same plays paying [1] and 1 Power more, the unit entering ready.
    if (c.keywords?.accelerate === true && canPay(s, seat, c, acceleratedCost(c)))
      for (const d of [...out]) out.push({ ...d, id: `${d.id.split(":").length === 2 ? `${d.id}:base` : d.id}:accelerate`, label: `${d.label}, paying Accelerate (enters ready)`, rule: "riftbound:805.1.a" });
    return out;
  }
  if (c.type === "gear") return [{ ...base, id: `play:${objId}`, label: `Play ${c.name}`, rule: "riftbound:149.1" }];
  const targets = targetsFor(s, seat, c.effects ?? []);
  if (targets === null) return [{ ...base, id: `play:${objId}`, label: `Play ${c.name}`, rule: "riftbound:419" }];
  // 358: a spell that needs a target cannot be played without one; 809.1.c: a target with Deflect costs Power more.
  return targets.flatMap((u) => {
    const deflect = deflectFor(s, seat, u);
    if (deflect === 0) return [{ ...base, id: `play:${objId}:${u}`, label: `Play ${c.name} on ${unitName(s, u)}`, rule: "riftbound:355" }];
    if (!canPay(s, seat, c, { ...costOf(c), anyPower: deflect })) return [];
    return [{ ...base, id: `play:${objId}:${u}`, label: `Play ${c.name} on ${unitName(s, u)}, paying ${deflect} Power for Deflect`, rule: "riftbound:809.1.c" }];
  });
}

function cardPlays(s: RiftboundState, seat: Seat, allowed: (c: CardDef) => boolean): Decision[] {
  const p = s.players[seat]!;
  const out: Decision[] = [];
  for (const obj of p.hand) {
    const c = cardDef(obj.card);
    if (allowed(c)) out.push(...plays(s, seat, obj.id, c, ""));
  }
  // 108.3.d: the Chosen Champion is played from the Champion zone.
  for (const obj of p.champion) {
    const c = cardDef(obj.card);
    if (allowed(c)) out.push(...plays(s, seat, obj.id, c, " from the Champion zone"));
  }
  return out;
}

/**
 * 163.2: each Basic Rune's Reaction Add abilities, usable whenever its controller may act (429.3):
 * exhaust a ready rune for 1 Energy, recycle a rune for 1 Power of its domain. Runes of one card are
 * interchangeable, so one decision per card: the first ready rune to exhaust, and the rune to
 * recycle (an exhausted one first).
 */
function runeAdds(s: RiftboundState, seat: Seat): Decision[] {
  const runes = s.players[seat]!.runes;
  const out: Decision[] = [];
  const seen = new Set<string>();
  for (const r of runes) {
    if (r.exhausted || seen.has(r.card)) continue;
    seen.add(r.card);
    out.push({ id: `energy:${r.id}`, label: `Exhaust ${cardDef(r.card).name}: add 1 Energy`, kind: "activate", rule: "riftbound:163.2.a", object: r.id });
  }
  for (const cardId of new Set(runes.map((r) => r.card))) {
    const domain = cardDef(cardId).domain;
    const r = runeToRecycle(runes.filter((x) => x.card === cardId), domain)!;
    out.push({ id: `power:${r.id}`, label: `Recycle ${cardDef(r.card).name}${r.exhausted ? " (exhausted)" : ""}: add 1 ${domain} Power`, kind: "activate", rule: "riftbound:163.2.b", object: r.id });
  }
  return out;
}

export function decisions(s: RiftboundState, seat: Seat): Decision[] {
  if (awaited(s) !== seat) return [];
  const p = s.players[seat]!;
  const pending = s.pending;
  if (pending?.kind === "mulligan") {
    // 118: set aside up to two cards, one at a time, or keep.
    return [
      ...p.hand.map((c) => ({ id: `aside:${c.id}`, label: `Set aside ${cardDef(c.card).name}`, kind: "choose", rule: "riftbound:118", object: c.id })),
      { id: "keep", label: p.setAside.length === 0 ? "Keep this hand" : "Done setting aside", kind: "choose", rule: "riftbound:118" },
    ];
  }
  if (pending?.kind === "assign") {
    const a = s.assignment!;
    return assignable(s).map((u) => ({
      id: `assign:${u.id}`,
      label: `Assign damage to ${unitName(s, u.id)} (${a.remaining} left)`,
      kind: "choose",
      rule: "riftbound:460.2.c",
      object: u.id,
    }));
  }
  const adds = runeAdds(s, seat);
  const pass: Decision = { id: "pass", label: s.chain.length > 0 ? "Pass priority" : "Pass focus", kind: "pass", rule: s.chain.length > 0 ? "riftbound:339" : "riftbound:347" };
  // 313, 813: on a chain (a closed state) only Reactions.
  if (s.chain.length > 0) return [...cardPlays(s, seat, isReaction), ...adds, pass];
  // 347, 806: with focus in a showdown, Action and Reaction cards.
  if (s.showdown !== null) return [...cardPlays(s, seat, (c) => c.type === "spell" && (isAction(c) || isReaction(c))), ...adds, pass];
  // 316.2: the turn player's Main Phase in a Neutral Open state.
  const out = cardPlays(s, seat, () => true);
  // 174, 377: the legend's and gear's "[N], [E]: …" abilities, if ready and the Energy can be paid.
  for (const src of [p.legend, ...p.gear]) {
    const def = cardDef(src.card);
    if (src.exhausted || def.exhaustAbility === undefined) continue;
    const ready = p.runes.filter((r) => !r.exhausted).length;
    if (ready + p.pool.energy < (def.abilityCost ?? 0)) continue;
    const targets = targetsFor(s, seat, def.exhaustAbility);
    const verb = `${def.name}: ${def.abilityVerb ?? "use"}`;
    if (targets === null) out.push({ id: `activate:${src.id}`, label: verb, kind: "activate", rule: "riftbound:377", object: src.id });
    else for (const u of targets) out.push({ id: `activate:${src.id}:${u}`, label: `${verb} ${unitName(s, u)}`, kind: "activate", rule: "riftbound:377", object: src.id });
  }
  // 144: the Standard Move — exhaust ready units to move base ↔ battlefield (battlefield ↔ battlefield with Ganking, 810).
  const ready = s.units.filter((u) => u.controller === seat && !u.exhausted);
  const locations: Location[] = ["base", ...s.battlefields.map((_, i) => i)];
  for (const u of ready) {
    for (const to of locations) {
      if (to === u.location) continue;
      if (u.location !== "base" && to !== "base" && cardDef(u.card).keywords?.ganking !== true) continue;
      out.push({ id: `move:${u.id}:${dest(to)}`, label: `Move ${unitName(s, u.id)} to ${where(s, to)}`, kind: "move", rule: "riftbound:144", object: u.id });
    }
  }
  for (const from of locations) {
    const here = ready.filter((u) => u.location === from);
    if (here.length < 2) continue;
    for (const to of locations) {
      if (to === from || (from !== "base" && to !== "base")) continue;
      out.push({ id: `moveall:${dest(from)}:${dest(to)}`, label: `Move all ${here.length} ready units at ${where(s, from)} to ${where(s, to)}`, kind: "move", rule: "riftbound:144" });
    }
  }
  out.push(...adds);
  out.push({ id: "end", label: "End turn", kind: "pass", rule: "riftbound:316.6" });
  return out;
}

