import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type Choice, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { RiftboundState } from "../state";
import { extraOf } from "../extras";
import { canPay, deflectFor, wardenAgainst } from "../values";
import type { RbWork } from "../work";
import { hasHidden } from "./hidden";
import { where } from "./names";
import { playCard } from "./playing";
import { chosenTargets, playTargets, spellPlays } from "./priority";

/**
 * The plays of the cards with [Hidden] in `seat`'s hand, ignoring their cost: a unit to battlefield `here`
 * (none if there is no such battlefield, or an enemy Mageseeker Warden allows only the base), gear to base
 * (149.1), a spell by what it chooses (355) if the Power of Deflect it owes can be paid (809.1.c).
 */
function hiddenHandPlays(s: RiftboundState, seat: Seat, here: number | undefined): Choice[] {
  const out: Choice[] = [];
  const seen = new Set<string>();
  for (const x of s.players[seat]!.hand) {
    const c = cardDef(x.card);
    if (!hasHidden(c) || seen.has(x.card)) continue;
    seen.add(x.card);
    const base = { kind: "play", object: x.id, rule: "riftbound:359" };
    if (c.type === "unit" || c.type === "champion") {
      if (here !== undefined && !wardenAgainst(s, seat)) out.push({ ...base, id: `hand-hidden:${x.id}`, label: `Play ${c.name} from your hand to ${where(s, here)}`, payload: { kind: "play", object: x.id, at: here } });
      continue;
    }
    if (c.type === "gear") {
      out.push({ ...base, id: `hand-hidden:${x.id}`, label: `Play ${c.name} from your hand`, payload: { kind: "play", object: x.id } });
      continue;
    }
    if (c.type !== "spell") continue;
    // 357.2: a spell whose additional cost must be paid is not played this way (no cost is asked here).
    if (extraOf(c)?.optional === false) continue;
    for (const d of spellPlays(s, seat, x.id, c)) {
      const a = d.payload;
      const deflect = chosenTargets(a).reduce((n, u) => n + deflectFor(s, seat, u), 0);
      if (deflect > 0 && !canPay(s, seat, c, { energy: 0, power: 0, anyPower: deflect })) continue;
      out.push({ ...d, id: `hand-hidden:${d.id}`, label: d.label.replace(`Play ${c.name}`, `Play ${c.name} from your hand`) });
    }
  }
  return out;
}

/**
 * Ava Achiever: "When I attack, you may pay [C] to play a card with [Hidden] from your hand, ignoring its cost.
 * If it's a unit, play it here." — asked of its player as the ability resolves (the [C] was paid as it went
 * on the chain, 383.3.b); "here" is the battlefield of the attack. None is a choice (383.3.a). The card,
 * private in the hand (128.4), is revealed only once played (its choices are asked of its player alone).
 */
export function playHiddenFromHandStep(w: RbWork, step: QueuedStep): Asking | void {
  const seat = step["seat"] as Seat;
  const source = step["source"] as string;
  const here = step["here"] as number | undefined;
  const plays = hiddenHandPlays(w.s, seat, here);
  const answer = step["answer"] as { mode?: string } | undefined;
  if (answer?.mode !== undefined) {
    const d = plays[Number(answer.mode)];
    if (d === undefined) return void w.log(`${source}: ${w.name(seat)} plays no card from their hand`, "383.3.a");
    const a = d.payload;
    return playCard(w, seat, a["object"] as string, { from: { zone: "hand", ignore: "cost" }, ...(a["at"] === undefined ? {} : { at: a["at"] as number }), ...playTargets(a) });
  }
  // Nothing to play: no question, and nothing said of the hand (128.4).
  if (plays.length === 0) return void w.log(`${source}: ${w.name(seat)} plays no card from their hand`, "355.8");
  const choices = [
    ...plays.map((d, i) => ({ id: `hand-hidden:${i}`, label: d.label, kind: "choose", rule: "riftbound:359", payload: payload.mode(String(i)) })),
    { id: "hand-hidden:none", label: "Play no card from your hand", kind: "choose", rule: "riftbound:383.3.a", payload: payload.mode("none") },
  ];
  const { answer: _answer, ...rest } = step;
  return { seat, offer: "play-hidden-from-hand", choices, then: rest };
}
