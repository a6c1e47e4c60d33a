import { cardById, type Card } from "@tablecast/cards";
import { err, ok, playDecision, seatLabel, type Game, type GameState, type ObjectId, type Result, type Seat, type ZoneId } from "@tablecast/engine";
import { isTabletop, type TabletopCard, type TabletopState } from "@tablecast/engine/kit";
import type { CardVerb, Entry } from "./entry";
import type { CoverageGame } from "./profiles";

/** One decision the console submits, by the seat that makes it. */
export interface PlannedStep {
  readonly seat: Seat;
  readonly decision: string;
}

/** An entry as the table's decisions; `undo`: the decisions that take it back (null: it cannot be). */
export interface Plan {
  readonly steps: readonly PlannedStep[];
  readonly undo: readonly PlannedStep[] | null;
  readonly label: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = Game<any, any>;

const P = (seat: Seat): string => `P${seat + 1}`;

/** The entry's decisions tried on a copy of the table: each checked as the match would, none submitted. */
class Rehearsal {
  readonly steps: PlannedStep[] = [];
  readonly undo: PlannedStep[] = [];

  constructor(
    readonly game: AnyGame,
    readonly profile: CoverageGame,
    public state: TabletopState,
  ) {}

  do(seat: Seat, decision: string): Result<void> {
    const step = playDecision(this.game, this.state as GameState, 0, seat, decision);
    if (!step.ok) return step;
    if (!isTabletop(step.value.state)) return err("tabletop/not-tabletop", "the match left tabletop mode");
    this.state = step.value.state;
    this.steps.push({ seat, decision });
    return ok(undefined);
  }

  zone(kind: string, seat: Seat): ZoneId {
    return this.profile.spec.zones.spec(kind).per === "seat" ? this.profile.spec.zones.id(kind, seat) : kind;
  }

  cards(zone: ZoneId): readonly TabletopCard[] {
    return this.state.zones[zone] ?? [];
  }

  /** The position flag of a move to this zone: top or bottom of an ordered zone, nothing otherwise. */
  at(zone: ZoneId, top = false): string {
    return this.profile.spec.zones.place(zone)?.spec.ordered === true ? (top ? ":top" : ":bottom") : "";
  }

  /** A card moved; its id where it landed. */
  move(seat: Seat, obj: ObjectId, to: ZoneId, top = false): Result<ObjectId> {
    const before = new Set(this.cards(to).map((c) => c.id));
    const done = this.do(seat, `move:${obj}:${to}${this.at(to, top)}`);
    if (!done.ok) return done;
    const landed = this.cards(to).find((c) => !before.has(c.id));
    return landed === undefined ? err("tabletop/lost", "the card did not arrive") : ok(landed.id);
  }

  /** A move that undo puts back (on top of where it came from). */
  shownMove(seat: Seat, obj: ObjectId, from: ZoneId, to: ZoneId, top = false): Result<ObjectId> {
    const landed = this.move(seat, obj, to, top);
    if (landed.ok) this.undo.unshift({ seat, decision: `move:${landed.value}:${from}${this.at(from, true)}` });
    return landed;
  }
}

/** A card ref's database identity (a reprint is the card it reprints). */
function identity(profile: CoverageGame, ref: string): string {
  return cardById(profile.cards, ref)?.id ?? ref;
}

/**
 * The card the cameras show leaving a hidden zone (a hand): that card if the table has it there.
 * Otherwise the table's hand holds other cards than the paper one: when the card is shown, a card of
 * the hand is named as it (the kit's `name`: one public reveal, the deck taking the old name back);
 * when it goes unseen (to an arsenal), a card of the hand goes back into the deck and the card comes
 * from the deck into the hand, as card backs. Either way the deck list must hold the card.
 */
function fromHidden(r: Rehearsal, seat: Seat, card: Card, zone: ZoneId, shown: boolean): Result<ObjectId> {
  const { profile } = r;
  const same = (c: TabletopCard) => identity(profile, c.card) === card.id;
  const there = r.cards(zone).find(same);
  if (there !== undefined) return ok(there.id);
  const deck = r.zone(profile.spec.deckZone, seat);
  const spare = r.cards(deck).find((c) => same(c) && c.owner === seat);
  if (spare === undefined) return err("tabletop/not-in-deck", `${P(seat)}'s deck list has no ${card.name} left (not in ${zone.replace(/^p\d+\./, "")} nor deck)`);
  const standIn = r.cards(zone).find((c) => !same(c) && c.owner === seat);
  if (standIn !== undefined && shown) {
    const named = r.do(seat, `name:${standIn.id}:${spare.card}`);
    return named.ok ? ok(standIn.id) : named;
  }
  if (standIn !== undefined) {
    const back = r.move(seat, standIn.id, deck, true);
    if (!back.ok) return back;
  }
  return r.move(seat, spare.id, zone);
}

/** The seat's face-up card of this name where everyone sees it (of one zone kind, or any). */
function fromTable(r: Rehearsal, seat: Seat, card: Card, kind: string | null): { zone: ZoneId; obj: ObjectId } | null {
  const { profile } = r;
  const zones = Object.keys(r.state.zones).filter((z) => {
    const place = profile.spec.zones.place(z);
    if (place === null || place.spec.seen !== "everyone") return false;
    if (kind !== null && place.spec.kind !== kind) return false;
    return place.owner === seat || place.owner === null;
  });
  for (const zone of zones) {
    const c = r.cards(zone).find((x) => identity(profile, x.card) === card.id && x.owner === seat && x.faceDown !== true);
    if (c !== undefined) return { zone, obj: c.id };
  }
  return null;
}

/** Where the named card is taken from: the zone named, else the table (for attacks and the like) or the hand. */
function take(r: Rehearsal, seat: Seat, card: Card, from: string | null, tableFirst: boolean, shown: boolean): Result<{ zone: ZoneId; obj: ObjectId }> {
  const { profile } = r;
  const hidden = (kind: string) => profile.spec.zones.spec(kind).seen !== "everyone";
  if (from !== null) {
    if (from === profile.spec.deckZone || hidden(from)) {
      const zone = r.zone(from, seat);
      const obj = from === profile.spec.deckZone ? r.cards(zone).find((c) => identity(profile, c.card) === card.id)?.id : undefined;
      if (from === profile.spec.deckZone) return obj === undefined ? err("tabletop/not-in-deck", `${P(seat)}'s deck has no ${card.name}`) : ok({ zone, obj });
      const got = fromHidden(r, seat, card, zone, shown);
      return got.ok ? ok({ zone, obj: got.value }) : got;
    }
    const found = fromTable(r, seat, card, from);
    return found === null ? err("tabletop/not-there", `${P(seat)} has no ${card.name} in ${from}`) : ok(found);
  }
  if (tableFirst) {
    const found = fromTable(r, seat, card, null);
    if (found !== null) return ok(found);
  }
  const hand = r.zone(profile.spec.handZone, seat);
  const got = fromHidden(r, seat, card, hand, shown);
  return got.ok ? ok({ zone: hand, obj: got.value }) : got;
}

/** The zone a card starts the game in (a hero, a weapon), or null for a deck card. */
function homeOf(profile: CoverageGame, card: string): string | null {
  const start = profile.spec.startZones?.([card]) ?? {};
  return Object.entries(start).find(([, cards]) => cards.includes(card))?.[0] ?? null;
}

const VERB_LABEL: Readonly<Record<CardVerb, string>> = {
  play: "plays",
  attack: "attacks with",
  defend: "defends with",
  pitch: "pitches",
  reveal: "reveals",
  discard: "discards",
  banish: "banishes",
  destroy: "destroys",
  arsenal: "arsenals",
  move: "moves",
};

function cardEntry(r: Rehearsal, e: Extract<Entry, { kind: "card" }>): Result<string> {
  const { profile } = r;
  const { seat } = e;
  const need = (kind: string | null, what: string): Result<string> => (kind === null ? err("tabletop/no-such-zone", `${profile.spec.name ?? profile.spec.id} has no ${what} zone`) : ok(kind));
  for (const card of e.cards) {
    // The zone kind the card goes to; "" for none (a reveal, or a defence the game notes).
    let dest: Result<string>;
    switch (e.verb) {
      case "play":
        dest = ok(profile.play(card));
        break;
      case "attack":
        dest = ok(e.to ?? profile.attack ?? "");
        break;
      case "defend":
        dest = ok(profile.defend ?? "");
        break;
      case "pitch":
        dest = need(profile.pitch, "pitch");
        break;
      case "discard":
      case "destroy":
        dest = ok(profile.graveyard);
        break;
      case "banish":
        dest = need(profile.banished, "banished");
        break;
      case "arsenal":
        dest = need(profile.arsenal, "arsenal");
        break;
      case "move":
        dest = ok(e.to!);
        break;
      case "reveal":
        dest = ok("");
        break;
    }
    if (!dest.ok) return dest;
    const tableFirst = e.verb === "attack" || e.verb === "defend" || e.verb === "destroy" || e.verb === "banish" || e.verb === "move";
    const from = e.from ?? (e.verb === "reveal" || e.verb === "pitch" || e.verb === "discard" || e.verb === "arsenal" ? profile.spec.handZone : null);
    // Whether everyone sees the card after the entry: then it is named as it leaves a hidden zone.
    const shown = dest.value === "" || profile.spec.zones.spec(dest.value).seen === "everyone";
    const got = take(r, seat, card, from, tableFirst, shown);
    if (!got.ok) return got;
    if (e.verb === "reveal") {
      // A card named from the hand is revealed already.
      if (r.steps.at(-1)?.decision.startsWith(`name:${got.value.obj}:`) === true) continue;
      const revealed = r.do(seat, `reveal:${got.value.obj}`);
      if (!revealed.ok) return revealed;
      continue;
    }
    if (dest.value === "") {
      const noted = r.do(seat, `note:defends with ${card.name}`);
      if (!noted.ok) return noted;
      continue;
    }
    const to = r.zone(dest.value, seat);
    if (to === got.value.zone) return err("tabletop/same-zone", `${card.name} is in ${dest.value} already`);
    const moved = r.shownMove(seat, got.value.obj, got.value.zone, to, dest.value === profile.graveyard);
    if (!moved.ok) return moved;
    const marked = combatMarker(r, e, card, moved.value, to);
    if (!marked.ok) return marked;
  }
  return ok(`${P(seat)} ${VERB_LABEL[e.verb]} ${e.cards.map((c) => c.name).join(" + ")}${e.to !== null ? ` to ${e.to}` : ""}`);
}

/**
 * The overlays' combat marker for an attack (or a card played to where attacks go) or a defence: an attack is marked on the opponent with
 * the card (or over the shared zone it went to: a Riftbound battlefield) and its numbers; a defence
 * adds its card's. Undo ends the attack, or takes the defence's numbers back.
 */
function combatMarker(r: Rehearsal, e: Extract<Entry, { kind: "card" }>, card: Card, landed: ObjectId, zone: ZoneId): Result<void> {
  // Playing a card to where attacks go is attacking with it (FaB: an attack-card on the combat chain, CR 1.4.2).
  const attacking = e.verb === "attack" || (e.verb === "play" && r.profile.attack !== null && r.zone(r.profile.attack, e.seat) === zone);
  const values = Object.entries(r.profile.combat(card, attacking ? "attack" : "defend"));
  if (attacking) {
    // A shared zone with no order is a place fought over (a battlefield); a chain or stack holds the attacking card.
    const place = r.profile.spec.zones.place(zone);
    const shared = place !== null && place.owner === null && !place.spec.ordered;
    const marked = r.do(e.seat, `attack:${shared ? zone : landed}:${(e.seat + 1) % r.state.players.length}`);
    if (!marked.ok) return marked;
    for (const [name, n] of values) {
      const set = r.do(e.seat, `combat:${name}:=${n}`);
      if (!set.ok) return set;
    }
    r.undo.unshift({ seat: e.seat, decision: "combat:end" });
    return ok(undefined);
  }
  if (e.verb !== "defend" || r.state.combat === undefined) return ok(undefined);
  for (const [name, n] of values) {
    if (n === 0) continue;
    const added = r.do(e.seat, `combat:${name}:+${n}`);
    if (!added.ok) return added;
    r.undo.unshift({ seat: e.seat, decision: `combat:${name}:-${n}` });
  }
  return ok(undefined);
}

/** The end of a turn as a table does it: clear the shared zones, pitched cards to the bottom, counters reset, draw up; then pass. */
function nextTurn(r: Rehearsal): Result<void> {
  const { profile } = r;
  const turnPlayer = r.state.turnPlayer;
  for (const kind of profile.clearAtEnd) {
    const zones = profile.spec.zones.spec(kind).per === "seat" ? r.state.players.map((_, s) => r.zone(kind, s)) : [kind];
    for (const zone of zones)
      for (const c of [...r.cards(zone)]) {
        const home = homeOf(profile, c.card);
        const moved = r.move(c.owner, c.id, r.zone(home ?? profile.graveyard, c.owner), home === null);
        if (!moved.ok) return moved;
      }
  }
  for (const kind of profile.bottomAtEnd)
    for (const [seat] of r.state.players.entries())
      for (const c of [...r.cards(r.zone(kind, seat))]) {
        const moved = r.move(seat, c.id, r.zone(profile.spec.deckZone, seat));
        if (!moved.ok) return moved;
      }
  for (const [seat, player] of r.state.players.entries())
    for (const name of profile.resetAtEnd)
      if ((player.counters[name] ?? 0) !== 0) {
        const reset = r.do(seat, `${name}:${seat}:=0`);
        if (!reset.ok) return reset;
      }
  const deck = r.cards(r.zone(profile.spec.deckZone, turnPlayer)).length;
  const upTo = profile.drawUpTo(r.state.zones[r.zone(profile.spec.deckZone, turnPlayer)] === undefined ? [] : deckListOf(r, turnPlayer));
  const short = upTo === null ? 0 : Math.min(deck, upTo - r.cards(r.zone(profile.spec.handZone, turnPlayer)).length);
  if (short > 0) {
    const drawn = r.do(turnPlayer, `draw:${short}`);
    if (!drawn.ok) return drawn;
  }
  return r.do(turnPlayer, "pass");
}

/** Every card the seat owns at the table: its deck list. */
function deckListOf(r: Rehearsal, seat: Seat): string[] {
  return Object.values(r.state.zones).flatMap((cards) => cards.filter((c) => c.owner === seat).map((c) => c.card));
}

/** The phase the table is in (its phase marker), as an index into the profile's phases; null before one is named. */
export function phaseIndex(profile: CoverageGame, state: GameState): number | null {
  const i = isTabletop(state) && state.phase !== undefined ? profile.phases.indexOf(state.phase) : -1;
  return i < 0 ? null : i;
}

/** An entry as decisions on the table as it stands, each checked on a copy: a plan, or the first refusal. */
export function planEntry(game: AnyGame, profile: CoverageGame, state: GameState, entry: Exclude<Entry, { kind: "undo" }>): Result<Plan> {
  if (!isTabletop(state)) return err("tabletop/not-tabletop", "coverage records matches played in tabletop mode");
  if (state.ended !== null) return err("tabletop/ended", "the game is over");
  const phase = phaseIndex(profile, state);
  const r = new Rehearsal(game, profile, state);
  const done = (label: string, undo: boolean): Result<Plan> => ok({ steps: r.steps, undo: undo ? r.undo : null, label });
  const check = (result: Result<unknown>, label: string, undo: boolean): Result<Plan> => (result.ok ? done(label, undo) : result);
  switch (entry.kind) {
    case "draw": {
      const hand = r.zone(profile.spec.handZone, entry.seat);
      const before = new Set(r.cards(hand).map((c) => c.id));
      const drawn = r.do(entry.seat, `draw:${entry.n}`);
      if (!drawn.ok) return drawn;
      const deck = r.zone(profile.spec.deckZone, entry.seat);
      for (const c of r.cards(hand)) if (!before.has(c.id)) r.undo.unshift({ seat: entry.seat, decision: `move:${c.id}:${deck}:top` });
      return done(`${P(entry.seat)} draws ${entry.n === 1 ? "a card" : `${entry.n} cards`}`, true);
    }
    case "card": {
      const label = cardEntry(r, entry);
      if (!label.ok) return label;
      return done(label.value, entry.verb !== "reveal");
    }
    case "arsenal-unseen": {
      const hand = r.cards(r.zone(profile.spec.handZone, entry.seat));
      if (profile.arsenal === null) return err("tabletop/no-such-zone", `${profile.spec.name ?? profile.spec.id} has no arsenal`);
      if (hand.length === 0) return err("tabletop/empty-hand", `${P(entry.seat)} has no card in hand to arsenal`);
      const moved = r.shownMove(entry.seat, hand[0]!.id, r.zone(profile.spec.handZone, entry.seat), r.zone(profile.arsenal, entry.seat));
      return check(moved, `${P(entry.seat)} puts a card in the arsenal`, true);
    }
    case "channel": {
      const { from, to } = profile.channel ?? { from: "", to: "" };
      if (from === "") return err("tabletop/no-such-zone", `${profile.spec.name ?? profile.spec.id} has no runes to channel`);
      const deck = r.zone(from, entry.seat);
      const pool = r.zone(to, entry.seat);
      if (r.cards(deck).length < entry.n) return err("tabletop/amount", `${P(entry.seat)} has ${r.cards(deck).length} runes left to channel`);
      for (let k = 0; k < entry.n; k++) {
        const moved = r.shownMove(entry.seat, r.cards(deck)[0]!.id, deck, pool);
        if (!moved.ok) return moved;
      }
      return done(`${P(entry.seat)} channels ${entry.n === 1 ? "a rune" : `${entry.n} runes`}`, true);
    }
    case "counter": {
      const { seat, name, op, n } = entry;
      const before = state.players[seat]?.counters[name] ?? 0;
      const after = op === "=" ? n : before + (op === "+" ? n : -n);
      const changed = r.do(seat, `${name}:${seat}:${op}${n}`);
      if (!changed.ok) return changed;
      r.undo.push({ seat, decision: `${name}:${seat}:=${before}` });
      return done(`${P(seat)} ${name} ${before} → ${after}`, true);
    }
    case "note": {
      const seat = entry.seat ?? state.turnPlayer;
      return check(r.do(seat, `note:${entry.text}`), `${entry.seat === null ? "" : `${P(seat)}: `}${entry.text}`, true);
    }
    case "phase": {
      let index: number;
      if (entry.name === null) index = phase === null ? 0 : Math.min(phase + 1, profile.phases.length - 1);
      else {
        const name = entry.name.toLowerCase();
        index = profile.phases.findIndex((p) => p.toLowerCase().startsWith(name));
        if (index < 0) return err("tabletop/no-such-phase", `"${entry.name}" is not a phase (${profile.phases.join(", ")})`);
      }
      // Undo names the phase before again (there is none to go back to before the first).
      if (state.phase !== undefined) r.undo.push({ seat: state.turnPlayer, decision: `phase:${state.phase}` });
      return check(r.do(state.turnPlayer, `phase:${profile.phases[index]}`), profile.phases[index]!, true);
    }
    case "next-turn": {
      const passed = nextTurn(r);
      if (!passed.ok) return passed;
      // The new turn starts in the first phase: the overlays' phase marker and the console's "next phase" start there.
      return check(r.do(r.state.turnPlayer, `phase:${profile.phases[0]}`), `Turn ${state.turn + 1}: ${P((state.turnPlayer + 1) % state.players.length)}`, false);
    }
    case "end":
      return check(r.do(entry.winner ?? state.turnPlayer, entry.winner === null ? "end:draw" : `end:win:${entry.winner}`), entry.winner === null ? "The game is a draw" : `${P(entry.winner)} wins`, false);
    case "concede":
      return check(r.do(entry.seat, "concede"), `${P(entry.seat)} concedes`, false);
  }
}

/** The decisions that take an entry back: a correcting note, then its undo steps, checked on a copy. */
export function planUndo(game: AnyGame, state: GameState, label: string, undo: readonly PlannedStep[]): Result<PlannedStep[]> {
  if (!isTabletop(state)) return err("tabletop/not-tabletop", "coverage records matches played in tabletop mode");
  const steps: PlannedStep[] = [{ seat: state.turnPlayer, decision: `note:correction: ${label} (withdrawn)`.slice(0, 500) }, ...undo];
  let s: GameState = state;
  for (const step of steps) {
    const r = playDecision(game, s, 0, step.seat, step.decision);
    if (!r.ok) return err("tabletop/undo", `"${label}" can no longer be taken back (${seatLabel(step.seat)}: ${r.error.message})`);
    s = r.value.state;
  }
  return ok(steps);
}
