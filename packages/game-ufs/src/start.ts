import { nextInt, type Seat } from "@tablecast/engine";
import { cardDef } from "./cards";
import type { PlayerState } from "./state";
import type { Table } from "./table";

/** E.1.1: the character cards a seat may start with (one per card). */
export function startingChoices(p: PlayerState): string[] {
  return [...new Set(p.deck.filter((c) => cardDef(c.card).type === "character").map((c) => c.card))];
}

/**
 * E.1.1: the next seat that still has to choose (face down) among several characters; a seat with
 * one character places it without a decision. When both have chosen, the characters are revealed.
 */
export function nextStartingChoice(t: Table): void {
  for (const seat of [0, 1] as Seat[]) {
    const p = t.player(seat);
    if (p.character.id !== "" || t.s.startingChosen.includes(seat)) continue;
    const choices = startingChoices(t.state.players[seat]!);
    if (choices.length > 1) {
      t.s.pending = { kind: "character", seat };
      return;
    }
    p.character.card = choices[0]!;
    t.s.startingChosen.push(seat);
  }
  revealCharacters(t);
}

/** E.1.1 (the reveal) through E.1.3. */
function revealCharacters(t: Table): void {
  for (const seat of [0, 1] as Seat[]) {
    const p = t.player(seat);
    const obj = p.deck.find((c) => c.card === p.character.card)!;
    p.deck.splice(p.deck.indexOf(obj), 1);
    const def = cardDef(obj.card);
    p.character = { id: obj.id, card: obj.card, committed: false, since: 0 };
    // E.1.5: vitality set to the character's maximum vitality.
    p.vitality = def.vitality!;
    p.maxVitality = def.vitality!;
    p.handSize = def.handSize!;
    t.events.push({ type: "character", seat, name: p.name, character: obj.card, obj: obj.id });
    t.events.push({ type: "counter", seat, counter: "hand-size", value: p.handSize });
    t.events.push({ type: "counter", seat, counter: "max-vitality", value: p.maxVitality });
    t.events.push({ type: "counter", seat, counter: "vitality", value: p.vitality });
    t.events.push({ type: "counter", seat, counter: "momentum", value: 0 });
    t.events.push({ type: "counter", seat, counter: "foundations", value: 0 }, { type: "counter", seat, counter: "ready-foundations", value: 0 });
    t.log(`${p.name} reveals ${def.name} as their starting character`, "E.1.1");
  }
  // E.1.2: the decks are shuffled.
  for (const seat of [0, 1]) t.shuffleDeck(seat);
  t.log("The decks are shuffled", "E.1.2");
  // E.1.3: a random method decides which player chooses who goes first.
  const [chooser, rng] = nextInt(t.s.rng, 2);
  t.s.rng = rng;
  t.log(`${t.name(chooser)} wins the toss and chooses who goes first`, "E.1.3");
  t.s.pending = { kind: "first-player", seat: chooser };
}
