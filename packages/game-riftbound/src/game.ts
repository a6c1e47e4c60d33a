import type { Game } from "@tablecast/engine";
import { CARDS } from "./cards";
import { SAMPLE_DECK_LISTS } from "./decks";
import { decisions } from "./decisions";
import { evaluate } from "./evaluate";
import type { RiftboundEvent } from "./events";
import { project } from "./project";
import { apply, awaited, concede, setup } from "./rules";
import type { RiftboundState } from "./state";

/** Riftbound, Core Rules of 2026-03-30, the 1v1 Duel, with the original test cards of cards.ts. */
export const riftbound: Game<RiftboundState, RiftboundEvent> = {
  id: "riftbound",
  name: "Riftbound",
  rulesetVersion: "riftbound-core-2026-03-30",
  priorityRule: "riftbound:312.1",
  seats: { min: 2, max: 2 },
  setup,
  status(state) {
    if (state.ended !== null) return { kind: "ended", winners: state.ended.winners, reason: state.ended.reason, rule: state.ended.rule };
    const seat = awaited(state);
    return { kind: "awaiting", seats: seat === null ? [] : [seat] };
  },
  decisions,
  apply,
  concede,
  project,
  evaluate,
  sampleDecks: SAMPLE_DECK_LISTS,
  // Every card of the table has behaviour (setup refuses unknown ids); see COVERAGE.md.
  cardCoverage: () => [{ set: "TST", name: "Original test cards", cards: [...CARDS.values()].map((c) => ({ id: c.id, name: c.name, implemented: true })) }],
};
