import type { ObjectView, ViewState, ZoneView } from "@tablecast/engine";

/**
 * Server-side pictures of a table (link previews, clips, charts) as SVG, from the view state an
 * audience may see: the renderer knows no rules and draws hidden cards as backs.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function card(obj: ObjectView | undefined, x: number, y: number, w: number, h: number): string {
  if (obj?.face === undefined)
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#3b2f5c" stroke="#8f7fc7" stroke-width="2"/>`;
  const pitch = obj.face.attrs?.pitch;
  const colour = pitch === 1 ? "#c0392b" : pitch === 2 ? "#d4ac0d" : pitch === 3 ? "#2e86c1" : "#7f8c8d";
  const name = obj.face.name.length > 12 ? `${obj.face.name.slice(0, 11)}…` : obj.face.name;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fbf6ea" stroke="${colour}" stroke-width="4"/>`,
    `<text x="${x + w / 2}" y="${y + 22}" font-size="11" text-anchor="middle" font-family="${FONT}" fill="#222">${esc(name)}</text>`,
  ].join("");
}

function zoneRow(view: ViewState, zone: ZoneView | undefined, label: string, x: number, y: number, width: number): string {
  if (zone === undefined) return "";
  const w = 84;
  const h = 58;
  const shown = zone.objects.slice(-Math.floor((width - 120) / (w + 8)));
  const cards = zone.kind === "deck" ? [] : shown.map((id, i) => card(view.objects[id], x + 110 + i * (w + 8), y, w, h));
  return [
    `<text x="${x}" y="${y + 24}" font-size="15" font-family="${FONT}" fill="#ddd">${esc(label)}</text>`,
    `<text x="${x}" y="${y + 44}" font-size="13" font-family="${FONT}" fill="#999">${zone.objects.length} card${zone.objects.length === 1 ? "" : "s"}</text>`,
    ...cards,
  ].join("");
}

/** The board at a moment: each player's counters and public zones, the turn, phase and attack. */
export function boardSvg(view: ViewState, opts: { width: number; height: number; title: string }): string {
  const { width, height } = opts;
  const half = (height - 70) / 2;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#14121c"/>`,
    `<text x="24" y="40" font-size="26" font-weight="bold" font-family="${FONT}" fill="#f5f5f5">${esc(opts.title)}</text>`,
    `<text x="${width - 24}" y="40" font-size="20" text-anchor="end" font-family="${FONT}" fill="#bbb">${esc(
      view.end !== null ? `game over — ${view.end.reason}` : `turn ${view.turn}${view.phase === null ? "" : ` · ${view.phase}`}${view.step === null ? "" : ` · ${view.step}`}`,
    )}</text>`,
  ];
  view.players.forEach((player, seat) => {
    const top = 60 + seat * half;
    const counters = Object.entries(player.counters)
      .map(([k, v]) => `${k} ${v}`)
      .join("   ");
    parts.push(
      `<rect x="12" y="${top}" width="${width - 24}" height="${half - 10}" rx="10" fill="${seat === view.turnPlayer ? "#221d33" : "#1b1828"}"/>`,
      `<text x="24" y="${top + 30}" font-size="22" font-family="${FONT}" fill="#fff">${esc(player.name)}${player.hero === undefined ? "" : ` — ${esc(player.hero.name)}`}</text>`,
      `<text x="24" y="${top + 56}" font-size="16" font-family="${FONT}" fill="#e0c97f">${esc(counters)}</text>`,
    );
    const zones = Object.values(view.zones).filter((z) => z.owner === seat);
    const order = ["hand", "arsenal", "pitch", "graveyard", "discard", "deck"];
    zones.sort((a, b) => (order.indexOf(a.kind) + 100) % 100 - (order.indexOf(b.kind) + 100) % 100);
    zones.slice(0, 3).forEach((zone, i) => parts.push(zoneRow(view, zone, zone.kind, 24, top + 70 + i * 66, width - 48)));
  });
  if (view.combat !== null) {
    const attack = view.objects[view.combat.attack];
    const values = Object.entries(view.combat.values)
      .map(([k, v]) => `${k} ${v}`)
      .join(" · ");
    parts.push(`<text x="${width / 2}" y="${height - 12}" font-size="16" text-anchor="middle" font-family="${FONT}" fill="#f39c12">${esc(`attacking: ${attack?.face?.name ?? "a card"}${values === "" ? "" : ` (${values})`}`)}</text>`);
  }
  parts.push("</svg>");
  return parts.join("");
}

/** Life totals over a game, one line per player, with turn marks on the x axis. */
export function lifeChartSvg(points: readonly { seq: number; turn: number; life: readonly number[] }[], names: readonly string[], opts: { width: number; height: number }): string {
  const { width, height } = opts;
  const pad = 50;
  const maxSeq = Math.max(1, points.at(-1)?.seq ?? 1);
  const maxLife = Math.max(1, ...points.flatMap((p) => p.life));
  const x = (seq: number) => pad + ((width - 2 * pad) * seq) / maxSeq;
  const y = (life: number) => height - pad - ((height - 2 * pad) * Math.max(0, life)) / maxLife;
  // The match page's seat colours (packages/ui styles.css --tc-p1, --tc-p2): P1 blue, P2 red.
  const colours = ["#5aa9ff", "#ff6b6b", "#2ecc71", "#f1c40f"];
  const lines = names.map((name, seat) => {
    const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.seq).toFixed(1)},${y(p.life[seat] ?? 0).toFixed(1)}`).join(" ");
    return `<path d="${d}" fill="none" stroke="${colours[seat % 4]}" stroke-width="3"/><text x="${width - pad}" y="${pad + seat * 22}" font-size="16" text-anchor="end" font-family="${FONT}" fill="${colours[seat % 4]}">${esc(name)}</text>`;
  });
  const turnMarks = points.filter((p, i) => i > 0 && p.turn !== points[i - 1]!.turn).map((p) => `<line x1="${x(p.seq)}" y1="${pad}" x2="${x(p.seq)}" y2="${height - pad}" stroke="#333" stroke-width="1"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="#14121c"/>`,
    ...turnMarks,
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#777"/>`,
    `<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="#777"/>`,
    `<text x="${pad - 8}" y="${y(maxLife) + 5}" font-size="14" text-anchor="end" font-family="${FONT}" fill="#aaa">${maxLife}</text>`,
    `<text x="${pad - 8}" y="${y(0) + 5}" font-size="14" text-anchor="end" font-family="${FONT}" fill="#aaa">0</text>`,
    ...lines,
    "</svg>",
  ].join("");
}
