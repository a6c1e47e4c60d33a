import { cardData, hasType, isAttackAction, isAttackReaction, type Effect } from "../../cards";
import { isWeaponAttack } from "../../rules/view";
import type { Gear, Layer, PlayerState } from "../../state";
import { lookThenBanish } from "../../vocabulary/look-banish";
import { reprise } from "../../vocabulary/printed";
import { heroIsActive, triggerLayer, type CardModule, type Occasion } from "../../vocabulary/triggers";

/** Crucible of War, Warrior: Kassai, her Cintari Sabers and the Warrior cards that read weapon attacks. */

const weapons = (p: PlayerState): readonly Gear[] => p.gear.filter((g) => g.slot === "weapon");
const isSword = (card: string): boolean => hasType(card, "Sword");
/** A sword's attack: the attack-proxy of a sword weapon (CR 1.4.3). */
export const isSwordAttack = (attack: Layer): boolean => isWeaponAttack(attack) && isSword(attack.card);
/** Times the player has attacked with weapons this turn (each weapon counts its activated attacks, CR 1.4.3). */
export const weaponAttacksThisTurn = (p: PlayerState): number => weapons(p).reduce((n, g) => n + g.attacksThisTurn, 0);
/** Weapon attacks that hit this turn (each weapon counts its hits, CR 7.5.5). */
const weaponHitsThisTurn = (p: PlayerState): number => weapons(p).reduce((n, g) => n + g.hitsThisTurn, 0);

/**
 * Kassai, Cintari Sellsword (CRU077): "Your second sword attack each turn costs {r} less. At the beginning of your end phase,
 * if you have attacked 2 or more times with weapons this turn, create a Copper token for each weapon attack that hit."
 */
export const KASSAI: CardModule = {
  // Read before the attack is counted: one sword attack so far makes this the second (CR 5.1.6a, a reduction).
  attackCostLess: (p, attack) => (isSwordAttack(attack) && weapons(p).filter((g) => isSword(g.card)).reduce((n, g) => n + g.attacksThisTurn, 0) === 1 ? 1 : 0),
  triggers: [
    {
      on: "end-phase",
      when: (o) => heroIsActive(o) && weaponAttacksThisTurn(o.t.peek(o.seat)) >= 2 && weaponHitsThisTurn(o.t.peek(o.seat)) > 0,
      // Nobody gets priority at the beginning of the end phase (CR 4.4.1-4.4.2): the tokens are created now (CR 8.5.2).
      run: (o) => o.act!.run([{ kind: "create-token", token: "Copper", count: weaponHitsThisTurn(o.t.peek(o.seat)) }]),
    },
  ],
};

/**
 * Cintari Saber (CRU079–080): "Once per Turn Action – {r}: Attack. Whenever Cintari Saber is defended by 1 or more attack action
 * cards, it gains +1{p} until end of turn." The trigger goes on the stack in the Defend Step (CR 7.3.3, 6.6.6).
 */
export const CINTARI_SABER: CardModule = {
  attackCost: 1,
  triggers: [
    {
      on: "defended",
      when: (o) => o.defended!.defenders.some((d) => isAttackAction(d.card)),
      run: (o) => triggerLayer(o, [{ kind: "weapon-power-this-turn" }], `${cardData(o.source.card).name}: defended by an attack action card`, o.source.id),
    },
  ],
};

/** Courage of Bladehold (CRU081): "Action – Destroy Courage of Bladehold: Your sword attacks cost {r} less this turn. Go again. Temper." */
export const COURAGE_OF_BLADEHOLD: CardModule = {
  triggers: [],
  untilEndOfTurn: { kind: "sword-attacks-cost-1-less", applies: isSwordAttack, costLess: 1, text: "'s sword attacks cost 1 less this turn", rule: "5.1.6a" },
};

/**
 * Twinning Blade (CRU082): "You may attack an additional time with target sword this turn." Played only while its player
 * controls a sword to target (CR 5.1.4); with two, the sword is chosen as it resolves.
 */
export const TWINNING_BLADE: CardModule = {
  triggers: [],
  playOnlyIf: (p) => weapons(p).some((g) => isSword(g.card)),
  steps: {
    sword: (o) => {
      const swords = weapons(o.t.peek(o.seat)).filter((g) => isSword(g.card));
      if (swords.length === 1) return TWINNING_BLADE.steps!.twin!(o, swords[0]!.id);
      if (swords.length > 1) o.act!.choose("twin", "attack an additional time this turn with", swords.map((g) => g.id), false);
    },
    // "You may": a player who wants no more attacks simply does not make it (CR 1.4.3: attacks are counted per weapon each turn).
    twin: (o, choice) => {
      const g = o.t.player(o.seat).gear.find((x) => x.id === choice);
      if (g === undefined) return;
      g.attacksAllowed += 1;
      o.t.log(`${cardData(g.card).name} may attack an additional time this turn`);
    },
  },
};

/** "If you have attacked with a weapon this turn, …": more effects as the card resolves (CR 5.3.4). */
const ifAttackedWithAWeapon = (effects: readonly Effect[]): CardModule => ({
  triggers: [
    {
      on: "resolved",
      when: (o: Occasion) => weaponAttacksThisTurn(o.t.peek(o.seat)) > 0,
      run: (o) => o.act!.run(effects),
    },
  ],
});

/** Hit and Run (CRU091–093): "… If you have attacked with a weapon this turn, your next attack this turn gains +N{p}." */
export const hitAndRun = (n: number): CardModule => ifAttackedWithAWeapon([{ kind: "next-attack", bonus: { filter: "any", power: n } }]);

/** Push Forward (CRU094–096): "… If you have attacked with a weapon this turn, your next attack this turn gains dominate." */
export const PUSH_FORWARD: CardModule = ifAttackedWithAWeapon([{ kind: "next-attack", bonus: { filter: "any", power: 0, dominate: true } }]);

/** Out for Blood (CRU088–090): "Reprise – If the defending hero has defended with a card from their hand this chain link, your next attack this turn gains +1{p}." */
export const OUT_FOR_BLOOD: CardModule = { triggers: [reprise([{ kind: "next-attack", bonus: { filter: "any", power: 1 } }])] };

/** Spoils of War (CRU084): "… Whenever a weapon you control hits this turn, create 2 Copper tokens." (a delayed trigger for the turn, CR 6.6) */
export const SPOILS_OF_WAR: CardModule = {
  triggers: [],
  untilEndOfTurn: {
    kind: "weapon-hits-create-2-copper",
    applies: () => false,
    weaponHits: { source: "CRU084", effects: [{ kind: "create-token", token: "Copper", count: 2 }] },
    text: " creates 2 Copper tokens whenever a weapon they control hits this turn",
    rule: "6.6",
  },
};

/**
 * Unified Decree (CRU083): "Target weapon attack gains +3{p}. Reprise – If the defending hero has defended with a card from their
 * hand this chain link, look at the top card of your deck. If it's an attack reaction card, you may banish it. If you do, you may
 * play it this combat chain." Only its player sees the card (CR 3.0.4); the question's public text does not name it.
 */
export const UNIFIED_DECREE: CardModule = {
  triggers: [reprise([{ kind: "ability", step: "look" }])],
  // CR 5.1.1a: an effect lets the card be played from the banished zone, until the combat chain closes.
  steps: lookThenBanish({
    fits: isAttackReaction,
    question: "banish from the top of the deck (playable this combat chain)",
    allow: (p, banished) => {
      p.mayPlayThisChain = [...(p.mayPlayThisChain ?? []), banished];
    },
    until: "this combat chain",
    rule: "8.4.3",
  }),
};
