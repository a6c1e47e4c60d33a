import { applyEntry, EMPTY_VIEW, type CardFace, type StreamEntry, type ViewState } from "@tablecast/engine";

/**
 * The light overlays (score, banner, last card, combat, resources) without a framework: an OBS
 * browser source loads a few kilobytes, folds the overlay key's stream into a view and redraws
 * only when an entry arrives. Same protocol and reconnect rule as the web app's stream hook.
 */

const root = document.getElementById("overlay")!;
const { match, kind, token, stream, left, room, rt, yjs } = root.dataset as Record<string, string | undefined>;
/** The producer's desk (a review room's broadcast map), when the overlay follows one. */
let callout: string | null = null;
let shown = true;
let view: ViewState = EMPTY_VIEW;
let lastCard: CardFace | null = null;
let next = 0;
let attempt = 0;
const texts: Record<string, string> = {};
const askedText = new Set<string>();

/** A card's rules text, fetched once per card (FaB faces carry stats, not text; others carry it). */
function wantText(ref: string): void {
  if (askedText.has(ref)) return;
  askedText.add(ref);
  void fetch(`/api/cards/fab?ids=${encodeURIComponent(ref)}`)
    .then((r) => (r.ok ? r.json() : {}))
    .then((t: Record<string, string>) => {
      Object.assign(texts, t);
      draw();
    })
    .catch(() => undefined);
}

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The number each game's score plate leads with: life (Flesh and Blood), vitality (UFS), or points
 * toward the Victory Score (Riftbound) — whichever counter the game's table events carry.
 */
const HEADLINE = ["life", "vitality", "points"];
function headline(p: ViewState["players"][number]): { key: string | null; text: string } {
  const key = HEADLINE.find((k) => p.counters[k] !== undefined) ?? null;
  if (key === null) return { key, text: "–" };
  const target = key === "points" ? p.counters["victory-score"] : undefined;
  return { key, text: target === undefined ? String(p.counters[key]) : `${p.counters[key]} / ${target}` };
}

function seats() {
  const first = Number(left ?? "0");
  return [...view.players].sort((a, b) => (a.seat === first ? -1 : b.seat === first ? 1 : a.seat - b.seat));
}

/** The table in small: each seat's zones with their cards' names, the chain between. */
function board(): string {
  const first = Number(left ?? "0");
  const names = (ids: readonly string[]) => ids.map((o) => `<span class="ovb-card">${esc(view.objects[o]?.face?.name ?? "▪")}</span>`).join("");
  const zone = (z: ViewState["zones"][string]) =>
    `<div class="ovb-zone" data-zone="${esc(z.id)}"><b>${esc(z.kind)} ${z.objects.length}</b>${z.kind === "deck" || z.kind === "graveyard" ? "" : names(z.objects)}</div>`;
  const side = (seat: number) => {
    const p = view.players[seat];
    if (p === undefined) return "";
    const zones = Object.values(view.zones).filter((z) => z.owner === seat);
    return `<div class="ovb-seat" data-seat="${seat}"><div class="ovb-head">${esc(p.name)} · ${esc(p.hero?.name)} · ${esc(headline(p).text)}</div><div class="ovb-zones">${zones.map(zone).join("")}</div></div>`;
  };
  const others = view.players.filter((p) => p.seat !== first).map((p) => side(p.seat)).join("");
  const shared = Object.values(view.zones).filter((z) => z.owner === null).map(zone).join("");
  return `<div class="ov-board">${others}<div class="ovb-shared">${shared}</div>${side(first)}</div>`;
}

/** The attack: its card (FaB, UFS) or the battlefield fought over (Riftbound's combat names its zone). */
function combatTitle(): string {
  const c = view.combat!;
  const card = view.objects[c.attack]?.face?.name;
  if (card !== undefined) return card;
  const zone = view.zones[c.attack];
  const place = zone === undefined ? undefined : view.objects[zone.objects[0] ?? ""]?.face?.name;
  return place === undefined ? "Attack" : `Combat at ${place}`;
}

/** Power against defense (FaB), each side's Might (Riftbound), or whatever values the game gives. */
function combatNumbers(): string {
  const v = view.combat!.values;
  if (v["power"] !== undefined || v["defense"] !== undefined) return `${esc(v["power"] ?? 0)} <small>vs</small> ${esc(v["defense"] ?? 0)}`;
  if (v["attacker"] !== undefined) return `${esc(v["attacker"])} <small>vs</small> ${esc(v["defender"] ?? 0)}`;
  return Object.entries(v)
    .map(([k, n]) => `<small>${esc(k)}</small> ${esc(n)}`)
    .join(" ");
}

function draw(): void {
  root.dataset.seq = String(view.seq);
  root.classList.toggle("overlay--hidden", !shown);
  let html = "";
  if (kind === "score")
    html = `<div class="ov-score">${seats()
      .map((p) => {
        const h = headline(p);
        return `<div class="ov-plate" data-seat="${p.seat}"><span class="ov-name">${esc(p.name)}</span><span class="ov-hero">${esc(p.hero?.name)}</span><span class="ov-life" data-counter="${esc(h.key ?? "")}">${esc(h.text)}</span></div>`;
      })
      .join("")}</div>`;
  else if (kind === "banner" && view.seq >= 0)
    html = `<div class="ov-banner">${
      view.end !== null
        ? `Game over · ${esc(view.end.winners.map((w) => view.players[w]?.name ?? "").join(" & ") || "draw")}`
        : `Turn ${view.turn} · ${esc(view.turnPlayer === null ? "" : view.players[view.turnPlayer]?.name)} · ${esc(view.phase)}${view.step === null ? "" : ` · ${esc(view.step)}`}`
    }</div>`;
  else if (kind === "last-card" && lastCard !== null) {
    const a = lastCard.attrs ?? {};
    if (a["text"] === undefined && texts[lastCard.ref] === undefined) wantText(lastCard.ref);
    // Card text: the Flesh and Blood table's, or the text other games put on the face itself.
    const stats = ["power", "defense", "might", "speed", "damage"].filter((k) => a[k] !== undefined && !(k === "power" && a["might"] !== undefined));
    html = `<div class="ov-card" data-ref="${esc(lastCard.ref)}"><div class="ov-card__top"><span>${esc(lastCard.name)}</span>${a["cost"] === undefined ? "" : `<span class="ov-card__cost">${esc(a["cost"])}</span>`}</div><div class="ov-card__types">${esc(a["types"] ?? a["type"])}</div><div class="ov-card__text">${esc(texts[lastCard.ref] ?? a["text"])}</div><div class="ov-card__stats">${stats.map((k) => `<span>${k} ${esc(a[k])}</span>`).join("")}</div></div>`;
  } else if (kind === "combat" && view.combat !== null)
    html = `<div class="ov-combat"><span class="ov-combat__attack">${esc(combatTitle())}</span><span class="ov-combat__numbers">${combatNumbers()}</span></div>`;
  else if (kind === "resources")
    html = `<div class="ov-resources">${seats()
      .map((p) => {
        const pitch = Object.values(view.zones).find((z) => z.owner === p.seat && z.kind === "pitch");
        const counters = Object.entries(p.counters)
          .filter(([k]) => k !== headline(p).key && k !== "victory-score")
          .map(([k, v]) => `<span class="ov-counter">${esc(k)} ${esc(v)}</span>`)
          .join("");
        const cards = pitch?.objects.map((o) => view.objects[o]?.face?.name).filter(Boolean).join(", ") ?? "";
        return `<div class="ov-plate"><span class="ov-name">${esc(p.name)}</span>${counters}<span class="ov-pitch">${esc(cards)}</span></div>`;
      })
      .join("")}</div>`;
  else if (kind === "callout" && callout !== null) html = `<div class="ov-callout">${esc(callout)}</div>`;
  else if (kind === "board" && view.seq >= 0) html = board();
  root.innerHTML = html;
}

function note(entry: StreamEntry): void {
  for (const ev of entry.events) {
    if (ev.type === "chain" && ev.op === "push" && ev.object !== undefined) lastCard = view.objects[ev.object]?.face ?? lastCard;
    else if (ev.type === "move" && ev.face !== undefined && /\b(stack|combat-chain|chain)$/.test(ev.to)) lastCard = ev.face;
  }
}

let frame = 0;
function connect(): void {
  const ws = new WebSocket(stream!);
  ws.onopen = () => {
    attempt = 0;
    ws.send(JSON.stringify({ matchId: match, token, fromSeq: next - 1 }));
    root.dataset.connection = "live";
  };
  ws.onmessage = (ev) => {
    const msg = JSON.parse(String(ev.data)) as { seq: number; entry: StreamEntry };
    if (msg.seq !== next) return;
    view = applyEntry(view, msg.entry);
    note(msg.entry);
    next++;
    // One redraw per frame, however many entries arrive together.
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      draw();
    });
  };
  ws.onclose = (ev) => {
    if (ev.code === 1000) return void (root.dataset.connection = "complete");
    if (ev.code >= 4400 && ev.code < 4500) return void (root.dataset.connection = "refused");
    root.dataset.connection = "reconnecting";
    setTimeout(connect, Math.min(5000, 200 * 2 ** attempt++));
  };
}

// Following a producer's desk loads the Yjs client, only then (a separate chunk).
if (room !== undefined && rt !== undefined && yjs !== undefined)
  void import("../overlay/broadcast").then(({ watchBroadcast }) =>
    watchBroadcast(yjs, room, rt, (desk) => {
      callout = desk.callout?.text ?? null;
      shown = desk.overlays[kind as keyof typeof desk.overlays] !== false;
      draw();
    }),
  );
draw();
connect();
