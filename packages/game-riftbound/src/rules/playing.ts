import type { Seat } from "@tablecast/engine";
import { cardDef } from "../cards";
import { moduleOf } from "../cards/index";
import type { Location } from "../state";
import { acceleratedCost, costOf, deflectFor, entersReadyIf, withDeflect, type Cost } from "../values";
import { costWithExtra, extraOf, type Extra } from "../extras";
import type { RbWork } from "../work";
import { CHAIN } from "../zones";
import { cleanup, killBy } from "./cleanup";
import { discarded } from "./discard";
import { pay } from "./costs";
import { takeFacedown } from "./hidden";
import { where } from "./names";
import { stageShowdowns } from "./showdown";
import { addToChain, fire, fireOwn, gearLeft } from "./triggers";

/** 811.1.b: from Hidden a card is played ignoring its base cost; additional costs such as Deflect's stay (809.1.c). */
const hiddenCost = (deflect: number): Cost => (deflect === 0 ? { energy: 0, power: 0 } : { energy: 0, power: 0, anyPower: deflect, forDeflect: true });

/** How a card is played (355, 359.2.c, 805): a battlefield for a unit, a target for a spell, Accelerate paid. */
export interface PlayOptions {
  readonly at?: number;
  readonly target?: string;
  /** A second target (355.11). */
  readonly second?: string;
  /** A group of targets (355.11). */
  readonly targets?: readonly string[];
  readonly accelerate?: boolean;
  /** 811.1.b: played from Hidden — the object is a facedown card of the player's. */
  readonly hidden?: boolean;
  /** 357.2: its additional cost paid — with this unit or card, if it takes one (extras.ts). */
  readonly extra?: { readonly object?: string; /** "any number of" (Kraken Hunter, Commander Ledros). */ readonly objects?: readonly string[] };
  /** Played from the player's trash by an effect (The Harrowing), ignoring its Energy cost or its whole cost. */
  readonly fromTrash?: { readonly ignore: "energy" | "cost" };
  /** Played by an effect from the player's Banishment or Main Deck (Portal Rescue, Reinforce, Dazzling Aurora; 427, rules/play-from.ts). */
  readonly from?: PlayedFrom;
  /** "Then recycle it." (Kai'Sa - Evolutionary): a spell recycled once it resolves (416). */
  readonly recycleAfter?: true;
}

/** Where an effect plays a card from, and what it does to its cost: "ignoring its cost", or "reducing its cost by [N]" (356.4). */
export interface PlayedFrom {
  /** "hand": a card an effect plays from its player's hand ignoring its cost (Ava Achiever). */
  readonly zone: "banishment" | "deck" | "trash" | "hand";
  /** Whose zone, when not the player's own (Blind Fury plays an opponent's card, 106: they still own it). */
  readonly owner?: Seat;
  /** "ignoring its cost", or "ignoring Energy costs" (Promising Future: its Power still paid). */
  readonly ignore?: "cost" | "energy";
  readonly energyLess?: number;
  /** "play me for [A]" (Nocturne - Horrifying): its Base Costs replaced by this many Power of any domain (356.1.a). */
  readonly forAnyPower?: number;
}

/** The cost of a card an effect plays from the Banishment or the deck: nothing, or its Energy less N (to 0, 356.4) and its Power. */
export function playedFromCost(w: Pick<RbWork, "s">, seat: Seat, c: ReturnType<typeof cardDef>, from: PlayedFrom): Cost {
  if (from.ignore === "cost") return { energy: 0, power: 0 };
  if (from.forAnyPower !== undefined) return { energy: 0, power: 0, anyPower: from.forAnyPower };
  const cost = costOf(c, w.s, seat);
  if (from.ignore === "energy") return { ...cost, energy: 0 };
  return { ...cost, energy: Math.max(0, cost.energy - (from.energyLess ?? 0)) };
}

/** 809.1.c: a spell played by an effect (from the trash, or ignoring its cost) choosing enemy units with Deflect still pays that Power (of any domain). */
export const withDeflectOwed = (cost: Cost, deflect: number): Cost => (deflect === 0 ? cost : { ...cost, anyPower: (cost.anyPower ?? 0) + deflect, forDeflect: true });

/** A card played from the trash: "ignoring its Energy cost" leaves its Power to pay (its domain's, or any for a card of two); "ignoring its cost", nothing. */
export function trashCost(w: Pick<RbWork, "s">, seat: Seat, c: ReturnType<typeof cardDef>, ignore: "energy" | "cost"): Cost {
  return ignore === "cost" ? { energy: 0, power: 0 } : { ...costOf(c, w.s, seat), energy: 0 };
}

/** 349–359: play a card from the hand or the Champion zone (108.3.d), paying its cost (357). */
export function playCard(w: RbWork, seat: Seat, objId: string, o: PlayOptions): void {
  // 811.1.b: from Hidden, at the battlefield where it was hidden (811.1.d), its face revealed (421.4).
  const facedown = o.hidden === true ? takeFacedown(w, seat, objId) : undefined;
  const fromTrash = o.fromTrash;
  const from = o.from;
  const fromChampion = facedown === undefined && fromTrash === undefined && from === undefined && w.s.players[seat]!.champion.some((c) => c.id === objId);
  const obj = facedown ?? w.take(from?.owner ?? seat, from !== undefined ? from.zone : fromTrash !== undefined ? "trash" : fromChampion ? "champion" : "hand", objId);
  // 106: a card of another player's played by this one — they control it, its owner keeps it.
  const owner = from?.owner !== undefined && from.owner !== seat ? { owner: from.owner } : {};
  const c = cardDef(obj.card);
  const hiddenAt = facedown?.battlefield;
  // 805.1.a: Accelerate is an optional additional cost, [1] and 1 Power of the unit's domain.
  const accelerated = o.accelerate === true;
  // 809.1.c: a spell choosing an enemy unit with Deflect costs that much Power (any domain) more.
  const deflect =
    c.type !== "spell" ? 0 : o.targets !== undefined ? [...new Set(o.targets)].reduce((n, u) => n + deflectFor(w.s, seat, u), 0) : deflectFor(w.s, seat, o.target) + (o.second === o.target ? 0 : deflectFor(w.s, seat, o.second));
  const printed = from !== undefined ? withDeflectOwed(playedFromCost(w, seat, c, from), deflect) : fromTrash !== undefined ? withDeflectOwed(trashCost(w, seat, c, fromTrash.ignore), deflect) : facedown !== undefined ? hiddenCost(deflect) : accelerated ? acceleratedCost(c, w.s, seat) : deflect > 0 ? withDeflect(c, deflect, w.s, seat) : costOf(c, w.s, seat);
  // 357.2: an additional cost, paid as it is played.
  const extra = o.extra === undefined ? undefined : extraOf(c);
  const paidWith = o.extra?.objects ?? [o.extra?.object];
  if (extra !== undefined) for (const object of paidWith) payExtra(w, seat, c.name, extra, object);
  const cost = extra === undefined ? printed : costWithExtra(extra, printed, paidWith.length);
  // 356.4: what the discounts took off.
  if (facedown === undefined && fromTrash === undefined && from?.ignore === undefined && from?.forAnyPower === undefined && cost.energy < (c.cost ?? 0) + (accelerated ? 1 : 0)) w.log(`${c.name} costs ${(c.cost ?? 0) + (accelerated ? 1 : 0) - cost.energy} Energy less`, "356.4");
  pay(w, seat, c, cost);
  // Raging Firebrand, Sun Disc: "the next spell / unit you play this turn …" — used by this card.
  if (c.type === "spell" && w.s.players[seat]!.nextSpellLess !== undefined) delete w.player(seat).nextSpellLess;
  // Ravenborn Tome (391): the Bonus Damage waiting goes with this spell.
  const bonusDamage = c.type === "spell" ? w.s.players[seat]!.nextSpellBonus : undefined;
  if (bonusDamage !== undefined) delete w.player(seat).nextSpellBonus;
  const nextUnitReady = (c.type === "unit" || c.type === "champion") && w.s.players[seat]!.nextUnitEntersReady === true;
  if (nextUnitReady) delete w.player(seat).nextUnitEntersReady;
  w.log(
    `${w.name(seat)} plays ${c.name}${fromChampion ? " from the Champion zone" : ""}${fromTrash === undefined ? "" : ` from their trash, ignoring its ${fromTrash.ignore === "cost" ? "cost" : "Energy cost"}`}${from === undefined ? "" : ` from ${from.owner !== undefined && from.owner !== seat ? `${w.name(from.owner)}'s` : "their"} ${from.zone === "deck" ? "Main Deck" : from.zone === "trash" ? "trash" : from.zone === "hand" ? "hand" : "Banishment"}${from.ignore === "cost" ? ", ignoring its cost" : from.ignore === "energy" ? ", ignoring its Energy cost" : from.forAnyPower !== undefined ? ` for ${from.forAnyPower} Power of any domain` : ""}`}${facedown !== undefined ? ` from Hidden at ${where(w.s, facedown.battlefield)}, ignoring its cost` : ""}${accelerated ? ", paying its Accelerate cost" : ""}`,
    accelerated ? "805.1.a" : facedown !== undefined ? "811.1.b" : from?.forAnyPower !== undefined ? "356.1.a" : "419",
  );
  // 812: Legion looks at cards played before this one this turn.
  const p = w.player(seat);
  const legion = p.playedThisTurn > 0;
  p.playedThisTurn += 1;
  // "When you play a …" of the player's other permanents and legend (383.3): they wait with the card's own play effects.
  const played = { card: c.id, object: obj.id, nth: p.playedThisTurn, ...(facedown === undefined ? {} : { fromHidden: true as const }) };
  const watchers = [...w.s.units.filter((u) => u.controller === seat), ...w.s.players[seat]!.gear, w.s.players[seat]!.legend];
  const announce = () => {
    for (const x of watchers) fire(w, "card-played", seat, x.card, x.id, { played });
  };
  if (c.type === "unit" || c.type === "champion") {
    // 359.2.c: a unit enters the board exhausted at the chosen location (base, or a battlefield its
    // player controls) — ready if Accelerate was paid (805.6).
    // 811.1.d.1: a hidden permanent is played to the battlefield where it was hidden.
    const at: Location = hiddenAt ?? o.at ?? "base";
    w.enterUnit(seat, obj, at, false, accelerated || c.keywords?.entersReady === true || p.unitsEnterReady === true || nextUnitReady || entersReadyIf(w.s, seat, c));
    if (owner.owner !== undefined) w.unit(obj.id)!.owner = owner.owner;
    // 383.4.a.2: play effects go on the chain after the unit enters the board (811.1.d.2: choosing there if played from Hidden).
    fire(w, "play", seat, c.id, obj.id, { legion, ...(hiddenAt === undefined ? {} : { hiddenAt }), ...(extra === undefined ? {} : { extraPaid: true }) });
    announce();
    cleanup(w);
    // 359.2.c: a unit played to a battlefield its player does not control (an open one, Sai Scout;
    // an occupied enemy one, Deadbloom Predator) contests it like a move (323.9–323.13).
    if (at !== "base" && w.s.battlefields[at]!.controller !== seat) stageShowdowns(w);
    return;
  }
  if (c.type === "gear") {
    // 149.1: gear enters ready in base (811.1.d.1.a, 452.1: from Hidden at a battlefield, recalled there in the next Cleanup).
    if (hiddenAt !== undefined) w.log(`${c.name} is recalled to ${w.name(seat)}'s base`, "452.1");
    p.gear.push({ id: obj.id, card: obj.card, controller: seat, ...owner, exhausted: c.keywords?.entersExhausted === true });
    if (c.keywords?.entersExhausted === true) w.prop(obj.id, "exhausted", true);
    w.emit({ type: "move", obj: obj.id, card: obj.card, to: w.zones.id("base", seat) });
    // 383.4.a: a permanent's "When you play this" (Spirit's Refuge).
    fire(w, "play", seat, c.id, obj.id, { legion });
    announce();
    return;
  }
  // 359.3: a spell lingers on the chain so others can react; its controller keeps priority.
  if (w.s.chain.length === 0) w.set("chainByTrigger", false);
  w.set("chain", [...w.s.chain, { id: obj.id, card: obj.card, controller: seat, ...owner, ability: "spell", spell: true, label: c.name, ...(hiddenAt === undefined ? {} : { hiddenAt }), ...(o.target === undefined ? {} : { target: o.target }), ...(o.second === undefined ? {} : { second: o.second }), ...(o.targets === undefined ? {} : { targets: o.targets }), ...(extra === undefined ? {} : { extraPaid: true }), ...(bonusDamage === undefined ? {} : { bonusDamage }), ...(o.recycleAfter === true ? { recycleAfter: true } : {}) }]);
  w.emit({ type: "move", obj: obj.id, card: obj.card, to: CHAIN });
  w.emit({ type: "chain", op: "push", obj: obj.id, label: c.name });
  w.set("priority", seat);
  w.set("chainPasses", 0);
  announce();
  choseFriendlyUnitsHere(w, seat, [o.target, o.second, ...(o.targets ?? [])]);
}

/** The Dreaming Tree: a spell chose friendly units at battlefields — each such battlefield's ability, the first time this turn for the player (remembered until the turn ends). */
function choseFriendlyUnitsHere(w: RbWork, seat: Seat, chosen: readonly (string | undefined)[]): void {
  for (const [i, bf] of w.s.battlefields.entries()) {
    if (!chosen.some((id) => w.s.units.some((u) => u.id === id && u.controller === seat && u.location === i))) continue;
    fire(w, "friendly-chosen-here", seat, bf.card, bf.id, { at: i });
    const was = w.s.players[seat]!.choseFriendlyHere ?? [];
    if (!was.includes(bf.id)) w.player(seat).choseFriendlyHere = [...was, bf.id];
  }
}

/** 377: "[N], [E]: …" — pay the Energy (357) and exhaust the gear or legend (414.4); the ability goes on the chain. */
export function activate(w: RbWork, seat: Seat, sourceId: string, target: string | undefined, second?: string, recycle?: readonly string[], mode?: number, borrowed?: string, discard?: string): void {
  const p = w.player(seat);
  const unit = w.unit(sourceId);
  const source = unit ?? (p.legend.id === sourceId ? p.legend : p.gear.find((x) => x.id === sourceId)!);
  const def = cardDef(source.card);
  // Heimerdinger - Inventor: another friendly card's [E] ability, his own — its card says what it does and costs.
  const abilityCard = borrowed ?? source.card;
  const ability = moduleOf(abilityCard).activated!;
  if (ability.cost > 0 || (ability.power ?? 0) > 0) pay(w, seat, cardDef(abilityCard), { energy: ability.cost, power: ability.power ?? 0 });
  if (ability.noExhaust !== true) {
    w.setExhausted(unit ?? (w.player(seat).legend.id === sourceId ? w.player(seat).legend : w.player(seat).gear.find((x) => x.id === sourceId)!), true);
    w.log(`${w.name(seat)} exhausts ${def.name}`, "377");
  }
  // "Discard 1, [E]: …" (Unlicensed Armory): the card discarded as the cost (357); "When you discard" abilities trigger (383).
  if (discard !== undefined) {
    const obj = w.take(seat, "hand", discard);
    const now = w.put(seat, obj, "trash");
    w.log(`${w.name(seat)} discards ${w.cardName(obj.card)} to use ${def.name}'s ability`, "357");
    discarded(w, seat, [now]);
  }
  // "Kill this: …" (Forge of the Future): the gear is killed as the cost (428); its own abilities on that trigger.
  if (ability.killThis === true) {
    w.log(`${w.name(seat)} kills ${def.name} to use its ability`, "428");
    gearLeft(w, seat, w.removeGear(seat, sourceId, "trash"), true);
  }
  // 702.2.b: "Spend my buff".
  if (ability.spendMyBuff === true && unit !== undefined) {
    w.spendBuff(unit);
    w.log(`${w.name(seat)} spends ${def.name}'s buff`, "702.2.b");
  }
  // 416: "Recycle N from your trash" — to the bottom of the Main Deck, two or more in a random order (416.5).
  for (const id of (recycle ?? []).length > 1 ? w.shuffle(recycle!) : (recycle ?? [])) {
    const obj = w.take(seat, "trash", id);
    w.put(seat, obj, "deck", true);
    w.log(`${w.name(seat)} recycles ${w.cardName(obj.card)} from their trash`, "416");
  }
  if ((recycle ?? []).length > 0) fireOwn(w, "recycle", seat);
  // 355: the mode chosen (Udyr - Wildman: "you've not chosen this turn" — remembered on the unit until the turn ends).
  const chosen = mode === undefined ? undefined : ability.modes?.[mode];
  if (chosen !== undefined && ability.eachModeOncePerTurn === true && unit !== undefined) unit.modesThisTurn = [...(unit.modesThisTurn ?? []), mode!];
  // 376–381: an activated ability is not a trigger (429.2 aside); its controller keeps priority.
  addToChain(w, seat, abilityCard, chosen === undefined ? "activated" : `activated:${mode!}`, `${def.name}: ${chosen !== undefined ? chosen.words : `${ability.noExhaust === true ? "" : "[E] "}ability`}${borrowed === undefined ? "" : ` (${cardDef(borrowed).name}'s)`}`, "377", { self: sourceId, ...(target === undefined ? {} : { target }), ...(second === undefined ? {} : { second }) });
  w.set("chainByTrigger", false);
}

/** 357.2: pays an additional cost — a friendly unit killed or exhausted, a buff spent (702.2.b), a card discarded (Power is paid with the rest). */
function payExtra(w: RbWork, seat: Seat, name: string, extra: Extra, object: string | undefined): void {
  if (extra.pay === "power" || object === undefined) return;
  if (extra.pay === "discard") {
    const obj = w.take(seat, "hand", object);
    const now = w.put(seat, obj, "trash");
    w.log(`${w.name(seat)} discards ${w.cardName(obj.card)} to play ${name}`, "357.2");
    discarded(w, seat, [now]);
    return;
  }
  const u = w.unit(object)!;
  if (extra.pay === "kill") {
    w.log(`${w.name(seat)} kills ${w.cardName(u.card)} to play ${name}`, "357.2");
    killBy(w, u.id, "357.2", name);
    return;
  }
  if (extra.pay === "exhaust") {
    w.setExhausted(u, true);
    w.log(`${w.name(seat)} exhausts ${w.cardName(u.card)} to play ${name}`, "357.2");
    return;
  }
  w.spendBuff(u);
  w.log(`${w.name(seat)} spends ${w.cardName(u.card)}'s buff to play ${name}`, "702.2.b");
}
