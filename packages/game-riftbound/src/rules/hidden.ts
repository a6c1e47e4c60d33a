import type { Seat } from "@tablecast/engine";
import type { Choice } from "@tablecast/engine/kit";
import { cardDef, type CardDef } from "../cards";
import type { Facedown, RiftboundState } from "../state";
import { canPay, type Cost } from "../values";
import type { RbWork } from "../work";
import { zoneId } from "../zones";
import { pay } from "./costs";
import { where } from "./names";

/** 811.5: Hidden is a characteristic of the card, in its keyword list. */
export const hasHidden = (c: CardDef): boolean => c.printedKeywords?.includes("Hidden") === true;

/** 811.1.b: the cost to hide — [A], one Power of any domain. */
const HIDE_COST: Cost = { energy: 0, power: 0, anyPower: 1 };
/** Teemo - Swift Scout: "You may pay [1] to hide a card with [Hidden] instead of [A]." */
const TEEMO_HIDE_COST: Cost = { energy: 1, power: 0 };
const TEEMO_SWIFT_SCOUT = "OGN-263";
const FREE: Cost = { energy: 0, power: 0 };

/** 107.3.b: a Facedown Zone holds one card; Bandle Tree: "You may hide an additional card here." */
export function facedownRoom(s: RiftboundState, at: number): number {
  const capacity = cardDef(s.battlefields[at]!.card).code === "OGN-278" ? 2 : 1;
  return capacity - s.players.reduce((n, p) => n + p.facedown.filter((f) => f.battlefield === at).length, 0);
}

/** The costs a player may hide with: [A], and [1] with Teemo - Swift Scout as their legend. */
function hideCosts(s: RiftboundState, seat: Seat): { readonly cost: Cost; readonly id: string; readonly words: string }[] {
  // Guerilla Warfare: "You can hide cards ignoring costs this turn."
  if (s.players[seat]!.hideFree === true) return [{ cost: FREE, id: ":free", words: "ignoring costs (Guerilla Warfare)" }];
  const out = [{ cost: HIDE_COST, id: "", words: "paying 1 Power of any domain" }];
  if (cardDef(s.players[seat]!.legend.card).code === TEEMO_SWIFT_SCOUT) out.push({ cost: TEEMO_HIDE_COST, id: ":energy", words: "paying 1 Energy (Teemo - Swift Scout)" });
  return out;
}

/**
 * 421, 811.1.b: the Hide discretionary action — in the turn player's Main Phase (their turn, an Open
 * State), a card with Hidden from their hand or Champion Zone goes facedown at a battlefield they
 * control whose Facedown Zone has room (107.3.b–c), for [A]. One choice per card name and place.
 */
export function hideChoices(s: RiftboundState, seat: Seat): Choice[] {
  const p = s.players[seat]!;
  const out: Choice[] = [];
  const seen = new Set<string>();
  for (const obj of [...p.hand, ...p.champion]) {
    const c = cardDef(obj.card);
    if (!hasHidden(c) || seen.has(c.id)) continue;
    seen.add(c.id);
    for (const [i, bf] of s.battlefields.entries()) {
      if (bf.controller !== seat || facedownRoom(s, i) <= 0) continue;
      for (const how of hideCosts(s, seat))
        if (canPay(s, seat, c, how.cost))
          out.push({ id: `hide:${obj.id}:bf${i}${how.id}`, label: `Hide ${c.name} at ${where(s, i)}, ${how.words}`, kind: "hide", rule: "riftbound:811.1.b", object: obj.id, payload: { kind: "hide", object: obj.id, at: i, energy: how.id === ":energy", ...(how.id === ":free" ? { free: true } : {}) } });
    }
  }
  return out;
}

/**
 * 421.1, 811.1.c: hiding is not playing and opens no chain. The card becomes a new object in its
 * controller's Facedown Zone (128.4: Private to them), so no other audience can follow it there; the
 * log names the battlefield, never the card.
 */
export function hide(w: RbWork, seat: Seat, objId: string, at: number, energy: boolean, free = false): void {
  const fromChampion = w.s.players[seat]!.champion.some((c) => c.id === objId);
  const c = cardDef((fromChampion ? w.s.players[seat]!.champion : w.s.players[seat]!.hand).find((x) => x.id === objId)!.card);
  pay(w, seat, c, free ? FREE : energy ? TEEMO_HIDE_COST : HIDE_COST);
  const obj = w.take(seat, fromChampion ? "champion" : "hand", objId);
  const zone = zoneId(seat, "facedown");
  const hidden: Facedown = { id: w.arrive(obj.id, zone), card: obj.card, battlefield: at, turn: w.s.turn };
  w.player(seat).facedown.push(hidden);
  w.emit({ type: "move", obj: obj.id, card: obj.card, to: zone, as: hidden.id });
  w.prop(hidden.id, "battlefield", at);
  w.log(`${w.name(seat)} hides a card facedown at ${where(w.s, at)}`, "421.1");
}

/** Noxus Saboteur: "Your opponents' [Hidden] cards can't be revealed here." */
const saboteurHere = (s: RiftboundState, seat: Seat, at: number): boolean => s.units.some((u) => u.controller !== seat && u.location === at && cardDef(u.card).code === "OGN-018");

/**
 * 811.1.b, 811.6: a facedown card may be played from the turn after it was hidden, with Reaction
 * timing, ignoring its base cost.
 */
export function playableFacedown(s: RiftboundState, seat: Seat): Facedown[] {
  return s.players[seat]!.facedown.filter((f) => f.turn < s.turn && !saboteurHere(s, seat, f.battlefield));
}

/** 107.3.d, 421.4: facedown cards at a battlefield their controller no longer controls go to the trash, revealed (a Cleanup). */
export function removeLostFacedown(w: RbWork): void {
  for (const seat of [0, 1] as const) {
    const lost = w.s.players[seat]!.facedown.filter((f) => w.s.battlefields[f.battlefield]!.controller !== seat);
    if (lost.length === 0) continue;
    const gone = new Set(lost.map((f) => f.id));
    w.player(seat).facedown = w.s.players[seat]!.facedown.filter((f) => !gone.has(f.id));
    for (const f of lost) {
      w.put(seat, { id: f.id, card: f.card }, "trash");
      w.log(`${w.name(seat)}'s facedown ${w.cardName(f.card)} at ${where(w.s, f.battlefield)} is removed to the trash`, "107.3.d");
    }
  }
}

/** A facedown card leaves its Facedown Zone (played from Hidden). */
export function takeFacedown(w: RbWork, seat: Seat, id: string): Facedown {
  const f = w.s.players[seat]!.facedown.find((x) => x.id === id)!;
  w.player(seat).facedown = w.s.players[seat]!.facedown.filter((x) => x.id !== id);
  return f;
}
