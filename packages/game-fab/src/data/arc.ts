// The Arcane Rising table is data (src/data/arc.json, written by scripts/import-cards.ts); this gives it its type.
import type { CardData } from "../card-data";
import table from "./arc.json";

export const ARC_CARDS: readonly CardData[] = table;
