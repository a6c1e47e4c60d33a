import { aFriendlyUnit, buff, choosing, exhaustTo, type CardModule } from "../vocabulary";

export const GEAR: readonly (readonly [string, CardModule])[] = [
  // War Drum: "[E]: Buff a friendly unit."
  ["t-fury-13", { activated: exhaustTo(0, "buff", choosing(aFriendlyUnit, buff())) }],
];
