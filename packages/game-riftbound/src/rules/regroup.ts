import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import type { ChainItem } from "../state";
import { targetGroups } from "../vocabulary";
import type { RbWork } from "../work";
import { abilityOf, finishResolving } from "./chain";
import { targetName } from "./names";

/**
 * 355.11.b: a group of targets that no longer fulfils its requirement as the spell resolves (Fox-Fire's
 * total Might grew) — its controller chooses a subset of the original targets, still legal, that does;
 * only those are affected. Every such subset is offered, the empty one included.
 */
export function regroupStep(w: RbWork, step: QueuedStep): Asking | void {
  const item = step["item"] as unknown as ChainItem;
  const still = step["still"] as string[];
  const ability = abilityOf(item);
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects !== undefined) {
    w.log(`${item.label}: ${w.name(item.controller)} chooses ${answer.objects.length === 0 ? "no unit" : answer.objects.map((u) => targetName(w.s, u)).join(", ")} of its targets`, "355.11.b");
    finishResolving(w, { ...item, targets: answer.objects }, ability);
    return;
  }
  const subsets = targetGroups({ ...ability.group!, target: { text: "an original target", pick: () => still } }, w.s, item.controller, item.self);
  return {
    seat: item.controller,
    offer: "regroup",
    choices: subsets.map((g) => ({
      id: `regroup:${g.join(":") || "none"}`,
      label: `${item.label}: affect ${g.length === 0 ? "no unit" : g.map((u) => targetName(w.s, u)).join(", ")}`,
      kind: "choose",
      rule: "riftbound:355.11.b",
      ...(g[0] === undefined ? {} : { object: g[0] }),
      payload: payload.target(...g),
    })),
    then: { step: "regroup", item: step["item"], still },
  };
}
