import type { Game } from "@tablecast/engine";
import { coverage } from "./coverage";
import { SAMPLE_DECKS } from "./decks";
import { decisions } from "./decisions";
import { evaluate } from "./evaluate";
import type { UfsEvent } from "./events";
import { project } from "./project";
import { apply, concede } from "./rules";
import { setup } from "./setup";
import type { UfsState } from "./state";

/** Universal Fighting System, with the original test cards of cards.ts. */
export const ufs: Game<UfsState, UfsEvent> = {
  id: "ufs",
  name: "Universal Fighting System",
  rulesetVersion: "ufs-rules-1",
  seats: { min: 2, max: 2 },
  setup,
  status(state) {
    if (state.ended !== null) return { kind: "ended", winners: state.ended.winners, reason: state.ended.reason, rule: state.ended.rule };
    return { kind: "awaiting", seats: state.awaiting === null ? [] : [state.awaiting.seat] };
  },
  decisions,
  apply,
  concede,
  project,
  evaluate,
  sampleDecks: SAMPLE_DECKS,
  cardCoverage: () => [{ set: "TST", name: "Original test cards", cards: coverage().rows.map((r) => ({ id: r.id, name: r.name, implemented: r.implemented })) }],
};
