import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { riftbound } from "./index";

// Hidden information is a security boundary (108, 110, 416.5): see hiddenInformationTests. CI plays 40 games;
// the nightly-size run sets TABLECAST_PROPERTY_RUNS=10000.
hiddenInformationTests(riftbound, ["garen", "master-yi"], "108, 110, 416.5", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
hiddenInformationTests(riftbound, ["darius", "viktor"], "108, 110, 416.5 (Origins decks)", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
hiddenInformationTests(riftbound, ["ember", "tide"], "108, 110, 416.5 (test cards)", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
// 128.4, 811: a deck of [Hidden] cards — facedown cards, their new objects and their reveal as they are played.
hiddenInformationTests(riftbound, ["teemo", "viktor"], "128.4, 421.4, 811 (facedown cards)", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
