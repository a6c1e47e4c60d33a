import type { CardDef } from "../data/cards";
import type { Ability } from "./abilities";

/** EX (I.3.5) and Powerful (I.3.9): "E Discard 1 or more momentum: This attack gets +N speed / damage for each card paid." */
const perMomentumPaid = (keyword: "EX" | "Powerful", n: number, value: "speed" | "damage"): Ability => ({
  type: "E",
  keyword,
  costs: [{ kind: "momentum", min: 1, max: null }],
  effects: [{ kind: "attack", [value]: n, perPaid: true }],
  text: `${keyword}: ${n} — E Discard 1 or more momentum: This attack gets +${n} ${value} for each card paid.`,
});

/**
 * I.2.1 / I.3: the abilities a keyword grants, with its rating (I.2.4), in a fixed order (after the
 * printed abilities) so that the ability index in decision ids is stable.
 */
export function keywordAbilities(def: CardDef): Ability[] {
  const k = def.keywords ?? {};
  const out: Ability[] = [];
  if (k.breaker !== undefined)
    out.push({
      type: "R",
      keyword: "Breaker",
      costs: [],
      condition: "after-you-block-with-this",
      effects: [{ kind: "breaker", n: k.breaker }],
      text: `Breaker: ${k.breaker} — R: After you block with this card, the next card your opponent attempts to play this turn gets +${k.breaker} difficulty.`,
    });
  if (k.ex !== undefined) out.push(perMomentumPaid("EX", k.ex, "speed"));
  if (k.gauge !== undefined)
    out.push({
      type: "E",
      keyword: "Gauge",
      costs: [],
      effects: [{ kind: "gauge", n: k.gauge }],
      text: `Gauge: ${k.gauge} — E: If this attack deals ${k.gauge} or more damage, you may search your deck and discard pile for a character card that shares a name with your starting character and add it to your staging area.`,
    });
  if (k.multiple !== undefined)
    out.push({
      type: "E",
      keyword: "Multiple",
      costs: [{ kind: "momentum", min: 1, max: k.multiple }],
      effects: [{ kind: "multiple" }],
      text: `Multiple: ${k.multiple} — E Discard X momentum (minimum 1, maximum ${k.multiple}): Add X cards from the top of your discard pile to your card pool face down as multiple copies of this attack. Add those attacks to the attack stack.`,
    });
  if (k.powerful !== undefined) out.push(perMomentumPaid("Powerful", k.powerful, "damage"));
  if (k.stun !== undefined)
    out.push({ type: "E", keyword: "Stun", costs: [], effects: [{ kind: "stun", n: k.stun }], text: `Stun: ${k.stun} — E: Your opponent commits ${k.stun} foundations.` });
  if (k.reversal === true)
    out.push({
      type: "R",
      keyword: "Reversal",
      fromHand: true,
      costs: [{ kind: "play-as-reversal" }],
      condition: "after-opponents-blocked-attack-resolves",
      effects: [{ kind: "reversal" }],
      text: "Reversal — R [Hand] Play this card as a reversal: After your opponent's blocked attack resolves, add this attack to the attack stack.",
    });
  return out;
}
