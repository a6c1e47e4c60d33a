import type { AnyGame } from "@tablecast/engine";
import { duel } from "@tablecast/engine/testing";

/** Games this server can host, by id. Duel is the kernel's test game until Flesh and Blood lands. */
export const GAMES: Readonly<Record<string, AnyGame>> = { duel };

export function gameById(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
