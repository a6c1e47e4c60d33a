import type { Seat } from "@tablecast/engine";
import type { KitState } from "@tablecast/engine/kit";
import type { AttackFilter, Effect, MarkKind, NextAttackBonus, NextPlay, TurnEffectKind } from "./cards";

/** A card as an object in one zone; its id changes when it becomes a new object (CR 3.0.9). */
export interface CardObj {
  readonly id: string;
  /** The card's data id ("WTR003"). */
  readonly card: string;
}

/**
 * A become/copy effect on a hero (CR 8.5.25): the hero object has lost its properties and has the copyable properties of the
 * hero card `card` names (its name, types and classes, abilities, life and intellect), until the start of its controller's next
 * turn (CR 4.2.2: "until the start of your next turn" effects end as that turn starts). The object stays the same object
 * (same id; no zone change, CR 3.0.9).
 */
export interface HeroCopy {
  /** The hero card printed on the object (Shiyana, Diamond Gemini): what it is again when the effect ends. */
  readonly printed: string;
  /** The card whose ability made the copy (CR 1.2.4: its source). */
  readonly source: string;
  /** The static ability the copy gained with it: "Cards you own are the class of your hero in addition to their other class types." */
  readonly ownCardsHeroClass?: true;
}

/** A hero card as the player's hero (CR 1.1.2); `card` is what it is now, `copy` the become/copy effect on it, if any. */
export interface HeroObj extends CardObj {
  readonly copy?: HeroCopy;
}

/** Equipment and weapons in the arena (CR 3.16, 8.1.4), with what they remember this turn. */
export interface Gear extends CardObj {
  readonly slot: "weapon" | "head" | "chest" | "arms" | "legs";
  /** -1{d} counters (Battleworn, CR 8.3.2) or +1{p} counters (Dawnblade). */
  readonly defenseCounters: number;
  readonly powerCounters: number;
  /** Weapon: attacks activated this turn and how many are allowed (Once per Turn, Dorinthea). */
  readonly attacksThisTurn: number;
  readonly attacksAllowed: number;
  readonly hitsThisTurn: number;
  /** Until end of turn power bonus (Romping Club, Ironsong Determination). */
  readonly powerThisTurn: number;
  /** Until end of turn: this weapon's attacks have dominate (Ironsong Determination). */
  readonly dominateThisTurn: boolean;
  /** Until end of turn: "whenever this weapon hits, draw a card" (Steelblade Supremacy), once per effect. */
  readonly drawOnHitThisTurn: number;
  /** Energy counters (Fyendal's Spring Tunic). */
  readonly energyCounters: number;
  /** Steam counters (CR 1.15; Teklo Plasma Pistol); absent on gear that never had any. */
  readonly steam?: number;
  /** Rust counters (CR 1.15; Talishar, the Lost Prince); absent on gear that never had any. */
  readonly rust?: number;
  /** "Destroy it when the combat chain closes" (Zephyr Needle): a delayed trigger waiting for the Close Step (CR 6.6, 7.7). */
  readonly destroyAtClose?: boolean;
}

/** An aura, item or token in the arena (CR 1.3.3, 8.2.4, 8.2.5, 8.6), controlled by the player who played or created it. */
export interface Permanent extends CardObj {
  /** A token ceases to exist instead of going to the graveyard (CR 3.0.12a). */
  readonly token: boolean;
  /** Steam counters (CR 1.15, 8.5.14, 8.5.16) on a Mechanologist item; absent on a permanent that never had any. */
  readonly steam?: number;
  /** "Gains Arcane Barrier N until end of turn" (Aether Sink, CR 8.3.8): N, until the turn ends. */
  readonly barrierThisTurn?: number;
  /** Balance counters (CR 1.15; Zen State); absent on a permanent that never had any. */
  readonly balance?: number;
  /** The card name it named as it entered the arena (Chains of Eminence: "can't be pitched, played or used to defend" while it is there). */
  readonly named?: string;
}

/**
 * An effect on a player for a span of turns (both inclusive), from a crush ability:
 * "during their next action phase", "their first action / attack during their next turn".
 */
export interface Mark {
  readonly kind: MarkKind;
  readonly from: number;
  readonly until: number;
  /** The card whose crush put it there (named when it applies). */
  readonly source?: string;
}

/** CR 6.4.10j: a shielding-prevention effect ("prevent the next N damage … this turn"). */
export interface Shield {
  readonly seat: Seat;
  readonly amount: number;
  readonly source: string;
  /** Prevents only the arcane damage it was made for (Arcane Barrier, CR 8.3.8, 8.5.3f); gone after it. */
  readonly arcane?: boolean;
  /** With `arcane`: "prevent the next N arcane damage … this turn" (Eirina's Prayer), kept until used up or the turn ends. */
  readonly lasting?: boolean;
  /** "The next time your hero would be dealt damage this turn, prevent it" (Feign Death): all of the next damage, whatever `amount` says. */
  readonly whole?: boolean;
  /** "The next time your hero would be dealt {p} damage this turn, prevent N" (Blessing of Serenity): physical damage only (CR 8.5.3b), gone after that damage. */
  readonly physical?: boolean;
  /** "The next time your hero would be dealt damage, prevent N": a fixed-prevention effect, gone after the event it applies to (CR 6.4.10i). */
  readonly fixed?: boolean;
}

export type PrivateZone = "hand" | "deck" | "arsenal";
export type PublicZone = "pitch" | "graveyard" | "banished";
export type CardZone = PrivateZone | PublicZone;

export interface PlayerState {
  readonly name: string;
  readonly hero: HeroObj;
  readonly life: number;
  readonly intellect: number;
  readonly resources: number;
  readonly actionPoints: number;
  readonly hand: readonly CardObj[];
  /** Top of the deck is index 0 (CR 3.7). */
  readonly deck: readonly CardObj[];
  readonly arsenal: readonly CardObj[];
  readonly pitch: readonly CardObj[];
  readonly graveyard: readonly CardObj[];
  /** Face-down intimidated cards return to hand at the beginning of the end phase (CR 8.5.10). */
  readonly banished: readonly CardObj[];
  readonly intimidated: readonly string[];
  readonly gear: readonly Gear[];
  /** Once per turn hero / weapon effects used this turn. */
  readonly usedThisTurn: readonly string[];
  /** Auras, items and tokens this player controls (CR 3.13). */
  readonly permanents: readonly Permanent[];
  readonly marks: readonly Mark[];
  /** Banished cards this player may play this turn (Katsu). */
  readonly mayPlayBanished: readonly string[];
  /** "Your hero gains +N{i} until end of turn" (Helm of Isen's Peak). */
  readonly intellectThisTurn: number;
  /** Banished cards of `mayPlayBanished` this player may play this turn as though they were instants (Kano, CR 5.1.1a). */
  readonly asInstant?: readonly string[];
  /** "The next card you play this turn with an effect that deals arcane damage, instead deals that much plus N" (Crucible of Aetherweave). */
  readonly arcanePlus?: number;
  /** 'Non-attack' action cards this player played this turn (Viserai, Nebula Blade: "if you have played a 'non-attack' action card this turn"). */
  readonly nonAttackActions?: number;
  /** Of those, Wizard cards ("if you have played another Wizard 'non-attack' action card this turn": Chain Lightning, Gaze the Ages, Snapback). */
  readonly wizardNonAttackActions?: number;
  /** "The next time an attack action card you control hits this turn, …" (Plunder Run): delayed triggers, each once (CR 6.6). */
  readonly nextHit?: readonly { readonly effects: readonly Effect[]; readonly source: string }[];
  /** Arcane damage this player has dealt to each hero this turn, by seat (Blazing Aether). */
  readonly arcaneDealt?: readonly number[];
  /** "The next … card you play this turn …" (Mage Master Boots, Lead the Charge, Stir the Aetherwinds), each for the first card it fits. */
  readonly nextPlay?: readonly NextPlay[];
  /** "Until end of turn, if you would create one or more Runechant tokens, instead create that many plus N" (Mordred Tide, CR 6.4.9). */
  readonly runechantPlus?: number;
  /** Times this player boosted this turn (CR 8.3.9a: paying boost's cost is boosting, whatever was banished); kept from the first boost. */
  readonly boosts?: number;
  /** "Whenever you boost a card this turn, gain 1 action point" (High Octane): delayed triggered abilities, by source card (CR 6.6). */
  readonly whenBoosting?: readonly string[];
  /** Banished cards of `asInstant` that cost less to play this turn, by object (Sonic Boom: "it costs X resource points less to play", CR 5.1.6a). */
  readonly banishedCostsLess?: readonly { readonly obj: string; readonly amount: number }[];
  /** "Until end of turn, you may defend with attack action cards from arsenal" (Art of War). */
  readonly defendFromArsenal?: boolean;
  /** Names of cards played this turn that another card asks about ("if you have played a card named Moon Wish this turn": Sun Kiss), written by the card played. */
  readonly namesPlayed?: readonly string[];
  /** Arsenal cards that are face up (public, CR 3.0.4, 8.5.24; Death Dealer, Azalea); a card leaving the arsenal leaves the list. */
  readonly faceUp?: readonly string[];
  /** "It gains +N{p} / dominate until end of turn" on a card object in the arsenal (Azalea, Head Shot): taken by the card as it is played. */
  readonly cardGains?: readonly CardGains[];
  /** "Until end of turn, you may only play cards from arsenal" (Three of a Kind). */
  readonly onlyFromArsenal?: boolean;
  /** Actions played or activated this turn, counted only while a mark limits them ("can't play or activate more than 1 action", Red in the Ledger). */
  readonly actionsThisTurn?: number;
  /** The hero was dealt damage this turn: kept only for a player with a card that reads it (Feign Death, `readsHeroDamaged`). */
  readonly heroDamaged?: boolean;
  /**
   * This player discarded a card with 6 or more {p} this turn (Mandible Claw, Massacre, Predatory Assault, Riled Up); kept only
   * for a player with a card whose module `readsDiscardedSix`, so games without one keep their states and hashes.
   */
  readonly discardedSix?: boolean;
  /** Attacks this player made this turn, counted for a hero that reads them (Ira: "your second attack each turn"). */
  readonly attacksThisTurn?: number;
  /** Banished cards this player may play this combat chain (Unified Decree), until it closes (CR 7.7). */
  readonly mayPlayThisChain?: readonly string[];
}

/** An "until end of turn" effect on one card object (CR 6.3.2), until it is played (the layer keeps it) or the turn ends. */
export interface CardGains {
  readonly obj: string;
  readonly power: number;
  readonly dominate?: boolean;
  readonly noDefenseReactionsFromArsenal?: boolean;
  readonly source: string;
}

/** A layer on the stack (CR 3.15): a played card or a weapon's attack-proxy (CR 1.4.3). */
export interface Layer {
  readonly id: string;
  readonly card: string;
  readonly controller: Seat;
  /** The weapon whose attack this is, for attack-proxies. */
  readonly weapon?: string;
  readonly fromArsenal: boolean;
  readonly goAgain: boolean;
  readonly powerBonus: number;
  readonly goAgainOnHit: boolean;
  /** A triggered-layer (CR 1.6.2c, 6.6): the effects it will generate, and what triggered it. */
  readonly trigger?: { readonly effects: readonly Effect[]; readonly text: string };
  /** An activated-layer (CR 1.6.2b, 5.2): the source object and which of its abilities. */
  readonly ability?: { readonly source: string; readonly index: number };
  /** Cards in hand named by an additional cost (revealed, or to go on the bottom); not pitchable for this card. */
  readonly costCards?: readonly string[];
  /** The optional "banish a card named … from your graveyard" cost was declared. */
  readonly banishCost?: boolean;
  /** An X additional cost declared (CR 5.1.3): the {r} it adds and the targets chosen with it (CR 5.1.4; the card's module says which). */
  readonly x?: { readonly paid: number; readonly targets: readonly string[] };
  /** The mode chosen for a modal card (CR 1.7.5). */
  readonly mode?: number;
  /** "While this is defended by fewer than 2 non-equipment cards, it has +N{p}", gained by the attack (a next-attack bonus). */
  readonly barelyDefended?: number;
  /** Gained dominate (Regurgitating Slog's optional cost). */
  readonly dominate?: boolean;
  /** +N{d} from an optional additional cost (Staunch Response) or the arsenal (Unmovable). */
  readonly defenseBonus?: number;
  /** "If this hits, …" abilities the attack gained (Nature's Path Pilgrimage, Pummel, Razor Reflex). */
  readonly onHit?: readonly Effect[];
  /** A card with 6 or more {p} was discarded as an additional cost to play this (Savage Feast). */
  readonly discardedSix?: boolean;
  /** Played as though it were an instant (Kano): no action point (CR 5.1.6b). */
  readonly asInstant?: boolean;
  /** The hero its arcane damage targets, declared as it was played (CR 5.1.4, 8.5.3b). */
  readonly target?: Seat;
  /** The second hero declared for "two target heroes" (Forked Lightning; the same hero may be declared twice). */
  readonly secondTarget?: Seat;
  /** Its arcane damage effects deal this much more (a replacement effect, CR 6.4.9; Crucible of Aetherweave). */
  readonly arcanePlus?: number;
  /** X declared for a printed cost with X (CR 5.1.3a, 1.12.2b; Spark of Genius). */
  readonly declaredX?: number;
  /** Boost's cost was paid as it was played: the card was boosted (CR 8.3.9a). */
  readonly boosted?: boolean;
  /**
   * An alternative cost declared (CR 5.1.3c, 5.4.4b): which of its module's `alternativeCosts`, and the card in hand it names
   * (Moon Wish's card put on top of the deck).
   */
  readonly alternative?: { readonly index: number; readonly card?: string };
  /** An activated-layer whose source was destroyed to pay for it: the steam counters the source had then (last known information, CR 1.2.3a). */
  readonly sourceSteam?: number;
  /**
   * The objects its effects target, declared as it was played or activated (CR 5.1.4): a defending card (Reinforce the Line), cards
   * in the graveyard (Crown of Dichotomy).
   */
  readonly targetCards?: readonly string[];
  /** Played from arsenal face up (Perch Grapplers: "face up arrow cards played from arsenal"). */
  readonly faceUp?: boolean;
  /** "Defense reactions can't be played from hand this chain link" (Increase the Tension). */
  readonly noDefenseReactionsFromHand?: boolean;
  /** "Defense reaction cards can't be played from arsenal to this chain link" (Remorseless). */
  readonly noDefenseReactionsFromArsenal?: boolean;
  /** Its base power as an effect set it (Kayo halves or doubles it; CR 2.0.3a-b: not a gain or loss of power); the printed power otherwise (CR 2.9.2). */
  readonly basePower?: number;
}

export interface Defender extends CardObj {
  readonly owner: Seat;
  readonly fromHand: boolean;
  readonly defense: number;
  /** Equipment returns to its slot when the chain closes (CR 7.7.5). */
  readonly gear?: Gear;
}

/** The active chain link (CR 7.0.3) with the attack and its defending cards. */
export interface ChainLink {
  readonly attack: Layer;
  readonly target: Seat;
  readonly defenders: readonly Defender[];
  readonly hit: boolean;
  /** Damage the attack dealt to the hero this link (crush, CR 8.4.2). */
  readonly damage: number;
  readonly resolved: boolean;
  /**
   * The active-attack is no longer on the chain: the attack card left it (Hurricane Technique
   * returned to hand) or the attack-proxy ceased to exist as its weapon attacked again (CR 1.4.3c).
   * `attack` is then last known information (CR 7.0.3c).
   */
  readonly gone?: boolean;
  /**
   * With `gone`: the attack card went from the chain into a private zone, the bottom of its owner's deck (Over Loop, Cognition
   * Nodes): the table's combat events no longer name it (CR 3.0.4, 3.0.9: nobody may follow it there).
   */
  readonly hidden?: boolean;
  /** "Effects don't trigger when an attack hits this chain link" (Tripwire Trap). */
  readonly quietHits?: boolean;
  /** Banished cards their owner may play during this chain link only (Singing Steelblade). */
  readonly mayPlayBanished?: readonly string[];
}

/** Combat steps in 2.13.0 order (CR 7.0.1). */
export type CombatStep = "layer" | "attack" | "defend" | "reaction" | "damage" | "resolution";

export interface FabState extends KitState {
  readonly nextId: number;
  readonly turn: number;
  readonly firstTurnPlayer: Seat;
  readonly turnPlayer: Seat;
  /**
   * CR 1.11.2: the "active player" is the one with priority; null while nobody has it (a question
   * of questions.ts is open). While its controller orders waiting triggered-layers, the player about
   * to receive priority once they are on the stack (CR 1.10.2d).
   */
  readonly priorityHolder: Seat | null;
  /** Players who passed in succession since the last play or resolution (CR 1.11.4). */
  readonly passes: number;
  readonly phase: "start-of-game" | "start" | "action" | "end";
  readonly combatStep: CombatStep | null;
  readonly players: readonly PlayerState[];
  readonly stack: readonly Layer[];
  /** Resolved chain links, then the active one; empty when the combat chain is closed. */
  readonly chain: readonly ChainLink[];
  /** Triggered-layers waiting to be put on the stack when a player next gets priority (CR 1.10.2d). */
  readonly triggers: readonly Layer[];
  /** `source`: the card whose effect it is, kept when that is an attack reaction card (Snag: "can't gain {p} from … attack reaction cards"). */
  readonly nextAttack: readonly { readonly seat: Seat; readonly bonus: NextAttackBonus; readonly source?: string }[];
  /** "Until end of turn" effects on a player's attacks, by the kind a card module names (`TurnStatic`). */
  readonly turnEffects: readonly { readonly seat: Seat; readonly kind: TurnEffectKind }[];
  /** Flic Flak: "if the next card you defend with this turn is a card with combo, it gains +2{d}". */
  readonly nextDefense: readonly { readonly seat: Seat; readonly source: string; readonly defense: number }[];
  /** "The next … you play this turn costs {r}×N less" (CR 5.1.6a). */
  readonly costReductions: readonly { readonly seat: Seat; readonly filter: AttackFilter; readonly amount: number; readonly perRunechant?: boolean }[];
  /** Prevention effects waiting for damage to the hero (CR 6.4.10). */
  readonly shields: readonly Shield[];
  /** The last turn in which a life total changed (0: none yet): when stalemate searches run (rules.ts). */
  readonly lifeChangedTurn: number;
  /**
   * The match option `turnLimit`: a simulation limit, not a rule — the game stops as a draw
   * before this turn would begin (bot games that never end otherwise). Null: no limit.
   */
  readonly turnLimit: number | null;
  /** How the game ended; no rule for the simulation limit. */
  readonly ended: { readonly winners: readonly Seat[]; readonly reason: string; readonly rule?: string } | null;
}

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** A weapon or piece of equipment as it enters the arena: no counters, nothing done this turn. */
export const FRESH_GEAR = {
  defenseCounters: 0,
  powerCounters: 0,
  attacksThisTurn: 0,
  attacksAllowed: 1,
  hitsThisTurn: 0,
  powerThisTurn: 0,
  dominateThisTurn: false,
  drawOnHitThisTurn: 0,
  energyCounters: 0,
} as const satisfies Partial<Gear>;

/**
 * What a game holds before anything has happened in it: no layers, no chain, no effects waiting,
 * nobody asked. Setup and scenario boards start from it and set the turn, players and rng.
 */
export const EMPTY_GAME = {
  nextId: 1,
  turn: 0,
  firstTurnPlayer: 0,
  turnPlayer: 0,
  priorityHolder: null,
  passes: 0,
  phase: "start-of-game",
  combatStep: null,
  players: [],
  stack: [],
  chain: [],
  triggers: [],
  nextAttack: [],
  turnEffects: [],
  nextDefense: [],
  costReductions: [],
  shields: [],
  lifeChangedTurn: 0,
  turnLimit: null,
  ended: null,
  queue: [],
  asking: null,
} as const satisfies Omit<FabState, "rng">;
