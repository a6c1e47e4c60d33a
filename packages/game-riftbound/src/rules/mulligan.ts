import type { Seat } from "@tablecast/engine";
import type { Asking, Choice, QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { other, type RiftboundState } from "../state";
import type { RbWork } from "../work";

const MULLIGAN_MAX = 2; // 118.1

const asking = (seat: Seat): Asking => ({ seat, offer: "mulligan", then: { step: "mulligan", seat } });

/** 118: set aside up to two cards, one at a time, or keep. */
export function mulliganChoices(s: RiftboundState, a: Asking): Choice[] {
  const p = s.players[a.seat]!;
  return [
    ...p.hand.map((c) => ({ id: `aside:${c.id}`, label: `Set aside ${cardDef(c.card).name}`, kind: "choose", rule: "riftbound:118", object: c.id, payload: { kind: "aside", card: c.id } })),
    { id: "keep", label: p.setAside.length === 0 ? "Keep this hand" : "Done setting aside", kind: "choose", rule: "riftbound:118", payload: { kind: "keep" } },
  ];
}

/** 118: a player's mulligan, one answer at a time; then the next player's, then the first turn (119). */
export function mulliganStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const answer = step["answer"] as { kind: string; card?: string } | undefined;
  if (answer === undefined) return asking(seat);
  if (answer.kind === "aside" && w.s.players[seat]!.setAside.length < MULLIGAN_MAX) {
    const c = w.take(seat, "hand", answer.card!);
    const p = w.player(seat);
    p.setAside.push(c);
    if (p.setAside.length < MULLIGAN_MAX && p.hand.length > 0) return asking(seat);
  }
  // 118.2: draw as many as were set aside, then recycle them (416.5: together, in a random order).
  const n = w.s.players[seat]!.setAside.length;
  for (let i = 0; i < n; i++) w.drawOne(seat);
  const order = [...w.s.players[seat]!.setAside];
  for (let i = order.length - 1; i > 0; i--) {
    const j = w.random(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const c of order) w.put(seat, c, "deck", true);
  const p = w.player(seat);
  p.setAside = [];
  p.mulliganed = true;
  w.log(`${w.name(seat)} ${n === 0 ? "keeps their hand" : `recycles ${n} card${n === 1 ? "" : "s"} and draws ${n}`}`, "118");
  const nextSeat = other(seat);
  if (!w.s.players[nextSeat]!.mulliganed) return asking(nextSeat);
  // 119: the First Player takes the first turn.
  w.next({ step: "begin-turn", seat: w.s.firstPlayer });
}
