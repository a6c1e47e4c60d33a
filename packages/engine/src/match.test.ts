import { describe, expect, it } from "vitest";
import { seedCommitment } from "./hash";
import type { MatchLog } from "./log";
import { playDecision, replayLog, startMatch } from "./match";
import { duel, duelSeats, simulateDuel } from "./testing";
import { ENGINE_VERSION } from "./version";

describe("verifying a log by replaying it", () => {
  const sim = simulateDuel("verify-me");
  const log = sim.log;

  it("a finished log verifies with the seed its end line reveals", () => {
    expect(log.footer?.seed).toBe("verify-me");
    expect(log.header.seedCommitment).toBe(seedCommitment("verify-me"));
    const r = replayLog(duel, log);
    expect(r.failure).toBeNull();
    expect(r.status).toMatchObject({ kind: "ended" });
  });

  it("a tampered decision fails at its seq, keeping the valid prefix", () => {
    const target = log.entries.find((e) => e.seq > 2 && e.decision !== "pass")!;
    const entries = log.entries.map((e) => (e.seq === target.seq ? { ...e, decision: "pass" } : e));
    const r = replayLog(duel, { ...log, entries });
    expect(r.failure?.seq).toBe(target.seq);
    expect(r.stream.length).toBe(target.seq);
  });

  it("a tampered hash fails at its seq", () => {
    const entries = log.entries.map((e) => (e.seq === 3 ? { ...e, hash: e.hash.replace(/^./, (c) => (c === "0" ? "1" : "0")) } : e));
    const r = replayLog(duel, { ...log, entries });
    expect(r.failure).toMatchObject({ seq: 3, code: "verify/hash-mismatch" });
  });

  it("a wrong seed fails the commitment", () => {
    const r = replayLog(duel, { ...log, footer: { ...log.footer!, seed: "other" } });
    expect(r.failure).toMatchObject({ seq: 0, code: "verify/seed-commitment" });
  });

  it("a changed deck changes the setup and fails", () => {
    const seats = log.header.seats.map((s, i) => (i === 0 ? { ...s, deck: [...s.deck].reverse() } : s));
    const r = replayLog(duel, { ...log, header: { ...log.header, seats } });
    expect(r.failure).toMatchObject({ seq: 0, code: "verify/hash-mismatch" });
  });

  it("a forged result fails", () => {
    const r = replayLog(duel, { ...log, footer: { ...log.footer!, winners: [1 - log.footer!.winners[0]!] } });
    expect(r.failure).toMatchObject({ code: "verify/result-mismatch" });
  });

  it("an end line on an unfinished game fails", () => {
    const cut: MatchLog = { ...log, entries: log.entries.slice(0, 3) };
    expect(replayLog(duel, cut).failure).toMatchObject({ seq: 3, code: "verify/not-ended" });
  });

  it("a live log verifies only with the committed seed", () => {
    const live: MatchLog = { header: log.header, entries: log.entries.slice(0, 3) };
    expect(replayLog(duel, live).failure).toMatchObject({ code: "verify/no-seed" });
    expect(replayLog(duel, live, { seed: "verify-me" }).failure).toBeNull();
    expect(replayLog(duel, live, { seed: "guess" }).failure).toMatchObject({ code: "verify/seed-commitment" });
  });

  it("wrong game, ruleset or engine version", () => {
    expect(replayLog(duel, { ...log, header: { ...log.header, game: "fab" } }).failure).toMatchObject({ code: "verify/wrong-game" });
    expect(replayLog(duel, { ...log, header: { ...log.header, rulesetVersion: "duel-0" } }).failure).toMatchObject({ code: "verify/ruleset-version" });
    expect(replayLog(duel, { ...log, header: { ...log.header, engineVersion: `${ENGINE_VERSION}-x` } }).failure).toMatchObject({
      code: "verify/engine-version",
    });
  });
});

describe("conceding", () => {
  it("any seat may concede while the game is live; the log records it and verifies", () => {
    const start = startMatch(duel, duelSeats(), "concede");
    if (!start.ok) throw new Error("setup failed");
    // Seat 2 is not being asked, yet may concede.
    const step = playDecision(duel, start.value.state, 1, 1, "concede");
    expect(step.ok).toBe(true);
    if (!step.ok) return;
    expect(duel.status(step.value.state)).toEqual({ kind: "ended", winners: [0], reason: "P2 conceded" });
    expect(step.value.entry.decision).toBe("concede");
    const log: MatchLog = {
      header: start.value.header,
      entries: [step.value.entry],
      footer: { seed: "concede", winners: [0], reason: "P2 conceded", finalHash: step.value.stateHash },
    };
    expect(replayLog(duel, log).failure).toBeNull();
    expect(playDecision(duel, step.value.state, 2, 0, "concede")).toMatchObject({ ok: false, error: { code: "match/ended" } });
    expect(playDecision(duel, start.value.state, 1, 5, "concede")).toMatchObject({ ok: false, error: { code: "decision/no-such-seat" } });
  });
});

describe("illegal decisions are values and change nothing", () => {
  const start = startMatch(duel, duelSeats(), "illegal");
  if (!start.ok) throw new Error("setup failed");
  const state = start.value.state;
  const frozen = JSON.stringify(state);

  it("a decision by the seat not being asked", () => {
    expect(playDecision(duel, state, 1, 1, "pass")).toMatchObject({ ok: false, error: { code: "decision/not-your-decision" } });
  });

  it("a decision that is not offered", () => {
    expect(playDecision(duel, state, 1, 0, "play:o9999")).toMatchObject({ ok: false, error: { code: "decision/not-legal" } });
    expect(JSON.stringify(state)).toBe(frozen);
  });

  it("bad configuration", () => {
    expect(startMatch(duel, duelSeats().slice(0, 1), "x")).toMatchObject({ ok: false, error: { code: "match/seat-count" } });
    const seats = duelSeats();
    seats[0] = { ...seats[0]!, deck: ["V1", "NOPE", "V2"] };
    expect(startMatch(duel, seats, "x")).toMatchObject({ ok: false, error: { code: "setup/unknown-card" } });
  });
});

describe("open decisions (Game.accepts)", () => {
  // A duel that also takes "note:<text>": ids no list can hold, validated by the game itself.
  const noted: typeof duel = {
    ...duel,
    accepts: (_s, _seat, id) => (id.startsWith("note:") ? (id.length > 9 ? { ok: false, error: { code: "duel/note-too-long", message: "at most 4 characters" } } : { ok: true, value: { id, label: "Note" } }) : undefined),
    apply: (s, seat, id) => (id.startsWith("note:") ? { ok: true, value: { state: s, events: [] } } : duel.apply(s, seat, id)),
  };
  const started = startMatch(noted, duelSeats(), "open");
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const seat = noted.status(state).kind === "awaiting" ? (noted.status(state) as { seats: readonly number[] }).seats[0]! : 0;

  it("accepts an id the game accepts though decisions() does not list it, with the game's label", () => {
    const step = playDecision(noted, state, 1, seat, "note:hi");
    expect(step.ok && step.value.stream.decision).toEqual({ id: "note:hi", label: "Note" });
    expect(step.ok && step.value.entry.decision).toBe("note:hi");
  });

  it("returns the game's typed error for a bad open id, and the kernel's for an id the game does not claim", () => {
    expect(playDecision(noted, state, 1, seat, "note:too long")).toMatchObject({ ok: false, error: { code: "duel/note-too-long" } });
    expect(playDecision(noted, state, 1, seat, "fly")).toMatchObject({ ok: false, error: { code: "decision/not-legal" } });
    expect(playDecision(noted, state, 1, 1 - seat, "note:hi")).toMatchObject({ ok: false, error: { code: "decision/not-your-decision" } });
  });
});
