import { WTR_CARDS } from "./data/wtr";

/** Card ids by name and colour, so deck lists read like deck lists. */
function id(name: string, color: "Red" | "Yellow" | "Blue" | null = null): string {
  const card = WTR_CARDS.find((c) => c.name === name && c.color === color);
  if (card === undefined) throw new Error(`decks: no card ${name} ${color ?? ""}`);
  return card.id;
}
const twoOfEach = (name: string, colors: readonly ("Red" | "Yellow" | "Blue")[] = ["Red", "Yellow", "Blue"]): string[] =>
  colors.flatMap((c) => [id(name, c), id(name, c)]);

const IRONROT = [id("Ironrot Helm"), id("Ironrot Plate"), id("Ironrot Gauntlet"), id("Ironrot Legs")];

/** Blitz: young Rhinar, Romping Club, Ironrot equipment, 40 deck-cards. */
export const RHINAR_BLITZ: readonly string[] = [
  id("Rhinar"),
  id("Romping Club"),
  ...IRONROT,
  ...twoOfEach("Savage Swing"),
  ...twoOfEach("Wrecker Romp"),
  ...twoOfEach("Pack Hunt"),
  ...twoOfEach("Smash Instinct"),
  ...twoOfEach("Breakneck Battery"),
  ...twoOfEach("Awakening Bellow", ["Red", "Yellow"]),
  id("Alpha Rampage", "Red"),
  id("Alpha Rampage", "Red"),
  ...twoOfEach("Sigil of Solace", ["Red"]),
  ...twoOfEach("Unmovable", ["Blue"]),
];

/** Blitz: young Dorinthea, Dawnblade, Ironrot equipment, 40 deck-cards. */
export const DORINTHEA_BLITZ: readonly string[] = [
  id("Dorinthea"),
  id("Dawnblade"),
  ...IRONROT,
  ...twoOfEach("Sharpen Steel"),
  ...twoOfEach("Driving Blade"),
  ...twoOfEach("Warrior's Valor"),
  ...twoOfEach("Overpower"),
  ...twoOfEach("Steelblade Shunt"),
  ...twoOfEach("Snatch"),
  ...twoOfEach("Ironsong Determination", ["Yellow"]),
  ...twoOfEach("Glint the Quicksilver", ["Blue"]),
];

export const SAMPLE_DECKS: Readonly<Record<string, readonly string[]>> = {
  "rhinar-blitz": RHINAR_BLITZ,
  "dorinthea-blitz": DORINTHEA_BLITZ,
};
