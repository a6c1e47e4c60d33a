import type { JsonValue, Seat } from "@tablecast/engine";
import { triggered, type TriggerSpec } from "@tablecast/engine/kit";
import type { Effect } from "../cards";
import { heroActive, isClass, isWeaponAttack, type CombatView } from "../rules/view";
import { trigger } from "../rules/layers";
import { ask } from "../rules/questions";
import { STEP } from "../rules/steps";
import type { CardObj, Defender, FabState, Gear, Layer, PlayerState } from "../state";
import type { AdditionalCost, AlternativeCost } from "./costs";
import type { FabWork, Mutable } from "../work";

/**
 * The moments the rules announce to card modules (CR 6.6: triggered abilities "when…", "whenever…",
 * "at the beginning of…"). Each names whose ability it is: the source object given to `fire`.
 */
export type FabMoment =
  /** A card with 6 or more {p} was discarded by the source's controller (Rhinar, Romping Club). */
  | "discard-six"
  /** The first time this turn an attack action card the controller controls hit (CR 6.6.1b: counted even if nothing triggers). */
  | "first-attack-action-hit"
  /** An attack action card the controller controls hit (CR 7.5.5); `row` chain links in a row have hit. */
  | "attack-action-hit"
  /** This weapon hit (CR 7.5.5, 1.4.3). */
  | "this-weapon-hits"
  /** A weapon the controller controls hit (the hero's and equipment's abilities). */
  | "weapon-hits"
  /** CR 4.1.5b: the start-of-game procedure, after the first-turn-player is chosen: "you may start the game with …" of the hero (Dash); `act` chooses. */
  | "start-of-game"
  /** CR 4.2: the controller's turn starts. */
  | "start-of-turn"
  /** CR 4.4.1: the controller's end phase begins. */
  | "end-phase"
  /** This card was pitched (CR 1.14.3): "when you pitch this" (Heart of Fyendal). */
  | "pitched"
  /** The controller played an attack or activated a weapon's attack, its costs paid (CR 5.1.7); `layer` is the attack. */
  | "attack-played"
  /** This card was played, its costs paid (CR 5.1.7): "when you play this" (Last Ditch Effort); `layer` is the card on the stack. */
  | "played"
  /** The controller played a card, its costs paid (CR 5.1.7): "whenever you play a … card" of the hero (Viserai) and equipment (Metacarpus Node); `layer` is the card. */
  | "card-played"
  /** The controller's hero was dealt damage (CR 8.5.3): "when your hero is dealt damage" of their auras (Bloodspill Invocation). */
  | "hero-damaged"
  /** This card attacks (CR 7.2.4): "when you attack with this"; `layer` is the attack. */
  | "attacks"
  /**
   * This attack (a card, or a weapon's attack: the weapon hears it) was defended: its defending cards were declared (CR 7.3.2d);
   * `layer` is the attack. "Whenever this is defended by …" (Cintari Saber, Zephyr Needle).
   */
  | "defended"
  /** This attack action card hit (CR 7.5.5): "when this hits"; `layer` is the attack. */
  | "hits"
  /** This attack action card dealt 4 or more damage to a hero (CR 8.4.2, crush); `layer` is the attack. */
  | "crush"
  /** The controller boosted a card (CR 8.3.9a), its top card just banished; `layer` is the boosted card. Heard by their hero, equipment and permanents. */
  | "boosted"
  /** A card was put into the controller's banished zone from their deck (boost, Teklo Foundry Heart); `card` is it there. Heard by the hero (Data Doll MKII). */
  | "banished-from-deck"
  /**
   * This card was discarded (CR 8.5.5), from hand into its owner's graveyard (Beast Within); `layer` is the card whose
   * additional cost it paid, if it was discarded for one (Massacre).
   */
  | "discarded"
  /** This aura or item entered the arena (CR 8.2.4a, 8.2.5a). */
  | "enters"
  /** This defense reaction became a defending card (CR 7.4.2d): "when this defends" (the traps); `layer` is the card. */
  | "defends"
  /** This card was put into its owner's arsenal face up (Head Shot, Ridge Rider Shot); the source is the card in the arsenal. */
  | "arsenal-face-up"
  /** An activated ability or an action card's effect put this card face up into a zone from its owner's deck (boost, Teklo Foundry Heart): Back Alley Breakline. */
  | "from-deck-face-up"
  /** CR 4.3.1: the controller's action phase begins; the source is one of their permanents. */
  | "action-phase"
  /**
   * This card resolves (CR 5.3.4): its conditional resolution abilities, after its printed effects
   * ("if played from arsenal, …"); a defense reaction's once it is defending (CR 7.4.2d). `layer` is
   * the card, `act` runs effects.
   */
  | "resolved";

/** What an ability sees when its moment comes. */
export interface Occasion {
  readonly t: FabWork;
  /** The controller of the source. */
  readonly seat: Seat;
  /** The object whose ability this is (a hero, an equipment, a weapon, the resolving card). */
  readonly source: CardObj;
  /** The weapon that hit. */
  readonly weapon?: Gear;
  /** A module step resumed by an answer: the count its question carried; a die roll's step (Acts.roll): the number rolled. */
  readonly count?: number;
  /** The layer just played (moment "played"), writable. */
  readonly layer?: Mutable<Layer>;
  /** Chain links in a row that hit, this one included. */
  readonly row?: number;
  /** The card the moment is about, as it is now (moment "banished-from-deck": in the banished zone). */
  readonly card?: CardObj;
  /** Moment "defended": the attack's power now and the cards that just became defending, with their defense (CR 7.3.2d, 7.4.2d). */
  readonly defended?: { readonly power: number; readonly defenders: readonly { readonly card: string; readonly defense: number }[] };
  /** The objects its layer targets, declared as it was played or activated (CR 5.1.4; Crown of Dichotomy). */
  readonly targets?: readonly string[];
  /** Rule actions an ability may take that live above the vocabulary (discarding, running effects). */
  readonly act?: Acts;
}

export interface Acts {
  /** CR 8.5.5: discard a random card from hand; null with an empty hand. */
  discardAtRandom(): CardObj | null;
  /**
   * CR 8.5.18: roll a six-sided die (the game's seeded generator); the number rolled resumes the module's step `then` as its
   * `count` — at once, or once Gambler's Gloves in the arena were offered (a reroll, CR 1.8.3). The step keeps the attack (`layer`).
   */
  roll(then: string): void;
  /** CR 8.3.5: "gain go again" as an effect — an action point for the turn-player in their action phase. */
  goAgain(): void;
  /** CR 8.5.5: discard this card from hand. */
  discard(card: CardObj): void;
  /**
   * CR 1.8.6: asks the controller to choose one of `options` (or none when `optional`); the answer
   * (an object id or null) resumes the module's step `then`, and the effect continues from there;
   * `count` is handed on to that step (cards moved so far, picks left).
   */
  choose(then: string, text: string, options: readonly string[], optional: boolean, count?: number): void;
  /** Runs effects of the vocabulary (effects.ts) for the controller, the source card being theirs (an "ability" step of its module, a queued rest after a question). */
  run(effects: readonly Effect[]): void;
  /**
   * CR 8.5.1: banish a card from the controller's deck face up by this ability or effect (public from the moment it arrives, CR
   * 3.0.9); the banished card hears it (`from-deck-face-up`). The card as a new object in the banished zone.
   */
  banishFromDeck(card: CardObj): CardObj;
}

export interface FabTrigger extends TriggerSpec<Occasion> {
  readonly on: FabMoment;
  /** What happens; true when it asked a question (the procedure waits for the answer, CR 4.2.2). */
  readonly run: (o: Occasion) => boolean | void;
}

/**
 * A static ability of a card on its own attacks (CR 1.6.2a, 6.2): while `when` holds, the attack
 * has +`power`{p} and/or go again. The rules read it as a continuous effect in layer order
 * (rules/combat.ts, the kit's applyLayers).
 */
export interface AttackStatic {
  readonly when: (s: CombatView, attack: Layer) => boolean;
  /** +N{p}, or as many as the board says (Fluster Fist: one for each chain link that hit). */
  readonly power?: number | ((s: CombatView, attack: Layer) => number);
  readonly goAgain?: boolean;
  /** The attack has dominate (CR 8.3.4) while `when` holds (Predatory Assault). */
  readonly dominate?: boolean;
  /** How the card says it, for people. */
  readonly text: string;
}

/**
 * "As an additional cost you may pay X{r}. If you do, … X target …" (CR 5.1.3-5.1.4): X and its
 * targets are declared as the card is played, the targets one at a time, then X is paid with the
 * cost (5.1.6). One way to play the card per X, up to the targets there are. What paying it does
 * is the card's "played" trigger (the layer's `x`).
 */
export interface PayX {
  /** Whether the card may be played paying X now (Lord of Wind: while its combo holds). */
  readonly when: (s: FabState, seat: Seat, card: string) => boolean;
  /** The objects it may target. */
  readonly targets: (s: FabState, seat: Seat, card: string) => readonly string[];
  /** The way to play it, in a decision label (after the card's name). */
  readonly label: (x: number) => string;
  /** What the player declared, in the log (after the player's name). */
  readonly declared: (x: number) => string;
  /** The target question: "choose a card to …". */
  readonly choose: string;
  readonly rule: string;
}

/**
 * A static ability on a defending card's defense (CR 6.2): +`defense`{d} while `when` holds of
 * the card as it defends.
 */
export interface DefenseStatic<T> {
  readonly when: (d: T) => boolean;
  readonly defense: number;
  /** How the card says it, for people. */
  readonly text: string;
}

/**
 * An "until end of turn" effect a card gives its controller's attacks (CR 6.2, 6.3.2): the state
 * keeps `{ seat, kind }` (the effect `turn-effect` adds it, the end of the turn clears it) and
 * the rules read the attack's power and dominate through the module that names the kind.
 */
export interface TurnStatic {
  /** Its key in the state's `turnEffects`. */
  readonly kind: string;
  /** The attacks it applies to (their classes read for their owners, `isClass`). */
  readonly applies: (attack: Layer, s: Pick<FabState, "players" | "turn">) => boolean;
  /** +N{p} on those attacks. */
  readonly power?: number;
  /** Those attacks cost {r}×N less (CR 5.1.6a; weapon attacks: Courage of Bladehold's "your sword attacks cost {r} less this turn"). */
  readonly costLess?: number;
  /** Those attacks gain dominate (CR 8.3.4). */
  readonly dominate?: boolean;
  /** Those attacks gain go again (CR 8.3.5; Rapid Fire, Breeze Rider Boots). */
  readonly goAgain?: boolean;
  /** Those attacks gain "if this hits, …" (Poison the Tips): a triggered-layer as they hit (CR 7.5.5). */
  readonly onHit?: readonly Effect[];
  /** "Whenever a weapon you control hits this turn, …" (Spoils of War): a delayed triggered ability for the turn (CR 6.6). */
  readonly weaponHits?: { readonly source: string; readonly effects: readonly Effect[] };
  /** +N{d} on its player's defending cards that `defends` accepts (Art of War: "attack action cards you control gain +1{d}"). */
  readonly defense?: number;
  readonly defends?: (card: string) => boolean;
  /**
   * "Attack action cards can't gain {p} from their own effects, or the effects of attack reaction cards this turn" (Snag): a
   * restriction on every player's attack action cards (CR 1.0.2), read by rules/power.ts.
   */
  readonly noOwnOrReactionGains?: boolean;
  /** What it does, in the log after the player's name. */
  readonly text: string;
  readonly rule: string;
}

/** A card that would defend an attack, as a "can't be defended by …" restriction reads it (CR 7.3.2). */
export interface DefendCheck {
  readonly s: CombatView;
  readonly attack: Layer;
  /** The attack's power now (CR 2.0.3c). */
  readonly power: number;
  /** The card that would defend (from hand, arsenal or an equipment zone). */
  readonly card: string;
  readonly fromHand: boolean;
}

/** A card's behaviour as a module (registered by card id in cards/registry.ts). */
export interface CardModule {
  readonly triggers: readonly FabTrigger[];
  /** A weapon's activated ability "Once per Turn Action – {r}×N: Attack" (CR 8.1.9, 1.4.3): N. */
  readonly attackCost?: number;
  /** "…, put a rust counter on this: Attack" (Talishar, the Lost Prince): an effect-cost of its attack (CR 5.1.9, 1.15). */
  readonly attackAddsRust?: boolean;
  /**
   * A weapon's "Action – Remove a steam counter from this: Attack" (Teklo Plasma Pistol; CR 1.4.3, 8.5.16): no {r}, and no
   * once-per-turn limit — as often as it has steam counters to remove; "once-per-turn" for a "Once per Turn Action" (Plasma Barrel Shot).
   */
  readonly attackBySteam?: true | "once-per-turn";
  /** The "until end of turn" effect on its controller's attacks that its effects create (`turn-effect`). */
  readonly untilEndOfTurn?: TurnStatic;
  /** An X additional cost with targets (PayX). */
  readonly payX?: PayX;
  /**
   * A printed cost with X (CR 5.1.3a: X is declared as the card is played; Spark of Genius's "XX" is `perX` 2, CR 2.2.2a): one way
   * to play it per X from 0 to `upTo`, the layer's `declaredX`.
   */
  readonly variableCost?: { readonly perX: number; readonly upTo: number };
  /** Static abilities on the attacks of this card (an attack action card, or a weapon's attack-proxies). */
  readonly attack?: readonly AttackStatic[];
  /**
   * Steps of effects worded for this card, run by the effect `{ kind: "ability", step }` or by the
   * answer to a question one of them asked (`choice`: the chosen object, null for none).
   */
  readonly steps?: { readonly [step: string]: (o: Occasion, choice?: string | null) => void };
  /** "This ability costs an additional {r} to activate for each …" (CR 5.1.6a, an increase): how much more for this player now (Grasp of the Arknight). */
  readonly abilityCostMore?: (p: PlayerState) => number;
  /** Reads "if you have played a 'non-attack' action card this turn" (Viserai, Nebula Blade, Vigor Rush, Enchanting Melody): its player's plays are counted. */
  readonly readsNonAttackActions?: boolean;
  /** Reads "if you have discarded a card with 6 or more {p} this turn" (Mandible Claw, Massacre): its player's discards are kept (`discardedSix`). */
  readonly readsDiscardedSix?: boolean;
  /** A weapon whose "Action – {r}×N: Attack" has no Once per Turn limit (Sledge of Anvilheim, CR 8.1.9): as often as there are action points. */
  readonly attackNotOncePerTurn?: boolean;
  /** While this permanent is in the arena, "attack action card effects do not trigger when they hit" (Stamp Authority, CR 6.6). */
  readonly stopsHitEffects?: boolean;
  /** Equipment whose printed Arcane Barrier works only while this holds of its controller (Arcanite Skullcap, CR 8.3.8). */
  readonly barrierWhile?: (players: readonly PlayerState[], seat: Seat) => boolean;
  /** +N{d} on this card while it defends, as the board stands (Arcanite Skullcap; a continuous effect, CR 6.2). */
  readonly ownDefense?: (players: readonly PlayerState[], owner: Seat) => number;
  /**
   * "This can't be defended by …" (CR 7.3.2, a restriction): true when `card` may not defend this attack now (Crane Dance, Find
   * Center, Heron's Flight); `fromHand` says where it defends from.
   */
  readonly cantBeDefendedBy?: (d: DefendCheck) => boolean;
  /** A hero's "your … attacks can't be defended by …" (Benji), while the hero's abilities work. */
  readonly attacksCantBeDefendedBy?: (d: DefendCheck) => boolean;
  /** A token that "enters the arena with N balance counters on it" (Zen State; CR 6.4.8, an identity-replacement effect). */
  readonly entersWithBalance?: number;
  /** "Defense reaction cards can't be played this chain link" while this card is the attack (Command and Conquer). */
  readonly stopsDefenseReactions?: boolean;
  /**
   * A hero's "your … weapon attack costs {r} less" (CR 5.1.6a): how much less the weapon attack `attack` (its attack-proxy) costs
   * this player, read before the attack is counted among the weapon's attacks this turn (Kassai).
   */
  readonly attackCostLess?: (p: PlayerState, attack: Layer) => number;
  /** "This costs {r} less to play for each …" (CR 5.1.6a, a reduction applied after increases): how much less for this player now. */
  readonly costsLess?: (p: PlayerState) => number;
  /**
   * An item that "enters the arena with N steam counters on it" (CR 6.4.8, an identity-replacement effect); N may be read from its
   * controller as it enters (Absorption Dome: the times they boosted this turn).
   */
  readonly entersWithSteam?: number | ((p: PlayerState) => number);
  /** "Whenever you boost this turn, …" that this card's effect gives its player (`whenBoosting`): the triggered-layer's effects (CR 6.6). */
  readonly wheneverBoosting?: { readonly effects: readonly Effect[]; readonly text: string };
  /** "You may play this as though it were an instant" while this holds (CR 8.1.6; Rattle Bones, Snapback, Cindering Foresight). */
  readonly instantWhile?: (s: Pick<FabState, "players" | "turnPlayer">, seat: Seat) => boolean;
  /** "If a hero would roll one or more 6 sided dice, instead after the roll you may destroy this. If you do, that hero rerolls …" (Gambler's Gloves; rules/effects.ts rollThen). */
  readonly rerollsDice?: boolean;
  /** "If a hero has more {h} than any other hero, they can't gain {h}" while this is in the arena (Reaping Blade). */
  readonly leaderCantGainLife?: boolean;
  /** "The defending hero must defend this with X equipment they control" (Meganetic Shockwave): X now. */
  readonly defendWithEquipment?: (s: CombatView, attack: Layer) => number;
  /** "When this has no steam counters on it, destroy it" (CR 6.6.5c, a state-based triggered effect). */
  readonly noSteamDestroys?: boolean;
  /** Reads "if your hero has been dealt damage this turn" (Feign Death): its player's hero being dealt damage is remembered for the turn. */
  readonly readsHeroDamaged?: boolean;
  /** "This can only be played from arsenal" (the traps). */
  readonly onlyFromArsenal?: boolean;
  /** "Play this only if …": whether its player may play it now (Maximum Velocity). */
  readonly playOnlyIf?: (p: PlayerState, s: FabState) => boolean;
  /** Additional costs declared as the card is played (CR 5.1.3), in order. */
  readonly costs?: readonly AdditionalCost[];
  /** "You may … rather than pay this's {r} cost" (CR 5.4.4b): its alternative costs, one of which may be declared (CR 5.1.3c). */
  readonly alternativeCosts?: readonly AlternativeCost[];
  /** Its own defense as it becomes a defending card: "if this is played from arsenal, it gains +1{d}" (Unmovable). */
  readonly defense?: readonly DefenseStatic<{ readonly fromArsenal: boolean }>[];
  /** While it is in the arena, its controller's defending cards (Forged for War: "equipment you control gain +1{d}"). */
  readonly defenders?: readonly DefenseStatic<Defender>[];
  /** Standard-replacement effects of the card on itself (CR 6.4.9). */
  readonly instead?: {
    /** Where it goes instead of the graveyard (Drone of Brutality). */
    readonly toGraveyard?: "deck-bottom";
    /** Where it goes as it finishes resolving, by its own "banish this" (Remembrance; CR 5.3.6). */
    readonly afterResolving?: "banished";
    /** "If …, put this into its owner's hand" as it finishes resolving, while this holds of its controller (Gaze the Ages; CR 5.3.6). */
    readonly toHandIf?: (p: PlayerState) => boolean;
    /** "If this would deal damage to a hero, instead it deals double that much damage", while this holds (Pounding Gale). */
    readonly doubleDamage?: (s: CombatView, attack: Layer) => boolean;
    /** An aura of the hero: "if your hero would be dealt damage, instead destroy this and prevent N damage that source would deal" (Enchanting Melody). */
    readonly heroDamage?: number;
    /**
     * A permanent of the hero: "if your hero would be dealt damage, instead remove that many steam counters from this (Absorption Dome) /
     * destroy that many Runechant tokens you control (Runeblood Barrier), and prevent 1 damage for each".
     */
    readonly heroDamageBy?: "steam" | "runechants";
    /** An aura of the hero: "whenever your hero would be dealt damage, prevent N damage that source would deal" (Zen State; CR 6.4.10). */
    readonly preventEach?: number;
  };
}

/**
 * Announces a moment to the abilities of `sources` (in the order given: their timestamps) through
 * the registry; true when one asked a question.
 */
export function fire(modules: (card: string) => CardModule | undefined, t: FabWork, seat: Seat, sources: readonly CardObj[], on: FabMoment, detail: Omit<Occasion, "t" | "seat" | "source"> = {}): boolean {
  for (const source of sources) {
    const module = modules(source.card);
    if (module === undefined) continue;
    const o: Occasion = { t, seat, source, ...detail };
    for (const { trigger: ability } of triggered([{ object: source.id, triggers: module.triggers }], on, o)) if (ability.run(o) === true) return true;
  }
  return false;
}

// Conditions, as the card texts read them.

/** The hero's abilities work (not silenced by a crush effect such as Crippling Crush's, CR 8.4.2). */
export const heroIsActive = (o: Occasion): boolean => heroActive(o.t.s, o.seat);
/** A card the controller owns is of the class `cls` (printed, or through their hero: `isClass`, Shiyana's copy). */
export const ofClass = (o: Occasion, card: string, cls: string): boolean => isClass(o.t.s, o.seat, card, cls);
/** During the controller's own action phase. */
export const inOwnActionPhase = (o: Occasion): boolean => o.t.s.phase === "action" && o.t.s.turnPlayer === o.seat;
/** A Once per Turn effect (CR 8.3.x "once per turn") not yet used this turn under `key`; using it is `useOnce`. */
export const notUsedThisTurn =
  (key: (o: Occasion) => string) =>
  (o: Occasion): boolean =>
    !o.t.peek(o.seat).usedThisTurn.includes(key(o));
export const useOnce = (o: Occasion, key: string): void => {
  o.t.player(o.seat).usedThisTurn.push(key);
};

/** The card was played from arsenal (CR 5.1.1: "if this is played from arsenal"). */
export const playedFromArsenal = (o: Occasion): boolean => o.layer!.fromArsenal;
/** A card with 6 or more {p} was discarded as an additional cost to play it (the Brute discard-a-random-card cards). */
export const sixDiscarded = (o: Occasion): boolean => o.layer!.discardedSix === true;
/** "If you have discarded a card with 6 or more {p} this turn" (the player's `discardedSix`; its reader's module `readsDiscardedSix`). */
export const discardedSixThisTurn = (o: Occasion): boolean => o.t.peek(o.seat).discardedSix === true;
/** "If this is defending a weapon attack" (the active chain link's attack is an attack-proxy, CR 1.4.3). */
export function defendingWeaponAttack(o: Occasion): boolean {
  const link = o.t.s.chain[o.t.s.chain.length - 1];
  return link !== undefined && link.resolved !== true && isWeaponAttack(link.attack);
}

/** The weapon the ability refers to, as it is now (writable), if the controller still has it. */
export const weaponNow = (o: Occasion): Mutable<Gear> | undefined => (o.weapon === undefined ? undefined : o.t.player(o.seat).gear.find((g) => g.id === o.weapon!.id));

// Results.

/**
 * CR 8.5.19: search the controller's deck for a card that `fits`; the answer resumes the module's
 * step "found". Nobody can verify a private deck, so the search may fail (8.5.19a, 1.9.1c): with
 * nothing that fits, the deck is shuffled now (and `failed` logged, if given).
 */
export function searchDeck(o: Occasion, fits: (card: string) => boolean, text: string, failed?: string): void {
  const options = o.t.peek(o.seat).deck.filter((c) => fits(c.card)).map((c) => c.id);
  if (options.length > 0) return o.act!.choose("found", text, options, true);
  o.t.shuffleDeck(o.seat);
  if (failed !== undefined) o.t.log(`${o.t.name(o.seat)} ${failed}`, "8.5.20");
}

/** The effects happen now, as part of what is resolving (not a new layer). */
export const runNow =
  (effects: readonly Effect[]) =>
  (o: Occasion): void =>
    o.act!.run(effects);
/** The layer being played gains go again (CR 8.3.5). */
export const gainsGoAgain = (o: Occasion): void => void (o.layer!.goAgain = true);

/** The ability becomes a triggered-layer that goes on the stack (CR 6.6.6); `weapon` is the weapon it refers to. */
export function triggerLayer(o: Occasion, effects: readonly Effect[], text: string, weapon?: string): void {
  trigger(o.t, o.seat, o.source.card, effects, text, weapon);
}

/**
 * CR 6.6.6a: a triggered ability with modes has them declared as its layer is put on the stack. The module's `step` (of the source
 * card) asks, and makes the layer with the effects chosen (`triggerLayer`); it runs as soon as the step in progress is done, before
 * anyone gets priority and so before the layer goes on the stack (CR 1.10.2d); then the turn-player gets priority.
 */
export function declareModes(o: Occasion, step: string): void {
  const effects: Effect[] = [{ kind: "ability", step, card: o.source.card }];
  o.t.later({ step: STEP.effects, seat: o.seat, effects: effects as unknown as JsonValue, source: o.source.card });
  o.t.later({ step: STEP.turnPriority });
}

/** CR 1.8.3: "you may …" asked now, as part of a turn procedure (no layer). */
export function mayNow(o: Occasion, text: string, effects: readonly Effect[], weapon?: string): boolean {
  o.t.ask(ask.may(o.seat, text, effects, weapon));
  return true;
}
