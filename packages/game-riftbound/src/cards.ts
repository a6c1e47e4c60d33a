/**
 * The engine's Riftbound card table: the project's original test cards (name prefix "Test —",
 * `original: true`, set "TST") and every real card of `@tablecast/cards` (by riftbound id or
 * collector code). This is the data (stats, text, keywords the rules read); what a card does is its
 * module in `cards/`, registered by id. A real card is played by the rules only once it has a module.
 */
import { cardById, cardsOf, type RiftboundCard } from "@tablecast/cards";


export type Domain = "fury" | "calm" | "mind" | "body" | "chaos" | "order";

export type CardType = "legend" | "champion" | "unit" | "spell" | "gear" | "battlefield" | "rune";

export const DOMAINS: readonly Domain[] = ["fury", "calm", "mind", "body", "chaos", "order"];

export interface CardDef {
  readonly id: string;
  readonly name: string;
  readonly type: CardType;
  /** The card's one domain, whose Power its cost asks (131); absent for legends, colorless cards and cards of two domains. */
  readonly domain?: Domain;
  /** Every domain of the card (a legend has two, 103.1.b; colorless cards none). */
  readonly domains: readonly Domain[];
  /** Tags (a champion unit's and a legend's champion tag, 103.2.a.2; Signature cards', 103.2.d). */
  readonly tags: readonly string[];
  /** Champion (a champion unit or legend), Signature (103.2.d), Token (183), Basic (runes). */
  readonly supertype?: "champion" | "signature" | "token" | "basic";
  /** 825: only one copy of the name in a deck. */
  readonly unique?: true;
  /** Set code: "TST" for the test cards, else the set of its printing ("OGN"). */
  readonly set: string;
  /** Collector code of a real card ("OGN-251"). */
  readonly code?: string;
  /** A real card's keywords as the data lists them ("Assault 2", "Hidden"). */
  readonly printedKeywords?: readonly string[];
  /** Energy cost (131). */
  readonly cost?: number;
  /** Power cost: how many power of the card's own domain (131, [C]). */
  readonly power?: number;
  readonly might?: number;
  /** Keywords (800–826) with their number where they have one. */
  readonly keywords?: Readonly<{
    /** 815: must be assigned combat damage first. */
    tank?: true;
    /** 826: must be assigned combat damage last. */
    backline?: true;
    /** 807: +N Might while attacking. */
    assault?: number;
    /** 814: +N Might while defending. */
    shield?: number;
    /** 810: may move from battlefield to battlefield. */
    ganking?: true;
    /** 806: may be played in showdowns (on one's own focus). */
    action?: true;
    /** 813: may be played at any time one has priority, on any turn. */
    reaction?: true;
    /** 364.3.a: "While I'm attacking or defending alone, I have +N Might." */
    alone?: number;
    /** 809: "Spells and abilities an opponent controls that choose me cost N Power (of any domain) more." */
    deflect?: number;
    /** 805: "As you play me, you may pay [1] and 1 Power of my domain more; if you do, I enter ready." */
    accelerate?: true;
    /** "I enter ready." */
    entersReady?: true;
    /** A legend: "While a friendly unit defends alone, it gets +N Might." */
    friendlyDefendsAlone?: number;
    /** A battlefield: "Units here have +N Might." */
    unitsHere?: number;
    /** A battlefield: "Increase the points needed to win the game by N." */
    victoryScore?: number;
    /** "Other friendly units enter ready." */
    othersEnterReady?: true;
    /** Lee Sin - Ascetic: "I can have any number of buffs." (426.1.c's exception) */
    anyNumberOfBuffs?: true;
    /** "If …, I enter ready.": an opponent within 3 points of the Victory Score (Leona - Zealot), an opponent controlling a battlefield (Vayne - Hunter). */
    entersReadyIf?: "opponent-near-victory" | "opponent-controls-battlefield";
    /** Gear: "This enters exhausted." */
    entersExhausted?: true;
    /** A battlefield: "Units can't move from here to base." */
    noMoveToBase?: true;
    /** "You may play me to an open battlefield." (open: unoccupied and uncontrolled) */
    toOpenBattlefield?: true;
    /** "Friendly units may be played to open battlefields." (while it is on the board) */
    friendliesToOpenBattlefields?: true;
    /** "You may play me to an occupied enemy battlefield." */
    toOccupiedEnemyBattlefield?: true;
    /** Mageseeker Warden: "While I'm at a battlefield, opponents can only play units to their base. While I'm at a battlefield, spells and abilities can't ready enemy units and gear." */
    wardsBattlefields?: true;
    /** Heimerdinger - Inventor: "I have all [E] abilities of all friendly legends, units, and gear." */
    hasFriendlyExhaustAbilities?: true;
  }>;
  readonly text?: string;
  /** True for the project's own test cards. */
  readonly original: boolean;
}

type TestSpec = Omit<CardDef, "original" | "name" | "domains" | "tags" | "set"> & { readonly name: string; readonly tags?: readonly string[] };
const test = (c: TestSpec): CardDef => ({
  ...c,
  name: `Test — ${c.name}`,
  domains: c.domain === undefined ? [] : [c.domain],
  tags: c.tags ?? [],
  set: "TST",
  ...(c.type === "champion" || c.type === "legend" ? { supertype: "champion" as const } : {}),
  original: true,
});
const unit = (id: string, name: string, domain: Domain, cost: number, might: number, more: Partial<TestSpec> = {}): CardDef =>
  test({ id, name, type: "unit", domain, cost, might, ...more });
const spell = (id: string, name: string, domain: Domain, cost: number, keywords: CardDef["keywords"], text: string, power = 0): CardDef =>
  test({ id, name, type: "spell", domain, cost, ...(power > 0 ? { power } : {}), ...(keywords === undefined ? {} : { keywords }), text });

const LIST: readonly CardDef[] = [
  test({ id: "t-legend-ember", name: "Ember Warden", type: "legend", domain: "fury", tags: ["Ember"], text: "[1], [E]: Give a friendly unit +1 Might this turn." }),
  test({ id: "t-legend-tide", name: "Tide Sage", type: "legend", domain: "calm", tags: ["Tide"], text: "[2], [E]: Draw 1." }),
  test({ id: "t-champ-ember", name: "Ember Champion", type: "champion", domain: "fury", cost: 3, power: 1, might: 4, tags: ["Ember"], keywords: { assault: 1 }, text: "Assault 1." }),
  test({ id: "t-champ-tide", name: "Tide Champion", type: "champion", domain: "calm", cost: 3, power: 1, might: 3, tags: ["Tide"], keywords: { shield: 2 }, text: "Shield 2." }),
  // Fury: fast and aggressive.
  unit("t-fury-01", "Cinder Scout", "fury", 1, 1, { keywords: { ganking: true }, text: "Ganking." }),
  unit("t-fury-02", "Ash Brute", "fury", 2, 2),
  unit("t-fury-03", "Magma Giant", "fury", 3, 4),
  unit("t-fury-04", "Spark Runner", "fury", 4, 3, { keywords: { assault: 2 }, text: "Assault 2." }),
  unit("t-fury-05", "Blaze Sentry", "fury", 5, 5, { keywords: { tank: true }, text: "Tank." }),
  unit("t-fury-06", "Coal Hound", "fury", 1, 2),
  unit("t-fury-07", "Ember Lancer", "fury", 2, 1, { keywords: { assault: 2 }, text: "Assault 2." }),
  unit("t-fury-08", "Pyre Keeper", "fury", 3, 3, { text: "When you play me, draw 1." }),
  unit("t-fury-09", "Smoke Raider", "fury", 4, 5, { power: 1 }),
  unit("t-fury-10", "Kiln Warden", "fury", 5, 4, { text: "Deathknell — Draw 2." }),
  spell("t-fury-11", "Firebolt", "fury", 1, { action: true }, "Action. Deal 2 to an enemy unit at a battlefield."),
  spell("t-fury-12", "Battle Cry", "fury", 1, { reaction: true }, "Reaction. Give a friendly unit +2 Might this turn."),
  test({ id: "t-fury-13", name: "War Drum", type: "gear", domain: "fury", cost: 2, text: "[E]: Buff a friendly unit." }),
  // Calm: sturdy and patient.
  unit("t-calm-01", "Still Acolyte", "calm", 1, 1, { keywords: { backline: true }, text: "Backline." }),
  unit("t-calm-02", "Reef Guard", "calm", 2, 2, { keywords: { shield: 1 }, text: "Shield 1." }),
  unit("t-calm-03", "Deep Leviathan", "calm", 3, 4),
  unit("t-calm-04", "Mist Walker", "calm", 4, 3, { text: "When you play me, play a 1 Might Recruit unit token to your base." }),
  unit("t-calm-05", "Pearl Diver", "calm", 5, 5, { power: 1 }),
  unit("t-calm-06", "Shoal Keeper", "calm", 1, 2, { keywords: { tank: true }, text: "Tank." }),
  unit("t-calm-07", "Current Monk", "calm", 2, 1, { text: "When you play me, draw 1." }),
  unit("t-calm-08", "Harbor Sentinel", "calm", 3, 3, { keywords: { shield: 2 }, text: "Shield 2." }),
  unit("t-calm-09", "Tide Caller", "calm", 4, 5),
  spell("t-calm-10", "Undertow", "calm", 2, { reaction: true }, "Reaction. Recall a friendly unit at a battlefield."),
  spell("t-calm-11", "Slack Water", "calm", 1, { action: true }, "Action. Stun an enemy unit."),
  spell("t-calm-12", "Deep Current", "calm", 2, undefined, "Channel 1 rune exhausted. Draw 1."),
  spell("t-calm-13", "Riptide", "calm", 3, undefined, "Kill an enemy unit with 3 Might or less.", 1),
  // Cards outside the sample decks, for the rules' worked examples.
  spell("t-fury-14", "Seeker Bolt", "fury", 2, undefined, "Deal 3 to an enemy unit at a battlefield. Draw 1."),
  unit("t-fury-15", "Lone Duelist", "fury", 2, 2, { keywords: { alone: 2 }, text: "While I'm attacking or defending alone, I have +2 Might." }),
  spell("t-fury-16", "Topple", "fury", 2, { reaction: true }, "Reaction. Kill a Mighty enemy unit (5 or more Might)."),
  // Keyword cards, in the sample decks too.
  unit("t-fury-17", "Blitz Rider", "fury", 3, 3, { keywords: { accelerate: true }, text: "Accelerate (As you play me, you may pay [1] and 1 fury Power more. If you do, I enter ready.)" }),
  unit("t-fury-18", "Pack Striker", "fury", 2, 2, { text: "[Legion] — When you play me, draw 1. (Get the effect if you've played another card this turn.)" }),
  unit("t-calm-15", "Coral Warden", "calm", 2, 2, { keywords: { deflect: 1 }, text: "Deflect (Spells and abilities an opponent controls that choose me cost 1 Power of any domain more.)" }),
  unit("t-calm-14", "Tide Spirit", "calm", 1, 3, { text: "Temporary (At the start of your Beginning Phase, before scoring, kill me.)" }),
  // Tokens (184): not cards, cost 0, no domain.
  // Battlefields: each player brings three; one of each player's is picked at random (480.5).
  test({ id: "t-bf-ridge", name: "Windy Ridge", type: "battlefield" }),
  test({ id: "t-bf-grove", name: "Quiet Grove", type: "battlefield", text: "When you hold here, channel 1 rune exhausted." }),
  test({ id: "t-bf-forge", name: "Old Forge", type: "battlefield", text: "When you conquer here, draw 1." }),
  test({ id: "t-bf-shrine", name: "Sunken Shrine", type: "battlefield", text: "When you hold here, draw 1." }),
  test({ id: "t-bf-pass", name: "Narrow Pass", type: "battlefield" }),
  test({ id: "t-bf-delta", name: "River Delta", type: "battlefield", text: "When you conquer here, channel 1 rune exhausted." }),
  test({ id: "t-rune-fury", name: "Fury Rune", type: "rune", domain: "fury" }),
  test({ id: "t-rune-calm", name: "Calm Rune", type: "rune", domain: "calm" }),
];

/** The original test cards by id. */
export const CARDS: ReadonlyMap<string, CardDef> = new Map(LIST.map((c) => [c.id, c]));

// Real cards: one rules card per name (reprints, alternate arts and promos of a name share its text);
// its id is the preferred riftbound id of the name (`cardsOf` lists it first).
let realByName: Map<string, string> | undefined;
/** The rules id of a real card: the preferred riftbound id of its name. */
function rulesId(c: RiftboundCard): string {
  if (realByName === undefined) {
    realByName = new Map();
    for (const x of cardsOf("riftbound")) if (!realByName.has(x.name)) realByName.set(x.name, x.id);
  }
  return realByName.get(c.name) ?? c.id;
}

const TYPES: Readonly<Record<string, CardType>> = { Legend: "legend", Unit: "unit", Spell: "spell", Gear: "gear", Battlefield: "battlefield", Rune: "rune" };
const SUPERTYPES: Readonly<Record<string, CardDef["supertype"]>> = { Champion: "champion", Signature: "signature", Token: "token", Basic: "basic" };

/** The keywords the rules read, from the card's keyword list ("Assault 2", "Tank"); the rest stay in its text. */
function keywordsOf(c: RiftboundCard): CardDef["keywords"] {
  const k: { -readonly [K in keyof NonNullable<CardDef["keywords"]>]: NonNullable<CardDef["keywords"]>[K] } = {};
  for (const word of c.keywords) {
    const m = /^([A-Za-z-]+)(?: (\d+))?$/.exec(word);
    if (m === null) continue;
    const n = m[2] === undefined ? 1 : Number(m[2]);
    if (m[1] === "Tank") k.tank = true;
    else if (m[1] === "Backline") k.backline = true;
    else if (m[1] === "Assault") k.assault = n;
    else if (m[1] === "Shield") k.shield = n;
    else if (m[1] === "Ganking") k.ganking = true;
    else if (m[1] === "Action") k.action = true;
    else if (m[1] === "Reaction") k.reaction = true;
    else if (m[1] === "Deflect") k.deflect = n;
    else if (m[1] === "Accelerate") k.accelerate = true;
  }
  return Object.keys(k).length === 0 ? undefined : k;
}

const MAIN_SETS = ["OGN", "OGS", "SFD", "UNL", "VEN"];
const setRank = (set: string) => (MAIN_SETS.includes(set) ? MAIN_SETS.indexOf(set) : MAIN_SETS.length);
/** The collector code players know a name by: its first main-set printing, a plain one before variants. */
function mainCode(c: RiftboundCard): string {
  const best = [...c.printings].sort((a, b) => setRank(a.set) - setRank(b.set) || (a.variant === undefined ? 0 : 1) - (b.variant === undefined ? 0 : 1))[0];
  return best?.id ?? c.code;
}

/**
 * What the rules read from a real card's text beyond its keyword list (statics the values of
 * values.ts and setup read), by collector code. A card is played only once it has a module in
 * `cards/`; these rows are part of its implementation.
 */
const TEXT_KEYWORDS: Readonly<Record<string, NonNullable<CardDef["keywords"]>>> = {
  // Wielder of Water: "While I'm attacking or defending alone, I have +2 Might." (364.3.a)
  "OGN-055": { alone: 2 },
  // Master Yi - Honed, Vanguard Attendant: "I enter ready."
  "OGS-009": { entersReady: true },
  "OGS-016": { entersReady: true },
  // Warwick - Hunter: "I enter ready."
  "OGN-159": { entersReady: true },
  // Master Yi - Wuju Bladesman: "While a friendly unit defends alone, it gets +2 Might."
  "OGS-019": { friendlyDefendsAlone: 2 },
  // Trifarian War Camp: "Units here have +1 Might."
  "OGN-294": { unitsHere: 1 },
  // Aspirant's Climb: "Increase the points needed to win the game by 1."
  "OGN-276": { victoryScore: 1 },
  // Magma Wurm: "Other friendly units enter ready."
  "OGN-011": { othersEnterReady: true },
  // Iron Ballista: "This enters exhausted."
  "OGN-017": { entersExhausted: true },
  // Vilemaw's Lair: "Units can't move from here to base."
  "OGN-295": { noMoveToBase: true },
  // Sai Scout, Sneaky Deckhand: "You may play me to an open battlefield."
  "OGN-174": { toOpenBattlefield: true },
  "OGN-176": { toOpenBattlefield: true },
  // Miss Fortune - Buccaneer: "You may play me to an open battlefield. Friendly units may be played to open battlefields."
  "OGN-193": { toOpenBattlefield: true, friendliesToOpenBattlefields: true },
  // Mageseeker Warden: "While I'm at a battlefield, opponents can only play units to their base. … spells and abilities can't ready enemy units and gear."
  "OGN-070": { wardsBattlefields: true },
  // Heimerdinger - Inventor: "I have all [E] abilities of all friendly legends, units, and gear." (rules/priority.ts, playing.ts activate)
  "OGN-111": { hasFriendlyExhaustAbilities: true },
  // Lee Sin - Ascetic: "I can have any number of buffs."
  "OGN-078": { anyNumberOfBuffs: true },
  // Leona - Zealot: "If an opponent's score is within 3 points of the Victory Score, I enter ready."
  "OGN-079": { entersReadyIf: "opponent-near-victory" },
  // Vayne - Hunter: "If an opponent controls a battlefield, I enter ready."
  "OGN-035": { entersReadyIf: "opponent-controls-battlefield" },
  // Caitlyn - Patrolling: "I must be assigned combat damage last." (Backline's rule, 826)
  "OGN-068": { backline: true },
  // Deadbloom Predator: "You may play me to an occupied enemy battlefield."
  "OGN-161": { toOccupiedEnemyBattlefield: true },
};

/** A token's name is its front face's: the data names the double-sided token cards "Recruit (271) // Buff", "Gold // Buff". */
const tokenFace = (name: string): string => name.replace(/ (\(\d+\) )?\/\/ .*$/, "");

function fromReal(c: RiftboundCard, id: string): CardDef {
  const domains = c.domains.map((d) => d.toLowerCase()).filter((d): d is Domain => (DOMAINS as readonly string[]).includes(d));
  const supertype = c.supertype === null ? undefined : SUPERTYPES[c.supertype];
  const type: CardType = c.type === "Unit" && supertype === "champion" ? "champion" : (TYPES[c.type] ?? "unit");
  const code = mainCode(c);
  const parsed = keywordsOf(c);
  const extra = TEXT_KEYWORDS[code];
  const keywords = extra === undefined ? parsed : { ...parsed, ...extra };
  return {
    id,
    name: supertype === "token" ? tokenFace(c.name) : c.name,
    type,
    ...(domains.length === 1 && type !== "legend" ? { domain: domains[0] } : {}),
    domains,
    tags: c.tags,
    ...(supertype === undefined ? {} : { supertype }),
    ...(c.keywords.includes("Unique") ? { unique: true as const } : {}),
    set: c.printings[0]!.set,
    code,
    printedKeywords: c.keywords,
    ...(c.energy === null ? {} : { cost: c.energy }),
    ...(c.power === null || c.power === 0 ? {} : { power: c.power }),
    ...(c.might === null ? {} : { might: c.might }),
    ...(keywords === undefined ? {} : { keywords }),
    ...(c.text === "" ? {} : { text: c.text }),
    original: false,
  };
}

/** Real cards by rules id, made on first use. */
const REAL = new Map<string, CardDef>();

/**
 * A card by ref: a test card's id, or a real card's riftbound id ("ogn-251-298") or collector
 * code ("OGN-251", "OGN-301*"); every printing of a name gives the one rules card of that name.
 */
export function card(ref: string): CardDef | undefined {
  const t = CARDS.get(ref) ?? REAL.get(ref);
  if (t !== undefined) return t;
  const real = cardById("riftbound", ref);
  if (real === undefined) return undefined;
  const id = rulesId(real);
  let def = REAL.get(id);
  if (def === undefined) {
    def = fromReal(id === real.id ? real : cardById("riftbound", id)!, id);
    REAL.set(id, def);
  }
  return def;
}

/** A card that must exist (ids in a state were checked at setup). */
export function cardDef(id: string): CardDef {
  const c = CARDS.get(id) ?? REAL.get(id) ?? card(id);
  if (c === undefined) throw new Error(`riftbound: unknown card ${id}`);
  return c;
}

/** Every real card id of the data (1,304), each with its rules card, in the data's order. */
export function realCards(): { readonly id: string; readonly code: string; readonly set: string; readonly def: CardDef }[] {
  return cardsOf("riftbound").map((c) => ({ id: c.id, code: c.code, set: c.printings[0]!.set, def: card(c.id)! }));
}

/** The Recruit unit token (184.1) Recruit effects play: the first of Origins' three printings (OGN-271–273). */
export const RECRUIT = card("OGN-271")!.id;
