import type { Seat } from "@tablecast/engine";
import type { CardData } from "./card-data";
import { ARC_CARDS } from "./data/arc";
import { CRU_CARDS } from "./data/cru";
import { WTR_CARDS } from "./data/wtr";

/**
 * Card behaviour (STYLE.md 5): stats come from the imported data; what a card prints as data
 * (modes, activated abilities, combo, resolution effects, attack-reaction targets) is bound here by
 * card id from a small vocabulary of building blocks, and everything else is its card module
 * (src/cards/). A card with neither is not implemented (cards/registry.ts `isImplemented`), and
 * setup refuses decks that contain it.
 */

/** Which attacks a "next attack" or reaction applies to. */
export type AttackFilter =
  | "any"
  | "weapon"
  | "brute"
  | "brute-attack-action"
  | "guardian-attack-action"
  | "ninja-attack-action"
  | "combo-attack-action"
  | "attack-action"
  | "attack-action-cost-1-or-less"
  | "attack-action-cost-2-or-more"
  | "club-or-hammer"
  | "dagger-or-sword"
  /** "Your next Runeblade attack" (Oath of the Arknight): a Runeblade attack action card or a Runeblade weapon's attack. */
  | "runeblade"
  /** "The next Mechanologist attack action card you play this turn" (Locked and Loaded). */
  | "mechanologist-attack-action"
  /** "Target Mechanologist pistol attack" (Induction Chamber): the attack of a Mechanologist pistol weapon. */
  | "mechanologist-pistol"
  /** "The next Runeblade attack action card you play this turn" (Mauvrion Skies). */
  | "runeblade-attack-action"
  /** "The next 'non-attack' action card you play this turn" of a cost reduction (Bloodsheath Skeleta). */
  | "non-attack-action"
  /** "The next Ranger attack action card you play this turn" (Take Aim). */
  | "ranger-attack-action"
  /** "Your next arrow attack this turn" (Increase the Tension): an attack with an arrow card (CR 8.2.6). */
  | "arrow"
  /** "The next defense reaction card … plays this turn" (Dauntless): not an attack, the card a cost change waits for. */
  | "defense-reaction";

/** Which graveyard cards an ability may target (Crown of Dichotomy). */
export type GraveyardFilter = "runeblade-attack-action" | "runeblade-non-attack-action";

/** Which cards a "next card you play this turn" effect waits for. */
export type NextPlayFilter = "action" | "non-attack-action" | "wizard-non-attack-action";

/**
 * A "next card you play this turn" effect: the card gains go again, or its player gains an action point as it is played, or
 * it may be played as though it were an instant (CR 8.1.6; and deals `arcane` more arcane damage, CR 6.4.9).
 */
export interface NextPlay {
  readonly filter: NextPlayFilter;
  readonly gives: "go-again" | "action-point" | "as-instant";
  readonly arcane?: number;
  /** "An action card with cost N or greater" (Lead the Charge). */
  readonly minCost?: number;
  readonly source: string;
}

/** "Until end of turn" effects on a player's attacks: the kind a card module's `untilEndOfTurn` names. */
export type TurnEffectKind = string;

/** The effects applied to the opponent by a crush ability (CR 8.4.2). */
export type MarkKind =
  | "no-draw"
  | "no-go-again"
  | "first-action-costs-1"
  | "first-attack-minus-2"
  | "no-hero-abilities"
  /** "Their first attack during their next turn costs an additional {r}" (Hamstring Shot). */
  | "first-attack-costs-1"
  /** "They can't play or activate more than 1 action during their next turn" (Red in the Ledger). */
  | "one-action"
  /** "Until the end of their next turn, whenever they play an action card, they lose 1{h}" (Remorseless). */
  | "action-loses-life"
  /** "They can't play attack action cards with 3 or less base {p} during their next action phase" (Crush the Weak). */
  | "no-weak-attacks"
  /** "Attack action cards they control can't gain {p} during their next action phase" (Chokeslam). */
  | "no-power-gain";

/**
 * An activated ability (CR 5.2.1): "[LIMIT?] [TYPE] – [COST]: [ABILITIES] [CONDITION?]". The
 * activated-layer has the type of the ability (an action costs an action point, CR 5.1.6b).
 */
export interface Ability {
  readonly type: "action" | "instant" | "attack-reaction";
  /** {r} to pay. */
  readonly cost: number;
  /** The effect-cost "destroy this" (CR 1.14.4, 8.5.4). */
  readonly destroySelf?: boolean;
  /** The effect-cost "remove N energy counters from this" (CR 8.5.16). */
  readonly removeEnergy?: number;
  /** The effect-cost "remove N steam counters from this" (CR 8.5.16; Mechanologist items): not activated without them. */
  readonly removeSteam?: number;
  /** The effect-cost "turn a face down card in your arsenal face up" (CR 8.5.24; Skullbone Crosswrap): not activated without one. */
  readonly turnFaceUp?: boolean;
  readonly oncePerTurn?: boolean;
  /** The ability's go again (CR 8.3.5a). */
  readonly goAgain?: boolean;
  /** Attack reactions: the attacks the ability may target. */
  readonly reactsTo?: AttackFilter;
  /** CR 5.2.1e: activation condition. */
  readonly condition?: "weapon-hit-this-turn" | "energy-3" | "boosted-this-turn" | "controls-mechanologist-pistol";
  /** "Target … card from your graveyard", one card for each (CR 5.1.4): declared as it is activated; without them it can't be activated. */
  readonly graveyardTargets?: readonly GraveyardFilter[];
  readonly effects: readonly Effect[];
  /** How the ability reads in a decision label. */
  readonly text: string;
}

/** Combo (CR 8.4.1): "If [NAMES] was the last attack this combat chain, [EFFECTS]". */
export interface Combo {
  readonly after: readonly string[];
  readonly power?: number;
  readonly goAgain?: boolean;
  readonly dominate?: boolean;
  /** "If this hits, …" abilities the attack gains. */
  readonly onHit?: readonly Effect[];
}

/** A bonus waiting for the controller's next matching attack this turn (CR 6.2, "next attack"). */
export interface NextAttackBonus {
  readonly filter: AttackFilter;
  readonly power: number;
  readonly goAgain?: boolean;
  /** "If this hits, the attack gains go again" (Warrior's Valor). */
  readonly goAgainOnHit?: boolean;
  /** Other "if this hits, …" abilities the attack gains (Nature's Path Pilgrimage). */
  readonly onHit?: readonly Effect[];
  /** Barraging Beatdown: "while this attack is defended by less than 2 non-equipment cards, it has +N{p}". */
  readonly barelyDefended?: number;
  /** "Your next attack this turn gains dominate" (Pedal to the Metal, CR 8.3.4). */
  readonly dominate?: boolean;
  /** "The next attack you boost this combat chain" (High Speed Impact, Combustible Courier): only a boosted attack takes it, and it ends with the combat chain. */
  readonly boosted?: boolean;
  /** "… gains 'Defense reactions can't be played from hand this chain link'" (Increase the Tension). */
  readonly noDefenseReactionsFromHand?: boolean;
}

export type Effect =
  /** CR 8.5.10 */
  | { readonly kind: "intimidate" }
  /** CR 8.5.6 */
  | { readonly kind: "draw"; readonly count: number }
  /** CR 8.5.7 */
  | { readonly kind: "gain-life"; readonly amount: number }
  | { readonly kind: "next-attack"; readonly bonus: NextAttackBonus }
  /** "Target attack gains +N{p}" on the active chain link (CR 8.5.8). */
  | { readonly kind: "buff-attack"; readonly power: number; readonly goAgain?: boolean }
  /** "The attack gains go again" (Warrior's Valor on hit). */
  | { readonly kind: "attack-go-again" }
  /** "Target weapon's attacks get +N{p} (and dominate) until end of turn" (your weapon). */
  | { readonly kind: "weapon-buff-turn"; readonly power: number; readonly dominate: boolean; readonly drawOnHit?: boolean; readonly weapon?: "mechanologist-pistol" }
  /** Romping Club: +1{p} until end of turn. */
  | { readonly kind: "weapon-power-this-turn" }
  /** CR 1.8.3: "you may …" — the controller chooses whether to apply the effects. */
  | { readonly kind: "may"; readonly text: string; readonly effects: readonly Effect[]; readonly otherwise?: readonly Effect[] }
  /**
   * CR 8.5.3, 8.5.3b: "deal N arcane damage to target hero" — the hero chosen as the card was played
   * (CR 5.1.4, the layer's `target`; `target` here is filled in as the layer resolves).
   */
  | {
      readonly kind: "arcane-damage";
      readonly amount: number;
      /** The objects whose Arcane Barrier the hero has been asked about for this damage (each its own choice, CR 8.3.8). */
      readonly barriersAsked?: readonly string[];
      readonly target?: Seat;
      /** "If this deals damage, …": a step of the card's module, run after it with the damage dealt as its count. */
      readonly then?: string;
      /** "X arcane damage, where X is the arcane damage you have dealt to that hero this turn" (Blazing Aether): `amount` is added to X. */
      readonly asDealt?: boolean;
      /** "Instead it deals that much arcane damage plus N" (CR 6.4.9), filled in as the layer resolves; not for 0 damage (CR 1.9.1b). */
      readonly plus?: number;
      /** "… to two target heroes" (Forked Lightning): this one goes to the second hero declared (the layer's `secondTarget`). */
      readonly second?: boolean;
      /** "To each opposing hero" (Chain Lightning): no target is declared (CR 1.8.5c); two players, the opposing hero. */
      readonly each?: boolean;
      /** "If you have played another Wizard 'non-attack' action card this turn, …" (Chain Lightning): dealt only then (CR 1.8.4). */
      readonly onlyIf?: "another-wizard-non-attack-action";
    }
  /** CR 8.5.3: "deal N damage to target hero" from a non-attack card (Foreboding Bolt), the hero declared as it was played (CR 5.1.4). */
  | { readonly kind: "damage"; readonly amount: number; readonly target?: Seat }
  /** CR 8.5.26: the layer (by id) is cleared from the stack and does not resolve (Aetherize). */
  | { readonly kind: "negate"; readonly layer: string }
  /**
   * "You may pay {r}×N. If you do, …" (CR 1.8.3, 1.14): asked only when its player could pay (CR 1.8.3b); paid from floating resources,
   * then by pitching (Metacarpus Node).
   */
  | { readonly kind: "may-pay"; readonly amount: number; readonly text: string; readonly effects: readonly Effect[] }
  /** The payment of a "may-pay" the player chose: {r}×N, then the effects (of `source`, the card whose effect it is). */
  | { readonly kind: "pay"; readonly amount: number; readonly effects: readonly Effect[]; readonly source: string }
  /** "Instead it deals that much arcane damage plus N" for a card on the stack (by layer id; CR 6.4.9, Metacarpus Node). */
  | { readonly kind: "layer-arcane-plus"; readonly layer: string; readonly amount: number }
  /** "Destroy this at the beginning of the end phase" (a delayed triggered effect, CR 6.6; Metacarpus Node): the object, by id. */
  | { readonly kind: "destroy-at-end-phase"; readonly obj: string }
  /** "The next card you play this turn with an effect that deals arcane damage, instead deals that much arcane damage plus N" (CR 6.4.9). */
  | { readonly kind: "arcane-plus"; readonly amount: number }
  /** CR 8.3.8: Arcane Barrier N paid — N of the arcane damage about to be dealt is prevented (`source`: the barrier's card). */
  | { readonly kind: "arcane-barrier"; readonly amount: number; readonly source: string }
  /** CR 8.5.3: deal N damage to the attacking hero. */
  | { readonly kind: "damage-attacker"; readonly amount: number }
  /** CR 8.5.5: the opposing hero discards N random cards. */
  | { readonly kind: "opponent-discards-random"; readonly count: number }
  /** A crush effect on the opposing hero's next turn (CR 8.4.2). */
  | { readonly kind: "mark-opponent"; readonly mark: MarkKind }
  /** Disable: a card from the opposing arsenal to the bottom of its owner's deck. */
  | { readonly kind: "opponent-arsenal-to-bottom" }
  | { readonly kind: "turn-effect"; readonly effect: TurnEffectKind }
  /** "Your hero gains +N{i} until end of turn". */
  | { readonly kind: "intellect-this-turn"; readonly amount: number }
  /** CR 8.5.7: gain {r} or action points (1.13.2b: action points only for the turn-player in their action phase). */
  | { readonly kind: "gain-resources"; readonly amount: number }
  | { readonly kind: "gain-action-points"; readonly amount: number }
  /** CR 8.5.12 */
  | { readonly kind: "lose-life"; readonly amount: number }
  /**
   * A step of a card's own module (cards/wtr): effects worded for one card (Katsu's discard, then
   * search). The source card's, or `card`'s when one card gives another an ability (Nature's Path
   * Pilgrimage's "if this hits" on the weapon attack).
   */
  | {
      readonly kind: "ability";
      readonly step: string;
      readonly card?: string;
      /** The object the step is about, handed to it as its argument (Zen State's own token). */
      readonly obj?: string;
      /** The attack the step acts on (a layer on the stack or a chain link's, by id): the step's `layer` (Kayo's roll). */
      readonly attack?: string;
      /** The objects its layer targets, declared as it was played or activated (CR 5.1.4): the step's `targets` (Crown of Dichotomy). */
      readonly targets?: readonly string[];
    }
  /** "The next time your hero would be dealt {p} damage this turn, prevent N damage that source would deal" (CR 6.4.10, 8.5.3b; Blessing of Serenity). */
  | { readonly kind: "physical-shield"; readonly amount: number }
  /** CR 8.5.2: create a token in the arena. */
  | { readonly kind: "create-token"; readonly token: "Seismic Surge" | "Quicken" | "Runechant" | "Copper" | "Zen State"; readonly count?: number }
  /** "Until end of turn, if you would create one or more Runechant tokens, instead create that many plus N" (Mordred Tide, CR 6.4.9). */
  | { readonly kind: "runechant-plus"; readonly amount: number }
  /** "The next … card you play this turn …" (a player's `nextPlay`; the source is the card whose effect it is). */
  | { readonly kind: "next-play"; readonly filter: NextPlayFilter; readonly gives: NextPlay["gives"]; readonly arcane?: number; readonly minCost?: number }
  /** "The next time an attack action card you control hits this turn, …" (a delayed trigger of the player's, CR 6.6; Plunder Run). */
  | { readonly kind: "next-hit"; readonly effects: readonly Effect[] }
  /** "Prevent the next N arcane damage that would be dealt to your hero this turn" (CR 6.4.10, 8.5.3f; Eirina's Prayer). */
  | { readonly kind: "arcane-shield"; readonly amount: number }
  /** "The next attack action card you play this turn costs {r}×N less" (CR 5.1.6a). */
  | { readonly kind: "cost-reduction"; readonly filter: AttackFilter; readonly amount: number; readonly perRunechant?: boolean }
  /** CR 8.5.20 */
  | { readonly kind: "shuffle-deck" }
  /** The active attack gains an "if this hits, …" ability (Pummel, Razor Reflex). */
  | { readonly kind: "attack-gains-on-hit"; readonly effects: readonly Effect[] }
  /** "They discard a card": the opposing hero chooses a card from hand to discard (CR 8.5.5). */
  | { readonly kind: "opponent-discards" }
  /** CR 8.5.4: destroy a permanent (Refraction Bolters destroys itself). */
  | { readonly kind: "destroy"; readonly obj: string }
  /**
   * "If there are no steam counters on this, put a steam counter on it" (CR 8.5.14): the item whose activated ability it is
   * (`obj`, filled in as the ability resolves).
   */
  | { readonly kind: "steam-if-none"; readonly obj?: string }
  /** "This gains Arcane Barrier N until end of turn" (CR 8.3.8; Aether Sink): `obj` filled in as the ability resolves. */
  | { readonly kind: "barrier-this-turn"; readonly amount: number; readonly obj?: string }
  /** "Put it from your hand (or deck) into the arena" (CR 8.5.15, 8.2.5b; Pour the Mold, Spark of Genius): the card, by object id. */
  | { readonly kind: "put-into-arena"; readonly obj: string; readonly from?: "hand" | "deck" | "banished" }
  /** "Put a steam counter on it" (CR 8.5.14). */
  | { readonly kind: "add-steam"; readonly obj: string }
  /** "Remove a steam counter from this" (CR 8.5.16), as a triggered ability resolves (Teklo Core, Hyper Driver). */
  | { readonly kind: "remove-steam"; readonly obj: string }
  /** "The next defense reaction card the defending hero plays this turn costs an additional {r}×N to play" (Dauntless, CR 5.1.6a). */
  | { readonly kind: "opponent-defense-reaction-costs-more"; readonly amount: number }
  /** That attack (a layer on the stack or the chain, by id) gains go again (CR 8.3.5). */
  | { readonly kind: "gains-go-again"; readonly attack: string }
  /**
   * "The next time your hero would be dealt damage this turn, prevent N damage" (a fixed-prevention effect, CR 6.4.10i: a one-off);
   * `fromSteam`: N is the steam counters its source had as it was destroyed to pay for the ability (Dissipation Shield, CR 1.2.3a).
   */
  | { readonly kind: "prevent-next"; readonly amount: number; readonly fromSteam?: boolean }
  /** "Target defending … card gains +N{d}" (Reinforce the Line): the defending card declared as the card was played (`obj`, the layer's `targetCards`, CR 5.1.4). */
  | { readonly kind: "defender-gains"; readonly defense: number; readonly obj?: string }
  /** "They …": the effects are that hero's player's to perform (CR 1.9.2c), whoever controls the source (Kavdaen's "they lose 1{h} and create a Copper token"). */
  | { readonly kind: "that-hero"; readonly seat: Seat; readonly effects: readonly Effect[] }
  /** CR 8.5.12: the opposing hero loses N{h} (Searing Shot). */
  | { readonly kind: "opponent-loses-life"; readonly amount: number }
  /**
   * Put a card (by object id) from the hand or the top of the deck into the arsenal, face down (private, CR 3.0.4) or face up
   * (public; "when this is put into your arsenal face up" abilities trigger): Death Dealer, Azalea, Silver the Tip.
   */
  | { readonly kind: "to-arsenal"; readonly obj: string; readonly from: "hand" | "deck"; readonly faceUp: boolean }
  /** CR 8.5.23 Reload: if the arsenal is empty, the player may put a card from hand face down into it. */
  | { readonly kind: "reload" }
  /**
   * "It gains +N{p} (dominate) until end of turn" on a card in the arsenal (Head Shot, Azalea, Bull's Eye Bracers; CR 6.3.2), or
   * "Defense reaction cards can't be played from arsenal to its chain link" (Remorseless).
   */
  | { readonly kind: "card-gains"; readonly obj: string; readonly power: number; readonly dominate?: boolean; readonly noDefenseReactionsFromArsenal?: boolean }
  /** "The next time your hero would be dealt damage this turn, prevent it" (Feign Death; CR 6.4.10). */
  | { readonly kind: "prevent-next-damage" }
  /** "Until end of turn, you may only play cards from arsenal" (Three of a Kind). */
  | { readonly kind: "only-from-arsenal" }
  /**
   * "… unless the attacking hero pays {r}×N" (the traps): the attacking hero chooses to pay N (floating resources, then pitching,
   * CR 1.14.3) or `otherwise` happens; a hero who can't pay has no choice.
   */
  | { readonly kind: "unless-attacker-pays"; readonly amount: number; readonly otherwise: readonly Effect[]; readonly text: string }
  /** "Effects don't trigger when an attack hits this chain link" (Tripwire Trap). */
  | { readonly kind: "no-hit-triggers" }
  /**
   * A die was rolled for a module step (CR 8.5.18; rules/effects.ts rollThen): the answer to Gambler's Gloves' "you may destroy …"
   * carries it. `reroll`: the gloves destroyed, the hero rerolls; without it the next gloves are offered or the step `step` of
   * `card` goes on with `rolled`. `offered`: the gloves already offered for this roll.
   */
  | {
      readonly kind: "die-rolled";
      readonly roller: Seat;
      readonly card: string;
      readonly step: string;
      readonly attack?: string;
      readonly obj?: string;
      readonly rolled: number;
      readonly offered: readonly string[];
      readonly reroll?: string;
    };

/** One mode of a modal card (CR 1.7.5: "Choose 1;"), declared as the card is played (CR 5.1.4). */
export interface Mode {
  readonly text: string;
  /** Attack reactions: the attacks this mode may target. */
  readonly reactsTo?: AttackFilter;
  readonly onResolve?: readonly Effect[];
  readonly power?: number;
  readonly goAgain?: boolean;
}

export interface CardBehaviour {
  /** Modal cards: one mode is chosen as the card is played (CR 1.7.5, 5.1.4). */
  readonly modes?: readonly Mode[];
  /** Activated abilities of heroes, equipment, weapons and items (CR 5.2). */
  readonly abilities?: readonly Ability[];
  /** Combo (CR 8.4.1). */
  readonly combo?: Combo;
  /** Resolution abilities of a non-attack layer, in order (CR 5.3.4). */
  readonly onResolve?: readonly Effect[];
  /** Attack reactions: the attacks they may target (CR 8.1.2). */
  readonly reactsTo?: AttackFilter;
  /** "Target defending attack action card": a card defending the active chain link is declared as the target as it is played (CR 5.1.4). */
  readonly targetsDefending?: "attack-action";
}

/**
 * Every card the engine knows, once each under the id of its first printing: Welcome to Rathe, then
 * the Arcane Rising cards not printed in it (Cracked Bauble is WTR224 in both), then the Crucible of
 * War cards printed in neither (its heroes reprinted from Welcome to Rathe keep their WTR ids).
 */
export const KNOWN_CARDS: readonly CardData[] = [WTR_CARDS, ARC_CARDS, CRU_CARDS].reduce<CardData[]>(
  (known, set) => [...known, ...set.filter((c) => !known.some((k) => k.name === c.name && k.color === c.color))],
  [],
);

const byName = (name: string, color: string | null = null): string => {
  const card = KNOWN_CARDS.find((c) => c.name === name && (color === null || c.color === color));
  if (card === undefined) throw new Error(`cards: no card "${name}" ${color ?? ""}`);
  return card.id;
};

/** The three pitch versions of a card, with their N for red / yellow / blue (and each one's id). */
function cycle(name: string, n: readonly [number, number, number], make: (n: number, id: string) => CardBehaviour): [string, CardBehaviour][] {
  return (["Red", "Yellow", "Blue"] as const).map((color, i) => {
    const id = byName(name, color);
    return [id, make(n[i]!, id)];
  });
}
/** Cards with no data here (printed stats, or all their behaviour in card modules): every version of each name. */
const noData = (...names: string[]): [string, CardBehaviour][] =>
  names.flatMap((name) => KNOWN_CARDS.filter((c) => c.name === name).map((c): [string, CardBehaviour] => [c.id, {}]));

/**
 * "Choose 1;" (Pummel, Razor Reflex): a weapon attack gets +N{p}, or an attack action card gets +N{p} and an
 * "if this hits" ability; each mode names the attacks it may target.
 */
function weaponOrAttackAction(
  n: number,
  weapon: { readonly text: string; readonly reactsTo: AttackFilter },
  action: { readonly text: string; readonly reactsTo: AttackFilter; readonly onHit: Effect },
): CardBehaviour {
  return {
    modes: [
      { text: weapon.text, reactsTo: weapon.reactsTo, onResolve: [{ kind: "buff-attack", power: n }] },
      { text: action.text, reactsTo: action.reactsTo, onResolve: [{ kind: "buff-attack", power: n }, { kind: "attack-gains-on-hit", effects: [action.onHit] }] },
    ],
  };
}

/** Art of War's four modes ("Choose 2;"), as pairs of two different ones (CR 1.7.5). */
function artOfWarModes(): Mode[] {
  const modes: { readonly text: string; readonly effects: readonly Effect[] }[] = [
    { text: "attack action cards you control gain +1 power and +1 defense this turn", effects: [{ kind: "turn-effect", effect: "art-of-war" }] },
    { text: "the next attack action card you play this turn gains go again", effects: [{ kind: "next-attack", bonus: { filter: "attack-action", power: 0, goAgain: true } }] },
    { text: "until end of turn you may defend with attack action cards from arsenal", effects: [{ kind: "ability", step: "from-arsenal" }] },
    { text: "you may banish an attack action card from your hand, if you do draw 2 cards", effects: [{ kind: "ability", step: "banish" }] },
  ];
  return modes.flatMap((a, i) => modes.slice(i + 1).map((b): Mode => ({ text: `${a.text}; ${b.text}`, onResolve: [...a.effects, ...b.effects] })));
}

/** "Action – {r}: If there are no steam counters on this, put a steam counter on it. Go again" (CR 8.5.14; Mechanologist). */
const STEAM_IF_NONE: Ability = { type: "action", cost: 1, goAgain: true, effects: [{ kind: "steam-if-none" }], text: "put a steam counter on this if it has none" };
/** An item's "Once per Turn Attack Reaction – Remove a steam counter from this: target … attack …" (CR 8.5.14). */
const steamReaction = (reactsTo: AttackFilter, effects: readonly Effect[], text: string): Ability => ({
  type: "attack-reaction",
  cost: 0,
  removeSteam: 1,
  oncePerTurn: true,
  reactsTo,
  effects,
  text: `remove a steam counter, ${text}`,
});

export const BEHAVIOURS: ReadonlyMap<string, CardBehaviour> = new Map<string, CardBehaviour>([
  // A card whose behaviour is all in its card module (src/cards/) has no entry here.
  // Brute: Rhinar.
  // The adult heroes (Classic Constructed, 40 life) have the same abilities as the young ones.
  ...(["Rhinar", "Rhinar, Reckless Rampage"] as const).map((n): [string, CardBehaviour] => [byName(n), {}]),
  [
    byName("Scabskin Leathers"),
    { abilities: [{ type: "action", cost: 0, oncePerTurn: true, effects: [{ kind: "ability", step: "roll" }], text: "roll a die, gain action points equal to half the result" }] },
  ],
  [
    byName("Barkbone Strapping"),
    { abilities: [{ type: "instant", cost: 0, destroySelf: true, effects: [{ kind: "ability", step: "roll" }], text: "destroy this, roll a die, gain resources equal to half the result" }] },
  ],
  // The discard-a-random-card cost and what a discarded 6 does: card modules (cards/wtr/discard-random.ts).
  [byName("Bloodrush Bellow"), { onResolve: [{ kind: "turn-effect", effect: "brute-attacks-plus-2" }] }],
  [byName("Sand Sketched Plan"), { onResolve: [{ kind: "ability", step: "search" }] }],
  [byName("Bone Head Barrier"), { onResolve: [{ kind: "ability", step: "shield" }] }],
  ...cycle("Barraging Beatdown", [4, 3, 2], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "brute", power: 0, barelyDefended: n } }, { kind: "intimidate" }],
  })),
  ...cycle("Awakening Bellow", [3, 2, 1], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "brute-attack-action", power: n } }, { kind: "intimidate" }],
  })),
  ...cycle("Primeval Bellow", [5, 4, 3], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "brute", power: n } }] })),
  // Guardian: Bravo.
  ...(["Bravo", "Bravo, Showstopper"] as const).map((n): [string, CardBehaviour] => [
    byName(n),
    {
      abilities: [
        { type: "action", cost: 2, goAgain: true, effects: [{ kind: "turn-effect", effect: "dominate-cost-3" }], text: "your attack action cards with cost 3 or greater gain dominate this turn" },
      ],
    },
  ]),
  [
    byName("Tectonic Plating"),
    { abilities: [{ type: "action", cost: 1, oncePerTurn: true, goAgain: true, effects: [{ kind: "create-token", token: "Seismic Surge" }], text: "create a Seismic Surge token" }] },
  ],
  [
    byName("Helm of Isen's Peak"),
    { abilities: [{ type: "action", cost: 1, destroySelf: true, effects: [{ kind: "intellect-this-turn", amount: 1 }], text: "destroy this, your hero gains +1 intellect until end of turn" }] },
  ],
  // Ninja: Katsu (the hero's trigger is a card module, cards/wtr/katsu.ts).
  ...(["Katsu", "Katsu, the Wanderer"] as const).map((n): [string, CardBehaviour] => [byName(n), {}]),
  [
    byName("Breaking Scales"),
    {
      abilities: [
        { type: "attack-reaction", cost: 0, destroySelf: true, reactsTo: "combo-attack-action", effects: [{ kind: "buff-attack", power: 1 }], text: "destroy this, target attack action card with combo gains +1 power" },
      ],
    },
  ],
  [byName("Ancestral Empowerment"), { reactsTo: "ninja-attack-action", onResolve: [{ kind: "buff-attack", power: 1 }, { kind: "draw", count: 1 }] }],
  [byName("Hurricane Technique"), { combo: { after: ["Rising Knee Thrust"], power: 1, goAgain: true, onHit: [{ kind: "ability", step: "return" }] } }],
  // Pounding Gale, Fluster Fist: what their combo does is a card module (cards/wtr/ninja-combos.ts).
  [byName("Pounding Gale"), { combo: { after: ["Open the Center"] } }],
  ...cycle("Fluster Fist", [0, 0, 0], () => ({ combo: { after: ["Open the Center"] } })),
  ...cycle("Blackout Kick", [0, 0, 0], () => ({ combo: { after: ["Rising Knee Thrust"], power: 3 } })),
  // Flic Flak: "the next card you defend with this turn" is a card module (cards/wtr/flic-flak.ts).
  ...cycle("Flic Flak", [0, 0, 0], () => ({ onResolve: [{ kind: "ability", step: "next-defense" }] })),
  ...cycle("Open the Center", [0, 0, 0], () => ({ combo: { after: ["Head Jab"], power: 1, goAgain: true, dominate: true } })),
  ...noData("Head Jab", "Leg Tap"),
  ...cycle("Rising Knee Thrust", [0, 0, 0], () => ({ combo: { after: ["Leg Tap"], power: 2, goAgain: true } })),
  ...noData("Surging Strike"),
  // Lord of Wind: its X additional cost is a card module (cards/wtr/lord-of-wind.ts).
  [byName("Lord of Wind"), { combo: { after: ["Mugenshi: RELEASE"] } }],
  [
    byName("Mugenshi: RELEASE"),
    { combo: { after: ["Whelming Gustwave"], power: 1, goAgain: true, onHit: [{ kind: "ability", step: "search" }] } },
  ],
  ...cycle("Whelming Gustwave", [0, 0, 0], () => ({ combo: { after: ["Surging Strike"], power: 1, goAgain: true, onHit: [{ kind: "draw", count: 1 }] } })),
  // Warrior: Dorinthea.
  ...(["Dorinthea", "Dorinthea Ironsong"] as const).map((n): [string, CardBehaviour] => [byName(n), {}]),
  [
    byName("Braveforge Bracers"),
    {
      abilities: [
        {
          type: "action",
          cost: 1,
          oncePerTurn: true,
          goAgain: true,
          condition: "weapon-hit-this-turn",
          effects: [{ kind: "next-attack", bonus: { filter: "weapon", power: 1 } }],
          text: "your next weapon attack this turn gains +1 power",
        },
      ],
    },
  ],
  // Reprise (CR 8.4.3): card modules (cards/wtr/reprise.ts, searches.ts, into-the-deck.ts, choosers.ts).
  [byName("Glint the Quicksilver"), { reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: 0, goAgain: true }] }],
  [byName("Steelblade Supremacy"), { onResolve: [{ kind: "weapon-buff-turn", power: 2, dominate: false, drawOnHit: true }] }],
  [byName("Singing Steelblade"), { reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: 1 }] }],
  ...cycle("Stroke of Foresight", [3, 2, 1], (n) => ({ reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: n }] })),
  [byName("Rout"), { reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: 3 }] }],
  [byName("Ironsong Determination"), { onResolve: [{ kind: "weapon-buff-turn", power: 1, dominate: true }] }],
  ...cycle("Overpower", [4, 3, 2], (n) => ({ reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: n }] })),
  ...cycle("Warrior's Valor", [3, 2, 1], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n, goAgainOnHit: true } }],
  })),
  ...cycle("Ironsong Response", [0, 0, 0], () => ({ reactsTo: "weapon" })),
  ...cycle("Biting Blade", [3, 2, 1], (n) => ({ reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: n }] })),
  ...cycle("Sharpen Steel", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n } }] })),
  ...cycle("Driving Blade", [3, 2, 1], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n, goAgain: true } }],
  })),
  // Nature's Path Pilgrimage: what the attack gains on hit is a step of its card module (cards/wtr/natures-path-pilgrimage.ts).
  ...cycle("Nature's Path Pilgrimage", [3, 2, 1], (n, id) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n, onHit: [{ kind: "ability", card: id, step: "top-to-arsenal" }] } }],
  })),
  // Generic equipment.
  [
    byName("Fyendal's Spring Tunic"),
    {
      abilities: [{ type: "instant", cost: 0, removeEnergy: 3, condition: "energy-3", effects: [{ kind: "gain-resources", amount: 1 }], text: "remove 3 energy counters, gain 1 resource" }],
    },
  ],
  [
    byName("Heartened Cross Strap"),
    {
      abilities: [
        { type: "action", cost: 0, destroySelf: true, goAgain: true, effects: [{ kind: "cost-reduction", filter: "attack-action", amount: 2 }], text: "destroy this, the next attack action card you play this turn costs 2 less" },
      ],
    },
  ],
  [
    byName("Goliath Gauntlet"),
    {
      abilities: [
        {
          type: "action",
          cost: 0,
          destroySelf: true,
          goAgain: true,
          effects: [{ kind: "next-attack", bonus: { filter: "attack-action-cost-2-or-more", power: 2 } }],
          text: "destroy this, the next attack action card with cost 2 or greater you play this turn gains +2 power",
        },
      ],
    },
  ],
  [
    byName("Snapdragon Scalers"),
    {
      abilities: [
        {
          type: "attack-reaction",
          cost: 0,
          destroySelf: true,
          reactsTo: "attack-action-cost-1-or-less",
          effects: [{ kind: "buff-attack", power: 0, goAgain: true }],
          text: "destroy this, target attack action card with cost 1 or less gets go again",
        },
      ],
    },
  ],
  [byName("Ironrot Helm"), {}],
  [
    byName("Hope Merchant's Hood"),
    { abilities: [{ type: "instant", cost: 0, destroySelf: true, effects: [{ kind: "ability", step: "shuffle-in" }], text: "destroy this, shuffle any number of cards from your hand into your deck, then draw that many" }] },
  ],
  ...noData("Ironrot Plate", "Ironrot Gauntlet", "Ironrot Legs"),
  // Generic deck-cards.
  [
    byName("Enlightened Strike"),
    {
      // Its additional cost is a card module (cards/wtr/additional-costs.ts).
      // Its first mode's "when you attack with it" is a card module's trigger (cards/wtr/additional-costs.ts).
      modes: [
        { text: "when you attack with it, draw a card" },
        { text: "it gains +2 power", power: 2 },
        { text: "it gains go again", goAgain: true },
      ],
    },
  ],
  // Tome of Fyendal: "if played from arsenal" is a card module (cards/wtr/tome-of-fyendal.ts).
  [byName("Tome of Fyendal"), { onResolve: [{ kind: "draw", count: 2 }] }],
  [byName("Crazy Brew"), { abilities: [{ type: "action", cost: 0, destroySelf: true, effects: [{ kind: "ability", step: "roll" }], text: "destroy this, roll a die" }] }],
  [byName("Remembrance"), { onResolve: [{ kind: "ability", step: "shuffle-in" }] }],
  [byName("Energy Potion"), { abilities: [{ type: "instant", cost: 0, destroySelf: true, effects: [{ kind: "gain-resources", amount: 2 }], text: "destroy this, gain 2 resources" }] }],
  [
    byName("Potion of Strength"),
    {
      abilities: [
        { type: "action", cost: 0, destroySelf: true, goAgain: true, effects: [{ kind: "next-attack", bonus: { filter: "any", power: 2 } }], text: "destroy this, your next attack this turn gains +2 power" },
      ],
    },
  ],
  [
    byName("Timesnap Potion"),
    { abilities: [{ type: "action", cost: 0, destroySelf: true, effects: [{ kind: "gain-action-points", amount: 2 }], text: "destroy this, gain 2 action points" }] },
  ],
  ...cycle("Sigil of Solace", [3, 2, 1], (n) => ({ onResolve: [{ kind: "gain-life", amount: n }] })),
  ...noData("Raging Onslaught"),
  // Scour the Battlescape's "played from arsenal" is in its card module (cards/wtr/when-played.ts).
  ...cycle("Scour the Battlescape", [0, 0, 0], () => ({ onResolve: [{ kind: "ability", step: "to-bottom" }] })),
  ...noData("Wounding Blow"),
  ...cycle("Pummel", [4, 3, 2], (n) =>
    weaponOrAttackAction(
      n,
      { text: `target club or hammer weapon attack gains +${n} power`, reactsTo: "club-or-hammer" },
      { text: `target attack action card with cost 2 or greater gains +${n} power and "if this hits a hero, they discard a card"`, reactsTo: "attack-action-cost-2-or-more", onHit: { kind: "opponent-discards" } },
    ),
  ),
  ...cycle("Razor Reflex", [3, 2, 1], (n) =>
    weaponOrAttackAction(
      n,
      { text: `target dagger or sword weapon attack gets +${n} power`, reactsTo: "dagger-or-sword" },
      { text: `target attack action card with cost 1 or less gets +${n} power and "when this hits, it gets go again"`, reactsTo: "attack-action-cost-1-or-less", onHit: { kind: "attack-go-again" } },
    ),
  ),
  ...cycle("Sink Below", [0, 0, 0], () => ({ onResolve: [{ kind: "ability", step: "to-bottom" }] })),
  ...cycle("Nimblism", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "attack-action-cost-1-or-less", power: n } }] })),
  ...cycle("Sloggism", [6, 5, 4], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "attack-action-cost-2-or-more", power: n } }] })),
  [byName("Cracked Bauble"), {}],
  // Arcane Rising: Wizard.
  ...cycle("Scalding Rain", [4, 3, 2], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n }] })),
  ...cycle("Zap", [3, 2, 1], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n }] })),
  ...cycle("Voltic Bolt", [5, 4, 3], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n }] })),
  // Kano: "Instant – {r}{r}{r}: Look at the top card of your deck. If it's a non-attack action card, you may banish it.
  // If you do, you may play it this turn as though it were an instant" (the steps: src/cards/arc/kano.ts).
  ...["Kano, Dracai of Aether", "Kano"].map(
    (name): [string, CardBehaviour] => [byName(name), { abilities: [{ type: "instant", cost: 3, effects: [{ kind: "ability", step: "look" }], text: "look at the top card of your deck (a non-attack action card may be banished and played this turn as an instant)" }] }],
  ),
  // "Once per Turn Instant – {r}: The next card you play this turn with an effect that deals arcane damage, instead deals that much arcane damage plus 1."
  [byName("Crucible of Aetherweave"), { abilities: [{ type: "instant", cost: 1, oncePerTurn: true, effects: [{ kind: "arcane-plus", amount: 1 }], text: "the next card you play this turn that deals arcane damage deals 1 more" }] }],
  // "The next card you play this turn with an effect that deals arcane damage, instead deals that much arcane damage plus 2."
  ...cycle("Absorb in Aether", [2, 2, 2], (n) => ({ onResolve: [{ kind: "arcane-plus", amount: n }] })),
  // "Action – Destroy Robe of Rapture: Gain {r}{r}{r}." (its Arcane Barrier 1 is read from the keywords, CR 8.3.8).
  [byName("Robe of Rapture"), { abilities: [{ type: "action", cost: 0, destroySelf: true, effects: [{ kind: "gain-resources", amount: 3 }], text: "destroy this, gain 3 resources" }] }],
  // Arcane Rising: generic. "The next attack action card you play this turn gains +N{p}. Go again."
  ...cycle("Come to Fight", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "attack-action", power: n } }] })),
  // Arcane Rising: generic equipment whose only ability is Arcane Barrier 1 (CR 8.3.8, read from the data's keywords).
  ...noData("Nullrune Hood", "Nullrune Robe", "Nullrune Gloves", "Nullrune Boots"),
  // An item whose only ability is Arcane Barrier 1: it enters the arena as it resolves (CR 8.2.5a).
  ...noData("Rusted Relic"),
  // Arcane Rising: Runeblade (Viserai, Nebula Blade, the Runechant token and the cards' triggers and cost reductions: src/cards/arc/runeblade.ts).
  ...noData("Viserai, Rune Blood", "Viserai", "Nebula Blade", "Runechant", "Spellblade Assault", "Rune Flash", "Amplify the Arknight", "Ninth Blade of the Blood Oath", "Arknight Ascendancy", "Bloodspill Invocation"),
  [byName("Become the Arknight", "Blue"), { onResolve: [{ kind: "ability", step: "discard" }] }],
  // "Reduce to Runechant costs {r} less to play for each Runechant you control. Create a Runechant token."
  ...cycle("Reduce to Runechant", [1, 1, 1], () => ({ onResolve: [{ kind: "create-token", token: "Runechant" }] })),
  // "Your next Runeblade attack this turn gains +N{p}. Create a Runechant token. Go again."
  ...cycle("Oath of the Arknight", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "runeblade", power: n } }, { kind: "create-token", token: "Runechant" }] })),
  // "Drawn to the Dark Dimension costs {r} less to play for each Runechant you control. Draw a card."
  ...cycle("Drawn to the Dark Dimension", [1, 1, 1], () => ({ onResolve: [{ kind: "draw", count: 1 }] })),
  ...cycle("Spellblade Strike", [1, 1, 1], () => ({ onResolve: [{ kind: "create-token", token: "Runechant" }] })),
  ...cycle("Read the Runes", [3, 2, 1], (n) => ({ onResolve: [{ kind: "create-token", token: "Runechant", count: n }] })),
  // "Until end of turn, if you would create one or more Runechant tokens, instead create that many plus 1. Go again."
  [byName("Mordred Tide", "Red"), { onResolve: [{ kind: "runechant-plus", amount: 1 }] }],
  // Arcane Rising: Wizard. "Deal N arcane damage to target opposing hero. If this deals damage, …" (the rest: src/cards/arc/wizard.ts).
  ...cycle("Aether Flare", [3, 2, 1], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n, then: "flare" }] })),
  ...cycle("Reverberate", [3, 2, 1], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n, then: "reverberate" }] })),
  [byName("Lesson in Lava", "Yellow"), { onResolve: [{ kind: "arcane-damage", amount: 3, then: "lesson" }] }],
  // "Choose 2. You may choose the same mode more than once; – The next card you play this turn with an effect that deals
  // arcane damage, instead deals that much arcane damage plus 1. – Draw a card." Each pair of modes is one choice (CR 1.7.5).
  [
    byName("Tome of Aetherwind", "Red"),
    {
      modes: [
        { text: "the next card you play this turn that deals arcane damage deals 1 more, twice", onResolve: [{ kind: "arcane-plus", amount: 1 }, { kind: "arcane-plus", amount: 1 }] },
        { text: "the next card you play this turn that deals arcane damage deals 1 more, and draw a card", onResolve: [{ kind: "arcane-plus", amount: 1 }, { kind: "draw", count: 1 }] },
        { text: "draw a card, twice", onResolve: [{ kind: "draw", count: 1 }, { kind: "draw", count: 1 }] },
      ],
    },
  ],
  // "The next time an attack action card you control hits this turn, draw a card." (and from arsenal: src/cards/arc/generic-attacks.ts)
  ...cycle("Plunder Run", [3, 2, 1], () => ({ onResolve: [{ kind: "next-hit", effects: [{ kind: "draw", count: 1 }] }] })),
  // "Deal X arcane damage to target hero, where X is the amount of arcane damage you have dealt to that hero this turn."
  [byName("Blazing Aether", "Red"), { onResolve: [{ kind: "arcane-damage", amount: 0, asDealt: true }] }],
  ...cycle("Aether Spindle", [4, 3, 2], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n, then: "spindle" }] })),
  // Opt N (CR 8.5.22, the steps: src/vocabulary/opt.ts, src/cards/arc/opt-cards.ts).
  ...cycle("Whisper of the Oracle", [4, 3, 2], () => ({ onResolve: [{ kind: "ability", step: "opt" }] })),
  ...cycle("Fate Foreseen", [1, 1, 1], () => ({ onResolve: [{ kind: "ability", step: "opt" }] })),
  [byName("Talismanic Lens"), { abilities: [{ type: "instant", cost: 0, destroySelf: true, effects: [{ kind: "ability", step: "opt" }], text: "destroy this, opt 2" }] }],
  ...cycle("Force Sight", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "attack-action", power: n } }] })),
  ...noData("Fervent Forerunner"),
  // Reveals, looks and moves (src/cards/arc/reveals.ts).
  // "Reveal the top card of your deck. Prevent the next X arcane damage that would be dealt to your hero this turn, where X is 6 minus the pitch value of the card revealed this way."
  ...cycle("Eirina's Prayer", [6, 6, 6], () => ({ onResolve: [{ kind: "ability", step: "reveal" }] })),
  // "Once per Turn Action – {r}{r}: Create a Runechant token. This ability costs an additional {r} to activate for each Runechant you control. Go again."
  [byName("Grasp of the Arknight"), { abilities: [{ type: "action", cost: 2, oncePerTurn: true, goAgain: true, effects: [{ kind: "create-token", token: "Runechant" }], text: "create a Runechant token ({r} more for each Runechant you control)" }] }],
  // "The next … card you play this turn …" (a player's nextPlay, rules/next-play.ts).
  [byName("Mage Master Boots"), { abilities: [{ type: "action", cost: 1, destroySelf: true, goAgain: true, effects: [{ kind: "next-play", filter: "non-attack-action", gives: "go-again" }], text: "destroy this: the next 'non-attack' action card you play this turn gains go again" }] }],
  [byName("Storm Striders"), { abilities: [{ type: "instant", cost: 1, destroySelf: true, effects: [{ kind: "next-play", filter: "wizard-non-attack-action", gives: "as-instant" }], text: "destroy this: you may play your next Wizard 'non-attack' action card this turn as an instant" }] }],
  ...cycle("Lead the Charge", [0, 1, 2], (n) => ({ onResolve: [{ kind: "next-play", filter: "action", gives: "action-point", minCost: n }] })),
  ...cycle("Stir the Aetherwinds", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-play", filter: "wizard-non-attack-action", gives: "as-instant", arcane: n }] })),
  ...noData("Enchanting Melody"),
  ...noData("Vest of the First Fist", "Cadaverous Contraband", "Ravenous Rabble", "Command and Conquer"),
  [byName("Bracers of Belief"), { abilities: [{ type: "action", cost: 0, destroySelf: true, goAgain: true, effects: [{ kind: "ability", step: "reveal" }], text: "destroy this, reveal the top card of your deck: the next attack action card gains +3 minus its pitch" }] }],
  [byName("Tome of the Arknight", "Blue"), { onResolve: [{ kind: "ability", step: "reveal" }] }],
  ...cycle("Index", [5, 4, 3], () => ({ onResolve: [{ kind: "ability", step: "look" }] })),
  // Arcane Rising: Mechanologist. Boost (CR 8.3.9) and what reads it are card modules (src/cards/arc/mechanologist.ts).
  ...noData("Throttle", "Zero to Sixty", "Zipper Hit", "Over Loop", "Pedal to the Metal", "Maximum Velocity"),
  // "The next Mechanologist attack action card you play this turn gains +N{p}. If you have boosted this turn, opt 1. Go again."
  ...cycle("Locked and Loaded", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "mechanologist-attack-action", power: n } }] })),
  // "Whenever you boost a card this turn, gain 1 action point. Draw a card. Go again."
  [byName("High Octane", "Red"), { onResolve: [{ kind: "ability", step: "whenever-boost" }, { kind: "draw", count: 1 }] }],
  // "Once per Turn Action – {r}: Banish the top 2 cards of your deck. Gain {r} for each Mechanologist card banished this way.
  // Activate this ability only if you've boosted this turn. Go again. Battleworn." (the banishing: src/cards/arc/mechanologist.ts)
  [
    byName("Teklo Foundry Heart"),
    {
      abilities: [
        {
          type: "action",
          cost: 1,
          oncePerTurn: true,
          goAgain: true,
          condition: "boosted-this-turn",
          effects: [{ kind: "ability", step: "banish-two" }],
          text: "banish the top 2 cards of your deck, gain 1 resource for each Mechanologist card banished",
        },
      ],
    },
  ],
  // "Instant – Destroy Achilles Accelerator: Gain 1 action point. Activate this ability only if you have boosted this turn.
  // Arcane Barrier 1" (the barrier is read from the keywords, CR 8.3.8).
  [
    byName("Achilles Accelerator"),
    {
      abilities: [
        { type: "instant", cost: 0, destroySelf: true, condition: "boosted-this-turn", effects: [{ kind: "gain-action-points", amount: 1 }], text: "destroy this, gain 1 action point" },
      ],
    },
  ],
  // "Put a Mechanologist item with cost N or less from your hand into the arena. If you have boosted this turn, put a steam counter on it. Go again."
  ...cycle("Pour the Mold", [2, 1, 0], () => ({ onResolve: [{ kind: "ability", step: "pour" }] })),
  // "Action – {r}: If there are no steam counters on this, put a steam counter on it. Go again" (Teklo Plasma Pistol and three items).
  [byName("Teklo Plasma Pistol"), { abilities: [STEAM_IF_NONE] }],
  // "Once per Turn Attack Reaction – Remove a steam counter from Induction Chamber: Target Mechanologist pistol attack gains go again."
  [
    byName("Induction Chamber"),
    {
      abilities: [STEAM_IF_NONE, steamReaction("mechanologist-pistol", [{ kind: "buff-attack", power: 0, goAgain: true }], "target Mechanologist pistol attack gains go again")],
    },
  ],
  // "Once per Turn Attack Reaction – Remove a steam counter from Cognition Nodes: Target attack action card gains 'When this hits,
  // put it on the bottom of its owner's deck.'" (the putting: src/cards/arc/mechanologist.ts)
  [
    byName("Cognition Nodes"),
    {
      abilities: [
        STEAM_IF_NONE,
        steamReaction(
          "attack-action",
          [{ kind: "attack-gains-on-hit", effects: [{ kind: "ability", step: "to-bottom", card: byName("Cognition Nodes") }] }],
          "target attack action card gains \"when this hits, put it on the bottom of its owner's deck\"",
        ),
      ],
    },
  ],
  // "Instant – Remove a steam counter from Aether Sink: Aether Sink gains Arcane Barrier 2 until end of turn."
  [
    byName("Aether Sink"),
    {
      abilities: [
        STEAM_IF_NONE,
        { type: "instant", cost: 0, removeSteam: 1, effects: [{ kind: "barrier-this-turn", amount: 2 }], text: "remove a steam counter, this gains Arcane Barrier 2 until end of turn" },
      ],
    },
  ],
  // Mechanologist items (CR 8.2.5) and their steam counters: entering with them and "when it has none, destroy it" are card modules.
  ...noData("Teklo Core", "Hyper Driver"),
  // "Action – Remove a steam counter from Optekal Monocle: Opt 1. Go again."
  [byName("Optekal Monocle"), { abilities: [{ type: "action", cost: 0, removeSteam: 1, goAgain: true, effects: [{ kind: "ability", step: "opt" }], text: "remove a steam counter, opt 1" }] }],
  // "Action – Remove a steam counter from Convection Amplifier: The next attack action card you play this turn gains dominate. Go again."
  [
    byName("Convection Amplifier"),
    {
      abilities: [
        {
          type: "action",
          cost: 0,
          removeSteam: 1,
          goAgain: true,
          effects: [{ kind: "next-attack", bonus: { filter: "attack-action", power: 0, dominate: true } }],
          text: "remove a steam counter, the next attack action card you play this turn gains dominate",
        },
      ],
    },
  ],
  // Crucible of War: generic (and the Arcane Rising cards outside the Ranger class). Modules: src/cards/cru/generic.ts.
  // Brutal Assault prints only its stats.
  ...noData("Brutal Assault"),
  // "Attack action cards can't gain {p} from their own effects, or the effects of attack reaction cards this turn." (the restriction:
  // src/cards/cru/generic.ts, read by src/rules/power.ts)
  [byName("Snag", "Blue"), { onResolve: [{ kind: "turn-effect", effect: "snag" }] }],
  // "Target attack action card gains +1{p}."
  [byName("Lunging Press", "Blue"), { reactsTo: "attack-action", onResolve: [{ kind: "buff-attack", power: 1 }] }],
  // "Draw X cards, where X is 1 plus the number of Gorganian Tomes in all graveyards. Go again."
  [byName("Gorganian Tome"), { onResolve: [{ kind: "ability", step: "draw" }] }],
  // "Action – {r}{r}{r}{r}, destroy this: Draw a card. Go again" (a token item, CR 8.6).
  [byName("Copper"), { abilities: [{ type: "action", cost: 4, destroySelf: true, goAgain: true, effects: [{ kind: "draw", count: 1 }], text: "destroy this, draw a card" }] }],
  // "Once per Turn Action – {r}{r}{r}: If a hero has more {h} than all other heroes, they lose 1{h} and create a Copper token. Then if
  // a hero has less {h} than all other heroes, they gain 1{h}. Go again" (the trade: src/cards/cru/generic.ts).
  [
    byName("Kavdaen, Trader of Skins"),
    {
      abilities: [
        { type: "action", cost: 3, oncePerTurn: true, goAgain: true, effects: [{ kind: "ability", step: "trade" }], text: "the hero with the most life loses 1 and creates a Copper token, then the hero with the least gains 1" },
      ],
    },
  ],
  // "You may destroy 4 Coppers, 2 Silvers, or 1 Gold you control rather than pay Cash In's {r} cost. Draw 2 cards. Go again."
  [byName("Cash In"), { onResolve: [{ kind: "draw", count: 2 }] }],
  // "Deal 2 arcane damage to two target heroes. You may target the same hero twice." One event to each hero declared (CR 8.5.3b).
  [byName("Forked Lightning", "Red"), { onResolve: [{ kind: "arcane-damage", amount: 2 }, { kind: "arcane-damage", amount: 2, second: true }] }],
  // "Deal 3 arcane damage to target opposing hero. If Sonic Boom deals damage, …" (the rest: src/cards/arc/sonic-boom.ts).
  [byName("Sonic Boom", "Yellow"), { onResolve: [{ kind: "arcane-damage", amount: 3, then: "boom" }] }],
  // "Action – {r}, destroy Crown of Dichotomy: Put target Runeblade attack action card and target Runeblade 'non-attack' action card from
  // your graveyard on top of your deck in any order." (Arcane Barrier 1 is read from the keywords; the putting: src/cards/arc/crown-of-dichotomy.ts.)
  [
    byName("Crown of Dichotomy"),
    {
      abilities: [
        {
          type: "action",
          cost: 1,
          destroySelf: true,
          graveyardTargets: ["runeblade-attack-action", "runeblade-non-attack-action"],
          effects: [{ kind: "ability", step: "crown" }],
          text: "destroy this, put a Runeblade attack action card and a Runeblade 'non-attack' action card from your graveyard on top of your deck",
        },
      ],
    },
  ],
  // Dissipation Shield: "Instant – Destroy Dissipation Shield: The next time your hero would be dealt damage this turn, prevent X damage,
  // where X is the number of steam counters on Dissipation Shield." (Its steam counters: src/cards/arc/dissipation-shield.ts.)
  [
    byName("Dissipation Shield", "Yellow"),
    {
      abilities: [
        { type: "instant", cost: 0, destroySelf: true, effects: [{ kind: "prevent-next", amount: 0, fromSteam: true }], text: "destroy this, prevent X of the next damage to your hero this turn (X: its steam counters)" },
      ],
    },
  ],
  // Art of War: "Choose 2;" — each pair of its four modes is one choice (CR 1.7.5; the modes' effects: src/cards/arc/art-of-war.ts).
  [byName("Art of War", "Yellow"), { modes: artOfWarModes() }],
  // "Target defending attack action card gains +N{d}."
  ...cycle("Reinforce the Line", [4, 3, 2], (n) => ({ targetsDefending: "attack-action", onResolve: [{ kind: "defender-gains", defense: n }] })),
  // "Gain N{h}." (the Moon Wish half: src/cards/arc/moon-wish.ts)
  ...cycle("Sun Kiss", [3, 2, 1], (n) => ({ onResolve: [{ kind: "gain-life", amount: n }] })),
  // Crucible of War: Mechanologist, Runeblade, Wizard (the rest of their behaviour: src/cards/cru/).
  // Data Doll MKII, Meganetic Shockwave, Absorption Dome, High Speed Impact, Combustible Courier, Overblast: card modules only.
  // "Action – {r}{r}: If there are no steam counters on Plasma Barrel Shot, put a steam counter on it. Go again."
  [byName("Plasma Barrel Shot"), { abilities: [{ ...STEAM_IF_NONE, cost: 2 }] }],
  // "Action – destroy Vizertronic Model i: Whenever you boost this turn, draw a card then put a card from your hand on top of your deck. Go again."
  [
    byName("Viziertronic Model i"),
    {
      abilities: [
        {
          type: "action",
          cost: 0,
          destroySelf: true,
          goAgain: true,
          effects: [{ kind: "ability", step: "whenever-boost" }],
          text: "destroy this: whenever you boost this turn, draw a card then put a card from your hand on top of your deck",
        },
      ],
    },
  ],
  // "Once per Turn Action – Remove a steam counter from Plasma Purifier: Target Mechanologist pistol you control gains +1{p} until end of turn. Go again."
  [
    byName("Plasma Purifier", "Red"),
    {
      abilities: [
        STEAM_IF_NONE,
        {
          type: "action",
          cost: 0,
          removeSteam: 1,
          oncePerTurn: true,
          goAgain: true,
          condition: "controls-mechanologist-pistol",
          effects: [{ kind: "weapon-buff-turn", power: 1, dominate: false, weapon: "mechanologist-pistol" }],
          text: "remove a steam counter, target Mechanologist pistol you control gains +1 power until end of turn",
        },
      ],
    },
  ],
  // "Opt X, where X is the number of times you have boosted this turn. Reveal the top card of your deck. If it's a Mechanologist item card with cost N or less, put it into the arena."
  ...cycle("Teklovossen's Workshop", [2, 1, 0], () => ({ onResolve: [{ kind: "ability", step: "opt" }, { kind: "ability", step: "reveal" }] })),
  // Arknight Shard, Reaping Blade, Dread Triptych, Runeblood Barrier, Consuming Volition, Meat and Greet: card modules only.
  // "Instant – Destroy Bloodsheath Skeleta: The next attack action card and 'non-attack' action card you play this turn gain 'This card costs {r} less to play for each Runechant you control.'"
  // (the Runechants are counted as each card is played, CR 5.1.6a; Temper is read from the keywords, CR 8.3.10)
  [
    byName("Bloodsheath Skeleta"),
    {
      abilities: [
        {
          type: "instant",
          cost: 0,
          destroySelf: true,
          effects: [
            { kind: "cost-reduction", filter: "attack-action", amount: 1, perRunechant: true },
            { kind: "cost-reduction", filter: "non-attack-action", amount: 1, perRunechant: true },
          ],
          text: "destroy this: the next attack action card and 'non-attack' action card you play this turn cost 1 less for each Runechant you control",
        },
      ],
    },
  ],
  // "Banish target Runeblade attack action card from your graveyard. You may play it this turn." (the rest: src/cards/cru/runeblade.ts)
  [byName("Rattle Bones", "Red"), { onResolve: [{ kind: "ability", step: "target" }] }],
  // "The next runeblade attack action card you play this turn gains go again and 'If this hits, create N Runechant tokens.' Go again."
  ...cycle("Mauvrion Skies", [3, 2, 1], (n) => ({
    onResolve: [{ kind: "next-attack", bonus: { filter: "runeblade-attack-action", power: 0, goAgain: true, onHit: [{ kind: "create-token", token: "Runechant", count: n }] } }],
  })),
  // "Reveal the top N cards of your deck. Create a Runechant token for each Runeblade attack action card revealed this way, then put the cards on top of your deck in any order. Go again."
  ...cycle("Sutcliffe's Research Notes", [3, 2, 1], () => ({ onResolve: [{ kind: "ability", step: "reveal" }] })),
  // Arcane Rising and Crucible of War: Ranger (bows, arrows from arsenal CR 8.2.6a, reload CR 8.5.23; src/cards/arc/ranger.ts).
  // Azalea: "Once per Turn Action – 0: Put a card from your arsenal on the bottom of your deck. If you do, put the top card of
  // your deck face up into your arsenal. If it's an arrow card, it gains dominate until end of turn. Go again"
  ...["Azalea, Ace in the Hole", "Azalea"].map((name): [string, CardBehaviour] => [
    byName(name),
    {
      abilities: [
        {
          type: "action",
          cost: 0,
          oncePerTurn: true,
          goAgain: true,
          effects: [{ kind: "ability", step: "ace" }],
          text: "put your arsenal card on the bottom of your deck, then the top card of your deck face up into your arsenal",
        },
      ],
    },
  ]),
  // "Once per Turn Action – {r}: If you have no cards in your arsenal, you may put an arrow card from your hand face up into your arsenal. If you do, draw a card. Go again"
  [
    byName("Death Dealer"),
    { abilities: [{ type: "action", cost: 1, oncePerTurn: true, goAgain: true, effects: [{ kind: "ability", step: "load" }], text: "put an arrow card from your hand face up into your empty arsenal, then draw a card" }] },
  ],
  // "Once per Turn Action – Turn a face down card in your arsenal face up: Opt 1. Go again" (Arcane Barrier 1 and Blade Break are read from the keywords).
  [
    byName("Skullbone Crosswrap"),
    { abilities: [{ type: "action", cost: 0, oncePerTurn: true, turnFaceUp: true, goAgain: true, effects: [{ kind: "ability", step: "opt" }], text: "turn the face down card in your arsenal face up, opt 1" }] },
  ],
  // "Action – Destroy Bull's Eye Bracers: If you have no cards in your arsenal, you may put an arrow card from your hand face up into your arsenal. It gains +1{p} until end of turn. Go again"
  [
    byName("Bull's Eye Bracers"),
    { abilities: [{ type: "action", cost: 0, destroySelf: true, goAgain: true, effects: [{ kind: "ability", step: "load" }], text: "destroy this: put an arrow card from your hand face up into your empty arsenal, +1 power until end of turn" }] },
  ],
  // "Draw 3 cards. Until end of turn, you may only play cards from arsenal. Go again"
  [byName("Three of a Kind"), { onResolve: [{ kind: "draw", count: 3 }, { kind: "only-from-arsenal" }] }],
  // "Search your deck for an arrow card, reveal it, then shuffle your deck and put it on top of your deck. Reload. Go again"
  [byName("Nock the Deathwhistle"), { onResolve: [{ kind: "ability", step: "search" }, { kind: "reload" }] }],
  // "Until end of turn, arrows you control gain go again. Reload. Go again"
  [byName("Rapid Fire"), { onResolve: [{ kind: "turn-effect", effect: "rapid-fire" }, { kind: "reload" }] }],
  // A defense reaction with Reload: it reloads as it resolves, then defends (CR 5.3.4, 7.4.2d).
  ...cycle("Take Cover", [4, 3, 2], () => ({ onResolve: [{ kind: "reload" }] })),
  ...cycle("Silver the Tip", [4, 3, 2], () => ({ onResolve: [{ kind: "ability", step: "look" }] })),
  // "The next Ranger attack action card you play this turn, gains +N{p}. Reload. Go again"
  ...cycle("Take Aim", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "ranger-attack-action", power: n } }, { kind: "reload" }] })),
  // Arrows whose abilities are card modules, and Sic 'Em Shot (go again only).
  ...noData("Red in the Ledger", "Endless Arrow", "Head Shot", "Hamstring Shot", "Ridge Rider Shot", "Salvage Shot", "Searing Shot", "Sic 'Em Shot"),
  // "Once per Turn Action – 0: If you have no cards in your arsenal, put an arrow card from your hand face up into your arsenal. Go again"
  ...noData("Remorseless"),
  // "Play Feign Death only if your hero has been dealt damage this turn. The next time your hero would be dealt damage this turn, prevent it."
  [byName("Feign Death"), { onResolve: [{ kind: "prevent-next-damage" }] }],
  [byName("Red Liner"), { abilities: [{ type: "action", cost: 0, oncePerTurn: true, goAgain: true, effects: [{ kind: "ability", step: "load" }], text: "put an arrow card from your hand face up into your empty arsenal" }] }],
  // "Action – {r}{r}, destroy Perch Grapplers: Until end of turn, face up arrow cards played from arsenal gain go again. Go again" (Blade Break: the keywords).
  [
    byName("Perch Grapplers"),
    { abilities: [{ type: "action", cost: 2, destroySelf: true, goAgain: true, effects: [{ kind: "turn-effect", effect: "perch-grapplers" }], text: "destroy this: face up arrow cards played from arsenal gain go again this turn" }] },
  ],
  // "Until end of turn, arrows you control gain 'If this hits a hero, they discard a card.' Reload. Go again"
  [byName("Poison the Tips"), { onResolve: [{ kind: "turn-effect", effect: "poison-the-tips" }, { kind: "reload" }] }],
  ...noData("Pathing Helix", "Sleep Dart"),
  // "Your next arrow attack this turn gains +N{p} and 'Defense reactions can't be played from hand this chain link.' Go again"
  ...cycle("Increase the Tension", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "arrow", power: n, noDefenseReactionsFromHand: true } }] })),
  // Crucible of War: Brute and Guardian (the rest of each card: src/cards/cru/kayo.ts, brute.ts, guardian.ts).
  // "Action – Destroy Skullhorn: Draw a card then discard a random card. Go again" (its Arcane Barrier 2 is read from the keywords, CR 8.3.8).
  [
    byName("Skullhorn"),
    {
      abilities: [
        { type: "action", cost: 0, destroySelf: true, goAgain: true, effects: [{ kind: "draw", count: 1 }, { kind: "ability", step: "discard" }], text: "destroy this, draw a card then discard a random card" },
      ],
    },
  ],
  // "Roll a 6 sided die. Destroy up to X items, where X is half the number rolled, rounded down. Go again."
  [byName("Argh... Smash!", "Yellow"), { onResolve: [{ kind: "ability", step: "roll" }] }],
  // "Action – {r}{r}{r}, destroy Crater Fist: Your attacks with crush gain +2{p} this turn. Go again."
  [
    byName("Crater Fist"),
    {
      abilities: [
        { type: "action", cost: 3, destroySelf: true, goAgain: true, effects: [{ kind: "turn-effect", effect: "crush-attacks-plus-2" }], text: "destroy this, your attacks with crush gain +2 power this turn" },
      ],
    },
  ],
  // "The next time your hero would be dealt {p} damage this turn, prevent N damage that source would deal."
  ...cycle("Blessing of Serenity", [3, 2, 1], (n) => ({ onResolve: [{ kind: "physical-shield", amount: n }] })),
  // Crucible of War: Ninja and Warrior (card modules: src/cards/cru/ninja.ts, src/cards/cru/warrior.ts).
  // Combo (CR 8.4.1): what more the combos do is in the card modules.
  [byName("Find Center", "Blue"), { combo: { after: ["Crane Dance"], onHit: [{ kind: "create-token", token: "Zen State" }] } }],
  [byName("Flood of Force", "Yellow"), { combo: { after: ["Rushing River", "Flood of Force"] } }],
  [byName("Heron's Flight", "Red"), { combo: { after: ["Crane Dance"] } }],
  ...cycle("Crane Dance", [0, 0, 0], () => ({ combo: { after: ["Soulbead Strike"], power: 1, goAgain: true } })),
  ...cycle("Rushing River", [0, 0, 0], () => ({ combo: { after: ["Torrent of Tempo"], power: 1, goAgain: true, onHit: [{ kind: "ability", step: "draw-x" }] } })),
  // "Target weapon attack gains +3{p}." (reprise: src/cards/cru/warrior.ts)
  [byName("Unified Decree", "Yellow"), { reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: 3 }] }],
  [byName("Twinning Blade"), { reactsTo: "any", onResolve: [{ kind: "ability", step: "sword" }] }],
  // "Action – Destroy Courage of Bladehold: Your sword attacks cost {r} less this turn. Go again" (Temper is read from the keywords, CR 8.3.10).
  [
    byName("Courage of Bladehold"),
    { abilities: [{ type: "action", cost: 0, destroySelf: true, goAgain: true, effects: [{ kind: "turn-effect", effect: "sword-attacks-cost-1-less" }], text: "destroy this, your sword attacks cost 1 less this turn" }] },
  ],
  // "Your next weapon attack this turn gains +2{p} and go again. Whenever a weapon you control hits this turn, create 2 Copper tokens. Go again."
  [byName("Spoils of War", "Red"), { onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: 2, goAgain: true } }, { kind: "turn-effect", effect: "weapon-hits-create-2-copper" }] }],
  // "Your next weapon attack this turn gains +N{p}. The next defense reaction card the defending hero plays this turn costs an additional {r} to play. Go again."
  ...cycle("Dauntless", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n } }, { kind: "opponent-defense-reaction-costs-more", amount: 1 }] })),
  // "Target weapon attack gains +N{p}." (reprise: src/cards/cru/warrior.ts)
  ...cycle("Out for Blood", [3, 2, 1], (n) => ({ reactsTo: "weapon", onResolve: [{ kind: "buff-attack", power: n }] })),
  // "Your next weapon attack this turn gains go again." (the rest: src/cards/cru/warrior.ts)
  ...cycle("Hit and Run", [3, 2, 1], () => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: 0, goAgain: true } }] })),
  // "Your next weapon attack this turn gains +N{p}." (the rest: src/cards/cru/warrior.ts)
  ...cycle("Push Forward", [3, 2, 1], (n) => ({ onResolve: [{ kind: "next-attack", bonus: { filter: "weapon", power: n } }] })),
  // Crucible of War: Wizard (the Mechanologist, Runeblade and Wizard slice; the rest of each card: src/cards/cru/wizard.ts).
  // "Once per Turn Action – {r}{r}: Deal 2 arcane damage to target hero." (the target: declared as it is activated)
  [byName("Aether Conduit"), { abilities: [{ type: "action", cost: 2, oncePerTurn: true, effects: [{ kind: "arcane-damage", amount: 2 }], text: "deal 2 arcane damage to target hero" }] }],
  // "You may play your next Wizard 'non-attack' action card this turn as though it were an instant. If you have played another Wizard
  // 'non-attack' action card this turn, deal 3 arcane damage to each opposing hero."
  [
    byName("Chain Lightning", "Yellow"),
    {
      onResolve: [
        { kind: "next-play", filter: "wizard-non-attack-action", gives: "as-instant" },
        { kind: "arcane-damage", amount: 3, each: true, onlyIf: "another-wizard-non-attack-action" },
      ],
    },
  ],
  // "Opt 2. If you've played another Wizard non-attack action card this turn, put this into its owner's hand." (src/cards/cru/wizard.ts)
  [byName("Gaze the Ages", "Blue"), { onResolve: [{ kind: "ability", step: "opt" }] }],
  // "Negate target instant card with cost {r} or less."
  [byName("Aetherize", "Blue"), { onResolve: [{ kind: "ability", step: "negate" }] }],
  // "The next card you play this turn with an effect that deals arcane damage, instead deals that much arcane damage plus 1. Opt N."
  ...cycle("Cindering Foresight", [3, 2, 1], () => ({ onResolve: [{ kind: "arcane-plus", amount: 1 }, { kind: "ability", step: "opt" }] })),
  // "Deal N damage to target hero. Opt 1."
  ...cycle("Foreboding Bolt", [3, 2, 1], (n) => ({ onResolve: [{ kind: "damage", amount: n }, { kind: "ability", step: "opt" }] })),
  // "Deal N arcane damage to target hero. The next card you play this turn with an effect that deals arcane damage, instead deals that much arcane damage plus 1."
  ...cycle("Rousing Aether", [4, 3, 2], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n }, { kind: "arcane-plus", amount: 1 }] })),
  // "Deal N arcane damage to target hero." (and as an instant: src/cards/cru/wizard.ts)
  ...cycle("Snapback", [3, 2, 1], (n) => ({ onResolve: [{ kind: "arcane-damage", amount: n }] })),
]);

const DATA: ReadonlyMap<string, CardData> = new Map(KNOWN_CARDS.map((c) => [c.id, c]));

export function cardData(id: string): CardData {
  const card = DATA.get(id);
  if (card === undefined) throw new Error(`cards: unknown card id ${id}`);
  return card;
}
export const isKnownCard = (id: string): boolean => DATA.has(id);
export const behaviourOf = (id: string): CardBehaviour | undefined => BEHAVIOURS.get(id);

export const hasType = (id: string, type: string): boolean => cardData(id).types.includes(type);
export const hasKeyword = (id: string, keyword: string): boolean => cardData(id).keywords.includes(keyword);
/**
 * A keyword the card has unconditionally: printed as its own paragraph ("**Go again**"). The
 * data's keyword list also names keywords a card only gains ("If … it gains **go again**").
 */
export const hasPrintedKeyword = (id: string, keyword: string): boolean =>
  cardData(id).keywords.includes(keyword) && cardData(id).text.split("\n\n").some((p) => p.trim() === `**${keyword}**`);

/** Deck-cards by type (CR 1.3.2c). */
export const isAttackAction = (id: string): boolean => hasType(id, "Action") && hasType(id, "Attack");
export const isNonAttackAction = (id: string): boolean => hasType(id, "Action") && !hasType(id, "Attack");
export const isAttackReaction = (id: string): boolean => hasType(id, "Attack Reaction");
export const isDefenseReaction = (id: string): boolean => hasType(id, "Defense Reaction");
/** A card with an effect that deals arcane damage (CR 8.5.3b): "the next card you play this turn with an effect that deals arcane damage" takes it. */
export const dealsArcaneDamage = (id: string): boolean => ARCANE.has(id);
const printedEffects = (b: CardBehaviour): Effect[] => [...(b.onResolve ?? []), ...(b.modes ?? []).flatMap((m) => m.onResolve ?? [])];
const ARCANE: ReadonlySet<string> = new Set([...BEHAVIOURS].filter(([, b]) => printedEffects(b).some((e) => e.kind === "arcane-damage")).map(([id]) => id));
/** A card that deals damage to "target hero" (CR 8.5.3b, Zap; Foreboding Bolt): its target is declared as it is played (CR 5.1.4). */
export const targetsAHero = (id: string): boolean => TARGETS_HERO.has(id);
const TARGETS_HERO: ReadonlySet<string> = new Set(
  [...BEHAVIOURS].filter(([, b]) => printedEffects(b).some((e) => (e.kind === "arcane-damage" && e.each !== true) || e.kind === "damage")).map(([id]) => id),
);
/** "Two target heroes. You may target the same hero twice" (Forked Lightning): two heroes are declared (CR 5.1.4, 1.8.5b). */
export const targetsTwoHeroes = (id: string): boolean => cardData(id).text.includes("two target heroes");
/** "Target opposing hero" (CR 5.1.4): only an opposing hero may be declared (Aether Flare), not "target hero" (Zap). */
export const targetsOpposingHero = (id: string): boolean => cardData(id).text.includes("target opposing hero");
export const isInstant = (id: string): boolean => hasType(id, "Instant");
export const isHero = (id: string): boolean => hasType(id, "Hero");
export const isWeapon = (id: string): boolean => hasType(id, "Weapon");
export const isEquipment = (id: string): boolean => hasType(id, "Equipment");
/** Auras and items become permanents in the arena as they resolve (CR 8.2.4a, 8.2.5a); their abilities are in `abilities` and `aura`. */
export const entersArena = (id: string): boolean => hasType(id, "Aura") || hasType(id, "Item");

/** The equipment slot a card occupies (CR 3.2, 3.5, 3.10, 3.12, 3.16). */
export function slotOf(id: string): "weapon" | "head" | "chest" | "arms" | "legs" | null {
  if (isWeapon(id)) return "weapon";
  if (!isEquipment(id)) return null;
  for (const s of ["Head", "Chest", "Arms", "Legs"] as const) if (hasType(id, s)) return s.toLowerCase() as "head" | "chest" | "arms" | "legs";
  return null;
}

/** A readable card name with its pitch colour, as players say it ("Savage Swing (red)"). */
export function cardName(id: string): string {
  const c = cardData(id);
  return c.color === null ? c.name : `${c.name} (${c.color.toLowerCase()})`;
}
