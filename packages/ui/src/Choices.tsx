"use client";
import type { Decision } from "@tablecast/engine";

export interface ChoicesProps {
  readonly decisions: readonly Decision[];
  readonly onChoose: (decision: Decision) => void;
  readonly disabled?: boolean;
  /** Choices shown on cards (they carry an object) can be left out of the button row. */
  readonly withoutCardChoices?: boolean;
}

/** The seat's legal choices as the server sent them, as buttons, grouped by kind. */
export function Choices({ decisions, onChoose, disabled = false, withoutCardChoices = false }: ChoicesProps) {
  const shown = withoutCardChoices ? decisions.filter((d) => d.object === undefined) : decisions;
  const groups = new Map<string, Decision[]>();
  for (const d of shown) groups.set(d.kind ?? "other", [...(groups.get(d.kind ?? "other") ?? []), d]);
  return (
    <div className="tc-choices" role="group" aria-label="your choices">
      {[...groups.entries()].map(([kind, list]) => (
        <div key={kind} className={`tc-choices__group tc-choices__group--${kind}`}>
          {list.map((d) => (
            <button type="button" key={d.id} disabled={disabled} onClick={() => onChoose(d)} title={d.rule === undefined ? undefined : `rule ${d.rule}`} data-decision={d.id}>
              {d.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Choices about a card, by the card's object id (for the board). */
export function choicesByObject(decisions: readonly Decision[]): Map<string, Decision[]> {
  const out = new Map<string, Decision[]>();
  for (const d of decisions) if (d.object !== undefined) out.set(d.object, [...(out.get(d.object) ?? []), d]);
  return out;
}
