import { crush, reprise } from "../../vocabulary/printed";
import { cardData, cardName } from "../../cards";
import { activeLink } from "../../rules/view";
import { other } from "../../state";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Buckling Blow (WTR057–059), crush: "put a -1{d} counter on target equipment the defending hero
 * controls" (CR 8.4.2, 8.5.14). The attacker chooses as the triggered-layer resolves.
 */
export const BUCKLING_BLOW: CardModule = {
  triggers: [crush([{ kind: "ability", step: "counter" }])],
  steps: {
    counter: (o) => {
      const targets = o.t.peek(other(o.seat)).gear.filter((g) => g.slot !== "weapon").map((g) => g.id);
      if (targets.length > 0) o.act!.choose("countered", "put a -1 defense counter on", targets, false);
    },
    countered: (o, choice) => {
      const { t } = o;
      const owner = t.s.players.findIndex((pl) => pl.gear.some((g) => g.id === choice));
      const gear = t.player(owner).gear.find((g) => g.id === choice)!;
      gear.defenseCounters += 1;
      t.events.push({ type: "prop", obj: gear.id, key: "-1 defense counters", value: gear.defenseCounters });
      t.log(`${cardData(gear.card).name} gets a -1 defense counter`, "8.5.14");
    },
  },
};

/** Rout (WTR120), reprise: "you may return a card defending the attack to its owner's hand" (not equipment). */
export const ROUT: CardModule = {
  triggers: [reprise([{ kind: "ability", step: "return" }])],
  steps: {
    return: (o) => {
      const link = activeLink(o.t.s);
      const options = link === null ? [] : link.defenders.filter((d) => d.gear === undefined).map((d) => d.id);
      if (options.length > 0) o.act!.choose("returned", "return to its owner's hand", options, true);
    },
    returned: (o, choice) => {
      const { t } = o;
      if (choice === null || choice === undefined) return;
      const link = t.activeLinkToWrite();
      if (link === null) return;
      const i = link.defenders.findIndex((d) => d.id === choice);
      const [d] = link.defenders.splice(i, 1);
      t.put(d!.owner, d!, "hand");
      t.log(`${cardName(d!.card)} returns to its owner's hand`, "8.5.15");
    },
  },
};

/**
 * Scour the Battlescape (WTR194–196) and Sink Below (WTR215–217): "You may put a card from your
 * hand on the bottom of your deck. If you do, draw a card."
 */
export const TO_BOTTOM_THEN_DRAW: CardModule = {
  triggers: [],
  steps: {
    "to-bottom": (o) => {
      const options = o.t.peek(o.seat).hand.map((c) => c.id);
      if (options.length > 0) o.act!.choose("bottomed", "put on the bottom of your deck (then draw a card)", options, true);
    },
    bottomed: (o, choice) => {
      const { t, seat } = o;
      if (choice === null || choice === undefined) return;
      t.put(seat, t.take(seat, "hand", choice), "deck", { bottom: true });
      t.log(`${t.name(seat)} puts a card from hand on the bottom of their deck`, "8.5.15");
      o.act!.run([{ kind: "draw", count: 1 }]);
    },
  },
};
