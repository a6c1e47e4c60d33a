import type { Decision, Game, GameState } from "../game";
import type { GameError } from "../result";
import type { Seat } from "../table-events";

/** Scenarios made and not yet checked: `checkScenarios` (run after each test) looks at each. */
const open = new Set<ScenarioBase<GameState>>();

/**
 * The base of every game's scenario builder (STYLE.md 6 and 15): a state declared by the test,
 * driven by decisions, with helpers that fail loudly when they cannot do what they say. After
 * each test (see `scenario-setup.ts`) the scenario fails the test when a question was left
 * unanswered or the state does not survive a round trip through JSON.
 */
export class ScenarioBase<S extends GameState> {
  /** Set by `leaveOpen`: the test stops at a question on purpose (it asserts on the choices). */
  private openOnPurpose = false;

  constructor(
    readonly game: Game<S>,
    public state: S,
  ) {
    open.add(this as unknown as ScenarioBase<GameState>);
  }

  /** The seats the game waits on (empty when it has ended). */
  awaiting(): readonly Seat[] {
    const status = this.game.status(this.state);
    return status.kind === "awaiting" ? status.seats : [];
  }

  decisions(seat: Seat): readonly Decision[] {
    return this.game.decisions(this.state, seat);
  }

  ids(seat: Seat): string[] {
    return this.decisions(seat).map((d) => d.id);
  }

  /** Makes a decision that must be legal; the error names what was legal instead. */
  decide(seat: Seat, id: string): this {
    const r = this.game.apply(this.state, seat, id);
    if (!r.ok) throw new Error(`P${seat + 1} cannot decide "${id}": ${r.error.code} ${r.error.message}; legal: ${this.ids(seat).join(", ") || "nothing"}`);
    this.state = r.value.state;
    this.applied(r.value.events);
    return this;
  }

  /** The typed error an illegal decision gets; fails when the decision is legal. */
  refused(seat: Seat, id: string): GameError {
    const r = this.game.apply(this.state, seat, id);
    if (r.ok) throw new Error(`P${seat + 1} could decide "${id}", which the test expected to be refused`);
    return r.error;
  }

  /** Hook for subclasses that keep the events (a table stream, a log). */
  protected applied(_events: readonly unknown[]): void {}

  /**
   * Lets whoever is asked take `choose`'s pick (default: a decision of kind "pass") until `goal`
   * holds; fails, saying where it stopped, when it cannot get there within `limit` decisions.
   */
  until(goal: (s: S) => boolean, what: string, choose: (d: readonly Decision[], seat: Seat) => Decision | undefined = (d) => d.find((x) => x.kind === "pass"), limit = 500): this {
    for (let i = 0; i < limit; i++) {
      if (goal(this.state)) return this;
      const seat = this.awaiting()[0];
      if (seat === undefined) throw new Error(`could not reach ${what}: the game ended`);
      const pick = choose(this.decisions(seat), seat);
      if (pick === undefined) throw new Error(`could not reach ${what}: P${seat + 1} has no decision to take (${this.ids(seat).join(", ")})`);
      this.decide(seat, pick.id);
    }
    if (goal(this.state)) return this;
    throw new Error(`could not reach ${what} within ${limit} decisions`);
  }

  /** The test stops at a question on purpose (it asserts on the choices offered). */
  leaveOpen(): this {
    this.openOnPurpose = true;
    return this;
  }

  /**
   * Whether the game is in the middle of an effect, waiting on a question the test should have
   * answered. Games override it; the default counts nothing as open.
   */
  protected unanswered(): string | null {
    return null;
  }

  /** What is wrong with the state the test leaves behind, or null. */
  problems(): string | null {
    // Strict equality: an undefined member, a function or a class instance does not survive JSON.
    const back = JSON.parse(JSON.stringify(this.state)) as S;
    if (!sameData(back, this.state)) return "the state does not round-trip through JSON";
    for (const seat of this.awaiting()) {
      const before = this.ids(seat);
      const after = this.game.decisions(back, seat).map((d) => d.id);
      if (!sameData(before, after)) return `P${seat + 1}'s decisions change after a JSON round trip`;
    }
    if (!this.openOnPurpose) {
      const question = this.unanswered();
      if (question !== null) return `a question was left unanswered: ${question}`;
    }
    return null;
  }

  /** Checks now and stops being checked after the test. */
  done(): void {
    open.delete(this as unknown as ScenarioBase<GameState>);
    const problem = this.problems();
    if (problem !== null) throw new Error(problem);
  }
}

/** Checks every scenario the test made and forgets them (an afterEach, see scenario-setup.ts). */
export function checkScenarios(): void {
  const scenarios = [...open];
  open.clear();
  const problems = scenarios.map((s) => s.problems()).filter((p): p is string => p !== null);
  if (problems.length > 0) throw new Error(`scenario left behind: ${problems.join("; ")}`);
}

/**
 * Strict equality of plain data: the same keys (an undefined member counts), plain objects and
 * arrays only, numbers by Object.is. What JSON keeps compares equal to its own round trip.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const plain = (x: object) => Array.isArray(x) || Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null;
  if (!plain(a) || !plain(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
