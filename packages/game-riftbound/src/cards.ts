/** The project's own Riftbound card table. No card database is provided, so
 * every card here is an original test card (name prefix "Test —", `original: true`).
 * Units and champions carry a cost (energy, paid with runes) and might;
 * rule references live with the rules code, not here. */

export type Domain = "fury" | "calm" | "mind" | "body" | "chaos" | "order";

export type CardType = "legend" | "champion" | "unit" | "battlefield" | "rune";

export interface CardDef {
  readonly id: string;
  readonly name: string;
  readonly type: CardType;
  readonly domain?: Domain;
  readonly cost?: number;
  readonly might?: number;
  readonly original: true;
}

const unit = (id: string, name: string, domain: Domain, cost: number, might: number): CardDef => ({
  id,
  name: `Test — ${name}`,
  type: "unit",
  domain,
  cost,
  might,
  original: true,
});

export const CARDS: ReadonlyMap<string, CardDef> = new Map(
  [
    { id: "t-legend-ember", name: "Test — Ember Warden", type: "legend", domain: "fury", original: true },
    { id: "t-legend-tide", name: "Test — Tide Sage", type: "legend", domain: "calm", original: true },
    { id: "t-champ-ember", name: "Test — Ember Champion", type: "champion", domain: "fury", cost: 3, might: 4, original: true },
    { id: "t-champ-tide", name: "Test — Tide Champion", type: "champion", domain: "calm", cost: 3, might: 3, original: true },
    unit("t-fury-01", "Cinder Scout", "fury", 1, 1),
    unit("t-fury-02", "Ash Brute", "fury", 2, 2),
    unit("t-fury-03", "Magma Giant", "fury", 3, 4),
    unit("t-fury-04", "Spark Runner", "fury", 4, 3),
    unit("t-fury-05", "Blaze Sentry", "fury", 5, 5),
    unit("t-fury-06", "Coal Hound", "fury", 1, 2),
    unit("t-fury-07", "Ember Lancer", "fury", 2, 1),
    unit("t-fury-08", "Pyre Keeper", "fury", 3, 3),
    unit("t-fury-09", "Smoke Raider", "fury", 4, 5),
    unit("t-fury-10", "Kiln Warden", "fury", 5, 4),
    unit("t-fury-11", "Flare Duelist", "fury", 1, 1),
    unit("t-fury-12", "Scorch Captain", "fury", 2, 3),
    unit("t-fury-13", "Furnace Titan", "fury", 3, 2),
    unit("t-calm-01", "Still Acolyte", "calm", 1, 1),
    unit("t-calm-02", "Reef Guard", "calm", 2, 2),
    unit("t-calm-03", "Deep Leviathan", "calm", 3, 4),
    unit("t-calm-04", "Mist Walker", "calm", 4, 3),
    unit("t-calm-05", "Pearl Diver", "calm", 5, 5),
    unit("t-calm-06", "Shoal Keeper", "calm", 1, 2),
    unit("t-calm-07", "Current Monk", "calm", 2, 1),
    unit("t-calm-08", "Harbor Sentinel", "calm", 3, 3),
    unit("t-calm-09", "Tide Caller", "calm", 4, 5),
    unit("t-calm-10", "Kelp Stalker", "calm", 5, 4),
    unit("t-calm-11", "Lagoon Healer", "calm", 1, 1),
    unit("t-calm-12", "Coral Knight", "calm", 2, 3),
    unit("t-calm-13", "Abyss Warden", "calm", 3, 2),
    { id: "t-bf-ridge", name: "Test — Windy Ridge", type: "battlefield", original: true },
    { id: "t-bf-grove", name: "Test — Quiet Grove", type: "battlefield", original: true },
    { id: "t-rune-fury", name: "Test — Fury Rune", type: "rune", domain: "fury", original: true },
    { id: "t-rune-calm", name: "Test — Calm Rune", type: "rune", domain: "calm", original: true },
  ].map((c): [string, CardDef] => [c.id, c as CardDef]),
);

export function card(id: string): CardDef | undefined {
  return CARDS.get(id);
}
