"use client";
import type { ViewState } from "@tablecast/engine";
import { HEADLINE_COUNTERS } from "./life";
import { seatLabel, tableOf } from "./table";

/**
 * One line per player, large enough to read when the board is small (an embed, a phone): name,
 * hero and the game's headline counter (life, vitality or points), the turn player marked.
 */
export function Scoreboard({ view }: { view: ViewState }) {
  const { seats } = tableOf(view);
  return (
    <ol className="tc-scoreboard" aria-label="players" data-testid="scoreboard">
      {seats.map((area) => {
        const counter = HEADLINE_COUNTERS.find((c) => area.counters[c] !== undefined);
        return (
          <li key={area.seat} className={`tc-scoreboard__seat tc-scoreboard__seat--p${area.seat + 1}${area.isTurnPlayer ? " tc-scoreboard__seat--turn" : ""}`} data-seat={area.seat}>
            <span className="tc-scoreboard__name">
              {seatLabel(area.seat)} {area.name}
            </span>
            {area.hero !== undefined && <span className="tc-scoreboard__hero">{area.hero.name}</span>}
            {counter !== undefined && (
              <span className="tc-scoreboard__value" data-counter={counter} title={counter}>
                <span className="tc-scoreboard__counter">{counter} </span>
                {area.counters[counter]}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
