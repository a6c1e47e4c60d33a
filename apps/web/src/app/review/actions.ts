"use server";
import { redirect } from "next/navigation";
import { api, apiErrorCode } from "../../server/api";

/**
 * Opens a review room on a match with the viewer's token. Someone who sees everything (a coach
 * after the match, a judge) lands in the full-view layer with their own view of the match; anyone
 * else in the public layer, watching as a spectator.
 */
export async function openReview(form: FormData): Promise<void> {
  const matchId = String(form.get("matchId") ?? "");
  const token = String(form.get("token") ?? "");
  let target: string;
  try {
    const room = await api().room.create.mutate({ matchIds: [matchId], matchToken: token });
    target =
      room.full === null
        ? `/review/${room.roomId}?token=${encodeURIComponent(room.tokens.owner)}&match=${matchId}&mt=${encodeURIComponent(room.spectatorToken)}`
        : `/review/${encodeURIComponent(room.full.doc)}?token=${encodeURIComponent(room.full.tokens.owner)}&match=${matchId}&mt=${encodeURIComponent(token)}`;
  } catch (e) {
    const code = apiErrorCode(e);
    target = `/match/${encodeURIComponent(matchId)}?token=${encodeURIComponent(token)}&error=${encodeURIComponent(code)}`;
  }
  redirect(target);
}
