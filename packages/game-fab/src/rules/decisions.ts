import type { Seat } from "@tablecast/engine";
import type { Asking, Choice } from "@tablecast/engine/kit";
import { behaviourOf, cardData, cardName, hasType, isAttackAction, isAttackReaction, isDefenseReaction, isInstant, isNonAttackAction, targetsAHero, targetsOpposingHero, targetsTwoHeroes, type AttackFilter, type GraveyardFilter } from "../cards";
import { chooseLabel } from "./choices";
import { activeLink, attackMatches, defendedFromHand, hasDominate, hasMark, heroActive, mayDefend } from "./combat";
import { additionalCosts, canPay, hasCost, printedCost, resourceCost } from "./costs";

export { canPay } from "./costs";
import { isImplemented, moduleOf } from "../cards/registry";
import { playableAsInstant } from "./next-play";
import { asWeaponAttack, isMechanologistPistol, isNamed, pitchable } from "./view";
import { argsOf, ASK, type Offer } from "./questions";
import { other, type CardObj, type FabState, type Gear, type Permanent } from "../state";

/** Legal decisions: what each seat may choose now (CR 1.11 priority, 5.1 timing, 7.3 defending). */

/**
 * What a FaB decision means, typed: worked out once when it is offered (the id the log records
 * stays the README's), and handed as is to the step that resumes the game.
 */
export type FabPayload =
  | { readonly kind: "first"; readonly me: boolean }
  | { readonly kind: "pitch"; readonly obj: string }
  | { readonly kind: "defend"; readonly obj: string }
  | { readonly kind: "done" }
  | { readonly kind: "arsenal"; readonly obj: string }
  | { readonly kind: "skip" }
  | { readonly kind: "may"; readonly yes: boolean }
  | { readonly kind: "trigger"; readonly layer: string }
  | { readonly kind: "choose"; readonly option: string | null }
  | { readonly kind: "bottom"; readonly obj: string }
  /** `target`: the hero an arcane damage card targets (CR 5.1.4, 8.5.3b). */
  | { readonly kind: "play"; readonly obj: string; readonly variant: string | null; readonly target?: Seat }
  | { readonly kind: "attack"; readonly weapon: string }
  /**
   * `target`: the hero an ability's arcane damage targets (Aether Conduit, CR 5.2.1, 8.5.3b); `targets`: the objects declared as its
   * targets (CR 5.1.4), joined by "+" (Crown of Dichotomy's graveyard cards).
   */
  | { readonly kind: "activate"; readonly source: string; readonly index: number; readonly target?: Seat; readonly targets?: string }
  | { readonly kind: "pass" };
export type FabChoice = Choice<FabPayload & { readonly [field: string]: string | number | boolean | null }>;
const pitchOf = (card: string): number => cardData(card).pitch ?? 0;


type From = "hand" | "arsenal" | "banished";

/** The turn player's windows for actions (CR 8.1.1), as playable works them out. */
interface Windows {
  readonly attack: boolean;
  readonly nonAttack: boolean;
}

/** CR 7.4.2a: the attack's controller, in the Reaction Step, against a matching attack. */
function reactionWindow(s: FabState, seat: Seat, filter: AttackFilter | undefined): boolean {
  const link = activeLink(s);
  return s.combatStep === "reaction" && link !== null && link.attack.controller === seat && filter !== undefined && attackMatches(s, link.attack, filter);
}

/**
 * Whether some way of playing the card could be timely now: the same branches as each way's
 * timing in playable, without the attack filter a mode may bring.
 */
function mayBeTimely(s: FabState, seat: Seat, windows: Windows, obj: CardObj, from: From): boolean {
  const card = obj.card;
  if (!isImplemented(card)) return false;
  if (isAttackAction(card)) return windows.attack;
  const link = activeLink(s);
  if (isNonAttackAction(card))
    return (from === "banished" ? (s.players[seat]!.asInstant ?? []).includes(obj.id) : playableAsInstant(s, seat, card)) ? s.phase === "action" : windows.nonAttack;
  if (isAttackReaction(card)) return s.combatStep === "reaction" && link !== null && link.attack.controller === seat;
  if (isDefenseReaction(card)) return s.combatStep === "reaction" && link !== null && link.target === seat;
  return isInstant(card) && s.phase === "action";
}

/** A hero as a target's label: "your hero", or the opponent's name and hero. */
function heroName(s: FabState, seat: Seat, hero: Seat): string {
  return hero === seat ? "your hero" : `${s.players[hero]!.name} (${cardData(s.players[hero]!.hero.card).name})`;
}

/** Variant suffixes joined: "" + "boost" is "boost", "m0" + "boost" is "m0+boost". */
const join = (a: string, c: string): string => (a === "" ? c : `${a}+${c}`);

const when = (timely: boolean, rule: string): string | null => (timely ? rule : null);

/**
 * CR 5.1.4, 8.5.3b: "target hero" — either hero, declared as the card is played; the opposing one
 * first. "Two target heroes" (Forked Lightning): each pair once, the same hero twice allowed.
 */
function heroTargets(card: string, seat: Seat): readonly (readonly Seat[])[] {
  if (targetsTwoHeroes(card)) return [[other(seat), other(seat)], [other(seat), seat], [seat, seat]];
  return targetsOpposingHero(card) ? [[other(seat)]] : [[other(seat)], [seat]];
}
/** No target to declare: one way, untargeted. */
const NO_TARGET: readonly undefined[] = [undefined];

/** A play decision's meaning (members assigned: one is made for every way of playing every card, every priority). */
function playPayload(obj: string, variant: string | null, target: Seat | undefined): FabPayload {
  const payload: { kind: "play"; obj: string; variant: string | null; target?: Seat } = { kind: "play", obj, variant };
  if (target !== undefined) payload.target = target;
  return payload;
}

/**
 * Whether a way of playing the card is timely now (CR 8.1, 7.4.2): the rule that allows it, or
 * null. `reactsTo` is the attack an attack reaction (or its mode) needs.
 */
function timingRule(s: FabState, seat: Seat, windows: Windows, obj: CardObj, from: From, reactsTo: AttackFilter | undefined): string | null {
  const card = obj.card;
  if (isAttackAction(card)) return when(windows.attack, "8.1.1");
  // Kano: a banished non-attack action played "as though it were an instant" (CR 8.1.6).
  if (isNonAttackAction(card) && from === "banished" && (s.players[seat]!.asInstant ?? []).includes(obj.id)) return when(s.phase === "action", "8.1.6");
  if (isNonAttackAction(card) && from !== "banished" && playableAsInstant(s, seat, card)) return when(s.phase === "action", "8.1.6");
  if (isNonAttackAction(card)) return when(windows.nonAttack, "8.1.1");
  if (isAttackReaction(card)) return when(reactionWindow(s, seat, reactsTo), "7.4.2a");
  const link = activeLink(s);
  if (isDefenseReaction(card))
    // CR 7.4.2b-c, 8.3.4b: the defending hero; not from hand against a dominated link already defended from hand.
    return when(
      s.combatStep === "reaction" &&
        link !== null &&
        link.target === seat &&
        (from !== "hand" || !(hasDominate(s, link.attack) && defendedFromHand(link))) &&
        // "Defense reactions can't be played from hand this chain link" (Increase the Tension).
        (from !== "hand" || link.attack.noDefenseReactionsFromHand !== true) &&
        // "Defense reaction cards can't be played from arsenal to Remorseless's chain link".
        (from !== "arsenal" || link.attack.noDefenseReactionsFromArsenal !== true) &&
        // "Defense reaction cards can't be played this chain link" (Command and Conquer).
        moduleOf(link.attack.card)?.stopsDefenseReactions !== true &&
        // "Can't be defended by …" (Crane Dance): a defense reaction defends as it resolves (CR 7.4.2d).
        mayDefend(s, link.attack, card, from === "hand"),
      "7.4.2b",
    );
  if (isInstant(card)) return when(s.phase === "action", "8.1.6");
  return null;
}

/** What the priority holder may play or activate now (CR 5.1, 5.2, 8.1 timing). */
export function playable(s: FabState, seat: Seat): FabChoice[] {
  const p = s.players[seat]!;
  const out: FabChoice[] = [];
  const link = activeLink(s);
  const ownAction = s.phase === "action" && seat === s.turnPlayer && s.stack.length === 0 && p.actionPoints >= 1;
  // CR 7.0.1a: during combat, actions only as attacks in the Resolution Step.
  const attackWindow = ownAction && (s.chain.length === 0 || s.combatStep === "resolution");
  const nonAttackWindow = ownAction && s.chain.length === 0;
  // "They can't play or activate more than 1 action during their next turn" (Red in the Ledger), once they have.
  const noMoreActions = hasMark(p, "one-action", s.turn) && (p.actionsThisTurn ?? 0) >= 1;
  // Timing first (CR 8.1): a card no declared way could play now is ruled out before its ways and costs
  // are worked out (mayBeTimely).
  const windows: Windows = { attack: attackWindow, nonAttack: nonAttackWindow };
  const sources: { obj: CardObj; from: From }[] = [];
  for (const obj of p.hand) if (mayBeTimely(s, seat, windows, obj, "hand")) sources.push({ obj, from: "hand" });
  for (const obj of p.arsenal) if (mayBeTimely(s, seat, windows, obj, "arsenal")) sources.push({ obj, from: "arsenal" });
  // Katsu: "you may play it this turn" (CR 5.1.1a: an effect allows playing from another zone).
  // Singing Steelblade: "you may play it this chain link". Unified Decree: "you may play it this combat chain".
  for (const obj of p.banished)
    if (
      p.mayPlayBanished.includes(obj.id) ||
      (link !== null && link.attack.controller === seat && (link.mayPlayBanished ?? []).includes(obj.id)) ||
      (s.chain.length > 0 && (p.mayPlayThisChain ?? []).includes(obj.id))
    )
      if (mayBeTimely(s, seat, windows, obj, "banished")) sources.push({ obj, from: "banished" });
  for (const { obj, from } of sources) {
    const card = obj.card;
    // CR 8.2.6a: an arrow can be played only from the arsenal, and only while its player controls a bow.
    if (hasType(card, "Arrow") && (from !== "arsenal" || !controlsBow(p))) continue;
    // "Until end of turn, you may only play cards from arsenal" (Three of a Kind).
    if (p.onlyFromArsenal === true && from !== "arsenal") continue;
    if (noMoreActions && hasType(card, "Action")) continue;
    // Chains of Eminence: the named card can't be played.
    if (isNamed(s, card)) continue;
    // "Play this only if …" (Maximum Velocity: you've boosted 3 or more times this turn).
    if (moduleOf(card)?.playOnlyIf?.(p, s) === false) continue;
    // A crush mark: "they can't play attack action cards with 3 or less base {p} during their next action phase" (Crush the Weak).
    if (isAttackAction(card) && (cardData(card).power ?? 0) <= 3 && s.phase === "action" && s.turnPlayer === seat && hasMark(p, "no-weak-attacks", s.turn)) continue;
    // "… can only be played from arsenal" (the traps).
    if (moduleOf(card)?.onlyFromArsenal === true && from !== "arsenal") continue;
    const b = behaviourOf(card) ?? {};
    const rest = p.hand.filter((c) => c.id !== obj.id);
    const action = isAttackAction(card) || isNonAttackAction(card);
    const cost = resourceCost(s, seat, printedCost(card), { action, card, obj: obj.id });
    const where = from === "hand" ? "" : ` from ${from}`;
    for (const way of waysToPlay(s, seat, obj, rest)) {
      const rule = timingRule(s, seat, windows, obj, from, way.reactsTo ?? b.reactsTo);
      if (rule === null) continue;
      // A card revealed or put on the bottom as a cost is not available to pitch.
      const payFrom = pitchable(s, rest.filter((c) => !way.uses.includes(c.id)));
      // CR 5.1.6c: with an alternative cost declared, the resource asset-cost starts at zero (increases and reductions still apply).
      const base = way.free === true ? resourceCost(s, seat, 0, { action, card, obj: obj.id }) : cost;
      if (!canPay(p.resources, base + way.extra, payFrom, hasCost(card, "discard-random"))) continue;
      for (const aimed of targetsAHero(card) ? heroTargets(card, seat) : NO_TARGET) {
        const target = aimed?.[0];
        const suffix = aimed === undefined ? way.suffix : [way.suffix, ...aimed.map((h) => `t${h}`)].filter((v) => v !== "").join("+");
        const aim = aimed === undefined ? "" : ` targeting ${aimed.length === 2 && aimed[0] === aimed[1] ? `${heroName(s, seat, aimed[0]!)} twice` : aimed.map((h) => heroName(s, seat, h)).join(" and ")}`;
        out.push({
          id: `play:${obj.id}${suffix === "" ? "" : `:${suffix}`}`,
          label: `Play ${cardName(card)}${where}${way.label}${aim}`,
          kind: "play",
          rule: `fab:${target === undefined ? (way.rule ?? rule) : "5.1.4"}`,
          object: obj.id,
          payload: playPayload(obj.id, suffix === "" ? null : suffix, target),
        });
      }
    }
  }
  // CR 8.1.9, 1.4.3: weapon attacks are Once per Turn actions with an {r} cost.
  for (const g of p.gear) {
    // "Action – Remove a steam counter from this: Attack" (Teklo Plasma Pistol): its cost is the counter (CR 5.1.9, 8.5.16).
    const bySteam = g.slot === "weapon" ? moduleOf(g.card)?.attackBySteam : undefined;
    if (bySteam !== undefined) {
      const limited = bySteam === "once-per-turn" && g.attacksThisTurn >= g.attacksAllowed;
      // No {r}, but an increase still applies (Cartilage Crush: "their first action … costs an additional {r}", CR 5.1.6a).
      if (attackWindow && !limited && !noMoreActions && (g.steam ?? 0) >= 1 && canPay(p.resources, resourceCost(s, seat, 0, { action: true, attack: asWeaponAttack(g.card, seat, g.id) }), pitchable(s, p.hand), false))
        out.push({ id: `attack:${g.id}`, label: `Attack with ${cardData(g.card).name}, removing a steam counter`, kind: "attack", rule: "fab:1.4.3", object: g.id, payload: { kind: "attack", weapon: g.id } });
      continue;
    }
    const cost = moduleOf(g.card)?.attackCost;
    // Once per Turn, unless the weapon prints no limit (Sledge of Anvilheim).
    if (g.slot !== "weapon" || cost === undefined || !attackWindow || noMoreActions || (g.attacksThisTurn >= g.attacksAllowed && moduleOf(g.card)?.attackNotOncePerTurn !== true)) continue;
    const proxy = asWeaponAttack(g.card, seat, g.id);
    if (!canPay(p.resources, resourceCost(s, seat, cost, { action: true, attack: proxy }), pitchable(s, p.hand), false)) continue;
    out.push({ id: `attack:${g.id}`, label: `Attack with ${cardData(g.card).name}`, kind: "attack", rule: "fab:8.1.9", object: g.id, payload: { kind: "attack", weapon: g.id } });
  }
  // CR 5.2.2: activated abilities of the hero, equipment, weapons and permanents the player controls.
  // Hero, then gear, then permanents (a list built by hand: Array.flat is slow on this path).
  const abilitySources: CardObj[] = heroActive(s, seat) ? [p.hero] : [];
  for (const g of p.gear) abilitySources.push(g);
  for (const c of p.permanents) abilitySources.push(c);
  for (const src of abilitySources) {
    const abilities = behaviourOf(src.card)?.abilities ?? [];
    for (let i = 0; i < abilities.length; i++) {
      const ability = abilities[i]!;
      if (ability.oncePerTurn === true && p.usedThisTurn.includes(`ability:${src.id}:${i}`)) continue;
      const timing =
        ability.type === "action" ? nonAttackWindow : ability.type === "instant" ? s.phase === "action" : reactionWindow(s, seat, ability.reactsTo);
      if (!timing || (noMoreActions && ability.type === "action")) continue;
      // CR 5.1.9, 8.5.24: the effect-cost "turn a face down card in your arsenal face up" needs one there (Skullbone Crosswrap).
      if (ability.turnFaceUp === true && !p.arsenal.some((c) => !(p.faceUp ?? []).includes(c.id))) continue;
      // CR 5.2.1e: activation conditions.
      if (ability.condition === "weapon-hit-this-turn" && !p.gear.some((g) => g.slot === "weapon" && g.hitsThisTurn > 0)) continue;
      if (ability.condition === "energy-3" && ((src as Partial<Gear>).energyCounters ?? 0) < 3) continue;
      // "Activate this ability only if you've boosted this turn" (CR 8.3.9a; Teklo Foundry Heart, Achilles Accelerator).
      if (ability.condition === "boosted-this-turn" && (p.boosts ?? 0) === 0) continue;
      // "Target Mechanologist pistol you control" (Plasma Purifier, CR 5.2.1d): not activated without one.
      if (ability.condition === "controls-mechanologist-pistol" && !p.gear.some((g) => g.slot === "weapon" && isMechanologistPistol(g.card))) continue;
      // CR 5.1.9, 8.5.16: the effect-cost "remove a steam counter from this" needs one there.
      if (ability.removeSteam !== undefined && ((src as Partial<Permanent>).steam ?? 0) < ability.removeSteam) continue;
      const more = moduleOf(src.card)?.abilityCostMore?.(p) ?? 0;
      if (!canPay(p.resources, resourceCost(s, seat, ability.cost + more, { action: ability.type === "action" }), pitchable(s, p.hand), false)) continue;
      // CR 5.1.4: "target … card from your graveyard" — one activation per set of targets; none, and it can't be activated.
      if (ability.graveyardTargets !== undefined) {
        for (const objs of graveyardTargetSets(p.graveyard, ability.graveyardTargets))
          out.push({
            id: `activate:${src.id}:${i}:${objs.join("+")}`,
            label: `${cardData(src.card).name}: ${ability.text} (targeting ${objs.map((id) => cardName(p.graveyard.find((c) => c.id === id)!.card)).join(" and ")})`,
            kind: "activate",
            rule: "fab:5.1.4",
            object: src.id,
            payload: { kind: "activate", source: src.id, index: i, targets: objs.join("+") },
          });
        continue;
      }
      // "Deal N arcane damage to target hero" (Aether Conduit): the target is declared as it is activated (CR 5.2.1, 5.1.4), the opposing hero first.
      const aimed = ability.effects.some((e) => e.kind === "arcane-damage" && e.each !== true);
      for (const target of aimed ? [other(seat), seat] : [undefined]) {
        const aim = target === undefined ? "" : ` targeting ${target === seat ? "your hero" : `${s.players[target]!.name} (${cardData(s.players[target]!.hero.card).name})`}`;
        out.push({
          id: `activate:${src.id}:${i}${target === undefined ? "" : `:t${target}`}`,
          label: `${cardData(src.card).name}: ${ability.text}${aim}`,
          kind: "activate",
          rule: "fab:5.2.2",
          object: src.id,
          payload: { kind: "activate", source: src.id, index: i, ...(target === undefined ? {} : { target }) },
        });
      }
    }
  }
  return out;
}

/** CR 8.2.6a: the player controls a bow (a weapon with the subtype Bow, CR 2.10.6b). */
const controlsBow = (p: { readonly gear: readonly Gear[] }): boolean => p.gear.some((g) => g.slot === "weapon" && hasType(g.card, "Bow"));

const GRAVEYARD_FILTERS: Readonly<Record<GraveyardFilter, (card: string) => boolean>> = {
  "runeblade-attack-action": (card) => hasType(card, "Runeblade") && isAttackAction(card),
  "runeblade-non-attack-action": (card) => hasType(card, "Runeblade") && isNonAttackAction(card),
};

/** Every set of distinct graveyard cards with one card for each filter, in the filters' order (CR 1.8.5b: a target once). */
function graveyardTargetSets(graveyard: readonly CardObj[], filters: readonly GraveyardFilter[]): string[][] {
  return filters.reduce<string[][]>(
    (sets, filter) => sets.flatMap((set) => graveyard.filter((c) => GRAVEYARD_FILTERS[filter](c.card) && !set.includes(c.id)).map((c) => [...set, c.id])),
    [[]],
  );
}

/** One way to play a card: its declared mode and optional or additional costs (CR 5.1.3-5.1.4). */
interface Way {
  readonly suffix: string;
  readonly label: string;
  readonly extra: number;
  readonly uses: readonly string[];
  readonly reactsTo?: AttackFilter;
  readonly rule?: string;
  /** An alternative cost is declared: the {r} cost is not paid (CR 5.1.6c). */
  readonly free?: boolean;
}

function waysToPlay(s: FabState, seat: Seat, obj: CardObj, rest: readonly CardObj[]): Way[] {
  const b = behaviourOf(obj.card) ?? {};
  const p = s.players[seat]!;
  let ways: Way[] = [{ suffix: "", label: "", extra: 0, uses: [] }];
  // CR 1.7.5, 5.1.4: modes.
  if (b.modes !== undefined)
    ways = b.modes.map((m, i) => ({ suffix: `m${i}`, label: `: ${m.text}`, extra: 0, uses: [], ...(m.reactsTo === undefined ? {} : { reactsTo: m.reactsTo }), rule: "1.7.5" }));
  // CR 5.1.3: additional costs are declared as the card is played; an optional one is a way with
  // and a way without it, one that names a card in hand is a way per card.
  for (const c of additionalCosts(obj.card)) {
    switch (c.kind) {
      case "may-pay":
        ways = ways.flatMap((w) => [w, { ...w, suffix: join(w.suffix, "paid"), label: `${w.label}, paying ${c.resources} more for +${c.defense} defense`, extra: c.resources, rule: "5.1.3" }]);
        break;
      case "may-banish":
        if (p.graveyard.some((g) => cardData(g.card).name === c.name))
          ways = ways.flatMap((w) => [w, { ...w, suffix: join(w.suffix, "banish"), label: `${w.label}, banishing ${c.name} from the graveyard`, rule: "5.1.3" }]);
        break;
      case "reveal":
        ways = ways.flatMap((w) =>
          rest.filter((h) => c.which(h.card)).map((h) => ({ ...w, suffix: join(w.suffix, `reveal-${h.id}`), label: `${w.label}, revealing ${cardName(h.card)}`, uses: [...w.uses, h.id], rule: "5.1.3" })),
        );
        break;
      case "bottom":
        ways = ways.flatMap((w) =>
          rest.map((h) => ({ ...w, suffix: join(w.suffix, `bottom-${h.id}`), label: `${w.label}, putting ${cardName(h.card)} on the bottom of the deck`, uses: [...w.uses, h.id], rule: "5.1.3" })),
        );
        break;
      case "boost":
        // CR 8.3.9b: only with a card to banish; the label names no card (the deck is private, CR 3.7).
        if (p.deck.length > 0) ways = ways.flatMap((w) => [w, { ...w, suffix: join(w.suffix, "boost"), label: `${w.label}, boosting`, rule: "8.3.9" }]);
        break;
      case "discard-random":
        break; // paid at random as the card is played: no choice to declare (canPay keeps a card for it)
    }
  }
  // CR 5.1.4: "target defending attack action card" — a way per card defending the active chain link; none, and it can't be played.
  if (b.targetsDefending === "attack-action") {
    const defending = (activeLink(s)?.defenders ?? []).filter((d) => d.gear === undefined && isAttackAction(d.card));
    ways = ways.flatMap((w) => defending.map((d) => ({ ...w, suffix: join(w.suffix, `target-${d.id}`), label: `${w.label} targeting ${cardName(d.card)}`, rule: "5.1.4" })));
  }
  // CR 5.1.3c, 5.4.4b: "you may … rather than pay this's {r} cost" — a way per alternative cost (one at most is declared).
  const alternatives = moduleOf(obj.card)?.alternativeCosts ?? [];
  if (alternatives.length > 0)
    ways = ways.flatMap((w) => [
      w,
      ...alternatives.flatMap((a, i): Way[] => {
        const rule = "5.4.4b";
        if (a.kind === "hand-to-top")
          return rest
            .filter((h) => !w.uses.includes(h.id))
            .map((h) => ({ ...w, suffix: join(w.suffix, `alt${i}-${h.id}`), label: `${w.label}, putting ${cardName(h.card)} on top of the deck instead of paying its cost`, uses: [...w.uses, h.id], free: true, rule }));
        const tokens = p.permanents.filter((c) => cardData(c.card).name === a.name).length;
        return tokens >= a.count ? [{ ...w, suffix: join(w.suffix, `alt${i}`), label: `${w.label}, destroying ${a.count} ${a.name}${a.count === 1 ? "" : "s"} instead of paying its cost`, free: true, rule }] : [];
      }),
    ]);
  // CR 5.1.3a: a printed cost with X — X is declared (Spark of Genius: X+X).
  const variable = moduleOf(obj.card)?.variableCost;
  if (variable !== undefined)
    ways = ways.flatMap((w) => Array.from({ length: variable.upTo + 1 }, (_, x) => ({ ...w, suffix: join(w.suffix, `x${x}`), label: `${w.label} with X = ${x}`, extra: w.extra + variable.perX * x, rule: "5.1.3a" })));
  // "You may pay X{r}" with X targets (the card's module, PayX): one way per X.
  const payX = moduleOf(obj.card)?.payX;
  if (payX !== undefined && payX.when(s, seat, obj.card)) {
    const n = payX.targets(s, seat, obj.card).length;
    for (let x = 1; x <= n; x++) ways = [...ways, { suffix: `x${x}`, label: payX.label(x), extra: x, uses: [], rule: payX.rule }];
  }
  return ways;
}

/** The choices of a question (the flow offers them once per question, see flow.ts). */
export function legalChoices(s: FabState, asking: Asking): FabChoice[] {
  if (s.ended !== null) return [];
  const seat = asking.seat;
  const q = argsOf(asking);
  const p = s.players[seat]!;
  switch (asking.offer as Offer) {
    case ASK.priority:
    {
      const out = playable(s, seat);
      out.push({ id: "pass", label: "Pass priority", kind: "pass", rule: "fab:1.11.4", payload: { kind: "pass" } });
      return out;
    }
    case ASK.firstPlayer:
      return [
        { id: "first:me", label: "Go first", kind: "choose", rule: "fab:4.1.3", payload: { kind: "first", me: true } },
        { id: "first:opponent", label: "Let the opponent go first", kind: "choose", rule: "fab:4.1.3", payload: { kind: "first", me: false } },
      ];
    case ASK.pay: {
      // A layer being played, or an Arcane Barrier (no layer).
      const layer = q.layer === undefined ? undefined : s.stack.find((l) => l.id === q.layer)!;
      const needsDiscard = layer !== undefined && layer.ability === undefined && layer.weapon === undefined && hasCost(layer.card, "discard-random");
      // CR 1.14.3b: pitch only for assets still needed, and never into an unpayable position.
      // Chains of Eminence: a named card can't be pitched.
      const hand = pitchable(s, p.hand.filter((c) => !(layer?.costCards ?? []).includes(c.id)));
      return hand
        .filter((c) => pitchOf(c.card) > 0)
        .filter((c) => canPay(p.resources + pitchOf(c.card), q.due!, hand.filter((h) => h.id !== c.id), needsDiscard))
        .map((c) => ({ id: `pitch:${c.id}`, label: `Pitch ${cardName(c.card)} for ${pitchOf(c.card)}`, kind: "pitch", rule: "fab:1.14.3", object: c.id, payload: { kind: "pitch", obj: c.id } }));
    }
    case ASK.defend: {
      const declared = q.declared!;
      const link = activeLink(s)!;
      const fromHandDeclared = declared.some((id) => p.hand.some((c) => c.id === id));
      // CR 8.3.4a: dominate allows one card from hand.
      const handAllowed = !(hasDominate(s, link.attack) && fromHandDeclared);
      const out: FabChoice[] = [];
      if (handAllowed)
        for (const c of p.hand) {
          // CR 7.3.2a-b: non-defense-reaction cards with a defense property.
          if (declared.includes(c.id) || isDefenseReaction(c.card) || cardData(c.card).defense === null || isNamed(s, c.card)) continue;
          if (!mayDefend(s, link.attack, c.card, true)) continue;
          out.push({ id: `defend:${c.id}`, label: `Defend with ${cardName(c.card)}`, kind: "defend", rule: "fab:7.3.2", object: c.id, payload: { kind: "defend", obj: c.id } });
        }
      // "Until end of turn, you may defend with attack action cards from arsenal" (Art of War): not from hand, so dominate does not limit them (CR 8.3.4a).
      if (p.defendFromArsenal === true)
        for (const c of p.arsenal) {
          if (declared.includes(c.id) || !isAttackAction(c.card) || isNamed(s, c.card) || !mayDefend(s, link.attack, c.card, false)) continue;
          out.push({ id: `defend:${c.id}`, label: `Defend with ${cardName(c.card)} from arsenal`, kind: "defend", rule: "fab:7.3.2", object: c.id, payload: { kind: "defend", obj: c.id } });
        }
      for (const g of p.gear) {
        if (g.slot === "weapon" || declared.includes(g.id) || cardData(g.card).defense === null || isNamed(s, g.card) || !mayDefend(s, link.attack, g.card, false)) continue;
        out.push({ id: `defend:${g.id}`, label: `Defend with ${cardData(g.card).name}`, kind: "defend", rule: "fab:7.3.2a", object: g.id, payload: { kind: "defend", obj: g.id } });
      }
      // "The defending hero must defend this with X equipment they control" (Meganetic Shockwave): a requirement, met if possible
      // (CR 1.0.2) — with fewer able to defend, all of them; until it is met, only equipment may be declared. Equipment named by
      // Chains of Eminence can't be used to defend, so it is not able to.
      const must = moduleOf(link.attack.card)?.defendWithEquipment?.(s, link.attack) ?? 0;
      const able = p.gear.filter((g) => g.slot !== "weapon" && cardData(g.card).defense !== null && !isNamed(s, g.card));
      if (able.filter((g) => declared.includes(g.id)).length < Math.min(must, able.length)) return out.filter((c) => p.gear.some((g) => g.id === c.object));
      out.push({ id: "done", label: declared.length === 0 ? "Do not defend" : "Done declaring defenders", kind: "pass", rule: "fab:7.3.2", payload: { kind: "done" as const } });
      return out;
    }
    case ASK.arsenal:
      return [
        ...p.hand.map((c) => ({ id: `arsenal:${c.id}`, label: `Put ${cardName(c.card)} into arsenal`, kind: "arsenal", rule: "fab:4.4.3b", object: c.id, payload: { kind: "arsenal" as const, obj: c.id } })),
        { id: "skip", label: "Leave the arsenal empty", kind: "pass", rule: "fab:4.4.3b", payload: { kind: "skip" as const } },
      ];
    case ASK.may:
      return [
        { id: "may:yes", label: `Yes: ${q.text}`, kind: "choose", rule: "fab:1.8.3", payload: { kind: "may" as const, yes: true } },
        { id: "may:no", label: "No", kind: "choose", rule: "fab:1.8.3", payload: { kind: "may" as const, yes: false } },
      ];
    case ASK.orderTriggers:
      // The kernel orders triggers with choices of its own (rules/priority.ts TRIGGERS).
      return (asking.choices ?? []) as FabChoice[];
    case ASK.choose:
      return [
        ...q.options!.map((id) => ({ id: `choose:${id}`, label: chooseLabel(s, id, q.text!), kind: "choose", rule: "fab:1.8.6", object: id.split("/")[0]!, payload: { kind: "choose" as const, option: id } })),
        ...(q.optional === true ? [{ id: "choose:none", label: "Choose none", kind: "choose", rule: "fab:1.8.3", payload: { kind: "choose" as const, option: null } }] : []),
      ];
    case ASK.pitchOrder:
      return p.pitch.map((c) => ({ id: `bottom:${c.id}`, label: `Put ${cardName(c.card)} on the bottom of the deck next`, kind: "order", rule: "fab:4.4.3c", object: c.id, payload: { kind: "bottom", obj: c.id } }));
  }
}
