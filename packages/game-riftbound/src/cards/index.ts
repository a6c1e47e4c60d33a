import { CardRegistry } from "@tablecast/engine/kit";
import type { CardModule } from "../vocabulary";
import { BATTLEFIELDS } from "./battlefields";
import { CALM_SPELLS } from "./calm-spells";
import { CALM_UNITS } from "./calm-units";
import { FURY_SPELLS } from "./fury-spells";
import { FURY_UNITS } from "./fury-units";
import { GEAR } from "./gear";
import { LEGENDS } from "./legends";

/** Card behaviour by card id: each group's modules, registered once. Cards with none are data only. */
export const CARD_MODULES = new CardRegistry<CardModule>();
for (const group of [LEGENDS, FURY_UNITS, FURY_SPELLS, GEAR, CALM_UNITS, CALM_SPELLS, BATTLEFIELDS]) for (const [id, module] of group) CARD_MODULES.register(id, module);

const NONE: CardModule = {};
/** The module of a card; cards without abilities have an empty one. */
export const moduleOf = (card: string): CardModule => CARD_MODULES.get(card) ?? NONE;
