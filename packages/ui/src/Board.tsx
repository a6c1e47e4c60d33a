"use client";
import type { Decision, ObjectId, Seat, ViewState } from "@tablecast/engine";
import { Card } from "./Card";
import { CardZoom } from "./CardText";
import { PileBox } from "./PileBox";
import type { ComponentType } from "react";
import { seatLabel, seatsFromBottom, tableOf, type CardView, type Pile, type SeatArea } from "./table";
import { RiftboundCentre, RiftboundSide } from "./RiftboundSide";
import { UfsCentre, UfsSide } from "./UfsSide";
import type { CardChoices, CentreProps, SideProps } from "./layout";

export interface BoardProps {
  readonly view: ViewState;
  /** The game id: "fab", "ufs" and "riftbound" have their own layouts (LAYOUTS); anything else gets the generic one. */
  readonly game: string;
  /** The seat drawn at the bottom (the viewer's own, or P1). */
  readonly bottomSeat?: Seat | null;
  /** The viewer's choices that concern a card, by object id. */
  readonly choicesByObject?: ReadonlyMap<ObjectId, readonly Decision[]>;
  readonly onChoose?: (decision: Decision) => void;
}

interface PileProps {
  readonly pile: Pile | undefined;
  readonly label: string;
  readonly choices?: CardChoices;
  readonly onChoose?: ((d: Decision) => void) | undefined;
  /** Stacked piles show their top card and a count (deck, graveyard); fanned piles show every card. */
  readonly stacked?: boolean;
  readonly className?: string;
}

function PileView({ pile, label, choices, onChoose, stacked = false, className = "" }: PileProps) {
  const cards = pile?.cards ?? [];
  const shown = stacked ? cards.slice(0, 1) : cards;
  return (
    <PileBox zone={pile?.zone} label={label} className={className} count={cards.length} stacked={stacked} open={{ cards, render: openFace }}>
      {shown.map((c) => (
        <Card key={c.id} id={c.id} {...(c.face === undefined ? {} : { face: c.face })} props={c.props} {...(choices?.has(c.id) === true ? { choices: choices.get(c.id)! } : {})} {...(onChoose === undefined ? {} : { onChoose })} size="small" />
      ))}
    </PileBox>
  );
}

const openFace = (c: CardView) => <Card id={c.id} {...(c.face === undefined ? {} : { face: c.face })} props={c.props} size="normal" />;

function Counters({ area }: { area: SeatArea }) {
  return (
    <ul className="tc-counters" aria-label={`${seatLabel(area.seat)} counters`}>
      {Object.entries(area.counters).map(([k, v]) => (
        <li key={k} className={`tc-counter tc-counter--${k.replace(/[^a-z0-9]+/gi, "-")}`} data-counter={k}>
          <span className="tc-counter__name">{k}</span> <span className="tc-counter__value">{v}</span>
        </li>
      ))}
    </ul>
  );
}

function SeatHeader({ area }: { area: SeatArea }) {
  return (
    <header className={`tc-seat__header${area.isTurnPlayer ? " tc-seat__header--turn" : ""}${area.awaited ? " tc-seat__header--awaited" : ""}`}>
      <span className="tc-seat__name">
        {seatLabel(area.seat)} · {area.name}
        {area.hero !== undefined && <> · {area.hero.name}</>}
      </span>
      <Counters area={area} />
    </header>
  );
}

/**
 * Flesh and Blood, laid out as tournament rules 5.6 asks, from each player's side: head, chest
 * and legs down one side with arms toward the centre; hero and weapon in the centre; graveyard
 * above the deck, pitch toward the centre from it, banished below. The opponent's side is the
 * same mat seen from across the table (mirrored). The combat chain sits between the players.
 */
function FabSide({ area, top, choices, onChoose }: SideProps) {
  const p = (kind: string) => area.piles[kind];
  const common = { choices, onChoose };
  return (
    <div className={`tc-seat tc-fab-seat${top ? " tc-seat--top" : ""}`} data-seat={area.seat}>
      <SeatHeader area={area} />
      <div className="tc-fab-body">
      <div className="tc-fab-mat">
        <PileView pile={p("head")} label="Head" className="tc-fab-head" {...common} />
        <PileView pile={p("chest")} label="Chest" className="tc-fab-chest" {...common} />
        <PileView pile={p("legs")} label="Legs" className="tc-fab-legs" {...common} />
        <PileView pile={p("arms")} label="Arms" className="tc-fab-arms" {...common} />
        <PileView pile={p("weapon")} label="Weapon" className="tc-fab-weapon" {...common} />
        <PileView pile={p("hero")} label="Hero" className="tc-fab-hero" {...common} />
        <PileView pile={p("arsenal")} label="Arsenal" className="tc-fab-arsenal" {...common} />
        <PileView pile={p("pitch")} label="Pitch" className="tc-fab-pitch" {...common} />
        <PileView pile={p("graveyard")} label="Graveyard" className="tc-fab-graveyard" stacked {...common} />
        <PileView pile={p("deck")} label="Deck" className="tc-fab-deck" stacked {...common} />
        <PileView pile={p("banished")} label="Banished" className="tc-fab-banished" {...common} />
        {/* Tournament rules 5.6: permanents sit above or next to the hero, on the player's side. */}
        <div className="tc-fab-permanents">
          {area.kinds
            .filter((k) => !FAB_MAT_KINDS.has(k))
            .map((k) => (
              <PileView key={k} pile={p(k)} label={k === "permanent" ? "Permanents" : k} {...common} />
            ))}
        </div>
      </div>
      <PileView pile={p("hand")} label="Hand" className="tc-hand" {...common} />
      </div>
    </div>
  );
}

const FAB_MAT_KINDS = new Set(["hero", "weapon", "head", "chest", "arms", "legs", "deck", "hand", "arsenal", "pitch", "graveyard", "banished"]);

/** Any game: each seat's zones in the order the game announced them; shared zones between. */
function GenericSide({ area, top, choices, onChoose }: SideProps) {
  return (
    <div className={`tc-seat tc-generic-seat${top ? " tc-seat--top" : ""}`} data-seat={area.seat}>
      <SeatHeader area={area} />
      <div className="tc-generic-zones">
        {area.kinds.map((kind) => {
          const pile = area.piles[kind]!;
          return <PileView key={kind} pile={pile} label={kind} stacked={pile.ordered && pile.visibility !== "public"} choices={choices} onChoose={onChoose} />;
        })}
      </div>
    </div>
  );
}

/** A game's own layout, by game id: each seat's side, and optionally what sits between the players. */
const LAYOUTS: Readonly<Record<string, { readonly Side: ComponentType<SideProps>; readonly Centre?: ComponentType<CentreProps> }>> = {
  fab: { Side: FabSide },
  ufs: { Side: UfsSide, Centre: UfsCentre },
  riftbound: { Side: RiftboundSide, Centre: RiftboundCentre },
};

export function Board({ view, game, bottomSeat = null, choicesByObject, onChoose }: BoardProps) {
  const table = tableOf(view);
  const { bottom, others } = seatsFromBottom(table, bottomSeat);
  const layout = LAYOUTS[game];
  const Side = layout?.Side ?? GenericSide;
  const Centre = layout?.Centre;
  const combat = view.combat;
  return (
    <CardZoom>
    <div className={`tc-board${layout === undefined ? "" : ` tc-board--${game}`}`} data-seq={view.seq}>
      {others.map((area) => (
        <Side key={area.seat} area={area} top view={view} choices={choicesByObject} onChoose={onChoose} />
      ))}
      {Centre !== undefined ? <Centre view={view} table={table} choices={choicesByObject} onChoose={onChoose} bottom={bottom?.seat} /> : <div className="tc-shared">
        {table.shared.map((pile) => (
          <PileView key={pile.zone} pile={pile} label={pile.kind === "combat-chain" ? "Combat chain" : pile.kind === "stack" ? "Stack" : pile.kind} choices={choicesByObject} onChoose={onChoose} className={`tc-shared--${pile.kind}`} />
        ))}
        <div className="tc-combat" aria-live="polite">
          {combat !== null && (
            <>
              {combat.attacker !== undefined && <span>{seatLabel(combat.attacker)} attacks</span>}
              {combat.target !== undefined && <span> {seatLabel(combat.target)}</span>}
              {Object.entries(combat.values).map(([k, v]) => (
                <span key={k} className="tc-combat__value">
                  {" "}
                  {k} {v}
                </span>
              ))}
            </>
          )}
        </div>
      </div>}
      {bottom !== undefined && <Side area={bottom} top={false} view={view} choices={choicesByObject} onChoose={onChoose} />}
    </div>
    </CardZoom>
  );
}
