import type { Seat } from "@tablecast/engine";
import { applyLayers, type Continuous } from "@tablecast/engine/kit";
import { abilitiesOf, staticsOfCard } from "./cards/index";
import { cardDef, FACE_DOWN_FOUNDATION, symbolsOf, traitsOf, type AttackFilter, type CardDef, type ResourceSymbol, type Zone } from "./data/cards";
import type { PlayerState, PoolCard, StageCard, UfsState } from "./state";
import type { Ability, StaticBonus } from "./vocabulary/abilities";

const COPIES = new Map<string, CardDef>();

/**
 * The card a card-pool object is as far as the rules can see: itself, or for a multiple copy the
 * printed values of the attack it copies without its text box, traits or abilities (I.3.8.2).
 */
export function poolDef(c: PoolCard): CardDef {
  if (c.faceDown === true) return FACE_DOWN_IN_POOL;
  if (c.copyOf === undefined) return cardDef(c.card);
  const cached = COPIES.get(c.copyOf);
  if (cached !== undefined) return cached;
  // The copy's id names no module: it has no abilities and no continuous bonuses.
  const { keywords: _k, ...printed } = cardDef(c.copyOf);
  const copy: CardDef = { ...printed, id: `${printed.id}:copy`, name: `${printed.name} (multiple copy)` };
  COPIES.set(c.copyOf, copy);
  return copy;
}

/** K.4.2 / C.2.3.1: a card flipped face down in the card pool is unknown and has no values (it is no attack, G.5.2). */
const FACE_DOWN_IN_POOL: CardDef = { ...FACE_DOWN_FOUNDATION, name: "Face-down card", type: "action" };

/** D.2.2.2: a staging card as the rules see it: a face-down card is a foundation with no other base values. */
export function stageDef(c: Pick<StageCard, "card" | "faceDown">): CardDef {
  return c.faceDown === true ? FACE_DOWN_FOUNDATION : cardDef(c.card);
}

/** B.5 / D.2.2.2: foundations in a staging area, face-down cards included. */
export function foundationsOf(p: PlayerState): readonly StageCard[] {
  return p.staging.filter((c) => stageDef(c).type === "foundation");
}

/** K.3.19: a player is at deadlock with more than 10 foundations in their staging area. */
export function atDeadlock(p: PlayerState): boolean {
  return foundationsOf(p).length > 10;
}

/** I.3.4.1.1 / K.3.18: at desperation below half of the starting character's maximum vitality. */
export function atDesperation(p: Pick<PlayerState, "vitality" | "maxVitality">): boolean {
  return p.vitality * 2 < p.maxVitality;
}

/** B.6.2 difficulty; I.3.4 Desperation: X while at desperation (a definition effect). */
export function cardDifficulty(p: PlayerState, def: CardDef): number {
  const x = def.keywords?.desperation;
  return x !== undefined && atDesperation(p) ? x : def.difficulty;
}

export function characterDef(p: PlayerState): CardDef {
  return cardDef(p.character.card);
}

/** K.2.7: a player's character name is their starting character's (B.6.1.1.1). */
export function characterName(p: PlayerState): string {
  const def = characterDef(p);
  return def.characterName ?? def.name;
}

/** D.2.2.3.4.1: each different character attached to the starting character, once. */
function attachedDefs(p: PlayerState): CardDef[] {
  const ids = [...new Set(p.attached.map((c) => c.card))].filter((id) => id !== p.character.card);
  return ids.map(cardDef);
}

/** D.2.2.3.4.1: the starting character has the resource symbols of each attached character. */
export function characterSymbols(p: PlayerState): ReadonlySet<ResourceSymbol> {
  const out = new Set(symbolsOf(characterDef(p)));
  for (const d of attachedDefs(p)) for (const s of symbolsOf(d)) out.add(s);
  return out;
}

/** D.2.2.3.4.1: the starting character's abilities, then those of each different attached character. */
export function characterAbilities(p: PlayerState): readonly Ability[] {
  if (p.attached.length === 0) return abilitiesOf(characterDef(p));
  return [...abilitiesOf(characterDef(p)), ...attachedDefs(p).flatMap((d) => abilitiesOf(d))];
}

/** The abilities of a card a player could play from: the starting character's combined list, or the card's own. */
export function abilitiesAt(p: PlayerState, obj: string, card: string): readonly Ability[] {
  if (obj === p.character.id) return characterAbilities(p);
  // D.2.2.2: a face-down staging card has no abilities.
  if (p.staging.some((c) => c.id === obj && c.faceDown === true)) return [];
  return abilitiesOf(cardDef(card));
}

/** I.3.2.1: "[Character Name] Only" cards cannot be played unless your character name matches. */
export function onlyAllows(p: PlayerState, def: CardDef): boolean {
  const only = def.keywords?.only;
  return only === undefined || only === characterName(p);
}

/**
 * E.4.1.2: a card may be played only if it has a resource symbol present on the character and on
 * every card in the card pool that has resource symbols.
 */
export function symbolsAllow(p: PlayerState, def: CardDef): boolean {
  const mine = symbolsOf(def);
  const shares = (other: CardDef) => [...symbolsOf(other)].some((s) => mine.has(s));
  if (![...characterSymbols(p)].some((s) => mine.has(s))) return false;
  return p.pool.every((c) => {
    const d = poolDef(c);
    return d.symbols.length === 0 || shares(d);
  });
}

/** K.3.10 "could normally play", plus [Character Name] Only. */
export function mayAttempt(p: PlayerState, def: CardDef): boolean {
  return symbolsAllow(p, def) && onlyAllows(p, def);
}

export function matchesFilter(def: CardDef, zone: Zone, filter: AttackFilter | undefined): boolean {
  if (filter === undefined) return true;
  if (filter.trait !== undefined && !traitsOf(def).includes(filter.trait)) return false;
  if (filter.zone !== undefined && zone !== filter.zone) return false;
  return true;
}

/**
 * H.6 / J.2.1: the continuous bonuses of a player's starting character (with its attached
 * characters, J.2.1.2) and staging area, as the kit's continuous effects: they began when their
 * card entered the staging area (the timestamp) and last while it stays.
 */
export function staticsOf(p: PlayerState): Continuous<StaticBonus>[] {
  const out: Continuous<StaticBonus>[] = [];
  const add = (source: string, timestamp: number, statics: readonly StaticBonus[]) => {
    for (const [i, effect] of statics.entries()) out.push({ id: `${source}:${i}`, source, controller: 0, layer: STATIC_LAYER, timestamp, duration: { until: "leaves", object: source }, effect });
  };
  add(p.character.id, 0, staticsOfCard(characterDef(p)));
  for (const d of attachedDefs(p)) add(p.character.id, 0, staticsOfCard(d));
  for (const c of p.staging) add(c.id, c.since, staticsOfCard(stageDef(c)));
  return out;
}

/** C.3.3.4: the layer of static modifiers, after the printed values (0) and the attack's own modifications. */
const STATIC_LAYER = 3;

export interface AttackValues {
  readonly zone: Zone;
  readonly speed: number;
  readonly damage: number;
}

/** C.3.3: printed values (layer 0), then the current state's modifications and static modifiers (J.3.3), in layer and timestamp order. */
export function attackValues(s: UfsState, seat: Seat, attack: PoolCard): AttackValues {
  const def = poolDef(attack);
  const printed = def.attack!;
  const base: AttackValues = { zone: printed.zone, speed: printed.speed + attack.speed, damage: printed.damage + attack.damage };
  const statics = staticsOf(s.players[seat]!);
  if (statics.length === 0) return base;
  return applyLayers(
    base,
    statics,
    (c) => matchesFilter(def, printed.zone, c.effect.filter),
    (v, c) => ({ zone: v.zone, speed: v.speed + (c.effect.speed ?? 0), damage: v.damage + (c.effect.damage ?? 0) }),
  );
}

/** The pool card of an attack and its controller. */
export function findPoolCard(s: UfsState, id: string): { seat: Seat; card: PoolCard } | null {
  for (const [seat, p] of s.players.entries()) {
    const card = p.pool.find((c) => c.id === id);
    if (card !== undefined) return { seat, card };
  }
  return null;
}

/** G.2.1.3.1.1–3: which block zones fit an attack zone. */
export function blockFits(attackZone: Zone, blockZone: Zone): boolean {
  if (attackZone === "mid") return true;
  return blockZone === attackZone || blockZone === "mid";
}

/** E.3.5.2.3.2: ready character and foundation cards may be committed to pass a check. */
export function committableForCheck(p: PlayerState): string[] {
  const out: string[] = [];
  if (!p.character.committed) out.push(p.character.id);
  for (const c of foundationsOf(p)) if (!c.committed) out.push(c.id);
  return out;
}

export function readyFoundations(p: PlayerState): string[] {
  return foundationsOf(p).filter((c) => !c.committed).map((c) => c.id);
}

/** A staging card as its controller names it (a face-down card is private to them, C.2.2.1). */
export function stagingName(p: PlayerState, id: string): string {
  const c = p.staging.find((x) => x.id === id)!;
  return c.faceDown === true ? `${cardDef(c.card).name} (face down)` : cardDef(c.card).name;
}

/** The card an object id stands for, in any zone of the seat. */
export function cardOfObj(p: PlayerState, obj: string): string {
  if (p.character.id === obj) return p.character.card;
  for (const list of [p.hand, p.staging, p.pool, p.transit, p.deck, p.discard, p.momentum, p.removed]) {
    const c = (list as readonly { id: string; card: string }[]).find((x) => x.id === obj);
    if (c !== undefined) return c.card;
  }
  throw new Error(`ufs: no ${obj} for ${p.name}`);
}

/** The ability `index` of the card `obj` (the starting character's include its attached characters', D.2.2.3.4.1). */
export function abilityAt(p: PlayerState, obj: string, index: number): Ability {
  const a = abilitiesAt(p, obj, cardOfObj(p, obj))[index];
  if (a === undefined) throw new Error(`ufs: ${obj} has no ability ${index}`);
  return a;
}

/**
 * The ability `index` of a source whose card is known: the starting character's combined list, or
 * the card's printed and keyword abilities (even if paying the costs turned the card face down, H.4.1.4).
 */
export function playedAbility(p: PlayerState, source: string, sourceCard: string, index: number): Ability {
  const a = (source === p.character.id ? characterAbilities(p) : abilitiesOf(cardDef(sourceCard)))[index];
  if (a === undefined) throw new Error(`ufs: ${sourceCard} has no ability ${index}`);
  return a;
}
