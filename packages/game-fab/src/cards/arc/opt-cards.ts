import { OPT_STEPS, opt } from "../../vocabulary/opt";
import { whenThisHits } from "../../vocabulary/printed";
import { gainsGoAgain, playedFromArsenal, runNow, triggerLayer, type CardModule } from "../../vocabulary/triggers";

/** Arcane Rising cards with Opt N (CR 8.5.22): the effect `{ kind: "ability", step: "opt" }` runs it. */
const optN = (n: number): CardModule["steps"] => ({ ...OPT_STEPS, opt: (o) => opt(o, n) });

/** Whisper of the Oracle (ARC215–217), Fate Foreseen (ARC200–202), Talismanic Lens (ARC151): "Opt N" as they resolve. */
export const optCard = (n: number): CardModule => ({ triggers: [], steps: optN(n) });

/** Fervent Forerunner (ARC182–184): "If Fervent Forerunner hits, opt 2. If Fervent Forerunner is played from arsenal, it gains go again." */
export const FERVENT_FORERUNNER: CardModule = {
  triggers: [whenThisHits([{ kind: "ability", step: "opt" }]), { on: "played", when: playedFromArsenal, run: gainsGoAgain }],
  steps: optN(2),
};

/** Force Sight (ARC206–208): "The next attack action card you play this turn gains +N{p}. If Force Sight is played from arsenal, opt 2. Go again." */
export const FORCE_SIGHT: CardModule = {
  triggers: [{ on: "resolved", when: playedFromArsenal, run: runNow([{ kind: "ability", step: "opt" }]) }],
  steps: optN(2),
};

/** Aether Spindle (ARC126–128): "Deal N arcane damage to target opposing hero. Opt X, where X is the damage dealt by Aether Spindle." */
export const AETHER_SPINDLE: CardModule = { triggers: [], steps: { ...OPT_STEPS, spindle: (o) => opt(o, o.count!) } };

/** Eye of Ophidia (ARC000), a Legendary resource: "When you pitch Eye of Ophidia, opt 2." (a triggered-layer, CR 6.6). */
export const EYE_OF_OPHIDIA: CardModule = {
  triggers: [{ on: "pitched", run: (o) => triggerLayer(o, [{ kind: "ability", step: "opt" }], "Eye of Ophidia: opt 2") }],
  steps: optN(2),
};
