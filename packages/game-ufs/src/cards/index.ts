import { CardRegistry } from "@tablecast/engine/kit";
import { type CardDef } from "../data/cards";
import type { Ability, CardModule, StaticBonus } from "../vocabulary/abilities";
import { keywordLine } from "../data/cards";
import { keywordAbilities } from "../vocabulary/keywords";
import { assets } from "./assets";
import { attacks } from "./attacks";
import { characters } from "./characters";
import { forms } from "./forms";
import { responses } from "./responses";
import { theirAttack } from "./their-attack";
import { yourAttack } from "./your-attack";

/** Card behaviour by card id (STYLE.md 5): every module file's cards, registered once. */
export const CARD_MODULES = new CardRegistry<CardModule>();
for (const group of [characters, attacks, yourAttack, theirAttack, forms, responses, assets]) {
  for (const [id, module] of Object.entries(group)) CARD_MODULES.register(id, module);
}

const ABILITIES = new Map<string, readonly Ability[]>();

/**
 * Printed abilities (the card's module) plus those granted by keywords (I.2.1, text of I.3), in a
 * fixed order so that the ability index in decision ids is stable.
 */
export function abilitiesOf(def: CardDef): readonly Ability[] {
  let out = ABILITIES.get(def.id);
  if (out === undefined) {
    out = [...(CARD_MODULES.get(def.id)?.abilities ?? []), ...keywordAbilities(def)];
    ABILITIES.set(def.id, out);
  }
  return out;
}

/** H.6: the card's continuous bonuses (from its module). */
export function staticsOfCard(def: CardDef): readonly StaticBonus[] {
  return CARD_MODULES.get(def.id)?.statics ?? [];
}

/** The whole text box: keyword line, then each printed ability and continuous ability. */
export function textOf(def: CardDef): string {
  const m = CARD_MODULES.get(def.id);
  const lines = [keywordLine(def), ...(m?.abilities ?? []).map((a) => a.text), ...(m?.statics ?? []).map((s) => s.text)];
  return lines.filter((l) => l !== "").join("\n");
}
