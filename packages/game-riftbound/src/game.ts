import { err, ok, seatLabel, type Game, type Result, type Seat, type Step } from "@tablecast/engine";
import { flowRules, withTabletop, type Flow } from "@tablecast/engine/kit";
import { coverageSets } from "./coverage";
import { readDeckList } from "./decklist";
import { SAMPLE_DECK_LISTS } from "./decks";
import { evaluate } from "./evaluate";
import type { RiftboundEvent } from "./events";
import { project } from "./project";
import { chainClosedStep } from "./rules/showdown";
import { resolveRestStep } from "./rules/chain";
import { gamblerStep } from "./rules/gambler";
import { assignChoices, assignStep, combatDamageStep, combatDeathsStep } from "./rules/combat";
import { endGame } from "./rules/ending";
import { mulliganChoices, mulliganStep } from "./rules/mulligan";
import { actStep, focusChoices, idleAsking, mainChoices, priorityChoices } from "./rules/priority";
import { discardStep, fromTrashStep } from "./rules/discard";
import { setupWork } from "./rules/setup";
import { mayTriggerStep, TRIGGERS, triggerTargetStep } from "./rules/triggers";
import { visionStep } from "./rules/vision";
import { splitStep } from "./rules/split";
import { regroupStep } from "./rules/regroup";
import { playFromTrashStep } from "./rules/from-trash";
import { playSpellFromTrashStep } from "./rules/trash-spells";
import { playHiddenFromHandStep } from "./rules/hidden-from-hand";
import { banishRevealedToPlayStep, lookToPlayStep, playFromStep, playRevealedUnitStep, revealOpponentsTopStep, revealUntilUnitStep } from "./rules/play-from";
import { asRevealedStep } from "./rules/seen-from-top";
import { recycleTrashesStep } from "./rules/recycle-trashes";
import { fightThereStep, payAnyPowerStep, spendToReadyStep } from "./rules/as-it-resolves";
import { spendBuffStep } from "./rules/buffs";
import { chooseEachStep } from "./rules/choose-each";
import { newChoicesStep } from "./rules/new-choices";
import { keepTwoStep } from "./rules/keep-two";
import { wouldDieStep } from "./rules/would-die";
import { eachLooksAndPlaysStep } from "./rules/each-looks-and-plays";
import { eachKillsStep } from "./rules/each-kills";
import { modeStep } from "./rules/modes";
import { lookTopStep, candlelitStep, recycleFromTrashStep, recycleRuneStep, revealHandStep, revealTopDamageStep, revealedDamageStep } from "./rules/look";
import { beginTurnStep, channelStep, expirationStep, scoringStep } from "./rules/turn";
import { other, type RiftboundState } from "./state";
import { RIFTBOUND_TABLETOP } from "./tabletop";
import { RbWork } from "./work";

type RbStep = Step<RiftboundState, RiftboundEvent>;

/** Riftbound on the kernel's one loop: its steps, its questions, its end and who acts when nothing is queued. */
export const FLOW: Flow<RiftboundState, RbWork> = {
  steps: {
    mulligan: mulliganStep,
    "begin-turn": beginTurnStep,
    scoring: scoringStep,
    channel: channelStep,
    expiration: expirationStep,
    act: actStep,
    "chain-closed": chainClosedStep,
    "combat-damage": combatDamageStep,
    assign: assignStep,
    "trigger-target": triggerTargetStep,
    "may-trigger": mayTriggerStep,
    discard: discardStep,
    "from-trash": fromTrashStep,
    vision: visionStep,
    split: splitStep,
    regroup: regroupStep,
    "resolve-rest": resolveRestStep,
    "play-from-trash": playFromTrashStep,
    "play-spell-from-trash": playSpellFromTrashStep,
    "play-hidden-from-hand": playHiddenFromHandStep,
    "spend-buff": spendBuffStep,
    "each-kills": eachKillsStep,
    mode: modeStep,
    "look-top": lookTopStep,
    "reveal-hand": revealHandStep,
    "recycle-rune": recycleRuneStep,
    "recycle-trash": recycleFromTrashStep,
    candlelit: candlelitStep,
    gambler: gamblerStep,
    "play-from": playFromStep,
    "look-to-play": lookToPlayStep,
    "reveal-until-unit": revealUntilUnitStep,
    "recycle-trashes": recycleTrashesStep,
    "pay-any-power": payAnyPowerStep,
    "fight-there": fightThereStep,
    "choose-each": chooseEachStep,
    "new-choices": newChoicesStep,
    "keep-two": keepTwoStep,
    "would-die": wouldDieStep,
    "combat-deaths": combatDeathsStep,
    "each-looks": eachLooksAndPlaysStep,
    "as-revealed": asRevealedStep,
    "play-revealed-unit": playRevealedUnitStep,
    "reveal-opponents-top": revealOpponentsTopStep,
    "banish-revealed-to-play": banishRevealedToPlayStep,
    "reveal-top-damage": revealTopDamageStep,
    "revealed-damage": revealedDamageStep,
    "spend-to-ready": spendToReadyStep,
  },
  offers: { mulligan: mulliganChoices, assign: assignChoices, priority: priorityChoices, focus: focusChoices, main: mainChoices },
  ended: (s) => s.ended,
  // 383.3.d: simultaneous triggers, ordered by their controllers.
  triggers: TRIGGERS,
  idle: (w) => idleAsking(w.s),
  // Tells the table whom it waits for.
  asked: (w, a) => w.emit({ type: "prompt", seat: a.seat, kind: a.offer, text: `waiting for ${w.name(a.seat)} (${a.offer})` }),
};

/** Decisions are checked against the question's choices (computed once per state), then the loop runs. */
export const RULES = flowRules<RiftboundState, RiftboundEvent, RbWork>(FLOW, (s) => new RbWork(s), {
  rules: "riftbound",
  errors: {
    gameOver: () => ({ code: "decision/game-over", message: "the game is over", rule: "riftbound:467" }),
    notYourTurn: (seat) => ({ code: "decision/not-your-priority", message: `${seatLabel(seat)} has no decision to make now`, rule: "riftbound:312" }),
    illegal: (id) => ({ code: "decision/not-legal", message: `"${id}" is not a legal decision now`, rule: "riftbound:312" }),
  },
});

function setup(config: Parameters<Game<RiftboundState, RiftboundEvent>["setup"]>[0], seed: string): Result<RbStep> {
  const made = setupWork(config, seed);
  if (!made.ok) return made;
  RULES.start(made.value);
  return ok({ state: made.value.state, events: made.value.events });
}

/** 650–652: a player who concedes leaves the game; the one remaining wins (651.1). */
function concede(s: RiftboundState, seat: Seat): Result<RbStep> {
  if (s.ended !== null) return err("decision/game-over", "the game is over", "riftbound:467");
  const w = new RbWork(s);
  endGame(w, [other(seat)], `${s.players[seat]!.name} conceded`, "651.1");
  w.set("asking", null);
  w.set("queue", []);
  return ok({ state: w.state, events: w.events });
}

/** Riftbound, Core Rules of 2026-03-30, the 1v1 Duel: the original test cards and the real cards whose behaviour is written. */
export const riftboundEnforced: Game<RiftboundState, RiftboundEvent> = {
  id: "riftbound",
  name: "Riftbound",
  rulesetVersion: "riftbound-core-2026-03-30",
  priorityRule: "riftbound:312.1",
  seats: { min: 2, max: 2 },
  setup,
  status: (s) => RULES.status(s),
  decisions: (s, seat) => RULES.decisions(s, seat),
  apply: (s, seat, id) => RULES.apply(s, seat, id),
  concede,
  project,
  evaluate,
  sampleDecks: SAMPLE_DECK_LISTS,
  // Deck codes and text lists as players share them (decklist.ts).
  readDeckList: (text) => readDeckList(text),
  // Every real card of the data per set, and the test cards; setup refuses a card the rules do not play yet, by name. See COVERAGE.md.
  cardCoverage: coverageSets,
};

/**
 * Riftbound in both rule modes: enforced (above), and at the table (`mode: "tabletop"`, tabletop.ts)
 * for any deck legal by the deck rules, every card whether the engine plays it or not. A deck code or
 * list read for the table is checked by the deck rules only (the table's own reader).
 */
export const riftbound = withTabletop(riftboundEnforced, RIFTBOUND_TABLETOP);
