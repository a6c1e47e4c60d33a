"use server";
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import { api, apiErrorCode } from "../server/api";
import { lobbyBotMatches, type BotMatchApi, type BotMatchOutcome } from "../server/bot-matches";
import { clientAddress } from "../server/client-address";
import { env } from "../server/env";
import { PlayLimits } from "../server/play-limits";

/** "Play" starts a match with the operator's key: 10 a minute per address, 60 in all. */
const playLimits = new PlayLimits({ perAddress: 10, all: 60, windowMs: 60_000 });

/** The lobby's buttons. Matches are created by this server, which holds the operator's key. */

const field = (form: FormData, name: string, fallback: string): string => {
  const v = form.get(name);
  return typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 64) : fallback;
};

/** A pasted deck list: kept whole (the server limits its size and reads it). */
const deckList = (form: FormData): string => {
  const v = form.get("decklist");
  return typeof v === "string" ? v.trim().slice(0, 20_000) : "";
};

async function create(input: Parameters<ReturnType<typeof api>["match"]["create"]["mutate"]>[0]) {
  try {
    return await api().match.create.mutate(input);
  } catch (e) {
    // The server's message says what to fix (a deck list's line and card); the lobby shows it.
    const detail = e instanceof Error && e.message.length <= 300 ? `&detail=${encodeURIComponent(e.message)}` : "";
    redirect(`/?error=${encodeURIComponent(apiErrorCode(e))}${detail}`);
  }
}

/** The lobby's bot matches, created at a watchable pace with the operator's key. */
const botMatchApi: BotMatchApi = {
  create: async ({ game, p1, p2 }) => {
    const created = await create({
      game,
      seats: [
        { name: "Bot One", kind: "bot", bot: "greedy", ...(p1 === "" ? {} : { deck: { sample: p1 } }) },
        { name: "Bot Two", kind: "bot", bot: "greedy", ...(p2 === "" ? {} : { deck: { sample: p2 } }) },
      ],
      botDelayMs: 700,
    });
    return { matchId: created.matchId, spectator: created.tokens.spectator };
  },
  live: (game) => api().match.list.query({ status: "live", game, limit: 200 }),
  spectate: async (matchId) => (await api().match.spectate.mutate({ matchId })).token,
};

/**
 * Two bots; the button's presser watches as a spectator. Anyone may press it, so a live bot match
 * the lobby started is shared before a new one is made, and new ones are limited per address and
 * in all (server/bot-matches.ts); past a limit the lobby says so.
 */
export async function watchBotMatch(form: FormData): Promise<void> {
  const choice = { game: field(form, "game", "fab"), p1: field(form, "p1", ""), p2: field(form, "p2", "") };
  const { proxyHops, botMatchesPerMinute } = env();
  const address = clientAddress(await headers(), proxyHops);
  let outcome: BotMatchOutcome;
  try {
    outcome = await lobbyBotMatches({ ...botMatchesPerMinute, windowMs: 60_000 }).watch(choice, address, botMatchApi);
  } catch (e) {
    // A refused creation has already been sent back to the lobby with its reason, by create().
    unstable_rethrow(e);
    redirect(`/?error=${encodeURIComponent(apiErrorCode(e))}`);
  }
  if (outcome.kind === "limited") {
    const code = outcome.scope === "address" ? "lobby/bot-matches-per-address" : "lobby/bot-matches-all";
    redirect(`/?error=${code}&detail=${encodeURIComponent(`try again in ${Math.ceil(outcome.retryAfterMs / 1000)} s`)}`);
  }
  redirect(`/match/${outcome.matchId}?token=${encodeURIComponent(outcome.token)}`);
}

/** What the lobby's Play form sent, and why the match did not start (when it did not). */
export interface PlayFormState {
  readonly attempt: number;
  readonly error: string | null;
  readonly detail: string | null;
  readonly values: { readonly game: string; readonly name: string; readonly p1: string; readonly decklist: string; readonly opponent: string; readonly mode: string; readonly cards: string };
}

/**
 * A human seat against a bot (or, with `opponent=person`, against whoever gets the invite link).
 * A refusal (a deck list's mistake with its line, a limit) is returned to the form with what was
 * typed, so nothing is lost; a started match opens its seat page.
 */
export async function playFromLobby(prev: PlayFormState, form: FormData): Promise<PlayFormState> {
  const raw = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const values = { game: raw("game").slice(0, 64), name: raw("name").slice(0, 40), p1: raw("p1").slice(0, 64), decklist: raw("decklist").slice(0, 20_000), opponent: raw("opponent") === "person" ? "person" : "bot", mode: raw("mode") === "tabletop" ? "tabletop" : "enforced", cards: raw("cards").trim().slice(0, 48_000) };
  const refused = (error: string, detail: string | null): PlayFormState => ({ attempt: prev.attempt + 1, error, detail, values });
  const address = clientAddress(await headers(), env().proxyHops);
  const allowed = playLimits.take(address, Date.now());
  if (!allowed.ok) return refused(allowed.scope === "address" ? "lobby/plays-per-address" : "lobby/plays-all", `try again in ${Math.ceil(allowed.retryAfterMs / 1000)} s`);
  const game = field(form, "game", "fab");
  const name = field(form, "name", "You").slice(0, 40);
  const deck = field(form, "p1", "");
  const text = deckList(form);
  const person = values.opponent === "person";
  let created: Awaited<ReturnType<ReturnType<typeof api>["match"]["create"]["mutate"]>>;
  try {
    created = await api().match.create.mutate({
      game,
      seats: [
        { name, kind: "human", ...(text !== "" ? { deck: { text } } : deck === "" ? {} : { deck: { sample: deck } }) },
        person ? { name: "Opponent", kind: "human" } : { name: "Bot", kind: "bot", bot: "greedy" },
      ],
      // Tabletop mode: the server refuses bots there (setup/tabletop-people), and says so.
      ...(values.mode === "tabletop" ? { options: { mode: "tabletop" } } : {}),
      // A UFS table's own card file (CSV or JSON), as pasted or picked.
      ...(values.mode === "tabletop" && values.cards !== "" ? { cards: values.cards } : {}),
      botDelayMs: 500,
    });
  } catch (e) {
    // The server's message says what to fix (a deck list's line and card).
    return refused(apiErrorCode(e), e instanceof Error && e.message.length <= 300 ? e.message : null);
  }
  // The other seat's token is never handed to the inviter: the link carries a single-use invite
  // that the joiner exchanges for a token of their own (match.claim).
  const invite = person ? `&invite=${encodeURIComponent(created.tokens.invites[1]!)}` : "";
  redirect(`/play/${created.matchId}?token=${encodeURIComponent(created.tokens.seats[0]!)}${invite}`);
}

/** "Take the seat" on an invite link: the invite is spent and the joiner gets the seat's own token. */
export async function claimSeat(form: FormData): Promise<void> {
  const matchId = field(form, "match", "");
  const invite = form.get("invite");
  let token: string;
  try {
    ({ token } = await api().match.claim.mutate({ matchId, invite: typeof invite === "string" ? invite : "" }));
  } catch (e) {
    redirect(`/join/${encodeURIComponent(matchId)}?error=${encodeURIComponent(apiErrorCode(e))}`);
  }
  redirect(`/play/${encodeURIComponent(matchId)}?token=${encodeURIComponent(token)}`);
}
