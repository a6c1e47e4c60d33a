import { cardById, cardByName, suggest, type Card } from "@tablecast/cards";
import { err, ok, type Result, type Seat } from "@tablecast/engine";
import type { CoverageGame } from "./profiles";

/** The longest line a console or a script may send. */
export const LINE_MAX = 600;

/** The verbs that name cards ("p1 play Savage Swing (red)"). */
export const CARD_VERBS = ["play", "attack", "defend", "pitch", "reveal", "discard", "banish", "destroy", "arsenal", "move"] as const;
export type CardVerb = (typeof CARD_VERBS)[number];

/** One line of coverage, read (docs/coverage-script.md). */
export type Entry =
  | { readonly kind: "undo" }
  | { readonly kind: "note"; readonly seat: Seat | null; readonly text: string }
  | { readonly kind: "phase"; readonly name: string | null }
  | { readonly kind: "next-turn" }
  | { readonly kind: "end"; readonly winner: Seat | null }
  | { readonly kind: "concede"; readonly seat: Seat }
  | { readonly kind: "draw"; readonly seat: Seat; readonly n: number }
  | { readonly kind: "counter"; readonly seat: Seat; readonly name: string; readonly op: "+" | "-" | "="; readonly n: number }
  | { readonly kind: "arsenal-unseen"; readonly seat: Seat }
  | { readonly kind: "channel"; readonly seat: Seat; readonly n: number }
  | { readonly kind: "card"; readonly seat: Seat; readonly verb: CardVerb; readonly cards: readonly Card[]; readonly from: string | null; readonly to: string | null };

/** A card by id or by name over the whole database, or a typed error with the names nearest to it. */
export function resolveCard(profile: CoverageGame, text: string): Result<Card> {
  const found = profile.own?.byIdOf(text) ?? profile.own?.byName(text) ?? cardById(profile.cards, text) ?? cardByName(profile.cards, text);
  if (found !== undefined) return ok(found);
  const near = [...(profile.own?.suggest(text) ?? []), ...suggest(profile.cards, text)].slice(0, 3).map((c) => `"${c.name}"`);
  return err("tabletop/unknown-card", `"${text}" is not a card of ${profile.spec.name ?? profile.spec.id}${near.length === 0 ? "" : ` — did you mean ${near.join(" or ")}?`}`);
}

function seatOf(word: string, seats: number): Seat | null {
  const m = /^p(\d{1,2})$/i.exec(word);
  if (m === null) return null;
  const seat = Number(m[1]) - 1;
  return seat >= 0 && seat < seats ? seat : null;
}

const amount = (text: string): { op: "+" | "-" | "="; n: number } | null => {
  const m = /^([+\-=])\s*(\d{1,4})$/.exec(text.replace(/^−/, "-"));
  return m === null ? null : { op: m[1] as "+" | "-" | "=", n: Number(m[2]) };
};

/** A line of coverage read against the game's cards and zones: an entry, or a typed error that says what to write. */
export function readEntry(line: string, profile: CoverageGame, seats: number): Result<Entry> {
  if (line.length > LINE_MAX) return err("tabletop/line-too-long", `a line has at most ${LINE_MAX} characters, this one has ${line.length}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(line)) return err("tabletop/line", "a line is one line of text, without control characters");
  const words = line.split(/\s+/);
  const head = words[0]!.toLowerCase();
  const rest = line.slice(words[0]!.length).trim();
  switch (head) {
    case "undo":
      return words.length === 1 ? ok({ kind: "undo" }) : err("tabletop/line", `"undo" takes nothing after it`);
    case "note":
      return rest === "" ? err("tabletop/line", "a note says something: note <text>") : ok({ kind: "note", seat: null, text: rest });
    case "phase":
      return rest === "" ? err("tabletop/line", `name the phase (${profile.phases.join(", ")}), or write "next phase"`) : ok({ kind: "phase", name: rest });
    case "next":
      if (rest.toLowerCase() === "phase") return ok({ kind: "phase", name: null });
      if (rest.toLowerCase() === "turn") return ok({ kind: "next-turn" });
      return err("tabletop/line", `"next" is followed by phase or turn`);
    case "draw":
      return rest.toLowerCase() === "game" || rest === "" ? ok({ kind: "end", winner: null }) : err("tabletop/line", `a drawn game is "draw game"; a player draws with "p1 draw 2"`);
  }
  const seat = seatOf(head, seats);
  if (seat === null) return err("tabletop/line", `a line starts with a player (p1…p${seats}) or with note, phase, next phase, next turn, draw game or undo — not "${words[0]}"`);
  const verb = (words[1] ?? "").toLowerCase();
  const arg = words.slice(2).join(" ");
  if (verb === "") return err("tabletop/line", `what does ${head.toUpperCase()} do? (play, pitch, attack, defend, draw, life -3, note …)`);
  if (verb === "draw" || verb === "draws") {
    const n = arg === "" ? 1 : /^\d{1,2}$/.test(arg) ? Number(arg) : NaN;
    return n >= 1 ? ok({ kind: "draw", seat, n }) : err("tabletop/line", `draw takes a number of cards from 1 to 99, not "${arg}"`);
  }
  if (verb === "channel" || verb === "channels") {
    if (profile.channel === null) return err("tabletop/line", `${profile.spec.name ?? profile.spec.id} has no runes to channel`);
    const n = arg === "" ? 1 : /^\d{1,2}$/.test(arg) ? Number(arg) : NaN;
    return n >= 1 ? ok({ kind: "channel", seat, n }) : err("tabletop/line", `channel takes a number of runes from 1 to 99, not "${arg}"`);
  }
  if (verb === "wins") return arg === "" ? ok({ kind: "end", winner: seat }) : err("tabletop/line", `"wins" takes nothing after it`);
  if (verb === "concedes") return arg === "" ? ok({ kind: "concede", seat }) : err("tabletop/line", `"concedes" takes nothing after it`);
  if (verb === "note") return arg === "" ? err("tabletop/line", "a note says something") : ok({ kind: "note", seat, text: arg });
  // "life" is the score's counter whatever the game calls it (life, vitality, points).
  const counter = verb === "life" ? profile.life : profile.spec.counters.find((c) => c.name === verb)?.name;
  if (counter !== undefined) {
    const a = amount(arg);
    if (a === null || (a.op !== "=" && a.n === 0)) return err("tabletop/amount", `${verb} takes +n, -n or =n (as in "${head} ${verb} -3"), not "${arg}"`);
    return ok({ kind: "counter", seat, name: counter, op: a.op, n: a.n });
  }
  const cardVerb = CARD_VERBS.find((v) => v === verb || `${v}s` === verb || (v.endsWith("h") && `${v}es` === verb));
  if (cardVerb === undefined)
    return err("tabletop/line", `"${words[1]}" is not a coverage action (${[...CARD_VERBS, "draw", ...(profile.channel === null ? [] : ["channel"]), "life", ...profile.spec.counters.map((c) => c.name).filter((n) => n !== profile.life), "note", "wins", "concedes"].join(", ")})`);
  // The cameras saw a card go to the arsenal, not which one.
  if (cardVerb === "arsenal" && arg === "") return ok({ kind: "arsenal-unseen", seat });
  let names = arg;
  let from: string | null = null;
  let to: string | null = null;
  // A move names where the card goes; so does an attack where the game has several places to attack (Riftbound's battlefields).
  const toAt = cardVerb === "move" || cardVerb === "attack" ? / to ([a-z0-9-]+)$/i.exec(names) : null;
  if (cardVerb === "move" && toAt === null) return err("tabletop/line", `move names a card and a zone: "${head} move Nullrune Hood to graveyard"`);
  if (cardVerb === "attack" && toAt === null && profile.attack === null) {
    const places = profile.spec.zones.specs.filter((z) => z.per === "table" && z.kind !== "chain").map((z) => z.kind);
    return err("tabletop/line", `say where the attack goes (${places.join(", ")}): "${head} attack ${names === "" ? "<card>" : names} to ${places[0] ?? "<zone>"}"`);
  }
  if (toAt !== null) {
    to = toAt[1]!.toLowerCase();
    names = names.slice(0, toAt.index).trim();
  }
  const fromAt = / from ([a-z0-9-]+)$/i.exec(names);
  if (fromAt !== null) {
    from = fromAt[1]!.toLowerCase();
    names = names.slice(0, fromAt.index).trim();
  }
  if (names === "") return err("tabletop/line", `${cardVerb} names a card: "${head} ${cardVerb} Savage Swing (red)"`);
  const parts = names.split(/\s+\+\s+/);
  if (parts.length > 1 && cardVerb !== "defend") return err("tabletop/line", `only defend takes several cards (joined with " + ")`);
  const cards: Card[] = [];
  for (const part of parts) {
    const card = resolveCard(profile, part);
    if (!card.ok) return card;
    cards.push(card.value);
  }
  for (const zone of [from, to]) {
    if (zone !== null && !profile.spec.zones.specs.some((s) => s.kind === zone))
      return err("tabletop/no-such-zone", `"${zone}" is not a zone of ${profile.spec.name ?? profile.spec.id} (${profile.spec.zones.specs.map((s) => s.kind).join(", ")})`);
  }
  return ok({ kind: "card", seat, verb: cardVerb, cards, from, to });
}
