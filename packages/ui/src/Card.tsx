"use client";
import { createContext, memo, useContext, type ReactNode } from "react";
import type { CardFace, Decision, JsonValue } from "@tablecast/engine";
import { CardName, CardText, Icon, useCardZoom } from "./CardText";
import { cardTextPlain } from "./markup";
import { faceAttr } from "./layout";

/** Card text by ref, from the game's card table (faces in the stream carry stats, not text). */
export type CardTextLookup = (ref: string) => string | undefined;
const CardTextContext = createContext<CardTextLookup>(() => undefined);

export function CardTextProvider({ lookup, children }: { lookup: CardTextLookup; children: ReactNode }) {
  return <CardTextContext.Provider value={lookup}>{children}</CardTextContext.Provider>;
}

/** Card art by ref (a picture's address), when the site serves pictures; none by default. */
export type CardArtLookup = (ref: string) => string | undefined;
const CardArtContext = createContext<CardArtLookup>(() => undefined);

export function CardArtProvider({ lookup, children }: { lookup: CardArtLookup; children: ReactNode }) {
  return <CardArtContext.Provider value={lookup}>{children}</CardArtContext.Provider>;
}

const PITCH_COLOURS: Readonly<Record<string, string>> = { red: "red", yellow: "yellow", blue: "blue" };

/** Counters and markers a card carries (tapped, +1 power counters…), as short badges. */
function badges(props: Readonly<Record<string, JsonValue>>): string[] {
  return Object.entries(props).flatMap(([k, v]) => {
    if (v === null || v === false || v === 0) return [];
    if (v === true) return [k];
    // A link to another object (an attack's source) is the engine's bookkeeping, not a marker.
    if (typeof v === "string" && /^o\d+$/.test(v)) return [];
    return typeof v === "number" || typeof v === "string" ? [`${k}: ${v}`] : [];
  });
}

export interface CardProps {
  readonly id: string;
  readonly face?: CardFace;
  readonly props?: Readonly<Record<string, JsonValue>>;
  /** Choices the viewer's seat has for this card (from the server; the UI computes none). */
  readonly choices?: readonly Decision[];
  readonly onChoose?: (decision: Decision) => void;
  /** small: on the board; normal: a larger face; zoom: the large face shown on hover and focus. */
  readonly size?: "small" | "normal" | "zoom";
}

const NO_CHOICES: readonly Decision[] = [];
const NO_PROPS: Readonly<Record<string, JsonValue>> = {};
/** Marks a card whose rules text has arrived (FaB texts come from the card table after the board). */
const TEXT_KNOWN = { "data-text": true } as const;

/**
 * What every game's card is around its face: a plain card, a button when the seat has one choice
 * on it, or a card with a menu of its choices. Each takes keyboard focus and has an accessible name
 * (`label`: name, stats and text in words); hovering or focusing it shows `zoom`, the large face,
 * beside it (CardZoom). A zoomed face itself is drawn plain. `attrs` are extra data attributes.
 */
export function CardShell({
  className,
  id,
  cardRef,
  label,
  choices,
  onChoose,
  zoom,
  attrs,
  children,
}: {
  className: string;
  id: string;
  cardRef: string;
  label: string;
  choices: readonly Decision[];
  onChoose: ((d: Decision) => void) | undefined;
  /** The large face; absent for the zoomed face itself. */
  zoom?: (() => ReactNode) | undefined;
  attrs?: Readonly<Record<string, string | boolean | undefined>>;
  children: ReactNode;
}) {
  const zoomer = useCardZoom();
  // Asked for every card drawn (the site fetches addresses for the board at once), shown on the zoom.
  const art = useContext(CardArtContext)(cardRef);
  // The large face: the card's printed picture over the drawn face, when the site has pictures.
  if (zoom === undefined)
    return (
      <div className={`${className}${art === undefined ? "" : " tc-card--art"}`} data-face={cardRef} aria-label={label}>
        {children}
        {art !== undefined && <img className="tc-card__art" src={art} alt="" data-testid="card-art" />}
      </div>
    );
  const show = (e: { currentTarget: HTMLElement }) => zoomer?.show(e.currentTarget, zoom);
  const hide = (e: { currentTarget: HTMLElement }) => zoomer?.hide(e.currentTarget);
  const common = { className, "data-object": id, "data-ref": cardRef, ...attrs, onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide };
  if (choices.length === 0 || onChoose === undefined)
    return (
      <div {...common} tabIndex={0} role="group" aria-roledescription="card" aria-label={label}>
        {children}
      </div>
    );
  if (choices.length === 1)
    return (
      <button type="button" {...common} aria-label={`${choices[0]!.label} — ${label}`} onClick={() => onChoose(choices[0]!)}>
        {children}
      </button>
    );
  return (
    <div {...common} tabIndex={0} role="group" aria-roledescription="card" aria-label={label}>
      {children}
      <span className="tc-card__menu">
        {choices.map((d) => (
          <button type="button" key={d.id} onClick={() => onChoose(d)}>
            {d.label}
          </button>
        ))}
      </span>
    </div>
  );
}

/** Pips for a FaB card's pitch value (CR 2.8) on a strip of its colour. */
function Pitch({ pitch, colour }: { pitch: string | number | undefined; colour: string | undefined }) {
  if (pitch === undefined && colour === undefined) return null;
  const n = typeof pitch === "number" ? pitch : Number(pitch);
  const label = `pitch ${pitch ?? "–"}${colour === undefined ? "" : ` (${colour})`}`;
  return (
    <span className={`tc-card__pitch${colour === undefined ? "" : ` tc-card__pitch--${colour}`}`} role="img" aria-label={label} title={label}>
      {Number.isInteger(n) && n > 0 && n <= 4 ? "●".repeat(n) : (pitch ?? "")}
    </span>
  );
}

/** A stat with its icon (power, defense, life, intellect), or nothing. */
function Stat({ icon, value, label }: { icon: "power" | "defense" | "life" | "intellect"; value: string | number | undefined; label: string }) {
  if (value === undefined) return null;
  return (
    <span className={`tc-card__stat tc-card__stat--${icon}`} aria-label={`${label} ${value}`} title={`${label} ${value}`}>
      <Icon icon={icon} label={label} />
      {value}
    </span>
  );
}

/** A FaB face in words, for its accessible name. */
function fabLabel(face: CardFace, text: string | undefined): string {
  const parts = [face.name];
  for (const [key, word] of [["pitch", "pitch"], ["cost", "cost"], ["power", "power"], ["defense", "defense"], ["life", "life"], ["intellect", "intellect"]] as const) {
    const v = faceAttr(face, key);
    if (v !== undefined) parts.push(`${word} ${v}`);
  }
  const types = faceAttr(face, "types");
  if (types !== undefined) parts.push(String(types));
  if (text !== undefined && text !== "") parts.push(cardTextPlain(text));
  return parts.join(", ");
}

/**
 * A card: pitch strip, cost, name, type line, text with its icons, power, defense and life; a back
 * when the viewer may not know it. Memoised: view states share structure, so an unchanged card keeps
 * its face and props objects and a seek re-renders only the cards that changed.
 */
export const Card = memo(function Card({ id, face, props = NO_PROPS, choices = NO_CHOICES, onChoose, size = "normal" }: CardProps) {
  const text = useContext(CardTextContext)(face?.ref ?? "");
  const classes = ["tc-card", `tc-card--${size}`];
  if (face === undefined) {
    classes.push("tc-card--back");
    return <div className={classes.join(" ")} data-object={id} role="img" aria-label="face-down card" />;
  }
  const colourName = String(faceAttr(face, "color") ?? "").toLowerCase();
  const colour = PITCH_COLOURS[colourName];
  if (colour !== undefined) classes.push(`tc-card--${colour}`);
  const playable = choices.length > 0 && onChoose !== undefined;
  if (playable) classes.push("tc-card--choice");
  const cost = faceAttr(face, "cost");
  const pitch = faceAttr(face, "pitch");
  const types = faceAttr(face, "types");
  const marks = badges(props);
  const body = (
    <>
      {(pitch !== undefined || colour !== undefined || cost !== undefined) && (
        <span className="tc-card__head">
          <Pitch pitch={pitch} colour={colour} />
          {cost !== undefined && (
            <span className="tc-card__cost" aria-label={`cost ${cost}`} title={`cost ${cost}`}>
              {cost}
            </span>
          )}
        </span>
      )}
      <CardName name={face.name} />
      {size !== "small" && types !== undefined && <span className="tc-card__types">{types}</span>}
      {size !== "small" && text !== undefined && <CardText text={text} />}
      <span className="tc-card__stats">
        <Stat icon="power" value={faceAttr(face, "power")} label="power" />
        <Stat icon="life" value={faceAttr(face, "life")} label="life" />
        <Stat icon="intellect" value={size === "small" ? undefined : faceAttr(face, "intellect")} label="intellect" />
        <Stat icon="defense" value={faceAttr(face, "defense")} label="defense" />
      </span>
      {marks.length > 0 && <span className="tc-card__badges">{marks.join(" · ")}</span>}
    </>
  );
  const zoom = size === "zoom" ? undefined : () => <Card id={id} face={face} props={props} size="zoom" />;
  return (
    <CardShell className={classes.join(" ")} id={id} cardRef={face.ref} label={fabLabel(face, text)} choices={size === "zoom" ? NO_CHOICES : choices} onChoose={onChoose} zoom={zoom} attrs={text === undefined ? undefined : TEXT_KNOWN}>
      {body}
    </CardShell>
  );
});
