import type { Seat } from "@tablecast/engine";
import { cardData } from "../../cards";
import { other, type Gear, type PlayerState } from "../../state";
import { whenThisHits } from "../../vocabulary/printed";
import { gainsGoAgain, playedFromArsenal, type CardModule } from "../../vocabulary/triggers";

/** Generic cards of Crucible of War. */

/**
 * Gorganian Tome (CRU181): "Draw X cards, where X is 1 plus the number of Gorganian Tomes in all graveyards." The Tome
 * resolving is on the stack, not in a graveyard (CR 5.3.6: it goes there after resolving), so it does not count itself.
 */
export const GORGANIAN_TOME: CardModule = {
  triggers: [],
  steps: {
    draw: (o) => {
      const tomes = o.t.s.players.reduce((n, p) => n + p.graveyard.filter((c) => cardData(c.card).name === "Gorganian Tome").length, 0);
      o.act!.run([{ kind: "draw", count: 1 + tomes }]);
    },
  },
};

/**
 * Promise of Plenty (CRU183–185): "If Promise of Plenty hits, each hero who doesn't have a card in their arsenal puts the top
 * card of their deck face down into their arsenal. If Promise of Plenty is played from arsenal, it gains go again." Each hero
 * does it in clockwise order from the effect's controller (a multi-event, CR 1.9.2c).
 */
export const PROMISE_OF_PLENTY: CardModule = {
  triggers: [whenThisHits([{ kind: "ability", step: "plenty" }]), { on: "played", when: playedFromArsenal, run: gainsGoAgain }],
  steps: {
    plenty: ({ t, seat }) => {
      for (const hero of [seat, other(seat)]) {
        const p = t.peek(hero);
        const top = p.deck[0];
        if (p.arsenal.length > 0 || top === undefined) continue;
        t.put(hero, t.take(hero, "deck", top.id), "arsenal");
        t.log(`${t.name(hero)} puts the top card of their deck face down into their arsenal`, "8.5.15");
      }
    },
  },
};

/** Springboard Somersault (CRU187), a defense reaction: "If Springboard Somersault is played from arsenal, it gains +2{d}." */
export const SPRINGBOARD_SOMERSAULT: CardModule = {
  triggers: [],
  defense: [{ when: (d) => d.fromArsenal, defense: 2, text: "+2 defense if played from arsenal" }],
};

/** The hero with more {h} than every other hero, if there is one ("if a hero has more {h} than all other heroes"). */
function uniquely(players: readonly PlayerState[], better: (a: number, b: number) => boolean): Seat | null {
  const seats = players.map((_, seat) => seat as Seat);
  return seats.find((seat) => seats.every((o) => o === seat || better(players[seat]!.life, players[o]!.life))) ?? null;
}

/**
 * Kavdaen, Trader of Skins (CRU118): "Once per Turn Action – {r}{r}{r}: If a hero has more {h} than all other heroes, they lose
 * 1{h} and create a Copper token. Then if a hero has less {h} than all other heroes, they gain 1{h}. Go again." The second
 * condition is read after the first part happened (CR 1.9.2: "then"); the token is created under that hero's control (CR 8.5.2).
 */
export const KAVDAEN: CardModule = {
  triggers: [],
  steps: {
    trade: (o) => {
      const most = uniquely(o.t.s.players, (a, b) => a > b);
      if (most !== null) o.act!.run([{ kind: "that-hero", seat: most, effects: [{ kind: "lose-life", amount: 1 }, { kind: "create-token", token: "Copper" }] }]);
      if (o.t.s.ended !== null) return;
      const least = uniquely(o.t.s.players, (a, b) => a < b);
      if (least !== null) o.act!.run([{ kind: "that-hero", seat: least, effects: [{ kind: "gain-life", amount: 1 }] }]);
    },
  },
};

/** Cash In (CRU188): its alternative costs (CR 5.4.4b); Silver and Gold tokens come with later sets, so only Coppers are ever there. */
export const CASH_IN: CardModule = {
  triggers: [],
  alternativeCosts: [
    { kind: "destroy", name: "Copper", count: 4 },
    { kind: "destroy", name: "Silver", count: 2 },
    { kind: "destroy", name: "Gold", count: 1 },
  ],
};

/**
 * Talishar, the Lost Prince (CRU177): "Once per Turn Action – {r}{r}, put a rust counter on Talishar, the Lost Prince: Attack. At the
 * beginning of your end phase, if Talishar, the Lost Prince has 3 or more rust counters on it, destroy it." (CR 8.5.4; the end
 * phase gives nobody priority, so it happens at once, CR 4.4.1-4.4.2.)
 */
export const TALISHAR: CardModule = {
  attackCost: 2,
  attackAddsRust: true,
  triggers: [
    {
      on: "end-phase",
      when: (o) => ((o.source as Gear).rust ?? 0) >= 3,
      run: (o) => o.act!.run([{ kind: "destroy", obj: o.source.id }]),
    },
  ],
};
