import type { Seat } from "@tablecast/engine";
import type { Choice } from "@tablecast/engine/kit";
import { CARDS, cardDef, traitsOf } from "../data/cards";
import { other, type GameEvent, type PlayerState, type ResponseWindow, type UfsState } from "../state";
import type { Ability, ResponseCondition } from "../vocabulary/abilities";
import { abilitiesAt, atDeadlock, atDesperation, attackValues, blockFits, characterName, committableForCheck, findPoolCard, matchesFilter, mayAttempt, poolDef } from "../values";
import { choice } from "./asking";

/**
 * H.1–H.3: which abilities and cards a player may play now, as typed choices. Ids:
 * `play:<obj>`, `ability:<obj>:<index>[:<momentum paid or X>]`, `block:<obj>`, `pass`.
 */

/** The highest control value of any card: no control check starts above it (E.3.1). */
const MAX_CONTROL = Math.max(...CARDS.map((c) => c.control));

/**
 * H.4.4.2: the player chooses any non-negative X on announcement. For a "(+X)" check cost the choices
 * offered stop at the highest X a check could still pass: the highest control value, plus the
 * player's "next check" bonus, plus one point per card they could commit (E.3.5.2). A higher X fails.
 */
export function maxChosenX(p: PlayerState): number {
  return MAX_CONTROL + p.checkBonus + committableForCheck(p).length;
}

/** Where an ability's card is (H.2.1.3, H.2.2.3, H.2.3.3). */
type Where = "character" | "staging" | "hand" | "pool";

interface Source {
  readonly obj: string;
  readonly card: string;
  readonly where: Where;
  readonly committed: boolean;
}

type Timing = { readonly type: "F" } | { readonly type: "E" } | { readonly type: "R"; readonly window: ResponseWindow };

/** H.1.6 / H.2.3.2.4.2.1: does the event match the response condition, seen from `seat`, for an ability on `obj`? */
function conditionMatches(condition: ResponseCondition | undefined, event: GameEvent, seat: Seat, obj: string): boolean {
  switch (condition) {
    case "after-you-block":
      return event.kind === "block" && event.blocker === seat;
    case "after-you-block-with-this":
      return event.kind === "block" && event.blocker === seat && event.block === obj;
    case "after-your-attack-is-blocked":
      return event.kind === "block" && event.attacker === seat;
    case "after-your-attack-deals-damage":
      return event.kind === "damage" && event.attacker === seat;
    case "after-you-are-dealt-damage":
      return event.kind === "damage" && event.attacker !== seat;
    // I.3.10.1, I.3.10.2.3: a blocked attack without Safe.
    case "after-opponents-blocked-attack-resolves":
      return event.kind === "resolved" && event.attacker !== seat && event.blocked && !event.safe;
    default:
      return false;
  }
}

function sourcesOf(s: UfsState, seat: Seat): Source[] {
  const p = s.players[seat]!;
  const out: Source[] = [{ obj: p.character.id, card: p.character.card, where: "character", committed: p.character.committed }];
  for (const c of p.staging) out.push({ obj: c.id, card: c.card, where: "staging", committed: c.committed });
  for (const c of p.hand) out.push({ obj: c.id, card: c.card, where: "hand", committed: false });
  // I.3.8.2: multiple copies have no abilities.
  for (const c of p.pool) if (c.copyOf === undefined) out.push({ obj: c.id, card: c.card, where: "pool", committed: false });
  return out;
}

/** The decisions that play ability `index` of `src` now (several when X momentum may be paid), or none. */
function abilityDecisions(s: UfsState, seat: Seat, src: Source, index: number, a: Ability, timing: Timing): Choice[] {
  if (a.type !== timing.type) return [];
  const p = s.players[seat]!;
  const def = cardDef(src.card);
  const key = `${src.obj}:${index}`;
  const q = s.sequence;
  // Location (H.2.1.3, H.2.2.3, H.2.3.3, H.3.2.1).
  if (a.fromHand === true) {
    if (src.where !== "hand") return [];
  } else if (src.where === "hand") {
    if (def.type !== "action") return [];
  } else if (src.where === "pool") {
    const isCurrentAttack = q !== null && q.attack === src.obj && timing.type !== "F";
    const referencesItself = a.condition === "after-you-block-with-this";
    if (!isCurrentAttack && !referencesItself) return [];
  } else if (src.committed) return []; // H.5.1
  // A card played from hand must be one the player could play (E.4.1.2, I.3.2.1).
  if (src.where === "hand" && !mayAttempt(p, def)) return [];
  // Restrictions (H.3).
  if (a.oncePerTurn === true && p.usedThisTurn.includes(key)) return [];
  if (a.desperation === true && !atDesperation(p)) return [];
  if (a.deadlock === true && !atDeadlock(s.players[other(seat)]!)) return []; // H.3.1.3, K.3.19
  if (a.first === true) {
    if (timing.type === "F" && p.formsAttempted > 0) return []; // H.3.1.1.1
    if (timing.type === "E" && q !== null && q.enhanced.includes(seat)) return []; // H.3.1.1.2
  }
  if (a.combo === true) {
    // I.3.3.2: the printed values of the card immediately preceding this card in the card pool.
    const need = def.keywords?.combo;
    if (need === undefined) return [];
    const i = p.pool.findIndex((c) => c.id === src.obj);
    const preceding = i < 0 ? p.pool[p.pool.length - 1] : p.pool[i - 1];
    if (preceding === undefined || !traitsOf(poolDef(preceding)).includes(need)) return [];
  }
  if (timing.type === "E") {
    if (q === null || q.step !== "enhance") return [];
    if (q.used.includes(key)) return []; // H.2.1.4
  }
  if (timing.type === "R") {
    if (timing.window.used.includes(key)) return []; // H.2.3.4
    if (a.keyword === "Reversal" && timing.window.used.includes("reversal")) return []; // I.3.10.2.2
    if (!conditionMatches(a.condition, timing.window.event, seat, src.obj)) return [];
  }
  // "Your attack" / "your opponent's attack" (H.3.2.2.4, H.3.2.2.6, K.3.4.1) and "this attack" on the attack itself.
  if (a.attack !== undefined || (src.where === "pool" && timing.type === "E")) {
    if (q === null) return [];
    const found = findPoolCard(s, q.attack);
    if (found === null) return [];
    if (a.attack === "yours" && q.attacker !== seat) return [];
    if (a.attack === "opponents" && q.attacker === seat) return [];
    if (src.where === "pool" && q.attacker !== seat) return [];
    const values = attackValues(s, q.attacker, found.card);
    if (!matchesFilter(poolDef(found.card), values.zone, a.filter)) return [];
  }
  // Costs must be payable (E.4.1.1, control checks excluded).
  let xs: number[] = [0];
  for (const cost of a.costs) {
    if (cost.kind === "commit" && !(src.where === "character" || src.where === "staging")) return [];
    if (cost.kind === "destroy" && src.where !== "staging") return [];
    // H.4.1.4: only a card in the staging area turns face down here; D.2.2.4 never the starting character.
    if (cost.kind === "flip" && src.where !== "staging") return [];
    if (cost.kind === "momentum") {
      const max = Math.min(cost.max ?? p.momentum.length, p.momentum.length);
      if (max < cost.min) return [];
      xs = [];
      for (let x = cost.min; x <= max; x++) xs.push(x);
    }
  }
  // H.4.4.2: X chosen when the ability is announced.
  if (a.x === "choose") xs = Array.from({ length: maxChosenX(p) + 1 }, (_, x) => x);
  const label = `${def.name}: ${a.text}`;
  return xs.map((x) =>
    choice({
      id: x === 0 ? `ability:${src.obj}:${index}` : `ability:${src.obj}:${index}:${x}`,
      label: a.x === "choose" ? `${label} (X = ${x})` : x === 0 ? label : `${label} (discard ${x} momentum)`,
      kind: a.type === "F" ? "form" : a.type === "E" ? "enhance" : "response",
      rule: a.type === "F" ? "ufs:H.2.2" : a.type === "E" ? "ufs:H.2.1" : "ufs:H.2.3",
      object: src.obj,
      payload: { kind: "ability", obj: src.obj, index, x },
    }),
  );
}

function abilities(s: UfsState, seat: Seat, timing: Timing): Choice[] {
  const out: Choice[] = [];
  const p = s.players[seat]!;
  for (const src of sourcesOf(s, seat)) abilitiesAt(p, src.obj, src.card).forEach((a, i) => out.push(...abilityDecisions(s, seat, src, i, a, timing)));
  return out;
}

/** F.2.2.1: non-action cards from hand a player may attempt to play as a form. */
function cardForms(p: PlayerState): Choice[] {
  return p.hand.flatMap((c) => {
    const def = cardDef(c.card);
    if (def.type === "action" || !mayAttempt(p, def)) return [];
    return [choice({ id: `play:${c.id}`, label: `Play ${def.name}`, kind: "play", rule: "ufs:F.2.2.1", object: c.id, payload: { kind: "play", obj: c.id } })];
  });
}

/** F.2.2: forms of the active player. */
export function forms(s: UfsState, seat: Seat): Choice[] {
  const p = s.players[seat]!;
  const fromHand = cardForms(p);
  const abilityForms = abilities(s, seat, { type: "F" });
  const handForms = [...fromHand, ...abilityForms.filter((d) => p.hand.some((c) => c.id === d.object))];
  const out = [...fromHand, ...abilityForms];
  // F.2.2.3 (second): a player who passed without attempting a card from hand must attempt one this turn.
  const owes = p.mustPlayFromHand && !p.triedFromHand && handForms.length > 0;
  if (!owes) out.push(choice({ id: "pass", label: "Pass to the End Phase", kind: "pass", rule: "ufs:F.2.2.3", payload: { kind: "pass" } }));
  return out;
}

export function enhances(s: UfsState, seat: Seat): Choice[] {
  return abilities(s, seat, { type: "E" });
}

export function responses(s: UfsState, seat: Seat, window: ResponseWindow): Choice[] {
  return abilities(s, seat, { type: "R", window });
}

/** G.2.1.3.1: cards in hand whose block zone fits the attack and that could be played. */
export function blocks(s: UfsState, seat: Seat): Choice[] {
  const q = s.sequence;
  if (q === null) return [];
  const found = findPoolCard(s, q.attack);
  if (found === null) return [];
  const zone = attackValues(s, q.attacker, found.card).zone;
  const p = s.players[seat]!;
  return p.hand.flatMap((c) => {
    const def = cardDef(c.card);
    if (def.block === undefined || !blockFits(zone, def.block.zone) || !mayAttempt(p, def)) return [];
    return [
      choice({ id: `block:${c.id}`, label: `Block with ${def.name} (${def.block.zone} +${def.block.modifier})`, kind: "block", rule: "ufs:G.2.1.3", object: c.id, payload: { kind: "block", obj: c.id } }),
    ];
  });
}

/** I.3.7.1 / K.5.2: character cards in the deck and discard pile that share the starting character's name (one per card and zone). */
export function gaugeFinds(p: PlayerState): { id: string; card: string; zone: "deck" | "discard" }[] {
  const name = characterName(p);
  const out: { id: string; card: string; zone: "deck" | "discard" }[] = [];
  const seen = new Set<string>();
  for (const zone of ["deck", "discard"] as const)
    for (const c of p[zone]) {
      const def = cardDef(c.card);
      if (def.type !== "character" || (def.characterName ?? def.name) !== name || seen.has(`${zone}:${c.card}`)) continue;
      seen.add(`${zone}:${c.card}`);
      out.push({ id: c.id, card: c.card, zone });
    }
  return out;
}

/** Whether anyone holds a valid response to an event (a window with none would change nothing). */
export function anyResponse(s: UfsState, event: GameEvent): boolean {
  const window: ResponseWindow = { event, priority: s.activePlayer, passes: 0, used: [] };
  return responses(s, s.activePlayer, window).length > 0 || responses(s, other(s.activePlayer), window).length > 0;
}
