import { cardName } from "../../cards";
import { other } from "../../state";
import { triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Heart of Fyendal (WTR000): "When you pitch Heart of Fyendal, if you have less {h} than an
 * opposing hero, gain 1{h}." CR 6.6.1c: the trigger condition is the pitch only; the "if" is
 * checked as the triggered-layer resolves (1.8.4).
 */
export const HEART_OF_FYENDAL: CardModule = {
  triggers: [
    {
      on: "pitched",
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "gain-if-behind" }], `${cardName(o.source.card)}: gain 1 life`),
    },
  ],
  steps: {
    "gain-if-behind": (o) => {
      const { t, seat } = o;
      if (t.peek(seat).life < t.peek(other(seat)).life) o.act!.run([{ kind: "gain-life", amount: 1 }]);
      else t.log(`${cardName(o.source.card)}: not less {h} than an opposing hero`, "1.8.4");
    },
  },
};
