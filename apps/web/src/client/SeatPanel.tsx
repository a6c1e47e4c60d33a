"use client";
import type { Decision, ReplayCursor, Seat, StreamEntry, ViewState } from "@tablecast/engine";
import { autoPass, entriesSince, opponentActed, PASS_MODE_LABELS, PASS_MODES, paymentOf, type PassMode, type Refusal } from "@tablecast/ui";
import { useEffect, useRef, useState } from "react";
import { RuleLink } from "./RuleLink";

const PASS_KEY = "tablecast:pass-mode";

/** The pass setting, remembered in this browser; "hold" until the page has mounted. */
export function usePassMode(): readonly [PassMode, (mode: PassMode) => void] {
  const [mode, setMode] = useState<PassMode>("hold");
  useEffect(() => {
    try {
      const saved = window.localStorage.getItem(PASS_KEY);
      if ((PASS_MODES as readonly string[]).includes(saved ?? "")) setMode(saved as PassMode);
    } catch {
      // Storage may be off: the setting lasts for this page.
    }
  }, []);
  const set = (next: PassMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(PASS_KEY, next);
    } catch {
      // as above
    }
  };
  return [mode, set];
}

/**
 * Passes for the seat when its setting says so: once per offered pass (the next decision's seq),
 * after a short pause so the board can be read as it goes by.
 */
export function useAutoPass(mode: PassMode, view: ViewState, seat: Seat | null, decisions: readonly Decision[], entries: readonly StreamEntry[], cursor: ReplayCursor, nextSeq: number | undefined, choose: (d: Decision) => void): void {
  const sent = useRef(-1);
  useEffect(() => {
    if (seat === null || nextSeq === undefined || sent.current === nextSeq || mode === "hold") return;
    const acted = opponentActed(entriesSince(entries, seat, entries.length - 1), seat, (seq) => cursor.viewAt(seq - 1));
    const pass = autoPass(mode, view, seat, decisions, acted);
    if (pass === null) return;
    const timer = setTimeout(() => {
      sent.current = nextSeq;
      choose(pass);
    }, AUTO_PASS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [mode, view, seat, decisions, entries, cursor, nextSeq, choose]);
}
const AUTO_PASS_PAUSE_MS = 250;

/** What a payment asks for and what the seat has to pay it with (FaB CR 5.1.7, 1.14.3). */
export function PaymentInfo({ view, seat }: { view: ViewState; seat: Seat }) {
  const pay = paymentOf(view, seat);
  if (pay === null) return null;
  const owed = pay.cost === null ? null : Math.max(0, pay.cost - pay.pool);
  return (
    <p className="seat-payment" data-testid="payment" data-owed={owed ?? undefined} data-pool={pay.pool} data-in-hand={pay.inHand}>
      {pay.cost !== null && (
        <>
          Cost <strong>{pay.cost}</strong> · still owed <strong data-testid="owed">{owed}</strong> ·{" "}
        </>
      )}
      in your pool <strong>{pay.pool}</strong> · pitch in hand <strong>{pay.inHand}</strong>
    </p>
  );
}

export function PassSetting({ mode, onChange }: { mode: PassMode; onChange: (mode: PassMode) => void }) {
  return (
    <label className="seat-pass">
      Passing{" "}
      <select value={mode} onChange={(e) => onChange(e.currentTarget.value as PassMode)} data-testid="pass-mode">
        {PASS_MODES.map((m) => (
          <option key={m} value={m}>
            {PASS_MODE_LABELS[m]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Why the click did nothing, with the rule (cleared by the next click or choice). */
export function RefusalNotice({ refusal, onClose }: { refusal: Refusal | null; onClose: () => void }) {
  if (refusal === null) return null;
  return (
    <p className="notice notice--info seat-refusal" role="alert" data-testid="refusal">
      {refusal.text} {refusal.rule !== undefined && <RuleLink citation={refusal.rule} />}{" "}
      <button type="button" className="review-link" onClick={onClose} aria-label="dismiss">
        ✕
      </button>
    </p>
  );
}
