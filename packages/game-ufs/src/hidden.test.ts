import { hiddenInformationTests } from "@tablecast/engine/testing/hidden-suite";
import { ufs } from "./index";

// Hidden information is a security boundary (C.2, D.3, D.4): see hiddenInformationTests. CI plays 40 games;
// the nightly-size run sets TABLECAST_PROPERTY_RUNS=10000.
hiddenInformationTests(ufs, ["kaede", "bram"], "C.2, D.3, D.4", Number(process.env.TABLECAST_PROPERTY_RUNS ?? 40));
