import { hiddenInformationTests } from "../testing/hidden-suite";
import { sparks } from "./testing/sparks";

// A game whose hidden information is declared only in its zone table: the kernel's projection and
// redaction keep it (hands to their owner, decks to nobody).
hiddenInformationTests(sparks, ["hot", "cool"], "sparks zone table", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
