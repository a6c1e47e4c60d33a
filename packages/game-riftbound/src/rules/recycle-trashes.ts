import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import type { RbWork } from "../work";
import { fireOwn } from "./triggers";

/**
 * Forge of the Future: "Recycle up to 4 cards from trashes." — its controller chooses them one at a
 * time from any player's trash (one choice per name and trash) or stops (355.13: "up to"); then they
 * are recycled together, each to the bottom of its owner's Main Deck, two or more in a random order
 * (416.5). "When you recycle … to your Main Deck" triggers for the controller's own (383).
 */
export function recycleTrashesStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const chosen = [...(step["chosen"] as string[])];
  let left = step["left"] as number;
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects !== undefined) {
    if (answer.objects[0] === undefined) left = 0;
    else {
      chosen.push(answer.objects[0]);
      left -= 1;
    }
  }
  const open = ([0, 1] as const).flatMap((owner) => {
    const seen = new Set<string>();
    return w.s.players[owner]!.trash.filter((x) => !chosen.includes(x.id) && !seen.has(x.card) && seen.add(x.card)).map((x) => ({ owner, x }));
  });
  if (left > 0 && open.length > 0) {
    const choices = [
      ...open.map(({ owner, x }) => ({ id: `recycle:${x.id}`, label: `Recycle ${w.cardName(x.card)} from ${w.name(owner)}'s trash (${left} left)`, kind: "choose", rule: "riftbound:416", object: x.id, payload: payload.target(x.id) })),
      { id: "recycle:stop", label: "Recycle no more", kind: "choose", rule: "riftbound:355.13", payload: payload.target() },
    ];
    const { answer: _answer, ...rest } = step;
    return { seat, offer: "recycle-trashes", choices, then: { ...rest, left, chosen } };
  }
  for (const owner of [0, 1] as const) {
    const mine = chosen.filter((id) => w.s.players[owner]!.trash.some((x) => x.id === id));
    if (mine.length === 0) continue;
    for (const id of mine.length > 1 ? w.shuffle(mine) : mine) w.put(owner, w.take(owner, "trash", id), "deck", true);
    w.log(`${source}: ${w.name(seat)} recycles ${mine.length} card${mine.length === 1 ? "" : "s"} from ${w.name(owner)}'s trash`, mine.length > 1 ? "416.5" : "416");
    if (owner === seat) fireOwn(w, "recycle", seat);
  }
  if (chosen.length === 0) w.log(`${source}: ${w.name(seat)} recycles nothing`, "355.13");
}
