import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardById, cardByName, cardsOf, type RiftboundCard } from "./index";

const raw = JSON.parse(readFileSync(join(import.meta.dirname, "../sources/riftbound/riftcodex_cards_raw.json"), "utf8")) as { riftbound_id: string; name: string }[];

describe("Riftbound card database", () => {
  const cards = cardsOf("riftbound");

  it("holds one card per riftbound id of the vendored data (1,304 ids from 1,451 printing rows)", () => {
    expect(raw.length).toBe(1451);
    expect(new Set(raw.map((r) => r.riftbound_id)).size).toBe(1304);
    expect(cards.length).toBe(1304);
    expect(new Set(cards.map((c) => c.id))).toEqual(new Set(raw.map((r) => r.riftbound_id)));
  });

  it("has Origins' 298 base cards (numbers 1 to 298; alternate arts and overnumbered ones besides)", () => {
    const ogn = cards.filter((c) => /^ogn-\d{3}-298$/.test(c.id) && Number(c.id.slice(4, 7)) <= 298);
    expect(ogn.length).toBe(298);
  });

  it("reads a unit: Arena Kingpin", () => {
    const c = cardByName("riftbound", "Arena Kingpin")!;
    expect(c).toMatchObject({ name: "Arena Kingpin", type: "Unit", energy: 5, might: 3, power: null, domains: ["Fury"] });
    expect(c.text).toBe("I enter ready.\n:rb_exhaust:: Give a unit +3 :rb_might: this turn.");
    expect(c.sets.length).toBeGreaterThan(1);
  });

  it("gives a legend its two domains (103.1.b)", () => {
    const legends = cards.filter((c) => c.type === "Legend");
    expect(legends.length).toBeGreaterThan(0);
    expect(legends.every((c) => c.domains.length === 2)).toBe(true);
    const annie = cardById("riftbound", "ogs-017-024")!;
    expect(annie.domains).toEqual(["Fury", "Chaos"]);
  });

  it("applies errata, keeping the printed text in markup and saying where the errata comes from", () => {
    const ava = cardById("riftbound", "OGN-107")!;
    expect(ava.text).toBe("When I attack, you may pay :rb_rune_mind: to play a card with [Hidden] from your hand, ignoring its cost. If it's a unit, play it here.");
    expect(ava.markup).toContain("from your hand here, ignoring its cost.");
    expect(ava.errata).toHaveLength(1);
    expect(ava.errata[0]).toMatchObject({ status: "applied", document: "origins" });
    expect(ava.errata[0]!.url).toMatch(/^https:\/\/playriftbound\.com\//);
    // The starter legend's errata is found by name (the file has no code for it).
    expect(cardById("riftbound", "ogs-017-024")!.text).toBe("At the end of your turn, ready up to 2 runes.");
    // A reprint already printed with the new wording is marked so, not changed.
    const sona = cardById("riftbound", "ven-sp2-006")!;
    expect(sona.errata[0]?.status).toBe("current");
    expect(sona.text).toBe(sona.markup.replace(/<\/?p>/g, ""));
  });

  it("applies an erratum whose quotes leave out the card's articles and possessives, putting them back (overlay errataCondensed)", () => {
    // The file quotes "from top of deck" where the card prints "from the top of your deck".
    const nocturne = cardById("riftbound", "OGN-194")!;
    expect(nocturne.text).toBe("[Ganking] (I can move from battlefield to battlefield.)\nAs you look at or reveal me from the top of your deck, you may banish me. If you do, you may play me for :rb_rune_rainbow:.");
    expect(nocturne.markup).toContain("When you look at cards from the top of your deck (and don't draw them) and see me");
    expect(nocturne.errata.map((e) => e.status)).toEqual(["applied"]);
    // Sett's quote writes a domain rune where the card prints the any-rune icon: judged pending, text as printed.
    const sett = cardById("riftbound", "OGN-269")!;
    expect(sett.errata[0]?.status).toBe("pending");
    expect(sett.text).toBe(sett.markup.replace(/<\/?p>/g, "").replace(/<br \/>/g, "\n"));
    expect(sett.text).toContain("recall it exhausted instead.");
  });

  it("plays the Origins errata quoted condensed into the card text (overlay errataCondensed)", () => {
    const text = (id: string) => cardById("riftbound", id)!.text;
    expect(text("OGN-005")).toBe("[Action] (Play on your turn or in showdowns.)\nDeal 3 to a unit at a battlefield. If this kills it, do this: draw 1.");
    expect(text("OGN-044")).toBe("You may pay :rb_rune_calm: as an additional cost to play me. When you play me, if you paid additional cost, draw 1.");
    expect(text("OGN-102")).toBe("[Action] (Play on your turn or in showdowns.)\nBanish a friendly unit, then its owner plays it to their base, ignoring its cost.");
    expect(text("OGN-115")).toBe(
      "Each player looks at the top 5 cards of their Main Deck, banishes one of them, then recycles the rest. Starting with the next player, each player plays those cards, ignoring Energy costs. (They must still pay Power costs.)",
    );
    // The quote opens "Reveal cards" mid-sentence: the card's lower case is kept.
    expect(text("OGN-160")).toBe(
      "At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit and banish it. Play it, ignoring its cost, and recycle the rest.",
    );
    for (const id of ["OGN-005", "OGN-044", "OGN-102", "OGN-115", "OGN-160"]) {
      const c = cardById("riftbound", id)!;
      expect(c.errata.map((e) => e.status)).toEqual(["applied"]);
      expect(c.markup).not.toBe(c.text);
    }
  });

  it("marks what the data lacks instead of inventing it: equipment effects, empty unit text", () => {
    const lastRites = cardById("riftbound", "SFD-150")!;
    expect(lastRites.tags).toContain("Equipment");
    expect(lastRites.missing).toEqual(["equipment effect text", "equipment Might bonus"]);
    const equipment = cards.filter((c) => c.tags.includes("Equipment"));
    expect(equipment.every((c) => c.missing.includes("equipment Might bonus"))).toBe(true);
    const phantom = cardById("riftbound", "ogn-049-298")!;
    expect(phantom.text).toBe("");
    expect(phantom.missing).toContain("text");
    // A basic rune has no text; the data says so for its other printings.
    expect(cardById("riftbound", "ogn-007-298")!.missing).toEqual([]);
  });

  it("parses keywords from the [Keyword] tokens that open a line, not from reminder text", () => {
    const kingpin = cardById("riftbound", "ogn-107-298")!;
    expect(kingpin.keywords).toEqual([]);
    const longSword = cards.find((c) => c.name === "Long Sword")!;
    expect(longSword.keywords).toEqual(["Quick-Draw", "Equip"]);
  });

  it("corrects odd casing only from the data itself", () => {
    expect(cardById("riftbound", "ogn-173-298")!.name).toBe("Ride the Wind");
    expect(raw.find((r) => r.riftbound_id === "ogn-173-298")!.name).toBe("Ride The Wind");
    expect(cardByName("riftbound", "ride the wind")?.id).toBe("ogn-173-298");
  });

  it("finds a name's preferred id, with the printings of every id of that name", () => {
    const sona: RiftboundCard = cardByName("riftbound", "Sona, Harmonious")!;
    expect(sona.id).toBe("ogn-073-298");
    expect(sona.printings.map((p) => p.id)).toContain("VEN-SP2");
  });
});
