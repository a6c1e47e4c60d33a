import type { Decision } from "../game";
import { err, ok, type Result } from "../result";
import type { ObjectId, Seat, ZoneId } from "../table-events";
import type { TabletopCard, TabletopEvent, TabletopSpec, TabletopState } from "./tabletop-types";
import { Work } from "./work";

/**
 * What a player may do at a table, as decision ids (readable, and what the log records):
 *
 * | id | what |
 * |---|---|
 * | `draw:<n>` | draw n cards from your deck |
 * | `look:<n>` | look at the top n cards of your deck (you alone see them) |
 * | `move:<obj>:<zone>[:top\|:bottom][:down]` | a card to any zone; top or bottom of an ordered one; face down where everyone sees the zone |
 * | `facedown:<obj>` / `faceup:<obj>` | turn your card over where it lies (face up: everyone sees it) |
 * | `reveal:<obj>` | show everyone a card only you see (in your hand) |
 * | `name:<obj>:<card>` | show everyone a card of your hand as the card it is at a paper table (a coverage console: the cameras show it); your deck gives a copy of that card for the one the table had there |
 * | `shuffle:<zone>` | shuffle a zone nobody sees into (a deck) or only its owner does |
 * | `counter:<obj>:<name>:<+n\|-n>` | counters on a card everyone sees |
 * | `<counter>:<seat>:<+n\|-n\|=n>` | a player's counter (`life:1:-3`, `life:0:=20`) |
 * | `phase:<name>` | the table is in this phase now (a marker for overlays and the log; at most 60 characters) |
 * | `attack:<obj\|zone>:<seat>` | an attack on a seat: by a card everyone sees, or over a shared zone (a battlefield) |
 * | `combat:<value>:<+n\|-n\|=n>` / `combat:end` | the attack's numbers (`combat:power:=6`, `combat:defense:+3`); the attack is over |
 * | `pass` | the turn player passes the turn (an attack still marked is over) |
 * | `note:<text>` | a line for the log (at most 500 characters) |
 * | `record:<text>` | a line kept in the log's decisions for whoever reads the whole log (a console's own bookkeeping; at most 4,000 characters): no event, so no audience but the omniscient and the deciding seat sees it |
 * | `end:draw` / `end:win:<seat>` | the game ends as the players (or a judge) declare |
 *
 * `decisions` lists the common ones; every valid id is accepted (`Game.accepts`).
 */
export type TabletopAction =
  | { readonly kind: "draw"; readonly n: number }
  | { readonly kind: "look"; readonly n: number }
  | { readonly kind: "move"; readonly obj: ObjectId; readonly from: ZoneId; readonly to: ZoneId; readonly at: "top" | "bottom" | null; readonly down: boolean }
  | { readonly kind: "facedown" | "faceup" | "reveal"; readonly obj: ObjectId; readonly zone: ZoneId }
  /** `partner`: the deck card of that name that takes the card's old name; null when the card is that card already. */
  | { readonly kind: "name"; readonly obj: ObjectId; readonly zone: ZoneId; readonly card: string; readonly partner: ObjectId | null }
  | { readonly kind: "shuffle"; readonly zone: ZoneId }
  | { readonly kind: "card-counter"; readonly obj: ObjectId; readonly zone: ZoneId; readonly name: string; readonly delta: number }
  | { readonly kind: "player-counter"; readonly seat: Seat; readonly name: string; readonly op: "+" | "-" | "="; readonly n: number }
  | { readonly kind: "phase"; readonly name: string }
  | { readonly kind: "attack"; readonly attack: string; readonly target: Seat }
  | { readonly kind: "combat-value"; readonly name: string; readonly op: "+" | "-" | "="; readonly n: number }
  | { readonly kind: "combat-end" }
  | { readonly kind: "pass" }
  | { readonly kind: "note"; readonly text: string }
  | { readonly kind: "record"; readonly text: string }
  | { readonly kind: "end"; readonly winners: readonly Seat[] };

/** The verbs of tabletop ids: a player counter may not be named like one. */
export const TABLETOP_VERBS: readonly string[] = ["draw", "look", "move", "facedown", "faceup", "reveal", "name", "shuffle", "counter", "phase", "attack", "combat", "pass", "note", "record", "end", "concede"];

export const NOTE_MAX = 500;
export const PHASE_MAX = 60;
export const RECORD_MAX = 4000;
const AMOUNT_MAX = 9999;
const CARD_COUNTER_MAX = 999;
const COUNTER_NAME = /^[a-z][a-z0-9-]{0,31}$/;
const NUMBER = /^[0-9]{1,5}$/;

export const seatName = (seat: Seat): string => `P${seat + 1}`;

/** Where a card lies. */
export interface Found {
  readonly zone: ZoneId;
  readonly index: number;
  readonly card: TabletopCard;
}

export function findCard(s: TabletopState, obj: ObjectId): Found | null {
  for (const zone of Object.keys(s.zones)) {
    const index = s.zones[zone]!.findIndex((c) => c.id === obj);
    if (index >= 0) return { zone, index, card: s.zones[zone]![index]! };
  }
  return null;
}

/** The zone's owner: a seat, or null for a shared zone. */
function ownerOf(spec: TabletopSpec, zone: ZoneId): Seat | null {
  return spec.zones.place(zone)?.owner ?? null;
}

const seenByAll = (spec: TabletopSpec, zone: ZoneId): boolean => spec.zones.visibility(zone) === "public";

/** Whether `seat` sees this card's face where it lies. */
export function sees(s: TabletopState, spec: TabletopSpec, seat: Seat, at: Found): boolean {
  if (at.card.faceDown === true) return at.card.owner === seat;
  const vis = spec.zones.visibility(at.zone);
  if (vis === "public") return true;
  if (vis !== "hidden" && vis.includes(seat)) return true;
  return s.looked[seat]?.includes(at.card.id) === true;
}

/**
 * Whether `seat` may pick this card up: cards in its own zones and the shared ones, and its own
 * cards wherever everyone sees them; a face-down card only its owner (the face is the secret).
 */
function mayTouch(spec: TabletopSpec, seat: Seat, at: Found): boolean {
  if (at.card.faceDown === true && at.card.owner !== seat) return false;
  const owner = ownerOf(spec, at.zone);
  return owner === null || owner === seat || (at.card.owner === seat && seenByAll(spec, at.zone));
}

function zoneLabel(spec: TabletopSpec, zone: ZoneId): string {
  const place = spec.zones.place(zone);
  return place === null || place.owner === null ? zone : `${seatName(place.owner)} ${place.spec.kind}`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** A tabletop id read and checked against the state: the action, or a typed error (the state is untouched). */
export function parseAction(s: TabletopState, spec: TabletopSpec, seat: Seat, id: string): Result<TabletopAction> {
  if (s.ended !== null) return err("tabletop/ended", "the game is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return err("tabletop/no-such-seat", `there is no seat ${seat}`);
  if (id.startsWith("note:")) {
    const text = id.slice(5);
    if (text.trim().length === 0) return err("tabletop/note", "a note says something");
    if (text.length > NOTE_MAX) return err("tabletop/note", `a note has at most ${NOTE_MAX} characters, this one has ${text.length}`);
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(text)) return err("tabletop/note", "a note is one line of text, without control characters");
    return ok({ kind: "note", text });
  }
  if (id.startsWith("record:")) {
    const text = id.slice(7);
    // eslint-disable-next-line no-control-regex
    if (text.length === 0 || text.length > RECORD_MAX || /[\u0000-\u001f\u007f]/.test(text)) return err("tabletop/record", `a record is one line of 1 to ${RECORD_MAX} characters`);
    return ok({ kind: "record", text });
  }
  if (id.startsWith("phase:")) {
    const name = id.slice(6);
    // eslint-disable-next-line no-control-regex
    if (name.trim().length === 0 || name.length > PHASE_MAX || /[\u0000-\u001f\u007f]/.test(name)) return err("tabletop/phase", `a phase is named in 1 to ${PHASE_MAX} characters of one line`);
    return ok({ kind: "phase", name });
  }
  const parts = id.split(":");
  const verb = parts[0]!;
  const card = (obj: string | undefined): Result<Found> => {
    const at = obj === undefined ? null : findCard(s, obj);
    if (at === null) return err("tabletop/no-such-object", `there is no card ${obj ?? "(none given)"} on the table`);
    if (!mayTouch(spec, seat, at)) return err("tabletop/not-yours", `${seatName(seat)} may not touch ${at.card.faceDown === true ? "a face-down card of another player" : `a card in ${zoneLabel(spec, at.zone)}`}`);
    return ok(at);
  };
  const count = (text: string | undefined, max: number, what: string): Result<number> => {
    const n = text !== undefined && NUMBER.test(text) ? Number(text) : NaN;
    if (!(n >= 1 && n <= max)) return err("tabletop/amount", max < 1 ? `there is nothing to ${what}` : `${what}: give a number from 1 to ${max}`);
    return ok(n);
  };
  const deck = s.zones[spec.zones.id(spec.deckZone, seat)] ?? [];
  switch (verb) {
    case "draw":
    case "look": {
      if (parts.length !== 2) break;
      const n = count(parts[1], deck.length, verb === "draw" ? "draw" : "look at");
      return n.ok ? ok({ kind: verb, n: n.value }) : n;
    }
    case "move": {
      if (parts.length < 3 || parts.length > 5) break;
      const at = card(parts[1]);
      if (!at.ok) return at;
      const to = parts[2]!;
      const place = to in s.zones ? spec.zones.place(to) : null;
      if (place === null) return err("tabletop/no-such-zone", `there is no zone "${to}" at this table (zones: ${Object.keys(s.zones).join(", ")})`);
      const flags = parts.slice(3);
      const down = flags.includes("down");
      const positions = flags.filter((f) => f !== "down");
      if (flags.filter((f) => f === "down").length > 1 || positions.length > 1 || (positions.length === 1 && positions[0] !== "top" && positions[0] !== "bottom"))
        return err("tabletop/unknown-action", `"${id}": after the zone comes top or bottom (ordered zones), then down (face down)`);
      const position = (positions[0] as "top" | "bottom" | undefined) ?? null;
      if (place.spec.ordered && position === null) return err("tabletop/position", `${zoneLabel(spec, to)} is ordered: say top or bottom (${id}:top)`);
      if (!place.spec.ordered && position !== null) return err("tabletop/position", `${zoneLabel(spec, to)} has no order: leave out ${position}`);
      if (down && !seenByAll(spec, to)) return err("tabletop/face-down", `only a zone everyone sees holds cards face down; ${zoneLabel(spec, to)} is hidden already`);
      if (to === at.value.zone && !(place.spec.ordered && !seenByAll(spec, to)) && !down) return err("tabletop/same-zone", `the card is in ${zoneLabel(spec, to)} already`);
      return ok({ kind: "move", obj: at.value.card.id, from: at.value.zone, to, at: position, down });
    }
    case "facedown":
    case "faceup":
    case "reveal": {
      if (parts.length !== 2) break;
      const at = card(parts[1]);
      if (!at.ok) return at;
      const { zone, card: c } = at.value;
      if (verb === "reveal") {
        if (seenByAll(spec, zone) && c.faceDown !== true) return err("tabletop/reveal", "everyone sees that card already");
        if (c.faceDown === true) return err("tabletop/reveal", `turn a face-down card over with faceup:${c.id}`);
        if (!sees(s, spec, seat, at.value)) return err("tabletop/reveal", `${seatName(seat)} has not seen that card`);
      } else {
        if (c.owner !== seat) return err("tabletop/not-yours", `only its owner turns a card over`);
        if (!seenByAll(spec, zone)) return err("tabletop/face-down", `cards are turned over only where everyone sees them; ${zoneLabel(spec, zone)} is hidden`);
        if ((c.faceDown === true) === (verb === "facedown")) return err("tabletop/face-down", `the card is ${verb === "facedown" ? "face down" : "face up"} already`);
      }
      return ok({ kind: verb, obj: c.id, zone });
    }
    case "name": {
      if (parts.length < 3) break;
      const at = card(parts[1]);
      if (!at.ok) return at;
      const { zone, card: c } = at.value;
      const named = parts.slice(2).join(":");
      if (seenByAll(spec, zone) || ownerOf(spec, zone) !== seat || !sees(s, spec, seat, at.value))
        return err("tabletop/reveal", `${seatName(seat)} names only a card of their own that only they see (in their hand), not one in ${zoneLabel(spec, zone)}`);
      if (!spec.knows(named)) return err("tabletop/unknown-card", `"${named}" is not a card of this game`);
      if (c.card === named) return ok({ kind: "name", obj: c.id, zone, card: named, partner: null });
      // The deck keeps the deck list whole: a copy of the named card there takes the card's old name.
      // One nobody has looked at, if there is one: nobody's knowledge of the deck changes then.
      const copies = deck.filter((d) => d.card === named && d.owner === seat);
      const partner = copies.find((d) => !s.looked.some((l) => l.includes(d.id))) ?? copies[0];
      if (partner === undefined) return err("tabletop/not-in-deck", `${seatName(seat)}'s deck holds no ${spec.face(named).name} to show in its place`);
      return ok({ kind: "name", obj: c.id, zone, card: named, partner: partner.id });
    }
    case "shuffle": {
      if (parts.length !== 2) break;
      const zone = parts[1]!;
      if (!(zone in s.zones)) return err("tabletop/no-such-zone", `there is no zone "${zone}" at this table`);
      const owner = ownerOf(spec, zone);
      if (owner !== null && owner !== seat) return err("tabletop/not-yours", `${seatName(seat)} may not shuffle ${zoneLabel(spec, zone)}`);
      if (seenByAll(spec, zone)) return err("tabletop/shuffle", `${zoneLabel(spec, zone)} is open: shuffle a deck or a hidden zone`);
      return ok({ kind: "shuffle", zone });
    }
    case "counter": {
      if (parts.length !== 4) break;
      const at = card(parts[1]);
      if (!at.ok) return at;
      const name = parts[2]!;
      if (!COUNTER_NAME.test(name)) return err("tabletop/counter-name", `a counter's name is lower-case letters, digits and dashes, at most 32 (not "${name}")`);
      if (!seenByAll(spec, at.value.zone)) return err("tabletop/counter", `counters go on cards everyone sees, not in ${zoneLabel(spec, at.value.zone)}`);
      const m = /^([+-])([0-9]{1,4})$/.exec(parts[3]!);
      const delta = m === null ? 0 : Number(m[2]) * (m[1] === "-" ? -1 : 1);
      const now = at.value.card.counters?.[name] ?? 0;
      if (delta === 0 || now + delta < 0 || now + delta > CARD_COUNTER_MAX)
        return err("tabletop/amount", `the card has ${now} ${name} counters: add or remove between 1 and ${CARD_COUNTER_MAX} (+2, -1), keeping 0 to ${CARD_COUNTER_MAX}`);
      return ok({ kind: "card-counter", obj: at.value.card.id, zone: at.value.zone, name, delta });
    }
    case "attack": {
      if (parts.length !== 3) break;
      const target = NUMBER.test(parts[2]!) ? Number(parts[2]) : -1;
      if (target < 0 || target >= s.players.length) return err("tabletop/no-such-seat", `there is no seat ${parts[2]}`);
      const what = parts[1]!;
      // A shared zone everyone sees is fought over (Riftbound's battlefields); else a card of the attacker's everyone sees.
      if (what in s.zones) {
        if (ownerOf(spec, what) !== null || !seenByAll(spec, what)) return err("tabletop/attack", `an attack is over a shared zone everyone sees, not ${zoneLabel(spec, what)}`);
        return ok({ kind: "attack", attack: what, target });
      }
      const at = findCard(s, what);
      if (at === null) return err("tabletop/no-such-object", `there is no card ${what} on the table`);
      if (!seenByAll(spec, at.zone) || at.card.faceDown === true) return err("tabletop/attack", "an attack is made with a card everyone sees");
      return ok({ kind: "attack", attack: at.card.id, target });
    }
    case "combat": {
      if (s.combat === undefined) return err("tabletop/no-attack", "no attack is in progress: mark one with attack:<card>:<seat>");
      if (parts.length === 2 && parts[1] === "end") return ok({ kind: "combat-end" });
      if (parts.length !== 3) break;
      const name = parts[1]!;
      if (!COUNTER_NAME.test(name)) return err("tabletop/counter-name", `a value's name is lower-case letters, digits and dashes, at most 32 (not "${name}")`);
      const m = /^([+\-=])([0-9]{1,4})$/.exec(parts[2]!);
      const now = s.combat.values[name] ?? 0;
      const n = m === null ? NaN : Number(m[2]);
      const next = m === null ? NaN : m[1] === "=" ? n : now + (m[1] === "+" ? n : -n);
      if (m === null || (m[1] !== "=" && n === 0) || !(next >= 0 && next <= AMOUNT_MAX)) return err("tabletop/amount", `${name} is ${now}: give +n, -n or =n, keeping it from 0 to ${AMOUNT_MAX} (combat:${name}:=6)`);
      return ok({ kind: "combat-value", name, op: m[1] as "+" | "-" | "=", n });
    }
    case "pass":
      if (parts.length !== 1) break;
      if (s.turnPlayer !== seat) return err("tabletop/not-your-turn", `it is ${seatName(s.turnPlayer)}'s turn: the turn player passes it`);
      return ok({ kind: "pass" });
    case "end": {
      if (parts.length === 2 && parts[1] === "draw") return ok({ kind: "end", winners: [] });
      if (parts.length === 3 && parts[1] === "win") {
        const winner = NUMBER.test(parts[2]!) ? Number(parts[2]) : -1;
        if (winner < 0 || winner >= s.players.length) return err("tabletop/no-such-seat", `there is no seat ${parts[2]}`);
        return ok({ kind: "end", winners: [winner] });
      }
      break;
    }
    default: {
      const counter = spec.counters.find((c) => c.name === verb);
      if (counter === undefined || parts.length !== 3) break;
      const target = NUMBER.test(parts[1]!) ? Number(parts[1]) : -1;
      if (target < 0 || target >= s.players.length) return err("tabletop/no-such-seat", `there is no seat ${parts[1]}`);
      const m = /^([+\-=])([0-9]{1,4})$/.exec(parts[2]!);
      if (m === null) return err("tabletop/amount", `${verb}: give +n, -n or =n (n from 0 to ${AMOUNT_MAX}), as in ${verb}:${target}:-3`);
      const op = m[1] as "+" | "-" | "=";
      const n = Number(m[2]);
      const now = s.players[target]!.counters[verb] ?? 0;
      const next = op === "=" ? n : now + (op === "+" ? n : -n);
      if ((op !== "=" && n === 0) || Math.abs(next) > AMOUNT_MAX) return err("tabletop/amount", `${verb} ${op}${n}: the change is not zero and the value stays within ±${AMOUNT_MAX}`);
      return ok({ kind: "player-counter", seat: target, name: verb, op, n });
    }
  }
  return err("tabletop/unknown-action", `"${id}" is not a tabletop action (${[...TABLETOP_VERBS.filter((v) => v !== "concede"), ...spec.counters.map((c) => c.name)].join(", ")})`);
}

/** The id of an action (the inverse of `parseAction`). */
export function actionId(a: TabletopAction): string {
  switch (a.kind) {
    case "draw":
    case "look":
      return `${a.kind}:${a.n}`;
    case "move":
      return `move:${a.obj}:${a.to}${a.at === null ? "" : `:${a.at}`}${a.down ? ":down" : ""}`;
    case "facedown":
    case "faceup":
    case "reveal":
      return `${a.kind}:${a.obj}`;
    case "name":
      return `name:${a.obj}:${a.card}`;
    case "shuffle":
      return `shuffle:${a.zone}`;
    case "card-counter":
      return `counter:${a.obj}:${a.name}:${signed(a.delta)}`;
    case "player-counter":
      return `${a.name}:${a.seat}:${a.op}${a.n}`;
    case "phase":
      return `phase:${a.name}`;
    case "attack":
      return `attack:${a.attack}:${a.target}`;
    case "combat-value":
      return `combat:${a.name}:${a.op}${a.n}`;
    case "combat-end":
      return "combat:end";
    case "pass":
      return "pass";
    case "note":
      return `note:${a.text}`;
    case "record":
      return `record:${a.text}`;
    case "end":
      return a.winners.length === 0 ? "end:draw" : `end:win:${a.winners[0]}`;
  }
}

/** A label for the seat that decides: it names only cards that seat has seen. */
export function actionDecision(s: TabletopState, spec: TabletopSpec, seat: Seat, a: TabletopAction): Decision {
  const named = (obj: ObjectId): string => {
    const at = findCard(s, obj);
    if (at === null) return "a card";
    if (sees(s, spec, seat, at)) return spec.face(at.card.card).name;
    return at.card.faceDown === true ? "a face-down card" : `a card from ${zoneLabel(spec, at.zone)}`;
  };
  const id = actionId(a);
  switch (a.kind) {
    case "draw":
      return { id, label: `Draw ${a.n === 1 ? "a card" : `${a.n} cards`}`, kind: "draw" };
    case "look":
      return { id, label: `Look at the top ${a.n === 1 ? "card" : `${a.n} cards`} of your deck`, kind: "look" };
    case "move": {
      const where = `${a.at === null ? "" : `${a.at === "top" ? "the top of " : "the bottom of "}`}${zoneLabel(spec, a.to)}${a.down ? ", face down" : ""}`;
      return { id, label: `Put ${named(a.obj)} on ${where}`, kind: "move", object: a.obj };
    }
    case "facedown":
      return { id, label: `Turn ${named(a.obj)} face down`, kind: "turn-over", object: a.obj };
    case "faceup":
      return { id, label: `Turn ${named(a.obj)} face up`, kind: "turn-over", object: a.obj };
    case "reveal":
      return { id, label: `Reveal ${named(a.obj)}`, kind: "reveal", object: a.obj };
    case "name":
      return { id, label: `Reveal ${named(a.obj)} as ${spec.face(a.card).name}`, kind: "reveal", object: a.obj };
    case "shuffle":
      return { id, label: `Shuffle ${zoneLabel(spec, a.zone)}`, kind: "shuffle" };
    case "card-counter":
      return { id, label: `${a.delta > 0 ? "Add" : "Remove"} ${Math.abs(a.delta)} ${a.name} counter${Math.abs(a.delta) === 1 ? "" : "s"} ${a.delta > 0 ? "on" : "from"} ${named(a.obj)}`, kind: "counter", object: a.obj };
    case "player-counter":
      return { id, label: `${seatName(a.seat)} ${a.name} ${a.op === "=" ? `= ${a.n}` : `${a.op}${a.n}`}`, kind: a.name };
    case "phase":
      return { id, label: `Phase: ${a.name}`, kind: "phase" };
    case "attack":
      return { id, label: `Attack ${seatName(a.target)} ${a.attack in s.zones ? `over ${zoneLabel(spec, a.attack)}` : `with ${named(a.attack)}`}`, kind: "attack", ...(a.attack in s.zones ? {} : { object: a.attack }) };
    case "combat-value":
      return { id, label: `Combat ${a.name} ${a.op === "=" ? `= ${a.n}` : `${a.op}${a.n}`}`, kind: "combat" };
    case "combat-end":
      return { id, label: "The attack is over", kind: "combat" };
    case "pass":
      return { id, label: "Pass the turn", kind: "pass" };
    case "note":
      return { id, label: "Note", kind: "note" };
    case "record":
      return { id, label: "Record", kind: "record" };
    case "end":
      return { id, label: a.winners.length === 0 ? "End the game: a draw" : `End the game: ${seatName(a.winners[0]!)} wins`, kind: "end" };
  }
}

/** The decisions listed for a seat: the common actions on every card it may touch (the rest are open ids). */
export function listActions(s: TabletopState, spec: TabletopSpec, seat: Seat): TabletopAction[] {
  if (s.ended !== null) return [];
  const out: TabletopAction[] = [];
  const deckId = spec.zones.id(spec.deckZone, seat);
  const deck = s.zones[deckId] ?? [];
  if (deck.length > 0) out.push({ kind: "draw", n: 1 }, { kind: "look", n: 1 });
  if (deck.length >= 3) out.push({ kind: "look", n: 3 });
  if (deck.length >= 2) out.push({ kind: "shuffle", zone: deckId });
  const zones = Object.keys(s.zones);
  for (const zone of zones) {
    const list = s.zones[zone]!;
    const open = seenByAll(spec, zone);
    const ordered = spec.zones.place(zone)!.spec.ordered;
    list.forEach((card, index) => {
      const at: Found = { zone, index, card };
      if (!mayTouch(spec, seat, at)) return;
      const seen = sees(s, spec, seat, at);
      // A zone the seat cannot see into: the top card, and the cards it knows.
      if (!open && !seen && index !== 0) return;
      for (const to of zones) {
        const owner = ownerOf(spec, to);
        if (owner !== null && owner !== seat && owner !== card.owner) continue;
        const toOrdered = spec.zones.place(to)!.spec.ordered;
        if (to === zone && !(toOrdered && !seenByAll(spec, to) && seen)) continue;
        if (toOrdered) for (const position of ["top", "bottom"] as const) out.push({ kind: "move", obj: card.id, from: zone, to, at: position, down: false });
        else out.push({ kind: "move", obj: card.id, from: zone, to, at: null, down: false });
      }
      if (open) {
        if (card.owner === seat) out.push({ kind: card.faceDown === true ? "faceup" : "facedown", obj: card.id, zone });
        for (const name of spec.cardCounters ?? []) {
          out.push({ kind: "card-counter", obj: card.id, zone, name, delta: 1 });
          if ((card.counters?.[name] ?? 0) > 0) out.push({ kind: "card-counter", obj: card.id, zone, name, delta: -1 });
        }
      } else if (seen && ownerOf(spec, zone) === seat && !ordered) out.push({ kind: "reveal", obj: card.id, zone });
    });
  }
  s.players.forEach((_, target) => {
    for (const { name } of spec.counters) for (const n of [-1, 1]) out.push({ kind: "player-counter", seat: target, name, op: n < 0 ? "-" : "+", n: 1 });
  });
  // Attacks with the seat's cards on shared zones everyone sees (a combat chain), then their end.
  for (const zone of zones)
    if (ownerOf(spec, zone) === null && seenByAll(spec, zone))
      for (const card of s.zones[zone]!) if (card.owner === seat && card.faceDown !== true) s.players.forEach((_, target) => target !== seat && out.push({ kind: "attack", attack: card.id, target }));
  if (s.combat !== undefined) out.push({ kind: "combat-value", name: "power", op: "+", n: 1 }, { kind: "combat-end" });
  if (s.turnPlayer === seat) out.push({ kind: "pass" });
  out.push({ kind: "end", winners: [] });
  s.players.forEach((_, winner) => out.push({ kind: "end", winners: [winner] }));
  return out;
}

/** The working copy of one tabletop action. */
export class TabletopWork extends Work<TabletopState, TabletopEvent> {
  constructor(
    s: TabletopState,
    readonly spec: TabletopSpec,
  ) {
    super(s, spec.zones, spec.rules);
  }

  private forget(ids: readonly ObjectId[]): void {
    if (!this.s.looked.some((l) => l.some((id) => ids.includes(id)))) return;
    this.set("looked", this.s.looked.map((l) => l.filter((id) => !ids.includes(id))));
  }

  private learn(seat: Seat, id: ObjectId): void {
    this.set("looked", this.s.looked.map((l, i) => (i === seat ? [...l, id] : l)));
  }

  /**
   * A card to a zone: a new object where the zone table says so, and whenever it goes face down or
   * comes up (nobody may link a card back to a known card). `mover` is the seat moving it: if it
   * knew the card and puts it into its own deck, it still knows it there.
   */
  move(mover: Seat, obj: ObjectId, to: ZoneId, at: "top" | "bottom" | null, down: boolean): void {
    // An attacking card that leaves its place ends the attack: the marker never follows a card anywhere (into a hidden zone least of all).
    if (this.s.combat?.attack === obj) this.endCombat();
    const found = findCard(this.s, obj)!;
    const knew = sees(this.s, this.spec, mover, found);
    const from = this.own<TabletopCard[]>("zones", found.zone);
    const [card] = from.splice(found.index, 1);
    const renew = this.zones.renews(to) || card!.faceDown === true || down;
    const id = renew ? this.newId() : card!.id;
    const moved: TabletopCard = {
      id,
      card: card!.card,
      owner: card!.owner,
      ...(down ? { faceDown: true as const } : {}),
      ...(!renew && card!.counters !== undefined ? { counters: card!.counters } : {}),
    };
    const dest = this.own<TabletopCard[]>("zones", to);
    if (at === "top") dest.unshift(moved);
    else dest.push(moved);
    const index = at === "top" ? { index: 0 } : {};
    if (down) {
      this.emit({ type: "tabletop-face-down", obj: card!.id, card: card!.card, owner: card!.owner, to, ...index, as: id });
      this.prop(id, "facedown", true);
    } else if (this.unordered(found.zone) && this.unordered(to) && this.zones.hides(found.zone) && this.zones.hides(to)) {
      // From one pile of card backs to another (hand to arsenal): no link between the two, since a
      // lone card back may be known to those who saw it go in, and the redaction renames a pile only
      // when a followed card joins it (see Redactor.move).
      this.emit({ type: "remove", obj: card!.id }, { type: "enter", obj: id, card: card!.card, zone: to });
    } else this.emit({ type: "move", obj: card!.id, card: card!.card, to, ...index, ...(id === card!.id ? {} : { as: id }) });
    this.forget([card!.id]);
    if (knew && to === this.zones.id(this.spec.deckZone, mover)) {
      this.learn(mover, id);
      this.emit({ type: "reveal", obj: id, card: card!.card, to: [mover] });
    }
  }

  /** A zone shuffled: every card a new object (nobody may follow a card through it), nothing known of its order. */
  shuffleZone(zone: ZoneId): void {
    const list = this.s.zones[zone]!;
    this.forget(list.map((c) => c.id));
    const shuffled = this.shuffle(list).map((c) => ({ id: this.newId(), card: c.card, owner: c.owner }));
    this.own<Record<ZoneId, TabletopCard[]>>("zones")[zone] = shuffled;
    this.emit({ type: "tabletop-shuffle", zone, cards: shuffled.map((c) => ({ id: c.id, card: c.card })) });
  }

  private unordered(zone: ZoneId): boolean {
    return this.zones.place(zone)?.spec.ordered === false;
  }

  /** Whether every audience sees this card's face where it lies (log lines may name it). */
  private shown(obj: ObjectId): boolean {
    const at = findCard(this.s, obj);
    return at !== null && at.card.faceDown !== true && seenByAll(this.spec, at.zone);
  }

  perform(seat: Seat, a: TabletopAction): void {
    const name = (card: string) => this.spec.face(card).name;
    const who = seatName(seat);
    switch (a.kind) {
      case "draw": {
        const deck = this.zones.id(this.spec.deckZone, seat);
        const hand = this.zones.id(this.spec.handZone, seat);
        for (let i = 0; i < a.n; i++) this.move(seat, this.s.zones[deck]![0]!.id, hand, null, false);
        this.log(`${who} draws ${a.n === 1 ? "a card" : `${a.n} cards`}`);
        return;
      }
      case "look": {
        const deck = this.zones.id(this.spec.deckZone, seat);
        for (const card of this.s.zones[deck]!.slice(0, a.n)) {
          if (!this.s.looked[seat]!.includes(card.id)) this.learn(seat, card.id);
          this.emit({ type: "reveal", obj: card.id, card: card.card, to: [seat] });
        }
        this.log(`${who} looks at the top ${a.n === 1 ? "card" : `${a.n} cards`} of their deck`);
        return;
      }
      case "move": {
        const before = findCard(this.s, a.obj)!;
        const wasShown = this.shown(a.obj);
        this.move(seat, a.obj, a.to, a.at, a.down);
        const after = this.s.zones[a.to]![a.at === "top" ? 0 : this.s.zones[a.to]!.length - 1]!;
        const what = wasShown || this.shown(after.id) ? name(before.card.card) : before.card.faceDown === true || a.down ? "a face-down card" : "a card";
        const where = `${a.at === null ? "" : `the ${a.at} of `}${zoneLabel(this.spec, a.to)}`;
        this.log(`${who} puts ${what} from ${zoneLabel(this.spec, a.from)} on ${where}${a.down ? " face down" : ""}`);
        return;
      }
      case "facedown": {
        if (this.s.combat?.attack === a.obj) this.endCombat();
        const at = findCard(this.s, a.obj)!;
        const ordered = this.zones.place(a.zone)!.spec.ordered;
        const list = this.own<TabletopCard[]>("zones", a.zone);
        const id = this.newId();
        list[at.index] = { id, card: at.card.card, owner: at.card.owner, faceDown: true };
        this.emit({ type: "tabletop-face-down", obj: at.card.id, card: at.card.card, owner: at.card.owner, to: a.zone, ...(ordered ? { index: at.index } : {}), as: id });
        this.prop(id, "facedown", true);
        this.log(`${who} turns ${name(at.card.card)} face down`);
        return;
      }
      case "faceup": {
        const at = findCard(this.s, a.obj)!;
        const { faceDown: _down, ...up } = at.card;
        this.own<TabletopCard[]>("zones", a.zone)[at.index] = up;
        this.emit({ type: "reveal", obj: at.card.id, card: at.card.card });
        this.prop(at.card.id, "facedown", null);
        this.log(`${who} turns ${name(at.card.card)} face up`);
        return;
      }
      case "reveal": {
        const at = findCard(this.s, a.obj)!;
        this.emit({ type: "reveal", obj: at.card.id, card: at.card.card });
        this.log(`${who} reveals ${name(at.card.card)} from ${zoneLabel(this.spec, a.zone)}`);
        return;
      }
      case "name": {
        const at = findCard(this.s, a.obj)!;
        if (a.partner !== null) {
          const partner = findCard(this.s, a.partner)!;
          this.own<TabletopCard[]>("zones", partner.zone)[partner.index] = { ...partner.card, card: at.card.card };
          this.own<TabletopCard[]>("zones", a.zone)[at.index] = { ...at.card, card: a.card };
          // The deck card's new name goes to whoever knew the old one (a look), else to nobody but the omniscient record.
          const knew = this.s.looked.flatMap((l, seat) => (l.includes(partner.card.id) ? [seat] : []));
          this.emit({ type: "reveal", obj: partner.card.id, card: at.card.card, to: knew });
        }
        this.emit({ type: "reveal", obj: a.obj, card: a.card });
        this.log(`${who} reveals ${name(a.card)} from ${zoneLabel(this.spec, a.zone)}`);
        return;
      }
      case "shuffle": {
        this.shuffleZone(a.zone);
        this.log(`${who} shuffles ${zoneLabel(this.spec, a.zone)}`);
        return;
      }
      case "card-counter": {
        const at = findCard(this.s, a.obj)!;
        const value = (at.card.counters?.[a.name] ?? 0) + a.delta;
        const { counters: _old, ...rest } = at.card;
        const counters = { ...at.card.counters };
        if (value === 0) delete counters[a.name];
        else counters[a.name] = value;
        this.own<TabletopCard[]>("zones", a.zone)[at.index] = Object.keys(counters).length === 0 ? rest : { ...rest, counters };
        this.prop(at.card.id, `counter:${a.name}`, value === 0 ? null : value);
        this.log(`${who} ${a.delta > 0 ? "puts" : "removes"} ${Math.abs(a.delta)} ${a.name} counter${Math.abs(a.delta) === 1 ? "" : "s"} ${a.delta > 0 ? "on" : "from"} ${this.shown(at.card.id) ? name(at.card.card) : "a face-down card"}`);
        return;
      }
      case "player-counter": {
        const player = this.own<{ counters: Record<string, number> }>("players", a.seat);
        const before = player.counters[a.name] ?? 0;
        const value = a.op === "=" ? a.n : before + (a.op === "+" ? a.n : -a.n);
        player.counters[a.name] = value;
        this.counter(a.seat, a.name, value);
        this.log(`${who}: ${seatName(a.seat)}'s ${a.name} ${before} → ${value}`);
        return;
      }
      case "phase":
        this.set("phase", a.name);
        this.emit({ type: "phase", phase: a.name });
        this.log(`${who}: ${a.name}`);
        return;
      case "attack": {
        const combat = { attack: a.attack, attacker: seat, target: a.target, values: {} };
        this.set("combat", combat);
        this.emit({ type: "tabletop-combat", ...combat });
        const by = a.attack in this.s.zones ? `over ${zoneLabel(this.spec, a.attack)}` : `with ${name(findCard(this.s, a.attack)!.card.card)}`;
        this.log(`${who} attacks ${seatName(a.target)} ${by}`);
        return;
      }
      case "combat-value": {
        const c = this.s.combat!;
        const now = c.values[a.name] ?? 0;
        const combat = { ...c, values: { ...c.values, [a.name]: a.op === "=" ? a.n : now + (a.op === "+" ? a.n : -a.n) } };
        this.set("combat", combat);
        this.emit({ type: "tabletop-combat", ...combat });
        return;
      }
      case "combat-end":
        this.endCombat();
        return;
      case "pass": {
        this.endCombat();
        const next = (this.s.turnPlayer + 1) % this.s.players.length;
        this.set("turn", this.s.turn + 1);
        this.set("turnPlayer", next);
        this.emit({ type: "turn", turn: this.s.turn, turnPlayer: next });
        return;
      }
      case "note":
        this.log(`${who}: ${a.text}`);
        return;
      case "record":
        return;
      case "end":
        this.finish(a.winners, a.winners.length === 0 ? "a draw, declared at the table" : `${seatName(a.winners[0]!)} wins, declared at the table`);
        return;
    }
  }

  /** The attack marked is over (by its end, or the turn's). */
  private endCombat(): void {
    if (this.s.combat === undefined) return;
    // Absent, not undefined: a table that never marked an attack hashes as before.
    delete (this.copy.root as { combat?: unknown }).combat;
    this.emit({ type: "tabletop-combat", attack: null });
  }

  finish(winners: readonly Seat[], reason: string): void {
    this.set("ended", { winners, reason });
    this.emit({ type: "end", winners, reason });
  }
}
