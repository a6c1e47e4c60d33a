import { card } from "../cards";
import type { CardModule } from "../vocabulary";

/** A real card's module registered under its rules id (every printing of the name shares it). */
export function real(code: string, module: CardModule = {}): readonly [string, CardModule] {
  const def = card(code);
  if (def === undefined || def.original) throw new Error(`riftbound: ${code} is not a real card`);
  return [def.id, module];
}
