import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import type { AbilityRef } from "../state";
import type { Effect } from "../vocabulary";
import type { RbWork } from "../work";
import { abilityOf, ACTS } from "./chain";
import { cleanup } from "./cleanup";

type WithOptions = Effect & { readonly options?: readonly { readonly words: string; readonly effect: Effect }[] };

/**
 * "Draw 1 or channel 1 rune exhausted" (Qiyana - Victorious), "Each other player chooses Cards or
 * Runes" (Party Favors): the chooser picks one option as the ability resolves; it resolves for the
 * ability's controller, then cleanup (323).
 */
export function modeStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const words = step["words"] as string[];
  const answer = step["answer"] as { mode?: string } | undefined;
  if (answer?.mode !== undefined) {
    const ability = abilityOf({ card: step["card"] as string, ability: step["ability"] as AbilityRef });
    const effect = (ability.effects as WithOptions[]).find((e) => e.kind === step["kind"] && e.options !== undefined);
    const option = effect?.options?.[Number(answer.mode)];
    if (option === undefined) return;
    const source = step["source"] as string;
    w.log(`${source}: ${w.name(seat)} chooses "${option.words}"`, "355");
    const self = step["self"] as string | undefined;
    // The unit the ability chose as it was played (Shakedown's "it"), if still on the board (359.3.e).
    const target = step["target"] as string | undefined;
    option.effect.resolve(w, { seat: step["controller"] as Seat, target: target !== undefined && w.unit(target) !== undefined ? target : undefined, self: self !== undefined && w.unit(self) !== undefined ? self : undefined, source, acts: ACTS });
    cleanup(w);
    return;
  }
  return {
    seat,
    offer: "mode",
    choices: words.map((text, i) => ({ id: `mode:${i}`, label: `${step["source"] as string}: ${text}`, kind: "choose", rule: "riftbound:355", payload: payload.mode(String(i)) })),
    then: { ...step },
  };
}
