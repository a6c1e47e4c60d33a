/**
 * The console's keys: one per common action, the card ones followed by a type-ahead search.
 * A key names the line it sends for the selected player (docs/coverage-script.md).
 */
export type CardVerb = "play" | "pitch" | "attack" | "defend" | "reveal" | "banish" | "destroy" | "discard";

export const CARD_KEYS: Readonly<Record<string, CardVerb>> = { p: "play", i: "pitch", a: "attack", d: "defend", r: "reveal", b: "banish", x: "destroy", k: "discard" };

export type Prompt = { kind: "card"; verb: CardVerb } | { kind: "life" } | { kind: "note" } | { kind: "line" };

export type KeyAction = { send: (seat: number) => string } | { prompt: Prompt } | { seat: number } | { undo: true };

/** What a key does outside a prompt; null when the console leaves it alone. */
export function keyAction(key: string, ctrl: boolean): KeyAction | null {
  if (ctrl) return key === "z" ? { undo: true } : null;
  const verb = CARD_KEYS[key];
  if (verb !== undefined) return { prompt: { kind: "card", verb } };
  switch (key) {
    case "1":
    case "2":
      return { seat: Number(key) - 1 };
    case "-":
      return { send: (seat) => `p${seat + 1} life -1` };
    case "+":
    case "=":
      return { send: (seat) => `p${seat + 1} life +1` };
    case "l":
      return { prompt: { kind: "life" } };
    case "w":
      return { send: (seat) => `p${seat + 1} draw 1` };
    case "c":
      return { send: (seat) => `p${seat + 1} channel 1` };
    case "n":
      return { send: () => "next phase" };
    case "t":
      return { send: () => "next turn" };
    case "/":
      return { prompt: { kind: "note" } };
    case ":":
      return { prompt: { kind: "line" } };
    case "z":
      return { undo: true };
    default:
      return null;
  }
}

/** A card prompt's text: what to search for, and where the card goes when the text ends "to <zone>" (a Riftbound attack: "jinx to bf1"). */
export function cardQuery(text: string): { query: string; to: string | null } {
  const m = / to ([a-z0-9-]+)\s*$/i.exec(text);
  return m === null ? { query: text, to: null } : { query: text.slice(0, m.index), to: m[1]!.toLowerCase() };
}

/** The line a prompt's text makes: a card id for the card verbs (and where it goes), "3" (−3) or "+3" for life, any text for a note. */
export function promptLine(prompt: Prompt, seat: number, text: string, to: string | null = null): string | null {
  const who = `p${seat + 1}`;
  const t = text.trim();
  if (t === "") return null;
  switch (prompt.kind) {
    case "card":
      return `${who} ${prompt.verb} ${t}${to === null ? "" : ` to ${to}`}`;
    case "life": {
      const m = /^([+\-=]?)(\d{1,4})$/.exec(t);
      return m === null ? null : `${who} life ${m[1] === "" ? "-" : m[1]}${m[2]}`;
    }
    case "note":
      return `${who} note ${t}`;
    case "line":
      return t;
  }
}
