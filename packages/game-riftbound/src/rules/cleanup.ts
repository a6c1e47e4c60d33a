import { card, cardDef } from "../cards";
import type { Responsible, RiftboundState, Unit } from "../state";
import { canPay, mightOf, unitsAt } from "../values";
import { pay } from "./costs";
import type { RbWork } from "../work";
import { winCheck } from "./ending";
import { removeLostFacedown } from "./hidden";
import { fire, gearLeft } from "./triggers";

/** 428: a unit is killed by a Kill instruction (428.1.a.1): it leaves the board, and its Deathknell triggers (808). */
export function kill(w: RbWork, u: Unit): void {
  killTogether(w, [u], true);
}

/**
 * Units killed in one game action (a cleanup's lethal damage, 323.3) leave the board together, then
 * their Deathknells (808) and the board's "when a friendly unit dies" abilities trigger — a
 * permanent leaving at the same time does not see them (383.2.c.2).
 */
export function killTogether(w: RbWork, killed: readonly Unit[], instruction = false): void {
  // 369–375: a "would die … instead" its controller may apply (Sett - The Boss, Unlicensed Armory) is asked
  // first (rules/would-die.ts): the unit waits on the board for the answer, then this kill goes on for it.
  const undecided = killed.filter((u) => u.deathChoice === undefined && optionalReplacements(w.s, u).length > 0);
  if (undecided.length > 0) askWouldDie(w, undecided.map((u) => u.id), { kill: true, instruction });
  // 369–370: a waiting "would die … instead" replaces the death; the unit stays on the board.
  const dying = killed.filter((u) => u.deathChoice !== "pending" && !undecided.includes(u) && !chosenInstead(w, u) && !recallInstead(w, u) && !zhonyasInstead(w, u));
  // 428.5: the spell or ability resolving is responsible for its Kill instructions (428.5.b) and for the
  // Cleanup deaths of units it dealt damage to (428.5.c); the cards in its controller's trash before they die.
  const by = w.s.responsible;
  const killedBy = (u: Unit) => by !== undefined && (instruction || by.damaged.includes(u.id));
  const trash = by === undefined ? [] : [...w.s.players[by.seat]!.trash];
  for (const u of dying) w.removeUnit(u);
  for (const u of dying) {
    // Counted one by one as their triggers fire: with two dying together, only the first is "the first time" (Wraith of Echoes).
    w.player(u.controller).diedThisTurn = (w.s.players[u.controller]!.diedThisTurn ?? 0) + 1;
    const at = u.location === "base" ? {} : { at: u.location };
    fire(w, "die", u.controller, u.card, u.id, at);
    // Karthus - Eternal: "Your [Deathknell] effects trigger an additional time." (each Karthus on the board)
    for (const k of w.s.units) if (k.controller === u.controller && cardDef(k.card).code === "OGN-236") fire(w, "die", u.controller, u.card, u.id, at);
    for (const other of w.s.units) if (other.controller === u.controller) fire(w, "friendly-dies", u.controller, other.card, other.id, { died: u });
    for (const g of w.s.players[u.controller]!.gear) fire(w, "friendly-dies", u.controller, g.card, g.id, { died: u });
    if (killedBy(u)) youKill(w, by!, u, trash);
  }
}

/**
 * "When you kill a …" (428.5.e: the kill attributed to a spell or ability its player controls, that
 * player responsible): the abilities of their units, gear and legend, and of the cards that were in
 * their trash (Immortal Phoenix's "When you kill a unit with a spell").
 */
function youKill(w: RbWork, by: Responsible, u: Unit, trash: readonly { readonly id: string; readonly card: string }[]): void {
  const context = { died: u, withSpell: by.spell };
  const p = w.s.players[by.seat]!;
  for (const x of w.s.units) if (x.controller === by.seat) fire(w, "you-kill", by.seat, x.card, x.id, context);
  for (const g of p.gear) fire(w, "you-kill", by.seat, g.card, g.id, context);
  fire(w, "you-kill", by.seat, p.legend.card, p.legend.id, context);
  for (const x of trash) if (p.trash.some((t) => t.id === x.id)) fire(w, "trash-kill", by.seat, x.card, x.id, context);
}

/**
 * The "would die … instead" a unit's controller may apply now (369–375; 372: its controller chooses among
 * them): Sett - The Boss, with its errata — "If a buffed unit you control would die, you may pay [C], exhaust me,
 * and spend its buff to heal it, exhaust it, and recall it instead." (the legend ready, and the Power payable:
 * one of any domain, the icon the card prints — the errata file's quote writes a domain rune, which the card
 * data does not confirm, see packages/cards overlay errataJudged); Unlicensed Armory's "The next
 * time it would die this turn, you may pay [C] to heal it, exhaust it, and recall it instead." ([C] payable).
 */
export function optionalReplacements(s: RiftboundState, u: Unit): ("sett" | "armory")[] {
  const p = s.players[u.controller]!;
  const legend = cardDef(p.legend.card);
  const out: ("sett" | "armory")[] = [];
  if (u.buffed && legend.code === SETT && !p.legend.exhausted && canPay(s, u.controller, legend, { energy: 0, power: 0, anyPower: 1 })) out.push("sett");
  if (u.mayRecallInsteadOfDying === true && canPay(s, u.controller, card(ARMORY)!, { energy: 0, power: 1 })) out.push("armory");
  return out;
}

const SETT = "OGN-269";
const ARMORY = "OGN-023";

/** Units about to die — with lethal damage (at a battlefield, if given) — whose controller may apply a "would die … instead" and was not asked yet: asked now (`kill: false`, the caller kills them after), their deaths wait. */
export function askWouldDieFirst(w: RbWork, at?: number): boolean {
  const ids = w.s.units.filter((u) => (at === undefined || u.location === at) && lethal(w, u) && u.deathChoice === undefined && optionalReplacements(w.s, u).length > 0).map((u) => u.id);
  if (ids.length === 0) return false;
  askWouldDie(w, ids, { kill: false, instruction: false });
  return true;
}

/** Queues the question (first, 340: before the rest of what is under way) and marks the units while it waits, so no other kill takes them. */
function askWouldDie(w: RbWork, ids: readonly string[], o: { kill: boolean; instruction: boolean }): void {
  for (const id of ids) w.unit(id)!.deathChoice = "pending";
  w.next({ step: "would-die", units: [...ids], kill: o.kill, instruction: o.instruction });
}

/** The replacement its controller chose (370.1.a: the death does not happen); "die", the choice is used up. The Armory's "next time" is used up either way. */
function chosenInstead(w: RbWork, u: Unit): boolean {
  const choice = u.deathChoice;
  const d = w.unit(u.id);
  if (d === undefined) return false;
  delete d.deathChoice;
  // What was chosen may no longer be payable (the legend exhausted, the Power spent meanwhile): then it dies.
  const can = choice === "sett" || choice === "armory" ? optionalReplacements(w.s, d) : [];
  const armory = d.mayRecallInsteadOfDying === true;
  if (armory) delete d.mayRecallInsteadOfDying;
  if (choice === "sett" && can.includes("sett")) {
    const p = w.s.players[u.controller]!;
    pay(w, u.controller, cardDef(p.legend.card), { energy: 0, power: 0, anyPower: 1 });
    w.setExhausted(w.player(u.controller).legend, true);
    w.spendBuff(d);
    // The errata: healed (418: its damage cleared), exhausted and recalled (449: to base, not a move).
    w.setDamage(d, 0);
    w.setExhausted(d, true);
    if (d.location !== "base") w.moveUnit(d, "base");
    w.log(`${w.cardName(u.card)} would die: ${w.name(u.controller)} pays 1 Power, exhausts ${w.cardName(p.legend.card)} and spends its buff to heal it, exhaust it and recall it instead`, "370.1.a");
    return true;
  }
  if (choice === "armory" && can.includes("armory")) {
    pay(w, u.controller, card(ARMORY)!, { energy: 0, power: 1 });
    w.setDamage(d, 0);
    w.setExhausted(d, true);
    if (d.location !== "base") w.moveUnit(d, "base");
    w.log(`${w.cardName(u.card)} would die: ${w.name(u.controller)} pays 1 fury Power to heal it, exhaust it and recall it instead (Unlicensed Armory)`, "370.1.a");
    return true;
  }
  return false;
}

/** Highlander's replacement (370.1.a): heal it, exhaust it and recall it (not a move); applied once, then gone (370.2). */
function recallInstead(w: RbWork, u: Unit): boolean {
  if (u.recallInsteadOfDying !== true) return false;
  const d = w.unit(u.id)!;
  delete d.recallInsteadOfDying;
  w.setDamage(d, 0);
  w.setExhausted(d, true);
  if (d.location !== "base") w.moveUnit(d, "base");
  w.log(`${w.cardName(u.card)} would die: it is healed, exhausted and recalled instead`, "370.1.a");
  return true;
}

/**
 * Zhonya's Hourglass: "If a friendly unit would die, kill this instead. Heal that unit, exhaust it,
 * and recall it." (369.1's example) — each Hourglass replaces one death; with several units dying
 * together they are applied in board order (373).
 */
function zhonyasInstead(w: RbWork, u: Unit): boolean {
  const gear = w.s.players[u.controller]!.gear.find((g) => cardDef(g.card).code === "OGN-077");
  if (gear === undefined) return false;
  w.log(`${w.cardName(u.card)} would die: Zhonya's Hourglass is killed instead`, "369.1");
  gearLeft(w, u.controller, w.removeGear(u.controller, gear.id, "trash"), true);
  const d = w.unit(u.id)!;
  w.setDamage(d, 0);
  w.setExhausted(d, true);
  if (d.location !== "base") w.moveUnit(d, "base");
  w.log(`${w.cardName(u.card)} is healed, exhausted and recalled`, "370.1.a");
  return true;
}

/** Kills a unit by id with a log line citing why (an effect, 428; Temporary, 816.1.b). */
export function killBy(w: RbWork, id: string, rule: string, source: string): void {
  const u = w.s.units.find((x) => x.id === id);
  if (u === undefined) return;
  w.log(`${source}: ${w.cardName(u.card)} is killed`, rule);
  kill(w, u);
}

/** Lethal damage (323.3), or damage taken while "kill it when it takes damage" waited (Imperial Decree, Noxian Guillotine). */
const lethal = (w: RbWork, u: Unit): boolean => (u.damage > 0 && u.damage >= mightOf(w.s, u)) || u.doomed === true;

/** 323: win check, units with lethal damage die, empty battlefields lose control. */
export function cleanup(w: RbWork): void {
  if (winCheck(w)) return;
  // 323.3: units with lethal damage are killed — and 322: a Cleanup that changed the board is followed by another, so a
  // unit a replacement kept on the board with lethal damage still (a recall alone leaves damage marked) dies then.
  for (let pass = 0; pass < 4; pass++) {
    const dying = w.s.units.filter((u) => lethal(w, u) && u.deathChoice !== "pending");
    if (dying.length === 0) break;
    killTogether(w, dying);
    if (w.s.ended !== null) return;
  }
  // 323.4: in an open state, an empty battlefield with no showdown becomes uncontrolled.
  if (w.s.chain.length === 0 && w.s.waiting.length === 0)
    for (const [i, bf] of w.s.battlefields.entries())
      if (bf.controller !== null && unitsAt(w.s, i).length === 0 && w.s.showdown?.battlefield !== i) {
        w.battlefield(i).controller = null;
        w.prop(bf.id, "controller", null);
      }
  // 107.3.d: facedown cards at a battlefield their controller lost are removed.
  removeLostFacedown(w);
}

/** 461.1: the combat cleanup's deaths — units at the battlefield with lethal damage. */
export function killLethalAt(w: RbWork, i: number): void {
  const dying = w.s.units.filter((u) => u.location === i && lethal(w, u));
  for (const u of dying) w.log(`${w.cardName(u.card)} dies`, "428");
  if (dying.length > 0) killTogether(w, dying);
}
