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
let texts: Record<string, string> = {};

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
    return `<div class="ovb-seat" data-seat="${seat}"><div class="ovb-head">${esc(p.name)} · ${esc(p.hero?.name)} · ${esc(p.counters["life"] ?? "")}</div><div class="ovb-zones">${zones.map(zone).join("")}</div></div>`;
  };
  const others = view.players.filter((p) => p.seat !== first).map((p) => side(p.seat)).join("");
  const shared = Object.values(view.zones).filter((z) => z.owner === null).map(zone).join("");
  return `<div class="ov-board">${others}<div class="ovb-shared">${shared}</div>${side(first)}</div>`;
}

function draw(): void {
  root.dataset.seq = String(view.seq);
  root.classList.toggle("overlay--hidden", !shown);
  let html = "";
  if (kind === "score")
    html = `<div class="ov-score">${seats()
      .map((p) => `<div class="ov-plate" data-seat="${p.seat}"><span class="ov-name">${esc(p.name)}</span><span class="ov-hero">${esc(p.hero?.name)}</span><span class="ov-life">${esc(p.counters["life"] ?? "–")}</span></div>`)
      .join("")}</div>`;
  else if (kind === "banner" && view.seq >= 0)
    html = `<div class="ov-banner">${
      view.end !== null
        ? `Game over · ${esc(view.end.winners.map((w) => view.players[w]?.name ?? "").join(" & ") || "draw")}`
        : `Turn ${view.turn} · ${esc(view.turnPlayer === null ? "" : view.players[view.turnPlayer]?.name)} · ${esc(view.phase)}${view.step === null ? "" : ` · ${esc(view.step)}`}`
    }</div>`;
  else if (kind === "last-card" && lastCard !== null) {
    const a = lastCard.attrs ?? {};
    html = `<div class="ov-card" data-ref="${esc(lastCard.ref)}"><div class="ov-card__top"><span>${esc(lastCard.name)}</span>${a["cost"] === undefined ? "" : `<span class="ov-card__cost">${esc(a["cost"])}</span>`}</div><div class="ov-card__types">${esc(a["types"])}</div><div class="ov-card__text">${esc(texts[lastCard.ref])}</div><div class="ov-card__stats">${a["power"] === undefined ? "" : `<span>power ${esc(a["power"])}</span>`}${a["defense"] === undefined ? "" : `<span>defense ${esc(a["defense"])}</span>`}</div></div>`;
  } else if (kind === "combat" && view.combat !== null)
    html = `<div class="ov-combat"><span class="ov-combat__attack">${esc(view.objects[view.combat.attack]?.face?.name ?? "Attack")}</span><span class="ov-combat__numbers">${esc(view.combat.values["power"] ?? 0)} <small>vs</small> ${esc(view.combat.values["defense"] ?? 0)}</span></div>`;
  else if (kind === "resources")
    html = `<div class="ov-resources">${seats()
      .map((p) => {
        const pitch = Object.values(view.zones).find((z) => z.owner === p.seat && z.kind === "pitch");
        const counters = Object.entries(p.counters)
          .filter(([k]) => k !== "life")
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
    else if (ev.type === "move" && ev.face !== undefined && /\b(stack|combat-chain)$/.test(ev.to)) lastCard = ev.face;
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

if (kind === "last-card")
  void fetch("/api/cards/fab")
    .then((r) => r.json())
    .then((t: Record<string, string>) => {
      texts = t;
      draw();
    })
    .catch(() => undefined);
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
