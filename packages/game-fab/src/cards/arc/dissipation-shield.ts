import { triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * Dissipation Shield (ARC035), a Mechanologist item: "Dissipation Shield enters the arena with 4 steam counters on it (CR 6.4.8).
 * At the beginning of your action phase, destroy Dissipation Shield unless you remove a steam counter from it. Instant – Destroy
 * Dissipation Shield: The next time your hero would be dealt damage this turn, prevent X damage, where X is the number of steam
 * counters on Dissipation Shield." The instant's X is read from the counters it had as it was destroyed to pay for the ability
 * (last known information, CR 1.2.3a; cards.ts and the layer's `sourceSteam`).
 */
export const DISSIPATION_SHIELD: CardModule = {
  entersWithSteam: 4,
  triggers: [
    {
      on: "action-phase",
      run: (o) => triggerLayer(o, [{ kind: "ability", step: "upkeep", obj: o.source.id }], "Dissipation Shield: beginning of the action phase"),
    },
  ],
  steps: {
    // "Destroy this unless you remove a steam counter from it": with none to remove, it is destroyed.
    upkeep: (o) => {
      const item = o.t.peek(o.seat).permanents.find((c) => c.id === o.source.id);
      if (item === undefined) return;
      const destroy = { kind: "destroy", obj: item.id } as const;
      if ((item.steam ?? 0) === 0) return o.act!.run([destroy]);
      o.act!.run([{ kind: "may", text: "remove a steam counter from Dissipation Shield (if not, it is destroyed)", effects: [{ kind: "remove-steam", obj: item.id }], otherwise: [destroy] }]);
    },
  },
};
