import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import { moduleOf } from "../cards/index";
import type { RiftboundState } from "../state";
import { canPay, deflectFor, withDeflect } from "../values";
import type { RbWork } from "../work";
import { targetName } from "./names";
import { playCard, type PlayedFrom } from "./playing";

/** 809.1.c: the Deflect a spell's chosen units cost — each enemy unit once, however often it is chosen. */
const deflectOf = (s: RiftboundState, seat: Seat, ids: readonly string[]): number => [...new Set(ids)].reduce((n, u) => n + deflectFor(s, seat, u), 0);

/** The units the next instruction of a spell repeating one (Icathian Rain) may choose: those its selector allows whose Deflect, with the units chosen before, can still be paid. */
export function eachChoices(s: RiftboundState, seat: Seat, card: string, chosen: readonly string[]): string[] {
  const each = moduleOf(card).spell?.each;
  if (each === undefined) return [];
  const c = cardDef(card);
  return each.target.pick(s, seat).filter((u) => {
    const deflect = deflectOf(s, seat, [...chosen, u]);
    return deflect === 0 || canPay(s, seat, c, withDeflect(c, deflect, s, seat));
  });
}

/**
 * 355: a spell repeating one instruction N times ("Deal 2 to a unit." six times, Icathian Rain) chooses
 * a unit for each as it is played, one by one — the same unit as often as its player likes; once all are
 * chosen it is played (its cost, with each Deflect once, 809.1.c) and goes on the chain.
 */
export function chooseEachStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const object = step["object"] as string;
  const chosen = (step["chosen"] as string[] | undefined) ?? [];
  // Played from the hand, or by an effect from another zone (rules/play-from.ts: Blind Fury, Promising Future).
  const from = step["from"] as unknown as PlayedFrom | undefined;
  const p = w.s.players[from?.owner ?? seat]!;
  const card = (from === undefined ? p.hand : from.zone === "deck" ? p.deck : from.zone === "trash" ? p.trash : from.zone === "hand" ? p.hand : (p.banishment ?? [])).find((x) => x.id === object)?.card;
  if (card === undefined) return;
  const count = moduleOf(card).spell!.each!.count;
  const answer = step["answer"] as { objects?: string[] } | undefined;
  const now = answer?.objects?.[0] === undefined ? chosen : [...chosen, answer.objects[0]];
  if (now.length === count) return playCard(w, seat, object, { targets: now, ...(from === undefined ? {} : { from }) });
  const name = cardDef(card).name;
  const choices = eachChoices(w.s, seat, card, now).map((u) => ({ id: `each:${now.length}:${u}`, label: `Choose ${targetName(w.s, u)} for ${name} (${now.length + 1} of ${count})`, kind: "choose", rule: "riftbound:355", object: u, payload: payload.target(u) }));
  return { seat, offer: "choose-each", choices, then: { step: "choose-each", seat, object, chosen: now, ...(from === undefined ? {} : { from: from as never }) } };
}
