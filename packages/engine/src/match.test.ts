import { describe, expect, it } from "vitest";
import { seedCommitment } from "./hash";
import { encodeJsonl } from "./codec-jsonl";
import { CHECKPOINT_EVERY, type LogEntry, type MatchLog } from "./log";
import { legalDecisions, pendingDecisions, playDecision, replayLog, startMatch } from "./match";
import { simulateMatch } from "./simulate";
import { duel, duelSeats, fromFile, simulateDuel } from "./testing";
import { ENGINE_VERSION } from "./version";

const flip = (h: string) => h.replace(/^./, (c) => (c === "0" ? "1" : "0"));

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

  it("a match's entries have every state's hash; its log file keeps only checkpoints' (every 32nd entry and the last)", () => {
    const long = simulateDuel("checkpoints", { long: true }).log;
    expect(long.entries.length).toBeGreaterThan(3 * CHECKPOINT_EVERY);
    expect(long.entries.every((e) => /^[0-9a-f]{16}$/.test(e.hash))).toBe(true);
    const lines = encodeJsonl(long).trimEnd().split("\n").slice(1, -1).map((l) => JSON.parse(l) as { seq: number; h?: string });
    for (const line of lines) expect("h" in line, `seq ${line.seq}`).toBe(line.seq % CHECKPOINT_EVERY === 0 || line.seq === long.entries.length);
    const file = fromFile(long);
    expect(file.entries.every((e) => e.hash === "")).toBe(true);
    expect(replayLog(duel, file).failure).toBeNull();
  });

  it("a tampered decision fails at its seq when it is not legal there", () => {
    const target = log.entries.find((e) => e.seq > 2 && e.decision !== "pass")!;
    const entries = log.entries.map((e) => (e.seq === target.seq ? { ...e, decision: "nothing-of-the-kind" } : e));
    const r = replayLog(duel, { ...log, entries });
    expect(r.failure).toMatchObject({ seq: target.seq, code: "decision/not-legal" });
    expect(r.stream.length).toBe(target.seq);
  });

  it("a match's log with every state's hash fails at the seq of a tampered hash", () => {
    const entries = log.entries.map((e) => (e.seq === 3 ? { ...e, hash: flip(e.hash) } : e));
    expect(replayLog(duel, { ...log, entries }).failure).toMatchObject({ seq: 3, code: "verify/hash-mismatch" });
  });

  /**
   * The argument that keeping only checkpoints' hashes in a file does not weaken verification: a
   * checkpoint's hash covers its state and every decision (seq, seat, id) since the previous
   * checkpoint, whose hash it covers too, and the last entry of a finished game is a checkpoint.
   * So any changed or removed entry changes every checkpoint hash from there on, even when the
   * states meet again, and verify fails no later than the next checkpoint (sooner when a later
   * decision is no longer legal); on a hash it names the first seq that checkpoint does not vouch
   * for, keeping as valid prefix what the previous checkpoint verified.
   */
  it("any single tampered entry of a log file fails verification, in the stretch since the last good checkpoint", () => {
    // Three checkpoints' worth of a long game (about 80 entries).
    const sim = simulateMatch(duel, { seed: "tamper-every-entry", seats: duelSeats("random", "greedy"), options: { life: 100_000, turnLimit: 30 } });
    if (!sim.ok) throw new Error(sim.error.message);
    const long = fromFile(sim.value.log);
    const n = long.entries.length;
    expect(n).toBeGreaterThan(2 * CHECKPOINT_EVERY);
    expect(replayLog(duel, long).failure).toBeNull();
    const expectCaught = (entries: readonly LogEntry[], seq: number, how: string) => {
      const r = replayLog(duel, { ...long, entries });
      expect(r.failure, `${how} at seq ${seq}`).not.toBeNull();
      const lastCheckpoint = Math.floor((seq - 1) / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
      expect(r.failure!.seq, `${how} at seq ${seq}`).toBeGreaterThan(lastCheckpoint);
      expect(r.failure!.seq, `${how} at seq ${seq}`).toBeLessThanOrEqual(Math.min(Math.ceil(seq / CHECKPOINT_EVERY) * CHECKPOINT_EVERY, n));
      if (r.failure!.code === "verify/hash-mismatch") expect(r.stream.length).toBeLessThanOrEqual(r.failure!.seq + 1);
    };
    // The game's states, to find another decision that is legal at each seq.
    const start = startMatch(duel, long.header.seats, "tamper-every-entry", long.header.options);
    if (!start.ok) throw new Error(start.error.message);
    let current = start.value.state;
    let legalSwaps = 0;
    for (const entry of long.entries) {
      const others = duel.decisions(current, entry.seat).filter((d) => d.id !== entry.decision);
      if (others.length > 0) {
        legalSwaps++;
        expectCaught(long.entries.map((e) => (e.seq === entry.seq ? { ...e, decision: others[0]!.id } : e)), entry.seq, "another legal decision");
      }
      // Removing the entry (the later ones move up a seq).
      expectCaught([...long.entries.slice(0, entry.seq - 1), ...long.entries.slice(entry.seq).map((e) => ({ ...e, seq: e.seq - 1 }))], entry.seq, "a removed entry");
      const step = playDecision(duel, current, entry.seq, entry.seat, entry.decision);
      if (!step.ok) throw new Error(step.error.message);
      current = step.value.state;
    }
    expect(legalSwaps).toBeGreaterThan(n / 2);
  }, 30_000);

  it("a tampered, missing or extra checkpoint hash fails", () => {
    const long = fromFile(simulateDuel("checkpoint-hash", { long: true }).log);
    const at = 2 * CHECKPOINT_EVERY;
    const changed = long.entries.map((e) => (e.seq === at ? { ...e, checkpoint: flip(e.checkpoint!) } : e));
    const r = replayLog(duel, { ...long, entries: changed });
    expect(r.failure).toMatchObject({ seq: CHECKPOINT_EVERY + 1, code: "verify/hash-mismatch", message: expect.stringMatching(new RegExp(`seq ${CHECKPOINT_EVERY + 1} to ${at} differs`)) });
    expect(r.stream.length).toBe(CHECKPOINT_EVERY + 1);
    const missing = long.entries.map((e) => (e.seq === at ? { seq: e.seq, seat: e.seat, decision: e.decision, hash: "" } : e));
    expect(replayLog(duel, { ...long, entries: missing }).failure).toMatchObject({ seq: CHECKPOINT_EVERY + 1, message: expect.stringMatching(/checkpoint.*has none/) });
    const extra = long.entries.map((e) => (e.seq === 5 ? { ...e, checkpoint: "0123456789abcdef" } : e));
    expect(replayLog(duel, { ...long, entries: extra }).failure).toMatchObject({ seq: 5, message: expect.stringMatching(/not a checkpoint/) });
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

describe("legal decisions", () => {
  it("are listed once per state and seat, however many ask (a bot, a screen, the check of the choice)", () => {
    let listed = 0;
    const counting = { ...duel, decisions: (s: Parameters<typeof duel.decisions>[0], seat: number) => (listed++, duel.decisions(s, seat)) };
    const start = startMatch(counting, duelSeats(), "listed-once");
    if (!start.ok) throw new Error(start.error.message);
    const [pending] = pendingDecisions(counting, start.value.state);
    expect(legalDecisions(counting, start.value.state, pending!.seat)).toBe(pending!.decisions);
    const step = playDecision(counting, start.value.state, 1, pending!.seat, pending!.decisions[0]!.id);
    expect(step.ok).toBe(true);
    expect(listed).toBe(1);
    // Another state is listed anew; so is the same state for another game.
    if (step.ok) pendingDecisions(counting, step.value.state);
    expect(listed).toBe(2);
    expect(legalDecisions(duel, start.value.state, pending!.seat)).toEqual(pending!.decisions);
  });
});
