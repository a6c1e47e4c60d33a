import type { CardSetCoverage } from "@tablecast/engine";
import { CARDS, realCards, type CardDef } from "./cards";
import { isPlayable, moduleOf, notPlayableReason } from "./cards/index";
import { discountText } from "./discounts";
import { staticsText } from "./statics";
import { activatedCostText, addsText, type Ability } from "./vocabulary";

const secondText = (a: Ability): string[] => (a.second === undefined ? [] : [`${a.second.upTo === true ? "up to one more, " : "and "}${a.second.target.text}${a.second.other === true ? " (another)" : ""}`]);
const groupText = (a: Ability): string[] =>
  a.group === undefined ? [] : [`choose any number of ${a.group.target.text.replace(/^an? /, "").replace(/\bunit\b/, "units")}${a.group.max === undefined ? "" : ` (up to ${a.group.max})`}${a.group.totalMight === undefined ? "" : ` with total Might ${a.group.totalMight} or less`}${a.group.sameLocation === true ? " at one place" : ""} (355.11)`];
const eachText = (a: Ability): string[] => (a.each === undefined ? [] : [`choose ${a.target?.text ?? a.each.target.text} ${a.each.count} times, one by one (355; a unit may be chosen more than once)`]);
const abilityText = (a: Ability): string => [...(a.target === undefined ? [] : [`choose ${a.target.text}`]), ...secondText(a), ...groupText(a), ...eachText(a), ...a.effects.map((e) => e.kind)].join(", ");

/** What each card of the table does, as the engine implements it (COVERAGE.md is generated from this). */
function behaviour(c: CardDef): string {
  const parts: string[] = [];
  const k = c.keywords ?? {};
  if (k.tank === true) parts.push("Tank (815)");
  if (k.backline === true) parts.push("Backline (826)");
  if (k.assault !== undefined) parts.push(`Assault ${k.assault} (807)`);
  if (k.shield !== undefined) parts.push(`Shield ${k.shield} (814)`);
  if (k.ganking === true) parts.push("Ganking (810)");
  if (k.action === true) parts.push("Action (806)");
  if (k.reaction === true) parts.push("Reaction (813)");
  if (k.alone !== undefined) parts.push(`+${k.alone} Might alone (364.3.a)`);
  if (k.accelerate === true) parts.push("Accelerate (805)");
  if (k.deflect !== undefined) parts.push(`Deflect ${k.deflect} (809)`);
  if (k.entersReady === true) parts.push("enters ready");
  if (k.entersReadyIf !== undefined) parts.push(`enters ready if ${k.entersReadyIf === "opponent-near-victory" ? "an opponent is within 3 points of the Victory Score" : "an opponent controls a battlefield"}`);
  if (k.friendlyDefendsAlone !== undefined) parts.push(`a friendly unit defending alone +${k.friendlyDefendsAlone} Might`);
  if (k.unitsHere !== undefined) parts.push(`units here +${k.unitsHere} Might`);
  if (k.victoryScore !== undefined) parts.push(`Victory Score +${k.victoryScore} (setup)`);
  if (k.hasFriendlyExhaustAbilities === true) parts.push("has every [E] ability of friendly legends, units and gear, exhausting himself (377)");
  if (k.wardsBattlefields === true) parts.push("while at a battlefield: opponents play units only to base, spells and abilities can't ready enemy units and gear (359.3.e.6)");
  parts.push(...staticsText(c.id));
  const discount = discountText(c.id);
  if (discount !== undefined) parts.push(discount);
  const m = moduleOf(c.id);
  if (m.adds !== undefined) parts.push(`${m.adds.killFriendly === true ? "kill a friendly unit or gear, " : ""}[E]: ${m.adds.action === true ? "[Action] " : ""}add ${addsText(m.adds)}${m.adds.legion === true ? ", [Legion]" : ""} (429)`);
  if (c.domain === undefined && c.domains.length > 1 && (c.power ?? 0) > 0) parts.push("its Power of any domain (135.2.e.6.b)");
  for (const t of m.triggers ?? []) parts.push(`${t.label("").slice(2)}: ${abilityText(t.ability)} (${t.rule})`);
  if (m.spell !== undefined) parts.push(abilityText(m.spell));
  if (m.asSeenFromTop !== undefined) parts.push(`as its owner looks at or reveals it on top of their Main Deck: may banish it (427), then may play it for ${m.asSeenFromTop.playForAnyPower} Power of any domain (356.1.a)`);
  if (m.activated !== undefined) parts.push(`${activatedCostText(m.activated)}: ${m.activated.modes === undefined ? abilityText(m.activated) : `choose one${m.activated.eachModeOncePerTurn === true ? " not chosen this turn" : ""} (355) — ${m.activated.modes.map((x) => `${x.words}: ${abilityText(x)}`).join("; ")}`} (377)${c.type === "legend" ? ", legend (174)" : ""}`);
  return parts.join("; ") || (c.type === "unit" || c.type === "champion" ? "vanilla unit" : c.type === "rune" ? "basic rune (163.2)" : "no abilities");
}

const row = (c: CardDef): string =>
  `| ${c.name} | \`${c.code ?? c.id}\` | ${c.type}${c.domains.length === 0 ? "" : ` (${c.domains.join(", ")})`} | ${c.cost ?? "–"}${c.power ? ` + ${c.power} power` : ""} | ${c.might ?? "–"} | ${(c.text ?? "").replace(/\n/g, " ").replace(/\|/g, "\\|")} | ${behaviour(c)} |`;

/** Sets whose missing cards COVERAGE.md lists by name (the CLI lists every set's). */
const LISTED = new Set(["OGN", "OGS"]);

export function coverageMarkdown(): string {
  const sets = coverageSets();
  const real = realCards();
  const seen = new Set<string>();
  const implemented = real.filter((r) => isPlayable(r.def) && !seen.has(r.def.id) && seen.add(r.def.id)).map((r) => r.def);
  return [
    "# Riftbound card coverage",
    "",
    "Generated by `pnpm exec tsx scripts/coverage.ts` from `src/cards.ts` (data), `src/cards/` (behaviour) and",
    "`@tablecast/cards` (every real card id). Do not edit by hand. `tablecast cards --game riftbound --coverage`",
    "prints the same per set, with every missing card and why.",
    "",
    "A real card is played by the rules once its behaviour is written (a module registered by its id, empty for",
    "a unit with only keywords the rules read); until then setup refuses it by name. Every implemented card is",
    "played in a scenario test (a test checks its name or code appears in one).",
    "",
    "| Set | Implemented | Total |",
    "|---|---|---|",
    ...sets.map((s) => `| ${s.name} (${s.set}) | ${s.cards.filter((c) => c.implemented).length} | ${s.cards.length} |`),
    "",
    "Totals count card ids: reprints, alternate arts and promos of a name have ids of their own and share its rules card.",
    "",
    "## Implemented cards",
    "",
    "| Card | Id | Type | Cost | Might | Text | Behaviour (rule) |",
    "|---|---|---|---|---|---|---|",
    ...implemented.map(row),
    ...[...CARDS.values()].map(row),
    "",
    ...sets
      .filter((s) => LISTED.has(s.set))
      .flatMap((s) => [`## Not yet implemented: ${s.name} (${s.set})`, "", ...s.cards.filter((c) => !c.implemented).map((c) => `- ${c.id} ${c.name}: ${c.reason ?? ""}`), ""]),
  ].join("\n");
}

/** Set names, main sets in release order first (the data's set labels). */
export const SET_NAMES: Readonly<Record<string, string>> = {
  OGN: "Origins",
  OGS: "Proving Grounds",
  SFD: "Spiritforged",
  UNL: "Unleashed",
  VEN: "Vendetta",
  OPP: "Organized Play Promotional Cards",
  PR: "Promotional Cards",
  JDG: "Judge Promotional Cards",
};

/**
 * Per set, every real card id of the data (named by its collector code, or its riftbound id where
 * codes repeat) with whether the rules play it and why not; then the original test cards (TST).
 */
export function coverageSets(): CardSetCoverage[] {
  const bySet = new Map<string, { id: string; name: string; implemented: boolean; reason?: string }[]>();
  const all = realCards();
  const codes = new Map<string, number>();
  for (const r of all) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
  for (const r of all) {
    const implemented = isPlayable(r.def);
    const row = { id: codes.get(r.code) === 1 ? r.code : r.id, name: r.def.name, implemented, ...(implemented ? {} : { reason: notPlayableReason(r.def) }) };
    bySet.set(r.set, [...(bySet.get(r.set) ?? []), row]);
  }
  const order = [...Object.keys(SET_NAMES), ...[...bySet.keys()].filter((k) => !(k in SET_NAMES)).sort()];
  const collate = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [
    ...order.filter((set) => bySet.has(set)).map((set) => ({ set, name: SET_NAMES[set] ?? set, cards: bySet.get(set)!.sort(collate) })),
    { set: "TST", name: "Original test cards", cards: [...CARDS.values()].map((c) => ({ id: c.id, name: c.name, implemented: true })) },
  ];
}
