// The Welcome to Rathe table is data (src/data/wtr.json, written by scripts/import-cards.ts); this gives it its type.
import type { CardData } from "../card-data";
import table from "./wtr.json";

export const WTR_CARDS: readonly CardData[] = table;
