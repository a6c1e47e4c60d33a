import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { fab } from ".";

// Hidden information with Crucible of War's Data Doll MKII (CR 3.0.4, 3.0.9): boost banishes the top card of the hidden deck face up
// and the hero puts a banished item into the arena (CR 8.3.9, 8.5.15); Viziertronic Model i puts a card from the hand on top of the
// deck, named to its player only.
hiddenInformationTests(fab, ["data-doll-blitz", "dorinthea-blitz"], "CR 3.0.4, 3.0.9, 8.3.9", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
