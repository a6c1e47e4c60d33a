/**
 * The rules toolkit: what every game's rules need once (ARCHITECTURE.md "The kernel becomes a
 * rules toolkit"). A game is its zone table, its flow (steps, offers, checks, triggers, idle),
 * its rule areas as small modules and its cards as modules keyed by id.
 */
export { cloneJson, CopyOnWrite, type Mutable } from "./copy";
export { ZoneTable, type ZonePlace, type ZoneSeen, type ZoneSpec } from "./zones";
export { combatEvent, isKitEvent, projectEvents, projectKit, type KitEvent, type KitEventType, type Building } from "./events";
export { Work, opponentOf, type KitState } from "./work";
export { advance, askingWith, choicesOf, flowRules, payload, type Asking, type Choice, type Ending, type Flow, type FlowRulesOptions, type KitPayload, type Payload, type QueuedStep, type Triggers } from "./queue";
export { all, any, applyLayers, CardRegistry, expire, inLayerOrder, not, triggered, type Continuous, type Duration, type Moment, type Test, type TriggerSpec } from "./cards";
export { ACTION_LIMIT, isTabletop, projectTabletop, readCardList, readRefList, TABLETOP, tabletopGame, tabletopRules, tabletopSetup, withTabletop, type TabletopBatch, type TabletopRules } from "./tabletop";
export { actionDecision, actionId, findCard, listActions, NOTE_MAX, parseAction, PHASE_MAX, RECORD_MAX, TABLETOP_VERBS, TabletopWork, type TabletopAction } from "./tabletop-actions";
export { MATCH_CARDS, type TabletopCard, type TabletopCombat, type TabletopEvent, type TabletopPlayer, type TabletopSpec, type TabletopState } from "./tabletop-types";
