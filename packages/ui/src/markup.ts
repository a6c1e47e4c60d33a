/**
 * Card text as the card data writes it, in pieces a view can draw: FaB `{r}` `{p}` `{d}` `{h}`…
 * icons and `**bold**` / `*italic*` emphasis; Riftbound `[Keyword]` chips and `:rb_might:` style
 * icons (and the test cards' `[1]` Energy, `[E]` exhaust). No React here: the framework-free
 * overlays draw the same pieces as HTML (`cardTextHtml`).
 */

export type CardIcon =
  | "resource"
  | "power"
  | "defense"
  | "life"
  | "intellect"
  | "tap"
  | "untap"
  | "chi"
  | "might"
  | "energy"
  | "exhaust"
  | "rune";

export type TextPiece =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "bold"; readonly text: string }
  | { readonly kind: "italic"; readonly text: string }
  | { readonly kind: "keyword"; readonly text: string }
  | { readonly kind: "icon"; readonly icon: CardIcon; readonly label: string; readonly value?: string }
  | { readonly kind: "break" };

/** What each icon is called, for screen readers and tooltips. */
export const ICON_LABELS: Readonly<Record<CardIcon, string>> = {
  resource: "resource",
  power: "power",
  defense: "defense",
  life: "life",
  intellect: "intellect",
  tap: "tap",
  untap: "untap",
  chi: "chi",
  might: "Might",
  energy: "Energy",
  exhaust: "exhaust",
  rune: "rune",
};

/** The glyph drawn inside an icon's badge (styles.css colours it). */
export const ICON_GLYPHS: Readonly<Record<CardIcon, string>> = {
  resource: "●",
  power: "⚔",
  defense: "⛨",
  life: "♥",
  intellect: "✦",
  tap: "↷",
  untap: "↶",
  chi: "☯",
  might: "⚔",
  energy: "",
  exhaust: "↷",
  rune: "◆",
};

/** Drawn icons (16×16), where a font may lack the symbol; the others are glyphs. */
export const ICON_PATHS: Readonly<Partial<Record<CardIcon, string>>> = {
  resource: "M8 2a6 6 0 1 0 0.01 0Z",
  defense: "M8 1 14 3v5c0 3.5-2.5 6-6 7-3.5-1-6-3.5-6-7V3Z",
  life: "M8 14C3 10 1 7.5 1 5c0-2 1.5-3.5 3.5-3.5 1.5 0 2.8.9 3.5 2.1.7-1.2 2-2.1 3.5-2.1 2 0 3.5 1.5 3.5 3.5 0 2.5-2 5-7 9Z",
  power: "M14.5 1 15 1.5 7 10.5 5.5 9ZM4 8.5l3.5 3.5-1 1-1-1L3 14.5 1.5 13 4 10.5l-1-1Z",
  might: "M14.5 1 15 1.5 7 10.5 5.5 9ZM4 8.5l3.5 3.5-1 1-1-1L3 14.5 1.5 13 4 10.5l-1-1Z",
};

const FAB_ICONS: Readonly<Record<string, CardIcon>> = { r: "resource", p: "power", d: "defense", h: "life", i: "intellect", t: "tap", u: "untap", c: "chi" };

/** One token: FaB icon, Riftbound icon, bold, italic, or a bracketed Riftbound keyword or cost. */
const TOKEN = /\{([a-z])\}|:rb_([a-z]+)(?:_([a-z0-9]+))?:|\*\*([^*]+)\*\*|(?<![*\w])\*([^*\n]+)\*(?![*\w])|\[([A-Za-z0-9][A-Za-z0-9 '-]*)\]|\n/g;

function iconOf(name: string, value: string | undefined): TextPiece | null {
  switch (name) {
    case "might":
      return { kind: "icon", icon: "might", label: "Might" };
    case "exhaust":
      return { kind: "icon", icon: "exhaust", label: "exhaust" };
    case "energy":
      return value === undefined ? { kind: "icon", icon: "energy", label: "Energy" } : { kind: "icon", icon: "energy", label: `${value} Energy`, value };
    case "rune": {
      const domain = value ?? "any";
      return { kind: "icon", icon: "rune", label: domain === "rainbow" ? "rune of any domain" : `${domain} rune`, value: domain };
    }
    default:
      return null;
  }
}

/** The pieces of a card text, in order; unknown tokens stay as text. */
export function cardTextPieces(text: string): TextPiece[] {
  const out: TextPiece[] = [];
  const push = (s: string) => {
    if (s === "") return;
    const last = out.at(-1);
    if (last?.kind === "text") out[out.length - 1] = { kind: "text", text: last.text + s };
    else out.push({ kind: "text", text: s });
  };
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    push(text.slice(at, m.index));
    at = m.index + m[0].length;
    const [whole, fab, rb, rbValue, bold, italic, bracket] = m;
    if (whole === "\n") out.push({ kind: "break" });
    else if (fab !== undefined) {
      const icon = FAB_ICONS[fab];
      if (icon === undefined) push(whole);
      else out.push({ kind: "icon", icon, label: ICON_LABELS[icon] });
    } else if (rb !== undefined) {
      const piece = iconOf(rb, rbValue);
      if (piece === null) push(whole);
      else out.push(piece);
    } else if (bold !== undefined) out.push({ kind: "bold", text: bold });
    else if (italic !== undefined) out.push({ kind: "italic", text: italic });
    else if (bracket !== undefined) {
      // The Riftbound test cards write costs in brackets: [1] is one Energy, [E] exhaust.
      if (/^\d+$/.test(bracket)) out.push({ kind: "icon", icon: "energy", label: `${bracket} Energy`, value: bracket });
      else if (bracket === "E") out.push({ kind: "icon", icon: "exhaust", label: "exhaust" });
      else out.push({ kind: "keyword", text: bracket });
    }
  }
  push(text.slice(at));
  return out;
}

/** The text as words only (icons by name, no markup), for accessible names and search. */
export function cardTextPlain(text: string): string {
  return cardTextPieces(text)
    .map((p) => (p.kind === "icon" ? `[${p.label}]` : p.kind === "break" ? "\n" : p.text))
    .join("");
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One icon as HTML: the same markup the React renderer draws. */
export function iconHtml(icon: CardIcon, label: string, value?: string): string {
  const path = ICON_PATHS[icon];
  const glyph = path !== undefined ? `<svg viewBox="0 0 16 16" aria-hidden="true"><path d="${path}"/></svg>` : esc(icon === "energy" ? (value ?? "") : ICON_GLYPHS[icon]);
  const extra = icon === "rune" && value !== undefined ? ` tc-icon--rune-${esc(value)}` : "";
  return `<span class="tc-icon tc-icon--${icon}${extra}" role="img" aria-label="${esc(label)}" title="${esc(label)}">${glyph}</span>`;
}

/** The text as HTML (escaped), for views without React (the stream overlays). */
export function cardTextHtml(text: string): string {
  return cardTextPieces(text)
    .map((p) => {
      switch (p.kind) {
        case "text":
          return esc(p.text);
        case "bold":
          return `<strong>${esc(p.text)}</strong>`;
        case "italic":
          return `<em>${esc(p.text)}</em>`;
        case "keyword":
          return `<span class="tc-keyword">${esc(p.text)}</span>`;
        case "break":
          return "<br>";
        case "icon":
          return iconHtml(p.icon, p.label, p.value);
      }
    })
    .join("");
}

/**
 * Advance widths in em of a bold sans-serif (DejaVu Sans Bold, the widest common system face; others
 * set narrower), for estimating how wide a name is set. Characters not listed count as `DEFAULT_EM`.
 */
const EM: Readonly<Record<string, number>> = (() => {
  const table: Record<string, number> = { " ": 0.35, ",": 0.38, ".": 0.38, "'": 0.28, "’": 0.28, "-": 0.42, ":": 0.4, "(": 0.46, ")": 0.46, "!": 0.44 };
  const lower = "a.68 b.72 c.6 d.72 e.68 f.44 g.72 h.72 i.35 j.35 k.67 l.35 m1.05 n.72 o.69 p.72 q.72 r.5 s.6 t.48 u.72 v.66 w.93 x.65 y.66 z.59";
  const upper = "A.78 B.77 C.74 D.83 E.69 F.69 G.83 H.84 I.38 J.38 K.78 L.64 M1 N.84 O.85 P.74 Q.85 R.77 S.72 T.69 U.82 V.78 W1.11 X.78 Y.73 Z.73";
  for (const entry of `${lower} ${upper}`.split(" ")) table[entry[0]!] = Number(entry.slice(1));
  for (const d of "0123456789") table[d] = 0.7;
  return table;
})();
const DEFAULT_EM = 0.75;
const wordEm = (w: string) => [...w].reduce((sum, c) => sum + (EM[c] ?? DEFAULT_EM), 0);

/**
 * How wide, in em, a name is set when it wraps at spaces into at most `lines` lines: at least its
 * longest word. The card sets the name's font so that this width fits its box (styles.css
 * `--tc-name-fit`), so a name is never cut and never broken mid-word. Rounded up, with a margin.
 */
export function nameFit(name: string, lines = 3): number {
  const words = name.split(/\s+/).filter((w) => w !== "").map(wordEm);
  if (words.length === 0) return 1;
  const space = EM[" "]!;
  const wrap = (width: number) => {
    let n = 1;
    let used = 0;
    let widest = 0;
    for (const w of words) {
      if (used === 0) used = w;
      else if (used + space + w <= width) used += space + w;
      else {
        n++;
        widest = Math.max(widest, used);
        used = w;
      }
    }
    return { n, widest: Math.max(widest, used) };
  };
  let width = Math.max(...words);
  while (wrap(width).n > lines) width += 0.1;
  return Math.ceil(wrap(width).widest * 1.06 * 100) / 100;
}
