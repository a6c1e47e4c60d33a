import type { Seat } from "@tablecast/engine";
import { payload, type Asking, type QueuedStep } from "@tablecast/engine/kit";
import { cardDef } from "../cards";
import type { CardObj, RiftboundState } from "../state";
import type { RbWork } from "../work";
import { cleanup } from "./cleanup";
import { unitName } from "./names";
import { fireOwn, gearLeft } from "./triggers";

/** What Divine Judgment has each player choose: units, gear, runes and cards in their hands. */
type Kind = "unit" | "gear" | "rune" | "hand";
const PLURAL: Readonly<Record<Kind, string>> = { unit: "units", gear: "gear", rune: "runes", hand: "cards in hand" };

/** A player's objects of a kind, by id. */
function own(s: RiftboundState, seat: Seat, kind: Kind): string[] {
  const p = s.players[seat]!;
  if (kind === "unit") return s.units.filter((u) => u.controller === seat).map((u) => u.id);
  if (kind === "gear") return p.gear.map((g) => g.id);
  if (kind === "rune") return p.runes.map((r) => r.id);
  return p.hand.map((c) => c.id);
}

/**
 * The choices for the next object kept: one per object — runes and gear alike in card and readiness, and
 * cards of one name in hand, are one choice (the first of them), since keeping either is the same.
 */
function keepChoices(s: RiftboundState, seat: Seat, kind: Kind, chosen: readonly string[]): { id: string; name: string }[] {
  const p = s.players[seat]!;
  const seen = new Set<string>();
  const out: { id: string; name: string }[] = [];
  for (const id of own(s, seat, kind)) {
    if (chosen.includes(id)) continue;
    const x = kind === "gear" ? p.gear.find((g) => g.id === id)! : kind === "rune" ? p.runes.find((r) => r.id === id)! : kind === "hand" ? { ...p.hand.find((c) => c.id === id)!, exhausted: false } : undefined;
    const key = x === undefined ? id : `${x.card}:${x.exhausted}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id, name: x === undefined ? unitName(s, id) : `${cardDef(x.card).name}${x.exhausted ? " (exhausted)" : ""}` });
  }
  return out;
}

/**
 * Divine Judgment: "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the
 * rest." — not targets (355.10): chosen as it resolves, by each player in turn starting with its controller,
 * one object at a time (with 2 or fewer of a kind they keep them all, none asked); the cards in a hand are
 * named only in their player's question (128.4). Then everything else of those kinds is recycled (416).
 */
export function keepTwoStep(w: RbWork, step: QueuedStep): Asking | void {
  const source = step["source"] as string;
  const todo = [...(step["todo"] as [Seat, Kind][])];
  const kept = [...(step["kept"] as string[])];
  let chosen = [...(step["chosen"] as string[])];
  const answer = step["answer"] as { objects?: string[] } | undefined;
  if (answer?.objects?.[0] !== undefined) chosen.push(answer.objects[0]);
  for (;;) {
    const head = todo[0];
    if (head === undefined) return recycleTheRest(w, kept, source);
    const [seat, kind] = head;
    const all = own(w.s, seat, kind);
    if (all.length <= 2 || chosen.length === 2) {
      kept.push(...(all.length <= 2 ? all : chosen));
      if (all.length > 2) w.log(`${source}: ${w.name(seat)} chooses 2 ${PLURAL[kind]}${kind === "hand" ? "" : ` (${chosen.map((id) => nameOf(w.s, seat, kind, id)).join(" and ")})`}`, "355.10");
      todo.shift();
      chosen = [];
      continue;
    }
    const choices = keepChoices(w.s, seat, kind, chosen).map((x) => ({ id: `keep:${x.id}`, label: `Choose ${x.name} for ${source} (${PLURAL[kind]}, ${chosen.length + 1} of 2)`, kind: "choose", rule: "riftbound:355.10", object: x.id, payload: payload.target(x.id) }));
    return { seat, offer: "keep-two", choices, then: { step: "keep-two", source, todo: todo as never, kept, chosen } };
  }
}

const nameOf = (s: RiftboundState, seat: Seat, kind: Kind, id: string): string => (kind === "unit" ? unitName(s, id) : cardDef((kind === "gear" ? s.players[seat]!.gear : s.players[seat]!.runes).find((x) => x.id === id)!.card).name);

/**
 * 416: every unit, gear, rune and card in hand not kept is recycled — units and gear to the bottom of their
 * owner's Main Deck (a token ceases to exist, 183; gear's "when this leaves the board" triggers), runes to the
 * bottom of the Rune Deck, cards in hand to the bottom of the Main Deck; two or more in a random order (416.5).
 */
function recycleTheRest(w: RbWork, kept: readonly string[], source: string): void {
  const toDeck: [CardObj[], CardObj[]] = [[], []];
  const toRunes: [CardObj[], CardObj[]] = [[], []];
  const leftBoard: [CardObj[], CardObj[]] = [[], []];
  for (const u of w.s.units.filter((x) => !kept.includes(x.id))) {
    const units = w.units();
    units.splice(units.findIndex((x) => x.id === u.id), 1);
    if (u.token) w.emit({ type: "remove", obj: u.id });
    else toDeck[u.owner ?? u.controller]!.push({ id: u.id, card: u.card });
  }
  for (const seat of [0, 1] as const) {
    const p = w.s.players[seat]!;
    const gear = p.gear.filter((g) => !kept.includes(g.id));
    const runes = p.runes.filter((r) => !kept.includes(r.id));
    const hand = p.hand.filter((c) => !kept.includes(c.id));
    if (gear.length > 0) w.player(seat).gear = p.gear.filter((g) => kept.includes(g.id));
    if (runes.length > 0) w.player(seat).runes = p.runes.filter((r) => kept.includes(r.id));
    for (const c of hand) w.take(seat, "hand", c.id);
    for (const g of gear) {
      toDeck[g.owner ?? seat]!.push({ id: g.id, card: g.card });
      leftBoard[g.owner ?? seat]!.push({ id: g.id, card: g.card });
    }
    toDeck[seat].push(...hand);
    toRunes[seat].push(...runes.map((r) => ({ id: r.id, card: r.card })));
  }
  for (const seat of [0, 1] as const) {
    const deck = toDeck[seat].length > 1 ? w.shuffle(toDeck[seat]) : toDeck[seat];
    const placed = deck.map((c) => ({ was: c.id, now: w.put(seat, c, "deck", true) }));
    for (const c of toRunes[seat].length > 1 ? w.shuffle(toRunes[seat]) : toRunes[seat]) w.put(seat, c, "rune-deck", true);
    const n = deck.length + toRunes[seat].length;
    if (n > 0) w.log(`${source}: ${w.name(seat)} recycles ${deck.length} card${deck.length === 1 ? "" : "s"} to their Main Deck and ${toRunes[seat].length} rune${toRunes[seat].length === 1 ? "" : "s"}`, n > 1 ? "416.5" : "416");
    for (const g of leftBoard[seat]) gearLeft(w, seat, placed.find((x) => x.was === g.id)!.now, false);
    if (deck.length > 0) fireOwn(w, "recycle", seat);
  }
  cleanup(w);
}
