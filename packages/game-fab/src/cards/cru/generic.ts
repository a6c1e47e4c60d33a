import type { Seat } from "@tablecast/engine";
import { cardData, type Effect } from "../../cards";
import { other, type Gear, type PlayerState } from "../../state";
import { whenThisHits } from "../../vocabulary/printed";
import { declareModes, gainsGoAgain, playedFromArsenal, triggerLayer, type CardModule, type Occasion } from "../../vocabulary/triggers";

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

/** Coax a Commotion's modes, as printed: each hero does it, in clockwise order from its controller (CR 1.9.2c). */
const COAX_MODES: readonly { readonly text: string; readonly each: Effect }[] = [
  { text: "each hero creates a Quicken token", each: { kind: "create-token", token: "Quicken" } },
  { text: "each hero draws a card", each: { kind: "draw", count: 1 } },
  { text: "each hero gains 1 life", each: { kind: "gain-life", amount: 1 } },
];

/**
 * Coax a Commotion's mode declaration (CR 6.6.6a, 1.7.5: "choose any number"): mode `i` is asked, `mask` holding the modes chosen
 * so far; after the last the layer is made with them (none chosen: no layer).
 */
function coaxStep(i: number, mask: number): (o: Occasion) => void {
  return (o) => {
    const card = o.source.card;
    if (i === COAX_MODES.length) {
      const chosen = COAX_MODES.filter((_, m) => (mask & (1 << m)) !== 0);
      if (chosen.length === 0) return o.t.log(`${o.t.name(o.seat)} chooses no mode for Coax a Commotion`, "1.7.5");
      const heroes = [o.seat, other(o.seat)];
      triggerLayer(o, chosen.flatMap((m) => heroes.map((seat): Effect => ({ kind: "that-hero", seat, effects: [m.each] }))), `Coax a Commotion: when this hits, ${chosen.map((m) => m.text).join("; ")}`);
      return;
    }
    const next = (m: number): Effect => ({ kind: "ability", step: `coax-${i + 1}-${m}`, card });
    o.act!.run([{ kind: "may", text: COAX_MODES[i]!.text, effects: [next(mask | (1 << i))], otherwise: [next(mask)] }]);
  };
}

/**
 * Coax a Commotion (CRU180): "When this hits, choose any number: – Each hero creates a Quicken token. – Each hero draws a card. –
 * Each hero gains 1{h}." Its modes are declared, one "yes or no" each, before the triggered-layer goes on the stack (CR 6.6.6a).
 */
export const COAX_A_COMMOTION: CardModule = {
  triggers: [{ on: "hits", run: (o) => declareModes(o, "coax-0-0") }],
  // A step for each mode asked (0 to 3) and each set of modes chosen before it.
  steps: Object.fromEntries(
    Array.from({ length: COAX_MODES.length + 1 }, (_, i) => i).flatMap((i) => Array.from({ length: 1 << i }, (_, mask) => [`coax-${i}-${mask}`, coaxStep(i, mask)] as const)),
  ),
};

/**
 * Snag (CRU182): "Attack action cards can't gain {p} from their own effects, or the effects of attack reaction cards this turn."
 * A restriction (CR 1.0.2) until the end of the turn on every player's attack action cards, whoever played Snag; gains from
 * anything else (a hero, equipment, a weapon, a 'non-attack' action, an aura, a defense reaction …) still happen, a weapon's
 * attack is not an attack action card, and what was gained before Snag resolved stays (CR 1.0.2b). Every gain of {p} names its
 * source (rules/power.ts).
 */
export const SNAG: CardModule = {
  triggers: [],
  untilEndOfTurn: {
    kind: "snag",
    applies: () => false,
    noOwnOrReactionGains: true,
    text: "'s Snag: attack action cards can't gain power from their own effects or from attack reaction cards this turn",
    rule: "1.0.2",
  },
};

/**
 * Gambler's Gloves (CRU179): "If a hero would roll one or more 6 sided dice, instead after the roll you may destroy Gambler's Gloves.
 * If you do, that hero rerolls all 6 sided dice rolled this way." Every die roll asks the controller of each pair in the arena
 * after the result is seen, whichever hero rolled (rules/effects.ts rollThen); destroyed, they are gone and reroll no more.
 */
export const GAMBLERS_GLOVES: CardModule = { triggers: [], rerollsDice: true };
