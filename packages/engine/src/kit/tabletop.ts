import type { Decision, Game, GameState, MatchConfig, Status, Step } from "../game";
import { err, ok, type Result } from "../result";
import { seedRng } from "../rng";
import type { CardFace, JsonValue, Seat, TableEvent } from "../table-events";
import { combatEvent, projectKit } from "./events";
import { actionDecision, listActions, parseAction, seatName, TABLETOP_VERBS, TabletopWork } from "./tabletop-actions";
import { MATCH_CARDS, type TabletopCard, type TabletopEvent, type TabletopSpec, type TabletopState } from "./tabletop-types";

/**
 * Tabletop mode: a `Game` built from a game's zone table and card database, where players move
 * cards freely (ARCHITECTURE.md "Two rule modes per game"). Card visibility comes from the zone
 * table as in enforced mode (projectKit); a face-down card is seen by its owner only; a look at the
 * deck by the seat that looks. The ids are listed in tabletop-actions.ts.
 */
export const TABLETOP = "tabletop";

/** A match option: stop a bot game after this many decisions, as a draw (a simulation limit, not a rule). */
export const ACTION_LIMIT = "actionLimit";

export function isTabletop(state: GameState): state is TabletopState {
  return (state as { mode?: unknown }).mode === TABLETOP;
}

function checkSpec(spec: TabletopSpec): void {
  for (const kind of [spec.deckZone, spec.handZone]) if (spec.zones.spec(kind).per !== "seat") throw new Error(`tabletop: ${kind} must be a per-seat zone`);
  for (const kind of spec.shuffled ?? []) {
    const zone = spec.zones.spec(kind);
    if (zone.per !== "seat" || zone.seen === "everyone") throw new Error(`tabletop: ${kind} is shuffled at setup, so it is a per-seat zone not everyone sees`);
  }
  for (const { name } of spec.counters)
    if (TABLETOP_VERBS.includes(name) || !/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`tabletop: a player counter may not be called "${name}"`);
}

/** Reads a deck list of card refs, one a line, with an optional count ("3 head-jab-red", "3x …"). */
export function readRefList(text: string, knows: (card: string) => boolean): Result<string[]> {
  return readCardList(text, (written) => (knows(written) ? written : undefined), (written) => `"${written}" is not a card of this game`, "tabletop/unknown-card");
}

/**
 * Reads a deck list, one card a line with an optional count ("3 Gale Kick", "3x …", "# a comment"),
 * each card as written resolved by `find` (a ref, or a name the game knows) to its ref.
 */
export function readCardList(text: string, find: (written: string) => string | undefined, unknown: (written: string) => string, unknownCode = "decklist/unknown-card"): Result<string[]> {
  const out: string[] = [];
  const lines = text.split(/\r?\n/);
  if (lines.length > 500) return err("decklist/too-long", `a deck list has at most 500 lines, this one has ${lines.length}`);
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line === "") continue;
    const m = /^(?:(\d{1,2})\s*x?\s+)?(.+)$/i.exec(line)!;
    const count = m[1] === undefined ? 1 : Number(m[1]);
    if (count < 1) return err("decklist/count", `line ${i + 1}: a count is at least 1`);
    const written = m[2]!.trim();
    const card = find(written);
    if (card === undefined) return err(unknownCode, `line ${i + 1}: ${unknown(written)}`);
    for (let n = 0; n < count; n++) out.push(card);
  }
  if (out.length === 0) return err("decklist/empty", "the deck list names no cards");
  return ok(out);
}

/** The spec of a match that brought its own cards (the `cards` option), read by the game. */
function matchSpec(spec: TabletopSpec, cards: JsonValue): Result<TabletopSpec> {
  if (spec.matchCards === undefined) return err("setup/no-match-cards", `${spec.name ?? spec.id} at the table plays the game's own cards: a match brings none of its own`);
  return spec.matchCards(cards);
}

/**
 * The events of a match that brought its own cards, each card event with the card's face: the
 * game's projection knows only its own cards, and a step's projection sees its events alone.
 */
function withFaces(spec: TabletopSpec, s: TabletopState, events: readonly TabletopEvent[]): TabletopEvent[] {
  if (s.matchCards === undefined) return [...events];
  const face = (card: string): CardFace => spec.face(card);
  return events.map((e): TabletopEvent => {
    switch (e.type) {
      case "enter":
      case "move":
      case "reveal":
      case "tabletop-face-down":
        return { ...e, face: face(e.card) };
      case "shuffle":
      case "tabletop-shuffle":
        return { ...e, cards: e.cards.map((c) => ({ ...c, face: face(c.card) })) };
      case "tabletop-table":
        return { ...e, heroFaces: e.heroes.map((h) => (h === null ? null : face(h))) };
      default:
        return e;
    }
  });
}

/** A deck list for a match that brings its own cards, read by the spec of those cards; undefined for any other match. */
function readOwnCardsDeck(game: TabletopSpec, text: string, options: MatchConfig["options"]): Result<string[]> | undefined {
  const own = options?.[MATCH_CARDS];
  if (own === undefined) return undefined;
  const read = matchSpec(game, own);
  if (!read.ok) return read;
  const spec = read.value;
  return spec.readDeckList === undefined ? readRefList(text, spec.knows) : spec.readDeckList(text, options);
}

/** The opening table: each seat's start zones face up, its deck shuffled from the seed, its opening hand drawn. */
export function tabletopSetup(game: TabletopSpec, config: MatchConfig, seed: string): Result<Step<TabletopState, TabletopEvent>> {
  const own = config.options?.[MATCH_CARDS];
  const read = own === undefined ? ok(game) : matchSpec(game, own);
  if (!read.ok) return read;
  const spec = read.value;
  const seats = spec.seats ?? { min: 2, max: 2 };
  if (config.seats.length < seats.min || config.seats.length > seats.max) return err("setup/seat-count", `tabletop ${spec.id} is played by ${seats.min}–${seats.max} players`);
  const limit = config.options?.[ACTION_LIMIT];
  if (limit !== undefined && !(typeof limit === "number" && Number.isInteger(limit) && limit > 0)) return err("setup/bad-option", `${ACTION_LIMIT} must be a positive integer`);
  const split: { start: [string, string[]][]; deck: string[] }[] = [];
  for (const [seat, cfg] of config.seats.entries()) {
    if (cfg.deck.length === 0) return err("tabletop/empty-deck", `${seatName(seat)}'s deck list is empty`);
    const unknown = cfg.deck.find((card) => typeof card !== "string" || !spec.knows(card));
    if (unknown !== undefined) return err("tabletop/unknown-card", `${seatName(seat)}'s deck names "${String(unknown)}", which is not a card of this game`);
    const checked = spec.checkDeck?.(cfg.deck, seat, config.options);
    if (checked !== undefined && !checked.ok) return checked;
    const deck = [...cfg.deck];
    const start: [string, string[]][] = [];
    for (const [kind, cards] of Object.entries(spec.startZones?.(cfg.deck) ?? {})) {
      let place;
      try {
        place = spec.zones.spec(kind);
      } catch {
        return err("tabletop/no-such-zone", `the game starts cards in "${kind}", which is not one of its zones`);
      }
      for (const card of cards) {
        const i = deck.indexOf(card);
        if (i < 0) return err("tabletop/start-zones", `${seatName(seat)}: "${card}" starts in ${kind} but is not in the deck list`);
        deck.splice(i, 1);
      }
      start.push([place.per === "seat" ? spec.zones.id(kind, seat) : kind, [...cards]]);
    }
    split.push({ start, deck });
  }
  const zones: Record<string, TabletopCard[]> = {};
  for (const zone of spec.zones.declare(config.seats.length)) if (zone.type === "zone") zones[zone.zone] = [];
  const base: TabletopState = {
    mode: TABLETOP,
    game: spec.id,
    rng: seedRng(seed),
    nextId: 1,
    queue: [],
    asking: null,
    zones,
    players: config.seats.map((seat) => ({ counters: Object.fromEntries(spec.counters.map((c) => [c.name, startOf(c.start, seat.deck)])) })),
    looked: config.seats.map(() => []),
    turn: 1,
    turnPlayer: 0,
    actions: 0,
    actionLimit: typeof limit === "number" ? limit : null,
    ended: null,
    ...(own === undefined ? {} : { matchCards: own }),
  };
  const w = new TabletopWork(base, spec);
  w.emit({ type: "tabletop-table", names: config.seats.map((s) => s.name), heroes: config.seats.map((s) => spec.hero?.(s.deck) ?? null) });
  split.forEach(({ start, deck }, seat) => {
    for (const kind of spec.shuffled ?? []) {
    const zone = spec.zones.spec(kind);
    if (zone.per !== "seat" || zone.seen === "everyone") throw new Error(`tabletop: ${kind} is shuffled at setup, so it is a per-seat zone not everyone sees`);
  }
  for (const { name } of spec.counters) w.counter(seat, name, w.s.players[seat]!.counters[name]!);
    for (const [zone, cards] of start)
      for (const card of cards) {
        const id = w.newId();
        w.own<TabletopCard[]>("zones", zone).push({ id, card, owner: seat });
        w.emit({ type: "enter", obj: id, card, zone });
      }
    const deckZone = spec.zones.id(spec.deckZone, seat);
    // The other zones shuffled at setup, before the deck (a spec without them draws from the seed as before).
    for (const kind of (spec.shuffled ?? []).filter((k) => k !== spec.deckZone)) {
      const zone = spec.zones.id(kind, seat);
      if (w.s.zones[zone]!.length >= 2) w.shuffleZone(zone);
    }
    for (const card of w.shuffle(deck)) {
      const id = w.newId();
      w.own<TabletopCard[]>("zones", deckZone).push({ id, card, owner: seat });
      w.emit({ type: "enter", obj: id, card, zone: deckZone });
    }
  });
  w.emit({ type: "turn", turn: 1, turnPlayer: 0 });
  split.forEach((_, seat) => {
    const n = Math.min(spec.openingHand, w.s.zones[spec.zones.id(spec.deckZone, seat)]!.length);
    if (n > 0) w.perform(seat, { kind: "draw", n });
  });
  return ok({ state: w.state, events: withFaces(spec, w.state, w.events) });
}

/** Table events of tabletop's events: card visibility from the zone table (projectKit), face-down cards to their owner. */
export function projectTabletop(spec: TabletopSpec, events: readonly TabletopEvent[]): TableEvent[] {
  const out: TableEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case "tabletop-table":
        e.names.forEach((name, seat) => {
          const hero = e.heroes[seat];
          out.push(hero === null || hero === undefined ? { type: "player", seat, name } : { type: "player", seat, name, hero: e.heroFaces?.[seat] ?? spec.face(hero) });
        });
        out.push(...spec.zones.declare(e.names.length));
        break;
      case "tabletop-face-down":
        // A face-down card where everyone sees the zone: its face is its owner's (FaB CR 3.0.4c).
        out.push({ type: "move", object: e.obj, to: e.to, ...(e.index === undefined ? {} : { index: e.index }), as: e.as, face: e.face ?? spec.face(e.card), vis: [e.owner] });
        break;
      case "tabletop-combat":
        out.push(combatEvent(e.attack, e, e.values ?? {}));
        break;
      case "tabletop-shuffle":
        out.push({ type: "shuffle", zone: e.zone, objects: e.cards.map((c) => c.id), faces: e.cards.map((c) => c.face ?? spec.face(c.card)), vis: spec.zones.visibility(e.zone) });
        break;
      default:
        out.push(projectKit(e, spec.zones, spec.face));
    }
  }
  return out;
}

/** The members of a tabletop game that read or change a state (what `withTabletop` dispatches to). */
export interface TabletopRules {
  setup(config: MatchConfig, seed: string): Result<Step<TabletopState, TabletopEvent>>;
  status(state: TabletopState): Status;
  decisions(state: TabletopState, seat: Seat): readonly Decision[];
  accepts(state: TabletopState, seat: Seat, id: string): Result<Decision>;
  apply(state: TabletopState, seat: Seat, id: string): Result<Step<TabletopState, TabletopEvent>>;
  concede(state: TabletopState, seat: Seat): Result<Step<TabletopState, TabletopEvent>>;
  project(events: readonly TabletopEvent[]): readonly TableEvent[];
}

export function tabletopRules(game: TabletopSpec): TabletopRules {
  checkSpec(game);
  // A match with its own cards plays on the game's spec of them, read once per cards value.
  const bySet = new WeakMap<object, TabletopSpec>();
  const specOf = (s: TabletopState): TabletopSpec => {
    const own = s.matchCards;
    if (own === undefined) return game;
    const known = typeof own === "object" && own !== null ? bySet.get(own) : undefined;
    if (known !== undefined) return known;
    const read = matchSpec(game, own);
    // Setup read these cards; a state whose cards no longer read was not made by this game.
    if (!read.ok) throw new Error(`tabletop: the match's own cards no longer read: ${read.error.message}`);
    if (typeof own === "object" && own !== null) bySet.set(own, read.value);
    return read.value;
  };
  // Computed once per state and seat: a bot and the match's check share them.
  const listed = new WeakMap<TabletopState, Map<Seat, readonly Decision[]>>();
  const decisions = (s: TabletopState, seat: Seat): readonly Decision[] => {
    let bySeat = listed.get(s);
    if (bySeat === undefined) listed.set(s, (bySeat = new Map()));
    let list = bySeat.get(seat);
    if (list === undefined) {
      const spec = specOf(s);
      bySeat.set(seat, (list = listActions(s, spec, seat).map((a) => actionDecision(s, spec, seat, a))));
    }
    return list;
  };
  const done = (w: TabletopWork): Step<TabletopState, TabletopEvent> => {
    w.set("actions", w.s.actions + 1);
    if (w.s.ended === null && w.s.actionLimit !== null && w.s.actions >= w.s.actionLimit) w.finish([], `simulation limit: ${w.s.actionLimit} decisions`);
    return { state: w.state, events: withFaces(w.spec, w.state, w.events) };
  };
  return {
    setup: (config, seed) => tabletopSetup(game, config, seed),
    status: (s) =>
      s.ended === null ? { kind: "awaiting", seats: s.players.map((_, seat) => seat) } : { kind: "ended", winners: s.ended.winners, reason: s.ended.reason },
    decisions,
    accepts(s, seat, id) {
      const spec = specOf(s);
      const action = parseAction(s, spec, seat, id);
      return action.ok ? ok(actionDecision(s, spec, seat, action.value)) : action;
    },
    apply(s, seat, id) {
      const spec = specOf(s);
      const action = parseAction(s, spec, seat, id);
      if (!action.ok) return action;
      const w = new TabletopWork(s, spec);
      w.perform(seat, action.value);
      return ok(done(w));
    },
    concede(s, seat) {
      if (s.ended !== null) return err("tabletop/ended", "the game is over");
      const w = new TabletopWork(s, specOf(s));
      w.finish(
        s.players.map((_, p) => p).filter((p) => p !== seat),
        `${seatName(seat)} conceded`,
      );
      return ok(done(w));
    },
    // A match's own cards carry their faces in its events (withFaces): the game's spec projects the rest.
    project: (events) => projectTabletop(game, events),
  };
}

/** A game that is only its table: for tests, and for a game with no enforced rules yet. */
export function tabletopGame(spec: TabletopSpec): Game<TabletopState, TabletopEvent> {
  const rules = tabletopRules(spec);
  return {
    id: spec.id,
    name: `${spec.name ?? spec.id} (tabletop)`,
    rulesetVersion: `${spec.rules}-tabletop-1`,
    seats: spec.seats ?? { min: 2, max: 2 },
    setup(config, seed) {
      const mode = config.options?.["mode"];
      if (mode !== undefined && mode !== TABLETOP) return err("setup/bad-mode", `this game is played in tabletop mode only, not "${String(mode)}"`);
      return rules.setup(config, seed);
    },
    status: rules.status,
    decisions: rules.decisions,
    accepts: rules.accepts,
    apply: rules.apply,
    concede: rules.concede,
    project: rules.project,
    readDeckList: (text, options) => readOwnCardsDeck(spec, text, options) ?? (spec.readDeckList === undefined ? readRefList(text, spec.knows) : spec.readDeckList(text, options)),
    ...(spec.sampleDecks === undefined ? {} : { sampleDecks: spec.sampleDecks }),
  };
}

/** Tabletop's events inside a wrapped game's steps: one batch, so the game's own projection never sees them. */
export interface TabletopBatch {
  readonly type: "tabletop-mode";
  readonly events: readonly TabletopEvent[];
}

const isBatch = (e: unknown): e is TabletopBatch => typeof e === "object" && e !== null && (e as { type?: unknown }).type === "tabletop-mode";

function withoutMode(options: MatchConfig["options"]): MatchConfig["options"] {
  if (options === undefined || !("mode" in options)) return options;
  const { mode: _mode, ...rest } = options;
  return Object.keys(rest).length === 0 ? undefined : (rest as { readonly [key: string]: JsonValue });
}

/**
 * A game with both rule modes: the match option `mode: "tabletop"` plays it at the table (the
 * game's zones and cards, no rules enforced); no mode, or "enforced", plays its rules. Every member
 * dispatches on the state's mode; the log header's options say which mode a match used.
 */
const startOf = (start: number | ((deck: readonly string[]) => number), deck: readonly string[]): number => (typeof start === "number" ? start : start(deck));

export function withTabletop<S extends GameState, E>(game: Game<S, E>, spec: TabletopSpec): Game<S | TabletopState, E | TabletopBatch> {
  const rules = tabletopRules(spec);
  const batch = (r: Result<Step<TabletopState, TabletopEvent>>): Result<Step<TabletopState, TabletopBatch>> =>
    r.ok ? ok({ state: r.value.state, events: [{ type: "tabletop-mode", events: r.value.events }] }) : r;
  const wrapped: Game<S | TabletopState, E | TabletopBatch> = {
    id: game.id,
    name: game.name,
    rulesetVersion: game.rulesetVersion,
    seats: game.seats,
    ...(game.priorityRule === undefined ? {} : { priorityRule: game.priorityRule }),
    setup(config, seed) {
      const mode = config.options?.["mode"];
      if (mode === TABLETOP) return batch(rules.setup(config, seed));
      if (mode !== undefined && mode !== "enforced") return err("setup/bad-mode", `mode is "enforced" or "tabletop", not "${String(mode)}"`);
      // Enforced rules know only the cards they implement: a match's own cards play at the table.
      if (config.options?.[MATCH_CARDS] !== undefined) return err("setup/own-cards-enforced", `a match's own cards are played in tabletop mode; ${game.name}'s enforced rules play its own cards`);
      const options = withoutMode(config.options);
      return game.setup(options === undefined ? { seats: config.seats } : { seats: config.seats, options }, seed);
    },
    status: (s) => (isTabletop(s) ? rules.status(s) : game.status(s)),
    decisions: (s, seat) => (isTabletop(s) ? rules.decisions(s, seat) : game.decisions(s, seat)),
    accepts: (s, seat, id) => (isTabletop(s) ? rules.accepts(s, seat, id) : game.accepts?.(s, seat, id)),
    apply: (s, seat, id) => (isTabletop(s) ? batch(rules.apply(s, seat, id)) : game.apply(s, seat, id)),
    concede: (s, seat) =>
      isTabletop(s)
        ? batch(rules.concede(s, seat))
        : game.concede === undefined
          ? err("decision/cannot-concede", `${game.name} does not support conceding yet`)
          : game.concede(s, seat),
    project: (events) => {
      if (events.length > 0 && isBatch(events[0])) return events.flatMap((e) => (isBatch(e) ? rules.project(e.events) : []));
      return game.project(events as readonly E[]);
    },
    ...(game.evaluate === undefined ? {} : { evaluate: (s: S | TabletopState, seat: Seat) => (isTabletop(s) ? 0 : game.evaluate!(s, seat)) }),
    ...(game.sampleDecks === undefined ? {} : { sampleDecks: game.sampleDecks }),
    readDeckList(text, options) {
      if (options?.["mode"] !== TABLETOP) return game.readDeckList === undefined ? err("decklist/unsupported", `${game.name} reads no deck lists`) : game.readDeckList(text, withoutMode(options));
      // A match with its own cards reads them too; else the spec's reader for the table; else the game's
      // own, told the mode (it knows the names players write and may read a deck for the table
      // differently: every real card); else card refs.
      const own = readOwnCardsDeck(spec, text, options);
      if (own !== undefined) return own;
      if (spec.readDeckList !== undefined) return spec.readDeckList(text, options);
      return game.readDeckList === undefined ? readRefList(text, spec.knows) : game.readDeckList(text, options);
    },
    ...(game.cardCoverage === undefined ? {} : { cardCoverage: game.cardCoverage }),
  };
  return wrapped;
}
