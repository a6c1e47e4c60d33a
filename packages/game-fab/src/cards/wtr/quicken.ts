import { isAttackAction } from "../../cards";
import { isWeaponAttack } from "../../rules/view";
import { triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Quicken (WTR225), an aura token (CR 8.6.1): "When you play an attack action card or activate a
 * weapon attack, destroy Quicken then the attack gains go again."
 */
export const QUICKEN: CardModule = {
  triggers: [
    {
      on: "attack-played",
      when: (o) => isWeaponAttack(o.layer!) || isAttackAction(o.layer!.card),
      run: (o) => triggerLayer(o, [{ kind: "destroy", obj: o.source.id }, { kind: "gains-go-again", attack: o.layer!.id }], "Quicken: the attack gains go again"),
    },
  ],
};
