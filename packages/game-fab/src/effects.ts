import type { Seat } from "@tablecast/engine";
import { cardData, cardName, type Effect } from "./cards";
import { activeLink } from "./combat";
import { other } from "./state";
import type { Mutable, Table } from "./table";

/** Effects the cards are built from (CR 8.5) and game end (CR 4.5). */

export function gainActionPoint(t: Table, seat: Seat): void {
  if (seat !== t.s.turnPlayer || t.s.phase !== "action") return; // CR 1.13.2b
  t.setActionPoints(seat, t.player(seat).actionPoints + 1);
  t.log(`${t.name(seat)} gains an action point (go again)`, "8.3.5");
}

export function runEffects(t: Table, seat: Seat, effects: readonly Effect[], weaponId?: string): void {
  const s = t.s;
  const weapon = weaponId === undefined ? undefined : t.player(seat).gear.find((g) => g.id === weaponId);
  for (const e of effects) {
    if (s.ended !== null) return;
    switch (e.kind) {
      case "intimidate":
        intimidate(t, other(seat));
        break;
      case "draw":
        for (let i = 0; i < e.count; i++) t.draw(seat);
        t.log(`${t.name(seat)} draws ${e.count}`, "8.5.6");
        break;
      case "gain-life":
        t.setLife(seat, t.player(seat).life + e.amount);
        t.log(`${t.name(seat)} gains ${e.amount} life`, "8.5.7");
        break;
      case "next-attack":
        s.nextAttack.push({ seat, bonus: e.bonus });
        break;
      case "buff-attack": {
        const link = activeLink(s);
        if (link === null) break;
        link.attack.powerBonus += e.power;
        if (e.goAgain === true) link.attack.goAgain = true;
        if (e.power !== 0) t.log(`${cardName(link.attack.card)} gets +${e.power} power`, "8.5.8");
        if (e.goAgain === true) t.log(`${cardName(link.attack.card)} gains go again`, "8.3.5");
        break;
      }
      case "attack-go-again": {
        const link = activeLink(s) ?? s.chain[s.chain.length - 1];
        if (link === undefined || link.attack.goAgain) break; // CR 8.3.5c
        link.attack.goAgain = true;
        t.log(`${cardName(link.attack.card)} gains go again`, "8.3.5");
        break;
      }
      case "weapon-power-counter":
        if (weapon === undefined) break;
        weapon.powerCounters += 1;
        t.events.push({ type: "prop", obj: weapon.id, key: "+1 power counters", value: weapon.powerCounters });
        t.log(`${cardData(weapon.card).name} gets a +1 power counter`);
        break;
      case "weapon-extra-attack":
        if (weapon === undefined) break;
        weapon.attacksAllowed += 1;
        t.log(`${cardData(weapon.card).name} may attack an additional time this turn`);
        break;
      case "weapon-buff-turn": {
        // "Target weapon": the controller's weapon (one weapon per hero in the decks we support).
        const target = t.player(seat).gear.find((g) => g.slot === "weapon");
        if (target === undefined) break;
        target.powerThisTurn += e.power;
        if (e.dominate) target.dominateThisTurn = true;
        t.events.push({ type: "prop", obj: target.id, key: "power bonus", value: target.powerThisTurn });
        t.log(`${cardData(target.card).name}'s attacks get +${e.power} power${e.dominate ? " and dominate" : ""} this turn`, "8.3.4");
        break;
      }
      case "weapon-power-this-turn":
        if (weapon === undefined) break;
        weapon.powerThisTurn += 1;
        t.events.push({ type: "prop", obj: weapon.id, key: "power bonus", value: weapon.powerThisTurn });
        t.log(`${cardData(weapon.card).name} gains +1 power until end of turn`);
        break;
      case "may":
        // CR 1.8.3: the player chooses; the rest of the resolution waits for the answer.
        s.priorityHolder = null;
        s.pending = { kind: "may", seat, text: e.text, effects: [...e.effects] as Mutable<Effect>[], ...(weaponId === undefined ? {} : { weapon: weaponId }) };
        return;
      case "damage-attacker": {
        const link = activeLink(s);
        if (link === null) break;
        const attacker = link.attack.controller;
        t.setLife(attacker, t.player(attacker).life - e.amount);
        t.log(`${e.amount} damage to ${t.name(attacker)}`, "8.5.3");
        s.quietTurns = 0;
        gameStateCheck(t);
        break;
      }
    }
  }
}

/** CR 8.5.10: banish a random card from hand face-down; it returns at the beginning of the end phase. */
export function intimidate(t: Table, seat: Seat): void {
  const card = t.randomFromHand(seat);
  t.log(`${t.name(seat)} is intimidated`, "8.5.10");
  if (card === null) return;
  t.take(seat, "hand", card.id);
  const banished = t.put(seat, card, "banished", { faceDown: true });
  t.player(seat).intimidated.push(banished.id);
}

export function gameStateCheck(t: Table): void {
  const dead = t.s.players.flatMap((p, seat) => (p.life <= 0 ? [seat] : []));
  if (dead.length === 0) return;
  if (dead.length === t.s.players.length) return endGame(t, [], "all heroes reached 0 life at the same time", "4.5.4a");
  const winners = t.s.players.map((_, seat) => seat).filter((seat) => !dead.includes(seat));
  endGame(t, winners, `${dead.map((seat) => t.name(seat)).join(" and ")} reached 0 life`, "4.5.3a");
}

export function endGame(t: Table, winners: Seat[], reason: string, rule: string): void {
  const s = t.s;
  s.ended = { winners, reason, rule: `fab:${rule}` };
  s.priorityHolder = null;
  s.pending = null;
  t.events.push({ type: "prompt", seat: null, kind: "none", text: "" });
  t.log(winners.length === 0 ? `The game is a draw: ${reason}` : `${winners.map((w) => t.name(w)).join(", ")} wins: ${reason}`, rule);
  t.events.push({ type: "end", winners, reason, rule: `fab:${rule}` });
}
