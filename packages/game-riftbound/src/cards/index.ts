import { CardRegistry } from "@tablecast/engine/kit";
import type { CardDef } from "../cards";
import type { CardModule } from "../vocabulary";
import { BATTLEFIELDS } from "./battlefields";
import { CALM_SPELLS } from "./calm-spells";
import { CALM_UNITS } from "./calm-units";
import { FURY_SPELLS } from "./fury-spells";
import { FURY_UNITS } from "./fury-units";
import { GEAR } from "./gear";
import { LEGENDS } from "./legends";
import { ORIGINS_BOARD } from "./origins-board";
import { ORIGINS_SPELLS } from "./origins-spells";
import { ORIGINS_DISCARD } from "./origins-discard";
import { ORIGINS_GEAR } from "./origins-gear";
import { ORIGINS_HIDDEN } from "./origins-hidden";
import { ORIGINS_RULES } from "./origins-rules";
import { ORIGINS_MOMENTS } from "./origins-moments";
import { ORIGINS_MORE } from "./origins-more";
import { ORIGINS_STATICS } from "./origins-statics";
import { ORIGINS_TRIGGERS } from "./origins-triggers";
import { ORIGINS_TARGETS } from "./origins-targets";
import { ORIGINS_UNITS } from "./origins-units";
import { ORIGINS_PLAYS } from "./origins-plays";
import { ORIGINS_LEGENDS } from "./origins-legends";
import { ORIGINS_MOVES } from "./origins-moves";
import { ORIGINS_PLACES } from "./origins-places";
import { ORIGINS_THIS_TURN } from "./origins-this-turn";
import { ORIGINS_EXTRAS } from "./origins-extras";
import { ORIGINS_BUFFS } from "./origins-buffs";
import { ORIGINS_GEAR_TARGETS } from "./origins-gear-targets";
import { ORIGINS_UNIT_ABILITIES } from "./origins-unit-abilities";
import { ORIGINS_GEAR_ABILITIES } from "./origins-gear-abilities";
import { ORIGINS_BANISHMENT } from "./origins-banishment";
import { ORIGINS_FROM_TRASH } from "./origins-from-trash";
import { ORIGINS_AS_IT_RESOLVES } from "./origins-as-it-resolves";
import { ORIGINS_LAST } from "./origins-last";
import { ORIGINS_FINAL } from "./origins-final";

/** Card behaviour by card id: each group's modules, registered once. Cards with none are data only. */
export const CARD_MODULES = new CardRegistry<CardModule>();
for (const group of [LEGENDS, FURY_UNITS, FURY_SPELLS, GEAR, CALM_UNITS, CALM_SPELLS, BATTLEFIELDS, ORIGINS_UNITS, ORIGINS_SPELLS, ORIGINS_BOARD, ORIGINS_TRIGGERS, ORIGINS_STATICS, ORIGINS_GEAR, ORIGINS_MOMENTS, ORIGINS_DISCARD, ORIGINS_MORE, ORIGINS_TARGETS, ORIGINS_HIDDEN, ORIGINS_RULES, ORIGINS_PLAYS, ORIGINS_LEGENDS, ORIGINS_MOVES, ORIGINS_PLACES, ORIGINS_THIS_TURN, ORIGINS_EXTRAS, ORIGINS_BUFFS, ORIGINS_GEAR_TARGETS, ORIGINS_UNIT_ABILITIES, ORIGINS_GEAR_ABILITIES, ORIGINS_BANISHMENT, ORIGINS_FROM_TRASH, ORIGINS_AS_IT_RESOLVES, ORIGINS_LAST, ORIGINS_FINAL]) for (const [id, module] of group) CARD_MODULES.register(id, module);

const NONE: CardModule = {};
/** The module of a card; cards without abilities have an empty one. */
export const moduleOf = (card: string): CardModule => CARD_MODULES.get(card) ?? NONE;

/** The rules play a test card always, a real card once its behaviour is written (a module, empty for a keyword-only unit). */
export const isPlayable = (c: CardDef): boolean => c.original || CARD_MODULES.has(c.id);

/** Keywords of real cards the engine does not play yet, with their rule. */
const MISSING_KEYWORDS: Readonly<Record<string, string>> = {
  Equip: "Equip and attachments (716, 818)",
  "Quick-Draw": "Quick-Draw (819)",
  Repeat: "Repeat (820)",
  Weaponmaster: "Weaponmaster (821)",
  Ambush: "Ambush (822)",
  Hunt: "Hunt (823)",
  Level: "Level and XP (728, 824)",
  Predict: "Predict",
  Empower: "Empower",
  Empowered: "Empower",
  Flow: "Flow",
  Burn: "Burn",
  Stun: "Stun as a keyword",
};

/** Real cards left without behaviour on purpose, by collector code: what their text needs that the rules leave open. */
const LEFT_OPEN: Readonly<Record<string, string>> = {};

/** Why a real card is not played yet: the rules it needs that the engine lacks, or that its behaviour is not written. */
export function notPlayableReason(c: CardDef): string {
  const open = c.code === undefined ? undefined : LEFT_OPEN[c.code];
  if (open !== undefined) return open;
  const needs = [...new Set((c.printedKeywords ?? []).map((k) => MISSING_KEYWORDS[k.replace(/ \d+$/, "")]).filter((x): x is string => x !== undefined))];
  if (needs.length > 0) return `needs ${needs.join(", ")}`;
  if (c.tags.includes("Equipment")) return "needs Equip and attachments (716, 818); the data lacks its Equipment text";
  if (c.type === "legend") return "legend ability not written yet";
  return "card behaviour not written yet";
}
