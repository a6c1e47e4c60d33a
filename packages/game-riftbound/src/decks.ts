import { deckProblems as checkDeck } from "./rules/deck";

export interface DeckList {
  readonly legend: string;
  readonly champion: string;
  readonly battlefields: readonly string[];
  readonly main: readonly string[];
  readonly runes: readonly string[];
}

const copies = (id: string, n: number): string[] => Array.from({ length: n }, () => id);

/**
 * Sample decks: two of original test cards (the older tests and the board fixture use them), and
 * four of real Origins and Proving Grounds cards the engine plays (by collector code) — Garen and
 * Master Yi (Proving Grounds legends), Darius and Viktor (Origins decks a player would build) —
 * which the bot games and the bench play.
 */
export const SAMPLE_DECKS: Readonly<Record<string, DeckList>> = {
  ember: {
    legend: "t-legend-ember",
    champion: "t-champ-ember",
    battlefields: ["t-bf-ridge", "t-bf-forge", "t-bf-pass"],
    main: [...copies("t-champ-ember", 1), ...threeOfEach("fury"), ...copies("t-fury-17", 3), ...copies("t-fury-18", 3)],
    runes: copies("t-rune-fury", 12),
  },
  tide: {
    legend: "t-legend-tide",
    champion: "t-champ-tide",
    battlefields: ["t-bf-grove", "t-bf-shrine", "t-bf-delta"],
    main: [...copies("t-champ-tide", 1), ...threeOfEach("calm"), ...copies("t-calm-14", 3), ...copies("t-calm-15", 3)],
    runes: copies("t-rune-calm", 12),
  },
  // Garen - Might of Demacia (Body, Order): go wide with Recruits and buffs, draw on a crowded conquer.
  garen: {
    legend: "OGS-023",
    champion: "OGS-007",
    battlefields: ["OGN-275", "OGN-294", "OGN-276"],
    main: [
      ...copies("OGS-007", 3), // Garen - Rugged
      ...copies("OGN-210", 3), // Daring Poro
      ...copies("OGN-217", 3), // Trifarian Gloryseeker
      ...copies("OGN-216", 3), // Soaring Scout
      ...copies("OGN-211", 3), // Faithful Manufactor
      ...copies("OGN-218", 3), // Vanguard Captain
      ...copies("OGN-219", 3), // Vanguard Sergeant
      ...copies("OGN-215", 3), // Petty Officer
      ...copies("OGN-239", 3), // Machine Evangel
      ...copies("OGN-223", 2), // Peak Guardian
      ...copies("OGN-137", 3), // Stormclaw Ursine
      ...copies("OGN-229", 3), // Vengeance
      ...copies("OGS-012", 2), // Blast of Power
      ...copies("OGN-154", 2), // Primal Strength
      ...copies("OGN-134", 1), // Mobilize
    ],
    runes: [...copies("OGN-126", 6), ...copies("OGN-214", 6)],
  },
  // Master Yi - Wuju Bladesman (Calm, Body): Shield and Tank defenders, lone duelists, stuns.
  "master-yi": {
    legend: "OGS-019",
    champion: "OGS-009",
    battlefields: ["OGN-280", "OGN-275", "OGN-294"],
    main: [
      ...copies("OGS-009", 3), // Master Yi - Honed
      ...copies("OGN-052", 3), // Stalwart Poro
      ...copies("OGN-054", 3), // Sunlit Guardian
      ...copies("OGN-055", 3), // Wielder of Water
      ...copies("OGN-049", 3), // Playful Phantom
      ...copies("OGS-005", 3), // Zephyr Sage
      ...copies("OGN-075", 3), // Tasty Faefolk
      ...copies("OGN-137", 3), // Stormclaw Ursine
      ...copies("OGN-142", 2), // Mountain Drake
      ...copies("OGN-050", 3), // Rune Prison
      ...copies("OGN-058", 3), // Discipline
      ...copies("OGN-154", 3), // Primal Strength
      ...copies("OGN-134", 3), // Mobilize
      ...copies("OGN-138", 2), // Catalyst of Aeons
    ],
    runes: [...copies("OGN-042", 6), ...copies("OGN-126", 6)],
  },
  // Darius - Hand of Noxus (Fury, Order): Legion — play two cards a turn, Darius readies, Noxus attacks.
  darius: {
    legend: "OGN-253",
    champion: "OGN-027",
    battlefields: ["OGN-294", "OGN-275", "OGN-297"],
    main: [
      ...copies("OGN-027", 3), // Darius - Trifarian
      ...copies("OGN-243", 2), // Darius - Executioner
      ...copies("OGN-012", 3), // Noxus Hopeful
      ...copies("OGN-010", 3), // Legion Rearguard
      ...copies("OGN-217", 3), // Trifarian Gloryseeker
      ...copies("OGN-016", 3), // Dangerous Duo
      ...copies("OGN-015", 2), // Captain Farron
      ...copies("OGN-218", 3), // Vanguard Captain
      ...copies("OGN-215", 2), // Petty Officer
      ...copies("OGN-210", 3), // Daring Poro
      ...copies("OGN-225", 2), // Solari Chief
      ...copies("OGN-234", 1), // Harnessed Dragon
      ...copies("OGN-009", 3), // Hextech Ray
      ...copies("OGN-005", 2), // Disintegrate
      ...copies("OGN-004", 2), // Cleave
      ...copies("OGN-229", 2), // Vengeance
      ...copies("OGN-228", 1), // Vanguard Helm
    ],
    runes: [...copies("OGN-007", 6), ...copies("OGN-214", 6)],
  },
  // Viktor - Herald of the Arcane (Mind, Order): Recruits from everywhere, answers and card draw.
  viktor: {
    legend: "OGN-265",
    champion: "OGN-246",
    battlefields: ["OGN-280", "OGN-275", "OGN-276"],
    main: [
      ...copies("OGN-246", 3), // Viktor - Leader
      ...copies("OGN-117", 2), // Viktor - Innovator
      ...copies("OGN-211", 3), // Faithful Manufactor
      ...copies("OGN-218", 3), // Vanguard Captain
      ...copies("OGN-216", 3), // Soaring Scout
      ...copies("OGN-096", 3), // Watchful Sentry
      ...copies("OGN-087", 3), // Lecturing Yordle
      ...copies("OGN-103", 2), // Ravenbloom Student
      ...copies("OGN-106", 2), // Sprite Mother
      ...copies("OGN-239", 2), // Machine Evangel
      ...copies("OGN-092", 2), // Riptide Rex
      ...copies("OGN-095", 3), // Stupefy
      ...copies("OGN-093", 2), // Smoke Screen
      ...copies("OGN-085", 2), // Falling Comet
      ...copies("OGS-015", 2), // Recruit the Vanguard
      ...copies("OGN-229", 2), // Vengeance
      ...copies("OGN-114", 1), // Progress Day
    ],
    runes: [...copies("OGN-089", 6), ...copies("OGN-214", 6)],
  },
  // Teemo - Swift Scout (Mind, Chaos): [Hidden] cards hidden at held battlefields and played later for nothing.
  teemo: {
    legend: "OGN-263",
    champion: "OGN-197",
    battlefields: ["OGN-278", "OGN-275", "OGN-276"],
    main: [
      ...copies("OGN-197", 3), // Teemo - Scout
      ...copies("OGN-121", 3), // Teemo - Strategist
      ...copies("OGN-097", 3), // Blastcone Fae
      ...copies("OGN-167", 3), // Ember Monk
      ...copies("OGN-096", 3), // Watchful Sentry
      ...copies("OGN-103", 3), // Ravenbloom Student
      ...copies("OGN-091", 3), // Pit Crew
      ...copies("OGN-084", 3), // Eager Apprentice
      ...copies("OGN-083", 3), // Consult the Past
      ...copies("OGN-094", 3), // Sprite Call
      ...copies("OGN-168", 3), // Fight or Flight
      ...copies("OGN-095", 3), // Stupefy
      ...copies("OGN-101", 2), // Mushroom Pouch
      ...copies("OGN-169", 2), // Gust
    ],
    runes: [...copies("OGN-089", 6), ...copies("OGN-166", 6)],
  },
};

function threeOfEach(domain: string): string[] {
  return Array.from({ length: 13 }, (_, i) => copies(`t-${domain}-${String(i + 1).padStart(2, "0")}`, 3)).flat();
}

/** A deck as the flat list of card refs a match is configured with: legend, battlefields, main deck (with the champion), runes. */
export const flatDeck = (deck: DeckList): string[] => [deck.legend, ...deck.battlefields, ...deck.main, ...deck.runes];

/** The sample decks as match configurations take them. */
export const SAMPLE_DECK_LISTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(SAMPLE_DECKS).map(([k, d]) => [k, flatDeck(d)]));

/** Deck problems by rule (rules/deck.ts: 103, 480.4.a, 825), each "riftbound:<rule> <message>". */
export function deckProblems(deck: DeckList): string[] {
  return checkDeck(flatDeck(deck), { champion: deck.champion }).map((p) => `${p.rule ?? p.code} ${p.message}`);
}
