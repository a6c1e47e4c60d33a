import type { Seat } from "@tablecast/engine";
import { behaviourOf, cardData, cardName } from "./cards";
import { activeLink } from "./combat";
import { choose, discard, runEffects } from "./effects";
import type { FabState } from "./state";
import type { Table } from "./table";

/** The second half of effects that ask a player to choose an object (CR 1.8.6, 8.5.19). */

/** The card behind any object id a choice can offer (hand, deck, graveyard, equipment, defenders). */
export function objectCard(s: FabState, id: string): string | null {
  for (const p of s.players) {
    for (const zone of [p.hand, p.deck, p.graveyard, p.arsenal, p.gear, p.permanents]) {
      const found = zone.find((c) => c.id === id);
      if (found !== undefined) return found.card;
    }
  }
  for (const link of s.chain) for (const d of link.defenders) if (d.id === id) return d.card;
  return null;
}

export function chooseLabel(s: FabState, id: string, text: string): string {
  const card = objectCard(s, id);
  return `Choose ${card === null ? id : cardName(card)} to ${text}`;
}

export function chosen(t: Table, seat: Seat, choice: string | null): void {
  const s = t.s;
  const pending = s.pending;
  if (pending?.kind !== "choose") throw new Error("fab: no choice pending");
  s.pending = null;
  const p = t.player(seat);
  switch (pending.purpose) {
    case "katsu-discard": {
      if (choice === null) {
        t.log(`${t.name(seat)} declines`, "1.8.3");
        break;
      }
      discard(t, seat, p.hand.find((c) => c.id === choice)!, "");
      // CR 8.5.19: search the deck for a card with combo; failing is allowed (CR 1.9.1c).
      const options = p.deck.filter((c) => behaviourOf(c.card)?.combo !== undefined || cardData(c.card).keywords.includes("Combo")).map((c) => c.id);
      if (options.length === 0) {
        t.shuffleDeck(seat);
        break;
      }
      choose(t, seat, "katsu-search", "banish face up (you may play it this turn)", options, true, pending.source);
      break;
    }
    case "katsu-search": {
      if (choice !== null) {
        const card = t.take(seat, "deck", choice);
        const banished = t.put(seat, card, "banished");
        p.mayPlayBanished.push(banished.id);
        t.log(`${t.name(seat)} banishes ${cardName(card.card)} face up; they may play it this turn`, "8.5.1");
      }
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
      break;
    }
    case "equipment-counter": {
      const owner = s.players.findIndex((pl) => pl.gear.some((g) => g.id === choice));
      const gear = t.player(owner).gear.find((g) => g.id === choice)!;
      gear.defenseCounters += 1;
      t.events.push({ type: "prop", obj: gear.id, key: "-1 defense counters", value: gear.defenseCounters });
      t.log(`${cardData(gear.card).name} gets a -1 defense counter`, "8.5.14");
      break;
    }
    case "hand-to-bottom-draw": {
      if (choice === null) break;
      const card = t.take(seat, "hand", choice);
      t.put(seat, card, "deck", { bottom: true });
      t.log(`${t.name(seat)} puts a card from hand on the bottom of their deck`, "8.5.15");
      runEffects(t, seat, [{ kind: "draw", count: 1 }]);
      break;
    }
    case "search-to-hand":
    case "search-to-hand-shuffle": {
      if (choice !== null) {
        const card = t.take(seat, "deck", choice);
        t.put(seat, card, "hand");
        t.log(`${t.name(seat)} puts a card from their deck into their hand`, "8.5.19", pending.purpose === "search-to-hand-shuffle" ? undefined : [seat]);
        if (pending.purpose === "search-to-hand-shuffle") t.log(`${t.name(seat)} reveals ${cardName(card.card)}`, "8.5.17");
      }
      // Sand Sketched Plan: "…, discard a random card, then shuffle your deck. If the discarded card has 6 or more {p}, gain 2 action points."
      if (behaviourOf(pending.source)?.sandSketchedPlan === true) {
        const card = t.randomFromHand(seat);
        const six = card !== null && (cardData(card.card).power ?? 0) >= 6;
        if (card !== null) discard(t, seat, card, " at random");
        t.shuffleDeck(seat);
        if (six) runEffects(t, seat, [{ kind: "gain-action-points", amount: 2 }]);
        break;
      }
      t.shuffleDeck(seat);
      break;
    }
    case "return-defender": {
      if (choice === null) break;
      const link = activeLink(s);
      if (link === null) break;
      const i = link.defenders.findIndex((d) => d.id === choice);
      const [d] = link.defenders.splice(i, 1);
      t.put(d!.owner, d!, "hand");
      t.log(`${cardName(d!.card)} returns to its owner's hand`, "8.5.15");
      break;
    }
    case "discard":
      discard(t, seat, p.hand.find((c) => c.id === choice)!, "");
      break;
    case "graveyard-to-deck": {
      const [source, left] = pending.source.split(":") as [string, string];
      if (choice !== null) {
        const card = t.take(seat, "graveyard", choice);
        t.put(seat, card, "deck");
        t.log(`${t.name(seat)} puts ${cardName(card.card)} from their graveyard into their deck`, "8.5.15");
      }
      const more = Number(left) - 1;
      const options = p.graveyard.filter((c) => cardData(c.card).types.includes("Action")).map((c) => c.id);
      if (choice !== null && more > 0 && options.length > 0) {
        choose(t, seat, "graveyard-to-deck", `shuffle into your deck (up to ${more} more)`, options, true, `${source}:${more}`);
        break;
      }
      t.shuffleDeck(seat);
      t.log(`${t.name(seat)} shuffles their deck`, "8.5.20");
      break;
    }
  }
}
