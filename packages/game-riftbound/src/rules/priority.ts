import type { Seat } from "@tablecast/engine";
import type { Asking, Choice, Payload, QueuedStep } from "@tablecast/engine/kit";
import { cardDef, type CardDef } from "../cards";
import { moduleOf } from "../cards/index";
import { addsText, targetGroups, targetPairs, type Ability } from "../vocabulary";
import { other, type Facedown, type Location, type RiftboundState, type Unit } from "../state";
import { costWithExtra, extraGroups, extraObjects, extraOf, type Extra } from "../extras";
import { acceleratedCost, canPay, costOf, deflectFor, isAction, isReaction, keywordsOf, wardenAgainst, withDeflect } from "../values";
import type { RbWork } from "../work";
import { resolveTop } from "./chain";
import { addEnergy, addFromPermanent, addPower, runeToRecycle } from "./costs";
import { moveUnits } from "./movement";
import { gearLeft, hiddenChoices } from "./triggers";
import { killBy } from "./cleanup";
import { hide, hideChoices, playableFacedown } from "./hidden";
import { dest, targetName, unitName, where } from "./names";
import { eachChoices } from "./choose-each";
import { activate, playCard } from "./playing";
import { passFocus } from "./showdown";
import { endTurn } from "./turn";

/**
 * Who acts when nothing is queued (312 priority, 313 focus, 316 the Main Phase) and what they may
 * do: each choice carries its meaning as a payload, checked once when offered.
 */
export function idleAsking(s: RiftboundState): Asking | null {
  if (s.chain.length > 0) return { seat: s.priority!, offer: "priority", then: { step: "act", seat: s.priority! } };
  if (s.showdown !== null) return { seat: s.showdown.focus, offer: "focus", then: { step: "act", seat: s.showdown.focus } };
  if (s.phase === "main") return { seat: s.turnPlayer, offer: "main", then: { step: "act", seat: s.turnPlayer } };
  return null;
}

type PlayChoice = Choice & { payload: Payload };

/** Vilemaw's Lair: "Units can't move from here to base." */
const cantLeaveForBase = (s: RiftboundState, from: Location): boolean => from !== "base" && cardDef(s.battlefields[from]!.card).keywords?.noMoveToBase === true;

/**
 * Battlefields a unit may be played to besides those its player controls (359.2.c): an open one
 * (unoccupied and uncontrolled) for "You may play me to an open battlefield" or while a friendly Miss
 * Fortune - Buccaneer says friendly units may; an occupied enemy one for Deadbloom Predator.
 */
function mayPlayTo(s: RiftboundState, seat: Seat, c: CardDef, i: number): boolean {
  const bf = s.battlefields[i]!;
  const occupied = s.units.some((u) => u.location === i);
  if (bf.controller === null && !occupied) return c.keywords?.toOpenBattlefield === true || s.units.some((u) => u.controller === seat && cardDef(u.card).keywords?.friendliesToOpenBattlefields === true);
  return bf.controller === other(seat) && occupied && c.keywords?.toOccupiedEnemyBattlefield === true;
}

/** Plays of one card now: one per location or target (355), if the runes can pay (357); `hidden`: from Hidden (811.1.b). */
function plays(s: RiftboundState, seat: Seat, objId: string, c: CardDef, from: string, hidden?: Facedown): PlayChoice[] {
  if (hidden !== undefined) return hiddenPlays(s, seat, objId, c, hidden);
  const extra = extraOf(c);
  if (extra === undefined) return basePlays(s, seat, objId, c, from, true);
  return withExtra(s, seat, objId, c, extra, basePlays(s, seat, objId, c, from, false));
}

/**
 * 357.2: a card with an additional cost — each play once paying it with each thing that may pay it
 * (a unit, a card), once without if it is optional; each only if the runes can pay what is left.
 */
function withExtra(s: RiftboundState, seat: Seat, objId: string, c: CardDef, extra: Extra, base: PlayChoice[]): PlayChoice[] {
  if (extra.anyNumberPowerLess === true) return withAnyNumber(s, seat, objId, c, extra, base);
  const objects = extra.pay === "power" ? [undefined] : extraObjects(s, seat, extra, objId);
  const words = (o: string | undefined): string =>
    extra.pay === "power" ? `paying 1 ${c.domain} Power more` : extra.pay === "discard" ? `discarding ${cardDef(s.players[seat]!.hand.find((x) => x.id === o)!.card).name}` : `${extra.pay === "kill" ? "killing" : extra.pay === "exhaust" ? "exhausting" : "spending the buff of"} ${unitName(s, o!)}`;
  return base.flatMap((d) => {
    const p = d.payload;
    const deflect = c.type === "spell" ? deflectFor(s, seat, p["target"] as string | undefined) + (p["second"] === p["target"] ? 0 : deflectFor(s, seat, p["second"] as string | undefined)) : 0;
    const cost = deflect > 0 ? withDeflect(c, deflect, s, seat) : costOf(c, s, seat);
    const out: PlayChoice[] = extra.optional && canPay(s, seat, c, cost) ? [d] : [];
    if (!canPay(s, seat, c, costWithExtra(extra, cost))) return out;
    for (const o of objects)
      out.push({ ...d, id: `${d.id}:extra${o === undefined ? "" : `:${o}`}`, label: `${d.label}, ${words(o)}`, rule: "riftbound:357.2", payload: { ...p, extra: true, ...(o === undefined ? {} : { extraObject: o }) } });
    return out;
  });
}

/**
 * 357.2: "you may spend any number of buffs / kill any number of friendly units as an additional cost.
 * Reduce my cost by [C] for each" (Kraken Hunter, Commander Ledros) — each play without, and once per
 * group of units up to its Power cost (a group larger reduces nothing more), if the runes can pay what is left.
 */
function withAnyNumber(s: RiftboundState, seat: Seat, objId: string, c: CardDef, extra: Extra, base: PlayChoice[]): PlayChoice[] {
  const verb = extra.pay === "kill" ? "killing" : "spending the buffs of";
  return base.flatMap((d) => {
    const p = d.payload;
    const cost = p["accelerate"] === true ? acceleratedCost(c, s, seat) : costOf(c, s, seat);
    const out: PlayChoice[] = canPay(s, seat, c, cost) ? [d] : [];
    for (const group of extraGroups(extraObjects(s, seat, extra, objId), cost.power)) {
      if (!canPay(s, seat, c, costWithExtra(extra, cost, group.length))) continue;
      out.push({ ...d, id: `${d.id}:extra:${group.join(":")}`, label: `${d.label}, ${verb} ${group.map((u) => unitName(s, u)).join(" and ")}`, rule: "riftbound:357.2", payload: { ...p, extra: true, extraObjects: group } });
    }
    return out;
  });
}

/** The plays of a card by where it goes or what it chooses; `check`: only those the runes can pay. */
function basePlays(s: RiftboundState, seat: Seat, objId: string, c: CardDef, from: string, check: boolean): PlayChoice[] {
  if (check && !canPay(s, seat, c)) return [];
  const base = { kind: "play", object: objId };
  if (c.type === "unit" || c.type === "champion") {
    // 359.2.c: to base, or to a battlefield its player controls.
    const out: PlayChoice[] = [{ ...base, id: `play:${objId}`, label: `Play ${c.name}${from} to base`, rule: "riftbound:359.2.c", payload: { kind: "play", object: objId } }];
    // Mageseeker Warden: an opponent's at a battlefield — units only to base.
    const baseOnly = wardenAgainst(s, seat);
    for (const [i, bf] of s.battlefields.entries())
      if (!baseOnly && (bf.controller === seat || mayPlayTo(s, seat, c, i))) out.push({ ...base, id: `play:${objId}:bf${i}`, label: `Play ${c.name}${from} to ${cardDef(bf.card).name}`, rule: "riftbound:359.2.c", payload: { kind: "play", object: objId, at: i } });
    // 805: Accelerate — the same plays paying [1] and 1 Power more, the unit entering ready.
    if (c.keywords?.accelerate === true && (!check || canPay(s, seat, c, acceleratedCost(c, s, seat))))
      for (const d of [...out])
        out.push({ ...d, id: `${d.id.split(":").length === 2 ? `${d.id}:base` : d.id}:accelerate`, label: `${d.label}, paying Accelerate (enters ready)`, rule: "riftbound:805.1.a", payload: { ...d.payload, accelerate: true } });
    return out;
  }
  if (c.type === "gear") return [{ ...base, id: `play:${objId}`, label: `Play ${c.name}`, rule: "riftbound:149.1", payload: { kind: "play", object: objId } }];
  const spell = moduleOf(c.id).spell;
  if (spell?.group !== undefined) return groupPlays(s, seat, objId, c, spell, undefined);
  // 355: one instruction N times, each choosing a unit (Icathian Rain) — chosen one by one once it is played (choose-each.ts); 358: not without a unit to choose.
  if (spell?.each !== undefined) return eachChoices(s, seat, c.id, []).length === 0 ? [] : [{ ...base, id: `play:${objId}:each`, label: `Play ${c.name}, choosing ${spell.each.count} units one by one`, rule: "riftbound:355", payload: { kind: "play", object: objId, each: true } }];
  if (spell?.target === undefined) return [{ ...base, id: `play:${objId}`, label: `Play ${c.name}`, rule: "riftbound:419", payload: { kind: "play", object: objId } }];
  // 358: a spell that needs a target cannot be played without one; 809.1.c: a target with Deflect costs Power more; 355.11: two targets.
  return targetPairs(spell, s, seat).flatMap(([u, v]) => {
    if (u === undefined) return [{ ...base, id: `play:${objId}`, label: `Play ${c.name} choosing no unit`, rule: "riftbound:355.13", payload: { kind: "play", object: objId } }];
    const deflect = deflectFor(s, seat, u) + (v === undefined || v === u ? 0 : deflectFor(s, seat, v));
    const p = { kind: "play", object: objId, target: u, ...(v === undefined ? {} : { second: v }) };
    const id = `play:${objId}:${u}${v === undefined ? "" : `:${v}`}`;
    const on = `Play ${c.name} on ${targetName(s, u)}${v === undefined ? "" : ` and ${targetName(s, v)}`}`;
    const rule = v === undefined ? "riftbound:355" : "riftbound:355.11";
    if (deflect === 0) return [{ ...base, id, label: on, rule, payload: p }];
    if (check && !canPay(s, seat, c, withDeflect(c, deflect, s, seat))) return [];
    return [{ ...base, id, label: `${on}, paying ${deflect} Power for Deflect`, rule: "riftbound:809.1.c", payload: p }];
  });
}

/** The plays of a spell by what it chooses (355), its cost not checked: an effect playing it from elsewhere asks another (Kai'Sa - Evolutionary). */
export const spellPlays = (s: RiftboundState, seat: Seat, objId: string, c: CardDef): PlayChoice[] => basePlays(s, seat, objId, c, "", false);

/** What a play's payload targets, for playCard: its target, second target or group of targets (355.5). */
export function playTargets(a: Payload): { target?: string; second?: string; targets?: string[] } {
  return {
    ...(a["target"] === undefined ? {} : { target: a["target"] as string }),
    ...(a["second"] === undefined ? {} : { second: a["second"] as string }),
    ...(a["targets"] === undefined ? {} : { targets: a["targets"] as string[] }),
  };
}

/** The objects a play's payload chooses, each once (a group, or its target and a different second). */
export function chosenTargets(a: Payload): readonly (string | undefined)[] {
  return (a["targets"] as string[] | undefined) ?? [a["target"] as string | undefined, a["second"] === a["target"] ? undefined : (a["second"] as string | undefined)];
}

/**
 * 811.1.b, 811.1.d: a facedown card played from Hidden ignoring its base cost — a unit to the
 * battlefield where it was hidden, a spell choosing among the options there (none: not playable).
 */
function hiddenPlays(s: RiftboundState, seat: Seat, objId: string, c: CardDef, f: Facedown): PlayChoice[] {
  const base = { kind: "play", object: objId };
  const from = ` from Hidden at ${where(s, f.battlefield)}`;
  // Mageseeker Warden: a hidden unit is played at its battlefield (811.1.d.1), which an opponent's Warden there or elsewhere forbids.
  if ((c.type === "unit" || c.type === "champion") && wardenAgainst(s, seat)) return [];
  if (c.type === "unit" || c.type === "champion") return [{ ...base, id: `play:${objId}:hidden`, label: `Play ${c.name}${from}`, rule: "riftbound:811.1.d.1", payload: { kind: "play", object: objId, hidden: true } }];
  // 811.1.d.1.a: hidden gear is played to that battlefield — and, unattached there, recalled to base at once (452.1).
  if (c.type === "gear") return [{ ...base, id: `play:${objId}:hidden`, label: `Play ${c.name}${from}`, rule: "riftbound:811.1.d.1.a", payload: { kind: "play", object: objId, hidden: true } }];
  if (c.type !== "spell") return [];
  const spell = moduleOf(c.id).spell;
  if (spell?.group !== undefined) return groupPlays(s, seat, objId, c, spell, f);
  if (spell?.target === undefined) return [{ ...base, id: `play:${objId}:hidden`, label: `Play ${c.name}${from}`, rule: "riftbound:811.1.b", payload: { kind: "play", object: objId, hidden: true } }];
  const there = (id: string | undefined) => id === undefined || hiddenChoices(s, [id], f.battlefield).length === 1;
  return targetPairs(spell, s, seat).flatMap(([u, v]) => {
    if (u === undefined || !there(u) || !there(v)) return [];
    const deflect = deflectFor(s, seat, u) + (v === undefined || v === u ? 0 : deflectFor(s, seat, v));
    if (deflect > 0 && !canPay(s, seat, c, { energy: 0, power: 0, anyPower: deflect })) return [];
    const on = `Play ${c.name}${from} on ${targetName(s, u)}${v === undefined ? "" : ` and ${targetName(s, v)}`}${deflect > 0 ? `, paying ${deflect} Power for Deflect` : ""}`;
    return [{ ...base, id: `play:${objId}:hidden:${u}${v === undefined ? "" : `:${v}`}`, label: on, rule: "riftbound:811.1.d.2", payload: { kind: "play", object: objId, hidden: true, target: u, ...(v === undefined ? {} : { second: v }) } }];
  });
}

/**
 * 355.11.a: a spell choosing a group (Fox-Fire: "any number of units at a battlefield with total Might
 * 4 or less") — one play per group the requirement allows, none included (355.13); from Hidden, only
 * groups at its battlefield (811.1.d.2); 809.1.c: each enemy with Deflect in it costs its Power more.
 */
function groupPlays(s: RiftboundState, seat: Seat, objId: string, c: CardDef, spell: Ability, hidden: Facedown | undefined): PlayChoice[] {
  const groups = targetGroups(spell.group!, s, seat).filter((g) => hidden === undefined || hiddenChoices(s, g, hidden.battlefield).length === g.length);
  const from = hidden === undefined ? "" : ` from Hidden at ${where(s, hidden.battlefield)}`;
  return groups.flatMap((g) => {
    const deflect = g.reduce((n, u) => n + deflectFor(s, seat, u), 0);
    const cost = hidden === undefined ? withDeflect(c, deflect, s, seat) : { energy: 0, power: 0, anyPower: deflect };
    if (deflect > 0 && !canPay(s, seat, c, cost)) return [];
    const on = g.length === 0 ? "choosing no unit" : `on ${g.map((u) => targetName(s, u)).join(", ")}`;
    const payload = { kind: "play", object: objId, targets: g, ...(hidden === undefined ? {} : { hidden: true }) };
    const id = `play:${objId}${hidden === undefined ? "" : ":hidden"}:group:${g.join(",")}`;
    return [{ kind: "play", object: objId, id, label: `Play ${c.name}${from} ${on}${deflect > 0 ? `, paying ${deflect} Power for Deflect` : ""}`, rule: "riftbound:355.11.a", payload }];
  });
}

function cardPlays(s: RiftboundState, seat: Seat, allowed: (c: CardDef) => boolean): Choice[] {
  const p = s.players[seat]!;
  // Brynhir Thundersong: "opponents can't play cards this turn."
  if (p.cantPlayCards === true) return [];
  const out: Choice[] = [];
  for (const obj of p.hand) {
    const c = cardDef(obj.card);
    if (allowed(c)) out.push(...plays(s, seat, obj.id, c, ""));
  }
  // 108.3.d: the Chosen Champion is played from the Champion zone.
  for (const obj of p.champion) {
    const c = cardDef(obj.card);
    if (allowed(c)) out.push(...plays(s, seat, obj.id, c, " from the Champion zone"));
  }
  // 811.6: a facedown card has Reaction, whatever the question.
  for (const f of playableFacedown(s, seat)) out.push(...plays(s, seat, f.id, cardDef(f.card), "", f));
  return out;
}

/**
 * 163.2: each Basic Rune's Reaction Add abilities, usable whenever its controller may act (429.3):
 * exhaust a ready rune for 1 Energy, recycle a rune for 1 Power of its domain. Runes of one card are
 * interchangeable, so one decision per card: the first ready rune to exhaust, and the rune to
 * recycle (an exhausted one first).
 */
function runeAdds(s: RiftboundState, seat: Seat, onChain = false): Choice[] {
  const runes = s.players[seat]!.runes;
  const out: Choice[] = [];
  const seen = new Set<string>();
  for (const r of runes) {
    if (r.exhausted || seen.has(r.card)) continue;
    seen.add(r.card);
    out.push({ id: `energy:${r.id}`, label: `Exhaust ${cardDef(r.card).name}: add 1 Energy`, kind: "activate", rule: "riftbound:163.2.a", object: r.id, payload: { kind: "energy", rune: r.id } });
  }
  for (const cardId of new Set(runes.map((r) => r.card))) {
    const domain = cardDef(cardId).domain;
    const r = runeToRecycle(runes.filter((x) => x.card === cardId), domain)!;
    out.push({ id: `power:${r.id}`, label: `Recycle ${cardDef(r.card).name}${r.exhausted ? " (exhausted)" : ""}: add 1 ${domain} Power`, kind: "activate", rule: "riftbound:163.2.b", object: r.id, payload: { kind: "power", rune: r.id } });
  }
  // 429: gear's and legends' "[E]: [Reaction] — [Add] …" ([Legion]: once another card was played this turn, 812).
  const p = s.players[seat]!;
  for (const src of [p.legend, ...p.gear, ...s.units.filter((u) => u.controller === seat)]) {
    const adds = moduleOf(src.card).adds;
    if (adds === undefined || src.exhausted || (adds.legion === true && p.playedThisTurn === 0) || (adds.action === true && onChain)) continue;
    const what = addsText(adds);
    out.push(...withKillCost(s, seat, adds, src.id, { id: `add:${src.id}`, label: `Exhaust ${cardDef(src.card).name}: add ${what}`, kind: "activate", rule: "riftbound:429", object: src.id, payload: { kind: "add", source: src.id } }));
  }
  // Heimerdinger - Inventor: the "[E]: [Add] …" abilities of friendly legends, units and gear are his too (once per card).
  for (const h of s.units) {
    if (h.controller !== seat || h.exhausted || cardDef(h.card).keywords?.hasFriendlyExhaustAbilities !== true) continue;
    const cards = new Set([p.legend, ...p.gear, ...s.units.filter((u) => u.controller === seat && u.id !== h.id)].filter((x) => moduleOf(x.card).adds !== undefined).map((x) => x.card));
    for (const card of cards) {
      const adds = moduleOf(card).adds!;
      if ((adds.legion === true && p.playedThisTurn === 0) || (adds.action === true && onChain)) continue;
      out.push(...withKillCost(s, seat, adds, h.id, { id: `add:${h.id}:as:${card}`, label: `Exhaust ${cardDef(h.card).name}: add ${addsText(adds)} (${cardDef(card).name}'s ability)`, kind: "activate", rule: "riftbound:429", object: h.id, payload: { kind: "add", source: h.id, borrowed: card } }));
    }
  }
  return out;
}

/**
 * Malzahar - Fanatic: "Kill a friendly unit or gear, [E]: … [Add] …" — the Add once per friendly unit or gear
 * (other than the permanent exhausted) that may be killed as its cost (357, 428); none, not offered.
 */
function withKillCost(s: RiftboundState, seat: Seat, adds: { readonly killFriendly?: true }, source: string, choice: PlayChoice): PlayChoice[] {
  if (adds.killFriendly !== true) return [choice];
  const units = s.units.filter((u) => u.controller === seat && u.id !== source).map((u) => ({ id: u.id, name: unitName(s, u.id) }));
  const gear = s.players[seat]!.gear.filter((g) => g.id !== source).map((g) => ({ id: g.id, name: cardDef(g.card).name }));
  return [...units, ...gear].map((x) => ({ ...choice, id: `${choice.id}:kill:${x.id}`, label: `${choice.label}, killing ${x.name}`, rule: "riftbound:357", payload: { ...choice.payload, kill: x.id } }));
}

const pass = (chain: boolean): Choice => ({ id: "pass", label: chain ? "Pass priority" : "Pass focus", kind: "pass", rule: chain ? "riftbound:339" : "riftbound:347", payload: { kind: "pass" } });

/** 313, 813: on a chain (a closed state) only Reactions. */
export const priorityChoices = (s: RiftboundState, a: Asking): Choice[] => [...cardPlays(s, a.seat, isReaction), ...runeAdds(s, a.seat, true), pass(true)];

/** 347, 806: with focus in a showdown, Action and Reaction cards. */
export const focusChoices = (s: RiftboundState, a: Asking): Choice[] => [...cardPlays(s, a.seat, (c) => isAction(c) || isReaction(c)), ...runeAdds(s, a.seat), pass(false)];

/** "A, B and C". */
const andList = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]!}`);

/**
 * The ways to choose `n` cards of a trash (416.6): once per combination of names (two copies of a
 * name are the same choice), each as the ids of the first copies of those names, names in trash order.
 */
export function trashPicks(trash: readonly { readonly id: string; readonly card: string }[], n: number): string[][] {
  const copies = new Map<string, string[]>();
  for (const x of trash) copies.set(x.card, [...(copies.get(x.card) ?? []), x.id]);
  const names = [...copies.values()];
  const out: string[][] = [];
  const grow = (from: number, chosen: readonly string[]): void => {
    if (chosen.length === n) {
      out.push([...chosen]);
      return;
    }
    for (let i = from; i < names.length; i++) for (let k = 1; k <= Math.min(names[i]!.length, n - chosen.length); k++) grow(i + 1, [...chosen, ...names[i]!.slice(0, k)]);
  };
  grow(0, []);
  return out;
}

/** 316.2: the turn player's Main Phase in a Neutral Open state. */
export function mainChoices(s: RiftboundState, a: Asking): Choice[] {
  const seat = a.seat;
  const p = s.players[seat]!;
  const out = cardPlays(s, seat, () => true);
  // 421, 811.1.b: hiding a card is a discretionary action of the turn player's Open State.
  out.push(...hideChoices(s, seat));
  // 174, 377: the legend's, gear's and units' "[N], [E]: …" abilities, if their costs can be paid (ready for [E]; a buff to spend; cards in the trash).
  const sources = [p.legend, ...p.gear, ...s.units.filter((u) => u.controller === seat)];
  // Heimerdinger - Inventor: "I have all [E] abilities of all friendly legends, units, and gear." — each (once per card) his own, exhausting him.
  const borrowed = s.units
    .filter((u) => u.controller === seat && cardDef(u.card).keywords?.hasFriendlyExhaustAbilities === true)
    .flatMap((h) => [...new Set(sources.filter((x) => x.id !== h.id && moduleOf(x.card).activated !== undefined && moduleOf(x.card).activated!.noExhaust !== true).map((x) => x.card))].map((card) => ({ src: h, card })));
  for (const { src, card } of [...sources.map((x) => ({ src: x, card: x.card })), ...borrowed]) {
    const ability = moduleOf(card).activated;
    if (ability === undefined || (ability.noExhaust !== true && src.exhausted)) continue;
    if (p.runes.filter((r) => !r.exhausted).length + p.pool.energy < ability.cost) continue;
    if ((ability.power ?? 0) > 0 && !canPay(s, seat, cardDef(card), { energy: ability.cost, power: ability.power! })) continue;
    const unit = "location" in src ? (src as Unit) : undefined;
    if (ability.spendMyBuff === true && unit?.buffed !== true) continue;
    if (ability.atBattlefield === true && (unit === undefined || unit.location === "base")) continue;
    if (ability.recycleFromTrash !== undefined && p.trash.length < ability.recycleFromTrash) continue;
    if (ability.legion === true && p.playedThisTurn === 0) continue;
    if (ability.discard !== undefined && p.hand.length < ability.discard) continue;
    // "Discard 1" (Unlicensed Armory): each activation below once per name in hand, discarding it (357).
    const from = out.length;
    // A borrowed ability names its card, in its id and payload too; a card's own is as it always was.
    const lent = card === src.card ? undefined : card;
    const verb = `${cardDef(src.card).name}: ${ability.verb}${lent === undefined ? "" : ` (${cardDef(lent).name}'s ability)`}`;
    const as = lent === undefined ? "" : `:as:${lent}`;
    const more = lent === undefined ? {} : { borrowed: lent };
    const choice = { kind: "activate", rule: "riftbound:377", object: src.id };
    // 355: "Choose one [you've not chosen this turn] —" — one activation per mode and target (358: a mode without a legal target is not offered).
    if (ability.modes !== undefined) {
      const used = unit?.modesThisTurn ?? [];
      for (const [k, mode] of ability.modes.entries()) {
        if (ability.eachModeOncePerTurn === true && used.includes(k)) continue;
        const head = `${verb} to ${mode.words}`;
        if (mode.target === undefined) out.push({ ...choice, id: `activate:${src.id}${as}:mode${k}`, label: head, payload: { ...more, kind: "activate", source: src.id, mode: k } });
        else for (const u of mode.target.pick(s, seat, src.id)) out.push({ ...choice, id: `activate:${src.id}${as}:mode${k}:${u}`, label: `${head}: ${targetName(s, u)}`, payload: { ...more, kind: "activate", source: src.id, mode: k, target: u } });
      }
      continue;
    }
    // "Recycle N from your trash": one activation per choice of N cards that may be recycled (by name, 416.6).
    if (ability.recycleFromTrash !== undefined && ability.target === undefined) {
      for (const ids of trashPicks(p.trash, ability.recycleFromTrash))
        out.push({ ...choice, id: `activate:${src.id}${as}:recycle:${ids.join(":")}`, label: `${verb}, recycling ${andList(ids.map((id) => cardDef(p.trash.find((x) => x.id === id)!.card).name))} from the trash`, payload: { ...more, kind: "activate", source: src.id, recycle: ids } });
      continue;
    }
    if (ability.target === undefined) out.push({ ...choice, id: `activate:${src.id}${as}`, label: verb, payload: { ...more, kind: "activate", source: src.id } });
    // 355.11: a second choice (Yasuo - Unforgiven: a unit and where it moves).
    else
      for (const [u, v] of targetPairs(ability, s, seat, src.id))
        if (u !== undefined)
          out.push({ ...choice, id: `activate:${src.id}${as}:${u}${v === undefined ? "" : `:${v}`}`, label: `${verb} ${targetName(s, u)}${v === undefined ? "" : ` to ${targetName(s, v)}`}`, payload: { ...more, kind: "activate", source: src.id, target: u, ...(v === undefined ? {} : { second: v }) } });
    if (ability.discard !== undefined) {
      const made = out.splice(from);
      const seen = new Set<string>();
      for (const c of p.hand.filter((x) => !seen.has(x.card) && seen.add(x.card)))
        for (const d of made) out.push({ ...d, id: `${d.id}:discard:${c.id}`, label: `${d.label}, discarding ${cardDef(c.card).name}`, payload: { ...(d.payload as Payload), discard: c.id } });
    }
  }
  // 144: the Standard Move — exhaust ready units to move base ↔ battlefield (battlefield ↔ battlefield with Ganking, 810).
  const ready = s.units.filter((u) => u.controller === seat && !u.exhausted);
  const locations: Location[] = ["base", ...s.battlefields.map((_, i) => i)];
  for (const u of ready) {
    for (const to of locations) {
      if (to === u.location) continue;
      if (u.location !== "base" && to !== "base" && keywordsOf(s, u).ganking !== true) continue;
      if (to === "base" && cantLeaveForBase(s, u.location)) continue;
      out.push({ id: `move:${u.id}:${dest(to)}`, label: `Move ${unitName(s, u.id)} to ${where(s, to)}`, kind: "move", rule: "riftbound:144", object: u.id, payload: { kind: "move", units: [u.id], to } });
    }
  }
  for (const from of locations) {
    const here = ready.filter((u) => u.location === from);
    if (here.length < 2) continue;
    for (const to of locations) {
      if (to === from || (from !== "base" && to !== "base")) continue;
      if (to === "base" && cantLeaveForBase(s, from)) continue;
      out.push({ id: `moveall:${dest(from)}:${dest(to)}`, label: `Move all ${here.length} ready units at ${where(s, from)} to ${where(s, to)}`, kind: "move", rule: "riftbound:144", payload: { kind: "move", units: here.map((u) => u.id), to } });
    }
  }
  out.push(...runeAdds(s, seat));
  out.push({ id: "end", label: "End turn", kind: "pass", rule: "riftbound:316.6", payload: { kind: "end" } });
  return out;
}

/** A friendly unit or gear killed as a cost (357, 428): a unit's Deathknell and the gear's "when this is killed" trigger as ever. */
function killAsCost(w: RbWork, seat: Seat, id: string, source: string): void {
  const g = w.s.players[seat]!.gear.find((x) => x.id === id);
  if (g === undefined) return killBy(w, id, "357", source);
  w.log(`${source}: ${w.cardName(g.card)} is killed`, "357");
  gearLeft(w, seat, w.removeGear(seat, id, "trash"), true);
}

/** The answer to a main, priority or focus question: what its payload says, done. */
export function actStep(w: RbWork, step: QueuedStep): void {
  const a = step["answer"] as Payload;
  const seat = step["seat"] as Seat;
  switch (a.kind) {
    case "play":
      if (a["each"] === true) return void w.next({ step: "choose-each", seat, object: a["object"] as string });
      return playCard(w, seat, a["object"] as string, {
        ...(a["at"] === undefined ? {} : { at: a["at"] as number }),
        ...playTargets(a),
        ...(a["extra"] === true ? { extra: a["extraObjects"] !== undefined ? { objects: a["extraObjects"] as string[] } : a["extraObject"] === undefined ? {} : { object: a["extraObject"] as string } } : {}),
        ...(a["accelerate"] === true ? { accelerate: true } : {}),
        ...(a["hidden"] === true ? { hidden: true } : {}),
      });
    case "hide":
      return hide(w, seat, a["object"] as string, a["at"] as number, a["energy"] === true, a["free"] === true);
    case "energy": {
      const rune = a["rune"] as string;
      addEnergy(w, seat, rune);
      w.log(`${w.name(seat)} exhausts ${w.cardName(w.s.players[seat]!.runes.find((r) => r.id === rune)!.card)}: adds 1 Energy`, "163.2.a");
      return;
    }
    case "power": {
      const rune = w.s.players[seat]!.runes.find((r) => r.id === a["rune"])!;
      addPower(w, seat, rune.id);
      w.log(`${w.name(seat)} recycles ${w.cardName(rune.card)}: adds 1 ${cardDef(rune.card).domain} Power`, "163.2.b");
      return;
    }
    case "add": {
      const source = a["source"] as string;
      const p = w.s.players[seat]!;
      const card = (p.legend.id === source ? p.legend : (p.gear.find((g) => g.id === source) ?? w.s.units.find((u) => u.id === source)!)).card;
      // "Kill a friendly unit or gear" (Malzahar - Fanatic): the cost paid with the [E] (357, 428).
      if (a["kill"] !== undefined) killAsCost(w, seat, a["kill"] as string, w.cardName(card));
      return addFromPermanent(w, seat, source, moduleOf((a["borrowed"] as string | undefined) ?? card).adds!);
    }
    case "activate":
      return activate(w, seat, a["source"] as string, a["target"] as string | undefined, a["second"] as string | undefined, a["recycle"] as string[] | undefined, a["mode"] as number | undefined, a["borrowed"] as string | undefined, a["discard"] as string | undefined);
    case "move":
      return moveUnits(w, seat, a["units"] as string[], a["to"] as Location);
    case "pass":
      if (w.s.chain.length > 0) {
        w.set("chainPasses", w.s.chainPasses + 1);
        w.set("priority", other(seat));
        if (w.s.chainPasses >= 2) resolveTop(w);
      } else passFocus(w);
      return;
    case "end":
      return endTurn(w);
  }
}
