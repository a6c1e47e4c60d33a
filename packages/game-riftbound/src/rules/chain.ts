import type { JsonValue } from "@tablecast/engine";
import type { QueuedStep } from "@tablecast/engine/kit";
import { moduleOf } from "../cards/index";
import { fulfills, temporary, type Ability, type Acts } from "../vocabulary";
import type { ChainItem } from "../state";
import type { RbWork } from "../work";
import { askWouldDieFirst, cleanup, killBy } from "./cleanup";
import { channel, draw } from "./draw";
import { endGame, winCheck } from "./ending";
import { moved } from "./movement";
import { buffedFriendly, fire, fireOwn, gearLeft, readiedFriendly } from "./triggers";
import { discarded } from "./discard";

/** The rules an effect may call on (see Acts). */
export const ACTS: Acts = {
  draw,
  channel,
  kill: killBy,
  gainPoints: (w, seat, points, source) => {
    w.setPoints(seat, w.s.players[seat]!.points + points);
    w.log(`${source}: ${w.name(seat)} scores ${points} point${points === 1 ? "" : "s"}`, "462");
    winCheck(w);
  },
  win: (w, seat, source) => endGame(w, [seat], `${source}: ${w.name(seat)} wins the game`, "467"),
  stunnedEnemy: (w, seat) => fireOwn(w, "stun", seat),
  recycledToDeck: (w, seat) => fireOwn(w, "recycle", seat),
  moved,
  gearLeft,
  buffedFriendly,
  readiedFriendly,
  discarded,
  conquerEffects: (w, seat, at) => {
    for (const u of w.s.units) if (u.controller === seat && u.location === at) fire(w, "conquer", seat, u.card, u.id, { at });
  },
};

const GRANTED_TEMPORARY = temporary().ability;

/** What a chain item does: its card's spell, activated ability or the named trigger. */
export function abilityOf(item: Pick<ChainItem, "card" | "ability">): Ability {
  const m = moduleOf(item.card);
  if (item.ability === "spell") return m.spell ?? { effects: [] };
  if (item.ability === "activated") return m.activated ?? { effects: [] };
  // 355: the mode chosen as it was activated (Udyr - Wildman).
  if (item.ability.startsWith("activated:")) return m.activated?.modes?.[Number(item.ability.slice("activated:".length))] ?? { effects: [] };
  const name = item.ability.slice("on:".length);
  // 816.1.b: [Temporary] given by an effect (triggers.ts fireGrantedTemporary) is the keyword's own ability.
  return m.triggers?.find((t) => t.name === name)?.ability ?? (name === "temporary" ? GRANTED_TEMPORARY : { effects: [] });
}

/** The step that follows a chain's last item: focus, control and showdowns (see showdown.ts). */
export const chainClosed = (byTrigger: boolean): QueuedStep => ({ step: "chain-closed", byTrigger });

/**
 * 339–340: all passed in succession — the newest item resolves; a spell then goes to the trash
 * (157). A target no longer legal as it resolves is ignored (mistargeting, 359.3.e).
 */
export function resolveTop(w: RbWork): void {
  const s = w.s;
  const item = s.chain[s.chain.length - 1]!;
  w.set("chain", s.chain.slice(0, -1));
  w.emit({ type: "chain", op: "pop", obj: item.id });
  w.log(`${item.label} resolves`, "340");
  const ability = abilityOf(item);
  // 355.11.b: a group no longer fulfilling its requirement — its controller chooses a subset that does.
  if (ability.group !== undefined && item.targets !== undefined) {
    const group = ability.group.target.pick(w.s, item.controller, item.self);
    const still = item.targets.filter((id) => group.includes(id));
    if (!fulfills(w.s, ability.group, still, item.controller)) {
      w.next({ step: "regroup", item: item as unknown as JsonValue, still });
      return;
    }
  }
  finishResolving(w, item, ability);
}

/** 359.3.e: the item's targets still legal — each on its own (359.3.e.5), a group's units too (355.11); one no longer legal is unaffected. */
function checked(w: RbWork, item: ChainItem, ability: Ability): ChainItem {
  const legal = ability.target?.pick(w.s, item.controller, item.self);
  // An ability choosing nothing may still act on the unit its moment was about ("give it …"), if on the board.
  const target = legal === undefined ? (item.target !== undefined && w.unit(item.target) !== undefined ? item.target : undefined) : item.target !== undefined && legal.includes(item.target) ? item.target : undefined;
  const second = item.second !== undefined && ability.second?.target.pick(w.s, item.controller, item.self).includes(item.second) === true ? item.second : undefined;
  const group = (ability.group ?? ability.each)?.target.pick(w.s, item.controller, item.self);
  const targets = item.targets?.filter((id) => group?.includes(id) === true);
  const { target: _t, second: _s, targets: _g, ...rest } = item;
  return { ...rest, ...(target === undefined ? {} : { target }), ...(second === undefined ? {} : { second }), ...(targets === undefined ? {} : { targets }) };
}

/** 340: the chain item's effects, its targets checked (359.3.e), then where the spell goes and who acts next. */
export function finishResolving(w: RbWork, item: ChainItem, ability: Ability = abilityOf(item)): void {
  runEffects(w, checked(w, item, ability), ability, 0);
}

/**
 * The item's effects from the `from`th on, its targets already checked. An effect that asks a question
 * as it resolves (a split, a discard, a mode …) is answered before the rest of the item resolves and
 * before it leaves the chain (340: the item resolves completely, then a spell goes to the trash): the
 * rest waits, queued behind the question ("resolve-rest").
 */
function runEffects(w: RbWork, item: ChainItem, ability: Ability, from: number): void {
  // 340.3: triggers added while it resolves (a Deathknell) continue this chain.
  w.resolving = true;
  // 391, 712: a spell's Bonus Damage (Ravenborn Tome) applies to its Deal actions while it resolves, questions included.
  if (item.bonusDamage !== undefined && w.s.spellBonus === undefined) w.set("spellBonus", item.bonusDamage);
  // 428.5.b–c: its kills are attributed to it, its controller responsible.
  if (w.s.responsible === undefined) w.set("responsible", { seat: item.controller, spell: item.spell, damaged: [] });
  for (let i = from; i < ability.effects.length; i++) {
    if (w.s.ended !== null) break;
    const queued = w.s.queue.length;
    ability.effects[i]!.resolve(w, { seat: item.controller, card: item.card, ability: item.ability, target: item.target, second: item.second, ...(item.targets === undefined ? {} : { targets: item.targets }), self: item.self, source: item.label, acts: ACTS, ...(item.hiddenAt === undefined ? {} : { hiddenAt: item.hiddenAt }), ...(item.diedAt === undefined ? {} : { diedAt: item.diedAt }), ...(item.extraPaid === true ? { extraPaid: true } : {}) });
    const added = w.s.queue.length - queued;
    if (added > 0 && w.s.ended === null) {
      w.resolving = false;
      const rest: QueuedStep = { step: "resolve-rest", item: item as unknown as JsonValue, from: i + 1 };
      w.set("queue", [...w.s.queue.slice(0, added), rest, ...w.s.queue.slice(added)]);
      return;
    }
  }
  // 369–375: a "would die … instead" the controller of a unit left with lethal damage may apply is asked before the Cleanup; the rest of this item waits.
  if (w.s.ended === null && askWouldDieFirst(w)) {
    w.resolving = false;
    w.set("queue", [w.s.queue[0]!, { step: "resolve-rest", item: item as unknown as JsonValue, from: ability.effects.length }, ...w.s.queue.slice(1)]);
    return;
  }
  cleanup(w);
  w.resolving = false;
  leaveChain(w, item);
}

/** The rest of a chain item's effects once a question one of them asked is answered (runEffects), its targets checked again (359.3.e). */
export function resolveRestStep(w: RbWork, step: QueuedStep): void {
  const item = step["item"] as unknown as ChainItem;
  const ability = abilityOf(item);
  runEffects(w, checked(w, item, ability), ability, step["from"] as number);
}

/** 340: the item is done — a spell goes to its owner's trash (156), an ability just ends; then who acts next. */
function leaveChain(w: RbWork, item: ChainItem): void {
  if (w.s.spellBonus !== undefined) w.unset("spellBonus");
  if (w.s.responsible !== undefined) w.unset("responsible");
  // "Banish this." (Time Warp, 427): the Banishment instead.
  if (item.spell && moduleOf(item.card).banishThis === true) {
    w.put(item.owner ?? item.controller, { id: item.id, card: item.card }, "banishment");
    w.log(`${item.label} is banished`, "427");
  } else if (item.spell && item.recycleAfter === true) {
    // "Then recycle it." (Kai'Sa - Evolutionary): to the bottom of the Main Deck (416).
    w.put(item.owner ?? item.controller, { id: item.id, card: item.card }, "deck", true);
    w.log(`${item.label} is recycled`, "416");
  } else if (item.spell) w.put(item.owner ?? item.controller, { id: item.id, card: item.card }, "trash");
  else w.emit({ type: "remove", obj: item.id });
  if (w.s.ended !== null) return;
  w.set("chainPasses", 0);
  if (w.s.chain.length > 0) {
    // 340.4: the controller of the newest item gains priority.
    w.set("priority", w.s.chain[w.s.chain.length - 1]!.controller);
    return;
  }
  // 340.3: triggers of this item wait to go on the chain, which they continue (the newest's controller gains priority then).
  if (w.s.waiting.length > 0) {
    w.set("priority", null);
    return;
  }
  w.set("priority", null);
  const byTrigger = w.s.chainByTrigger;
  w.set("chainByTrigger", false);
  w.next(chainClosed(byTrigger));
}
