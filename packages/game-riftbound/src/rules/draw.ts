import type { Seat } from "@tablecast/engine";
import { other } from "../state";
import type { RbWork } from "../work";
import { winCheck } from "./ending";

/** 430: channel runes from the top of the Rune Deck into base. */
export function channel(w: RbWork, seat: Seat, count: number, exhausted: boolean): void {
  const p = w.player(seat);
  let n = 0;
  for (; n < count && p.runeDeck.length > 0; n++) {
    const top = p.runeDeck.shift()!;
    const rune = { id: top.id, card: top.card, exhausted };
    p.runes.push(rune);
    w.emit({ type: "move", obj: rune.id, card: rune.card, to: w.zones.id("rune-pool", seat) });
    if (exhausted) w.prop(rune.id, "exhausted", true);
  }
  if (n > 0) w.log(`${w.name(seat)} channels ${n} rune${n === 1 ? "" : "s"}`, "430");
}

/** 413 with 431: draw; from an empty Main Deck a player Burns Out first. */
export function draw(w: RbWork, seat: Seat, count: number): void {
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (w.s.players[seat]!.deck.length === 0) burnOut(w, seat);
    if (w.s.ended !== null) return;
    if (w.drawOne(seat)) drawn++;
  }
  if (drawn > 0) w.log(`${w.name(seat)} draws ${drawn}`, "413");
}

/** 431: Burn Out — the trash is shuffled into the Main Deck and an opponent gains 1 point. */
function burnOut(w: RbWork, seat: Seat): void {
  for (const c of [...w.s.players[seat]!.trash]) {
    w.take(seat, "trash", c.id);
    w.put(seat, c, "deck");
  }
  w.shuffleZone(seat, "deck");
  const foe = other(seat);
  w.setPoints(foe, w.s.players[foe]!.points + 1);
  w.log(`${w.name(seat)} burns out: the trash becomes the deck, ${w.name(foe)} gains 1 point`, "431.2");
  winCheck(w);
}
