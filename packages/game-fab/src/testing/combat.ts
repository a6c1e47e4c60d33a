import { invariant } from "@tablecast/engine";
import { attackPower } from "../rules/combat";
import type { ChainLink } from "../state";
import type { Scenario } from "./scenario";

/** Helpers the combat scenarios share: walking a chain link through its steps and reading it. */

/** The card ids of some card objects, in order. */
export const names = (cards: readonly { readonly card: string }[]): string[] => cards.map((c) => c.card);

/** The attack on the chain becomes a chain link and is not defended (CR 7.3.2); both pass on into the Reaction Step. */
export function unblocked(g: Scenario, defender: 0 | 1): Scenario {
  return g.passStep().passStep().do(defender, "Do not defend").passStep();
}

/**
 * Both pass until the chain link is in its Resolution Step with an empty stack, answering each
 * "you may" with `may`, declining choices and taking the first order offered ("Put …"). Fails
 * when it cannot get there.
 */
export function toResolution(g: Scenario, may: "Yes" | "No" = "No"): Scenario {
  const there = () => g.state.combatStep === "resolution" && g.state.stack.length === 0 && g.pending === null;
  for (let i = 0; i < 20 && !there(); i++) {
    const seat = g.awaiting()[0]!;
    const answer = g.labels(seat).find((l) => (may === "Yes" ? l.startsWith("Yes") : l === "No") || l === "Choose none" || l.startsWith("Put "));
    if (answer !== undefined) g.do(seat, answer);
    else g.pass();
  }
  invariant(there(), `scenario: the chain link did not reach its Resolution Step (now ${g.state.phase}/${g.state.combatStep}, ${g.state.stack.length} on the stack)`);
  return g;
}

/** The last chain link (the active one until it resolves). */
export const activeLink = (g: Scenario): ChainLink => g.state.chain[g.state.chain.length - 1]!;
/** The power of the last chain link's attack now (CR 2.0.3c). */
export const activePower = (g: Scenario): number => attackPower(g.state, activeLink(g).attack);

/**
 * P1 makes two attacks in a row, each undefended, and reads the active attack's power at each:
 * a "the next attack … this turn" effect waits past an attack it does not name.
 */
export function twoAttackPowers(g: Scenario, first: string, second: string): [number, number] {
  g.do(0, first);
  unblocked(g, 1);
  const before = activePower(g);
  toResolution(g).do(0, second);
  unblocked(g, 1);
  return [before, activePower(g)];
}

/**
 * P1 attacks with `weapon`; P2 defends with `defendWith` from hand, or not at all (null); in the
 * Reaction Step P1 plays `reaction` and both pass until it resolves. The attack's power then
 * (reprise reads whether the defending hero defended with a card from hand, CR 8.4.3).
 */
export function powerAfterReaction(g: Scenario, weapon: string, defendWith: string | null, reaction: string): number {
  g.do(0, `Attack with ${weapon}`).passStep().passStep();
  if (defendWith !== null) g.do(1, `Defend with ${defendWith}`).do(1, "Done declaring defenders");
  else g.do(1, "Do not defend");
  g.passStep().do(0, `Play ${reaction}`).pass(2);
  return activePower(g);
}

/**
 * P1 plays `attacks` one after another, each undefended and each resolved before the next is
 * played; the last is left in its Reaction Step.
 */
export function attacksInTurn(g: Scenario, ...attacks: string[]): Scenario {
  attacks.forEach((attack, i) => {
    if (i > 0) toResolution(g);
    unblocked(g.do(0, attack), 1);
  });
  return g;
}
