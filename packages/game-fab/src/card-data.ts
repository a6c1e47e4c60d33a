/** Printed stats and text of one card, as imported from the card tables (scripts/import-cards.ts). */
export interface CardData {
  /** The card's id in its first Welcome to Rathe printing, e.g. "WTR001"; deck lists use it. */
  readonly id: string;
  readonly name: string;
  readonly color: string | null;
  readonly pitch: number | null;
  readonly cost: number | null;
  readonly power: number | null;
  readonly defense: number | null;
  /** {h} for heroes (CR 2.5). */
  readonly life: number | null;
  /** {i} for heroes (CR 2.4). */
  readonly intellect: number | null;
  /** Supertypes, type and subtypes from the type box (CR 2.14). */
  readonly types: readonly string[];
  readonly keywords: readonly string[];
  readonly text: string;
  readonly printings: readonly string[];
}
