/**
 * Illegal input is a value, never a throw (STYLE.md 4). Codes are namespaced
 * (`decision/not-your-priority`) and carry the rule number where a rule applies.
 */
export interface GameError {
  readonly code: string;
  readonly message: string;
  /** Rule citation such as `fab:1.11.2`, when a rule forbids the decision. */
  readonly rule?: string;
}

export type Result<T, E = GameError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err(code: string, message: string, rule?: string): { readonly ok: false; readonly error: GameError } {
  return { ok: false, error: rule === undefined ? { code, message } : { code, message, rule } };
}

/** A broken invariant: a bug in our code, not bad input. Only these throw. */
export class InvariantError extends Error {
  override readonly name = "InvariantError";
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}
