import type { CardFace, Decision, ObjectId, Seat, ViewState } from "@tablecast/engine";
import type { SeatArea, TableModel } from "./table";

/** The viewer's choices that concern a card, by object id; none for a spectator. */
export type CardChoices = ReadonlyMap<ObjectId, readonly Decision[]> | undefined;

/** What the board hands a game's layout for each seat's side of the table. */
export interface SideProps {
  readonly area: SeatArea;
  readonly top: boolean;
  readonly view: ViewState;
  readonly choices?: CardChoices;
  readonly onChoose?: ((d: Decision) => void) | undefined;
}

/** What the board hands a game's layout for what sits between the players. */
export interface CentreProps {
  readonly view: ViewState;
  readonly table: TableModel;
  readonly choices?: CardChoices;
  readonly onChoose?: ((d: Decision) => void) | undefined;
  /** The seat drawn at the bottom (Riftbound puts its units on the lower half of each battlefield). */
  readonly bottom?: Seat | undefined;
}

/** A printed value of a card face, text or number; flags are not values to print. */
export function faceAttr(face: CardFace | undefined, key: string): string | number | undefined {
  const v = face?.attrs?.[key];
  return typeof v === "boolean" ? undefined : v;
}
