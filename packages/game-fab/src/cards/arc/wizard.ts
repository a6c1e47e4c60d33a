import { cardData, cardName, hasType, isNonAttackAction } from "../../cards";
import { ofClass, searchDeck, type CardModule } from "../../vocabulary/triggers";

/**
 * Wizard cards of Arcane Rising whose "if this deals damage, …" goes on from their arcane damage (the effect's `then`,
 * run with the damage dealt as its count; nothing happens when it was all prevented).
 */

/** A Wizard 'non-attack' action card with {r} cost N or less. */
const wizardNonAttack = (n: number) => (card: string): boolean => hasType(card, "Wizard") && isNonAttackAction(card) && (cardData(card).cost ?? 0) <= n;

/**
 * Aether Flare (ARC132–134): "Deal N arcane damage to target opposing hero. The next card you play this turn with an effect
 * that deals arcane damage, instead deals that much arcane damage plus X, where X is the damage dealt by Aether Flare." (CR 6.4.9.)
 */
export const AETHER_FLARE: CardModule = {
  triggers: [],
  steps: { flare: (o) => void (o.count! > 0 && o.act!.run([{ kind: "arcane-plus", amount: o.count! }])) },
};

/**
 * Reverberate (ARC138–140): "… If Reverberate deals damage, you may banish a Wizard 'non-attack' action card from your hand
 * with {r} cost less than or equal to the damage dealt by Reverberate. If you do, you may play it this turn as though it
 * were an instant." (CR 5.1.1a, 8.1.6.)
 */
export const REVERBERATE: CardModule = {
  triggers: [],
  steps: {
    reverberate: (o) => {
      const options = o.t.peek(o.seat).hand.filter((c) => wizardNonAttack(o.count!)(c.card)).map((c) => c.id);
      if (o.count! > 0 && options.length > 0) o.act!.choose("banish", "banish from your hand (playable this turn as though it were an instant)", options, true);
    },
    banish: (o, choice) => {
      if (choice === null || choice === undefined) return;
      const { t, seat } = o;
      const banished = t.put(seat, t.take(seat, "hand", choice), "banished");
      const p = t.player(seat);
      p.mayPlayBanished.push(banished.id);
      p.asInstant = [...(p.asInstant ?? []), banished.id];
      t.log(`${t.name(seat)} banishes ${cardName(banished.card)} from hand; they may play it this turn as though it were an instant`, "8.5.1");
    },
  },
};

/**
 * Lesson in Lava (ARC121): "… If Lesson in Lava deals damage, you may search your deck for a Wizard card with {r} cost equal
 * to or less than the damage dealt by Lesson in Lava, reveal it, then shuffle your deck and put it on top of your deck." (CR 8.5.19.)
 */
export const LESSON_IN_LAVA: CardModule = {
  triggers: [],
  steps: {
    lesson: (o) => {
      if (o.count! > 0) searchDeck(o, (card) => ofClass(o, card, "Wizard") && (cardData(card).cost ?? 0) <= o.count!, "reveal, then put on top of your deck after shuffling");
    },
    found: (o, choice) => {
      const { t, seat } = o;
      if (choice === null || choice === undefined) {
        t.shuffleDeck(seat);
        return t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
      }
      const card = t.take(seat, "deck", choice);
      t.emit({ type: "reveal", obj: card.id, card: card.card });
      t.log(`${t.name(seat)} reveals ${cardName(card.card)}`, "8.5.17");
      t.shuffleDeck(seat);
      t.put(seat, card, "deck");
      t.log(`${t.name(seat)} shuffles their deck and puts ${cardName(card.card)} on top`, "8.5.20");
    },
  },
};
