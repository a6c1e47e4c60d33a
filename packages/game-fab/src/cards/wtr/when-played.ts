import { other } from "../../state";
import type { CardModule, Occasion } from "../../vocabulary/triggers";
import { TO_BOTTOM_THEN_DRAW } from "./choosers";

/** "If you have less {h} than an opposing hero" as the card is played. */
const behind = (o: Occasion): boolean => o.t.peek(o.seat).life < o.t.peek(other(o.seat)).life;

/** Scar for a Scar (WTR191–193): "When you play Scar for a Scar, if you have less {h} than an opposing hero, it gains go again." */
export const SCAR_FOR_A_SCAR: CardModule = {
  triggers: [{ on: "played", when: behind, run: (o) => void (o.layer!.goAgain = true) }],
};

/** Wounded Bull (WTR200–202): "When you play Wounded Bull, if you have less {h} than an opposing hero, it gains +1{p}." */
export const WOUNDED_BULL: CardModule = {
  triggers: [{ on: "played", when: behind, run: (o) => void o.t.gainPower(o.layer!, 1, o.source.card) }],
};

/**
 * Scour the Battlescape (WTR194–196): "If Scour the Battlescape is played from arsenal, it gains go
 * again", and its resolution ability (put a card on the bottom, then draw) shared with Sink Below.
 */
export const SCOUR_THE_BATTLESCAPE: CardModule = {
  ...TO_BOTTOM_THEN_DRAW,
  triggers: [{ on: "played", when: (o) => o.layer!.fromArsenal, run: (o) => void (o.layer!.goAgain = true) }],
};
