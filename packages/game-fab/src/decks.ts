import { KNOWN_CARDS } from "./cards";

/** Card ids by name and colour, so deck lists read like deck lists. */
function id(name: string, color: "Red" | "Yellow" | "Blue" | null = null): string {
  const card = KNOWN_CARDS.find((c) => c.name === name && c.color === color);
  if (card === undefined) throw new Error(`decks: no card ${name} ${color ?? ""}`);
  return card.id;
}
const twoOfEach = (name: string, colors: readonly ("Red" | "Yellow" | "Blue")[] = ["Red", "Yellow", "Blue"]): string[] =>
  colors.flatMap((c) => [id(name, c), id(name, c)]);

const IRONROT = [id("Ironrot Helm"), id("Ironrot Plate"), id("Ironrot Gauntlet"), id("Ironrot Legs")];

/** Blitz: young Rhinar, Romping Club, Hope Merchant's Hood and the other Ironrot equipment, 40 deck-cards. */
export const RHINAR_BLITZ: readonly string[] = [
  id("Rhinar"),
  id("Romping Club"),
  id("Hope Merchant's Hood"),
  ...IRONROT.slice(1),
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
  ...twoOfEach("Snatch", ["Red", "Yellow"]),
  id("Stroke of Foresight", "Red"),
  id("Singing Steelblade", "Yellow"),
  ...twoOfEach("Ironsong Determination", ["Yellow"]),
  ...twoOfEach("Glint the Quicksilver", ["Blue"]),
];

/** Blitz: young Bravo, Anothos, Tectonic Plating, Helm of Isen's Peak, 40 deck-cards. */
export const BRAVO_BLITZ: readonly string[] = [
  id("Bravo"),
  id("Anothos"),
  id("Tectonic Plating"),
  id("Helm of Isen's Peak"),
  id("Ironrot Gauntlet"),
  id("Ironrot Legs"),
  ...twoOfEach("Crippling Crush", ["Red"]),
  ...twoOfEach("Spinal Crush", ["Red"]),
  ...twoOfEach("Cranial Crush", ["Blue"]),
  ...twoOfEach("Disable"),
  ...twoOfEach("Buckling Blow", ["Red", "Yellow"]),
  ...twoOfEach("Cartilage Crush", ["Red", "Yellow"]),
  ...twoOfEach("Debilitate", ["Red", "Blue"]),
  ...twoOfEach("Staunch Response", ["Red", "Blue"]),
  ...twoOfEach("Forged for War", ["Yellow"]),
  ...twoOfEach("Emerging Power", ["Red"]),
  ...twoOfEach("Stonewall Confidence", ["Blue"]),
  ...twoOfEach("Sink Below", ["Red", "Blue"]),
  ...twoOfEach("Sigil of Solace", ["Red"]),
];

/** Blitz: young Katsu, two Harmonized Kodachi, Mask of Momentum, Breaking Scales, 40 deck-cards. */
export const KATSU_BLITZ: readonly string[] = [
  id("Katsu"),
  id("Harmonized Kodachi"),
  id("Harmonized Kodachi"),
  id("Mask of Momentum"),
  id("Breaking Scales"),
  id("Ironrot Plate"),
  id("Ironrot Legs"),
  ...twoOfEach("Head Jab"),
  ...twoOfEach("Leg Tap"),
  ...twoOfEach("Surging Strike", ["Red", "Blue"]),
  ...twoOfEach("Open the Center", ["Red", "Yellow"]),
  ...twoOfEach("Rising Knee Thrust", ["Red", "Yellow"]),
  ...twoOfEach("Whelming Gustwave", ["Red", "Blue"]),
  ...twoOfEach("Blackout Kick", ["Red"]),
  ...twoOfEach("Fluster Fist", ["Red"]),
  ...twoOfEach("Hurricane Technique", ["Yellow"]),
  ...twoOfEach("Pounding Gale", ["Red"]),
  ...twoOfEach("Flic Flak", ["Red"]),
  id("Mugenshi: RELEASE", "Yellow"),
  id("Lord of Wind", "Blue"),
];

/** Blitz: young Kano, Crucible of Aetherweave, the Nullrune equipment (Arcane Barrier 1 each), 40 deck-cards. */
export const KANO_BLITZ: readonly string[] = [
  id("Kano"),
  id("Crucible of Aetherweave"),
  id("Nullrune Hood"),
  id("Nullrune Robe"),
  id("Nullrune Gloves"),
  id("Nullrune Boots"),
  ...twoOfEach("Scalding Rain"),
  ...twoOfEach("Zap"),
  ...twoOfEach("Voltic Bolt"),
  ...twoOfEach("Sigil of Solace"),
  ...twoOfEach("Sink Below"),
  ...twoOfEach("Wounding Blow"),
  ...twoOfEach("Snatch", ["Red", "Yellow"]),
];

/**
 * Blitz: young Viserai, Nebula Blade, the Nullrune equipment, 40 deck-cards of Arcane Rising Runeblade: Runechant makers
 * (Read the Runes, Oath of the Arknight, Spellblade Strike, Spellblade Assault, Reduce to Runechant, Mordred Tide) and
 * attacks that cost less for each Runechant (Rune Flash, Drawn to the Dark Dimension), and the generic Whisper of the Oracle (opt 4).
 */
export const VISERAI_BLITZ: readonly string[] = [
  id("Viserai"),
  id("Nebula Blade"),
  id("Nullrune Hood"),
  id("Nullrune Robe"),
  id("Nullrune Gloves"),
  id("Nullrune Boots"),
  ...twoOfEach("Read the Runes"),
  ...twoOfEach("Oath of the Arknight"),
  ...twoOfEach("Spellblade Strike"),
  ...twoOfEach("Spellblade Assault"),
  ...twoOfEach("Rune Flash"),
  ...twoOfEach("Drawn to the Dark Dimension", ["Red", "Yellow"]),
  ...twoOfEach("Whisper of the Oracle", ["Red"]),
  ...twoOfEach("Reduce to Runechant", ["Red"]),
  ...twoOfEach("Mordred Tide", ["Red"]),
];

/**
 * Blitz: young Dash, Teklo Plasma Pistol, Teklo Foundry Heart, Achilles Accelerator, Nullrune Hood and Gloves, 40 deck-cards of
 * Arcane Rising Mechanologist: attacks with boost (Throttle, Zero to Sixty, Zipper Hit, Over Loop, Pedal to the Metal), Locked
 * and Loaded, High Octane and the items Dash may start the game with (Teklo Core, Optekal Monocle, Hyper Driver).
 */
export const DASH_BLITZ: readonly string[] = [
  id("Dash"),
  id("Teklo Plasma Pistol"),
  id("Teklo Foundry Heart"),
  id("Achilles Accelerator"),
  id("Nullrune Hood"),
  id("Nullrune Gloves"),
  ...twoOfEach("Throttle"),
  ...twoOfEach("Zero to Sixty"),
  ...twoOfEach("Zipper Hit"),
  ...twoOfEach("Over Loop"),
  ...twoOfEach("Pedal to the Metal"),
  ...twoOfEach("Locked and Loaded", ["Red", "Blue"]),
  ...twoOfEach("High Octane", ["Red"]),
  ...twoOfEach("Teklo Core", ["Blue"]),
  id("Optekal Monocle", "Blue"),
  id("Hyper Driver", "Red"),
];

/**
 * Blitz: young Azalea, Death Dealer, Skullbone Crosswrap, Bull's Eye Bracers, Nullrune Robe and Boots, 40 deck-cards of Arcane
 * Rising Ranger: arrows (played from the arsenal with the bow, CR 8.2.6a), cards that reload (CR 8.5.23) or put arrows face
 * up into the arsenal, Take Aim and Rapid Fire for them, and Take Cover to defend.
 */
export const AZALEA_BLITZ: readonly string[] = [
  id("Azalea"),
  id("Death Dealer"),
  id("Skullbone Crosswrap"),
  id("Bull's Eye Bracers"),
  id("Nullrune Robe"),
  id("Nullrune Boots"),
  ...twoOfEach("Red in the Ledger", ["Red"]),
  ...twoOfEach("Endless Arrow", ["Red"]),
  ...twoOfEach("Nock the Deathwhistle", ["Blue"]),
  ...twoOfEach("Rapid Fire", ["Yellow"]),
  ...twoOfEach("Take Cover"),
  ...twoOfEach("Silver the Tip", ["Red", "Blue"]),
  ...twoOfEach("Take Aim", ["Red", "Blue"]),
  ...twoOfEach("Head Shot", ["Red", "Yellow"]),
  ...twoOfEach("Hamstring Shot", ["Red"]),
  ...twoOfEach("Ridge Rider Shot", ["Red"]),
  ...twoOfEach("Searing Shot", ["Red", "Yellow"]),
  ...twoOfEach("Sic 'Em Shot", ["Red", "Blue"]),
  ...twoOfEach("Salvage Shot", ["Red"]),
];

/**
 * Blitz: young Kassai dual-wielding two Cintari Sabers, Courage of Bladehold, Braveforge Bracers and Ironrot equipment, 40
 * deck-cards of Warrior weapon support from Crucible of War (Hit and Run, Spoils of War, Dauntless, Out for Blood, Push Forward,
 * Twinning Blade, Unified Decree) and Welcome to Rathe (Driving Blade, Warrior's Valor, Steelblade Shunt), and Sink Below.
 */
export const KASSAI_BLITZ: readonly string[] = [
  id("Kassai, Cintari Sellsword"),
  id("Cintari Saber"),
  id("Cintari Saber"),
  id("Courage of Bladehold"),
  id("Braveforge Bracers"),
  id("Ironrot Helm"),
  id("Ironrot Legs"),
  ...twoOfEach("Hit and Run"),
  ...twoOfEach("Driving Blade"),
  ...twoOfEach("Out for Blood"),
  ...twoOfEach("Warrior's Valor", ["Red", "Yellow"]),
  ...twoOfEach("Dauntless", ["Red", "Yellow"]),
  ...twoOfEach("Push Forward", ["Red", "Yellow"]),
  ...twoOfEach("Spoils of War", ["Red"]),
  ...twoOfEach("Twinning Blade", ["Yellow"]),
  ...twoOfEach("Unified Decree", ["Yellow"]),
  ...twoOfEach("Steelblade Shunt", ["Red"]),
  ...twoOfEach("Sink Below", ["Red"]),
];

/**
 * Blitz: young Kayo, two Mandible Claws, Skullhorn, Barkbone Strapping, Ironrot Gauntlet and Legs, 40 deck-cards of
 * Brute: Crucible of War's attacks that read a discarded card with 6 or more power (Massacre, Predatory Assault, Riled Up),
 * the discard-a-random-card attacks of both sets (Barraging Big Horn, Swing Fist, Think Later, Savage Swing, Wrecker Romp),
 * Beast Within, Argh... Smash! and Unmovable.
 */
export const KAYO_BLITZ: readonly string[] = [
  id("Kayo, Berserker Runt"),
  id("Mandible Claw"),
  id("Mandible Claw"),
  id("Skullhorn"),
  id("Barkbone Strapping"),
  id("Ironrot Gauntlet"),
  id("Ironrot Legs"),
  ...twoOfEach("Beast Within", ["Yellow"]),
  ...twoOfEach("Massacre", ["Red"]),
  ...twoOfEach("Barraging Big Horn"),
  ...twoOfEach("Predatory Assault"),
  ...twoOfEach("Riled Up", ["Red", "Yellow"]),
  ...twoOfEach("Swing Fist, Think Later"),
  ...twoOfEach("Savage Swing"),
  ...twoOfEach("Wrecker Romp", ["Red", "Yellow"]),
  ...twoOfEach("Argh... Smash!", ["Yellow"]),
  ...twoOfEach("Unmovable", ["Blue"]),
];

/**
 * Blitz: young Ira dual-wielding two Zephyr Needles, Breeze Rider Boots, Mask of Momentum and Ironrot equipment, 40 deck-cards of
 * Crucible of War Ninja: the combo chains Soulbead Strike – Crane Dance – Find Center / Heron's Flight and Torrent of Tempo –
 * Rushing River – Flood of Force, Whirling Mist Blossom (Ira Specialization), Bittering Thorns, Salt the Wound, Flying Kick, and
 * Flic Flak.
 */
export const IRA_BLITZ: readonly string[] = [
  id("Ira, Crimson Haze"),
  id("Zephyr Needle"),
  id("Zephyr Needle"),
  id("Breeze Rider Boots"),
  id("Mask of Momentum"),
  id("Ironrot Plate"),
  id("Ironrot Gauntlet"),
  ...twoOfEach("Soulbead Strike"),
  ...twoOfEach("Crane Dance"),
  ...twoOfEach("Torrent of Tempo"),
  ...twoOfEach("Rushing River"),
  ...twoOfEach("Find Center", ["Blue"]),
  ...twoOfEach("Heron's Flight", ["Red"]),
  ...twoOfEach("Flood of Force", ["Yellow"]),
  ...twoOfEach("Whirling Mist Blossom", ["Yellow"]),
  ...twoOfEach("Bittering Thorns", ["Yellow"]),
  ...twoOfEach("Salt the Wound", ["Yellow"]),
  ...twoOfEach("Flying Kick", ["Red"]),
  ...twoOfEach("Flic Flak", ["Red"]),
];

/**
 * Blitz: Data Doll MKII (Crucible of War), Teklo Plasma Pistol, Viziertronic Model i and Mechanologist equipment, 40 deck-cards: boost
 * attacks, what reads the boosts this combat chain, and items with cost 2 or less for the hero to put into the arena from a boost.
 */
export const DATA_DOLL_BLITZ: readonly string[] = [
  id("Data Doll MKII"),
  id("Teklo Plasma Pistol"),
  id("Viziertronic Model i"),
  id("Teklo Foundry Heart"),
  id("Nullrune Gloves"),
  id("Nullrune Boots"),
  ...twoOfEach("High Speed Impact"),
  ...twoOfEach("Combustible Courier"),
  ...twoOfEach("Overblast"),
  ...twoOfEach("Throttle"),
  ...twoOfEach("Zipper Hit"),
  ...twoOfEach("Zero to Sixty", ["Red", "Yellow"]),
  ...twoOfEach("Teklovossen's Workshop", ["Red"]),
  ...twoOfEach("Hyper Driver", ["Red"]),
  id("Induction Chamber", "Red"),
  id("Plasma Purifier", "Red"),
];

/**
 * Blitz: Shiyana, Diamond Gemini (Crucible of War) with Talishar, the Lost Prince and Generic equipment, 40 deck-cards: Generic cards
 * (CR 1.1.3: her only class is Shapeshifter) and, by her meta-static ability (CR 5.4.3, 1.1.3a), specialization cards of six other
 * heroes — Rhinar's Alpha Rampage and Sand Sketched Plan, Katsu's Mugenshi: RELEASE, Dorinthea's Steelblade Supremacy (Talishar is
 * a sword), Ira's Whirling Mist Blossom, Kano's Blazing Aether and Viserai's Become the Arknight. Each turn she copies a hero, and
 * her Generic cards are that hero's class too.
 */
export const SHIYANA_BLITZ: readonly string[] = [
  id("Shiyana, Diamond Gemini"),
  id("Talishar, the Lost Prince"),
  id("Hope Merchant's Hood"),
  id("Ironrot Plate"),
  id("Ironrot Gauntlet"),
  id("Ironrot Legs"),
  ...twoOfEach("Alpha Rampage", ["Red"]),
  ...twoOfEach("Sand Sketched Plan", ["Blue"]),
  ...twoOfEach("Mugenshi: RELEASE", ["Yellow"]),
  ...twoOfEach("Steelblade Supremacy", ["Red"]),
  ...twoOfEach("Whirling Mist Blossom", ["Yellow"]),
  ...twoOfEach("Blazing Aether", ["Red"]),
  ...twoOfEach("Become the Arknight", ["Blue"]),
  ...twoOfEach("Enlightened Strike", ["Red"]),
  ...twoOfEach("Snatch", ["Red"]),
  ...twoOfEach("Scar for a Scar", ["Red"]),
  ...twoOfEach("Ravenous Rabble", ["Red"]),
  ...twoOfEach("Brutal Assault", ["Red", "Yellow"]),
  ...twoOfEach("Barraging Brawnhide", ["Red"]),
  ...twoOfEach("Wounding Blow", ["Blue"]),
  ...twoOfEach("Nimblism", ["Blue"]),
  ...twoOfEach("Sigil of Solace", ["Blue"]),
  ...twoOfEach("Sink Below", ["Blue"]),
  ...twoOfEach("Unmovable", ["Blue"]),
  id("Cracked Bauble", "Yellow"),
  id("Cracked Bauble", "Yellow"),
];

export const SAMPLE_DECKS: Readonly<Record<string, readonly string[]>> = {
  "rhinar-blitz": RHINAR_BLITZ,
  "dorinthea-blitz": DORINTHEA_BLITZ,
  "bravo-blitz": BRAVO_BLITZ,
  "katsu-blitz": KATSU_BLITZ,
  "kano-blitz": KANO_BLITZ,
  "viserai-blitz": VISERAI_BLITZ,
  "dash-blitz": DASH_BLITZ,
  "azalea-blitz": AZALEA_BLITZ,
  "kassai-blitz": KASSAI_BLITZ,
  "kayo-blitz": KAYO_BLITZ,
  "ira-blitz": IRA_BLITZ,
  "data-doll-blitz": DATA_DOLL_BLITZ,
  "shiyana-blitz": SHIYANA_BLITZ,
};
