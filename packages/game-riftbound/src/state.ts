import type { RngState, Seat } from "@tablecast/engine";
import type { KitState } from "@tablecast/engine/kit";
import type { CardDef, Domain } from "./cards";

/** A card object in a non-board zone (hand, deck, trash, rune deck, champion zone). */
export interface CardObj {
  readonly id: string;
  readonly card: string;
}

/** A "would die … instead" its controller chose for a unit (369–375), to let it die, or the question not yet answered. */
export type DeathChoice = "sett" | "armory" | "die" | "pending";

/** Where a unit is: its controller's base, or battlefield i (107.1, 107.2). */
export type Location = "base" | number;

/** A unit on the board (140–146): exhausted or ready, damage marked until healed, this turn's bonuses. */
export interface Unit extends CardObj {
  readonly controller: Seat;
  /** Its owner, while another player controls it (Possession); otherwise its controller owns it. */
  readonly owner?: Seat;
  readonly location: Location;
  readonly exhausted: boolean;
  readonly damage: number;
  /** 701–705: at most one buff, +1 Might. */
  readonly buffed: boolean;
  /** Buffs beyond the first, for a unit that can have any number (Lee Sin - Ascetic): +1 Might each. */
  readonly moreBuffs?: number;
  /** 423: stunned units deal no combat damage this turn. */
  readonly stunned: boolean;
  /** 472.3: "+N Might this turn". */
  readonly mightThisTurn: number;
  /** How many times it moved this turn (Yasuo - Windrider's "the third time I move in a turn"). */
  readonly movesThisTurn?: number;
  /** Udyr - Wildman: the modes of its ability chosen this turn ("Choose one you've not chosen this turn"). */
  readonly modesThisTurn?: readonly number[];
  /** 184: a token ceases to exist outside the board. */
  readonly token: boolean;
  /**
   * 367–375: "The next time it would die this turn, heal it, exhaust it, and recall it instead."
   * (Highlander) — a replacement effect waiting for its event, until the turn ends.
   */
  readonly recallInsteadOfDying?: true;
  /** Unlicensed Armory: "The next time it would die this turn, you may pay [C] to heal it, exhaust it, and recall it instead." — until that time or the turn's end. */
  readonly mayRecallInsteadOfDying?: true;
  /**
   * 369–375: what its controller chose as it would die, where a "would die … instead" they may apply waits
   * (Sett - The Boss, Unlicensed Armory): that one, or to let it die; `pending` while the question is asked.
   */
  readonly deathChoice?: DeathChoice;
  /** Noxian Guillotine: "Kill it the next time it takes damage this turn." */
  readonly killOnDamage?: true;
  /** It took damage while a "kill it when it takes damage" effect waited: it dies in the next cleanup. */
  readonly doomed?: true;
  /** 816: an effect gave it [Temporary] (Last Stand, Fading Memories). */
  readonly temporary?: true;
  /** 472.2: keywords an effect gave it this turn ("Give a unit [Assault 3] this turn"), summed by value (807.2). */
  readonly keywordsThisTurn?: NonNullable<CardDef["keywords"]>;
}

/**
 * 107.3, 421, 811: a card hidden facedown at a battlefield its controller controls — Private to its
 * controller (128.4): only they see its face, the others see a facedown card there.
 */
export interface Facedown extends CardObj {
  /** The battlefield whose Facedown Zone holds it (107.3.a). */
  readonly battlefield: number;
  /** The turn it was hidden: it may be played from the next turn on (811.1.b). */
  readonly turn: number;
}

/** A rune on the board, in its controller's base (159–167). */
export interface Rune extends CardObj {
  readonly exhausted: boolean;
}

/** Gear on the board, in base (147–151). */
export interface Gear extends CardObj {
  readonly controller: Seat;
  /** Its owner, while another player controls it (Blind Fury plays an opponent's card): it leaves the board for its owner's zones. */
  readonly owner?: Seat;
  readonly exhausted: boolean;
  /** 816: an effect gave it [Temporary] (Fading Memories). */
  readonly temporary?: true;
}

/** A battlefield on the board (168–171): control, and who scored it this turn (465). */
export interface Battlefield extends CardObj {
  readonly owner: Seat;
  readonly controller: Seat | null;
  readonly scoredBy: readonly Seat[];
}

/**
 * 164–167: the Rune Pool — Energy (no domain, 162.1) and Power by domain (162.2) that runes Add
 * (163.2, 429) and costs spend (357). It empties at the end of each Draw Phase and each turn (166).
 */
export interface RunePool {
  readonly energy: number;
  /** Power by domain; domains with none are left out. */
  readonly power: Readonly<Partial<Record<Domain, number>>>;
  /** "Use only to play spells" (Kai'Sa - Daughter of the Void, Lux - Crownguard): Energy and Power of any domain that pay only a spell's cost. */
  readonly forSpells?: { readonly energy: number; readonly anyPower: number };
  /** Power of any domain (Malzahar - Fanatic's "[Add] [A][A]", 135.2.e.6.b): it pays Power of whatever domain a cost asks for. */
  readonly anyPower?: number;
}

export const EMPTY_POOL: RunePool = { energy: 0, power: {} };

export interface PlayerState {
  readonly name: string;
  /** 107.4, 173: the Champion Legend stays in the Legend zone; it exhausts for its [E] ability. */
  readonly legend: CardObj & { readonly exhausted: boolean };
  /** 103.2.a: the Chosen Champion's card (any champion unit of its name is the Chosen Champion too); absent in scenarios without one. */
  readonly chosenChampion?: string;
  /** 108.3: the Chosen Champion waits here until played. */
  readonly champion: readonly CardObj[];
  readonly hand: readonly CardObj[];
  /** Top of the deck is index 0. */
  readonly deck: readonly CardObj[];
  readonly runeDeck: readonly CardObj[];
  /** Channeled runes, ready or exhausted (430). */
  readonly runes: readonly Rune[];
  readonly pool: RunePool;
  readonly gear: readonly Gear[];
  readonly trash: readonly CardObj[];
  /** 108.6, 427: cards this player owns that were banished (public, 108.6.e); absent until the first. */
  readonly banishment?: readonly CardObj[];
  /** 107.3: cards this player hid facedown at battlefields (811). */
  readonly facedown: readonly Facedown[];
  readonly points: number;
  /** 480.7: the player going second channels one more rune in their first Channel Phase. */
  readonly extraRune: boolean;
  /** Stand United: "Buffs give an additional +1 Might to friendly units this turn." (701, 472.3) */
  readonly buffsGiveMore?: number;
  /** Guerilla Warfare: "You can hide cards ignoring costs this turn." (811.1.b) */
  readonly hideFree?: true;
  /** Confront: "Units you play this turn enter ready." */
  readonly unitsEnterReady?: true;
  /** Brynhir Thundersong: "opponents can't play cards this turn." */
  readonly cantPlayCards?: true;
  /** How many of this player's units died this turn (Wraith of Echoes' "the first time", Spoils of War). */
  readonly diedThisTurn?: number;
  /** Targon's Peak: "ready up to 2 runes at the end of this turn." — how many, at this turn's Ending Step. */
  readonly readyRunesAtEnd?: number;
  /** Raging Firebrand: "the next spell you play this turn costs [5] less." — the discount waiting for that spell (356.4). */
  readonly nextSpellLess?: number;
  /** Ravenborn Tome: "The next spell you play this turn deals 1 Bonus Damage." — the Bonus Damage waiting for that spell (391, 712). */
  readonly nextSpellBonus?: number;
  /** Sun Disc: "The next unit you play this turn enters ready." */
  readonly nextUnitEntersReady?: true;
  /** The Dreaming Tree: battlefields (objects) where this player chose a friendly unit with a spell this turn. */
  readonly choseFriendlyHere?: readonly string[];
  /** This player discarded a card this turn (Raging Soul). */
  readonly discardedThisTurn?: true;
  /** 812: cards this player played (finalized) this turn, for Legion. */
  readonly playedThisTurn: number;
  /** 118: the mulligan is done. */
  readonly mulliganed: boolean;
  /** 118: cards set aside for the mulligan, recycled after drawing replacements. */
  readonly setAside: readonly CardObj[];
}

/**
 * Which of a card's abilities a chain item is: the spell itself, its activated ability (`activated:N`:
 * its mode N, chosen as it was activated, 355), or one of its triggers (named by the moment it triggers
 * on). The card module says what it does.
 */
export type AbilityRef = "spell" | "activated" | `activated:${number}` | `on:${string}`;

/** A spell or triggered ability waiting on the chain (327–340). */
export interface ChainItem {
  readonly id: string;
  readonly card: string;
  readonly controller: Seat;
  /** Its owner, while another player controls the spell (Mystic Reversal): it goes to its owner's trash (156). */
  readonly owner?: Seat;
  readonly ability: AbilityRef;
  /** The permanent whose ability it is, while it is on the board ("kill this", 816.1.b). */
  readonly self?: string;
  /** The unit it targets, chosen as it was played (355). */
  readonly target?: string;
  /** A second unit it targets (355.11). */
  readonly second?: string;
  /** A group of units it targets (355.11, 355.14). */
  readonly targets?: readonly string[];
  /** A spell goes to the trash as it resolves (157); a triggered ability just ends. */
  readonly spell: boolean;
  readonly label: string;
  /** 811.1.d: played from Hidden at this battlefield — its choices are made among options there. */
  readonly hiddenAt?: number;
  /** Where the unit whose Deathknell it is died (its "my battlefield"). */
  readonly diedAt?: number;
  /** 357.2: its optional additional cost was paid (Meditation: "If you do, draw 2. Otherwise, draw 1."). */
  readonly extraPaid?: true;
  /** 391, 712: Bonus Damage this spell deals (Ravenborn Tome's "the next spell you play this turn"). */
  readonly bonusDamage?: number;
  /** "Then recycle it." (Kai'Sa - Evolutionary): once it resolves, the spell goes to the bottom of its owner's Main Deck (416), not the trash. */
  readonly recycleAfter?: true;
}

/** 428.5: who is responsible for the kills of the item resolving, whether it is a spell, and the units it dealt damage to. */
export interface Responsible {
  readonly seat: Seat;
  readonly spell: boolean;
  readonly damaged: readonly string[];
}

/** A triggered ability waiting to go on the chain (383.3; its controller orders several, 383.3.d). */
export interface WaitingTrigger {
  readonly id: string;
  readonly card: string;
  readonly controller: Seat;
  readonly ability: AbilityRef;
  readonly label: string;
  readonly rule: string;
  readonly self?: string;
  /** It triggered while a chain item resolved: it continues that chain (340.3). */
  readonly continues: boolean;
  /** 383.3.a: its controller chose to put its "you may" ability on the chain. */
  readonly accepted?: true;
  /** 811.1.d.2: a play effect of a permanent played from Hidden at this battlefield chooses among options there. */
  readonly hiddenAt?: number;
  /** The unit the moment was about, the ability's "it" (not a target chosen). */
  readonly it?: string;
  /** Where its unit was when it died (a Deathknell's "my battlefield"). */
  readonly diedAt?: number;
}

/**
 * A showdown at a battlefield (341–348): who has focus, how many passed in a row, and for a combat
 * (454–461) the attacker and defender.
 */
export interface Showdown {
  readonly battlefield: number;
  readonly focus: Seat;
  readonly passes: number;
  readonly combat: { readonly attacker: Seat; readonly defender: Seat } | null;
  /** The player who applied Contested and gained focus first (345). */
  readonly contester: Seat;
}

/** Combat damage being assigned (460.2.c): by whom, how much is left, and what was assigned so far. */
export interface Assignment {
  readonly battlefield: number;
  readonly seat: Seat;
  readonly remaining: number;
  readonly assigned: Readonly<Record<string, number>>;
  /** The other side still to assign after this one (the Attacker assigns first). */
  readonly next: { readonly seat: Seat; readonly amount: number } | null;
  /** Damage the first side assigned, kept until all is dealt simultaneously (460.2.c.1.a). */
  readonly earlier: Readonly<Record<string, number>>;
}

export type Phase = "setup" | "awaken" | "beginning" | "channel" | "draw" | "main" | "ending";

export interface RiftboundState extends KitState {
  readonly rng: RngState;
  readonly turn: number;
  readonly turnPlayer: Seat;
  readonly firstPlayer: Seat;
  readonly phase: Phase;
  /** 315.2: the Beginning Phase's step — its start (Temporary, 816) or the Scoring Step. */
  readonly beginningStep: "start" | "scoring";
  readonly players: readonly PlayerState[];
  readonly battlefields: readonly Battlefield[];
  readonly units: readonly Unit[];
  readonly chain: readonly ChainItem[];
  /** 383.3.d: triggered abilities waiting to be put on the chain, in the order they triggered. */
  readonly waiting: readonly WaitingTrigger[];
  /** 312: who may act now in a closed state (the chain) — passes count who passed in succession. */
  readonly priority: Seat | null;
  readonly chainPasses: number;
  /**
   * 346.1: the chain was opened by a triggered ability, so focus does not pass when it empties. A
   * trigger added while an item resolves continues that chain (340.3) and does not change this.
   */
  readonly chainByTrigger: boolean;
  readonly showdown: Showdown | null;
  readonly assignment: Assignment | null;
  /** 437: "Prevent all spell and ability damage this turn." (Unyielding Spirit) — until the turn ends. */
  readonly preventSpellDamage?: true;
  /** 391, 712: the Bonus Damage of the spell resolving now (its `bonusDamage`), from its first effect until it leaves the chain. */
  readonly spellBonus?: number;
  /**
   * 428.5: the spell or ability resolving now, to which its kills are attributed — a Kill instruction
   * (428.5.b), and a unit it dealt damage to (`damaged`) dying in the Cleanup that follows (428.5.c);
   * its controller is the player responsible. From its first effect until it leaves the chain.
   */
  readonly responsible?: Responsible;
  /** Imperial Decree: "When any unit takes damage this turn, kill it." */
  readonly killDamagedThisTurn?: true;
  /** 737–738: Additional Turns queued after this one (Time Warp), in the order they were made; absent when none. */
  readonly additionalTurns?: readonly Seat[];
  /** 478.3: the points to win (the Duel's Victory Score; an option). */
  readonly victoryScore: number;
  readonly ended: { readonly winners: readonly Seat[]; readonly reason: string; readonly rule: string } | null;
}

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** No chain, no priority, no showdown or combat under way: between turns, and as a game begins. */
export const QUIET_TABLE = {
  chain: Object.freeze([]),
  waiting: Object.freeze([]),
  priority: null,
  chainPasses: 0,
  chainByTrigger: false,
  showdown: null,
  assignment: null,
} as const satisfies Partial<RiftboundState>;
