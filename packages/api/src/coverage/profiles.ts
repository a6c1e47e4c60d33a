import { cardById, CardIndex, parseUfsJson, type Card, type Game as CardGame } from "@tablecast/cards";
import type { JsonValue } from "@tablecast/engine";
import { MATCH_CARDS, type TabletopSpec } from "@tablecast/engine/kit";
import * as fabPackage from "@tablecast/game-fab";
import * as riftboundPackage from "@tablecast/game-riftbound";
import * as ufsPackage from "@tablecast/game-ufs";

/**
 * What the coverage console knows of a game beyond its table: where a played, attacking or
 * defending card goes, which counter is the score, the phases an operator steps through, and what
 * the table does at the end of a turn. Zone kinds are the game's tabletop zones (checked below).
 */
export interface CoverageProfile {
  /** The card database the console searches. */
  readonly cards: CardGame;
  /** The zone kind a played card goes to. */
  play(card: Card | undefined): string;
  /** Where an attacking card goes; null: the line names where ("p1 attack Jinx to bf1"). */
  readonly attack: string | null;
  /** Where a defending card goes; null: the defence is a note (the card stays where it is). */
  readonly defend: string | null;
  readonly pitch: string | null;
  readonly graveyard: string;
  readonly banished: string | null;
  readonly arsenal: string | null;
  /** The player counter that is the score (life, vitality, points). */
  readonly life: string;
  readonly phases: readonly string[];
  /** Zones emptied at the end of a turn (to the card's start zone, else the graveyard). */
  readonly clearAtEnd: readonly string[];
  /** Per-seat zones put on the bottom of their owner's deck at the end of a turn (FaB's pitch zone). */
  readonly bottomAtEnd: readonly string[];
  /** Player counters back to 0 at the end of a turn. */
  readonly resetAtEnd: readonly string[];
  /** The hand size the turn player draws up to at the end of their turn, from their deck list; null: no draw. */
  drawUpTo(deck: readonly string[]): number | null;
  /** An attacking card's numbers for the combat overlay (FaB power), and what a defending card adds (FaB defense). */
  combat(card: Card, role: "attack" | "defend"): Readonly<Record<string, number>>;
  /** Runes channelled ("p1 channel 2"): from the top of one zone to another (Riftbound's Rune Deck to its rune pool, 315.3); null: the game has none. */
  readonly channel: { readonly from: string; readonly to: string } | null;
  /**
   * How a deck list for the table is read: "game", by the game's own reader in tabletop mode (deck
   * codes and the deck rules, Riftbound 103); "paper", by name against the whole card database.
   */
  readonly decks: "game" | "paper";
}

/** A profile with the game's tabletop spec. */
export interface CoverageGame extends CoverageProfile {
  readonly spec: TabletopSpec;
  /** The match's own cards (a UFS table's card file), searched before the database; null when it brought none. */
  readonly own: CardIndex<Card> | null;
}

const fabCard = (ref: string) => cardById("fab", ref);

const FAB: CoverageProfile = {
  cards: "fab",
  play(card) {
    const types = card?.types ?? [];
    if (types.includes("Attack") || types.includes("Defense Reaction")) return "combat-chain";
    if (types.includes("Aura") || types.includes("Item") || types.includes("Ally")) return "permanent";
    return "stack";
  },
  attack: "combat-chain",
  defend: "combat-chain",
  pitch: "pitch",
  graveyard: "graveyard",
  banished: "banished",
  arsenal: "arsenal",
  life: "life",
  phases: ["Start phase", "Action phase", "End phase"],
  clearAtEnd: ["combat-chain", "stack"],
  bottomAtEnd: ["pitch"],
  resetAtEnd: ["resources", "action-points"],
  // CR 7.2: an attack's power against the defending cards' defense, as the enforced game's overlay shows it.
  combat: (card, role) => {
    const stat = card.game === "fab" ? (role === "attack" ? card.power : card.defense) : null;
    return typeof stat === "number" ? { [role === "attack" ? "power" : "defense"]: stat } : {};
  },
  channel: null,
  // FaB's own reader, told the table's mode: Fabrary and FaBDB exports of any real card, the format's deck rules when one is named.
  decks: "game",
  // CR 4.4.3: the turn player draws up to their hero's intellect.
  drawUpTo(deck) {
    const hero = deck.map(fabCard).find((c) => c?.types.includes("Hero") === true);
    const intellect = Number(hero?.intellect ?? 4);
    return Number.isFinite(intellect) && intellect > 0 ? intellect : 4;
  },
};

const UFS: CoverageProfile = {
  cards: "ufs",
  play: (card) => (card !== undefined && /foundation|asset|character/i.test(card.typeLine) ? "staging" : "pool"),
  attack: "attack-stack",
  defend: null,
  pitch: null,
  graveyard: "discard",
  banished: "removed",
  arsenal: null,
  life: "vitality",
  phases: ["Ready phase", "Review phase", "Draw phase", "Combat phase", "End phase"],
  clearAtEnd: ["attack-stack"],
  bottomAtEnd: [],
  resetAtEnd: [],
  drawUpTo: () => null,
  combat: () => ({}),
  channel: null,
  decks: "paper",
};

/**
 * Riftbound: units and gear are played to the base, spells to the chain (the cameras see a spell
 * resolve, then the trash); a unit moves to a battlefield to attack or defend it (bf0, bf1: "p1
 * attack Jinx to bf1", 140, 625); runes are channelled from the Rune Deck to the rune pool (315.3);
 * the score is points (from 0, 140), not life; no defending cards or pitch.
 */
const RIFTBOUND: CoverageProfile = {
  cards: "riftbound",
  play: (card) => (card?.types.some((t) => /unit|gear/i.test(t)) === true ? "base" : "chain"),
  attack: null,
  defend: null,
  pitch: null,
  graveyard: "trash",
  banished: "banishment",
  arsenal: null,
  life: "points",
  phases: ["Awaken", "Beginning", "Channel", "Draw", "Action", "End"],
  clearAtEnd: ["chain"],
  bottomAtEnd: [],
  resetAtEnd: [],
  drawUpTo: () => null,
  combat: () => ({}),
  channel: { from: "rune-deck", to: "rune-pool" },
  // Deck codes and lists as Riftbound players share them, checked by the deck rules (103).
  decks: "game",
};

const PROFILES: Readonly<Record<string, CoverageProfile>> = { fab: FAB, ufs: UFS, riftbound: RIFTBOUND };

function isTabletopSpec(value: unknown): value is TabletopSpec {
  const v = value as Partial<TabletopSpec> | null;
  return typeof v === "object" && v !== null && typeof v.id === "string" && typeof v.deckZone === "string" && typeof v.handZone === "string" && typeof v.face === "function" && typeof v.knows === "function";
}

/** Each game's tabletop spec, found among its package's exports. */
const SPECS = new Map<string, TabletopSpec>([fabPackage, ufsPackage, riftboundPackage].flatMap((pkg) => Object.values(pkg as Record<string, unknown>).filter(isTabletopSpec).map((spec) => [spec.id, spec] as const)));

export function tabletopSpecOf(game: string): TabletopSpec | undefined {
  return SPECS.get(game);
}

/** The games with a tabletop mode. */
export function tabletopGames(): string[] {
  return [...SPECS.keys()];
}

/** The coverage profile of a game with a tabletop mode; its zone kinds are checked against the table's (a wrong one throws at once). */
export function coverageProfileOf(game: string): CoverageGame | undefined {
  const spec = SPECS.get(game);
  const profile = Object.hasOwn(PROFILES, game) ? PROFILES[game] : undefined;
  if (spec === undefined || profile === undefined) return undefined;
  for (const kind of [profile.attack, profile.defend, profile.pitch, profile.graveyard, profile.banished, profile.arsenal, profile.channel?.from ?? null, profile.channel?.to ?? null, ...profile.clearAtEnd, ...profile.bottomAtEnd]) if (kind !== null) spec.zones.spec(kind);
  return { ...profile, spec, own: null };
}

/**
 * The profile of one match: with its own cards when its options bring some (a UFS card file),
 * the table's spec then knowing them. Setup read those cards, so they read here too.
 */
export function coverageProfileFor(game: string, options: { readonly [key: string]: JsonValue } | undefined): CoverageGame | undefined {
  const base = coverageProfileOf(game);
  const cards = options?.[MATCH_CARDS];
  if (base === undefined || cards === undefined || base.spec.matchCards === undefined || options === undefined) return base;
  // Read once per match (the header's options object): the console asks on every keystroke.
  const known = OWN_PROFILES.get(options);
  if (known !== undefined) return known;
  const spec = base.spec.matchCards(cards);
  const own = parseUfsJson(JSON.stringify(cards));
  if (!spec.ok || !own.ok) throw new Error(`coverage: match cards that setup read no longer read`);
  const profile = { ...base, spec: spec.value, own: new CardIndex<Card>(own.value) };
  OWN_PROFILES.set(options, profile);
  return profile;
}
const OWN_PROFILES = new WeakMap<object, CoverageGame>();
