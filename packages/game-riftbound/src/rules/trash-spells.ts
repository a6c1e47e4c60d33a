import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type Choice, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { RiftboundState } from "../state";
import { extraOf } from "../extras";
import { canPay, deflectFor } from "../values";
import type { RbWork } from "../work";
import { playCard, trashCost, withDeflectOwed } from "./playing";
import { chosenTargets, playTargets, spellPlays } from "./priority";

/** Each play of a spell in `seat`'s trash with Energy cost less than their points (one per name, 416.6), by what it chooses (355), if its Power (and Deflect's, 809.1.c) can be paid. */
function trashSpellPlays(s: RiftboundState, seat: Seat): Choice[] {
  const p = s.players[seat]!;
  const seen = new Set<string>();
  const out: Choice[] = [];
  for (const x of p.trash) {
    const c = cardDef(x.card);
    if (c.type !== "spell" || (c.cost ?? 0) >= p.points || seen.has(x.card)) continue;
    // 357.2: a spell whose additional cost must be paid is not played this way (no cost is asked here).
    if (extraOf(c)?.optional === false) continue;
    seen.add(x.card);
    for (const d of spellPlays(s, seat, x.id, c)) {
      const a = d.payload;
      // A spell choosing its units one by one as it is played (Icathian Rain) is not played this way: its choices are asked here at once.
      if (a["each"] === true) continue;
      const deflect = chosenTargets(a).reduce((n, u) => n + deflectFor(s, seat, u), 0);
      if (!canPay(s, seat, c, withDeflectOwed(trashCost({ s }, seat, c, "energy"), deflect))) continue;
      out.push({ ...d, label: d.label.replace(`Play ${c.name}`, `Play ${c.name} from the trash`) });
    }
  }
  return out;
}

/**
 * Kai'Sa - Evolutionary: "When I conquer, you may play a spell from your trash with Energy cost less than
 * your points without paying its Energy cost. Then recycle it. (You must still pay its Power cost.)" — the
 * spell and its choices asked as the ability resolves, among the plays its player can pay; none is a choice
 * (383.3.a). It goes on the chain (359.3) and, once it resolves, to the bottom of the Main Deck (416).
 */
export function playSpellFromTrashStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const plays = trashSpellPlays(w.s, seat);
  const answer = step["answer"] as { mode?: string } | undefined;
  if (answer?.mode !== undefined) {
    const d = plays[Number(answer.mode)];
    if (d === undefined) return void w.log(`${source}: ${w.name(seat)} plays no spell from their trash`, "383.3.a");
    return playCard(w, seat, d.payload["object"] as string, { fromTrash: { ignore: "energy" }, recycleAfter: true, ...playTargets(d.payload) });
  }
  if (plays.length === 0) return void w.log(`${source}: no spell in ${w.name(seat)}'s trash with Energy cost less than their points can be played`, "355.8");
  const choices = [
    ...plays.map((d, i) => ({ id: `trash-spell:${i}`, label: d.label, kind: "choose", rule: "riftbound:359.3", object: d.object, payload: payload.mode(String(i)) })),
    { id: "trash-spell:none", label: "Play no spell from the trash", kind: "choose", rule: "riftbound:383.3.a", payload: payload.mode("none") },
  ];
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "play-spell-from-trash", choices, then: rest };
}
