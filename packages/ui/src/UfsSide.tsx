"use client";
import { memo } from "react";
import type { Decision, JsonValue, ObjectId, Seat, ViewState } from "@tablecast/engine";
import { seatLabel, type CardView, type Pile, type SeatArea } from "./table";
import { CardShell } from "./Card";
import { CardName, CardText } from "./CardText";
import { cardTextPlain } from "./markup";
import { PileBox } from "./PileBox";
import { faceAttr, type CardChoices, type CentreProps, type SideProps } from "./layout";

/**
 * Universal Fighting System, as a UFS player lays out their side of the table: the character with
 * its vitality and hand size in the staging area, foundations and assets beside it (committed ones
 * turned sideways), the card pool toward the opponent in the order cards were played (the current
 * attack with its zone, speed and damage), a card being played in between, and deck, discard pile,
 * momentum and removed-from-game to the side. The opponent's side is the same seen from across the
 * table. Between the players: the current attack and block and this turn's control checks.
 * Reads only table events (packages/game-ufs project.ts): zones `staging`, `pool`, `transit`,
 * `deck`, `hand`, `momentum`, `discard`, `removed`; counters `vitality`, `max-vitality`,
 * `hand-size`, `momentum`, `foundations`, `ready-foundations`.
 */

const NO_CHOICES: readonly Decision[] = [];

/** A control check's outcome as game-ufs puts it on the checked card (E.3). */
interface CheckResult {
  readonly turn: number;
  readonly control: number;
  readonly final: number;
  readonly difficulty: number;
  readonly result: "pass" | "short" | "fail" | "rechecked";
  readonly committed: number;
}

function checkOf(props: Readonly<Record<string, JsonValue>>): CheckResult | undefined {
  const c = props["check"];
  if (c === null || typeof c !== "object" || Array.isArray(c)) return undefined;
  const r = c as Readonly<Record<string, JsonValue>>;
  const n = (k: string) => (typeof r[k] === "number" ? r[k] : 0);
  const result = r["result"];
  if (result !== "pass" && result !== "short" && result !== "fail" && result !== "rechecked") return undefined;
  return { turn: n("turn"), control: n("control"), final: n("final"), difficulty: n("difficulty"), result, committed: n("committed") };
}

/** Attack values as printed, or as the current attack has them now. */
interface AttackNow {
  readonly zone: string;
  readonly speed: number;
  readonly damage: number;
}

interface UfsCardProps {
  readonly card: CardView;
  readonly choices?: readonly Decision[];
  readonly onChoose?: ((d: Decision) => void) | undefined;
  readonly size?: "small" | "normal" | "zoom";
  /** The current attack's values (C.3.3.4), in place of the printed ones. */
  readonly now?: AttackNow;
  readonly className?: string;
}

/**
 * A UFS card: name, difficulty and control (the corners a player reads first), attack zone, speed
 * and damage, block zone and modifier, resource symbols; a back when the viewer may not know it.
 */
const UfsCard = memo(function UfsCard({ card, choices = NO_CHOICES, onChoose, size = "small", now, className = "" }: UfsCardProps) {
  const { id, face, props } = card;
  const committed = props["committed"] === true;
  const classes = ["tc-card", `tc-card--${size}`, "tc-ufs-card"];
  if (className !== "") classes.push(className);
  if (committed && size !== "zoom") classes.push("tc-ufs-card--committed");
  const copyOf = typeof props["copyOf"] === "string" ? props["copyOf"] : undefined;
  if (props["faceDown"] === true) classes.push("tc-ufs-card--face-down");
  if (face === undefined) {
    classes.push("tc-card--back");
    return (
      <div className={classes.join(" ")} data-object={id} aria-label={copyOf === undefined ? "face-down card" : `face-down copy of ${copyOf}`} data-committed={committed || undefined}>
        {copyOf !== undefined && <span className="tc-ufs-card__copy">copy of {copyOf}</span>}
      </div>
    );
  }
  const type = String(faceAttr(face, "type") ?? "");
  classes.push(`tc-ufs-card--${type}`);
  if (now !== undefined) classes.push("tc-ufs-card--attacking");
  const zone = now?.zone ?? faceAttr(face, "zone");
  const speed = now?.speed ?? faceAttr(face, "speed");
  const damage = now?.damage ?? faceAttr(face, "damage");
  const blockZone = faceAttr(face, "blockZone");
  const blockModifier = faceAttr(face, "blockModifier");
  const text = faceAttr(face, "text");
  const marks: string[] = [];
  if (committed) marks.push("committed");
  if (typeof props["block"] === "string") marks.push(`${props["block"]} block`);
  if (props["dealtDamage"] === true) marks.push("dealt damage");
  if (typeof props["blocks"] === "string") marks.push("blocking");
  if (props["faceDown"] === true) marks.push("face down");
  const symbols = faceAttr(face, "symbols");
  const label = [
    face.name,
    type,
    `difficulty ${faceAttr(face, "difficulty") ?? "–"}`,
    `control ${faceAttr(face, "control") ?? "–"}`,
    type === "attack" ? `${zone} attack, speed ${speed}, damage ${damage}` : undefined,
    blockZone === undefined ? undefined : `block ${blockZone} +${blockModifier}`,
    symbols === undefined || symbols === "" ? undefined : `symbols ${symbols}`,
    text === undefined ? undefined : cardTextPlain(String(text)),
    ...marks,
  ]
    .filter((s) => s !== undefined && s !== "")
    .join(", ");
  const playable = choices.length > 0 && onChoose !== undefined;
  if (playable) classes.push("tc-card--choice");
  const body = (
    <>
      <span className="tc-card__head">
        <span className="tc-ufs-card__type">{type}</span>
        <span className="tc-ufs-card__difficulty" aria-label={`difficulty ${faceAttr(face, "difficulty")}`} title="difficulty">
          {faceAttr(face, "difficulty")}
        </span>
      </span>
      <CardName name={face.name} />
      <span className="tc-card__types">
        {type}
        {faceAttr(face, "symbols") !== undefined && <> · {faceAttr(face, "symbols")}</>}
      </span>
      {type === "attack" && (
        <span className="tc-ufs-card__attack" data-zone={zone}>
          <span className={`tc-ufs-zone tc-ufs-zone--${zone}`} title="attack zone">
            {zone}
          </span>
          <span title="speed">⚡{speed}</span>
          <span title="damage">✚{damage}</span>
        </span>
      )}
      {size !== "small" && text !== undefined && <CardText text={String(text)} />}
      <span className="tc-card__stats">
        <span title="block zone and modifier">{blockZone !== undefined ? (size === "small" ? `${blockZone}+${blockModifier}` : `block ${blockZone} +${blockModifier}`) : ""}</span>
        <span className="tc-ufs-card__control" title="control">
          {faceAttr(face, "control")}
        </span>
      </span>
      {marks.length > 0 && <span className="tc-card__badges">{marks.join(" · ")}</span>}
    </>
  );
  const zoom = size === "zoom" ? undefined : () => <UfsCard card={card} size="zoom" {...(now === undefined ? {} : { now })} />;
  return (
    <CardShell className={classes.join(" ")} id={id} cardRef={face.ref} label={label} choices={size === "zoom" ? NO_CHOICES : choices} onChoose={onChoose} zoom={zoom} attrs={{ "data-committed": committed || undefined }}>
      {body}
    </CardShell>
  );
});

interface ZoneProps {
  readonly label: string;
  readonly cards: readonly CardView[];
  readonly className: string;
  readonly zone?: string | undefined;
  readonly choices?: CardChoices;
  readonly onChoose?: ((d: Decision) => void) | undefined;
  /** A stack shows one card (the top) and the count: deck, discard pile, momentum. */
  readonly stacked?: "first" | "last";
  readonly count?: number;
  readonly now?: { readonly attack: ObjectId; readonly values: AttackNow } | undefined;
}

const openUfs = (c: CardView) => <UfsCard card={c} size="normal" />;

function Zone({ label, cards, className, zone, choices, onChoose, stacked, count = cards.length, now }: ZoneProps) {
  const shown = stacked === undefined ? cards : stacked === "first" ? cards.slice(0, 1) : cards.slice(-1);
  return (
    <PileBox zone={zone} label={label} className={`tc-ufs-zone-box ${className}`} count={count} stacked={stacked !== undefined} showEmptyCount open={{ cards, render: openUfs }}>
      {shown.map((c) => (
        <UfsCard
          key={c.id}
          card={c}
          {...(choices?.has(c.id) === true ? { choices: choices.get(c.id)! } : {})}
          onChoose={onChoose}
          {...(now !== undefined && now.attack === c.id ? { now: now.values } : {})}
        />
      ))}
    </PileBox>
  );
}

/** The current attack's values, from the combat marker (speed, damage) and the attack's zone prop. */
function attackNow(view: ViewState): { attack: ObjectId; values: AttackNow } | undefined {
  const combat = view.combat;
  if (combat === null) return undefined;
  const o = view.objects[combat.attack];
  const zone = typeof o?.props["zone"] === "string" ? o.props["zone"] : String(faceAttr(o?.face, "zone") ?? "");
  return { attack: combat.attack, values: { zone, speed: combat.values["speed"] ?? 0, damage: combat.values["damage"] ?? 0 } };
}

const typeOf = (c: CardView) => String(faceAttr(c.face, "type") ?? "");

function Character({ area, staging, choices, onChoose }: { area: SeatArea; staging: readonly CardView[]; choices: CardChoices; onChoose: ((d: Decision) => void) | undefined }) {
  const character = staging.find((c) => typeOf(c) === "character" && c.props["attachedTo"] === undefined);
  const attached = staging.filter((c) => c.props["attachedTo"] !== undefined);
  const hero = area.hero;
  const vitality = area.counters["vitality"];
  const max = area.counters["max-vitality"] ?? faceAttr(hero, "vitality");
  return (
    <section className="tc-ufs-character" aria-label={`${seatLabel(area.seat)} character`}>
      <div className="tc-ufs-character__card">
        {character !== undefined ? (
          <UfsCard card={character} size="normal" {...(choices?.has(character.id) === true ? { choices: choices.get(character.id)! } : {})} onChoose={onChoose} />
        ) : (
          <div className="tc-card tc-card--normal tc-card--back" aria-label="face-down card" />
        )}
        {attached.map((c) => (
          <UfsCard key={c.id} card={c} className="tc-ufs-card--attached" {...(choices?.has(c.id) === true ? { choices: choices.get(c.id)! } : {})} onChoose={onChoose} />
        ))}
      </div>
      <dl className="tc-ufs-stats">
        <div className="tc-ufs-stat tc-ufs-stat--vitality" data-counter="vitality">
          <dt>Vitality</dt>
          <dd>
            <span className="tc-ufs-stat__value">{vitality ?? "–"}</span>
            {max !== undefined && <span className="tc-ufs-stat__max"> / {max}</span>}
          </dd>
        </div>
        <div className="tc-ufs-stat" data-counter="hand-size">
          <dt>Hand size</dt>
          <dd>{area.counters["hand-size"] ?? faceAttr(hero, "handSize") ?? "–"}</dd>
        </div>
        <div className="tc-ufs-stat" data-counter="symbols">
          <dt>Symbols</dt>
          <dd>{faceAttr(hero, "symbols") ?? "–"}</dd>
        </div>
      </dl>
    </section>
  );
}

/** One player's side of the table. */
export function UfsSide({ area, top, view, choices, onChoose }: SideProps) {
  const cards = (kind: string): readonly CardView[] => area.piles[kind]?.cards ?? [];
  const zoneOf = (kind: string): string | undefined => (area.piles[kind] as Pile | undefined)?.zone;
  const staging = cards("staging");
  // D.2.2.2: face-down staging cards are foundations (a back to the opponent, C.2.2.1; marked face down to their owner).
  const foundations = staging.filter((c) => typeOf(c) === "foundation" || c.props["faceDown"] === true || (c.face === undefined && c.props["attachedTo"] === undefined));
  const assets = staging.filter((c) => typeOf(c) === "asset");
  const others = staging.filter((c) => !foundations.includes(c) && !assets.includes(c) && typeOf(c) !== "character" && c.props["attachedTo"] === undefined);
  const common = { choices, onChoose };
  const ready = area.counters["ready-foundations"];
  const hand = cards("hand");
  return (
    <div className={`tc-seat tc-ufs-seat${top ? " tc-seat--top" : ""}`} data-seat={area.seat}>
      <header className={`tc-seat__header${area.isTurnPlayer ? " tc-seat__header--turn" : ""}${area.awaited ? " tc-seat__header--awaited" : ""}`}>
        <span className="tc-seat__name">
          {seatLabel(area.seat)} · {area.name}
          {area.hero !== undefined && <> · {area.hero.name}</>}
        </span>
        <ul className="tc-counters" aria-label={`${seatLabel(area.seat)} counters`}>
          <li className="tc-counter tc-counter--vitality" data-counter="vitality">
            <span className="tc-counter__name">vitality</span> <span className="tc-counter__value">{area.counters["vitality"] ?? "–"}</span>
          </li>
          <li className="tc-counter" data-counter="momentum">
            <span className="tc-counter__name">momentum</span> <span className="tc-counter__value">{area.counters["momentum"] ?? 0}</span>
          </li>
          <li className="tc-counter" data-counter="hand">
            <span className="tc-counter__name">hand</span> <span className="tc-counter__value">{hand.length}</span>
          </li>
          <li className="tc-counter" data-counter="deck">
            <span className="tc-counter__name">deck</span> <span className="tc-counter__value">{cards("deck").length}</span>
          </li>
        </ul>
      </header>
      <div className="tc-ufs-body">
        <div className="tc-ufs-play">
          <Zone label="Card pool" className="tc-ufs-pool" zone={zoneOf("pool")} cards={cards("pool")} now={attackNow(view)} {...common} />
          <Zone label="Being played" className="tc-ufs-transit" zone={zoneOf("transit")} cards={cards("transit")} {...common} />
          <div className="tc-ufs-piles">
            <Zone label="Momentum" className="tc-ufs-momentum" zone={zoneOf("momentum")} cards={cards("momentum")} stacked="last" count={area.counters["momentum"] ?? cards("momentum").length} {...common} />
            <Zone label="Deck" className="tc-ufs-deck" zone={zoneOf("deck")} cards={cards("deck")} stacked="first" {...common} />
            <Zone label="Discard" className="tc-ufs-discard" zone={zoneOf("discard")} cards={cards("discard")} stacked="last" {...common} />
            <Zone label="Removed" className="tc-ufs-removed" zone={zoneOf("removed")} cards={cards("removed")} stacked="last" {...common} />
          </div>
        </div>
        <div className="tc-ufs-stage">
          <Character area={area} staging={staging} choices={choices} onChoose={onChoose} />
          <Zone label={`Foundations${ready === undefined ? "" : ` · ${ready} ready`}`} className="tc-ufs-foundations" zone={zoneOf("staging")} cards={foundations} {...common} />
          <Zone label="Assets" className="tc-ufs-assets" cards={[...assets, ...others]} {...common} />
          <Zone label="Hand" className="tc-hand tc-ufs-hand" zone={zoneOf("hand")} cards={hand} {...common} />
        </div>
      </div>
    </div>
  );
}

const RESULT_WORDS: Readonly<Record<CheckResult["result"], string>> = { pass: "passes", short: "short", fail: "fails", rechecked: "re-checked" };

/** The most recent control check of a seat this turn: the topmost card of its discard pile that shows one. */
function lastCheck(view: ViewState, seat: Seat): { card: CardView; check: CheckResult } | undefined {
  const discard = Object.values(view.zones).find((z) => z.owner === seat && z.kind === "discard");
  if (discard === undefined) return undefined;
  for (let i = discard.objects.length - 1; i >= 0; i--) {
    const o = view.objects[discard.objects[i]!];
    if (o === undefined) continue;
    const check = checkOf(o.props);
    if (check === undefined) continue;
    if (check.turn !== view.turn) return undefined;
    const card: CardView = o.face === undefined ? { id: o.id, props: o.props } : { id: o.id, face: o.face, props: o.props };
    return { card, check };
  }
  return undefined;
}

/** Between the players: the attack in progress and its block, pending attacks, this turn's checks. */
export function UfsCentre({ view, table, choices, onChoose }: CentreProps) {
  const now = attackNow(view);
  const combat = view.combat;
  const attack = now === undefined ? undefined : view.objects[now.attack];
  const block = now === undefined ? undefined : Object.values(view.objects).find((o) => o.props["blocks"] === now.attack);
  const status = typeof attack?.props["block"] === "string" ? attack.props["block"] : undefined;
  // F.2.3: pending attacks are the attack stack's links (cards in their card pools), most recent last.
  const pending = (view.chains["attack-stack"]?.links ?? []).flatMap((id): CardView[] => {
    const o = view.objects[id];
    if (o === undefined) return [];
    return [o.face === undefined ? { id, props: o.props } : { id, face: o.face, props: o.props }];
  });
  const stackZone = table.shared.find((p) => p.kind === "attack-stack")?.zone;
  return (
    <div className="tc-shared tc-ufs-centre">
      <section className="tc-ufs-attack" aria-label="current attack" aria-live="polite">
        <header className="tc-pile__label">Attack</header>
        {now !== undefined && combat !== null ? (
          <div className="tc-ufs-attack__line" data-attack={now.attack}>
            {combat.attacker !== undefined && <span className="tc-ufs-attack__who">{seatLabel(combat.attacker)}</span>}
            <span className="tc-ufs-attack__name">{attack?.face?.name ?? "a face-down copy"}</span>
            <span className={`tc-ufs-zone tc-ufs-zone--${now.values.zone}`} data-attack-zone={now.values.zone}>
              {now.values.zone}
            </span>
            <span className="tc-ufs-attack__value" data-value="speed">
              speed {now.values.speed}
            </span>
            <span className="tc-ufs-attack__value" data-value="damage">
              damage {now.values.damage}
            </span>
            {view.step !== null && <span className="tc-ufs-attack__step">{view.step} step</span>}
          </div>
        ) : (
          <div className="tc-ufs-attack__line tc-ufs-attack__line--none">no attack in progress</div>
        )}
        {block !== undefined && (
          <div className="tc-ufs-block" data-block={block.id}>
            <span className="tc-ufs-attack__who">block</span>
            <span className="tc-ufs-attack__name">{block.face?.name}</span>
            <span className={`tc-ufs-zone tc-ufs-zone--${String(faceAttr(block.face, "blockZone"))}`}>{faceAttr(block.face, "blockZone")}</span>
            <span className="tc-ufs-attack__value" data-value="block-modifier">
              modifier +{faceAttr(block.face, "blockModifier")}
            </span>
            {status !== undefined && <span className="tc-ufs-block__status">{status === "complete" ? "completely blocked" : "partially blocked"}</span>}
          </div>
        )}
      </section>
      <section className="tc-ufs-checks" aria-label="control checks this turn">
        <header className="tc-pile__label">Checks this turn</header>
        {view.players.map((p) => {
          const last = lastCheck(view, p.seat);
          return (
            <div key={p.seat} className="tc-ufs-check" data-seat={p.seat} data-result={last?.check.result}>
              <span className="tc-ufs-attack__who">{seatLabel(p.seat)}</span>
              {last === undefined ? (
                <span className="tc-ufs-check__none">–</span>
              ) : (
                <>
                  <span className="tc-ufs-attack__name">{last.card.face?.name}</span>
                  <span>
                    control {last.check.final}
                    {last.check.final !== last.check.control ? ` (${last.check.control})` : ""} vs difficulty {last.check.difficulty}
                  </span>
                  <span className={`tc-ufs-check__result tc-ufs-check__result--${last.check.result}`}>
                    {RESULT_WORDS[last.check.result]}
                    {last.check.committed > 0 ? ` (${last.check.committed} committed)` : ""}
                  </span>
                </>
              )}
            </div>
          );
        })}
      </section>
      <Zone label="Pending attacks" className="tc-ufs-stack" zone={stackZone} cards={pending} choices={choices} onChoose={onChoose} />
    </div>
  );
}
