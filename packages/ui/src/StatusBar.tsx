"use client";
import type { ViewState } from "@tablecast/engine";
import { seatLabel } from "./table";

export interface StatusBarProps {
  readonly view: ViewState;
  readonly spectators?: number | null;
  /** "live", "reconnecting", "replay"…: what the connection is doing. */
  readonly connection?: string;
  /** How far behind the table a live feed runs ("10 s delay"), shown after "live". */
  readonly delay?: string | null;
}

/** Whose turn, which phase and step, whom the table waits for, and how the game ended. */
export function StatusBar({ view, spectators = null, connection, delay = null }: StatusBarProps) {
  const player = view.turnPlayer === null ? null : view.players[view.turnPlayer];
  return (
    <div className="tc-status" role="status">
      <span className="tc-status__turn">
        {view.turn > 0 ? `Turn ${view.turn}` : "Setup"}
        {player !== undefined && player !== null && ` · ${seatLabel(player.seat)} ${player.name}`}
      </span>
      <span className="tc-status__phase">
        {view.phase ?? ""}
        {view.step !== null && ` · ${view.step}`}
      </span>
      <span className="tc-status__prompt" data-testid="prompt">
        {view.end !== null
          ? view.end.winners.length === 0
            ? `Draw: ${view.end.reason}`
            : `${view.end.winners.map((w) => `${seatLabel(w)} ${view.players[w]?.name ?? ""}`).join(" and ")} won: ${view.end.reason}`
          : (view.prompt?.text ?? "")}
      </span>
      {spectators !== null && <span className="tc-status__spectators" title="watching now">{spectators} watching</span>}
      {connection !== undefined && (
        <span className={`tc-status__connection tc-status__connection--${connection}`} data-testid="connection">
          {connection === "reconnecting" ? "reconnecting…" : connection === "live" && delay !== null ? `live · ${delay}` : connection}
        </span>
      )}
    </div>
  );
}
