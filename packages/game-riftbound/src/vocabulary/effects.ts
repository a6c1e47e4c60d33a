import type { Seat } from "@tablecast/engine";
import { cardDef, RECRUIT } from "../cards";
import { addKeywords, type Keywords } from "../statics";
import type { Location } from "../state";
import { mightOf, playerBonusDamage, wardenAgainst } from "../values";
import { placeOf } from "./targets";
import type { DraftUnit, RbWork } from "../work";

/**
 * What the rules lend an effect as it resolves: the actions that need the rest of the rules (a
 * draw may burn out, a kill triggers Deathknell). The rules pass them in, so this vocabulary
 * depends on no rule module.
 */
export interface Acts {
  draw(w: RbWork, seat: Seat, count: number): void;
  channel(w: RbWork, seat: Seat, count: number, exhausted: boolean): void;
  kill(w: RbWork, unit: string, rule: string, source: string): void;
  /** A player gains points outside scoring a battlefield ("you score 1 point"); the win check follows (467). */
  gainPoints(w: RbWork, seat: Seat, points: number, source: string): void;
  /** "You win the game." */
  win(w: RbWork, seat: Seat, source: string): void;
  /** A player stunned an enemy unit: their "When you stun an enemy unit" abilities trigger (383). */
  stunnedEnemy(w: RbWork, seat: Seat): void;
  /** A player recycled one or more cards to their Main Deck: their "When you recycle …" abilities trigger (383). */
  recycledToDeck(w: RbWork, seat: Seat): void;
  /** A unit moved (441): its "When I move" and its origin's "When a unit moves from here" trigger. */
  moved(w: RbWork, unit: string, from: Location): void;
  /** A gear left the board (killed, or returned to a hand): its "when this is killed / leaves the board" abilities trigger from where it went. */
  gearLeft(w: RbWork, seat: Seat, now: { readonly id: string; readonly card: string }, killed: boolean): void;
  /** Cards a player discarded together: each one's "when this is discarded" and the player's "When you discard" trigger (383). */
  discarded(w: RbWork, seat: Seat, cards: readonly { readonly id: string; readonly card: string }[]): void;
  /** A player buffed a unit they control: "When you buff a friendly unit" abilities trigger, the unit their "it" (383). */
  buffedFriendly(w: RbWork, seat: Seat, unit: string): void;
  /** A player readied a unit they control: "When you ready a friendly unit" abilities trigger, the unit their "it" (383, 415). */
  readiedFriendly(w: RbWork, seat: Seat, unit: string): void;
  /** Reckoner's Arena: the "When I conquer" abilities of a player's units at battlefield `at` trigger as if they conquered it (383.4.c). */
  conquerEffects(w: RbWork, seat: Seat, at: number): void;
}

/** An effect resolving for `seat`: its chosen target if still legal (359.3.e), and its source's label. */
export interface EffectContext {
  readonly seat: Seat;
  readonly target: string | undefined;
  /** A second chosen unit (355.11), if the ability has one and it is still legal (359.3.e.5). */
  readonly second?: string | undefined;
  /** A group of chosen units (355.11), those still legal (359.3.e.5). */
  readonly targets?: readonly string[];
  /** The permanent whose ability it is, if still on the board. */
  readonly self: string | undefined;
  /** 811.1.d.3: the spell was played from Hidden at this battlefield — a unit it plays goes there. */
  readonly hiddenAt?: number;
  /** A Deathknell's unit died at this battlefield ("my battlefield"). */
  readonly diedAt?: number;
  /** 357.2: the spell's optional additional cost was paid. */
  readonly extraPaid?: true;
  readonly source: string;
  readonly acts: Acts;
  /** The chain item's card and ability (a mode chosen later finds its options through them, rules/modes.ts). */
  readonly card?: string;
  readonly ability?: string;
}

/** One building block of a card's ability: named for coverage, resolved by code. */
export interface Effect {
  readonly kind: string;
  readonly resolve: (w: RbWork, c: EffectContext) => void;
}

const targetUnit = (w: RbWork, c: EffectContext) => (c.target === undefined ? undefined : w.unit(c.target));
const selfUnit = (w: RbWork, c: EffectContext) => (c.self === undefined ? undefined : w.unit(c.self));

/** Mageseeker Warden: "While I'm at a battlefield, spells and abilities can't ready enemy units and gear." — the instruction is ignored (359.3.e.6). */
function wardenStopsReadying(w: RbWork, thing: { readonly controller: Seat; readonly card: string }, source: string): boolean {
  if (!wardenAgainst(w.s, thing.controller)) return false;
  w.log(`${source}: ${w.cardName(thing.card)} can't be readied while an enemy Mageseeker Warden is at a battlefield`, "359.3.e.6");
  return true;
}

/** Mageseeker Warden: "While I'm at a battlefield, opponents can only play units to their base." — a unit token to play at a battlefield is not played (359.3.e.6). */
function wardenStopsPlayingThere(w: RbWork, seat: Seat, at: Location, source: string): boolean {
  if (at === "base" || !wardenAgainst(w.s, seat)) return false;
  w.log(`${source}: ${w.name(seat)} can only play units to their base while an enemy Mageseeker Warden is at a battlefield`, "359.3.e.6");
  return true;
}

/** 426, 701: one unit buffed (+1 Might), unless it has a buff already (426.1.c); a friendly one is announced ("When you buff a friendly unit", 383). */
function buffUnit(w: RbWork, u: DraftUnit | undefined, c: EffectContext): void {
  if (u === undefined || !w.addBuff(u)) return;
  w.log(`${c.source}: ${w.cardName(u.card)} is buffed`, "701");
  if (u.controller === c.seat) c.acts.buffedFriendly(w, c.seat, u.id);
}

/** 413: draw N. */
export const draw = (count: number): Effect => ({ kind: `draw ${count}`, resolve: (w, c) => c.acts.draw(w, c.seat, count) });

/** Time Warp: "Take a turn after this one." — an Additional Turn queued after this turn, behind any made before (737, 738). */
export const takeATurnAfterThis = (): Effect => ({
  kind: "take a turn after this one",
  resolve: (w, c) => {
    w.set("additionalTurns", [...(w.s.additionalTurns ?? []), c.seat]);
    w.log(`${c.source}: ${w.name(c.seat)} will take a turn after this one`, "737");
  },
});

/**
 * Portal Rescue (errata): "Banish a friendly unit, then its owner plays it to their base, ignoring cost." — to
 * its owner's Banishment (427), and its owner plays it from there to their own base (106: a unit its player
 * controlled but did not own goes back to its owner, who controls it then); a token banished ceases to exist
 * (183). (rules/play-from.ts)
 */
export const banishThenPlayToBase = (): Effect => ({
  kind: "banish it, then its owner plays it to their base, ignoring its cost",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    const owner = u.owner ?? u.controller;
    const banished = w.banishUnit(u);
    w.log(`${c.source}: ${w.cardName(u.card)} is banished`, "427");
    // "its owner plays it": from the owner's own Banishment, whoever played Portal Rescue.
    if (banished !== undefined) w.next({ step: "play-from", seat: owner, source: c.source, object: banished.id, from: { zone: "banishment", ignore: "cost" }, toBase: true });
  },
});

/**
 * Blind Fury: "Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play it,
 * ignoring its cost. Then recycle the rest." — in a Duel the one opponent's card (424: revealed to all),
 * banished to its owner's Banishment (427) and played by this player, who controls it while its owner keeps
 * it (106; rules/play-from.ts: a spell by what it chooses); no other card is left to recycle. (rules/play-from.ts)
 */
export const revealOpponentsTopBanishAndPlayIt = (): Effect => ({
  kind: "each opponent reveals the top card of their Main Deck; banish one and play it, ignoring its cost; recycle the rest",
  resolve: (w, c) => w.next({ step: "reveal-opponents-top", seat: c.seat, source: c.source }),
});

/** Promising Future (errata): "Each player looks at the top N cards of their Main Deck, banishes one of them, then recycles the rest. Starting with the next player, each player plays those cards, ignoring Energy costs." (rules/each-looks-and-plays.ts) */
export const eachLooksChoosesOneThenPlaysThem = (count: number): Effect => ({
  kind: `each player looks at the top ${count} of their Main Deck, banishes one and recycles the rest; starting with the next player, each plays theirs from their Banishment, ignoring its Energy cost`,
  resolve: (w, c) => {
    const next: Seat = c.seat === 0 ? 1 : 0;
    w.next({ step: "each-looks", source: c.source, count, first: next, seats: [c.seat, next], chosen: [] });
  },
});

/** Reinforce: "Look at the top N cards of your Main Deck. You may banish a unit from among them, then play it, reducing its cost by [E]. Recycle the remaining cards." (rules/play-from.ts) */
export const lookToPlayAUnit = (count: number, o: { readonly energyLess?: number; readonly ignore?: "cost" }): Effect => ({
  kind: `look at the top ${count}, you may banish a unit among them and play it${o.ignore === "cost" ? ", ignoring its cost" : `, its cost reduced by ${o.energyLess ?? 0}`}, recycle the rest`,
  resolve: (w, c) => w.next({ step: "look-to-play", seat: c.seat, source: c.source, count, ...o }),
});

/**
 * Baited Hook: "Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit from
 * among them that has Might up to 1 more than the killed unit and play it, ignoring its cost. Then recycle
 * the rest." — the killed unit's Might as it last was on the board (rules/play-from.ts).
 */
export const killItThenLookToPlayAUnitUpToItsMightPlus = (more: number, count: number): Effect => ({
  kind: `kill it, look at the top ${count}, you may banish a unit among them with Might up to ${more} more and play it, ignoring its cost, recycle the rest`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    const mightAtMost = mightOf(w.s, u) + more;
    c.acts.kill(w, u.id, "428", c.source);
    w.next({ step: "look-to-play", seat: c.seat, source: c.source, count, ignore: "cost", mightAtMost });
  },
});

/** Dazzling Aurora (errata): "reveal cards from the top of your Main Deck until you reveal a unit and banish it. Play it, ignoring its cost, and recycle the rest." (rules/play-from.ts) */
export const revealUntilAUnitAndPlayIt = (): Effect => ({
  kind: "reveal cards from the top until a unit and banish it, play it ignoring its cost, recycle the rest",
  resolve: (w, c) => w.next({ step: "reveal-until-unit", seat: c.seat, source: c.source }),
});

/**
 * Pack of Wonders: "Return another friendly gear, unit, or facedown card to its owner's hand." — a unit
 * (a token ceases to exist, 183), a gear (its "when this leaves the board" triggers), or a card hidden at a
 * battlefield, named by where it was (its face stays Private, 128.4).
 */
export const returnToItsOwnersHand = (): Effect => ({
  kind: "return it to its owner's hand",
  resolve: (w, c) => {
    if (c.target === undefined) return;
    const u = w.unit(c.target);
    if (u !== undefined) {
      w.log(`${c.source}: ${w.cardName(u.card)} returns to its owner's hand`, "110");
      return w.returnUnitToHand(u);
    }
    const p = w.s.players[c.seat]!;
    const g = p.gear.find((x) => x.id === c.target);
    if (g !== undefined) {
      w.log(`${c.source}: ${w.cardName(g.card)} returns to its owner's hand`, "110");
      return c.acts.gearLeft(w, c.seat, w.removeGear(c.seat, g.id, "hand"), false);
    }
    const f = p.facedown.find((x) => x.id === c.target);
    if (f === undefined) return;
    w.player(c.seat).facedown = p.facedown.filter((x) => x.id !== f.id);
    w.put(c.seat, { id: f.id, card: f.card }, "hand");
    w.log(`${c.source}: a facedown card returns to ${w.name(c.seat)}'s hand`, "110");
  },
});

/** Forge of the Future: "Recycle up to N cards from trashes." — chosen as it resolves, from any player's trash (rules/recycle-trashes.ts). */
export const recycleUpToFromTrashes = (count: number): Effect => ({
  kind: `recycle up to ${count} cards from trashes`,
  resolve: (w, c) => w.next({ step: "recycle-trashes", seat: c.seat, source: c.source, left: count, chosen: [] }),
});

/** Flame Chompers: "… play me." — from the trash it was discarded to, its cost paid as the ability went on the chain (rules/play-from.ts). */
export const playMeFromTrash = (): Effect => ({
  kind: "play me from the trash",
  resolve: (w, c) => {
    if (c.self !== undefined) w.next({ step: "play-from", seat: c.seat, source: c.source, object: c.self, from: { zone: "trash", ignore: "cost" } });
  },
});

/** Super Mega Death Rocket!: "… discard 1 to return this from your trash to your hand." — with an empty hand the discard cannot be paid, so nothing returns (rules/discard.ts). */
export const discardToReturnThisToHand = (): Effect => ({
  kind: "discard 1 to return this from your trash to your hand",
  resolve: (w, c) => {
    if (c.self === undefined || w.s.players[c.seat]!.hand.length === 0) return void w.log(`${c.source}: ${w.name(c.seat)} has no card to discard`, "355.10");
    w.next({ step: "discard", seat: c.seat, left: 1, draw: 0, discarded: 0, source: c.source, returnFromTrash: c.self });
  },
});

/** Hallowed Tomb: "you may return your Chosen Champion from your trash to your Champion Zone if it is empty." — a card of its name (103.2.a), a new object there (110). */
export const returnChosenChampionFromTrash = (): Effect => ({
  kind: "return your Chosen Champion from your trash to your Champion Zone if it is empty",
  resolve: (w, c) => {
    const p = w.s.players[c.seat]!;
    const name = p.chosenChampion === undefined ? undefined : cardDef(p.chosenChampion).name;
    const x = p.trash.find((t) => cardDef(t.card).name === name);
    if (p.champion.length > 0 || x === undefined) return void w.log(`${c.source}: ${p.champion.length > 0 ? "the Champion Zone is not empty" : "no Chosen Champion in the trash"}`, "103.2.a");
    const obj = w.put(c.seat, w.take(c.seat, "trash", x.id), "champion");
    w.log(`${c.source}: ${w.cardName(obj.card)} returns to ${w.name(c.seat)}'s Champion Zone`, "103.2.a");
  },
});

/** Bullet Time: "Pay any amount of [A] to deal that much damage to all enemy units at a battlefield." — the battlefield chosen as it was played (rules/as-it-resolves.ts). */
export const payAnyPowerToDamageEnemiesThere = (): Effect => ({
  kind: "pay any amount of Power, that much damage to all enemy units there",
  resolve: (w, c) => {
    const at = chosenBattlefield(w, c);
    if (at !== undefined) w.next({ step: "pay-any-power", seat: c.seat, source: c.source, at, card: c.card ?? "" });
  },
});

/** Dragon's Rage: "Then do this: Choose another enemy unit at its destination. They deal damage equal to their Mights to each other." (rules/as-it-resolves.ts) */
export const itFightsAnotherEnemyThere = (): Effect => ({
  kind: "choose another enemy unit at its destination, they deal damage equal to their Mights to each other",
  resolve: (w, c) => {
    if (targetUnit(w, c) !== undefined) w.next({ step: "fight-there", seat: c.seat, source: c.source, unit: c.target! });
  },
});

/** Overt Operation: "For each friendly unit, you may spend its buff to ready it." (rules/as-it-resolves.ts) */
export const eachFriendlyUnitMaySpendItsBuffToReady = (): Effect => ({
  kind: "for each friendly unit, you may spend its buff to ready it",
  resolve: (w, c) => w.next({ step: "spend-to-ready", seat: c.seat, source: c.source, asked: [] }),
});

/** "Buff all friendly units." (426.1.c: one that has a buff gets none) */
export const buffFriendlyUnits = (): Effect => ({
  kind: "buff all friendly units",
  resolve: (w, c) => {
    for (const u of w.units()) if (u.controller === c.seat) buffUnit(w, u, c);
  },
});

/** 430: channel N runes, exhausted. */
export const channelExhausted = (count: number): Effect => ({ kind: `channel ${count}`, resolve: (w, c) => c.acts.channel(w, c.seat, count, true) });

/** 430: channel N runes (ready). */
export const channelReady = (count: number): Effect => ({ kind: `channel ${count} ready`, resolve: (w, c) => c.acts.channel(w, c.seat, count, false) });

/** Reckoner's Arena: "activate the conquer effects of units here." — the battlefield whose ability it is (its `self`). */
export const conquerEffectsHere = (): Effect => ({
  kind: "activate the conquer effects of units here",
  resolve: (w, c) => {
    const at = w.s.battlefields.findIndex((b) => b.id === c.self);
    if (at < 0) return;
    w.log(`${c.source}: the conquer effects of ${w.name(c.seat)}'s units here activate`, "383.4.c");
    c.acts.conquerEffects(w, c.seat, at);
  },
});

/** 439, 184.1: play a 1 Might Recruit unit token to your base. */
export const playRecruit = (): Effect => ({
  kind: "recruit",
  resolve: (w, c) => {
    w.enterUnit(c.seat, { id: w.newId(), card: RECRUIT }, "base", true);
    w.log(`${c.source}: ${w.name(c.seat)} plays a Recruit token`, "184.1");
  },
});

/** 417: deal N to the target. */
export const dealDamage = (amount: number): Effect => ({
  kind: `deal ${amount}`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    const dealt = w.dealDamage(u, amount, c.source, c.seat);
    if (dealt > 0) w.log(`${c.source}: ${dealt} damage to ${w.cardName(u.card)}`, "417");
  },
});

/** "Deal N to a unit." repeated (Icathian Rain): N to the unit each instruction chose, as often as it was chosen (359.3.e.5: one no longer legal is unaffected). */
export const dealDamageToEach = (amount: number): Effect => ({
  kind: `deal ${amount} to each unit chosen, once for each time`,
  resolve: (w, c) => {
    for (const id of c.targets ?? []) {
      const u = w.unit(id);
      if (u === undefined) continue;
      const dealt = w.dealDamage(u, amount, c.source, c.seat);
      if (dealt > 0) w.log(`${c.source}: ${dealt} damage to ${w.cardName(u.card)}`, "417");
    }
  },
});

/**
 * 355.14: "deal N damage split among any number of …" — the units were chosen as it went on the chain
 * (at most N, 355.14.c); how the damage divides is chosen as it resolves (355.14.e), each at least 1
 * (355.14.f–g): one unit left takes it all; two or more ask their controller (rules/split.ts).
 */
export const splitDamage = (amount: number): Effect => ({
  kind: `deal ${amount} split among them`,
  resolve: (w, c) => {
    const chosen = (c.targets ?? []).filter((id) => w.unit(id) !== undefined);
    if (chosen.length === 0) return;
    // 715.3: Bonus Damage of the player's (Annie - Fiery) and of a resolving spell's (Ravenborn Tome) adds to the amount split.
    const total = amount + playerBonusDamage(w.s, c.seat) + (w.s.spellBonus ?? 0);
    if (chosen.length === 1) {
      const u = w.unit(chosen[0]!)!;
      const dealt = w.dealDamage(u, total, c.source);
      if (dealt > 0) w.log(`${c.source}: ${dealt} damage to ${w.cardName(u.card)}`, "355.14");
      return;
    }
    w.next({ step: "split", seat: c.seat, amount: total, targets: chosen, source: c.source });
  },
});

/** 428: kill the target. */
export const kill = (): Effect => ({
  kind: "kill",
  resolve: (w, c) => {
    if (c.target !== undefined && w.unit(c.target) !== undefined) c.acts.kill(w, c.target, "428", c.source);
  },
});

/** 816.1.b: "kill this" — the permanent whose ability it is, if it is still on the board. */
export const killThis = (): Effect => ({
  kind: "kill this",
  resolve: (w, c) => {
    if (c.self === undefined) return;
    if (w.unit(c.self) !== undefined) c.acts.kill(w, c.self, "816.1.b", c.source);
    // A gear given [Temporary] (Fading Memories).
    else killGearById(w, c.self, c.source, c.acts);
  },
});

/** 423: stun the target: it deals no combat damage this turn (not stunned twice, 423.1.a.1). */
export const stun = (): Effect => ({
  kind: "stun",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined || u.stunned) return;
    u.stunned = true;
    w.prop(u.id, "stunned", true);
    w.log(`${c.source}: ${w.cardName(u.card)} is stunned`, "423");
    if (u.controller !== c.seat) c.acts.stunnedEnemy(w, c.seat);
  },
});

/** 472.3: +N Might this turn (ends in the Ending Phase, 317). */
export const mightThisTurn = (amount: number): Effect => ({
  kind: `+${amount} Might this turn`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u !== undefined) giveMight(w, u, amount, c.source);
  },
});

/** 426, 701: buff the target (+1 Might, at most one buff: 426.1.c). */
export const buff = (): Effect => ({
  kind: "buff",
  resolve: (w, c) => buffUnit(w, targetUnit(w, c), c),
});

/** 449: recall the target to its base. */
export const recall = (): Effect => ({
  kind: "recall",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined || u.location === "base") return;
    w.moveUnit(u, "base");
    w.log(`${c.source}: ${w.cardName(u.card)} is recalled to base`, "449");
  },
});

/** Possession: "Take control of it and recall it." (106; 449: sent to its new controller's base, not a move) */
export const takeControlAndRecall = (): Effect => ({
  kind: "take control of it and recall it",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    w.takeControl(u, c.seat);
    w.moveUnit(u, "base");
    w.log(`${c.source}: ${w.name(c.seat)} takes control of ${w.cardName(u.card)} and recalls it to base`, "449");
  },
});

/** 184.1: play N 1 Might Recruit unit tokens — "here" (where the ability's unit is; its base if it is gone), or to the base. */
export const recruits = (count: number, here = false): Effect => ({
  kind: count === 1 ? `recruit${here ? " here" : ""}` : `${count} recruits${here ? " here" : ""}`,
  resolve: (w, c) => {
    const self = here && c.self !== undefined ? w.unit(c.self) : undefined;
    const at = self?.location ?? "base";
    if (wardenStopsPlayingThere(w, c.seat, at, c.source)) return;
    for (let i = 0; i < count; i++) w.enterUnit(c.seat, { id: w.newId(), card: RECRUIT }, at, true);
    w.log(`${c.source}: ${w.name(c.seat)} plays ${count === 1 ? "a Recruit token" : `${count} Recruit tokens`}${at === "base" ? "" : " here"}`, "184.1");
  },
});

/** 426, 701: "buff me" — the ability's own unit. */
export const buffThis = (): Effect => ({
  kind: "buff me",
  resolve: (w, c) => buffUnit(w, selfUnit(w, c), c),
});

/** Peak Guardian: "buff me. Then, if I am at a battlefield, buff all other friendly units there." */
export const buffThisThenOthersThere = (): Effect => ({
  kind: "buff me, then the other friendly units at my battlefield",
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    buffUnit(w, me, c);
    if (me === undefined || me.location === "base") return;
    for (const u of w.units()) if (u.id !== me.id && u.controller === c.seat && u.location === me.location) buffUnit(w, u, c);
  },
});

/** 472.3: "Give friendly units +N Might this turn." */
export const friendlyUnitsMightThisTurn = (amount: number): Effect => ({
  kind: `friendly units +${amount} Might this turn`,
  resolve: (w, c) => {
    for (const u of w.units())
      if (u.controller === c.seat) {
        u.mightThisTurn += amount;
        w.prop(u.id, "might this turn", u.mightThisTurn);
      }
    w.log(`${c.source}: ${w.name(c.seat)}'s units get +${amount} Might this turn`, "472.3");
  },
});

/** 417: "Deal N to all units at battlefields." */
export const damageAllAtBattlefields = (amount: number): Effect => ({
  kind: `deal ${amount} to all units at battlefields`,
  resolve: (w, c) => {
    for (const u of w.units()) if (u.location !== "base") w.dealDamage(u, amount, c.source, c.seat);
    w.log(`${c.source}: ${amount} damage to every unit at a battlefield`, "417");
  },
});

/** 430: "Channel N runes exhausted. If you can't (channel N this way), draw 1." */
export const channelOrDraw = (count: number): Effect => ({
  kind: `channel ${count}, else draw 1`,
  resolve: (w, c) => {
    const could = w.s.players[c.seat]!.runeDeck.length >= count;
    c.acts.channel(w, c.seat, count, true);
    if (!could) c.acts.draw(w, c.seat, 1);
  },
});

/** 472.3: +N Might this turn on one unit; a negative N stops at 1 Might ("to a minimum of 1", the reduction taken as it applies). */
function giveMight(w: RbWork, u: DraftUnit, amount: number, source: string): void {
  const change = amount >= 0 ? amount : -Math.min(-amount, Math.max(0, mightOf(w.s, u) - 1));
  u.mightThisTurn += change;
  w.prop(u.id, "might this turn", u.mightThisTurn);
  w.log(`${source}: ${w.cardName(u.card)} gets ${amount >= 0 ? "+" : ""}${change === amount ? amount : `${change} (of ${amount}, to a minimum of 1)`} Might this turn`, "472.3");
}

/** "Give a unit -N Might this turn, to a minimum of 1 Might." */
export const mightThisTurnToMinimum = (amount: number): Effect => ({
  kind: `-${amount} Might this turn, to a minimum of 1`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u !== undefined) giveMight(w, u, -amount, c.source);
  },
});

/** "Give enemy units -N Might this turn, to a minimum of 1 Might." */
export const enemyUnitsMightToMinimum = (amount: number): Effect => ({
  kind: `enemy units -${amount} Might this turn, to a minimum of 1`,
  resolve: (w, c) => {
    for (const u of w.units()) if (u.controller !== c.seat) giveMight(w, u, -amount, c.source);
  },
});

/** "Ready a unit" (414.5). */
export const ready = (): Effect => ({
  kind: "ready",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined || !u.exhausted || wardenStopsReadying(w, u, c.source)) return;
    w.setExhausted(u, false);
    w.log(`${c.source}: ${w.cardName(u.card)} is readied`, "414.5");
    if (u.controller === c.seat) c.acts.readiedFriendly(w, c.seat, u.id);
  },
});

/** A unit, or a player's gear, legend or rune, by object id — writable, to ready it. */
function exhaustable(w: RbWork, id: string): { id: string; card: string; exhausted: boolean } | undefined {
  const u = w.unit(id);
  if (u !== undefined) return u;
  for (const seat of [0, 1] as const) {
    const p = w.s.players[seat]!;
    if (!p.gear.some((g) => g.id === id) && p.legend.id !== id && !p.runes.some((r) => r.id === id)) continue;
    const d = w.player(seat);
    return d.gear.find((g) => g.id === id) ?? (d.legend.id === id ? d.legend : d.runes.find((r) => r.id === id));
  }
  return undefined;
}

/** Miss Fortune - Captain: "… ready something else that's exhausted." — the chosen unit, gear, legend or rune (414.5). */
export const readyIt = (): Effect => ({
  kind: "ready it",
  resolve: (w, c) => {
    const thing = c.target === undefined ? undefined : exhaustable(w, c.target);
    if (thing === undefined || !thing.exhausted) return;
    // Units and gear (not legends or runes) of a player facing a Warden.
    const unitOrGear = w.unit(thing.id) ?? [0, 1].map((seat) => w.s.players[seat]!.gear.find((g) => g.id === thing.id)).find((g) => g !== undefined);
    if (unitOrGear !== undefined && wardenStopsReadying(w, unitOrGear, c.source)) return;
    w.setExhausted(thing, false);
    w.log(`${c.source}: ${w.cardName(thing.card)} is readied`, "414.5");
    if (w.unit(thing.id)?.controller === c.seat) c.acts.readiedFriendly(w, c.seat, thing.id);
  },
});

/** A unit (the chosen one, or the ability's own) returns to its owner's hand: it leaves the board (110: a new object; a token ceases to exist, 183). */
const returnUnitToHand = (kind: string, unitOf: typeof targetUnit): Effect => ({
  kind,
  resolve: (w, c) => {
    const u = unitOf(w, c);
    if (u === undefined) return;
    w.log(`${c.source}: ${w.cardName(u.card)} returns to its owner's hand`, "110");
    w.returnUnitToHand(u);
  },
});

/** "Return a unit to its owner's hand." */
export const returnToHand = (): Effect => returnUnitToHand("return to its owner's hand", targetUnit);

/** Vayne - Hunter: "… return me to my owner's hand." */
export const returnMeToHand = (): Effect => returnUnitToHand("return me to my owner's hand", selfUnit);

/** Retreat: "Return a friendly unit to its owner's hand. Its owner channels 1 rune exhausted." */
export const returnToHandThenOwnerChannels = (): Effect => ({
  kind: "return to its owner's hand, its owner channels 1",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    const owner = u.controller;
    returnToHand().resolve(w, c);
    c.acts.channel(w, owner, 1, true);
  },
});

/** Solari Chief: "If it is stunned, kill it. Otherwise, stun it." */
export const killIfStunnedElseStun = (): Effect => ({
  kind: "kill it if stunned, else stun it",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    if (u.stunned) kill().resolve(w, c);
    else stun().resolve(w, c);
  },
});

/** "Deal damage equal to my Might to …" (417). */
export const damageEqualToMyMight = (): Effect => ({
  kind: "deal damage equal to my Might",
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    if (me !== undefined) dealDamage(mightOf(w.s, me)).resolve(w, c);
  },
});

/** "Deal N to all enemy units here" (here: the ability's unit's battlefield). */
export const damageEnemiesHere = (amount: number): Effect => ({
  kind: `deal ${amount} to all enemy units here`,
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    if (me === undefined || me.location === "base") return;
    for (const u of w.units()) if (u.controller !== c.seat && u.location === me.location) w.dealDamage(u, amount, c.source, c.seat);
    w.log(`${c.source}: ${amount} damage to every enemy unit here`, "417");
  },
});

/** Warwick - Hunter: "kill all damaged enemy units here" (428). */
export const killDamagedEnemiesHere = (): Effect => ({
  kind: "kill all damaged enemy units here",
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    if (me === undefined || me.location === "base") return;
    for (const u of w.s.units.filter((x) => x.controller !== c.seat && x.location === me.location && x.damage > 0)) c.acts.kill(w, u.id, "428", c.source);
  },
});

/** Dune Drake: "give me +2 Might this turn if there is a ready enemy unit here" (checked as it resolves). */
export const mightToMeIfReadyEnemyHere = (amount: number): Effect => ({
  kind: `+${amount} Might this turn to me if a ready enemy unit is here`,
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    if (me === undefined || me.location === "base") return;
    if (w.s.units.some((u) => u.controller !== c.seat && u.location === me.location && !u.exhausted)) giveMight(w, me, amount, c.source);
  },
});

/** Cannon Barrage: "Deal N to all enemy units in combat" (the battlefield of the combat, 454). */
export const damageEnemiesInCombat = (amount: number): Effect => ({
  kind: `deal ${amount} to all enemy units in combat`,
  resolve: (w, c) => {
    const sd = w.s.showdown;
    if (sd === null || sd.combat === null) return;
    for (const u of w.units()) if (u.controller !== c.seat && u.location === sd.battlefield) w.dealDamage(u, amount, c.source, c.seat);
    w.log(`${c.source}: ${amount} damage to every enemy unit in combat`, "417");
  },
});

/**
 * Disintegrate (errata): "Deal N to a unit … If this kills it, do this: draw 1." — lethal damage dealt by this
 * kills it, and its player draws 1, as the spell resolves (as before the errata). Rules 387–388 read "Do this:"
 * as a Reflexive Trigger, a new chain item; the engine resolves "do this" inline (as Dragon's Rage's "Then do
 * this"), which is not yet that.
 */
export const dealDamageDrawIfLethal = (amount: number): Effect => ({
  kind: `deal ${amount}, draw 1 if this kills it`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    dealDamage(amount).resolve(w, c);
    const after = w.unit(u.id)!;
    if (after.damage >= mightOf(w.s, after)) {
      c.acts.kill(w, u.id, "428", c.source);
      c.acts.draw(w, c.seat, 1);
    }
  },
});

/** "Move a unit from a battlefield to its base" (a move by an effect, not a Standard Move: 144 asks no exhausting). */
export const moveToBase = (): Effect => ({
  kind: "move it to its base",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined || u.location === "base") return;
    // Vilemaw's Lair: "Units can't move from here to base."
    if (cardDef(w.s.battlefields[u.location]!.card).keywords?.noMoveToBase === true) return;
    const from = u.location;
    w.moveUnit(u, "base");
    w.log(`${c.source}: ${w.cardName(u.card)} moves to its base`, "144");
    c.acts.moved(w, u.id, from);
  },
});

/** Sprite Mother: "play a ready 3 Might Sprite unit token with [Temporary] here" (184.1; the token card's Temporary, 816). */
export const spriteHere = (sprite: string): Effect => ({
  kind: "a ready Sprite here",
  resolve: (w, c) => {
    const at = selfUnit(w, c)?.location ?? "base";
    if (wardenStopsPlayingThere(w, c.seat, at, c.source)) return;
    w.enterUnit(c.seat, { id: w.newId(), card: sprite }, at, true, true);
    w.log(`${c.source}: ${w.name(c.seat)} plays a ready Sprite token${at === "base" ? "" : " here"}`, "184.1");
  },
});

/** En Garde: "+1 Might this turn, then an additional +1 this turn if it is the only unit you control there." */
export const mightThisTurnMoreIfAlone = (amount: number, more: number): Effect => ({
  kind: `+${amount} Might this turn, +${more} more if it is your only unit there`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    giveMight(w, u, amount, c.source);
    if (w.s.units.filter((x) => x.controller === c.seat && x.location === u.location).length === 1) giveMight(w, u, more, c.source);
  },
});

/** Thermo Beam: "Kill all gear" (428: each goes to its owner's trash). */
export const killAllGear = (): Effect => ({
  kind: "kill all gear",
  resolve: (w, c) => {
    for (const seat of [0, 1] as const) {
      const gear = [...w.s.players[seat]!.gear];
      for (const g of gear) w.log(`${c.source}: ${w.cardName(g.card)} is killed`, "428");
      for (const now of gear.map((g) => w.removeGear(seat, g.id, "trash"))) c.acts.gearLeft(w, seat, now, true);
    }
  },
});

/** "Give it [Temporary]" (816): killed at the start of its controller's Beginning Phase, before scoring (rules/turn.ts) — a unit or a gear. */
function giveTemporary(w: RbWork, id: string, source: string): void {
  const u = w.unit(id);
  if (u !== undefined) u.temporary = true;
  else {
    const seat = w.s.players.findIndex((p) => p.gear.some((g) => g.id === id));
    if (seat < 0) return;
    const p = w.player(seat as Seat);
    p.gear = p.gear.map((g) => (g.id === id ? { ...g, temporary: true } : g));
  }
  w.prop(id, "temporary", true);
  w.log(`${source}: ${w.cardName((u ?? w.s.players.flatMap((p) => p.gear).find((g) => g.id === id))!.card)} has [Temporary]`, "816");
}

/** Fading Memories: "Give a unit at a battlefield or a gear [Temporary]." */
export const giveItTemporary = (): Effect => ({
  kind: "give it [Temporary]",
  resolve: (w, c) => {
    if (c.target !== undefined) giveTemporary(w, c.target, c.source);
  },
});

/** Last Stand: "Double a friendly unit's Might this turn. Give it [Temporary]." (472.3: +its Might this turn) */
export const doubleMightThisTurnAndTemporary = (): Effect => ({
  kind: "double its Might this turn, give it [Temporary]",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    giveMight(w, u, mightOf(w.s, u), c.source);
    giveTemporary(w, u.id, c.source);
  },
});

/** Kills a gear by object id (428): it goes to its controller's trash (gear changes no control in this card pool). */
function killGearById(w: RbWork, id: string, source: string, acts: Acts): boolean {
  for (const seat of [0, 1] as const) {
    const g = w.s.players[seat]!.gear.find((x) => x.id === id);
    if (g === undefined) continue;
    w.log(`${source}: ${w.cardName(g.card)} is killed`, "428");
    acts.gearLeft(w, seat, w.removeGear(seat, id, "trash"), true);
    return true;
  }
  return false;
}

/** "Kill a gear" (428): the chosen gear, if still on the board. */
export const killGear = (): Effect => ({
  kind: "kill the gear",
  resolve: (w, c) => {
    if (c.target !== undefined) killGearById(w, c.target, c.source, c.acts);
  },
});

/** Adaptatron: "… kill a gear. If you do, buff me." — the chosen gear still on the board is killed, then its own unit is buffed. */
export const killGearThenBuffMe = (): Effect => ({
  kind: "kill the gear; if you do, buff me",
  resolve: (w, c) => {
    if (c.target !== undefined && killGearById(w, c.target, c.source, c.acts)) buffUnit(w, selfUnit(w, c), c);
  },
});

/** "Ready me" (414.5): the ability's own unit. */
export const readyMe = (): Effect => ({
  kind: "ready me",
  resolve: (w, c) => {
    const u = selfUnit(w, c);
    if (u === undefined || !u.exhausted || wardenStopsReadying(w, u, c.source)) return;
    w.setExhausted(u, false);
    w.log(`${c.source}: ${w.cardName(u.card)} is readied`, "414.5");
    if (u.controller === c.seat) c.acts.readiedFriendly(w, c.seat, u.id);
  },
});

/** "Give a unit [Assault 3] this turn" (472.2; given again, the values add up, 807.2). Ends in the Ending Phase (317). */
export const keywordsThisTurn = (k: Keywords, words: string): Effect => ({
  kind: `${words} this turn`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    u.keywordsThisTurn = addKeywords(u.keywordsThisTurn ?? {}, k);
    w.log(`${c.source}: ${w.cardName(u.card)} has ${words} this turn`, "472.2");
  },
});

/** "Give me [Ganking] this turn" (472.2): the ability's own unit (Udyr - Wildman). Ends in the Ending Phase (317). */
export const keywordsMeThisTurn = (k: Keywords, words: string): Effect => ({
  kind: `give me ${words} this turn`,
  resolve: (w, c) => {
    const u = selfUnit(w, c);
    if (u === undefined) return;
    u.keywordsThisTurn = addKeywords(u.keywordsThisTurn ?? {}, k);
    w.log(`${c.source}: ${w.cardName(u.card)} has ${words} this turn`, "472.2");
  },
});

/** "Give me +N Might this turn" (472.3): the ability's own unit. */
export const mightToMe = (amount: number): Effect => ({
  kind: `+${amount} Might this turn to me`,
  resolve: (w, c) => {
    const u = selfUnit(w, c);
    if (u !== undefined) giveMight(w, u, amount, c.source);
  },
});

/** Unchecked Power: "Exhaust all friendly units, then deal 12 to ALL units at battlefields." */
export const exhaustFriendlyThenDamageAllAtBattlefields = (amount: number): Effect => ({
  kind: `exhaust friendly units, then deal ${amount} to all units at battlefields`,
  resolve: (w, c) => {
    for (const u of w.units()) if (u.controller === c.seat) w.setExhausted(u, true);
    damageAllAtBattlefields(amount).resolve(w, c);
  },
});

/** "Discard N[, then draw M]": the player chooses as it resolves (a question of its own, rules/discard.ts). */
export const discard = (count: number, thenDraw = 0): Effect => ({
  kind: `discard ${count}${thenDraw > 0 ? `, then draw ${thenDraw}` : ""}`,
  resolve: (w, c) => w.next({ step: "discard", seat: c.seat, left: count, draw: thenDraw, discarded: 0, source: c.source }),
});

/** Invert Timelines: "Each player discards their hand, then draws 4." */
export const eachPlayerDiscardsHandThenDraws = (count: number): Effect => ({
  kind: `each player discards their hand, then draws ${count}`,
  resolve: (w, c) => {
    for (const seat of [0, 1] as const) {
      const gone = [...w.s.players[seat]!.hand].map((obj) => w.put(seat, w.take(seat, "hand", obj.id), "trash"));
      w.log(`${c.source}: ${w.name(seat)} discards their hand`, "422.1");
      if (gone.length > 0) c.acts.discarded(w, seat, gone);
    }
    for (const seat of [0, 1] as const) c.acts.draw(w, seat, count);
  },
});

/** "You score 1 point." */
export const scorePoints = (points: number): Effect => ({ kind: `score ${points} point${points === 1 ? "" : "s"}`, resolve: (w, c) => c.acts.gainPoints(w, c.seat, points, c.source) });

/** "You win the game." */
export const winTheGame = (): Effect => ({ kind: "win the game", resolve: (w, c) => c.acts.win(w, c.seat, c.source) });

/** "Return a unit [or spell] card from your trash to your hand" (355.9.a: a card in the trash; chosen as it resolves, rules/discard.ts). */
export const returnFromTrash = (type: "unit" | "spell"): Effect => ({
  kind: `return a ${type} from your trash to your hand`,
  resolve: (w, c) => w.next({ step: "from-trash", seat: c.seat, type, source: c.source }),
});

/** "Ready up to N (friendly) runes": exhausted runes of the player, as many as there are up to N (414.5). */
export const readyRunes = (count: number): Effect => ({
  kind: `ready up to ${count} runes`,
  resolve: (w, c) => {
    let n = 0;
    for (const r of w.player(c.seat).runes)
      if (n < count && r.exhausted) {
        w.setExhausted(r, false);
        n++;
      }
    w.log(`${c.source}: ${w.name(c.seat)} readies ${n} rune${n === 1 ? "" : "s"}`, "414.5");
  },
});

/** Kadregrin the Infernal: "draw 1 for each of your [Mighty] units" (706). */
export const drawPerMightyUnit = (): Effect => ({
  kind: "draw 1 for each of your Mighty units",
  resolve: (w, c) => {
    const n = w.s.units.filter((u) => u.controller === c.seat && mightOf(w.s, u) >= 5).length;
    if (n > 0) c.acts.draw(w, c.seat, n);
  },
});

/** Carnivorous Snapvine: "We deal damage equal to our Mights to each other." — at once (417). */
export const fightMe = (): Effect => ({
  kind: "we deal damage equal to our Mights to each other",
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    const them = targetUnit(w, c);
    if (me === undefined || them === undefined) return;
    const [mine, theirs] = [mightOf(w.s, me), mightOf(w.s, them)];
    w.setDamage(them, them.damage + mine);
    w.setDamage(me, me.damage + theirs);
    w.log(`${c.source}: ${w.cardName(me.card)} and ${w.cardName(them.card)} deal ${mine} and ${theirs} to each other`, "417");
  },
});

/** An effect on the second chosen unit (355.11): "Deal 3 to a unit. Deal 3 to a unit.", "each of up to two units". */
export const onSecond = (effect: Effect): Effect => ({
  kind: `${effect.kind} (the second)`,
  resolve: (w, c) => {
    if (c.second !== undefined) effect.resolve(w, { ...c, target: c.second });
  },
});

/** An effect on both chosen units: "Give two friendly units each +2 Might", "Deal 6 to each of up to two units". */
export const onEach = (effect: Effect): Effect => ({
  kind: `${effect.kind} to each`,
  resolve: (w, c) => {
    effect.resolve(w, c);
    if (c.second !== undefined && c.second !== c.target) effect.resolve(w, { ...c, target: c.second });
  },
});

/**
 * Challenge: "They deal damage equal to their Mights to each other." — the two chosen units deal the
 * damage, at once (417.6.b.3: the units are its source, not the spell); none if either is gone (359.3.e.12).
 */
export const theyFight = (): Effect => ({
  kind: "they deal damage equal to their Mights to each other",
  resolve: (w, c) => {
    const a = targetUnit(w, c);
    const b = c.second === undefined ? undefined : w.unit(c.second);
    if (a === undefined || b === undefined) return;
    const [ma, mb] = [mightOf(w.s, a), mightOf(w.s, b)];
    w.setDamage(b, b.damage + ma);
    w.setDamage(a, a.damage + mb);
    w.log(`${w.cardName(a.card)} deals ${ma} to ${w.cardName(b.card)} and ${w.cardName(b.card)} deals ${mb} to ${w.cardName(a.card)} (${c.source})`, "417.6.b.3");
  },
});

/** Last Breath: "It deals damage equal to its Might to an enemy unit" — the first chosen unit deals it to the second (417.6.b.3). */
export const itDealsItsMightToTheSecond = (): Effect => ({
  kind: "it deals damage equal to its Might to the second",
  resolve: (w, c) => {
    const a = targetUnit(w, c);
    const b = c.second === undefined ? undefined : w.unit(c.second);
    if (a === undefined || b === undefined) return;
    const m = mightOf(w.s, a);
    w.setDamage(b, b.damage + m);
    w.log(`${w.cardName(a.card)} deals ${m} to ${w.cardName(b.card)} (${c.source})`, "417.6.b.3");
  },
});

/** Hidden Blade: "Kill a unit at a battlefield. Its controller draws N." (428; its controller as it was chosen). */
export const killThenItsControllerDraws = (count: number): Effect => ({
  kind: `kill, its controller draws ${count}`,
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    const controller = u.controller;
    c.acts.kill(w, u.id, "428", c.source);
    c.acts.draw(w, controller, count);
  },
});

/** Sprite Call: "Play a ready 3 Might Sprite unit token with [Temporary]" — to base, or where it was hidden (811.1.d.3). */
export const readySprite = (sprite: string): Effect => ({
  kind: "a ready Sprite",
  resolve: (w, c) => {
    const at = c.hiddenAt ?? "base";
    if (wardenStopsPlayingThere(w, c.seat, at, c.source)) return;
    w.enterUnit(c.seat, { id: w.newId(), card: sprite }, at, true, true);
    w.log(`${c.source}: ${w.name(c.seat)} plays a ready Sprite token${at === "base" ? " in base" : ` at ${w.cardName(w.s.battlefields[at]!.card)}`}`, at === "base" ? "184.1" : "811.1.d.3");
  },
});

/** Teemo - Strategist: "reveal the top N cards of your Main Deck. Deal 1 to that unit for each card with [Hidden] revealed this way, then recycle the revealed cards." (424, 416; rules/look.ts) */
export const revealTopDamagePerHidden = (count: number): Effect => ({
  kind: `reveal the top ${count}, deal 1 for each with [Hidden], recycle them`,
  resolve: (w, c) => w.next({ step: "reveal-top-damage", seat: c.seat, source: c.source, count, ...(c.target === undefined ? {} : { target: c.target }) }),
});

/** Teemo - Swift Scout: "Put a Teemo unit you own into your hand from your Champion Zone or the board." (a new object, 110) */
export const toHandFromBoardOrChampionZone = (): Effect => ({
  kind: "put it into your hand",
  resolve: (w, c) => {
    if (c.target === undefined) return;
    const u = w.unit(c.target);
    if (u !== undefined) {
      w.log(`${c.source}: ${w.cardName(u.card)} returns to its owner's hand`, "110");
      w.returnUnitToHand(u);
      return;
    }
    if (!w.s.players[c.seat]!.champion.some((x) => x.id === c.target)) return;
    const obj = w.take(c.seat, "champion", c.target);
    w.log(`${c.source}: ${w.cardName(obj.card)} goes from the Champion Zone to ${w.name(c.seat)}'s hand`, "110");
    w.put(c.seat, obj, "hand");
  },
});

/** The battlefield an ability chose (169.7), by index; undefined when it chose a unit or nothing. */
const chosenBattlefield = (w: RbWork, c: EffectContext): number | undefined => {
  const i = w.s.battlefields.findIndex((b) => b.id === c.target);
  return i < 0 ? undefined : i;
};

/** Firestorm: "Deal N to all enemy units at a battlefield." — the battlefield chosen (169.7). */
export const damageEnemiesThere = (amount: number): Effect => ({
  kind: `deal ${amount} to all enemy units there`,
  resolve: (w, c) => {
    const at = chosenBattlefield(w, c);
    if (at === undefined) return;
    for (const u of w.units()) if (u.controller !== c.seat && u.location === at) w.dealDamage(u, amount, c.source, c.seat);
    w.log(`${c.source}: ${amount} damage to every enemy unit at ${w.cardName(w.s.battlefields[at]!.card)}`, "417");
  },
});

/** Siphon Power: "Give friendly units there +N Might this turn and enemy units there -N Might this turn, to a minimum of 1 Might." */
export const siphonThere = (amount: number): Effect => ({
  kind: `friendly units there +${amount} Might, enemy units there -${amount} (to a minimum of 1) this turn`,
  resolve: (w, c) => {
    const at = chosenBattlefield(w, c);
    if (at === undefined) return;
    for (const u of w.units()) if (u.location === at) giveMight(w, u, u.controller === c.seat ? amount : -amount, c.source);
  },
});

/** Highlander: "The next time it would die this turn, heal it, exhaust it, and recall it instead." — a replacement effect waiting on the unit (369, 370). */
export const recallInsteadOfDyingThisTurn = (): Effect => ({
  kind: "the next time it would die this turn, heal, exhaust and recall it instead",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    u.recallInsteadOfDying = true;
    w.log(`${c.source}: the next time ${w.cardName(u.card)} would die this turn, it is healed, exhausted and recalled instead`, "369.1");
  },
});

/** Unlicensed Armory: "The next time it would die this turn, you may pay [C] to heal it, exhaust it, and recall it instead." — a replacement its controller may apply, waiting on the unit (369; rules/cleanup.ts, would-die.ts). */
export const mayRecallInsteadOfDyingThisTurn = (): Effect => ({
  kind: "the next time it would die this turn, you may pay 1 Power to heal, exhaust and recall it instead",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    u.mayRecallInsteadOfDying = true;
    w.log(`${c.source}: the next time ${w.cardName(u.card)} would die this turn, ${w.name(c.seat)} may pay to heal, exhaust and recall it instead`, "369.1");
  },
});

/** "Ready me." of a legend or gear (414.5): the permanent whose ability it is (Sett - The Boss: "When you conquer, ready me."). */
export const readyThis = (): Effect => ({
  kind: "ready me",
  resolve: (w, c) => {
    const p = w.s.players[c.seat]!;
    const mine = p.legend.id === c.self ? w.player(c.seat).legend : p.gear.some((g) => g.id === c.self) ? w.player(c.seat).gear.find((g) => g.id === c.self) : undefined;
    if (mine === undefined || !mine.exhausted) return;
    w.setExhausted(mine, false);
    w.log(`${c.source}: ${w.cardName(mine.card)} is readied`, "414.5");
  },
});

/** Unyielding Spirit: "Prevent all spell and ability damage this turn." (437.1.b.1.b: "All" is infinite) */
export const preventSpellDamageThisTurn = (): Effect => ({
  kind: "prevent all spell and ability damage this turn",
  resolve: (w, c) => {
    w.set("preventSpellDamage", true);
    w.log(`${c.source}: all spell and ability damage is prevented this turn`, "437");
  },
});

/** 817.1.b: Vision — "look at the top card of your Main Deck. You may recycle it." (the player's question, rules/vision.ts) */
export const vision = (): Effect => ({
  kind: "Vision: look at the top card, you may recycle it",
  resolve: (w, c) => w.next({ step: "vision", seat: c.seat, source: c.source }),
});

/** Stand United: "Buffs give an additional +N Might to friendly units this turn." — every buffed unit of the player, wherever it is (811.2). */
export const buffsGiveMoreThisTurn = (amount: number): Effect => ({
  kind: `buffs give friendly units +${amount} more Might this turn`,
  resolve: (w, c) => {
    const p = w.player(c.seat);
    p.buffsGiveMore = (p.buffsGiveMore ?? 0) + amount;
    w.log(`${c.source}: buffs give ${w.name(c.seat)}'s units an additional +${amount} Might this turn`, "472.3");
  },
});

/** Fox-Fire: "Kill any number of units …" — each unit of the chosen group still legal (355.11, 428). */
export const killThem = (): Effect => ({
  kind: "kill them",
  resolve: (w, c) => {
    for (const id of c.targets ?? []) if (w.unit(id) !== undefined) c.acts.kill(w, id, "428", c.source);
  },
});

/** Tideturner: "Move me to its location and it to my original location." — two moves by an effect (not Standard Moves: nothing is exhausted). */
export const swapWithMe = (): Effect => ({
  kind: "move me to its location and it to mine",
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    const them = targetUnit(w, c);
    if (me === undefined || them === undefined || me.location === them.location) return;
    const [mine, theirs] = [me.location, them.location];
    w.moveUnit(me, theirs);
    w.moveUnit(w.unit(them.id)!, mine);
    c.acts.moved(w, me.id, mine);
    c.acts.moved(w, them.id, theirs);
    const at = (l: typeof mine) => (l === "base" ? "base" : w.cardName(w.s.battlefields[l]!.card));
    w.log(`${c.source}: ${w.cardName(me.card)} moves to ${at(theirs)} and ${w.cardName(them.card)} to ${at(mine)}`, "144");
  },
});

/**
 * "Play a unit from your trash, ignoring its Energy cost" / "… ignoring its cost" (a question of its
 * own as it resolves, rules/from-trash.ts); `may`: "you may"; limits: "costing no more than [N] and [A]".
 */
export const playFromTrash = (o: { ignore: "energy" | "cost"; may?: true; maxEnergy?: number; maxPower?: number }): Effect => ({
  kind: `${o.may === true ? "you may " : ""}play a unit from your trash${o.maxEnergy === undefined ? "" : ` costing no more than ${o.maxEnergy} and ${o.maxPower ?? 0} Power`}, ignoring its ${o.ignore === "cost" ? "cost" : "Energy cost"}`,
  resolve: (w, c) => w.next({ step: "play-from-trash", seat: c.seat, source: c.source, ...o }),
});

/** Kai'Sa - Evolutionary: "you may play a spell from your trash with Energy cost less than your points without paying its Energy cost. Then recycle it." (rules/trash-spells.ts) */
export const playASpellFromTrashCostingLessThanYourPoints = (): Effect => ({
  kind: "you may play a spell from your trash with Energy cost less than your points, ignoring its Energy cost, then recycle it",
  resolve: (w, c) => w.next({ step: "play-spell-from-trash", seat: c.seat, source: c.source }),
});

/** Ava Achiever: "… play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here." — here: the battlefield of its combat, or its own (rules/hidden-from-hand.ts). */
export const playAHiddenCardFromHandIgnoringCost = (): Effect => ({
  kind: "play a card with [Hidden] from your hand, ignoring its cost (a unit here)",
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    const here = w.s.showdown?.battlefield ?? (me !== undefined && me.location !== "base" ? me.location : undefined);
    w.next({ step: "play-hidden-from-hand", seat: c.seat, source: c.source, ...(here === undefined ? {} : { here }) });
  },
});

/** Guerilla Warfare: "Return up to two cards with [Hidden] from your trash to your hand." (chosen as it resolves, rules/discard.ts) */
export const returnHiddenFromTrash = (count: number): Effect => ({
  kind: `return up to ${count} cards with [Hidden] from your trash to your hand`,
  resolve: (w, c) => w.next({ step: "from-trash", seat: c.seat, type: "hidden", left: count, upTo: true, source: c.source }),
});

/** Guerilla Warfare: "You can hide cards ignoring costs this turn." (811.1.b; ends with the turn) */
export const hideFreeThisTurn = (): Effect => ({
  kind: "hide cards ignoring costs this turn",
  resolve: (w, c) => {
    w.player(c.seat).hideFree = true;
    w.log(`${c.source}: ${w.name(c.seat)} can hide cards ignoring costs this turn`, "811.1.b");
  },
});

/** One unit moved by an effect (444, not a Standard Move: nothing is exhausted); Vilemaw's Lair keeps units from leaving for base. */
function moveBy(w: RbWork, u: DraftUnit, to: Location, source: string, acts: Acts): void {
  if (u.location === to) return;
  if (to === "base" && u.location !== "base" && cardDef(w.s.battlefields[u.location]!.card).keywords?.noMoveToBase === true) return;
  const from = u.location;
  w.moveUnit(u, to);
  w.log(`${source}: ${w.cardName(u.card)} moves to ${to === "base" ? "its base" : w.cardName(w.s.battlefields[to]!.card)}`, "444");
  acts.moved(w, u.id, from);
}

/** Blitzcrank - Impassive: "… move an enemy unit to here." — the chosen unit to the ability's unit's location. */
export const moveItToMe = (): Effect => ({
  kind: "move it to here",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    const me = selfUnit(w, c);
    if (u !== undefined && me !== undefined) moveBy(w, u, me.location, c.source, c.acts);
  },
});

/** Stealthy Pursuer: "I may be moved with it." — the ability's unit to the moving unit's new location (444). */
export const moveMeToIt = (): Effect => ({
  kind: "move me with it",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    const me = selfUnit(w, c);
    if (u !== undefined && me !== undefined) moveBy(w, me, u.location, c.source, c.acts);
  },
});

/** "Move a unit" (444.1: the card names the destinations): the first chosen unit to the place chosen second. */
export const moveToSecond = (): Effect => ({
  kind: "move it there",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    const to = c.second === undefined ? undefined : placeOf(w.s, c.second);
    if (u !== undefined && to !== undefined) moveBy(w, u, to, c.source, c.acts);
  },
});

/** Zenith Blade: "You may move a friendly unit to that enemy unit's battlefield." — the second chosen unit to the first's place. */
export const moveSecondToFirst = (): Effect => ({
  kind: "move the second there",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    const v = c.second === undefined ? undefined : w.unit(c.second);
    if (u !== undefined && v !== undefined) moveBy(w, v, u.location, c.source, c.acts);
  },
});

/** "Spend its buff" (702.2.b): the chosen unit's buff is removed. */
export const spendBuff = (): Effect => ({
  kind: "spend its buff",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined || !u.buffed) return;
    w.spendBuff(u);
    w.log(`${c.source}: ${w.name(c.seat)} spends ${w.cardName(u.card)}'s buff`, "702.2.b");
  },
});

/** "… spend a buff to draw N" (355.10.c.1: the buff is a cost, not a target): the player picks a buffed unit they control as it resolves (rules/buffs.ts); none, no draw. */
export const spendABuffToDraw = (count: number): Effect => ({
  kind: `spend a buff to draw ${count}`,
  resolve: (w, c) => w.next({ step: "spend-buff", seat: c.seat, draw: count, source: c.source }),
});

/** Wildclaw Shaman: "… spend a buff to buff me and ready me." (rules/buffs.ts; a buff of any unit its player controls) */
export const spendABuffToBuffAndReadyMe = (): Effect => ({
  kind: "spend a buff to buff me and ready me",
  resolve: (w, c) => w.next({ step: "spend-buff", seat: c.seat, draw: 0, source: c.source, ...(c.self === undefined ? {} : { me: c.self }) }),
});

/** Albus Ferros: "spend any number of buffs. For each buff spent, channel 1 rune exhausted." (rules/buffs.ts) */
export const spendBuffsToChannel = (): Effect => ({
  kind: "spend any number of buffs, channel 1 rune exhausted for each",
  resolve: (w, c) => w.next({ step: "spend-buff", seat: c.seat, draw: 0, source: c.source, channel: true, anyNumber: true }),
});

/** Imperial Decree: "When any unit takes damage this turn, kill it." (ends with the turn) */
export const killDamagedUnitsThisTurn = (): Effect => ({
  kind: "when any unit takes damage this turn, kill it",
  resolve: (w, c) => {
    w.set("killDamagedThisTurn", true);
    w.log(`${c.source}: any unit that takes damage this turn is killed`, "428");
  },
});

/** Noxian Guillotine: "Kill it the next time it takes damage this turn. [Legion] — Kill it now instead." (812: another card played this turn) */
export const killOnDamageOrNowWithLegion = (): Effect => ({
  kind: "kill it the next time it takes damage this turn; [Legion]: now",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    if (u === undefined) return;
    if (w.s.players[c.seat]!.playedThisTurn > 1) {
      c.acts.kill(w, u.id, "812", c.source);
      return;
    }
    u.killOnDamage = true;
    w.log(`${c.source}: ${w.cardName(u.card)} is killed the next time it takes damage this turn`, "428");
  },
});

/** Raging Firebrand: "the next spell you play this turn costs [N] less." (356.4; used by that spell, gone at the turn's end) */
export const nextSpellCostsLessThisTurn = (amount: number): Effect => ({
  kind: `the next spell you play this turn costs ${amount} less`,
  resolve: (w, c) => {
    const p = w.player(c.seat);
    p.nextSpellLess = (p.nextSpellLess ?? 0) + amount;
    w.log(`${c.source}: the next spell ${w.name(c.seat)} plays this turn costs ${amount} Energy less`, "356.4");
  },
});

/** Ravenborn Tome: "The next spell you play this turn deals N Bonus Damage." — a Delayed Passive Ability (390.4, 391; 712): that spell's every Deal action (715.2), gone at the turn's end. */
export const nextSpellDealsBonusDamageThisTurn = (amount: number): Effect => ({
  kind: `the next spell you play this turn deals ${amount} Bonus Damage`,
  resolve: (w, c) => {
    const p = w.player(c.seat);
    p.nextSpellBonus = (p.nextSpellBonus ?? 0) + amount;
    w.log(`${c.source}: the next spell ${w.name(c.seat)} plays this turn deals ${amount} Bonus Damage`, "391");
  },
});

/** Sun Disc: "The next unit you play this turn enters ready." */
export const nextUnitEntersReadyThisTurn = (): Effect => ({
  kind: "the next unit you play this turn enters ready",
  resolve: (w, c) => {
    w.player(c.seat).nextUnitEntersReady = true;
    w.log(`${c.source}: the next unit ${w.name(c.seat)} plays this turn enters ready`, "359.2.c");
  },
});

/** Confront: "Units you play this turn enter ready." (ends with the turn) */
export const unitsEnterReadyThisTurn = (): Effect => ({
  kind: "units you play this turn enter ready",
  resolve: (w, c) => {
    w.player(c.seat).unitsEnterReady = true;
    w.log(`${c.source}: units ${w.name(c.seat)} plays this turn enter ready`, "359.2.c");
  },
});

/** Brynhir Thundersong: "opponents can't play cards this turn." (ends with the turn) */
export const opponentsCantPlayThisTurn = (): Effect => ({
  kind: "opponents can't play cards this turn",
  resolve: (w, c) => {
    const foe = c.seat === 0 ? 1 : 0;
    w.player(foe).cantPlayCards = true;
    w.log(`${c.source}: ${w.name(foe)} can't play cards this turn`, "349");
  },
});

/** "Each player kills one of their units / gear" (chosen as it resolves, rules/each-kills.ts). */
export const eachPlayerKillsOne = (what: "unit" | "gear"): Effect => ({
  kind: `each player kills one of their ${what === "unit" ? "units" : "gear"}`,
  resolve: (w, c) => w.next({ step: "each-kills", what, seats: [c.seat, c.seat === 0 ? 1 : 0], chosen: [], source: c.source }),
});

/** Divine Judgment: "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest." — chosen as it resolves, starting with its controller (rules/keep-two.ts). */
export const eachPlayerKeepsTwoOfEachRecycleTheRest = (): Effect => ({
  kind: "each player chooses 2 units, 2 gear, 2 runes and 2 cards in hand; recycle the rest",
  resolve: (w, c) => {
    const first = c.seat;
    const todo = [first, first === 0 ? 1 : 0].flatMap((seat) => ["unit", "gear", "rune", "hand"].map((k) => [seat, k]));
    w.next({ step: "keep-two", source: c.source, todo, kept: [], chosen: [] });
  },
});

/** King's Edict: "… each other player chooses a unit you don't control … Kill those units." — in a Duel, the opponent picks one of theirs. */
export const opponentChoosesOneOfTheirsToKill = (): Effect => ({
  kind: "the opponent chooses a unit you don't control; kill it",
  resolve: (w, c) => w.next({ step: "each-kills", what: "unit", seats: [c.seat === 0 ? 1 : 0], chosen: [], source: c.source }),
});

/** Whirlwind: "Starting with the next player, each player may return a unit to its owner's hand." */
export const eachPlayerMayReturnAUnit = (): Effect => ({
  kind: "starting with the next player, each may return a unit to its owner's hand",
  resolve: (w, c) => w.next({ step: "each-kills", what: "return", seats: [c.seat === 0 ? 1 : 0, c.seat], chosen: [], source: c.source }),
});

/** Convergent Mutation: "This turn, increase its Might to the Might of another friendly unit." (472.3: the difference, if any, this turn) */
export const mightUpToTheSecondsThisTurn = (): Effect => ({
  kind: "this turn, its Might increased to the second's",
  resolve: (w, c) => {
    const a = targetUnit(w, c);
    const b = c.second === undefined ? undefined : w.unit(c.second);
    if (a === undefined || b === undefined) return;
    const more = mightOf(w.s, b) - mightOf(w.s, a);
    if (more > 0) giveMight(w, a, more, c.source);
  },
});

/** Stormbringer: "Deal damage equal to its Might to all enemy units at a battlefield, then move your unit there." — the unit chosen first, the battlefield second. */
export const itsMightToEnemiesAtTheSecondThenMove = (): Effect => ({
  kind: "deal its Might to all enemy units there, then move it there",
  resolve: (w, c) => {
    const u = targetUnit(w, c);
    const at = c.second === undefined ? undefined : placeOf(w.s, c.second);
    if (u === undefined || at === undefined || at === "base") return;
    const m = mightOf(w.s, u);
    for (const e of w.units()) if (e.controller !== c.seat && e.location === at) w.dealDamage(e, m, c.source, c.seat);
    w.log(`${c.source}: ${m} damage to every enemy unit at ${w.cardName(w.s.battlefields[at]!.card)}`, "417");
    moveBy(w, w.unit(u.id)!, at, c.source, c.acts);
  },
});

/** Kog'Maw - Caustic: "[Deathknell] — Deal N to all units at my battlefield." — where it died; nothing if in base. */
export const damageAllWhereIDied = (amount: number): Effect => ({
  kind: `deal ${amount} to all units at my battlefield`,
  resolve: (w, c) => {
    if (c.diedAt === undefined) return;
    for (const u of w.units()) if (u.location === c.diedAt) w.dealDamage(u, amount, c.source, c.seat);
    w.log(`${c.source}: ${amount} damage to every unit at ${w.cardName(w.s.battlefields[c.diedAt]!.card)}`, "417");
  },
});

/**
 * "… draw 1 or channel 1 rune exhausted." — one of several effects, chosen as it resolves by its
 * controller, or by the opponent for "Each other player chooses …" (rules/modes.ts); the question
 * names the ability's card and ability so the options are found again when it is answered.
 */
export const oneOf = (options: readonly { readonly words: string; readonly effect: Effect }[], chooser: "controller" | "opponent" = "controller"): Effect & { readonly options: typeof options } => ({
  kind: `${chooser === "opponent" ? "an opponent chooses: " : ""}${options.map((o) => o.words).join(" or ")}`,
  options,
  resolve: (w, c) => w.next({ step: "mode", seat: chooser === "opponent" ? (c.seat === 0 ? 1 : 0) : c.seat, controller: c.seat, words: options.map((o) => o.words), kind: `${chooser === "opponent" ? "an opponent chooses: " : ""}${options.map((o) => o.words).join(" or ")}`, ...(c.self === undefined ? {} : { self: c.self }), ...(c.target === undefined ? {} : { target: c.target }), source: c.source, card: c.card ?? "", ability: c.ability ?? "" }),
});

/** Party Favors' options: "you and that player each draw 1" / "each channel 1 rune exhausted". */
export const bothDraw = (count: number): Effect => ({ kind: `you and they each draw ${count}`, resolve: (w, c) => ([c.seat, c.seat === 0 ? 1 : 0] as const).forEach((seat) => c.acts.draw(w, seat, count)) });
export const bothChannelExhausted = (count: number): Effect => ({ kind: `you and they each channel ${count} exhausted`, resolve: (w, c) => ([c.seat, c.seat === 0 ? 1 : 0] as const).forEach((seat) => c.acts.channel(w, seat, count, true)) });

/** Meditation: "If you do, draw 2. Otherwise, draw 1." — whether its additional cost was paid (357.2). */
export const drawIfPaidElse = (paid: number, otherwise: number): Effect => ({
  kind: `draw ${paid} if its additional cost was paid, else ${otherwise}`,
  resolve: (w, c) => c.acts.draw(w, c.seat, c.extraPaid === true ? paid : otherwise),
});

/** Stacked Deck: "Look at the top N cards of your Main Deck. Put 1 into your hand and recycle the rest." (rules/look.ts) */
export const lookTopTakeOne = (count: number): Effect => ({
  kind: `look at the top ${count}, put 1 into your hand, recycle the rest`,
  resolve: (w, c) => w.next({ step: "look-top", seat: c.seat, count, source: c.source }),
});

/** Sabotage / Mindsplitter: the opponent reveals their hand; a (non-unit) card of it is recycled or discarded (rules/look.ts). */
export const revealHandThen = (then: "recycle" | "discard", nonUnit = false): Effect => ({
  kind: `an opponent reveals their hand; ${then} a${nonUnit ? " non-unit" : ""} card of it`,
  resolve: (w, c) => w.next({ step: "reveal-hand", seat: c.seat, verb: then, nonUnit, source: c.source }),
});

/** 425: "Counter a spell." — it does nothing and is cleared from the chain to its owner's trash (425.1.a), not considered played (425.1.b); no cost is refunded (425.1.c). */
export const counter = (): Effect => ({
  kind: "counter it",
  resolve: (w, c) => {
    const item = w.s.chain.find((x) => x.id === c.target && x.spell);
    if (item === undefined) return;
    w.set("chain", w.s.chain.filter((x) => x.id !== item.id));
    w.emit({ type: "chain", op: "pop", obj: item.id });
    w.log(`${c.source}: ${item.label} is countered`, "425.1.a");
    w.put(item.owner ?? item.controller, { id: item.id, card: item.card }, "trash");
    const p = w.player(item.owner ?? item.controller);
    if (p.playedThisTurn > 0) p.playedThisTurn -= 1;
  },
});

/**
 * Mystic Reversal: "Gain control of a spell. You may make new choices for it." — the spell stays where it
 * is on the chain, its controller now this player (188: they make its choices; 156: it still goes to its
 * owner's trash), who may then choose its targets anew (rules/new-choices.ts).
 */
export const gainControlOfASpellWithNewChoices = (): Effect => ({
  kind: "gain control of it, you may make new choices for it",
  resolve: (w, c) => {
    const item = w.s.chain.find((x) => x.id === c.target && x.spell);
    if (item === undefined) return;
    const owner = item.owner ?? item.controller;
    if (item.controller !== c.seat) {
      const { owner: _owner, ...rest } = item;
      w.set("chain", w.s.chain.map((x) => (x.id === item.id ? { ...rest, controller: c.seat, ...(owner === c.seat ? {} : { owner }) } : x)));
      w.prop(item.id, "controller", c.seat);
      w.log(`${c.source}: ${w.name(c.seat)} gains control of ${item.label}`, "188");
    }
    w.next({ step: "new-choices", item: item.id, source: c.source });
  },
});

/** Targon's Peak: "ready up to N runes at the end of this turn." — a delayed effect (rules/turn.ts endTurn). */
export const readyRunesAtEndOfTurn = (count: number): Effect => ({
  kind: `ready up to ${count} runes at the end of this turn`,
  resolve: (w, c) => {
    const p = w.player(c.seat);
    p.readyRunesAtEnd = (p.readyRunesAtEnd ?? 0) + count;
    w.log(`${c.source}: ${w.name(c.seat)} readies up to ${count} runes at the end of this turn`, "317.1.a");
  },
});

/** Twisted Fate - Gambler: "reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain …" (rules/gambler.ts); "here": its unit's battlefield. */
export const revealTopRuneAndGamble = (): Effect => ({
  kind: "reveal the top rune, recycle it; by its domain: Fury 2 and 1 to enemies here, Mind draw 1, Order stun an enemy unit",
  resolve: (w, c) => {
    const me = selfUnit(w, c);
    const at = me === undefined || me.location === "base" ? undefined : me.location;
    w.next({ step: "gambler", seat: c.seat, source: c.source, ...(at === undefined ? {} : { at }) });
  },
});

/** The Candlelit Sanctum: "look at the top two cards of your Main Deck. You may recycle one or both of them. Put those you don't back in any order." (rules/look.ts) */
export const lookTopTwoRecycleAnyReorder = (): Effect => ({
  kind: "look at the top 2, recycle any, put the rest back in any order",
  resolve: (w, c) => w.next({ step: "candlelit", seat: c.seat, source: c.source }),
});

/** Dr. Mundo - Expert: "recycle N from your trash." — chosen as it resolves (rules/look.ts). */
export const recycleFromTrash = (count: number): Effect => ({
  kind: `recycle ${count} from your trash`,
  resolve: (w, c) => w.next({ step: "recycle-trash", seat: c.seat, source: c.source, left: count, done: 0 }),
});

/** Sigil of the Storm: "you must recycle one of your runes." — chosen as it resolves (355.10.f), rules/look.ts. */
export const recycleOneOfYourRunes = (): Effect => ({
  kind: "recycle one of your runes",
  resolve: (w, c) => w.next({ step: "recycle-rune", seat: c.seat, source: c.source }),
});

/** Ekko - Recurrent: "[Deathknell] — Recycle me to ready your runes." — if its card is still in the trash (a cost within the instruction, 355.10.c.1). */
export const recycleMeToReadyRunes = (): Effect => ({
  kind: "recycle me from the trash to ready your runes",
  resolve: (w, c) => {
    const mine = [...w.s.players[c.seat]!.trash].reverse().find((x) => x.card === c.card);
    if (mine === undefined) return;
    w.put(c.seat, w.take(c.seat, "trash", mine.id), "deck", true);
    w.log(`${c.source}: ${w.name(c.seat)} recycles ${w.cardName(mine.card)} from their trash`, "416");
    c.acts.recycledToDeck(w, c.seat);
    for (const r of w.player(c.seat).runes) if (r.exhausted) w.setExhausted(r, false);
    w.log(`${c.source}: ${w.name(c.seat)} readies their runes`, "414.5");
  },
});

/** Get Excited!: "Discard 1. Deal its Energy cost as damage to a unit at a battlefield." — the discard chosen as it resolves (rules/discard.ts). */
export const discardThenDamageByItsCost = (): Effect => ({
  kind: "discard 1, deal its Energy cost to it",
  resolve: (w, c) => {
    if (c.target !== undefined) w.next({ step: "discard", seat: c.seat, left: 1, draw: 0, discarded: 0, source: c.source, damageTo: c.target });
  },
});
