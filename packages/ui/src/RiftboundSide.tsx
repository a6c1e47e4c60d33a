"use client";
import { memo } from "react";
import type { Decision, JsonValue, Seat, ViewState } from "@tablecast/engine";
import { seatLabel, type CardView, type Pile, type SeatArea } from "./table";
import { CardShell } from "./Card";
import { CardName, CardText, Icon } from "./CardText";
import { cardTextPlain } from "./markup";
import { PileBox } from "./PileBox";
import { faceAttr, type CardChoices, type CentreProps, type SideProps } from "./layout";

/**
 * Riftbound, as a player lays out their side: the legend and the Champion zone, the base with its
 * units and gear, the rune pool (ready and exhausted runes), hand, Main Deck, Rune Deck and trash,
 * and a points track to the Victory Score. Between the players: the battlefields side by side, each
 * with its controller and the units there split by who controls them, the current showdown or
 * combat, and the chain. Reads only table events (packages/game-riftbound project.ts): zones
 * `legend`, `champion`, `base`, `rune-pool`, `hand`, `deck`, `rune-deck`, `trash`, shared `bf<i>`
 * and `chain`; counters `points`, `victory-score`, `hand`, `energy`, `power`; props `controller`,
 * `exhausted`, `damage`, `buffed`, `stunned`, `might this turn`, `scored`.
 */

const NO_CHOICES: readonly Decision[] = [];

/** What a unit carries now, as short badges (the engine decides the values; the board only shows them). */
function marks(props: Readonly<Record<string, JsonValue>>): string[] {
  const out: string[] = [];
  if (typeof props["damage"] === "number" && props["damage"] > 0) out.push(`${props["damage"]} damage`);
  if (props["buffed"] === true) out.push("buffed");
  if (props["stunned"] === true) out.push("stunned");
  if (typeof props["might this turn"] === "number" && props["might this turn"] !== 0) out.push(`${props["might this turn"] > 0 ? "+" : ""}${props["might this turn"]} Might this turn`);
  return out;
}

interface RbCardProps {
  readonly card: CardView;
  readonly choices?: readonly Decision[];
  readonly onChoose?: ((d: Decision) => void) | undefined;
  readonly size?: "small" | "normal" | "zoom";
}

/** A Riftbound card: domain colour, name, Energy and Power cost, Might, text; exhausted cards turned sideways; a back when unknown. */
export const RiftboundCard = memo(function RiftboundCard({ card, choices = NO_CHOICES, onChoose, size = "small" }: RbCardProps) {
  const face = card.face;
  const classes = ["tc-card", `tc-card--${size}`, "tc-rb-card"];
  if (face === undefined) return <div className={`${classes.join(" ")} tc-card--back`} data-object={card.id} role="img" aria-label="face-down card" />;
  const type = String(faceAttr(face, "type") ?? "");
  classes.push(`tc-rb-card--${type}`);
  const domain = faceAttr(face, "domain");
  if (domain !== undefined) classes.push(`tc-rb-card--${domain}`);
  if (card.props["exhausted"] === true && size !== "zoom") classes.push("tc-rb-card--exhausted");
  const playable = choices.length > 0 && onChoose !== undefined;
  if (playable) classes.push("tc-card--choice");
  const cost = faceAttr(face, "cost");
  const power = faceAttr(face, "power");
  const might = faceAttr(face, "might");
  const text = faceAttr(face, "text");
  const badges = marks(card.props);
  const name = face.name.replace(/^Test — /, "");
  const costLabel = cost === undefined ? "" : `${cost} Energy${power === undefined ? "" : ` and ${power} Power`}`;
  const label = [name, domain === undefined ? type : `${domain} ${type}`, costLabel === "" ? undefined : `cost ${costLabel}`, might === undefined ? undefined : `Might ${might}`, text === undefined ? undefined : cardTextPlain(String(text)), ...badges]
    .filter((s) => s !== undefined && s !== "")
    .join(", ");
  const body = (
    <>
      <span className="tc-card__head">
        <span className="tc-rb-domain">{domain ?? ""}</span>
        {cost !== undefined && (
          <span className="tc-card__cost" aria-label={`cost ${costLabel}`} title={costLabel}>
            {cost}
            {power !== undefined && <span className="tc-rb-power">{"●".repeat(Number(power))}</span>}
          </span>
        )}
      </span>
      <CardName name={name} />
      {size !== "small" && <span className="tc-card__types">{domain === undefined ? type : `${domain} · ${type}`}</span>}
      {size !== "small" && text !== undefined && <CardText text={String(text)} />}
      {might !== undefined && (
        <span className="tc-rb-might" aria-label={`Might ${might}`} title={`Might ${might}`}>
          <Icon icon="might" label="Might" />
          {might}
        </span>
      )}
      {badges.length > 0 && <span className="tc-card__badges">{badges.join(" · ")}</span>}
    </>
  );
  const zoom = size === "zoom" ? undefined : () => <RiftboundCard card={card} size="zoom" />;
  return (
    <CardShell className={classes.join(" ")} id={card.id} cardRef={face.ref} label={label} choices={size === "zoom" ? NO_CHOICES : choices} onChoose={onChoose} zoom={zoom}>
      {body}
    </CardShell>
  );
});

function Cards({ cards, choices, onChoose }: { cards: readonly CardView[]; choices: CardChoices; onChoose?: ((d: Decision) => void) | undefined }) {
  return (
    <>
      {cards.map((c) => (
        <RiftboundCard key={c.id} card={c} {...(choices?.has(c.id) === true ? { choices: choices.get(c.id)! } : {})} {...(onChoose === undefined ? {} : { onChoose })} />
      ))}
    </>
  );
}

const openRiftbound = (c: CardView) => <RiftboundCard card={c} size="normal" />;

function Zone({ pile, label, className, choices, onChoose, stacked = false }: { pile: Pile | undefined; label: string; className: string; choices: CardChoices; onChoose?: ((d: Decision) => void) | undefined; stacked?: boolean }) {
  const cards = pile?.cards ?? [];
  return (
    <PileBox zone={pile?.zone} label={label} className={className} count={cards.length} stacked={stacked} open={{ cards, render: openRiftbound }}>
      <Cards cards={stacked ? cards.slice(-1) : cards} choices={choices} onChoose={onChoose} />
    </PileBox>
  );
}

/** The points track: one pip per point up to the Victory Score (478.3), the scored ones filled. */
function PointsTrack({ area }: { area: SeatArea }) {
  const points = area.counters["points"] ?? 0;
  const target = area.counters["victory-score"] ?? 8;
  return (
    <div className="tc-rb-points" role="meter" aria-label={`${seatLabel(area.seat)} points`} aria-valuemin={0} aria-valuemax={target} aria-valuenow={points} data-points={points}>
      <span className="tc-rb-points__value">
        {points} / {target}
      </span>
      <ol className="tc-rb-points__track">
        {Array.from({ length: target }, (_, i) => (
          <li key={i} className={i < points ? "tc-rb-pip tc-rb-pip--scored" : "tc-rb-pip"} />
        ))}
      </ol>
    </div>
  );
}

/** The rune pool: how many runes are ready to exhaust, and Energy / Power added and not yet spent. */
function RunePool({ area, choices, onChoose }: { area: SeatArea; choices: CardChoices; onChoose?: ((d: Decision) => void) | undefined }) {
  const pile = area.piles["rune-pool"];
  const runes = pile?.cards ?? [];
  const ready = runes.filter((r) => r.props["exhausted"] !== true).length;
  const energy = area.counters["energy"] ?? 0;
  const power = area.counters["power"] ?? 0;
  return (
    <section className="tc-pile tc-rb-runes" data-zone={pile?.zone} aria-label={`${seatLabel(area.seat)} rune pool`}>
      <header className="tc-pile__label">
        Runes <span className="tc-rb-runes__ready">{ready} ready</span> / {runes.length}
        {(energy > 0 || power > 0) && (
          <span className="tc-rb-runes__pool">
            {" "}
            · {energy} Energy, {power} Power
          </span>
        )}
      </header>
      <div className="tc-pile__fan">
        <Cards cards={runes} choices={choices} onChoose={onChoose} />
      </div>
    </section>
  );
}

export function RiftboundSide({ area, top, choices, onChoose }: SideProps) {
  const p = (kind: string) => area.piles[kind];
  const common = { choices, onChoose };
  const handCount = area.counters["hand"];
  return (
    <div className={`tc-seat tc-rb-seat${top ? " tc-seat--top" : ""}`} data-seat={area.seat}>
      <header className={`tc-seat__header${area.isTurnPlayer ? " tc-seat__header--turn" : ""}${area.awaited ? " tc-seat__header--awaited" : ""}`}>
        <span className="tc-seat__name">
          {seatLabel(area.seat)} · {area.name}
          {area.hero !== undefined && <> · {area.hero.name.replace(/^Test — /, "")}</>}
        </span>
        <PointsTrack area={area} />
      </header>
      <div className="tc-rb-row">
        <Zone pile={p("legend")} label="Legend" className="tc-rb-legend" {...common} />
        <Zone pile={p("champion")} label="Champion" className="tc-rb-champion" {...common} />
        <Zone pile={p("base")} label="Base" className="tc-rb-base" {...common} />
        <RunePool area={area} {...common} />
      </div>
      <div className="tc-rb-row">
        <Zone pile={p("hand")} label={`Hand${handCount === undefined ? "" : ` (${handCount})`}`} className="tc-hand tc-rb-hand" {...common} />
        <Zone pile={p("deck")} label="Main Deck" className="tc-rb-deck" stacked {...common} />
        <Zone pile={p("rune-deck")} label="Rune Deck" className="tc-rb-rune-deck" stacked {...common} />
        <Zone pile={p("trash")} label="Trash" className="tc-rb-trash" stacked {...common} />
      </div>
    </div>
  );
}

/** One battlefield: its card, controller and who scored it this turn; the units there by controller. */
function BattlefieldView({ pile, seats, view, choices, onChoose }: { pile: Pile; seats: readonly [Seat, Seat]; view: ViewState; choices: CardChoices; onChoose?: ((d: Decision) => void) | undefined }) {
  const [card, ...units] = pile.cards;
  const controller = card?.props["controller"];
  const scored = Array.isArray(card?.props["scored"]) ? (card!.props["scored"] as readonly JsonValue[]) : [];
  const fight = view.combat?.attack === pile.zone ? view.combat : null;
  const owned = typeof controller === "number" ? ` tc-rb-bf--p${controller}` : " tc-rb-bf--uncontrolled";
  return (
    <section className={`tc-rb-bf${owned}${fight !== null ? " tc-rb-bf--combat" : ""}`} data-zone={pile.zone} aria-label={`battlefield ${card?.face?.name.replace(/^Test — /, "") ?? pile.zone}`}>
      {seats.map((seat, i) => {
        const mine = units.filter((u) => u.props["controller"] === seat);
        return (
          <div key={seat} className={`tc-rb-bf__units tc-rb-bf__units--${i === 0 ? "top" : "bottom"}`} data-controller={seat} aria-label={`${seatLabel(seat)} units here`}>
            <Cards cards={mine} choices={choices} onChoose={onChoose} />
          </div>
        );
      })}
      <div className="tc-rb-bf__card">
        {card !== undefined && <RiftboundCard card={card} {...(choices?.has(card.id) === true ? { choices: choices.get(card.id)! } : {})} {...(onChoose === undefined ? {} : { onChoose })} />}
        <span className="tc-rb-bf__control" data-controller={typeof controller === "number" ? controller : "none"}>
          {typeof controller === "number" ? `held by ${seatLabel(controller)}` : "uncontrolled"}
          {scored.length > 0 && <> · scored this turn by {scored.map((s) => seatLabel(Number(s))).join(", ")}</>}
        </span>
        {fight !== null && (
          <span className="tc-rb-bf__fight" aria-live="polite">
            {fight.attacker !== undefined && <>{seatLabel(fight.attacker)} attacks</>}
            {fight.values["attacker"] !== undefined && (
              <>
                {" "}
                · Might {fight.values["attacker"]} against {fight.values["defender"] ?? 0}
              </>
            )}
          </span>
        )}
      </div>
    </section>
  );
}

export function RiftboundCentre({ view, table, choices, onChoose, bottom = 0 }: CentreProps) {
  const battlefields = table.shared.filter((p) => p.kind === "battlefield");
  const chain = table.shared.find((p) => p.kind === "chain");
  // Each player's units on their own side of the battlefield: the player drawn on top, then the bottom one.
  const seats: readonly [Seat, Seat] = [bottom === 0 ? 1 : 0, bottom];
  return (
    <div className="tc-shared tc-rb-centre">
      <div className="tc-rb-battlefields">
        {battlefields.map((pile) => (
          <BattlefieldView key={pile.zone} pile={pile} seats={seats} view={view} choices={choices} onChoose={onChoose} />
        ))}
      </div>
      {chain !== undefined && chain.cards.length > 0 && <Zone pile={chain} label="Chain" className="tc-rb-chain" choices={choices} onChoose={onChoose} />}
    </div>
  );
}
