import { cardById, cardByName, cardsOf, type FabCard } from "@tablecast/cards";
import { describe, expect, it } from "vitest";
import { DORINTHEA_BLITZ, RHINAR_BLITZ, SAMPLE_DECKS } from "./decks";
import { checkCardPool, checkLoadout, defaultLoadout, FORMATS, formatByName, formatLegality, isArenaCard, isDeckCard, isHeroCard, moniker, supertypeSets, zoneOf } from "./formats";

const card = (name: string): FabCard => {
  const c = cardByName("fab", name);
  if (c === undefined) throw new Error(`no card ${name}`);
  return c;
};
const byId = (id: string): FabCard => cardById("fab", id)!;
const copies = (n: number, name: string): FabCard[] => Array.from({ length: n }, () => card(name));
const rhinarBlitz = (): FabCard[] => RHINAR_BLITZ.map(byId);
/** The deck with its first copy of one card replaced by another. */
function swap(deck: readonly FabCard[], from: string, to: string): FabCard[] {
  const i = deck.findIndex((c) => c.name === from);
  if (i < 0) throw new Error(`no ${from} in the deck`);
  return deck.map((c, k) => (k === i ? card(to) : c));
}
const { blitz, cc, open } = FORMATS;

/** A Classic Constructed card-pool for the adult Rhinar: 60 deck-cards, 3 of each, the Welcome to Rathe Brute cards and generics. */
function rhinarCc(): FabCard[] {
  const deck = [
    "Alpha Rampage (red)", "Savage Swing (red)", "Savage Swing (yellow)", "Savage Swing (blue)", "Pack Hunt (red)", "Pack Hunt (yellow)",
    "Pack Hunt (blue)", "Wrecker Romp (red)", "Wrecker Romp (yellow)", "Wrecker Romp (blue)", "Breakneck Battery (red)", "Breakneck Battery (yellow)",
    "Breakneck Battery (blue)", "Smash Instinct (red)", "Smash Instinct (yellow)", "Smash Instinct (blue)", "Sink Below (red)", "Unmovable (blue)",
    "Sigil of Solace (red)", "Barraging Beatdown (red)",
  ].flatMap((name) => copies(3, name));
  return [card("Rhinar, Reckless Rampage"), card("Romping Club"), card("Barkbone Strapping"), card("Scabskin Leathers"), ...deck];
}

describe("the formats (Tournament Rules 7.2, 7.3)", () => {
  it("Blitz: a young hero, 40 deck-cards exactly, 11 arena-cards at most, 2 copies; Classic Constructed: an adult hero, 60 deck-cards at least, 80 cards in all, 3 copies", () => {
    expect(blitz).toMatchObject({ hero: "young", deck: { min: 40, max: 40 }, arenaMax: 11, deckCardsMax: 40, copies: 2, legality: "blitz", rule: "fab:tr:7.3" });
    expect(cc).toMatchObject({ hero: "adult", deck: { min: 60, max: null }, poolMax: 80, copies: 3, legality: "cc", rule: "fab:tr:7.2" });
    expect(formatByName("Classic Constructed")).toBe(cc);
    expect(formatByName(" CC ")).toBe(cc);
    expect(formatByName("Blitz")).toBe(blitz);
    expect(formatByName("Commoner")).toBeUndefined();
  });

  it("every preset is a legal Blitz card-pool, life and intellect from its young hero (CR 2.4.1, 2.5.1)", () => {
    for (const [name, ids] of Object.entries(SAMPLE_DECKS)) {
      const r = checkCardPool({ cards: ids.map(byId) }, blitz);
      expect(r.ok, `${name}: ${r.ok ? "" : r.error.message}`).toBe(true);
    }
    const r = checkCardPool({ cards: rhinarBlitz() }, blitz);
    expect(r.ok && [r.value.hero.name, r.value.life, r.value.intellect, r.value.deck.length]).toEqual(["Rhinar", 20, 4, 40]);
  });

  it("Classic Constructed plays the adult hero with its own life: Rhinar, Reckless Rampage, 40 life, 4 intellect", () => {
    const r = checkCardPool({ cards: rhinarCc() }, cc);
    expect(r.ok && [r.value.life, r.value.intellect, r.value.deck.length, r.value.arena.length]).toEqual([40, 4, 60, 3]);
  });

  it("the hero must be young in Blitz and adult in Classic Constructed (TR 7.3, 7.2)", () => {
    const adult = [card("Rhinar, Reckless Rampage"), ...rhinarBlitz().slice(1)];
    expect(checkCardPool({ cards: adult }, blitz)).toMatchObject({ ok: false, error: { code: "setup/hero", rule: "fab:tr:7.3", message: "Blitz plays a young hero; Rhinar, Reckless Rampage is not one" } });
    const young = [card("Rhinar"), ...rhinarCc().slice(1)];
    expect(checkCardPool({ cards: young }, cc)).toMatchObject({ ok: false, error: { code: "setup/hero", rule: "fab:tr:7.2", message: "Classic Constructed plays an adult hero; Rhinar is young" } });
    expect(checkCardPool({ cards: adult }, open).ok).toBe(true);
    const none = checkCardPool({ cards: rhinarBlitz().slice(1) }, blitz);
    expect(none).toMatchObject({ ok: false, error: { code: "setup/hero", rule: "fab:1.1.1", message: "the deck must name exactly one hero, not 0" } });
  });

  it("Blitz: 39 or 41 deck-cards are refused; deck-cards in a sideboard go past the 40 the card-pool holds", () => {
    const deck = rhinarBlitz();
    expect(checkCardPool({ cards: deck.slice(0, -1) }, blitz)).toMatchObject({ ok: false, error: { code: "setup/deck-size", message: "the Blitz deck has 39 cards, not 40", rule: "fab:tr:7.3" } });
    expect(checkCardPool({ cards: [...deck, card("Pummel (red)")] }, blitz)).toMatchObject({ ok: false, error: { code: "setup/deck-size" } });
    expect(checkCardPool({ cards: deck, sideboard: [card("Pummel (red)")] }, blitz)).toMatchObject({ ok: false, error: { code: "setup/pool-size", rule: "fab:tr:7.3" } });
  });

  it("Blitz: 11 arena-cards at most, sideboard included", () => {
    const heads = ["Arcanite Skullcap", "Balance of Justice", "Bandana of the Blue Beyond", "Blade Beckoner Helm", "Bunker Beard", "Crown of Dominion", "Crown of Providence", "Face Adversity"].map(card);
    expect(checkCardPool({ cards: rhinarBlitz(), sideboard: heads.slice(0, 6) }, blitz).ok).toBe(true);
    const r = checkCardPool({ cards: rhinarBlitz(), sideboard: heads.slice(0, 7) }, blitz);
    expect(r).toMatchObject({ ok: false, error: { code: "setup/pool-size", message: "a Blitz card-pool holds at most 11 arena-cards (weapons, equipment); this one has 12" } });
  });

  it("copies: a third in Blitz and a fourth in Classic Constructed are refused (TR 7.3, 7.2); the sideboard counts", () => {
    const third = swap(rhinarBlitz(), "Pack Hunt (blue)", "Pack Hunt (red)");
    expect(checkCardPool({ cards: third }, blitz)).toMatchObject({ ok: false, error: { code: "setup/copies", rule: "fab:tr:7.3", message: "Blitz allows 2 copies of a card; the deck has 3 of Pack Hunt (red)" } });
    expect(checkCardPool({ cards: third }, open).ok).toBe(true);
    expect(checkCardPool({ cards: rhinarCc(), sideboard: [card("Pack Hunt (red)")] }, cc)).toMatchObject({ ok: false, error: { code: "setup/copies", rule: "fab:tr:7.2" } });
    expect(checkCardPool({ cards: rhinarCc(), sideboard: [card("Pummel (red)"), card("Pummel (red)"), card("Pummel (red)")] }, cc).ok).toBe(true);
  });

  it("Classic Constructed: at least 60 deck-cards, at most 80 cards besides the hero, sideboard included", () => {
    const pool = rhinarCc();
    expect(checkCardPool({ cards: pool.slice(0, -1) }, cc)).toMatchObject({ ok: false, error: { code: "setup/deck-size", message: "the Classic Constructed deck has 59 cards, not at least 60" } });
    const side = ["Pummel (red)", "Pummel (yellow)", "Pummel (blue)", "Bone Head Barrier (yellow)", "Reckless Swing (blue)", "Savage Feast (red)"].flatMap((n) => copies(3, n));
    expect(checkCardPool({ cards: pool, sideboard: side.slice(0, 17) }, cc).ok).toBe(true);
    expect(checkCardPool({ cards: pool, sideboard: side.slice(0, 18) }, cc)).toMatchObject({
      ok: false,
      error: { code: "setup/pool-size", message: "a Classic Constructed card-pool holds at most 80 arena-cards and deck-cards together; this one has 81" },
    });
  });

  it("legality from the card data: the format's column always, its lists (banned, suspended, living legend) in tournament play", () => {
    const tournament = { tournament: true };
    expect(formatLegality(card("Rhinar"), cc)).toEqual({ legal: false, reason: "Rhinar is not legal in Classic Constructed" });
    expect(formatLegality(card("Drone of Brutality (red)"), blitz)).toEqual({ legal: true });
    expect(formatLegality(card("Drone of Brutality (red)"), blitz, tournament)).toEqual({ legal: false, reason: "Drone of Brutality (red) is banned in Blitz since 2021-03-26" });
    expect(formatLegality(card("Viserai"), blitz, tournament)).toEqual({ legal: false, reason: "Viserai is a living legend, retired from Blitz since 2022-05-02", rule: "fab:9.4.2" });
    expect(formatLegality(card("Drone of Brutality (red)"), open, tournament)).toEqual({ legal: true });
    // Rhinar and his Romping Club retired from Blitz (CR 9.4): the Hero Deck as sold plays casual Blitz, not a tournament.
    expect(checkCardPool({ cards: rhinarBlitz() }, blitz, tournament)).toMatchObject({ ok: false, error: { code: "setup/not-legal", rule: "fab:9.4.2", message: "Rhinar is a living legend, retired from Blitz since 2024-09-13" } });
    for (const name of ["dorinthea-blitz", "bravo-blitz", "katsu-blitz"]) expect(checkCardPool({ cards: SAMPLE_DECKS[name]!.map(byId) }, blitz, tournament).ok, name).toBe(true);
    const dorinthea = DORINTHEA_BLITZ.map(byId);
    const drone = dorinthea.map((c) => (c.name === "Overpower (blue)" ? card("Drone of Brutality (red)") : c));
    expect(checkCardPool({ cards: drone }, blitz).ok).toBe(true);
    expect(checkCardPool({ cards: drone }, blitz, tournament)).toMatchObject({ ok: false, error: { code: "setup/not-legal", rule: "fab:tr:7.3", message: "Drone of Brutality (red) is banned in Blitz since 2021-03-26" } });
  });

  it("classes and talents: a card's supertypes within the hero's (CR 1.1.3); a hybrid card by either side (1.1.3b)", () => {
    const steel = rhinarBlitz().map((c) => (c.name === "Pack Hunt (blue)" ? card("Sharpen Steel (red)") : c));
    expect(checkCardPool({ cards: steel }, blitz)).toMatchObject({
      ok: false,
      error: { code: "setup/illegal-card", rule: "fab:1.1.3", message: "Sharpen Steel (red) is not legal with Rhinar: Warrior is not within Rhinar's classes and talents" },
    });
    expect(supertypeSets(card("Agile Windup (red)"))).toEqual([["Brute"], ["Warrior"]]);
    const withHybrid = (deck: FabCard[]) => deck.map((c, i) => (i === deck.length - 1 ? card("Agile Windup (red)") : c));
    expect(checkCardPool({ cards: withHybrid(rhinarBlitz()) }, blitz).ok).toBe(true);
    expect(checkCardPool({ cards: withHybrid(DORINTHEA_BLITZ.map(byId)) }, blitz).ok).toBe(true);
    const bravo = SAMPLE_DECKS["bravo-blitz"]!.map(byId);
    expect(checkCardPool({ cards: withHybrid(bravo) }, blitz)).toMatchObject({ ok: false, error: { rule: "fab:1.1.3" } });
  });

  it("specialization only with its hero (CR 8.3.7), a hero-metatype card only with the hero it names (CR 2.6.6), a mentor only with a young hero (CR 8.1.10a)", () => {
    const dorinthea = DORINTHEA_BLITZ.map(byId);
    const spec = dorinthea.map((c) => (c.name === "Overpower (blue)" ? card("Sand Sketched Plan (blue)") : c));
    expect(checkCardPool({ cards: spec }, blitz)).toMatchObject({ ok: false, error: { code: "setup/illegal-card" } });
    const rhinar = rhinarBlitz().map((c) => (c.name === "Pack Hunt (blue)" ? card("Sand Sketched Plan (blue)") : c));
    expect(checkCardPool({ cards: rhinar }, blitz).ok).toBe(true);
    const alpha = [card("Rhinar, Reckless Rampage"), ...rhinarCc().slice(1)];
    expect(checkCardPool({ cards: alpha }, cc).ok).toBe(true);
    const kayo = [card("Kayo, Armed and Dangerous"), ...rhinarCc().slice(1)];
    expect(checkCardPool({ cards: kayo }, cc)).toMatchObject({ ok: false, error: { code: "setup/specialization", rule: "fab:8.3.7", message: "Alpha Rampage (red) is a Rhinar specialization" } });
    const polly = (hero: string) => checkCardPool({ cards: [card(hero), card("Polly Cranka"), ...copies(2, "Pummel (red)")] }, open);
    expect(polly("Puffin, Hightail").ok).toBe(true);
    expect(polly("Dash, Inventor Extraordinaire")).toMatchObject({ ok: false, error: { code: "setup/illegal-card", rule: "fab:2.6.6", message: "Polly Cranka is Puffin's card, not Dash, Inventor Extraordinaire's" } });
    const mentor = checkCardPool({ cards: [card("Rhinar, Reckless Rampage"), card("Chief Ruk'utan"), card("Pummel (red)")] }, open);
    expect(mentor).toMatchObject({ ok: false, error: { rule: "fab:8.1.10a" } });
    expect(checkCardPool({ cards: [card("Rhinar"), card("Chief Ruk'utan"), card("Pummel (red)")] }, open).ok).toBe(true);
  });

  it("Legendary: one copy (CR 8.3.6); a token is never part of a card-pool (CR 1.3.2b)", () => {
    const two = rhinarBlitz().map((c) => (c.name.startsWith("Pack Hunt") ? card("Heart of Fyendal (blue)") : c));
    expect(checkCardPool({ cards: two }, blitz)).toMatchObject({ ok: false, error: { code: "setup/copies", rule: "fab:8.3.6" } });
    const token = checkCardPool({ cards: [...rhinarBlitz(), card("Agility")] }, blitz);
    expect(token).toMatchObject({ ok: false, error: { code: "setup/illegal-card", rule: "fab:1.3.2b" } });
  });

  it("deck-cards and arena-cards by type (CR 1.3.2c, 1.3.2d); every card of the data set is one kind", () => {
    expect([isDeckCard(card("Savage Swing (red)")), isArenaCard(card("Romping Club")), isArenaCard(card("Nullrune Boots")), isDeckCard(card("Chief Ruk'utan"))]).toEqual([true, true, true, true]);
    for (const c of cardsOf("fab")) expect([c.types.includes("Hero"), c.types.includes("Token"), isDeckCard(c), isArenaCard(c)].filter(Boolean).length, c.name).toBeGreaterThanOrEqual(1);
  });
});

describe("equipment and weapons a hero starts with (CR 4.1.4a)", () => {
  it("one card per equipment zone, two weapon zones: a two-hander takes both", () => {
    expect(zoneOf(card("Ironrot Helm"))).toBe("head");
    expect(zoneOf(card("Romping Club"))).toBe("weapon");
    expect(checkLoadout(["Romping Club", "Ironrot Helm", "Ironrot Plate", "Ironrot Gauntlet", "Ironrot Legs"].map(card)).ok).toBe(true);
    expect(checkLoadout(["Ironrot Helm", "Hope Merchant's Hood"].map(card))).toMatchObject({
      ok: false,
      error: { code: "setup/equipment", rule: "fab:4.1.4a", message: "Ironrot Helm and Hope Merchant's Hood are both head equipment: a hero starts with one in each zone" },
    });
    expect(checkLoadout(["Harmonized Kodachi", "Harmonized Kodachi"].map(card)).ok).toBe(true);
    expect(checkLoadout(["Dawnblade", "Harmonized Kodachi"].map(card))).toMatchObject({ ok: false, error: { message: "the weapons need more than two weapon zones" } });
  });

  it("an off-hand takes a weapon zone, one at most (CR 8.2.10b); a quiver may share a two-handed bow's zones, one at most (CR 8.2.15a, 8.2.15b)", () => {
    expect(checkLoadout(["Harmonized Kodachi", "Ornate Tessen"].map(card)).ok).toBe(true);
    expect(checkLoadout(["Dawnblade", "Ornate Tessen"].map(card)).ok).toBe(false);
    expect(checkLoadout(["Ornate Tessen", "Bloodied Oval"].map(card))).toMatchObject({ ok: false, error: { rule: "fab:8.2.10b" } });
    expect(checkLoadout(["Death Dealer", "Quiver of Rustling Leaves"].map(card)).ok).toBe(true);
    expect(checkLoadout(["Death Dealer", "Quiver of Rustling Leaves", "Enchanted Quiver"].map(card))).toMatchObject({ ok: false, error: { rule: "fab:8.2.15b" } });
  });

  it("a list with spare equipment starts with the first listed for each zone; the rest stay in the inventory (CR 4.1.6)", () => {
    const { loadout, inventory } = defaultLoadout(["Romping Club", "Ironrot Helm", "Hope Merchant's Hood", "Ironrot Legs", "Mandible Claw", "Mandible Claw", "Barkbone Strapping", "Scabskin Leathers"].map(card));
    expect(loadout.map((c) => c.name)).toEqual(["Romping Club", "Ironrot Helm", "Ironrot Legs", "Barkbone Strapping"]);
    expect(inventory.map((c) => c.name)).toEqual(["Hope Merchant's Hood", "Mandible Claw", "Mandible Claw", "Scabskin Leathers"]);
  });
});

describe("monikers (CR 2.7.3)", () => {
  it("CR 2.7.3 example: Bravo (Bravo), Dorinthea Ironsong (Dorinthea), Data Doll MKII (Data Doll), Ser Boltyn, Breaker of Dawn (Boltyn), The Librarian (The Librarian)", () => {
    const of = (name: string): string => moniker(cardsOf("fab").find((c) => c.baseName === name)!);
    expect(["Bravo", "Dorinthea Ironsong", "Data Doll MKII", "Ser Boltyn, Breaker of Dawn"].map(of)).toEqual(["Bravo", "Dorinthea", "Data Doll", "Boltyn"]);
  });

  it("every '… Specialization' in the card data names heroes by their monikers, so each specialization card is playable by some hero (CR 8.3.7)", () => {
    const monikers = new Set(cardsOf("fab").filter(isHeroCard).map(moniker));
    const named = new Set(cardsOf("fab").flatMap((c) => c.keywords.flatMap((k) => /^(.*) Specialization$/.exec(k)?.[1]?.split(" or ") ?? [])));
    expect([...named].filter((m) => !monikers.has(m))).toEqual([]);
  });

  it("a Data Doll Specialization card (Micro-processor) is legal for Data Doll MKII, not for Dash", () => {
    const microProcessor = cardsOf("fab").find((c) => c.keywords.includes("Data Doll Specialization"))!;
    expect(formatLegality(microProcessor, open).legal).toBe(true);
    expect(checkCardPool({ cards: [card("Data Doll MKII"), microProcessor] }, open).ok).toBe(true);
    expect(checkCardPool({ cards: [card("Dash"), microProcessor] }, open)).toMatchObject({ ok: false, error: { code: "setup/specialization" } });
  });
});
