/** Who this browser is in review rooms: a stable id, a name people see, a colour. */
export interface Me {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

const KEY = "tablecast:me";
const COLOURS = ["#5aa9ff", "#ff6b6b", "#7ddc8a", "#f2b441", "#c58cff", "#4fd1c5", "#ff8fc7", "#a3e635"];

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => (c === "+" ? "-" : c === "/" ? "_" : ""));
}

export function loadMe(): Me {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as Me | null;
    if (stored !== null && typeof stored.id === "string" && typeof stored.name === "string" && typeof stored.color === "string") return stored;
  } catch {
    // a damaged entry: start afresh
  }
  const id = randomId();
  const me = { id, name: `Guest ${id.slice(0, 4)}`, color: COLOURS[id.charCodeAt(0) % COLOURS.length]! };
  saveMe(me);
  return me;
}

export function saveMe(me: Me): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(me));
  } catch {
    // private mode: the name lasts for this page only
  }
}

export function newId(): string {
  return randomId();
}
