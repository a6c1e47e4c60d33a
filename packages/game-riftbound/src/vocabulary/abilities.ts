import type { Seat } from "@tablecast/engine";
import type { TriggerSpec } from "@tablecast/engine/kit";
import type { Domain } from "../cards";
import type { RiftboundState, Unit } from "../state";
import { mightOf, playerBonusDamage } from "../values";
import { killThis, type Effect } from "./effects";
import { placeOf, type Selector } from "./targets";

/** An ability: what it may choose (355; none when it chooses nothing) and its effects, in order. */
export interface Ability {
  readonly target?: Selector;
  /** A second choice, made with the first as it is played (355.11: "two friendly units", "a friendly unit and an enemy unit"). */
  readonly second?: SecondTarget;
  /** Any number of units chosen together (355.11, 355.13, 355.14): the effects read them as `targets`. */
  readonly group?: GroupTarget;
  /** The same instruction N times, each choosing its own unit (355; one unit may be chosen by several — Icathian Rain): the effects read them, in order, as `targets`. */
  readonly each?: EachTarget;
  readonly effects: readonly Effect[];
  /** "up to one …" (355.13): choosing none is a choice. */
  readonly upTo?: true;
  /** 811.1.d.2's exception: its target can never be at its own battlefield ("a unit … at another location"), so played from Hidden it chooses freely. */
  readonly elsewhere?: true;
}

/**
 * A group of units chosen as the ability is played or goes on the chain (355.11): any number of those
 * `target` allows, none included (355.13); `max` — no more (355.14.c: a split of N damage chooses up to
 * N units); `totalMight` — their Might together no more than N (355.11, Fox-Fire); `sameLocation` — all at one place.
 */
export interface GroupTarget {
  readonly target: Selector;
  readonly max?: number;
  readonly totalMight?: number;
  readonly sameLocation?: true;
  /** `max` is a split's damage (355.14.c): its controller's Bonus Damage adds to it, so more units may be chosen (715.3). */
  readonly split?: true;
}

/** "Deal 2 to a unit." six times (Icathian Rain): `count` choices of what `target` allows, made one by one as the spell is played (355). */
export interface EachTarget {
  readonly count: number;
  readonly target: Selector;
}

/** How many units a group may hold for `seat`: a split's damage with their Bonus Damage (715.3). */
const maxOf = (s: RiftboundState, g: GroupTarget, seat: Seat): number | undefined => (g.max === undefined || g.split !== true ? g.max : g.max + playerBonusDamage(s, seat));

/** Whether chosen units together still meet a group's requirement (355.11.b): one place, total Might, how many (355.14.h: no more than a split's damage now). */
export function fulfills(s: RiftboundState, g: GroupTarget, ids: readonly string[], seat: Seat): boolean {
  const units = ids.map((id) => s.units.find((u) => u.id === id)!);
  const max = maxOf(s, g, seat);
  if (max !== undefined && units.length > max) return false;
  if (g.sameLocation === true && units.some((u) => u.location !== units[0]!.location)) return false;
  return g.totalMight === undefined || units.reduce((n, u) => n + mightOf(s, u), 0) <= g.totalMight;
}


/** Every group a `GroupTarget` allows, the empty one first, each in the selector's order. */
export function targetGroups(g: GroupTarget, s: RiftboundState, seat: Seat, self?: string): string[][] {
  const units = g.target.pick(s, seat, self).map((id) => s.units.find((u) => u.id === id)!);
  const max = maxOf(s, g, seat);
  const out: string[][] = [];
  const grow = (from: number, chosen: readonly Unit[], might: number): void => {
    out.push(chosen.map((u) => u.id));
    if (max !== undefined && chosen.length >= max) return;
    for (let i = from; i < units.length; i++) {
      const u = units[i]!;
      if (g.sameLocation === true && chosen.length > 0 && chosen[0]!.location !== u.location) continue;
      const m = might + mightOf(s, u);
      if (g.totalMight !== undefined && m > g.totalMight) continue;
      grow(i + 1, [...chosen, u], m);
    }
  };
  grow(0, [], 0);
  return out;
}

/**
 * The second unit a spell chooses (355.11): `upTo` — "up to two" may stop at one; `other` — two
 * different units ("two friendly units"), where "Deal 3 to a unit. Deal 3 to a unit." may choose one twice.
 */
export interface SecondTarget {
  readonly target: Selector;
  readonly upTo?: true;
  readonly other?: true;
  /** "… at the same battlefield" (Facebreaker): the two must share a location. */
  readonly sameLocation?: true;
  /** A move's destination, or a unit to move there: not where the first already is. */
  readonly elsewhere?: true;
  /** "to or from its base": one of the two places is the base. */
  readonly toOrFromBase?: true;
}

/**
 * The choices of an ability with a second target (355.11): a pair per legal combination — once per
 * pair when both choose by the same words (the order then changes nothing); for "up to", one alone or none (355.13).
 */
export function targetPairs(a: Ability, s: RiftboundState, seat: Seat, self?: string): (readonly [string | undefined, string | undefined])[] {
  const firsts = a.target?.pick(s, seat, self) ?? [];
  if (a.second === undefined) return [...(a.upTo === true ? [[undefined, undefined] as const] : []), ...firsts.map((u) => [u, undefined] as const)];
  const { target, upTo, other, sameLocation, elsewhere, toOrFromBase } = a.second;
  // A unit's location, or the place itself (a battlefield's object, or "base": placeOf).
  const at = (id: string) => s.units.find((u) => u.id === id)?.location ?? placeOf(s, id);
  const seconds = target.pick(s, seat, self);
  const same = target === a.target;
  // 355.13: "up to" two may choose none.
  const out: (readonly [string | undefined, string | undefined])[] = upTo === true ? [[undefined, undefined]] : [];
  for (const [i, u] of firsts.entries()) {
    if (upTo === true) out.push([u, undefined]);
    for (const v of same ? seconds.slice(other === true ? i + 1 : i) : seconds) if (!(other === true && u === v) && !(sameLocation === true && at(u) !== at(v)) && !(elsewhere === true && at(u) === at(v)) && !(toOrFromBase === true && at(u) !== "base" && at(v) !== "base")) out.push([u, v]);
  }
  return out;
}

/** "[N], [E]: …" on gear, legends and units (150, 174, 377): N Energy more, and what the decision says. */
export interface Activated extends Ability {
  readonly cost: number;
  /** "[N][C], [E]: …": Power of its card's domain to pay too (Baited Hook). */
  readonly power?: number;
  readonly verb: string;
  /** Its cost has no [E] ("Spend my buff: …", "Recycle 1 from your trash: …"). */
  readonly noExhaust?: true;
  /** "Spend my buff: …" (702.2.b): its unit's buff is its cost. */
  readonly spendMyBuff?: true;
  /** "Kill this: …": the gear itself killed as its cost (428; its own "when this is killed" abilities trigger). */
  readonly killThis?: true;
  /** "Recycle N from your trash: …": N cards of its player's trash recycled as its cost (one offered per card for N = 1). */
  readonly recycleFromTrash?: number;
  /** "Use this ability only while I'm at a battlefield." */
  readonly atBattlefield?: true;
  /** "Discard 1, [E]: …" (Unlicensed Armory): a card of its player's hand discarded as its cost (one activation per name in hand). */
  readonly discard?: number;
  /** "[E]: [Legion] — …" (812): only once its player has played another card this turn. */
  readonly legion?: true;
  /** "Choose one —" (355): each mode its own targets and effects, chosen as the ability is activated; its chain item is `activated:N`. */
  readonly modes?: readonly Mode[];
  /** "Choose one you've not chosen this turn": each mode once a turn for its unit. */
  readonly eachModeOncePerTurn?: true;
}

/** One mode of "Choose one —": its words ("deal 2 to a unit at a battlefield") and what it does. */
export interface Mode extends Ability {
  readonly words: string;
}

/** The costs of an activated ability in the card's words (coverage). */
export const activatedCostText = (a: Activated): string =>
  [...(a.cost > 0 || (a.power ?? 0) > 0 ? [`[${a.cost}]${"[C]".repeat(a.power ?? 0)}`] : []), ...(a.spendMyBuff === true ? ["spend my buff"] : []), ...(a.killThis === true ? ["kill this"] : []), ...(a.recycleFromTrash !== undefined ? [`recycle ${a.recycleFromTrash} from your trash`] : []), ...(a.discard !== undefined ? [`discard ${a.discard}`] : []), ...(a.noExhaust === true ? [] : ["[E]"])].join(", ") + (a.atBattlefield === true ? " (only at a battlefield)" : "") + (a.legion === true ? ", [Legion] (812)" : "");

/** What a trigger's condition sees: the state, its controller, and whether Legion is active (812). */
export interface TriggerContext {
  readonly s: RiftboundState;
  readonly seat: Seat;
  readonly legion: boolean;
  /** The battlefield conquered or held. */
  readonly at?: number;
  /** A card its controller played ("When you play a spell"): the card, its object, and how many they played this turn with it. */
  readonly played?: { readonly card: string; readonly object: string; readonly nth: number; readonly fromHidden?: true };
  /** 811.1.d.2: the unit was played from Hidden at this battlefield — its play effects choose among options there. */
  readonly hiddenAt?: number;
  /** 357.2: the unit played paid its optional additional cost ("When you play me, if you paid additional cost", 383.3.e). */
  readonly extraPaid?: true;
  /** A friendly unit that died ("When a friendly unit dies"); the unit killed ("When you kill a …"). */
  readonly died?: Unit;
  /** 428.5.e: the kill was attributed to a spell its player controls ("When you kill a unit with a spell"). */
  readonly withSpell?: boolean;
  /** The unit the moment is about, the "it" of the ability ("When an enemy unit attacks …, give it …"). */
  readonly it?: string;
  /** A conquer after an attack: the excess damage the conquering Attacker assigned to enemy units (460.2.c.4). */
  readonly excess?: number;
}

/**
 * Moments the rules announce: a unit played (383.4.a), killed (808), a battlefield conquered or held
 * (383.4.c–d), the start of the Beginning Phase (816), a unit attacking or defending as its combat
 * begins (459).
 */
export type Moment = "play" | "die" | "conquer" | "hold" | "beginning" | "attack" | "defend" | "card-played" | "friendly-dies" | "discard" | "end" | "stun" | "recycle" | "enemy-attacks" | "move" | "move-from" | "alone" | "first-beginning" | "opponent-moves" | "friend-moves-from" | "discarded" | "leaves" | "trash-conquer" | "friendly-chosen-here" | "friendly-buffed" | "friendly-readied" | "you-kill" | "trash-kill";

/** A triggered ability on one of the kernel's moments; it goes on the chain (383.3). */
export interface RbTrigger extends TriggerSpec<TriggerContext> {
  readonly on: Moment;
  /** Names it among its card's abilities (a chain item refers to it as `on:<name>`). */
  readonly name: string;
  readonly label: (card: string) => string;
  readonly rule: string;
  readonly ability: Ability;
  /** 383.3.a: "you may" — its controller chooses whether it goes on the chain; `exhaustSource`: "you may exhaust me to …", a cost paid to put it there (383.3.b.1). */
  readonly may?: { readonly exhaustSource?: true; /** "you may pay [N] to …" (383.3.b: a cost paid as it goes on the chain). */ readonly energy?: number; /** "you may pay [C] to …": Power of the card's domain. */ readonly power?: number };
  /** Logged when the moment comes and the condition does not hold (812.1.c). */
  readonly inactive?: (card: string) => string;
}

/**
 * A triggered ability at moment `on`, under rule 383.3 unless `rule` says otherwise, named after its
 * moment unless `name` says otherwise, labelled "<card>: <words>" on the chain. `when`, where a card
 * gives one, is its condition, checked as it triggers (383.3.e).
 */
const trigger =
  (on: Moment, words: string, { name = on, rule = "383.3" }: { readonly name?: string; readonly rule?: string } = {}) =>
  (ability: Ability, when?: RbTrigger["when"]): RbTrigger => ({ on, name, ...(when === undefined ? {} : { when }), label: (c) => `${c}: ${words}`, rule, ability });

/**
 * "[E]: [Reaction] — [Add] …" on gear and legends (429): exhausting the permanent adds Energy or
 * Power of a domain to the Rune Pool at once, without the chain (429.2.a, 429.3.a); `legion` says
 * it needs another card played this turn (812).
 */
export interface Adds {
  readonly energy?: number;
  readonly power?: Domain;
  /** [A]: N Power of any domain. */
  readonly anyPower?: number;
  /** "Kill a friendly unit or gear, [E]: …" (357, 428): another friendly unit or gear killed as a cost. */
  readonly killFriendly?: true;
  /** "[Action] — [Add] …" (806): only in an Open State of the player's turn or with focus in a showdown, not on a chain. */
  readonly action?: true;
  readonly legion?: true;
  /** "Use only to play spells." — it waits in the pool apart, paying only a spell's cost. */
  readonly spellsOnly?: true;
}

/** What an Add ability adds, in words. */
export const addsText = (a: Adds): string => `${a.energy !== undefined ? `${a.energy} Energy` : a.anyPower !== undefined ? `${a.anyPower} Power of any domain` : `1 ${a.power} Power`}${a.spellsOnly === true ? " (only to play spells)" : ""}`;

/** A card's behaviour, registered by its id: a spell's effect, an activated ability, triggers. */
export interface CardModule {
  readonly adds?: Adds;
  readonly spell?: Ability;
  /** A spell's last instruction "Banish this." (427): as it resolves it goes to its owner's Banishment, not the trash. */
  readonly banishThis?: true;
  readonly activated?: Activated;
  readonly triggers?: readonly RbTrigger[];
  /**
   * Nocturne - Horrifying (errata): "As you look at or reveal me from top of deck, you may banish me. If
   * you do, you may play me for [A]." — applied as its owner looks at or reveals it on top of their Main
   * Deck, not a trigger (rules/seen-from-top.ts); played for this many Power of any domain (356.1.a).
   */
  readonly asSeenFromTop?: { readonly playForAnyPower: number };
}

/** An ability choosing a group of units (355.11): "split among any number of enemy units here", "any number of units … with total Might 4 or less". */
export const choosingAnyNumber = (group: GroupTarget, ...effects: Effect[]): Ability => ({ group, effects });

/** A spell repeating one instruction N times, each choosing a unit (355): "Deal 2 to a unit. Deal 2 to a unit. …" — one unit may be chosen by several. */
export const choosingEach = (count: number, target: Selector, ...effects: Effect[]): Ability => ({ each: { count, target }, effects });

/** An ability choosing nothing. */
export const does = (...effects: Effect[]): Ability => ({ effects });
/** An ability choosing one unit the selector allows (355). */
export const choosing = (target: Selector, ...effects: Effect[]): Ability => ({ target, effects });
/** A spell choosing two units as it is played (355.11): the effects read the first as `target`, the second through `onSecond`. */
export const choosingTwo = (target: Selector, second: SecondTarget, ...effects: Effect[]): Ability => ({ target, second, effects });

/** 383.4.a: "When you play me, …". */
export const whenPlayed = trigger("play", "when you play me");

/** 812: "[Legion] — When you play me, …": only if its controller played another card this turn. */
export const legion = (ability: Ability): RbTrigger => ({
  on: "play",
  name: "legion",
  when: (c) => c.legion,
  label: (c) => `${c}: [Legion] when you play me`,
  rule: "812.1.c",
  ability,
  inactive: (c) => `${c}: no other card played this turn, its Legion ability is inactive`,
});

/** A gear's "When this is killed, …" (428): from the trash it went to. */
export const whenThisIsKilled = trigger("die", "when this is killed", { name: "killed" });

/** A gear's "When this leaves the board, …" — killed or returned to a hand, from where it went (383.3). */
export const whenThisLeavesTheBoard = trigger("leaves", "when this leaves the board");

/** "When you discard me / When this is discarded, …" (422): from the trash it went to. */
export const whenThisIsDiscarded = trigger("discarded", "when this is discarded");

/** A card in its owner's trash: "When you conquer, you may … to return this from your trash …" (383.3: triggered abilities outside the board say where they work). */
export const whenYouConquerWhileInYourTrash = (ability: Ability): RbTrigger => ({ on: "trash-conquer", name: "trash-conquer", label: (c) => `${c}: when you conquer (from the trash)`, rule: "383.3", ability, may: {} });

/** The Dreaming Tree: "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1." — the ability is that player's. */
export const whenAPlayerChoosesAFriendlyUnitHereWithASpell = (ability: Ability): RbTrigger => ({
  on: "friendly-chosen-here",
  name: "friendly-chosen-here",
  when: (c, self) => !(c.s.players[c.seat]!.choseFriendlyHere ?? []).includes(self ?? ""),
  label: (c) => `${c}: when a player chooses a friendly unit here with a spell (the first time this turn)`,
  rule: "383.3",
  ability,
});

/** "When you kill a …" of a permanent or legend (428.5.e: a kill attributed to its player's spell or ability): `which` tests the unit killed as it last was on the board. */
export const whenYouKill = (what: string, which: (killed: Unit, c: TriggerContext) => boolean, ability: Ability): RbTrigger => ({
  on: "you-kill",
  name: "you-kill",
  when: (c) => c.died !== undefined && which(c.died, c),
  label: (c) => `${c}: when you kill ${what}`,
  rule: "428.5.e",
  ability,
});

/** A card in its owner's trash: "When you kill a unit with a spell, …" (428.5.e; 383.3: it says where it works). */
export const whenYouKillAUnitWithASpellWhileInYourTrash = (ability: Ability): RbTrigger => ({
  on: "trash-kill",
  name: "trash-kill",
  when: (c) => c.died !== undefined && c.withSpell === true,
  label: (c) => `${c}: when you kill a unit with a spell (from the trash)`,
  rule: "428.5.e",
  ability,
});

/** "When you buff a friendly unit, … it …" (383): the ability acts on that unit. */
export const whenYouBuffAFriendlyUnit = trigger("friendly-buffed", "when you buff a friendly unit");

/** "When you ready a friendly unit, … it …" (383, 415): an exhausted unit its player readies — in their Awaken Phase (315.1.b) or by their spell or ability (415.3.b); the ability acts on that unit. */
export const whenYouReadyAFriendlyUnit = trigger("friendly-readied", "when you ready a friendly unit");

/** 808: "Deathknell — …" (When I die, …). */
export const deathknell = trigger("die", "Deathknell", { name: "deathknell" });

/** 816: Temporary — "At the start of your Beginning Phase, before scoring, kill me." */
export const temporary = (): RbTrigger => ({ on: "beginning", name: "temporary", label: (c) => `${c}: Temporary`, rule: "816.1.b", ability: does(killThis()) });

/** 383.4.c: "When you conquer here, …". */
export const whenConquered = trigger("conquer", "when you conquer here");

/** A legend's "When you conquer, if …, …" (383.4.c): the condition is checked as it triggers. */
export const whenYouConquer = trigger("conquer", "when you conquer");

/** 383.4.d: "When you hold here, …". */
export const whenHeld = trigger("hold", "when you hold here");

/** A battlefield's "When you defend here, …" (459): its defender's, as a combat begins there. */
export const whenYouDefendHere = trigger("defend", "when you defend here");

/** "[N], [E]: …" (377). */
export const exhaustTo = (cost: number, verb: string, ability: Ability, more: Pick<Activated, "atBattlefield" | "legion" | "discard"> = {}): Activated => ({ ...ability, cost, verb, ...more });

/** A unit's "Spend my buff: …" (377, 702.2.b). */
export const spendMyBuffTo = (verb: string, ability: Ability): Activated => ({ ...ability, cost: 0, verb, noExhaust: true, spendMyBuff: true });

/** Udyr - Wildman: "Spend my buff: Choose one you've not chosen this turn — …" (377, 702.2.b, 355: the mode and its target chosen as it is activated). */
export const spendMyBuffToChooseOneNotChosenThisTurn = (modes: readonly Mode[]): Activated => ({ effects: [], cost: 0, verb: "spend my buff", noExhaust: true, spendMyBuff: true, modes, eachModeOncePerTurn: true });

/** "Recycle N from your trash: …" (377, 416). */
export const recycleFromTrashTo = (count: number, verb: string, ability: Ability): Activated => ({ ...ability, cost: 0, verb, noExhaust: true, recycleFromTrash: count });

/** "When I attack, …" (459): as a combat begins at my battlefield with me an attacker. */
export const whenIAttack = trigger("attack", "when I attack");

/** "When I defend, …" (459): as a combat begins at my battlefield with me a defender. */
export const whenIDefend = trigger("defend", "when I defend");

/** A unit's "When I conquer, …" (383.4.c): its controller conquers its battlefield. */
export const whenIConquer = trigger("conquer", "when I conquer");

/**
 * Tryndamere - Barbarian: "When I conquer after an attack, if you assigned N or more excess damage to enemy
 * units, …" (383.4.c) — a conquer that ends a combat its player attacked in, with N or more damage assigned
 * beyond lethal (460.2.c.4); the condition is checked as it triggers (383.3.e).
 */
export const whenIConquerAfterAnAttackWithExcess = (n: number, ability: Ability): RbTrigger => ({
  on: "conquer",
  name: "conquer",
  when: (c) => (c.excess ?? 0) >= n,
  label: (c) => `${c}: when I conquer after an attack with ${n} or more excess damage`,
  rule: "383.4.c",
  ability,
});

/** "When you play a …" of a permanent on the board or a legend (383): `which` tests the card played. */
export const whenYouPlay = (what: string, which: (c: TriggerContext, source?: string) => boolean, ability: Ability): RbTrigger => ({
  on: "card-played",
  name: "card-played",
  when: (c, source) => c.played !== undefined && which(c, source),
  label: (c) => `${c}: when you play ${what}`,
  rule: "383.3",
  ability,
});

/** "When a friendly unit dies" of a permanent (383.2.c.2: it must still be on the board): `which` tests the unit. */
export const whenAFriendlyUnitDies = (what: string, which: (died: Unit) => boolean, ability: Ability): RbTrigger => ({
  on: "friendly-dies",
  name: "friendly-dies",
  when: (c) => c.died !== undefined && which(c.died),
  label: (c) => `${c}: when ${what} dies`,
  rule: "383.3",
  ability,
});

/** "At the start of your Beginning Phase, if …" (383.3.e: the condition is checked as it triggers). */
export const atStartOfBeginning = trigger("beginning", "at the start of your Beginning Phase", { rule: "383.3.e" });

/** "When you discard one or more cards, …" (383). */
export const whenYouDiscard = trigger("discard", "when you discard");

/** A unit's "When I hold, …" (383.4.d): its controller holds its battlefield. */
export const whenIHold = trigger("hold", "when I hold");

/** "At the end of your turn[, if …], …" (317.1.a; 383.3.e: the condition is checked as it triggers). */
export const atEndOfTurn = trigger("end", "at the end of your turn", { rule: "317.1.a" });

/** "When you stun an enemy unit / one or more enemy units, …" (383). */
export const whenYouStunAnEnemy = trigger("stun", "when you stun an enemy unit");

/** "When you recycle one or more cards to your Main Deck, …" (383; 416: to its bottom). */
export const whenYouRecycleToDeck = trigger("recycle", "when you recycle cards to your Main Deck");

/** A legend's "When an enemy unit attacks a battlefield you control, … it …" (459, 383): once per attacking unit, the ability on that unit. */
export const whenAnEnemyAttacksYourBattlefield = trigger("enemy-attacks", "when an enemy unit attacks a battlefield you control");

/** A unit's "When I move[ to a battlefield], …" (441: any move, standard or by an effect; not a recall); `when` tests the unit after it moved. */
export const whenIMove = (what: string, ability: Ability, when?: (me: Unit, c: TriggerContext) => boolean): RbTrigger => ({
  on: "move",
  name: "move",
  ...(when === undefined ? {} : { when: (c: TriggerContext, self?: string) => { const me = c.s.units.find((u) => u.id === self); return me !== undefined && when(me, c); } }),
  label: (c) => `${c}: when I move${what}`,
  rule: "383.3",
  ability,
});

/** A battlefield's "When a unit moves from here, … it …" (441): the ability acts on that unit. */
export const whenAUnitMovesFromHere = trigger("move-from", "when a unit moves from here");

/** Gear's "When a friendly unit attacks or defends alone, … it …" (364.3.a): the ability acts on that unit. */
export const whenAFriendlyUnitFightsAlone = trigger("alone", "when a friendly unit attacks or defends alone");

/** A battlefield's "At the start of each player's first Beginning Phase, that player …" (383.3.e): the ability is that player's. */
export const atEachPlayersFirstBeginning = trigger("first-beginning", "at the start of the player's first Beginning Phase", { rule: "383.3.e" });

/** An ability choosing up to one of what the selector allows (355.13: none is a choice). */
export const choosingUpToOne = (target: Selector, ...effects: Effect[]): Ability => ({ target, upTo: true, effects });

/** Volibear - Imposing: "When an opponent moves to a battlefield other than mine, …" (441; bases are not battlefields): once per move of theirs. */
export const whenAnOpponentMovesToABattlefieldOtherThanMine = (ability: Ability): RbTrigger => ({
  on: "opponent-moves",
  name: "opponent-moves",
  when: (c, self) => c.at !== undefined && c.s.units.find((u) => u.id === self)?.location !== c.at,
  label: (c) => `${c}: when an opponent moves to a battlefield other than mine`,
  rule: "383.3",
  ability,
});

/** Stealthy Pursuer: "When a friendly unit moves from my location, …" (441) — the ability acts on that unit (its "it"). */
export const whenAFriendlyUnitMovesFromMyLocation = trigger("friend-moves-from", "when a friendly unit moves from my location");
