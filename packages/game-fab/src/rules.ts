import { err, ok, type Decision, type Result, type Seat, type Step } from "@tablecast/engine";
import {
  behaviourOf,
  cardData,
  cardName,
  hasKeyword,
  isAttackAction,
  isAttackReaction,
  isDefenseReaction,
  isInstant,
  isNonAttackAction,
  type Effect,
} from "./cards";
import {
  activeLink,
  attackMatches,
  attackPower,
  defendedFromHand,
  defenseOf,
  hasDominate,
  isAttackLayer,
  isWeaponAttack,
  totalDefense,
  weaponOf,
} from "./combat";
import { COMBAT_CHAIN, STACK, zoneId, type FabEvent } from "./events";
import { other, type CardObj, type FabState, type Layer } from "./state";
import { Table, type Mutable } from "./table";

type FabStep = Step<FabState, FabEvent>;

const pitchOf = (card: string): number => cardData(card).pitch ?? 0;
const costOf = (card: string): number => cardData(card).cost ?? 0;

/**
 * Can `due` resources be paid from floating resources and these pitchable cards, leaving a card
 * in hand for a "discard a random card" cost? Pitching is one card at a time (CR 1.14.3), so we
 * check the fewest cards that cover the cost.
 */
export function canPay(resources: number, due: number, hand: readonly CardObj[], needsDiscard: boolean): boolean {
  let need = due - resources;
  let used = 0;
  const pitches = hand.map((c) => pitchOf(c.card)).filter((p) => p > 0).sort((a, b) => b - a);
  for (const p of pitches) {
    if (need <= 0) break;
    need -= p;
    used++;
  }
  if (need > 0) return false;
  return !needsDiscard || hand.length - used >= 1;
}

// ---------------------------------------------------------------------------------------------
// Legal decisions

/** What the priority holder may play or activate now (CR 5.1, 8.1 timing). */
function playable(s: FabState, seat: Seat): Decision[] {
  const p = s.players[seat]!;
  const out: Decision[] = [];
  const link = activeLink(s);
  const ownAction = s.phase === "action" && seat === s.turnPlayer && s.stack.length === 0 && p.actionPoints >= 1;
  // CR 7.0.1a: during combat, actions only as attacks in the Resolution Step.
  const attackWindow = ownAction && (s.chain.length === 0 || s.combatStep === "resolution");
  const nonAttackWindow = ownAction && s.chain.length === 0;
  const sources: { obj: CardObj; fromArsenal: boolean }[] = [
    ...p.hand.map((obj) => ({ obj, fromArsenal: false })),
    ...p.arsenal.map((obj) => ({ obj, fromArsenal: true })),
  ];
  for (const { obj, fromArsenal } of sources) {
    const card = obj.card;
    const b = behaviourOf(card);
    if (b === undefined) continue;
    let timing = false;
    let rule = "5.1";
    if (isAttackAction(card)) [timing, rule] = [attackWindow, "8.1.1"];
    else if (isNonAttackAction(card)) [timing, rule] = [nonAttackWindow, "8.1.1"];
    else if (isAttackReaction(card))
      // CR 7.4.2a: the attack's controller, in the Reaction Step, against a matching attack.
      [timing, rule] = [s.combatStep === "reaction" && link !== null && link.attack.controller === seat && b.reactsTo !== undefined && attackMatches(link.attack, b.reactsTo), "7.4.2a"];
    else if (isDefenseReaction(card))
      // CR 7.4.2b-c, 8.3.4b: the defending hero; not from hand against a dominated link already defended from hand.
      [timing, rule] = [
        s.combatStep === "reaction" && link !== null && link.target === seat && (fromArsenal || !(hasDominate(s, link.attack) && defendedFromHand(link))),
        "7.4.2b",
      ];
    else if (isInstant(card)) [timing, rule] = [s.phase === "action", "8.1.6"];
    if (!timing) continue;
    const rest = p.hand.filter((c) => c.id !== obj.id);
    if (!canPay(p.resources, costOf(card), rest, b.discardRandomCost === true)) continue;
    out.push({ id: `play:${obj.id}`, label: `Play ${cardName(card)}${fromArsenal ? " from arsenal" : ""}`, kind: "play", rule: `fab:${rule}` });
  }
  // CR 8.1.9, 1.4.3: weapon attacks are Once per Turn actions with an {r} cost.
  for (const g of p.gear) {
    const cost = behaviourOf(g.card)?.weaponCost;
    if (g.slot !== "weapon" || cost === undefined || !attackWindow || g.attacksThisTurn >= g.attacksAllowed) continue;
    if (!canPay(p.resources, cost, p.hand, false)) continue;
    out.push({ id: `attack:${g.id}`, label: `Attack with ${cardData(g.card).name}`, kind: "attack", rule: "fab:8.1.9" });
  }
  return out;
}

export function decisions(s: FabState, seat: Seat): Decision[] {
  if (s.ended !== null) return [];
  const pending = s.pending;
  if (pending !== null) {
    if (pending.seat !== seat) return [];
    const p = s.players[seat]!;
    switch (pending.kind) {
      case "first-player":
        return [
          { id: "first:me", label: "Go first", kind: "choose", rule: "fab:4.1.3" },
          { id: "first:opponent", label: "Let the opponent go first", kind: "choose", rule: "fab:4.1.3" },
        ];
      case "pay": {
        const layer = s.stack.find((l) => l.id === pending.layer)!;
        const needsDiscard = behaviourOf(layer.card)?.discardRandomCost === true;
        // CR 1.14.3b: pitch only for assets still needed, and never into an unpayable position.
        return p.hand
          .filter((c) => pitchOf(c.card) > 0)
          .filter((c) => canPay(p.resources + pitchOf(c.card), pending.due, p.hand.filter((h) => h.id !== c.id), needsDiscard))
          .map((c) => ({ id: `pitch:${c.id}`, label: `Pitch ${cardName(c.card)} for ${pitchOf(c.card)}`, kind: "pitch", rule: "fab:1.14.3" }));
      }
      case "defend": {
        const link = activeLink(s)!;
        const fromHandDeclared = pending.declared.some((id) => p.hand.some((c) => c.id === id));
        // CR 8.3.4a: dominate allows one card from hand.
        const handAllowed = !(hasDominate(s, link.attack) && fromHandDeclared);
        const out: Decision[] = [];
        if (handAllowed)
          for (const c of p.hand) {
            // CR 7.3.2a-b: non-defense-reaction cards with a defense property.
            if (pending.declared.includes(c.id) || isDefenseReaction(c.card) || cardData(c.card).defense === null) continue;
            out.push({ id: `defend:${c.id}`, label: `Defend with ${cardName(c.card)}`, kind: "defend", rule: "fab:7.3.2" });
          }
        for (const g of p.gear) {
          if (g.slot === "weapon" || pending.declared.includes(g.id) || cardData(g.card).defense === null) continue;
          out.push({ id: `defend:${g.id}`, label: `Defend with ${cardData(g.card).name}`, kind: "defend", rule: "fab:7.3.2a" });
        }
        out.push({ id: "done", label: pending.declared.length === 0 ? "Do not defend" : "Done declaring defenders", kind: "pass", rule: "fab:7.3.2" });
        return out;
      }
      case "arsenal":
        return [
          ...p.hand.map((c) => ({ id: `arsenal:${c.id}`, label: `Put ${cardName(c.card)} into arsenal`, kind: "arsenal", rule: "fab:4.4.3b" })),
          { id: "skip", label: "Leave the arsenal empty", kind: "pass", rule: "fab:4.4.3b" },
        ];
      case "may":
        return [
          { id: "may:yes", label: `Yes: ${pending.text}`, kind: "choose", rule: "fab:1.8.3" },
          { id: "may:no", label: "No", kind: "choose", rule: "fab:1.8.3" },
        ];
      case "order-triggers":
        return s.triggers
          .filter((l) => l.controller === seat)
          .map((l) => ({ id: `trigger:${l.id}`, label: `Put "${l.trigger!.text}" on the stack next (resolves later)`, kind: "order", rule: "fab:6.6.6b" }));
      case "pitch-order":
        return p.pitch.map((c) => ({ id: `bottom:${c.id}`, label: `Put ${cardName(c.card)} on the bottom of the deck next`, kind: "order", rule: "fab:4.4.3c" }));
    }
  }
  if (s.priorityHolder !== seat) return [];
  return [...playable(s, seat), { id: "pass", label: "Pass priority", kind: "pass", rule: "fab:1.11.4" }];
}

// ---------------------------------------------------------------------------------------------
// Applying a decision

export function apply(s: FabState, seat: Seat, id: string): Result<FabStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "fab:4.5.1");
  const legal = decisions(s, seat);
  if (legal.length === 0) {
    const rule = s.pending === null ? "fab:1.11.2" : undefined;
    return err("decision/not-your-priority", `seat ${seat + 1} has no decision to make now`, rule);
  }
  if (!legal.some((d) => d.id === id)) return err("decision/not-legal", `"${id}" is not a legal decision now`, "fab:1.11.2");
  const t = new Table(s);
  const [verb, arg] = id.split(":") as [string, string | undefined];
  switch (verb) {
    case "first":
      chooseFirst(t, arg === "me" ? seat : other(seat));
      break;
    case "pitch":
      pitch(t, seat, arg!);
      break;
    case "defend":
      t.s.pending = { kind: "defend", seat, declared: [...(t.s.pending as { declared: string[] }).declared, arg!] };
      break;
    case "done":
      declareDefenders(t, seat);
      break;
    case "arsenal": {
      // CR 4.4.3b: face-down into the empty arsenal.
      const card = t.take(seat, "hand", arg!);
      t.put(seat, card, "arsenal");
      t.log(`${t.name(seat)} puts a card into arsenal`, "4.4.3b");
      t.s.pending = null;
      finishEndPhase(t);
      break;
    }
    case "skip":
      t.s.pending = null;
      finishEndPhase(t);
      break;
    case "may": {
      const pending = t.s.pending as { kind: "may"; effects: Effect[]; weapon?: string };
      t.s.pending = null;
      if (arg === "yes") runEffects(t, seat, pending.effects, pending.weapon);
      else t.log(`${t.name(seat)} declines`, "1.8.3");
      givePriority(t, t.s.turnPlayer); // CR 5.3: the layer has resolved
      break;
    }
    case "trigger": {
      const next = (t.s.pending as { next: Seat }).next;
      t.s.pending = null;
      pushTrigger(t, arg!);
      givePriority(t, next);
      break;
    }
    case "bottom":
      pitchToBottom(t, seat, arg!);
      t.s.pending = null;
      finishEndPhase(t);
      break;
    case "play":
      playCard(t, seat, arg!);
      break;
    case "attack":
      activateWeapon(t, seat, arg!);
      break;
    case "pass":
      pass(t, seat);
      break;
    default:
      return err("decision/unknown", `unknown decision "${id}"`);
  }
  announce(t);
  return ok({ state: t.state, events: t.events });
}

/** Ends the game as the rules say (CR 4.5) for a conceding seat (4.5.3c). */
export function concede(s: FabState, seat: Seat): Result<FabStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "fab:4.5.1");
  const t = new Table(s);
  endGame(t, [other(seat)], `${s.players[seat]!.name} conceded`, "4.5.3c");
  return ok({ state: t.state, events: t.events });
}

/** After each decision: tell the table whom it waits for. */
function announce(t: Table): void {
  const s = t.s;
  if (s.ended !== null) return;
  const pending = s.pending;
  const who = (seat: Seat) => s.players[seat]!.name;
  if (pending !== null) {
    const text = {
      "first-player": `waiting for ${who(pending.seat)} to choose who goes first`,
      pay: `waiting for ${who(pending.seat)} to pay`,
      defend: `waiting for ${who(pending.seat)} to declare defenders`,
      arsenal: `waiting for ${who(pending.seat)} to choose an arsenal card`,
      may: `waiting for ${who(pending.seat)} to choose whether to ${pending.kind === "may" ? pending.text : ""}`,
      "order-triggers": `waiting for ${who(pending.seat)} to order their triggers`,
      "pitch-order": `waiting for ${who(pending.seat)} to put their pitch zone on the bottom of their deck`,
    }[pending.kind];
    t.events.push({ type: "prompt", seat: pending.seat, kind: pending.kind, text });
  } else if (s.priorityHolder !== null) {
    t.events.push({ type: "prompt", seat: s.priorityHolder, kind: "priority", text: `waiting for ${who(s.priorityHolder)} (priority)` });
  }
}

// ---------------------------------------------------------------------------------------------
// Start of game and turns (chapter 4)

/** CR 4.1.3 (choice), 4.1.8 equip, 4.1.9 draw up to intellect, then the first turn. */
function chooseFirst(t: Table, first: Seat): void {
  const s = t.s;
  s.pending = null;
  s.firstTurnPlayer = first;
  t.log(`${t.name(first)} will take the first turn`, "4.1.3");
  // CR 4.1.8: equip in clockwise order from the first-turn-player.
  for (const seat of [first, other(first)]) {
    for (const g of s.players[seat]!.gear) t.events.push({ type: "enter", obj: g.id, card: g.card, owner: seat, zone: zoneId(seat, g.slot) });
  }
  for (const seat of [first, other(first)]) t.drawUpTo(seat);
  startTurn(t, 1, first);
}

/** CR 4.2 start phase (no priority), then 4.3 action phase. */
function startTurn(t: Table, turn: number, turnPlayer: Seat): void {
  const s = t.s;
  s.turn = turn;
  s.turnPlayer = turnPlayer;
  s.phase = "start";
  t.events.push({ type: "turn", turn, turnPlayer }, { type: "phase", phase: "start" });
  // CR 4.5.4d: a stalemate — no card anywhere that could still be played or pitched.
  const stuck = s.players.every((p) => p.hand.length + p.deck.length + p.arsenal.length + p.banished.length === 0);
  if (stuck) return endGame(t, [], "stalemate: no player can advance the game", "4.5.4d");
  // CR 4.5.4e: a deadlock — many turns without anyone advancing toward the end of the game.
  if (s.quietTurns >= DEADLOCK_TURNS) return endGame(t, [], `deadlock: ${DEADLOCK_TURNS} turns without damage`, "4.5.4e");
  s.phase = "action";
  t.events.push({ type: "phase", phase: "action" });
  // CR 4.3.2: the turn-player has 1 action point (not "gained").
  t.setActionPoints(turnPlayer, 1);
  givePriority(t, turnPlayer);
}

/** Turns without a change of life total after which the game is a deadlock draw (CR 4.5.4e). */
export const DEADLOCK_TURNS = 12;

/** CR 4.4: end phase and the end-of-turn procedure. */
function beginEndPhase(t: Table): void {
  const s = t.s;
  s.phase = "end";
  s.priorityHolder = null;
  s.passes = 0;
  t.events.push({ type: "phase", phase: "end" });
  // CR 4.4.2 / 8.5.10: intimidated cards return at the beginning of the end phase.
  for (const [seat, p] of s.players.entries()) {
    for (const id of p.intimidated) {
      const card = t.take(seat, "banished", id);
      t.put(seat, card, "hand");
    }
    if (p.intimidated.length > 0) t.log(`${t.name(seat)}'s intimidated cards return to hand`, "8.5.10");
    p.intimidated = [];
  }
  // Dawnblade: "At the beginning of your end phase, if Dawnblade has not hit this turn, remove all +1{p} counters."
  for (const g of s.players[s.turnPlayer]!.gear) {
    if (behaviourOf(g.card)?.dawnblade === true && g.hitsThisTurn === 0 && g.powerCounters > 0) {
      g.powerCounters = 0;
      t.events.push({ type: "prop", obj: g.id, key: "+1 power counters", value: 0 });
    }
  }
  const tp = s.players[s.turnPlayer]!;
  if (tp.arsenal.length === 0 && tp.hand.length > 0) {
    t.events.push({ type: "phase", phase: "end", step: "arsenal" });
    s.pending = { kind: "arsenal", seat: s.turnPlayer };
    return;
  }
  finishEndPhase(t);
}

function pitchToBottom(t: Table, seat: Seat, id: string): void {
  const card = t.take(seat, "pitch", id);
  t.put(seat, card, "deck", { bottom: true });
}

function finishEndPhase(t: Table): void {
  const s = t.s;
  // CR 4.4.3c: pitch zones to the bottom of the decks, each player choosing the (hidden) order.
  for (const seat of [s.turnPlayer, other(s.turnPlayer)]) {
    const p = t.player(seat);
    if (p.pitch.length === 1) pitchToBottom(t, seat, p.pitch[0]!.id);
    if (p.pitch.length > 1) {
      s.pending = { kind: "pitch-order", seat };
      return;
    }
  }
  const tp = s.players[s.turnPlayer]!;
  // CR 4.4.3d: untap; once per turn abilities are available again next turn.
  for (const g of tp.gear) {
    g.attacksThisTurn = 0;
    g.attacksAllowed = 1;
    g.hitsThisTurn = 0;
    g.dominateThisTurn = false;
    if (g.powerThisTurn !== 0) {
      g.powerThisTurn = 0;
      t.events.push({ type: "prop", obj: g.id, key: "power bonus", value: 0 });
    }
  }
  for (const p of s.players) p.usedThisTurn = [];
  // CR 4.4.3e: all players lose all action and resource points.
  for (const [seat, p] of s.players.entries()) {
    if (p.actionPoints !== 0) t.setActionPoints(seat, 0);
    if (p.resources !== 0) t.setResources(seat, 0);
  }
  // CR 4.4.3f: draw up to intellect; on the first turn every player does.
  t.drawUpTo(s.turnPlayer);
  if (s.turn === 1) t.drawUpTo(other(s.turnPlayer));
  // CR 4.4.4: "this turn" effects end.
  s.nextAttack = [];
  s.quietTurns += 1;
  startTurn(t, s.turn + 1, other(s.turnPlayer));
}

// ---------------------------------------------------------------------------------------------
// Priority (CR 1.11)

function givePriority(t: Table, seat: Seat): void {
  if (t.s.ended !== null) return;
  if (!stackTriggers(t, seat)) return;
  t.s.priorityHolder = seat;
  t.s.passes = 0;
}

/** Something triggered: a triggered-layer waits for the next time a player would get priority. */
function trigger(t: Table, controller: Seat, source: string, effects: readonly Effect[], text: string, weapon?: string): void {
  if (effects.length === 0) return;
  t.s.triggers.push({
    id: t.newId(),
    card: source,
    controller,
    ...(weapon === undefined ? {} : { weapon }),
    fromArsenal: false,
    goAgain: false,
    powerBonus: 0,
    goAgainOnHit: false,
    trigger: { effects: [...effects] as Mutable<Effect>[], text },
  });
}

/**
 * CR 1.10.2d, 6.6.6b: pending triggered-layers go on the stack, the turn-player's first (so the
 * other player's resolve first); a player with two or more orders them. Returns false while a
 * player is choosing the order; `next` then gets priority once all are on the stack.
 */
function stackTriggers(t: Table, next: Seat): boolean {
  const s = t.s;
  for (const seat of [s.turnPlayer, other(s.turnPlayer)]) {
    const mine = s.triggers.filter((l) => l.controller === seat);
    if (mine.length >= 2) {
      s.priorityHolder = null;
      s.pending = { kind: "order-triggers", seat, next };
      return false;
    }
    if (mine.length === 1) pushTrigger(t, mine[0]!.id);
  }
  return true;
}

function pushTrigger(t: Table, id: string): void {
  const s = t.s;
  const layer = s.triggers.find((l) => l.id === id)!;
  s.triggers = s.triggers.filter((l) => l.id !== id);
  s.stack.push(layer);
  t.events.push({ type: "enter", obj: layer.id, card: layer.card, owner: layer.controller, zone: STACK });
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: layer.id, label: layer.trigger!.text });
  t.log(`${layer.trigger!.text} triggers`, "6.6");
}

/** CR 1.11.4: pass to the next player; when all pass in succession, resolve or move on. */
function pass(t: Table, seat: Seat): void {
  const s = t.s;
  s.passes += 1;
  if (s.passes < s.players.length) {
    s.priorityHolder = other(seat);
    return;
  }
  s.passes = 0;
  const top = s.stack[s.stack.length - 1];
  if (top !== undefined) {
    // CR 7.1.3: the attack on top of the stack with all passing starts the Attack Step.
    if (isAttackLayer(top as Layer) && s.combatStep === "layer") return attackStep(t);
    resolveLayer(t, top as Layer);
    if (s.ended === null && s.pending === null) givePriority(t, s.turnPlayer);
    return;
  }
  // CR 1.11.4a: with an empty stack, the step or phase ends.
  switch (s.combatStep) {
    case null:
      return beginEndPhase(t);
    case "layer":
      return closeStep(t);
    case "attack":
      return defendStep(t);
    case "defend":
      return reactionStep(t);
    case "reaction":
      return damageStep(t);
    case "damage":
      return resolutionStep(t);
    case "resolution":
      return closeStep(t);
  }
}

// ---------------------------------------------------------------------------------------------
// Playing cards and paying costs (CR 5.1, 1.13-1.14)

function playCard(t: Table, seat: Seat, objId: string): void {
  const p = t.player(seat);
  const fromArsenal = p.arsenal.some((c) => c.id === objId);
  const card = t.take(seat, fromArsenal ? "arsenal" : "hand", objId);
  // CR 5.1.2: announce — the card moves onto the stack as a layer; it stays the same object.
  const layer: Mutable<Layer> = {
    id: card.id,
    card: card.card,
    controller: seat,
    fromArsenal,
    goAgain: hasKeyword(card.card, "Go again"),
    powerBonus: 0,
    goAgainOnHit: false,
  };
  t.s.stack.push(layer);
  t.shift(card, seat, STACK);
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: card.id, label: cardName(card.card) });
  t.log(`${t.name(seat)} plays ${cardName(card.card)}`, "5.1.2");
  startPayment(t, seat, layer, costOf(card.card));
}

function activateWeapon(t: Table, seat: Seat, weaponId: string): void {
  const weapon = t.player(seat).gear.find((g) => g.id === weaponId)!;
  weapon.attacksThisTurn += 1;
  // CR 1.4.3: the attack is an attack-proxy layer; the weapon stays in its zone until it attacks.
  const proxy: Mutable<Layer> = { id: t.newId(), card: weapon.card, controller: seat, weapon: weapon.id, fromArsenal: false, goAgain: false, powerBonus: 0, goAgainOnHit: false };
  t.s.stack.push(proxy);
  t.events.push({ type: "enter", obj: proxy.id, card: weapon.card, owner: seat, zone: STACK });
  t.events.push({ type: "chain", chain: "stack", op: "push", obj: proxy.id, label: `${cardData(weapon.card).name} attack` });
  t.log(`${t.name(seat)} activates ${cardData(weapon.card).name}: Attack`, "8.1.9");
  startPayment(t, seat, proxy, behaviourOf(weapon.card)!.weaponCost!);
}

/** CR 5.1.7: pay the asset-cost from floating resources first, then by pitching. */
function startPayment(t: Table, seat: Seat, layer: Layer, due: number): void {
  t.s.priorityHolder = null;
  if (t.player(seat).resources >= due) return finishPlay(t, seat, layer.id, due);
  t.s.pending = { kind: "pay", seat, layer: layer.id, due };
}

/** CR 1.14.3: pitch one card: it goes to the pitch zone and its pitch value becomes resources. */
function pitch(t: Table, seat: Seat, objId: string): void {
  const pending = t.s.pending as { kind: "pay"; seat: Seat; layer: string; due: number };
  const card = t.take(seat, "hand", objId);
  t.put(seat, card, "pitch");
  const p = t.player(seat);
  t.setResources(seat, p.resources + pitchOf(card.card));
  t.log(`${t.name(seat)} pitches ${cardName(card.card)} for ${pitchOf(card.card)}`, "1.14.3");
  if (p.resources >= pending.due) {
    t.s.pending = null;
    finishPlay(t, seat, pending.layer, pending.due);
  }
}

/** CR 5.1.7-5.1.10: costs paid, the card is played, and its controller regains priority. */
function finishPlay(t: Table, seat: Seat, layerId: string, due: number): void {
  const s = t.s;
  const p = t.player(seat);
  const layer = s.stack.find((l) => l.id === layerId)!;
  if (due > 0) t.setResources(seat, p.resources - due); // leftover resources float (CR 1.14.2)
  const isAction = layer.weapon !== undefined || isAttackAction(layer.card) || isNonAttackAction(layer.card);
  // CR 5.1.6b, 8.1.1c: actions cost an action point.
  if (isAction) t.setActionPoints(seat, p.actionPoints - 1);
  const b = behaviourOf(layer.card)!;
  // CR 5.1.9: effect-costs — "discard a random card" (CR 8.5.5).
  if (b.discardRandomCost === true) {
    const discarded = t.randomFromHand(seat)!;
    t.take(seat, "hand", discarded.id);
    t.put(seat, discarded, "graveyard");
    t.log(`${t.name(seat)} discards ${cardName(discarded.card)} at random`, "8.5.5");
    const six = (cardData(discarded.card).power ?? 0) >= 6;
    if (six) onDiscardSix(t, seat);
    if (six && b.goAgainIfDiscardedSix === true) layer.goAgain = true;
  }
  // "When this is played" effects.
  const behind = p.life < t.player(other(seat)).life;
  if (b.goAgainIfBehind === true && behind) layer.goAgain = true;
  if (b.powerIfBehind !== undefined && behind) layer.powerBonus += b.powerIfBehind;
  // CR 6.2: "your next attack this turn gets ..." applies to the attack as it is played.
  if (isAttackLayer(layer)) {
    const remaining: typeof s.nextAttack = [];
    for (const na of s.nextAttack) {
      if (na.seat === seat && attackMatches(layer, na.bonus.filter)) {
        layer.powerBonus += na.bonus.power;
        if (na.bonus.goAgain === true) layer.goAgain = true;
        if (na.bonus.goAgainOnHit === true) layer.goAgainOnHit = true;
      } else remaining.push(na);
    }
    s.nextAttack = remaining;
    // CR 7.0.2a / 7.6.3: an attack on the stack opens the combat chain and starts the Layer Step.
    if (s.chain.length === 0) t.events.push({ type: "chain", chain: "combat-chain", op: "open" });
    s.combatStep = "layer";
    t.events.push({ type: "phase", phase: "action", step: "layer" });
  }
  // CR 1.11.5: the player who played it regains priority.
  givePriority(t, seat);
}

/** Rhinar and Romping Club trigger on discarding a card with 6 or more {p}. */
function onDiscardSix(t: Table, seat: Seat): void {
  const p = t.player(seat);
  if (behaviourOf(p.hero.card)?.rhinar === true && t.s.phase === "action" && t.s.turnPlayer === seat)
    trigger(t, seat, p.hero.card, [{ kind: "intimidate" }], `${cardData(p.hero.card).name}: intimidate`);
  for (const g of p.gear) {
    const key = `romping:${g.id}`;
    // Once per Turn Effect: the limit is used when it triggers.
    if (behaviourOf(g.card)?.rompingClub === true && !p.usedThisTurn.includes(key)) {
      p.usedThisTurn.push(key);
      trigger(t, seat, g.card, [{ kind: "weapon-power-this-turn" }], `${cardData(g.card).name}: +1 power`, g.id);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Resolution (CR 5.3) and effects

function resolveLayer(t: Table, layer: Layer): void {
  const s = t.s;
  s.stack.pop();
  t.events.push({ type: "chain", chain: "stack", op: "pop", obj: layer.id });
  if (layer.trigger !== undefined) {
    // CR 6.6: a triggered-layer generates its effects, then ceases to exist (CR 3.0.12a).
    t.events.push({ type: "remove", obj: layer.id });
    runEffects(t, layer.controller, layer.trigger.effects, layer.weapon);
    return;
  }
  const b = behaviourOf(layer.card) ?? {};
  const link = activeLink(s);
  if (isDefenseReaction(layer.card)) {
    // CR 7.4.2d: a defense reaction becomes a defending card; it fails if there is no link.
    if (link !== null) {
      link.defenders.push({
        id: layer.id,
        card: layer.card,
        owner: layer.controller,
        fromHand: !layer.fromArsenal,
        defense: defenseOf(layer.card, 0, layer.fromArsenal),
      });
      t.shift(layer, layer.controller, COMBAT_CHAIN);
      t.log(`${t.name(layer.controller)} defends with ${cardName(layer.card)}`, "7.4.2d");
      if (isWeaponAttack(link.attack)) runEffects(t, layer.controller, b.onDefendWeapon ?? []);
      combatMarker(t);
      return;
    }
    t.put(layer.controller, layer, "graveyard");
    return;
  }
  runEffects(t, layer.controller, b.onResolve ?? []);
  if (b.reprise !== undefined && link !== null && defendedFromHand(link)) {
    t.log(`Reprise: ${cardName(layer.card)}`);
    runEffects(t, layer.controller, b.reprise);
  }
  // CR 5.3.5, 1.13.2b: go again gives an action point to the turn-player in their action phase.
  if (layer.goAgain) gainActionPoint(t, layer.controller);
  t.put(layer.controller, layer, "graveyard");
  if (link !== null) combatMarker(t);
}

function gainActionPoint(t: Table, seat: Seat): void {
  if (seat !== t.s.turnPlayer || t.s.phase !== "action") return; // CR 1.13.2b
  t.setActionPoints(seat, t.player(seat).actionPoints + 1);
  t.log(`${t.name(seat)} gains an action point (go again)`, "8.3.5");
}

function runEffects(t: Table, seat: Seat, effects: readonly Effect[], weaponId?: string): void {
  const s = t.s;
  const weapon = weaponId === undefined ? undefined : t.player(seat).gear.find((g) => g.id === weaponId);
  for (const e of effects) {
    if (s.ended !== null) return;
    switch (e.kind) {
      case "intimidate":
        intimidate(t, other(seat));
        break;
      case "draw":
        for (let i = 0; i < e.count; i++) t.draw(seat);
        t.log(`${t.name(seat)} draws ${e.count}`, "8.5.6");
        break;
      case "gain-life":
        t.setLife(seat, t.player(seat).life + e.amount);
        t.log(`${t.name(seat)} gains ${e.amount} life`, "8.5.7");
        break;
      case "next-attack":
        s.nextAttack.push({ seat, bonus: e.bonus });
        break;
      case "buff-attack": {
        const link = activeLink(s);
        if (link === null) break;
        link.attack.powerBonus += e.power;
        if (e.goAgain === true) link.attack.goAgain = true;
        if (e.power !== 0) t.log(`${cardName(link.attack.card)} gets +${e.power} power`, "8.5.8");
        if (e.goAgain === true) t.log(`${cardName(link.attack.card)} gains go again`, "8.3.5");
        break;
      }
      case "attack-go-again": {
        const link = activeLink(s) ?? s.chain[s.chain.length - 1];
        if (link === undefined || link.attack.goAgain) break; // CR 8.3.5c
        link.attack.goAgain = true;
        t.log(`${cardName(link.attack.card)} gains go again`, "8.3.5");
        break;
      }
      case "weapon-power-counter":
        if (weapon === undefined) break;
        weapon.powerCounters += 1;
        t.events.push({ type: "prop", obj: weapon.id, key: "+1 power counters", value: weapon.powerCounters });
        t.log(`${cardData(weapon.card).name} gets a +1 power counter`);
        break;
      case "weapon-extra-attack":
        if (weapon === undefined) break;
        weapon.attacksAllowed += 1;
        t.log(`${cardData(weapon.card).name} may attack an additional time this turn`);
        break;
      case "weapon-buff-turn": {
        // "Target weapon": the controller's weapon (one weapon per hero in the decks we support).
        const target = t.player(seat).gear.find((g) => g.slot === "weapon");
        if (target === undefined) break;
        target.powerThisTurn += e.power;
        if (e.dominate) target.dominateThisTurn = true;
        t.events.push({ type: "prop", obj: target.id, key: "power bonus", value: target.powerThisTurn });
        t.log(`${cardData(target.card).name}'s attacks get +${e.power} power${e.dominate ? " and dominate" : ""} this turn`, "8.3.4");
        break;
      }
      case "weapon-power-this-turn":
        if (weapon === undefined) break;
        weapon.powerThisTurn += 1;
        t.events.push({ type: "prop", obj: weapon.id, key: "power bonus", value: weapon.powerThisTurn });
        t.log(`${cardData(weapon.card).name} gains +1 power until end of turn`);
        break;
      case "may":
        // CR 1.8.3: the player chooses; the rest of the resolution waits for the answer.
        s.priorityHolder = null;
        s.pending = { kind: "may", seat, text: e.text, effects: [...e.effects] as Mutable<Effect>[], ...(weaponId === undefined ? {} : { weapon: weaponId }) };
        return;
      case "damage-attacker": {
        const link = activeLink(s);
        if (link === null) break;
        const attacker = link.attack.controller;
        t.setLife(attacker, t.player(attacker).life - e.amount);
        t.log(`${e.amount} damage to ${t.name(attacker)}`, "8.5.3");
        s.quietTurns = 0;
        gameStateCheck(t);
        break;
      }
    }
  }
}

/** CR 8.5.10: banish a random card from hand face-down; it returns at the beginning of the end phase. */
function intimidate(t: Table, seat: Seat): void {
  const card = t.randomFromHand(seat);
  t.log(`${t.name(seat)} is intimidated`, "8.5.10");
  if (card === null) return;
  t.take(seat, "hand", card.id);
  const banished = t.put(seat, card, "banished", { faceDown: true });
  t.player(seat).intimidated.push(banished.id);
}

// ---------------------------------------------------------------------------------------------
// Combat (chapter 7)

function combatMarker(t: Table): void {
  const link = activeLink(t.s);
  if (link === null) return;
  t.events.push({
    type: "combat",
    attack: link.attack.id,
    attacker: link.attack.controller,
    target: link.target,
    power: attackPower(t.s, link.attack),
    defense: totalDefense(link),
  });
}

/** CR 7.2: the attack resolves onto the combat chain as a chain link. */
function attackStep(t: Table): void {
  const s = t.s;
  const attack = s.stack.pop()!;
  t.events.push({ type: "chain", chain: "stack", op: "pop", obj: attack.id });
  s.combatStep = "attack";
  t.events.push({ type: "phase", phase: "action", step: "attack" });
  const target = other(attack.controller);
  // CR 7.2.3a-b: the attack (or proxy) moves onto the combat chain as chain link N+1.
  s.chain.push({ attack, target, defenders: [], hit: false, resolved: false });
  t.shift(attack, attack.controller, COMBAT_CHAIN);
  t.events.push({ type: "chain", chain: "combat-chain", op: "push", obj: attack.id, label: cardName(attack.card) });
  t.log(`${t.name(attack.controller)} attacks with ${cardName(attack.card)} for ${attackPower(s, attack)}`, "7.2.3");
  combatMarker(t);
  // CR 7.2.4: the attack event; "when this attacks" abilities trigger.
  trigger(t, attack.controller, attack.card, behaviourOf(attack.card)?.onAttack ?? [], `${cardName(attack.card)}: when this attacks`);
  givePriority(t, s.turnPlayer); // CR 7.2.5
}

/** CR 7.3.2: the defending hero declares defending cards. */
function defendStep(t: Table): void {
  const s = t.s;
  s.combatStep = "defend";
  s.priorityHolder = null;
  t.events.push({ type: "phase", phase: "action", step: "defend" });
  s.pending = { kind: "defend", seat: activeLink(s)!.target, declared: [] };
}

/** CR 7.3.2d: the declared cards become defending together, in declaration order. */
function declareDefenders(t: Table, seat: Seat): void {
  const s = t.s;
  const pending = s.pending as { kind: "defend"; declared: string[] };
  const link = activeLink(s)!;
  const p = t.player(seat);
  for (const id of pending.declared) {
    const fromHand = p.hand.some((c) => c.id === id);
    if (fromHand) {
      const card = t.take(seat, "hand", id);
      link.defenders.push({ id: card.id, card: card.card, owner: seat, fromHand: true, defense: defenseOf(card.card, 0) });
      t.shift(card, seat, COMBAT_CHAIN);
      t.log(`${t.name(seat)} defends with ${cardName(card.card)}`, "7.3.2");
    } else {
      const i = p.gear.findIndex((g) => g.id === id);
      const gear = p.gear.splice(i, 1)[0]!;
      link.defenders.push({ id: gear.id, card: gear.card, owner: seat, fromHand: false, defense: defenseOf(gear.card, gear.defenseCounters), gear });
      t.shift(gear, seat, COMBAT_CHAIN);
      t.log(`${t.name(seat)} defends with ${cardData(gear.card).name}`, "7.3.2a");
    }
  }
  if (pending.declared.length === 0) t.log(`${t.name(seat)} does not defend`, "7.3.2");
  s.pending = null;
  combatMarker(t);
  givePriority(t, s.turnPlayer); // CR 7.3.3
}

function reactionStep(t: Table): void {
  t.s.combatStep = "reaction";
  t.events.push({ type: "phase", phase: "action", step: "reaction" });
  givePriority(t, t.s.turnPlayer); // CR 7.4.2
}

/** CR 7.5.2: the attack hits for its power minus the total defense, if that is positive. */
function damageStep(t: Table): void {
  const s = t.s;
  s.combatStep = "damage";
  t.events.push({ type: "phase", phase: "action", step: "damage" });
  const link = activeLink(s)!;
  const power = attackPower(s, link.attack);
  const defense = totalDefense(link);
  const attacker = link.attack.controller;
  if (power > defense) {
    const damage = power - defense;
    t.setLife(link.target, t.player(link.target).life - damage);
    link.hit = true;
    s.quietTurns = 0;
    t.log(`${cardName(link.attack.card)} hits ${t.name(link.target)} for ${damage}`, "7.5.2");
    // CR 7.5.5: hit triggers.
    onHit(t, link.attack);
    gameStateCheck(t);
  } else t.log(`${cardName(link.attack.card)} is fully defended (${power} power against ${defense} defense)`, "7.5.2");
  if (s.ended !== null) return;
  combatMarker(t);
  givePriority(t, s.turnPlayer); // CR 7.5.3
  void attacker;
}

/** CR 7.5.5: the hit event; "when this hits" abilities trigger. */
function onHit(t: Table, attack: Layer): void {
  const seat = attack.controller;
  const p = t.player(seat);
  trigger(t, seat, attack.card, behaviourOf(attack.card)?.onHit ?? [], `${cardName(attack.card)}: when this hits`);
  if (attack.goAgainOnHit) trigger(t, seat, attack.card, [{ kind: "attack-go-again" }], `${cardName(attack.card)}: if this hits, go again`);
  const weapon = weaponOf(t.s, attack);
  if (weapon === null) return;
  const w = p.gear.find((g) => g.id === weapon.id)!;
  w.hitsThisTurn += 1;
  // Dawnblade: "If Dawnblade hits, and it's the second time it has hit this turn, put a +1{p} counter on it."
  if (behaviourOf(w.card)?.dawnblade === true && w.hitsThisTurn === 2)
    trigger(t, seat, w.card, [{ kind: "weapon-power-counter" }], `${cardData(w.card).name}: second hit`, w.id);
  // Dorinthea, Once per Turn Effect: the weapon may attack an additional time this turn.
  if (behaviourOf(p.hero.card)?.dorinthea === true && !p.usedThisTurn.includes("dorinthea")) {
    p.usedThisTurn.push("dorinthea");
    trigger(t, seat, p.hero.card, [{ kind: "may", text: `attack an additional time with ${cardData(w.card).name} this turn`, effects: [{ kind: "weapon-extra-attack" }] }], `${cardData(p.hero.card).name}: attack an additional time`, w.id);
  }
}

/** CR 7.6.2: the chain link resolves; go again gives an action point. */
function resolutionStep(t: Table): void {
  const s = t.s;
  s.combatStep = "resolution";
  t.events.push({ type: "phase", phase: "action", step: "resolution" });
  const link = activeLink(s)!;
  link.resolved = true;
  if (link.attack.goAgain) gainActionPoint(t, link.attack.controller);
  givePriority(t, s.turnPlayer); // CR 7.6.3
}

/** CR 7.7: the combat chain closes; equipment returns, everything else is cleared. */
function closeStep(t: Table): void {
  const s = t.s;
  s.combatStep = null;
  s.priorityHolder = null;
  t.events.push({ type: "phase", phase: "action", step: "close" });
  for (const link of s.chain) {
    const attack = link.attack;
    if (attack.weapon !== undefined) t.events.push({ type: "remove", obj: attack.id }); // the proxy ceases to exist
    else t.put(attack.controller, attack, "graveyard");
    for (const d of link.defenders) {
      if (d.gear === undefined) {
        t.put(d.owner, d, "graveyard");
        continue;
      }
      const gear = d.gear;
      // CR 8.3.3 Blade Break: destroyed if it defended.
      if (hasKeyword(gear.card, "Blade Break")) {
        t.put(d.owner, gear, "graveyard");
        t.log(`${cardData(gear.card).name} is destroyed (Blade Break)`, "8.3.3");
        continue;
      }
      // CR 8.3.2 Battleworn: a -1{d} counter.
      const worn = hasKeyword(gear.card, "Battleworn") ? { ...gear, defenseCounters: gear.defenseCounters + 1 } : gear;
      t.player(d.owner).gear.push(worn);
      t.shift(gear, d.owner, zoneId(d.owner, gear.slot)); // CR 7.7.5
      if (worn !== gear) t.events.push({ type: "prop", obj: gear.id, key: "-1 defense counters", value: worn.defenseCounters });
    }
  }
  s.chain = [];
  t.events.push({ type: "combat", attack: null }, { type: "chain", chain: "combat-chain", op: "close" });
  t.events.push({ type: "phase", phase: "action" });
  givePriority(t, s.turnPlayer); // CR 7.7.7: the action phase continues
}

// ---------------------------------------------------------------------------------------------
// Game end (CR 4.5, 1.10.2a)

function gameStateCheck(t: Table): void {
  const dead = t.s.players.flatMap((p, seat) => (p.life <= 0 ? [seat] : []));
  if (dead.length === 0) return;
  if (dead.length === t.s.players.length) return endGame(t, [], "all heroes reached 0 life at the same time", "4.5.4a");
  const winners = t.s.players.map((_, seat) => seat).filter((seat) => !dead.includes(seat));
  endGame(t, winners, `${dead.map((seat) => t.name(seat)).join(" and ")} reached 0 life`, "4.5.3a");
}

function endGame(t: Table, winners: Seat[], reason: string, rule: string): void {
  const s = t.s;
  s.ended = { winners, reason, rule: `fab:${rule}` };
  s.priorityHolder = null;
  s.pending = null;
  t.events.push({ type: "prompt", seat: null, kind: "none", text: "" });
  t.log(winners.length === 0 ? `The game is a draw: ${reason}` : `${winners.map((w) => t.name(w)).join(", ")} wins: ${reason}`, rule);
  t.events.push({ type: "end", winners, reason, rule: `fab:${rule}` });
}

export { announce };
