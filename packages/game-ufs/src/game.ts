import type { Game } from "@tablecast/engine";
import { withTabletop } from "@tablecast/engine/kit";
import { UFS_TABLETOP } from "./tabletop";
import { coverage } from "./coverage";
import { SAMPLE_DECKS } from "./decks";
import { evaluate } from "./evaluate";
import type { UfsEvent } from "./events";
import { rules } from "./flow";
import { project } from "./project";
import { setup } from "./setup";
import type { UfsState } from "./state";

/**
 * Universal Fighting System, with the original test cards of data/cards.ts: its zones (zones.ts),
 * setup (setup.ts) and flow (flow.ts: the rule areas under rules/ on the kit's one loop).
 */
/** UFS with its rules enforced (the state and events of this package). */
export const ufsEnforced: Game<UfsState, UfsEvent> = {
  id: "ufs",
  name: "Universal Fighting System",
  rulesetVersion: "ufs-rules-1",
  seats: { min: 2, max: 2 },
  setup,
  status: rules.status,
  decisions: rules.decisions,
  apply: rules.apply,
  concede: rules.concede,
  project,
  evaluate,
  sampleDecks: SAMPLE_DECKS,
  cardCoverage: () => [{ set: "TST", name: "Original test cards", cards: coverage().rows.map((r) => ({ id: r.id, name: r.name, implemented: r.implemented })) }],
};

/** UFS, with tabletop mode (`options.mode: "tabletop"`) on the same zones. */
export const ufs = withTabletop(ufsEnforced, UFS_TABLETOP);
