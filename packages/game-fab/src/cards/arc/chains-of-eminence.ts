import { cardData, hasType, KNOWN_CARDS } from "../../cards";
import { atYourActionPhaseDestroyThis } from "../../vocabulary/printed";
import { triggerLayer, type CardModule } from "../../vocabulary/triggers";

/**
 * The card names a player may name (CR 1.8.5c: naming is not targeting, it is declared as the effect is generated): one card id for
 * each name, heroes and tokens left out (they are never pitched, played or used to defend).
 */
const NAMES: readonly string[] = KNOWN_CARDS.filter((c, i) => !hasType(c.id, "Hero") && !hasType(c.id, "Token") && KNOWN_CARDS.findIndex((k) => k.name === c.name) === i).map((c) => c.id);

/**
 * Chains of Eminence (ARC162): "Go again. When Chains of Eminence enters the arena, name a card. The named card can't be pitched,
 * played or used to defend while Chains of Eminence is in the arena. At the beginning of your action phase, destroy Chains of
 * Eminence." The name is kept on the aura (`Permanent.named`); the rules read it where cards are pitched, played and declared as
 * defenders (rules/view.ts `isNamed`), for every player and every version of the name.
 */
export const CHAINS_OF_EMINENCE: CardModule = {
  triggers: [
    { on: "enters", run: (o) => triggerLayer(o, [{ kind: "ability", step: "name", obj: o.source.id }], "Chains of Eminence: name a card") },
    atYourActionPhaseDestroyThis(),
  ],
  steps: {
    name: (o) => {
      // Gone from the arena before this resolved: what it names would restrict nothing.
      if (!o.t.peek(o.seat).permanents.some((c) => c.id === o.source.id)) return;
      o.act!.choose("named", "name", NAMES, false);
    },
    // Every Chains of Eminence waiting for a name is alike: the first of them takes it.
    named: (o, choice) => {
      const { t, seat } = o;
      const chains = t.player(seat).permanents.find((c) => c.card === o.source.card && c.named === undefined);
      if (chains === undefined || choice === null || choice === undefined) return;
      chains.named = cardData(choice).name;
      // The name is public: the table shows it on the aura. The log does not spell it, as a log line naming a card is read as
      // telling what that card is (the hidden-information properties); naming shows no card.
      t.events.push({ type: "prop", obj: chains.id, key: "named", value: chains.named });
      t.log(`${t.name(seat)} names a card for Chains of Eminence: it can't be pitched, played or used to defend while Chains of Eminence is in the arena`, "1.8.5c");
    },
  },
};
