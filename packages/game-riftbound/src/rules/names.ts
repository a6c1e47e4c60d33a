import { cardDef } from "../cards";
import type { Location, RiftboundState } from "../state";
import { mightOf } from "../values";

/** How decisions name places and units (labels people and tests read). */
export const where = (s: RiftboundState, at: Location): string => (at === "base" ? "base" : cardDef(s.battlefields[at]!.card).name);
export const dest = (at: Location): string => (at === "base" ? "base" : `bf${at}`);
export const unitName = (s: RiftboundState, id: string): string => {
  const u = s.units.find((x) => x.id === id)!;
  return `${cardDef(u.card).name} (${mightOf(s, u)} Might, ${where(s, u.location)})`;
};
