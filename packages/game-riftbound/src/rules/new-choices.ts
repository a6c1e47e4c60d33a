import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { targetGroups, targetPairs } from "../vocabulary";
import type { ChainItem, RiftboundState } from "../state";
import { deflectFor } from "../values";
import type { RbWork } from "../work";
import { abilityOf } from "./chain";
import { targetName } from "./names";
import { hiddenChoices } from "./triggers";

/** The objects a chain item chose: its group, or its target and second. */
const choicesOf = (item: ChainItem): string[] => [...(item.targets ?? [item.target, item.second].filter((x): x is string => x !== undefined))];

/**
 * The choices a spell's new controller may make for it (355): those its ability allows them — a group or
 * one or two targets, among the options at its battlefield if it was played from Hidden (811.1.d.2) — none
 * choosing an enemy unit with Deflect, whose Power was a cost of playing it (809.1.c) and is not paid again.
 * A spell repeating one instruction (Icathian Rain) keeps its choices.
 */
function newChoices(s: RiftboundState, item: ChainItem): string[][] {
  const ability = abilityOf(item);
  const seat = item.controller;
  const fits = (ids: readonly (string | undefined)[]) => {
    const chosen = ids.filter((x): x is string => x !== undefined);
    return chosen.every((id) => deflectFor(s, seat, id) === 0) && hiddenChoices(s, chosen, item.hiddenAt).length === chosen.length;
  };
  if (ability.group !== undefined) return targetGroups(ability.group, s, seat).filter(fits);
  if (ability.target === undefined) return [];
  return targetPairs(ability, s, seat)
    .filter(fits)
    .map((pair) => pair.filter((x): x is string => x !== undefined));
}

/**
 * Mystic Reversal: "You may make new choices for it." — its new controller keeps the spell's choices or
 * makes new ones among those its ability allows them now (355); with nothing it chooses, nothing is asked.
 */
export function newChoicesStep(w: RbWork, step: QueuedStep): Asking | void {
  const id = step["item"] as string;
  const source = step["source"] as string;
  const item = w.s.chain.find((x) => x.id === id);
  if (item === undefined) return;
  const ability = abilityOf(item);
  const answer = step["answer"] as { objects?: string[]; mode?: string } | undefined;
  if (answer?.mode === "keep") return void w.log(`${source}: ${w.name(item.controller)} keeps the choices of ${item.label}`, "355");
  if (answer?.objects !== undefined) {
    const [target, second] = answer.objects;
    const { target: _t, second: _s, targets: _g, ...rest } = item;
    const chosen: ChainItem = ability.group !== undefined ? { ...rest, targets: answer.objects } : { ...rest, ...(target === undefined ? {} : { target }), ...(second === undefined ? {} : { second }) };
    w.set("chain", w.s.chain.map((x) => (x.id === id ? chosen : x)));
    w.log(`${source}: ${w.name(item.controller)} chooses ${answer.objects.length === 0 ? "no unit" : answer.objects.map((u) => targetName(w.s, u)).join(" and ")} for ${item.label}`, "355");
    return;
  }
  const now = choicesOf(item);
  const options = newChoices(w.s, item).filter((o) => o.join(":") !== now.join(":"));
  if (options.length === 0) return;
  const named = (ids: readonly string[]) => (ids.length === 0 ? "no unit" : ids.map((u) => targetName(w.s, u)).join(" and "));
  const choices = [
    { id: "new-choices:keep", label: `Keep the choices of ${item.label}${now.length === 0 ? "" : ` (${named(now)})`}`, kind: "choose", rule: "riftbound:355", payload: payload.mode("keep") },
    ...options.map((o) => ({ id: `new-choices:${o.join(":") || "none"}`, label: `Choose ${named(o)} for ${item.label}`, kind: "choose", rule: "riftbound:355", ...(o[0] === undefined ? {} : { object: o[0] }), payload: payload.target(...o) })),
  ];
  return { seat: item.controller, offer: "new-choices", choices, then: { step: "new-choices", item: id, source } };
}
