import type { FabState } from "../state";

/** How a game may end by the rules: CR 4.5.3a a hero at 0 life loses, 4.5.4a both at once is a draw, 4.5.4d stalemate. */
const RULES_ENDINGS = ["fab:4.5.3a", "fab:4.5.4a", "fab:4.5.4d"];

/**
 * The rule a finished game ended by, and what is wrong with that ending (null when nothing is):
 * an ending outside the rules (a simulation limit, say), or a win that does not go to the hero
 * left standing.
 */
export function rulesEnding(state: FabState): { readonly rule: string; readonly problem: string | null } {
  const end = state.ended;
  if (end === null) return { rule: "", problem: "the game has not ended" };
  const rule = end.rule ?? "";
  if (!RULES_ENDINGS.includes(rule)) return { rule, problem: `ended by ${rule || "no rule"}: ${end.reason}` };
  const alive = [0, 1].filter((s) => (state.players[s]?.life ?? 0) > 0);
  if (rule === "fab:4.5.3a" && JSON.stringify(end.winners) !== JSON.stringify(alive)) return { rule, problem: `winners ${JSON.stringify(end.winners)}, heroes standing ${JSON.stringify(alive)}` };
  return { rule, problem: null };
}
