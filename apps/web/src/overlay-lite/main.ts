import { applyEntry, EMPTY_VIEW, type CardFace, type StreamEntry, type ViewState } from "@tablecast/engine";
import { cardTextHtml, iconHtml, type CardIcon } from "@tablecast/ui/markup";
import { accentOf } from "../overlay/kinds";

/**
 * The light overlays (score, banner, last card, combat, resources, callout) without a framework: an OBS
 * browser source loads a few kilobytes, folds the overlay key's stream into a view and redraws
 * only when an entry arrives. Same protocol and reconnect rule as the web app's stream hook.
 */

const root = document.getElementById("overlay")!;
const { match, kind, token, stream, left, room, rt, yjs } = root.dataset as Record<string, string | undefined>;
// `accent=#00ff88` typed in OBS reaches the page as the fragment "#00ff88" (the query keeps "accent=").
if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(location.hash) && new URLSearchParams(location.search).get("accent") === "") root.style.setProperty("--ov-accent", accentOf(location.hash));
/** Why the stream was refused (a wrong or expired overlay key), shown small instead of nothing. */
let refusal: string | null = null;
const REFUSALS: Readonly<Record<string, string>> = {
  "token/expired": "this overlay key has expired",
  "token/revoked": "this overlay key has been revoked",
  "token/bad-signature": "this overlay key is not valid",
  "token/malformed": "this overlay key is not valid",
  "token/wrong-match": "this overlay key is for another match",
  "auth/forbidden": "this key may not open this overlay",
  "match/not-found": "there is no such match",
};
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

/** What a player counter is called on stream (the table events' keys are the engine's). */
const COUNTERS: Readonly<Record<string, readonly [string, CardIcon | null]>> = {
  "action-points": ["Action points", null],
  resources: ["Resources", "resource"],
  intellect: ["Intellect", "intellect"],
  life: ["Life", "life"],
  energy: ["Energy", "energy"],
  power: ["Power", "might"],
  hand: ["Hand", null],
  points: ["Points", null],
  vitality: ["Vitality", null],
  momentum: ["Momentum", null],
};
function counterLabel(key: string): string {
  const known = COUNTERS[key];
  const words = known?.[0] ?? key.replace(/[-_]+/g, " ").replace(/^./, (c) => c.toUpperCase());
  return known?.[1] ? `${iconHtml(known[1], words)} <small>${esc(words)}</small>` : `<small>${esc(words)}</small>`;
}

const PITCH: Readonly<Record<string, string>> = { red: "red", yellow: "yellow", blue: "blue" };

/** A card's face as the match page draws it: pitch strip, cost, name, type line, text with icons, stats with icons. */
function cardFace(face: CardFace, text: string | undefined): string {
  const a = face.attrs ?? {};
  const colour = PITCH[String(a["color"] ?? "").toLowerCase()];
  const pitch = typeof a["pitch"] === "number" && a["pitch"] > 0 && a["pitch"] <= 4 ? "●".repeat(a["pitch"]) : "";
  const strip = colour === undefined && pitch === "" ? "<span></span>" : `<span class="ov-card__pitch ov-card__pitch--${colour ?? "none"}" aria-label="pitch ${esc(a["pitch"])}">${pitch}</span>`;
  const cost = a["cost"] === undefined ? "" : `<span class="ov-card__cost" aria-label="cost ${esc(a["cost"])}">${esc(a["cost"])}</span>`;
  const stat = (key: string, icon: CardIcon | null, label: string) => (a[key] === undefined ? "" : `<span class="ov-card__stat">${icon === null ? `<small>${label}</small> ` : iconHtml(icon, label)}${esc(a[key])}</span>`);
  const stats =
    a["might"] !== undefined
      ? stat("might", "might", "Might")
      : a["speed"] !== undefined
        ? `${a["zone"] === undefined ? "" : `<span class="ov-card__stat">${esc(a["zone"])}</span>`}${stat("speed", null, "speed")}${stat("damage", null, "damage")}`
        : `${stat("power", "power", "power")}${stat("life", "life", "life")}${stat("defense", "defense", "defense")}`;
  const types = a["types"] ?? a["type"];
  return `<div class="ov-card${colour === undefined ? "" : ` ov-card--${colour}`}" data-ref="${esc(face.ref)}"><div class="ov-card__head">${strip}${cost}</div><div class="ov-card__name">${esc(face.name.replace(/^Test — /, ""))}</div>${types === undefined ? "" : `<div class="ov-card__types">${esc(types)}</div>`}<div class="ov-card__text">${text === undefined ? "" : cardTextHtml(text)}</div><div class="ov-card__stats">${stats}</div></div>`;
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
    html = cardFace(lastCard, texts[lastCard.ref] ?? (typeof a["text"] === "string" ? a["text"] : undefined));
  } else if (kind === "combat" && view.combat !== null)
    html = `<div class="ov-combat"><span class="ov-combat__attack">${esc(combatTitle())}</span><span class="ov-combat__numbers">${combatNumbers()}</span></div>`;
  else if (kind === "resources")
    html = `<div class="ov-resources">${seats()
      .map((p) => {
        const pitch = Object.values(view.zones).find((z) => z.owner === p.seat && z.kind === "pitch");
        const counters = Object.entries(p.counters)
          .filter(([k]) => k !== headline(p).key && k !== "victory-score")
          .map(([k, v]) => `<span class="ov-counter" data-counter="${esc(k)}">${counterLabel(k)} <b>${esc(v)}</b></span>`)
          .join("");
        const cards = pitch?.objects.map((o) => view.objects[o]?.face?.name).filter(Boolean).join(", ") ?? "";
        return `<div class="ov-plate"><span class="ov-name">${esc(p.name)}</span>${counters}${cards === "" ? "" : `<span class="ov-pitch"><small>Pitched</small> ${esc(cards)}</span>`}</div>`;
      })
      .join("")}</div>`;
  else if (kind === "callout" && callout !== null) html = `<div class="ov-callout">${esc(callout)}</div>`;
  if (refusal !== null) html = `<div class="ov-notice" role="alert">${esc(refusal)}</div>`;
  root.innerHTML = html;
}

function note(entry: StreamEntry): void {
  for (const ev of entry.events) {
    if (ev.type === "chain" && ev.op === "push" && ev.object !== undefined) lastCard = view.objects[ev.object]?.face ?? lastCard;
    // A card already shown (a tabletop table names a hand card before it moves) moves without its face.
    else if (ev.type === "move" && /\b(stack|combat-chain|chain)$/.test(ev.to)) lastCard = ev.face ?? view.objects[ev.as ?? ev.object]?.face ?? lastCard;
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
    if (ev.code >= 4400 && ev.code < 4500) {
      root.dataset.connection = "refused";
      refusal = `Tablecast overlay: ${REFUSALS[ev.reason] ?? (ev.reason !== "" ? ev.reason : "this link was refused")}. Check the overlay key in the URL (token=…) or ask the organiser for a new one.`;
      draw();
      return;
    }
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
