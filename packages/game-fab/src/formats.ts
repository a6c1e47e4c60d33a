import { cardsOf, type FabCard } from "@tablecast/cards";
import { err, ok, type Result } from "@tablecast/engine";

/**
 * The constructed formats a FaB deck is checked for, over the whole card database (any set, implemented
 * or not): Blitz (Tournament Rules 7.3), Classic Constructed (7.2), and "open", the Comprehensive Rules'
 * card-pool rules alone (CR 1.1.3) with no format sizes, copies or lists.
 */
export type FabFormatId = "blitz" | "cc" | "open";

export interface FabFormat {
  readonly id: FabFormatId;
  readonly name: string;
  /** Blitz plays young heroes, Classic Constructed adult (non-young) ones (TR 7.3, 7.2). */
  readonly hero: "young" | "adult" | "any";
  /** Deck-cards the game starts with: Blitz exactly 40, Classic Constructed at least 60. */
  readonly deck: { readonly min: number; readonly max: number | null };
  /** Blitz: at most 11 arena-cards in the card-pool. */
  readonly arenaMax: number | null;
  /** Blitz: 40 deck-cards in the card-pool (no more in a sideboard); null where the format does not say. */
  readonly deckCardsMax: number | null;
  /** Classic Constructed: arena-cards and deck-cards together, sideboard included, at most 80. */
  readonly poolMax: number | null;
  /** Copies of each unique card (name and pitch) in the card-pool. */
  readonly copies: number | null;
  /** The card data's legality column and format lists that apply (`Blitz Legal`, `banned-blitz.csv`, ...). */
  readonly legality: "blitz" | "cc" | null;
  /** Where the format is defined. */
  readonly rule: string | undefined;
}

export const FORMATS: Readonly<Record<FabFormatId, FabFormat>> = {
  blitz: { id: "blitz", name: "Blitz", hero: "young", deck: { min: 40, max: 40 }, arenaMax: 11, deckCardsMax: 40, poolMax: null, copies: 2, legality: "blitz", rule: "fab:tr:7.3" },
  cc: { id: "cc", name: "Classic Constructed", hero: "adult", deck: { min: 60, max: null }, arenaMax: null, deckCardsMax: null, poolMax: 80, copies: 3, legality: "cc", rule: "fab:tr:7.2" },
  open: { id: "open", name: "open play", hero: "any", deck: { min: 1, max: null }, arenaMax: null, deckCardsMax: null, poolMax: null, copies: null, legality: null, rule: undefined },
};

/** A format by the names players and tools write ("Blitz", "Classic Constructed", "CC", "cc"). */
export function formatByName(name: string): FabFormat | undefined {
  const key = name.trim().toLowerCase().replace(/[\s_-]+/g, " ");
  if (key === "blitz") return FORMATS.blitz;
  if (key === "cc" || key === "classic constructed" || key === "classic") return FORMATS.cc;
  if (key === "open") return FORMATS.open;
  return undefined;
}

// ------------------------------------------------------------------------------ card kinds (CR 1.3.2)

const has = (c: FabCard, type: string): boolean => c.types.includes(type);
/** CR 1.3.2c: a deck-card has one of these types. */
const DECK_TYPES = ["Action", "Attack Reaction", "Block", "Defense Reaction", "Instant", "Mentor", "Resource"];
export const isHeroCard = (c: FabCard): boolean => has(c, "Hero");
export const isTokenCard = (c: FabCard): boolean => has(c, "Token");
export const isDeckCard = (c: FabCard): boolean => !isHeroCard(c) && !isTokenCard(c) && DECK_TYPES.some((t) => has(c, t));
/** CR 1.3.2d: any non-hero- non-token- non-deck-card (weapons, equipment, demi-heroes). */
export const isArenaCard = (c: FabCard): boolean => !isHeroCard(c) && !isTokenCard(c) && !isDeckCard(c);
/** Cards the card-pool rules do not cover: format macros and placeholders, and rows with no type at all. */
const outsideCardPools = (c: FabCard): boolean => c.types.length === 0 || has(c, "Macro") || has(c, "Placeholder Card");

// ----------------------------------------------------------------------- supertypes, monikers (CR 2)

/** CR 2.11.6a, 2.11.6b: the class and talent supertypes. "Generic" is neither: a generic card fits every hero. */
const SUPERTYPES = new Set([
  ...["Adjudicator", "Assassin", "Bard", "Brute", "Guardian", "Illusionist", "Mechanologist", "Merchant", "Necromancer", "Ninja", "Pirate", "Ranger", "Runeblade", "Shapeshifter", "Thief", "Warrior", "Wizard"],
  ...["Chaos", "Draconic", "Earth", "Elemental", "Ice", "Light", "Lightning", "Mystic", "Revered", "Reviled", "Royal", "Shadow"],
]);

/**
 * The supertype sets a card may be included as (CR 1.1.3b, 2.14.1b): one set, or for a hybrid card
 * ("Brute / Warrior Action - Attack") each side of the slash. A split card ("Null // Shock") has all of
 * its faces' supertypes.
 */
export function supertypeSets(c: FabCard): readonly (readonly string[])[] {
  const all = c.supertypes.filter((s) => SUPERTYPES.has(s));
  const line = c.typeLine.split(" // ")[0]!;
  if (!/ \/ /.test(line)) return [all];
  const sets: string[][] = [[]];
  for (const word of line.split(/\s+/)) {
    if (word === "/") sets.push([]);
    else if (SUPERTYPES.has(word)) sets[sets.length - 1]!.push(word);
    else break;
  }
  return sets.length > 1 ? sets : [all];
}

/** CR 2.7.3: the moniker of a personal name ("Rhinar, Reckless Rampage" → Rhinar; "Ser Boltyn, Breaker of Dawn" → Boltyn). */
const HONORIFICS = new Set(["Ser", "Lady", "Lord", "Dame", "Sir", "Emperor", "Queen", "King", "Professor", "Captain", "Doctor"]);
/** Monikers of more than one word, as the CR 2.7.3 example gives them ("Data Doll MKII" → Data Doll, "The Librarian"). */
const LONG_MONIKERS = ["Data Doll", "The Librarian"];
export function moniker(hero: FabCard): string {
  const personal = hero.baseName.split(",")[0]!.trim();
  const long = LONG_MONIKERS.find((m) => personal === m || personal.startsWith(`${m} `));
  if (long !== undefined) return long;
  const words = personal.split(/\s+/);
  return (HONORIFICS.has(words[0]!) && words.length > 1 ? words[1] : words[0])!;
}

let heroMonikers: ReadonlySet<string> | undefined;
/** CR 2.6.6: hero-metatypes name a hero's moniker ("Puffin Companion - Off-Hand Ally" is Puffin's). */
function heroMetatypes(c: FabCard): string[] {
  heroMonikers ??= new Set(cardsOf("fab").filter(isHeroCard).map(moniker));
  return c.types.filter((t) => heroMonikers!.has(t) && !SUPERTYPES.has(t));
}

/** CR 8.3.7: "[HERO] Specialization": the hero named (by moniker, or the name before its comma). */
function specializationOf(c: FabCard): string | undefined {
  return specializationHero(c);
}
/**
 * CR 5.4.3: a hero's meta-static ability "You may have specialization cards of any hero in your deck" (Shiyana, Diamond Gemini):
 * every specialization card may be in the card-pool, whatever hero it names and whatever its classes (CR 1.1.3a: an effect that
 * allows cards outside the hero's supertypes), with the hero's classes and talents still binding the other cards. Kept for the
 * game even if the hero loses the ability (CR 5.4.3a).
 */
export const allowsAnySpecialization = (hero: { readonly text: string }): boolean => /You may have \*\*specialization\*\* cards of any hero in your deck/i.test(hero.text);
/** The hero named by a "[HERO] Specialization" keyword, if the card has one (CR 8.3.7). */
export const specializationHero = (c: { readonly keywords: readonly string[] }): string | undefined => c.keywords.find((k) => k.endsWith(" Specialization"))?.slice(0, -" Specialization".length);

/** "Dromai or Fai Specialization" names either hero. */
function isSpecializedFor(hero: FabCard, names: string): boolean {
  return names.split(" or ").some((name) => moniker(hero) === name || ` ${hero.baseName.split(",")[0]!} `.includes(` ${name} `));
}

// -------------------------------------------------------------------------------------- legality

const FORMAT_NAMES: Readonly<Record<string, string>> = { blitz: "Blitz", cc: "Classic Constructed", commoner: "Commoner", ll: "Living Legend", upf: "Ultimate Pit Fight" };

/**
 * Casual play keeps the format's deck rules and the legality columns; tournament play (TR 7.1, "format-
 * specific restrictions") also the lists in force when the data was taken: banned, suspended, and the
 * living legends retired from the format (CR 9.4). Every first-block young hero but Rhinar is still
 * Blitz-legal there; Rhinar (and his Romping Club) retired from Blitz on 2024-09-13.
 */
export interface LegalityOptions {
  readonly tournament?: boolean;
}

/**
 * Whether the card may be in a card-pool of the format by the card data: its legality column
 * (`Blitz Legal`, `CC Legal`), and in tournament play the format lists in force (banned, suspended,
 * living legend, CR 9.4). The reason names the list and since when.
 */
export function formatLegality(c: FabCard, format: FabFormat, options: LegalityOptions = {}): { readonly legal: true } | { readonly legal: false; readonly reason: string; readonly rule?: string } {
  if (format.legality === null) return { legal: true };
  const where = FORMAT_NAMES[format.legality]!;
  const listed = options.tournament === true ? c.restrictions.find((r) => r.format === format.legality && r.status !== "restricted") : undefined;
  if (listed !== undefined) {
    if (listed.status === "living-legend") return { legal: false, reason: `${c.name} is a living legend, retired from ${where} since ${listed.since}`, rule: "fab:9.4.2" };
    return { legal: false, reason: `${c.name} is ${listed.status} in ${where} since ${listed.since}` };
  }
  if (c.legality[format.legality] === false) return { legal: false, reason: `${c.name} is not legal in ${where}` };
  return { legal: true };
}

// ---------------------------------------------------------------------------------- the card-pool

/** A card-pool as a list gives it: the cards the game starts with, and a sideboard (the rest of the card-pool). */
export interface CardPoolInput {
  readonly cards: readonly FabCard[];
  readonly sideboard?: readonly FabCard[];
}

/** A card-pool checked for a format. */
export interface CheckedPool {
  readonly format: FabFormat;
  readonly hero: FabCard;
  /** Starting life and intellect: the hero's printed ones (CR 2.5.1, 2.4.1): young heroes for Blitz, adult for Classic Constructed. */
  readonly life: number;
  readonly intellect: number;
  /** Arena-cards of the main list (weapons, equipment), in list order. */
  readonly arena: readonly FabCard[];
  /** Deck-cards the game starts with (CR 4.1.5). */
  readonly deck: readonly FabCard[];
  readonly sideboard: readonly FabCard[];
}

const statOf = (v: FabCard["life"]): number => (typeof v === "number" ? v : 0);

/**
 * Checks a card-pool for a format: one hero, young or adult as the format says; every card legal in
 * the format (and, in tournament play, on none of its lists) and within the hero's classes and
 * talents; sizes; copies. The first problem is a typed error naming the card and the rule.
 */
export function checkCardPool(input: CardPoolInput, format: FabFormat, options: LegalityOptions = {}): Result<CheckedPool> {
  const sideboard = input.sideboard ?? [];
  const all = [...input.cards, ...sideboard];
  const heroes = input.cards.filter(isHeroCard);
  const sideHero = sideboard.find(isHeroCard);
  if (sideHero !== undefined) return err("setup/hero", `the hero ${sideHero.name} cannot be in a sideboard`, "fab:1.1.2");
  if (heroes.length !== 1) return err("setup/hero", `the deck must name exactly one hero, not ${heroes.length}`, "fab:1.1.1");
  const hero = heroes[0]!;
  const young = has(hero, "Young");
  if (format.hero === "young" && !young) return err("setup/hero", `${format.name} plays a young hero; ${hero.name} is not one`, format.rule);
  if (format.hero === "adult" && young) return err("setup/hero", `${format.name} plays an adult hero; ${hero.name} is young`, format.rule);
  const heroLegal = formatLegality(hero, format, options);
  if (!heroLegal.legal) return err("setup/not-legal", heroLegal.reason, heroLegal.rule ?? format.rule);

  const heroSupertypes = new Set(hero.supertypes);
  const anySpecialization = allowsAnySpecialization(hero);
  for (const c of all) {
    if (c === hero) continue;
    // CR 1.3.2b: tokens are created by effects, never part of a card-pool.
    if (isTokenCard(c)) return err("setup/illegal-card", `${c.name} is a token: effects create it, a deck does not hold it`, "fab:1.3.2b");
    if (outsideCardPools(c)) return err("setup/illegal-card", `${c.name} is not a card a deck can hold`, "fab:1.1.3");
    const legal = formatLegality(c, format, options);
    if (!legal.legal) return err("setup/not-legal", legal.reason, legal.rule ?? format.rule);
    // CR 1.1.3, 1.1.3b: the card's supertypes (either set of a hybrid card) within the hero's; CR 1.1.3a, 5.4.3: a specialization
    // card of any hero with a hero that allows them.
    const special = specializationOf(c);
    if (!(anySpecialization && special !== undefined) && !supertypeSets(c).some((set) => set.every((s) => heroSupertypes.has(s))))
      return err("setup/illegal-card", `${c.name} is not legal with ${hero.name}: ${c.supertypes.filter((s) => SUPERTYPES.has(s)).join(" ")} is not within ${hero.name}'s classes and talents`, "fab:1.1.3");
    // CR 2.6.6: a hero-metatype card only with the hero it names.
    const meta = heroMetatypes(c).find((m) => m !== moniker(hero));
    if (meta !== undefined) return err("setup/illegal-card", `${c.name} is ${meta}'s card, not ${hero.name}'s`, "fab:2.6.6");
    // CR 8.3.7: "[HERO] Specialization" cards only with that hero (or a hero allowing any, CR 5.4.3).
    if (special !== undefined && !anySpecialization && !isSpecializedFor(hero, special)) return err("setup/specialization", `${c.name} is a ${special} specialization`, "fab:8.3.7");
    // CR 8.1.10a: a mentor only with a young hero.
    if (has(c, "Mentor") && !young) return err("setup/illegal-card", `${c.name} is a mentor, for young heroes only`, "fab:8.1.10a");
  }

  const arena = input.cards.filter((c) => c !== hero && isArenaCard(c));
  const deck = input.cards.filter(isDeckCard);
  const sideDeckCards = sideboard.filter(isDeckCard).length;
  const sideArenaCards = sideboard.filter(isArenaCard).length;
  const sizeRule = format.rule ?? "fab:4.1.5";
  if (deck.length === 0) return err("setup/deck-size", "the deck is empty", "fab:4.1.5");
  if (deck.length < format.deck.min || (format.deck.max !== null && deck.length > format.deck.max)) {
    const wanted = format.deck.max === format.deck.min ? `${format.deck.min}` : `at least ${format.deck.min}`;
    return err("setup/deck-size", `the ${format.name} deck has ${deck.length} cards, not ${wanted}`, sizeRule);
  }
  if (format.deckCardsMax !== null && deck.length + sideDeckCards > format.deckCardsMax)
    return err("setup/pool-size", `a ${format.name} card-pool holds ${format.deckCardsMax} deck-cards; this one has ${deck.length} in the deck and ${sideDeckCards} in the sideboard`, sizeRule);
  if (format.arenaMax !== null && arena.length + sideArenaCards > format.arenaMax)
    return err("setup/pool-size", `a ${format.name} card-pool holds at most ${format.arenaMax} arena-cards (weapons, equipment); this one has ${arena.length + sideArenaCards}`, sizeRule);
  const poolSize = all.length - 1;
  if (format.poolMax !== null && poolSize > format.poolMax)
    return err("setup/pool-size", `a ${format.name} card-pool holds at most ${format.poolMax} arena-cards and deck-cards together; this one has ${poolSize}`, sizeRule);

  const counts = new Map<FabCard, number>();
  for (const c of all) if (c !== hero) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [c, n] of counts) {
    // CR 8.3.6: Legendary — only one copy.
    if (c.keywords.includes("Legendary") && n > 1) return err("setup/copies", `the deck has ${n} copies of the legendary ${c.name}`, "fab:8.3.6");
    if (format.copies !== null && n > format.copies) return err("setup/copies", `${format.name} allows ${format.copies} copies of a card; the deck has ${n} of ${c.name}`, format.rule);
  }
  return ok({ format, hero, life: statOf(hero.life), intellect: statOf(hero.intellect), arena, deck, sideboard });
}

// ----------------------------------------------------------------------------- equipment (CR 4.1.4)

export type ArenaZone = "weapon" | "head" | "chest" | "arms" | "legs";

/** The zone an arena-card starts equipped in (CR 4.1.4a), by its type and subtype; null when none. */
export function zoneOf(c: FabCard): ArenaZone | null {
  if (has(c, "Weapon") || has(c, "Off-Hand") || has(c, "Quiver")) return "weapon";
  if (!has(c, "Equipment")) return null;
  for (const [sub, zone] of [["Head", "head"], ["Chest", "chest"], ["Arms", "arms"], ["Legs", "legs"]] as const) if (has(c, sub)) return zone;
  return null;
}

/** Weapon zones a weapon-zone card takes: a two-hander two (CR 8.2.2b), the rest one. */
const hands = (c: FabCard): number => (has(c, "2H") ? 2 : 1);

/**
 * CR 4.1.4a: the arena-cards a player starts with — at most one for each of the arms, chest, head and
 * legs zones, and the two weapon zones: a two-hander takes both (8.2.2b), one off-hand (8.2.10b), one
 * quiver, which may share a two-handed bow's zones (8.2.15a, 8.2.15b).
 */
export function checkLoadout(loadout: readonly FabCard[]): Result<readonly FabCard[]> {
  const taken = new Map<ArenaZone, FabCard>();
  let weaponZones = 0;
  const bow = loadout.some((c) => has(c, "2H") && has(c, "Bow"));
  for (const kind of ["Off-Hand", "Quiver"]) {
    const twice = loadout.filter((c) => has(c, kind));
    if (twice.length > 1) return err("setup/equipment", `a hero equips one ${kind.toLowerCase()}, not ${twice.map((c) => c.name).join(" and ")}`, kind === "Quiver" ? "fab:8.2.15b" : "fab:8.2.10b");
  }
  for (const c of loadout) {
    const zone = zoneOf(c);
    if (zone === null) return err("setup/equipment", `${c.name} does not start the game equipped`, "fab:4.1.4a");
    if (zone === "weapon") {
      if (!(has(c, "Quiver") && bow)) weaponZones += hands(c);
      continue;
    }
    const other = taken.get(zone);
    if (other !== undefined) return err("setup/equipment", `${other.name} and ${c.name} are both ${zone} equipment: a hero starts with one in each zone`, "fab:4.1.4a");
    taken.set(zone, c);
  }
  if (weaponZones > 2) return err("setup/equipment", "the weapons need more than two weapon zones", "fab:4.1.4a");
  return ok(loadout);
}

/**
 * The arena-cards a list starts the game with when it names more than one for a zone: the first
 * listed for each equipment zone and the first that fit the weapon zones (CR 4.1.4a); the others
 * stay in the inventory (CR 4.1.6).
 */
export function defaultLoadout(arena: readonly FabCard[]): { readonly loadout: readonly FabCard[]; readonly inventory: readonly FabCard[] } {
  const loadout: FabCard[] = [];
  const inventory: FabCard[] = [];
  for (const c of arena) (checkLoadout([...loadout, c]).ok ? loadout : inventory).push(c);
  return { loadout, inventory };
}
