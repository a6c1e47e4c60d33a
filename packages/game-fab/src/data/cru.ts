// The Crucible of War table is data (src/data/cru.json, written by scripts/import-cards.ts); this gives it its type.
import type { CardData } from "../card-data";
import table from "./cru.json";

export const CRU_CARDS: readonly CardData[] = table;
