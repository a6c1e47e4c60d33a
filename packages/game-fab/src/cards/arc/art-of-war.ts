import { cardName, isAttackAction } from "../../cards";
import { isWeaponAttack } from "../../rules/view";
import type { CardModule } from "../../vocabulary/triggers";

/**
 * Art of War (ARC160), an instant: "Choose 2; – Attack action cards you control gain +1{p} and +1{d} this turn. – The next attack
 * action card you play this turn gains go again. – Until end of turn, you may defend with attack action cards from arsenal. – You
 * may banish an attack action card from your hand. If you do, draw 2 cards." The modes are data (cards.ts); the first is this
 * module's until-end-of-turn effect (read dynamically, CR 6.3.5: attacks and defending cards that are attack action cards of its
 * player), the third the player's `defendFromArsenal`, the fourth its steps.
 */
export const ART_OF_WAR: CardModule = {
  triggers: [],
  untilEndOfTurn: {
    kind: "art-of-war",
    applies: (attack) => !isWeaponAttack(attack) && isAttackAction(attack.card),
    power: 1,
    defense: 1,
    defends: isAttackAction,
    text: "'s attack action cards gain +1 power and +1 defense this turn",
    rule: "6.3.5",
  },
  steps: {
    "from-arsenal": ({ t, seat }) => {
      t.player(seat).defendFromArsenal = true;
      t.log(`${t.name(seat)} may defend with attack action cards from arsenal this turn`, "7.3.2");
    },
    banish: (o) => {
      const options = o.t.peek(o.seat).hand.filter((c) => isAttackAction(c.card)).map((c) => c.id);
      if (options.length > 0) o.act!.choose("banished", "banish from your hand, then draw 2 cards", options, true);
    },
    banished: (o, choice) => {
      if (choice === null || choice === undefined) return;
      const { t, seat } = o;
      const card = t.put(seat, t.take(seat, "hand", choice), "banished");
      t.log(`${t.name(seat)} banishes ${cardName(card.card)} from their hand`, "8.5.1");
      o.act!.run([{ kind: "draw", count: 2 }]);
    },
  },
};
