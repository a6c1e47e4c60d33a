import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { unitName } from "./names";

/** Every way to divide `amount` among `n` units, each at least 1 (355.14.f–g), in order. */
export function splits(amount: number, n: number): number[][] {
  if (n === 1) return amount >= 1 ? [[amount]] : [];
  const out: number[][] = [];
  for (let first = 1; first <= amount - (n - 1); first++) for (const rest of splits(amount - first, n - 1)) out.push([first, ...rest]);
  return out;
}

/**
 * 355.14.e: the controller of a split divides the damage as it resolves, among the chosen units still
 * on the board; each gets at least 1 (355.14.f–g). The damage is dealt at once, then cleanup (323).
 */
export function splitStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const amount = step["amount"] as number;
  const targets = (step["targets"] as string[]).filter((id) => w.unit(id) !== undefined);
  const answer = step["answer"] as { mode?: string } | undefined;
  if (answer?.mode !== undefined) {
    const parts = answer.mode.split("-").map(Number);
    targets.forEach((id, i) => {
      const u = w.unit(id)!;
      if (w.dealDamage(u, parts[i]!, source) > 0) w.log(`${source}: ${parts[i]} damage to ${w.cardName(u.card)}`, "355.14.e");
    });
    cleanup(w);
    return;
  }
  const ways = splits(amount, targets.length);
  return {
    seat,
    offer: "split",
    choices: ways.map((way) => ({
      id: `split:${way.join("-")}`,
      label: `Split ${amount} damage: ${way.map((n, i) => `${n} to ${unitName(w.s, targets[i]!)}`).join(", ")}`,
      kind: "choose",
      rule: "riftbound:355.14.e",
      payload: payload.mode(way.join("-")),
    })),
    then: { step: "split", seat, amount, targets, source },
  };
}
