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
/** A unit, a battlefield or a card in a Champion Zone an ability chooses (by its object id). */
export const targetName = (s: RiftboundState, id: string): string => {
  if (id === "base") return "its base";
  const onChain = s.chain.find((c) => c.id === id);
  if (onChain !== undefined) return `${onChain.label} (on the chain)`;
  const bf = s.battlefields.find((b) => b.id === id);
  if (bf !== undefined) return cardDef(bf.card).name;
  // Gear (147), a legend, a rune: by name and whose it is.
  for (const [seat, p] of s.players.entries()) {
    const g = p.gear.find((x) => x.id === id);
    if (g !== undefined) return `${cardDef(g.card).name} (P${seat + 1}'s gear)`;
    if (p.legend.id === id) return `${cardDef(p.legend.card).name} (P${seat + 1}'s legend)`;
    const r = p.runes.find((x) => x.id === id);
    if (r !== undefined) return `${cardDef(r.card).name} (P${seat + 1}'s rune)`;
    // A facedown card by where it is, never by its face (128.4: Private to its controller; logs are public).
    const f = p.facedown.find((x) => x.id === id);
    if (f !== undefined) return `a facedown card at ${where(s, f.battlefield)}`;
  }
  const waiting = s.players.flatMap((p) => p.champion).find((c) => c.id === id);
  return waiting === undefined ? unitName(s, id) : `${cardDef(waiting.card).name} (Champion Zone)`;
};
