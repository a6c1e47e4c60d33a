import type { Decision, ObjectId, Seat, StreamEntry, ViewState } from "@tablecast/engine";

/**
 * What a seat needs to see while it plays, from its own view and the choices the server offered:
 * what a payment asks for, when to pass on the player's behalf, and why a card cannot be used now.
 * Nothing here decides legality: the server's choices do; these only explain and automate.
 */

function numberAttr(view: ViewState, id: ObjectId | undefined, key: string): number | null {
  if (id === undefined) return null;
  const v = view.objects[id]?.face?.attrs?.[key];
  return typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;
}

function zonesOf(view: ViewState, owner: Seat | null, kind: string): ObjectId[] {
  return Object.values(view.zones)
    .filter((z) => z.owner === owner && z.kind === kind)
    .flatMap((z) => z.objects);
}

/** A payment under way (FaB CR 5.1.7, 1.14.3): what it asks for, the pool, and the pitch left in hand. */
export interface Payment {
  /**
   * What the payment asks for in all, as the game's prompt says (after cost reductions and
   * additions); from a game whose prompt does not say, the printed cost of the card being played.
   * Null when neither is known.
   */
  readonly cost: number | null;
  /** Resources floating in the pool now. */
  readonly pool: number;
  /** The pitch value of every known card in hand: what pitching could still add. */
  readonly inHand: number;
}

export function paymentOf(view: ViewState, seat: Seat): Payment | null {
  if (view.prompt?.seat !== seat || view.prompt.kind !== "pay") return null;
  // What the game says the payment asks for (after reductions, CR 5.1.7); else the printed cost of
  // the card being paid for, the newest layer on the stack (CR 5.1.2: it was put there first).
  const cost = view.prompt.amount ?? numberAttr(view, zonesOf(view, null, "stack").at(-1), "cost");
  const player = view.players.find((p) => p.seat === seat);
  const inHand = zonesOf(view, seat, "hand").reduce((sum, id) => sum + (numberAttr(view, id, "pitch") ?? 0), 0);
  return { cost, pool: player?.counters["resources"] ?? 0, inHand };
}

/**
 * Pass settings, as Talishar players know them: hold priority (never pass for me), pass until
 * something happens (until the opponent acts, or my own turn opens an empty stack), pass until my turn.
 */
export const PASS_MODES = ["hold", "until-something", "until-my-turn"] as const;
export type PassMode = (typeof PASS_MODES)[number];
export const PASS_MODE_LABELS: Readonly<Record<PassMode, string>> = {
  hold: "Hold priority",
  "until-something": "Pass until something happens",
  "until-my-turn": "Pass until my turn",
};

/**
 * The pass to send for the seat now, or null. Only a priority prompt is ever passed (never a
 * payment, a block or a choice), and only when the server offered a pass. `acted`: the opponent
 * did something since the seat's own last decision (opponentActed).
 */
export function autoPass(mode: PassMode, view: ViewState, seat: Seat, decisions: readonly Decision[], acted: boolean): Decision | null {
  if (mode === "hold" || view.prompt?.seat !== seat || view.prompt.kind !== "priority" || view.end !== null) return null;
  const pass = decisions.find((d) => d.id === "pass") ?? decisions.find((d) => d.kind === "pass");
  if (pass === undefined) return null;
  const myTurn = view.turnPlayer === seat;
  if (mode === "until-my-turn") return myTurn ? null : pass;
  // My own turn with nothing on the stack or the chain: the action window, the player's to use.
  const busy = zonesOf(view, null, "stack").length > 0 || Object.values(view.chains).some((c) => c.open && c.links.length > 0);
  if (myTurn && !busy) return null;
  return acted ? null : pass;
}

/**
 * Whether another seat did something in these entries: moved a card of theirs (from their hand,
 * arsenal, equipment…) to the shared table — played, activated, attacked or defended — or put a
 * copy of one of their cards there (a weapon's attack, an ability's layer). A pass that only lets
 * a layer resolve moves nothing of theirs. Other seats' decisions are hidden from a seat's stream,
 * so this reads the table, as a player across it would. `before(seq)`: the view before that entry.
 */
export function opponentActed(entries: readonly StreamEntry[], seat: Seat, before: (seq: number) => ViewState): boolean {
  return entries.some((entry) => {
    if (entry.seat === null || entry.seat === seat) return false;
    const view = before(entry.seq);
    const theirs = (id: ObjectId) => {
      const zone = view.zones[view.objects[id]?.zone ?? ""];
      return zone !== undefined && zone.owner !== null && zone.owner !== seat;
    };
    const shared = (zone: string) => view.zones[zone]?.owner === null;
    const theirRefs = new Set(Object.values(view.objects).flatMap((o) => (o.face !== undefined && theirs(o.id) ? [o.face.ref] : [])));
    return entry.events.some(
      (e) => (e.type === "move" && shared(e.to) && theirs(e.object)) || (e.type === "create" && shared(e.zone) && e.face !== undefined && theirRefs.has(e.face.ref)),
    );
  });
}

/** The stream after the seat's own last decision. */
export function entriesSince(entries: readonly StreamEntry[], seat: Seat, upTo: number): StreamEntry[] {
  let from = 0;
  for (let i = Math.min(upTo, entries.length - 1); i >= 0; i--)
    if (entries[i]!.seat === seat) {
      from = i + 1;
      break;
    }
  return entries.slice(from, upTo + 1);
}

export interface Refusal {
  readonly text: string;
  /** The rule that says so (`fab:8.1.1a`). */
  readonly rule?: string;
}

function typesOf(view: ViewState, id: ObjectId): string {
  const t = view.objects[id]?.face?.attrs?.["types"];
  return typeof t === "string" ? t : "";
}

/**
 * Why the seat cannot use this card now (it was clicked and the server offers nothing for it), in
 * the game's words with the rule. Flesh and Blood's timing and cost rules are named; other games get
 * the general reasons (not your decision, not your card, not now).
 */
export function whyNot(game: string, view: ViewState, seat: Seat, id: ObjectId, decisions: readonly Decision[]): Refusal {
  const fab = game === "fab";
  const object = view.objects[id];
  const zone = object === undefined ? undefined : view.zones[object.zone];
  const name = object?.face?.name ?? "That card";
  const prompt = view.prompt;
  if (view.end !== null) return { text: "The match is over." };
  if (prompt === null || prompt.seat !== seat) {
    const who = prompt === null ? "the game" : (view.players.find((p) => p.seat === prompt.seat)?.name ?? "the opponent");
    return fab ? { text: `It is not your priority: ${prompt?.text ?? `waiting for ${who}`}. Only the player with priority may play or activate.`, rule: "fab:1.11.2" } : { text: `It is not your decision now: ${prompt?.text ?? `waiting for ${who}`}.` };
  }
  if (zone !== undefined && zone.owner !== null && zone.owner !== seat) return { text: `${name} is your opponent's.`, ...(fab ? { rule: "fab:5.1.1a" } : {}) };
  const legal = decisions.length === 0 ? "" : ` Your choices now: ${[...new Set(decisions.map((d) => d.kind ?? d.label))].join(", ")}.`;
  if (!fab) return { text: `${name} has no legal use now.${legal}` };
  const types = typesOf(view, id).toLowerCase();
  switch (prompt.kind) {
    case "pay":
      return zone?.kind === "hand" ? { text: `You may pitch only to pay a cost you still owe, one card at a time; ${name} is not needed for it.`, rule: "fab:1.14.3b" } : { text: `You are paying a cost: only pitching cards from your hand pays it.`, rule: "fab:1.14.3" };
    case "defend":
      return { text: `Defenders are declared from your hand and your equipment with a defense value; ${name} cannot defend.`, rule: "fab:7.3.2" };
    case "pitch-order":
      return { text: `Put the cards in your pitch zone on the bottom of your deck first, in the order you choose.`, rule: "fab:4.4.3c" };
    case "priority":
      break;
    default:
      return { text: `Answer the question first: ${prompt.text}.`, ...(decisions[0]?.rule === undefined ? {} : { rule: decisions[0].rule }) };
  }
  if (zone !== undefined && zone.kind !== "hand" && zone.kind !== "arsenal") return { text: `Cards are played from your hand or arsenal; ${name} is in your ${zone.kind}.`, rule: "fab:5.1.1a" };
  if (types.includes("defense reaction")) return { text: `${name} is a defense reaction: the defending hero plays it in the reaction step.`, rule: "fab:8.1.3" };
  if (types.includes("attack reaction")) return { text: `${name} is an attack reaction: the attacking hero plays it in the reaction step.`, rule: "fab:8.1.2" };
  if (types.includes("action")) {
    if (view.turnPlayer !== seat) return { text: `${name} is an action: it is played in your own action phase.`, rule: "fab:8.1.1" };
    if (zonesOf(view, null, "stack").length > 0) return { text: `${name} is an action: it can be played only when the stack is empty.`, rule: "fab:8.1.1a" };
    if (view.combat !== null) return { text: `${name} is an action: it cannot be played during combat, except in the Resolution Step.`, rule: "fab:8.1.1b" };
    if ((view.players.find((p) => p.seat === seat)?.counters["action-points"] ?? 1) < 1) return { text: `${name} is an action and you have no action point left.`, rule: "fab:5.1.6b" };
  }
  const cost = numberAttr(view, id, "cost");
  const me = view.players.find((p) => p.seat === seat);
  const others = zonesOf(view, seat, "hand").filter((h) => h !== id).reduce((sum, h) => sum + (numberAttr(view, h, "pitch") ?? 0), 0);
  const can = (me?.counters["resources"] ?? 0) + others;
  if (cost !== null && cost > can) return { text: `${name} costs ${cost}; you have ${can} (pool and the pitch of the rest of your hand).`, rule: "fab:1.14.2b" };
  return { text: `${name} has no legal use now.${legal}`, rule: "fab:1.10.3" };
}
