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
    unit("t-fury-scout", "Cinder Scout", "fury", 1, 1),
    unit("t-fury-brute", "Ash Brute", "fury", 2, 3),
    unit("t-fury-giant", "Magma Giant", "fury", 4, 5),
    unit("t-calm-acolyte", "Still Acolyte", "calm", 1, 2),
    unit("t-calm-guard", "Reef Guard", "calm", 3, 4),
    unit("t-calm-leviathan", "Deep Leviathan", "calm", 5, 6),
    { id: "t-bf-ridge", name: "Test — Windy Ridge", type: "battlefield", original: true },
    { id: "t-bf-grove", name: "Test — Quiet Grove", type: "battlefield", original: true },
    { id: "t-rune-fury", name: "Test — Fury Rune", type: "rune", domain: "fury", original: true },
    { id: "t-rune-calm", name: "Test — Calm Rune", type: "rune", domain: "calm", original: true },
  ].map((c): [string, CardDef] => [c.id, c as CardDef]),
);

export function card(id: string): CardDef | undefined {
  return CARDS.get(id);
}
