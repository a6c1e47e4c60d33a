import type { AnyGame } from "@tablecast/engine";
import { duel } from "@tablecast/engine/testing";
import { fab } from "@tablecast/game-fab";
import { riftbound } from "@tablecast/game-riftbound";
import { ufs } from "@tablecast/game-ufs";

/** Games this server can host, by id. Flesh and Blood, and Duel, the kernel's small test game. */
export const GAMES: Readonly<Record<string, AnyGame>> = { fab, duel, ufs, riftbound };

export function gameById(id: string): AnyGame | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
