import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EarlyStreamScript } from "../../../client/early-stream";
import { EmbedPlayer } from "../../../overlay/EmbedPlayer";
import { streamUrl } from "../../../server/env";
import { clipOf, first, loadMatch, MATCH_ERRORS, pageArgs, seqFromQuery, type SearchParams } from "../../../server/match-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Replay" };

/** The embeddable replay player: /embed/<match>?token=&seq=&autoplay=1, or a clip with &from=&to= (what oEmbed links to). */
export default async function EmbedPage({ params, searchParams }: { params: Promise<{ match: string }>; searchParams: SearchParams }) {
  const { id: match, sp, token } = await pageArgs(params, searchParams, "match");
  if (token === null || !/^[A-Za-z0-9_-]{1,64}$/.test(match)) notFound();
  const loaded = await loadMatch(match, token);
  if (!loaded.ok && loaded.code === "match/not-found") notFound();
  if (!loaded.ok) return <p className="notice">{MATCH_ERRORS[loaded.code] ?? `The match could not be opened (${loaded.code}).`}</p>;
  const seq = seqFromQuery(first(sp.seq));
  const clip = clipOf(first(sp.from), first(sp.to));
  return (
    <>
    <h1 className="sr-only">{`Replay: ${loaded.state.seats.map((s) => s.name).join(" vs ")}`}</h1>
    <EarlyStreamScript url={streamUrl()} matchId={match} token={token} />
    <EmbedPlayer
      matchId={match}
      token={token}
      streamUrl={streamUrl()}
      game={loaded.state.game}
      seq={seq}
      autoplay={first(sp.autoplay) === "1"}
      clip={clip}
      href={`/match/${match}?token=${encodeURIComponent(token)}${clip !== null ? `&from=${clip.from}&to=${clip.to}` : seq === null ? "" : `&seq=${seq}`}`}
    />
    </>
  );
}
