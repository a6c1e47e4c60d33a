import { cardData, dealsArcaneDamage, hasType } from "../../cards";
import type { FabState, PlayerState } from "../../state";
import { OPT_STEPS, opt } from "../../vocabulary/opt";
import { triggerLayer, type CardModule } from "../../vocabulary/triggers";

/** Wizard cards of Crucible of War, on Arcane Rising's arcane damage and "next card" effects (src/cards/arc/wizard.ts). */

/**
 * Metacarpus Node (CRU161): "Whenever you play a card with an effect that deals arcane damage, you may pay {r}. If you do, instead it
 * deals that much arcane damage plus 1 (CR 6.4.9), and destroy Metacarpus Node at the beginning of the end phase. Arcane Barrier 1." A
 * triggered-layer above the card (CR 6.6); the "you may pay" is asked as it resolves, only if its player could pay (CR 1.8.3b).
 */
export const METACARPUS_NODE: CardModule = {
  triggers: [
    {
      on: "card-played",
      when: (o) => dealsArcaneDamage(o.layer!.card),
      run: (o) =>
        triggerLayer(
          o,
          [
            {
              kind: "may-pay",
              amount: 1,
              text: "make it deal 1 more arcane damage (Metacarpus Node is destroyed at the beginning of the end phase)",
              effects: [
                { kind: "layer-arcane-plus", layer: o.layer!.id, amount: 1 },
                { kind: "destroy-at-end-phase", obj: o.source.id },
              ],
            },
          ],
          "Metacarpus Node: you played a card that deals arcane damage",
        ),
    },
  ],
};

/** "If you have played another Wizard 'non-attack' action card this turn", as this one resolves (it was counted as it was played). */
const playedAnotherWizardNonAttack = (p: PlayerState): boolean => (p.wizardNonAttackActions ?? 0) >= 2;
const optSteps = (n: number): CardModule["steps"] => ({ ...OPT_STEPS, opt: (o) => opt(o, n) });

/**
 * Chain Lightning (CRU162): "You may play your next Wizard 'non-attack' action card this turn as though it were an instant. If you have
 * played another Wizard 'non-attack' action card this turn, deal 3 arcane damage to each opposing hero." (Its data row; the count of
 * Wizard 'non-attack' action cards is kept for its player.)
 */
export const CHAIN_LIGHTNING: CardModule = { triggers: [], readsNonAttackActions: true };

/**
 * Gaze the Ages (CRU163): "Opt 2 (CR 8.5.22). If you've played another Wizard non-attack action card this turn, put this into its owner's
 * hand" — as it finishes resolving, instead of the graveyard (CR 5.3.6).
 */
export const GAZE_THE_AGES: CardModule = { triggers: [], readsNonAttackActions: true, steps: optSteps(2), instead: { toHandIf: playedAnotherWizardNonAttack } };

/** "Target instant card with cost {r} or less" on the stack (Aetherize): an instant card's layer, not an ability's or a trigger's. */
const negatable = (s: Pick<FabState, "stack">): string[] =>
  s.stack.filter((l) => l.trigger === undefined && l.ability === undefined && l.weapon === undefined && hasType(l.card, "Instant") && (cardData(l.card).cost ?? 0) <= 1).map((l) => l.id);

/**
 * Aetherize (CRU164): "Negate target instant card with cost {r} or less." (CR 8.5.26). It is played only with such a card on the stack to
 * target (CR 5.1.4); the target is chosen as it resolves, among those still there.
 */
export const AETHERIZE: CardModule = {
  triggers: [],
  playOnlyIf: (_p, s) => negatable(s).length > 0,
  steps: {
    negate: (o) => {
      const options = negatable(o.t.s);
      if (options.length === 1) return o.act!.run([{ kind: "negate", layer: options[0]! }]);
      if (options.length > 1) o.act!.choose("negated", "negate (an instant card with cost 1 or less)", options, false);
    },
    negated: (o, choice) => o.act!.run([{ kind: "negate", layer: choice! }]),
  },
};

/**
 * Cindering Foresight (CRU165–167): "If it's not your turn, you may play Cindering Foresight as though it were an instant (CR 8.1.6). The
 * next card you play this turn with an effect that deals arcane damage, instead deals that much arcane damage plus 1 (CR 6.4.9). Opt N."
 */
export const cinderingForesight = (n: number): CardModule => ({ triggers: [], instantWhile: (s, seat) => s.turnPlayer !== seat, steps: optSteps(n) });

/** Foreboding Bolt (CRU168–170): "Deal N damage to target hero (CR 8.5.3). Opt 1." */
export const FOREBODING_BOLT: CardModule = { triggers: [], steps: optSteps(1) };

/**
 * Snapback (CRU174–176): "Deal N arcane damage to target hero. If you have played another Wizard 'non-attack' action card this turn, you
 * may play Snapback as though it were an instant" (CR 8.1.6): read as it would be played, before it is counted itself.
 */
export const SNAPBACK: CardModule = { triggers: [], readsNonAttackActions: true, instantWhile: (s, seat) => (s.players[seat]!.wizardNonAttackActions ?? 0) >= 1 };
