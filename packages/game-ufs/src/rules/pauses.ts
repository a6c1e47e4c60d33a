import type { Seat } from "@tablecast/engine";
import { cardDef } from "../data/cards";
import { characterName, stageDef } from "../values";
import { nameOf, type UfsWork } from "../work";

/**
 * E.2.3–E.2.6: the pause conditions checked after a card enters a staging area. (E.2.1, a player
 * at 0 vitality, and E.2.2, an empty deck, are checked where vitality and decks change: UfsWork.)
 */
export function stagingPause(w: UfsWork, seat: Seat): void {
  const p = w.player(seat);
  for (const c of p.staging.slice()) {
    if (stageDef(c).type !== "character") continue;
    const def = cardDef(c.card);
    if ((def.characterName ?? def.name) === characterName(w.s.players[seat]!)) {
      // D.2.2.3.4: a character sharing the starting character's name attaches to it.
      p.staging.splice(p.staging.indexOf(c), 1);
      p.attached.push({ id: c.id, card: c.card });
      w.prop(c.id, "attachedTo", p.character.id);
      w.stageCounters(seat);
      w.log(`${def.name} attaches to ${p.name}'s starting character`, "D.2.2.3.4");
    } else {
      w.moveTo(seat, c.id, "discard");
      w.log(`${def.name} is discarded: it does not share ${p.name}'s character name`, "E.2.3");
    }
  }
  for (const c of p.staging.slice()) {
    const only = stageDef(c).keywords?.only;
    if (only !== undefined && only !== cardDef(p.character.card).name) {
      w.moveTo(seat, c.id, "discard");
      w.log(`${nameOf(c.card)} is discarded: ${p.name}'s character is not ${only}`, "E.2.4");
    }
  }
  // E.2.5: more than one Terrain in both staging areas: the one there longer is destroyed.
  const terrains = w.s.players.flatMap((pl, s) => pl.staging.filter((c) => stageDef(c).keywords?.terrain === true).map((c) => ({ s, c })));
  if (terrains.length > 1) {
    terrains.sort((a, b) => a.c.since - b.c.since);
    for (const { s, c } of terrains.slice(0, -1)) {
      w.moveTo(s, c.id, "discard");
      w.log(`${nameOf(c.card)} is destroyed: only one Terrain may remain`, "E.2.5");
    }
  }
  // E.2.6: two copies of a Unique card: the player destroys one (the newer; copies are alike).
  const seen = new Set<string>();
  for (const c of p.staging.slice()) {
    if (stageDef(c).keywords?.unique !== true) continue;
    if (seen.has(c.card)) {
      w.moveTo(seat, c.id, "discard");
      w.log(`${nameOf(c.card)} is destroyed: a second copy of a Unique card`, "E.2.6");
    } else seen.add(c.card);
  }
}
