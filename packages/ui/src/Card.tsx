"use client";
import { createContext, memo, useContext, type ReactNode } from "react";
import type { CardFace, Decision, JsonValue } from "@tablecast/engine";

/** Card text by ref, from the game's card table (faces in the stream carry stats, not text). */
export type CardTextLookup = (ref: string) => string | undefined;
const CardTextContext = createContext<CardTextLookup>(() => undefined);

export function CardTextProvider({ lookup, children }: { lookup: CardTextLookup; children: ReactNode }) {
  return <CardTextContext.Provider value={lookup}>{children}</CardTextContext.Provider>;
}

const PITCH_COLOURS: Readonly<Record<string, string>> = { red: "red", yellow: "yellow", blue: "blue" };

function attr(face: CardFace, key: string): string | number | undefined {
  const v = face.attrs?.[key];
  return typeof v === "boolean" ? undefined : v;
}

/** Counters and markers a card carries (tapped, +1 power counters…), as short badges. */
function badges(props: Readonly<Record<string, JsonValue>>): string[] {
  return Object.entries(props).flatMap(([k, v]) => {
    if (v === null || v === false || v === 0) return [];
    if (v === true) return [k];
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
  readonly size?: "small" | "normal";
}

const NO_CHOICES: readonly Decision[] = [];
const NO_PROPS: Readonly<Record<string, JsonValue>> = {};

/**
 * What every game's card is around its face: a plain card, a button when the seat has one choice
 * on it, or a card with a menu of its choices. `attrs` are extra data attributes.
 */
export function CardShell({
  className,
  id,
  cardRef,
  title,
  choices,
  onChoose,
  attrs,
  children,
}: {
  className: string;
  id: string;
  cardRef: string;
  title: string;
  choices: readonly Decision[];
  onChoose: ((d: Decision) => void) | undefined;
  attrs?: Readonly<Record<string, string | boolean | undefined>>;
  children: ReactNode;
}) {
  const common = { className, "data-object": id, "data-ref": cardRef, ...attrs };
  if (choices.length === 0 || onChoose === undefined) return <div {...common} title={title}>{children}</div>;
  if (choices.length === 1)
    return (
      <button type="button" {...common} title={`${choices[0]!.label}\n\n${title}`} onClick={() => onChoose(choices[0]!)}>
        {children}
      </button>
    );
  return (
    <div {...common} title={title}>
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

/**
 * A card: name, cost, pitch colour, power, defense and text; a back when the viewer may not know
 * it. Memoised: view states share structure, so an unchanged card keeps its face and props objects
 * and a seek re-renders only the cards that changed.
 */
export const Card = memo(function Card({ id, face, props = NO_PROPS, choices = NO_CHOICES, onChoose, size = "normal" }: CardProps) {
  const text = useContext(CardTextContext)(face?.ref ?? "");
  const classes = ["tc-card", `tc-card--${size}`];
  if (face === undefined) {
    classes.push("tc-card--back");
    return <div className={classes.join(" ")} data-object={id} aria-label="face-down card" />;
  }
  const colour = PITCH_COLOURS[String(attr(face, "color") ?? "")];
  if (colour !== undefined) classes.push(`tc-card--${colour}`);
  const playable = choices.length > 0 && onChoose !== undefined;
  if (playable) classes.push("tc-card--choice");
  const cost = attr(face, "cost");
  const power = attr(face, "power");
  const defense = attr(face, "defense");
  const life = attr(face, "life");
  const marks = badges(props);
  const title = [face.name, attr(face, "types"), text].filter((s) => s !== undefined && s !== "").join("\n");
  const body = (
    <>
      <span className="tc-card__top">
        <span className="tc-card__name">{face.name}</span>
        {cost !== undefined && <span className="tc-card__cost" title="cost">{cost}</span>}
      </span>
      <span className="tc-card__types">{attr(face, "types")}</span>
      {size === "normal" && text !== undefined && <span className="tc-card__text">{text}</span>}
      <span className="tc-card__stats">
        <span title="power">{power !== undefined ? `⚔ ${power}` : ""}</span>
        <span title="life">{life !== undefined ? `♥ ${life}` : ""}</span>
        <span title="defense">{defense !== undefined ? `◆ ${defense}` : ""}</span>
      </span>
      {marks.length > 0 && <span className="tc-card__badges">{marks.join(" · ")}</span>}
    </>
  );
  return (
    <CardShell className={classes.join(" ")} id={id} cardRef={face.ref} title={title} choices={choices} onChoose={onChoose}>
      {body}
    </CardShell>
  );
});
