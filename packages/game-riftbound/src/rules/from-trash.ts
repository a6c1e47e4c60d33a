import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { Location } from "../state";
import { canPay, wardenAgainst } from "../values";
import type { RbWork } from "../work";
import { where } from "./names";
import { playCard, trashCost } from "./playing";

/**
 * "Play a unit from your trash, ignoring its Energy cost" (The Harrowing, Soulgorger) or "… costing
 * no more than [3] and [A], ignoring its cost" (Spectral Matron): the player chooses the unit and where
 * it goes (359.2.c: base or a battlefield they control) as the effect resolves; the Power still owed is
 * paid (357). `may`: none is a choice. The card is played — its play effects and Legion count (383.4.a, 812).
 */
export function playFromTrashStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const ignore = step["ignore"] as "energy" | "cost";
  const answer = step["answer"] as { objects?: string[]; mode?: string } | undefined;
  if (answer?.objects !== undefined) {
    const [id, at] = answer.objects;
    if (id === undefined) return void w.log(`${source}: ${w.name(seat)} plays no unit from their trash`, "383.3.a");
    return playCard(w, seat, id, { fromTrash: { ignore }, ...(at === undefined || at === "base" ? {} : { at: Number(at) }) });
  }
  const maxEnergy = step["maxEnergy"] as number | undefined;
  const maxPower = step["maxPower"] as number | undefined;
  const seen = new Set<string>();
  const cards = w.s.players[seat]!.trash.filter((x) => {
    const c = cardDef(x.card);
    if (c.type !== "unit" && c.type !== "champion") return false;
    if ((maxEnergy !== undefined && (c.cost ?? 0) > maxEnergy) || (maxPower !== undefined && (c.power ?? 0) > maxPower)) return false;
    return canPay(w.s, seat, c, trashCost(w, seat, c, ignore)) && !seen.has(x.card) && seen.add(x.card);
  });
  // Mageseeker Warden: an opponent's at a battlefield — units only to base.
  const locations: Location[] = wardenAgainst(w.s, seat) ? ["base"] : ["base", ...w.s.battlefields.flatMap((b, i) => (b.controller === seat ? [i] : []))];
  const choices = cards.flatMap((x) =>
    locations.map((at) => ({ id: `trash-play:${x.id}:${at}`, label: `Play ${w.cardName(x.card)} from the trash to ${where(w.s, at)}`, kind: "choose", rule: "riftbound:359.2.c", object: x.id, payload: payload.target(x.id, String(at)) })),
  );
  if (step["may"] === true) choices.push({ id: "trash-play:none", label: "Play no unit from the trash", kind: "choose", rule: "riftbound:383.3.a", payload: payload.target() } as (typeof choices)[number]);
  if (choices.length === 0) return void w.log(`${source}: no unit in ${w.name(seat)}'s trash can be played`, "355.8");
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "play-from-trash", choices, then: rest };
}
