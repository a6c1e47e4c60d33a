import type { Game } from "@tablecast/engine";
import { withTabletop } from "@tablecast/engine/kit";
import { FAB_TABLETOP } from "./tabletop";
import { setCoverage } from "./coverage";
import { readDeckList } from "./decklist";
import { SAMPLE_DECKS } from "./decks";
import { evaluate } from "./evaluate";
import type { FabEvent } from "./events";
import { project } from "./project";
import { apply, concede, decisions, status } from "./flow";
import { setup } from "./setup";
import type { FabState } from "./state";

/** Flesh and Blood, Comprehensive Rules 2.13.0, with the Welcome to Rathe cards implemented so far. */
export const fabEnforced: Game<FabState, FabEvent> = {
  id: "fab",
  name: "Flesh and Blood",
  rulesetVersion: "fab-cr-2.13.0",
  priorityRule: "fab:1.11.1",
  seats: { min: 2, max: 2 },
  setup,
  status,
  decisions,
  apply,
  concede,
  project,
  evaluate,
  sampleDecks: SAMPLE_DECKS,
  cardCoverage: setCoverage,
  readDeckList(text, options) {
    const format = options?.["format"];
    const tournament = options?.["tournament"] === true;
    // At the table any real card and any format's list is played (open unless one is named);
    // the enforced rules play Blitz and open lists of the cards they implement.
    if (options?.["mode"] === "tabletop") return readDeckList(text, format === "cc" ? "cc" : format === "blitz" ? "blitz" : "open", { enforced: false, tournament });
    return readDeckList(text, format === "open" ? "open" : "blitz", { tournament });
  },
};

/** Flesh and Blood, with tabletop mode (`options.mode: "tabletop"`): every real card, at a table. */
export const fab = withTabletop(fabEnforced, FAB_TABLETOP);
