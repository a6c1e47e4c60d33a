import { err, ok, type Result } from "@tablecast/engine";
import { card, type CardDef } from "../cards";
import { isPlayable, notPlayableReason } from "../cards/index";

/**
 * Deck construction (103, 480.4, 825): a Champion Legend whose domains are the deck's Domain
 * Identity, a Main Deck of 40+ with a Chosen Champion, copies and Signature cards limited, 12 runes,
 * three battlefields of different names. Checked on card refs (test ids, riftbound ids, collector
 * codes); every problem is typed, names the card and cites the rule.
 */

export interface SeatDeck {
  legend: string;
  battlefields: string[];
  /** The Main Deck without the Chosen Champion. */
  main: string[];
  champion: string;
  runes: string[];
}

export interface DeckProblem {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  /** The ref of the card at fault, as the list gave it. */
  readonly ref?: string;
}

const MAIN_TYPES: ReadonlySet<CardDef["type"]> = new Set(["unit", "champion", "spell", "gear"]);
const MAIN_DECK_MIN = 40; // 103.2
const COPIES = 3; // 103.2.b
const SIGNATURES = 3; // 103.2.d.1
const RUNES = 12; // 103.3
const BATTLEFIELDS = 3; // 480.4.a (the 1v1 Duel)

/** "OGN-001 Blazing Scorcher", or a test card's name. */
export const cardLabel = (c: CardDef): string => (c.code === undefined ? c.name : `${c.code} ${c.name}`);
const list = (xs: readonly string[]): string => xs.join(", ");

export interface DeckCheckOptions {
  /** The Chosen Champion, when the list says which (a deck code, a "Champion" section); else the first champion unit of the legend's tag. */
  readonly champion?: string;
  /** Also refuse real cards whose behaviour is not written yet (setup does; a deck builder may not). */
  readonly playable?: boolean;
}

/** Every problem of a deck, in the order a player would fix them; empty when it is legal. */
export function deckProblems(refs: readonly string[], options: DeckCheckOptions = {}): DeckProblem[] {
  return checkDeck(refs, options).problems;
}

/** The deck laid out for setup, or its first problem. */
export function buildDeck(refs: readonly string[], options: DeckCheckOptions = {}): Result<SeatDeck> {
  const { deck, problems } = checkDeck(refs, options);
  const first = problems[0];
  if (first !== undefined) return err(first.code, first.message, first.rule);
  return ok(deck!);
}

function checkDeck(refs: readonly string[], options: DeckCheckOptions): { deck?: SeatDeck; problems: DeckProblem[] } {
  const problems: DeckProblem[] = [];
  const add = (code: string, message: string, rule?: string, ref?: string) => problems.push({ code, message, ...(rule === undefined ? {} : { rule }), ...(ref === undefined ? {} : { ref }) });
  const cards: { ref: string; c: CardDef }[] = [];
  for (const ref of refs) {
    const c = card(ref);
    if (c === undefined) add("setup/unknown-card", `unknown card "${ref}"`, undefined, ref);
    else if (c.supertype === "token") add("setup/token", `${cardLabel(c)} is a token, not a card a deck may hold`, "riftbound:183", ref);
    else cards.push({ ref, c });
  }
  if (problems.length > 0) return { problems };

  const legends = cards.filter((x) => x.c.type === "legend");
  if (legends.length !== 1) {
    add("setup/legend", `a deck names exactly one Champion Legend, not ${legends.length}${legends.length > 1 ? ` (${list(legends.map((x) => cardLabel(x.c)))})` : ""}`, "riftbound:103.1");
    return { problems };
  }
  const legend = legends[0]!.c;
  const identity = new Set(legend.domains);
  const identityText = `${legend.name}'s domain identity (${list(legend.domains)})`;
  const within = (c: CardDef) => c.domains.every((d) => identity.has(d));

  // 103.2: the Main Deck, 40 or more with the Chosen Champion.
  const main = cards.filter((x) => MAIN_TYPES.has(x.c.type));
  const battlefields = cards.filter((x) => x.c.type === "battlefield");
  const runes = cards.filter((x) => x.c.type === "rune");

  // 103.2.a.2: a champion unit whose champion tag matches the legend's.
  const tagged = (c: CardDef) => c.tags.some((t) => legend.tags.includes(t));
  const wanted = options.champion === undefined ? undefined : card(options.champion);
  let champion: { ref: string; c: CardDef } | undefined;
  if (options.champion !== undefined) {
    if (wanted === undefined) add("setup/unknown-card", `unknown card "${options.champion}" named as the Chosen Champion`, undefined, options.champion);
    else if (wanted.type !== "champion") add("setup/champion", `${cardLabel(wanted)} is not a champion unit and cannot be the Chosen Champion${wanted.supertype === "signature" ? " (a Signature card, 103.2.d.3)" : ""}`, "riftbound:103.2.a.2", options.champion);
    else if (!tagged(wanted)) add("setup/champion", `${cardLabel(wanted)} has no tag of ${legend.name} (${list(legend.tags)}): it cannot be the Chosen Champion`, "riftbound:103.2.a.2", options.champion);
    else {
      champion = main.find((x) => x.c.id === wanted.id);
      if (champion === undefined) add("setup/champion", `the Chosen Champion ${cardLabel(wanted)} is not in the Main Deck`, "riftbound:103.2.a", options.champion);
    }
  } else {
    champion = main.find((x) => x.c.type === "champion" && tagged(x.c));
    if (champion === undefined) add("setup/champion", `the Main Deck has no Chosen Champion: no champion unit with the tag ${list(legend.tags)} of ${legend.name}`, "riftbound:103.2.a.2");
  }
  if (main.length < MAIN_DECK_MIN) add("setup/deck-size", `the Main Deck has ${main.length} cards, fewer than ${MAIN_DECK_MIN}`, "riftbound:103.2");

  // 103.2.b: three copies of a name (the champion included); 825.2.a: one of a Unique card.
  const counts = new Map<string, { c: CardDef; ref: string; n: number }>();
  for (const x of main) {
    const seen = counts.get(x.c.name);
    counts.set(x.c.name, { c: x.c, ref: x.ref, n: (seen?.n ?? 0) + 1 });
  }
  for (const { c, ref, n } of counts.values()) {
    if (n > COPIES) add("setup/copies", `${n} copies of ${cardLabel(c)}, more than ${COPIES}`, "riftbound:103.2.b", ref);
    else if (c.unique === true && n > 1) add("setup/unique", `${n} copies of ${cardLabel(c)}, which is Unique: one at most`, "riftbound:825.2.a", ref);
  }

  // 103.2.d: at most three Signature cards in all, each of the legend's champion tag.
  const signatures = main.filter((x) => x.c.supertype === "signature");
  for (const x of signatures)
    if (!tagged(x.c)) add("setup/signature", `${cardLabel(x.c)} is a Signature card of ${list(x.c.tags)}, not of ${legend.name}'s champion tag (${list(legend.tags)})`, "riftbound:103.2.d.2", x.ref);
  if (signatures.length > SIGNATURES) add("setup/signature", `${signatures.length} Signature cards, more than ${SIGNATURES} (${list([...new Set(signatures.map((x) => cardLabel(x.c)))])})`, "riftbound:103.2.d.1");

  // 103.1.b.3–4: each card's domains within the identity.
  for (const x of main)
    if (!within(x.c)) add("setup/domain", `${cardLabel(x.c)} (${list(x.c.domains)}) is outside ${identityText}`, x.c.domains.length > 1 ? "riftbound:103.1.b.4" : "riftbound:103.1.b.3", x.ref);

  // 103.3: twelve runes of the identity.
  if (runes.length !== RUNES) add("setup/runes", `the Rune Deck has ${runes.length} runes, not ${RUNES}`, "riftbound:103.3");
  for (const x of runes) if (!within(x.c)) add("setup/domain", `${cardLabel(x.c)} is outside ${identityText}`, "riftbound:103.3.a.1", x.ref);

  // 480.4.a: three battlefields; 103.4.b within the identity; 103.4.c of different names.
  if (battlefields.length !== BATTLEFIELDS) add("setup/battlefields", `a deck brings ${BATTLEFIELDS} battlefields, not ${battlefields.length}`, "riftbound:480.4.a");
  const bfNames = new Set<string>();
  for (const x of battlefields) {
    if (bfNames.has(x.c.name)) add("setup/battlefields", `two battlefields named ${x.c.name}`, "riftbound:103.4.c", x.ref);
    bfNames.add(x.c.name);
    if (!within(x.c)) add("setup/domain", `${cardLabel(x.c)} is outside ${identityText}`, "riftbound:103.4.b", x.ref);
  }

  // Real cards play only once their behaviour is written.
  if (options.playable === true) {
    const refused = new Set<string>();
    for (const x of cards)
      if (!isPlayable(x.c) && !refused.has(x.c.id)) {
        refused.add(x.c.id);
        add("setup/not-playable", `${cardLabel(x.c)} is not yet playable with enforced rules (${notPlayableReason(x.c)})`, undefined, x.ref);
      }
  }

  if (problems.length > 0 || champion === undefined) return { problems };
  const rest = main.map((x) => x.c.id);
  rest.splice(rest.indexOf(champion.c.id), 1);
  return {
    deck: { legend: legend.id, battlefields: battlefields.map((x) => x.c.id), main: rest, champion: champion.c.id, runes: runes.map((x) => x.c.id) },
    problems,
  };
}
