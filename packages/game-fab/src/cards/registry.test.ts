import { describe, expect, it } from "vitest";
import { cardData } from "../cards";
import { CARDS } from "./registry";

describe("card modules", () => {
  it("are registered by the ids of the cards they name", () => {
    expect(Object.fromEntries(CARDS.ids().map((id) => [id, cardData(id).name]))).toEqual({
      WTR000: "Heart of Fyendal",
      WTR001: "Rhinar, Reckless Rampage",
      WTR002: "Rhinar",
      WTR003: "Romping Club",
      WTR004: "Scabskin Leathers",
      WTR005: "Barkbone Strapping",
      WTR009: "Sand Sketched Plan",
      WTR010: "Bone Head Barrier",
      WTR076: "Katsu, the Wanderer",
      WTR077: "Katsu",
      WTR040: "Anothos",
      WTR047: "Show Time!",
      WTR057: "Buckling Blow",
      WTR058: "Buckling Blow",
      WTR059: "Buckling Blow",
      WTR078: "Harmonized Kodachi",
      WTR079: "Mask of Momentum",
      WTR083: "Mugenshi: RELEASE",
      WTR084: "Hurricane Technique",
      WTR113: "Dorinthea Ironsong",
      WTR114: "Dorinthea",
      WTR115: "Dawnblade",
      WTR117: "Refraction Bolters",
      WTR120: "Rout",
      WTR121: "Singing Steelblade",
      WTR138: "Stroke of Foresight",
      WTR139: "Stroke of Foresight",
      WTR140: "Stroke of Foresight",
      WTR150: "Fyendal's Spring Tunic",
      WTR151: "Hope Merchant's Hood",
      WTR160: "Tome of Fyendal",
      WTR161: "Last Ditch Effort",
      WTR162: "Crazy Brew",
      WTR163: "Remembrance",
      WTR164: "Drone of Brutality",
      WTR165: "Drone of Brutality",
      WTR166: "Drone of Brutality",
      WTR194: "Scour the Battlescape",
      WTR195: "Scour the Battlescape",
      WTR196: "Scour the Battlescape",
      WTR215: "Sink Below",
      WTR216: "Sink Below",
      WTR217: "Sink Below",
      WTR225: "Quicken",
    });
  });
});
