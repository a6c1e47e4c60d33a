/** The games whose card databases this package holds. */
export type Game = "fab" | "riftbound" | "ufs";
export const GAMES: readonly Game[] = ["fab", "riftbound", "ufs"];

/** One printing of a card: its printed id (collector code), its set, and a picture of it when the data has one. */
export interface Printing {
  readonly id: string;
  readonly set: string;
  readonly image: string | null;
  /** Riftbound: "Alternate Art", "Metal", "Overnumbered", "Signature", ... as the source names the printing. */
  readonly variant?: string;
}

interface CardBase {
  readonly game: Game;
  /** Stable id: FaB the id of its first printing ("WTR001"), Riftbound the source's `riftbound_id` ("ogn-107-298"), UFS the card id. */
  readonly id: string;
  /** The name as players write it: FaB with the pitch colour of a coloured card ("Savage Swing (red)"). */
  readonly name: string;
  /** The name printed on the card, without colour (FaB) or printing variant (Riftbound). */
  readonly baseName: string;
  /** Every type word on the card (FaB: supertypes, type and subtypes from the type box, CR 2.14). */
  readonly types: readonly string[];
  /** The type line as printed ("Brute Action - Attack", "Unit", ...). */
  readonly typeLine: string;
  /** Rules text with the source's markup (FaB `**bold**` and `{p}` icons; Riftbound `[Keyword]` and `:rb_might:` icons). */
  readonly text: string;
  readonly keywords: readonly string[];
  /** Set codes, in release order where known. */
  readonly sets: readonly string[];
  readonly printings: readonly Printing[];
  /** Format → legal, as far as the data says; a format the data is silent on is absent. */
  readonly legality: Readonly<Record<string, boolean>>;
}

export type PitchColor = "red" | "yellow" | "blue";

/** A printed stat: a number, what is printed when it is not one ("X", "XX", "*"), or null when the card has none. */
export type Stat = number | string | null;

export interface FabCard extends CardBase {
  readonly game: "fab";
  readonly color: PitchColor | null;
  /** CR 2.8 */
  readonly pitch: number | null;
  /** CR 2.3 */
  readonly cost: Stat;
  /** CR 2.9 */
  readonly power: Stat;
  /** CR 2.5 */
  readonly defense: Stat;
  /** Heroes: life (CR 2.6). */
  readonly life: Stat;
  /** Heroes: intellect (CR 2.7). */
  readonly intellect: Stat;
  readonly arcane: Stat;
  /** Class and talent supertypes from the type box ("Brute", "Light", "Warrior"; "Generic"). */
  readonly supertypes: readonly string[];
  /** `legality`: blitz, cc (Classic Constructed), commoner, ll (Living Legend), from the data set's columns. */
  /** The format lists the card is on now (banned, suspended, living legend, restricted); empty for most cards. */
  readonly restrictions: readonly FabRestriction[];
}

/** What a format list does to a card: not playable (banned, suspended, retired as a living legend, CR 9.4), or limited (restricted). */
export type FabRestrictionStatus = "banned" | "suspended" | "living-legend" | "restricted";

/** One entry in force on a format list of the data set ("Drone of Brutality (red) is banned in Blitz since 2021-03-26"). */
export interface FabRestriction {
  /** blitz, cc, commoner, ll (Living Legend), upf (Ultimate Pit Fight). */
  readonly format: string;
  readonly status: FabRestrictionStatus;
  /** The day it took effect, YYYY-MM-DD. */
  readonly since: string;
  /** The announcement. */
  readonly article: string;
}

/** An official correction of a Riftbound card's text, from the vendored errata file. */
export interface Errata {
  readonly document: string;
  readonly url: string;
  readonly announcedOn: string;
  readonly oldText: string;
  readonly newText: string;
  /**
   * applied: the old wording was found in the text and replaced by the new; current: the data already
   * prints the new wording; pending: the text still prints the old wording, and the errata file quotes
   * it condensed, so the full new wording is not in the data (read `newText`).
   */
  readonly status: "applied" | "current" | "pending";
}

export interface RiftboundCard extends CardBase {
  readonly game: "riftbound";
  /** Collector code as Riot writes it in errata and deck lists ("OGN-107", "SFD-237a"). */
  readonly code: string;
  /** Unit, Spell, Gear, Legend, Battlefield, Rune. */
  readonly type: string;
  /** Champion, Signature, Basic, Token, or null. */
  readonly supertype: string | null;
  /** Domains; a legend has two (103.1.b). */
  readonly domains: readonly string[];
  /** Tags printed on the card (regions, champions, creature kinds, "Equipment"). */
  readonly tags: readonly string[];
  readonly energy: number | null;
  /** Power (rune) cost. */
  readonly power: number | null;
  readonly might: number | null;
  readonly rarity: string | null;
  /** The printed text as the source gives it (HTML), before errata. */
  readonly markup: string;
  readonly errata: readonly Errata[];
  /** Fields the source lacks for this card and that could not be filled from the data itself. */
  readonly missing: readonly string[];
}

export type UfsCardType = "character" | "attack" | "action" | "asset" | "foundation";
export type UfsZone = "high" | "mid" | "low";

export interface UfsCard extends CardBase {
  readonly game: "ufs";
  readonly type: UfsCardType;
  readonly difficulty: number;
  readonly control: number;
  readonly block: { readonly zone: UfsZone; readonly modifier: number } | null;
  readonly symbols: readonly string[];
  readonly attack: { readonly zone: UfsZone; readonly speed: number; readonly damage: number } | null;
  readonly handSize: number | null;
  readonly vitality: number | null;
  readonly characterName: string | null;
  readonly version: number | null;
  /** True for the project's own test cards (not printed UFS cards). */
  readonly original: boolean;
}

export type Card = FabCard | RiftboundCard | UfsCard;
export type CardOf<G extends Game> = Extract<Card, { game: G }>;
