import { playedFromArsenal, type CardModule } from "../../vocabulary/triggers";

/** Tome of Fyendal (WTR160): "If Tome of Fyendal was played from arsenal, gain 1{h} for each card in your hand." */
export const TOME_OF_FYENDAL: CardModule = {
  triggers: [
    {
      on: "resolved",
      when: playedFromArsenal,
      run: (o) => {
        const n = o.t.peek(o.seat).hand.length;
        if (n > 0) o.act!.run([{ kind: "gain-life", amount: n }]);
      },
    },
  ],
};
