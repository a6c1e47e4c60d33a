import { does, spendABuffToBuffAndReadyMe, spendBuffsToChannel, whenPlayed, type CardModule } from "../vocabulary";
import { real } from "./real";

/** Origins (OGN) cards spending buffs as their abilities resolve (702.2.b; which buff, rules/buffs.ts). */
export const ORIGINS_BUFFS: readonly (readonly [string, CardModule])[] = [
  // Wildclaw Shaman: "When you play me, you may spend a buff to buff me and ready me."
  real("OGN-147", { triggers: [{ ...whenPlayed(does(spendABuffToBuffAndReadyMe())), may: {} }] }),
  // Albus Ferros: "When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted."
  real("OGN-230", { triggers: [whenPlayed(does(spendBuffsToChannel()))] }),
];
