import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { fab } from ".";

// Hidden information is a security boundary (CR 3.0.4, 3.0.9, 4.4.3c): see hiddenInformationTests. CI plays 40 games;
// the nightly-size run sets TABLECAST_PROPERTY_RUNS=10000.
hiddenInformationTests(fab, ["rhinar-blitz", "dorinthea-blitz"], "CR 3.0.4, 3.0.9, 4.4.3c", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
// The Arcane Rising presets: Viserai's Runechant tokens and Kano's look at the top of the deck.
hiddenInformationTests(fab, ["viserai-blitz", "kano-blitz"], "CR 3.0.4, 3.0.9, 4.4.3c", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
