import type { Seat } from "@tablecast/engine";
import { abilitiesOf, cardDef, FACE_DOWN_FOUNDATION, symbolsOf, traitsOf, type Ability, type AttackFilter, type CardDef, type ResourceSymbol, type StaticBonus, type Zone } from "./cards";
import type { PlayerState, PoolCard, StageCard, UfsState } from "./state";

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
  const { keywords: _k, abilities: _a, statics: _s, ...printed } = cardDef(c.copyOf);
  const copy: CardDef = { ...printed, name: `${printed.name} (multiple copy)` };
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

/** H.6 / J.2.1: static bonuses of a player's staging area and starting character (J.2.1.2). */
export function staticsOf(p: PlayerState): StaticBonus[] {
  const out: StaticBonus[] = [...(characterDef(p).statics ?? []), ...attachedDefs(p).flatMap((d) => d.statics ?? [])];
  for (const c of p.staging) out.push(...(stageDef(c).statics ?? []));
  return out;
}

export interface AttackValues {
  readonly zone: Zone;
  readonly speed: number;
  readonly damage: number;
}

/** C.3.3: printed values (layer 0), then the current state's modifications (layer 3) and static modifiers (J.3.3). */
export function attackValues(s: UfsState, seat: Seat, attack: PoolCard): AttackValues {
  const def = poolDef(attack);
  const printed = def.attack!;
  let speed = printed.speed + attack.speed;
  let damage = printed.damage + attack.damage;
  for (const b of staticsOf(s.players[seat]!)) {
    if (!matchesFilter(def, printed.zone, b.filter)) continue;
    speed += b.speed ?? 0;
    damage += b.damage ?? 0;
  }
  return { zone: printed.zone, speed, damage };
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
