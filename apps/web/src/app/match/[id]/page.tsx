import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { EarlyStreamScript } from "../../../client/early-stream";
import { MatchViewer } from "../../../client/MatchViewer";
import { api, apiErrorCode } from "../../../server/api";
import { env } from "../../../server/env";
import { loadPreview } from "../../../server/preview";
import { clipOf, first, loadMatch, loadOpeningView, MATCH_ERRORS, seqFromQuery, viewerBase, type SearchParams } from "../../../server/match-page";

export const dynamic = "force-dynamic";
/**
 * Link previews: players, heroes and (for a public replay) the result, the board at the linked
 * moment drawn by the match server within the token's audience, and oEmbed. A public match's
 * plain link (no token) gets them too, through a spectator's token.
 */
export async function generateMetadata({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }): Promise<Metadata> {
  const { id } = await params;
  const sp = await searchParams;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return { title: "Match" };
  const preview = await loadPreview(id, first(sp.token));
  if (!preview.ok) return { title: "Match" };
  const seq = seqFromQuery(first(sp.seq));
  const at = seq === null ? "" : `&seq=${seq}`;
  const host = (await headers()).get("host") ?? "127.0.0.1:3000";
  const origin = `http://${host}`;
  const page = `${origin}/match/${encodeURIComponent(id)}?token=${encodeURIComponent(preview.token)}${at}`;
  const image = `${env().publicApiUrl}/media/og/${encodeURIComponent(id)}.png?token=${encodeURIComponent(preview.token)}${at}`;
  const { title, description } = preview.text;
  return {
    title,
    description,
    openGraph: { title, description, siteName: "Tablecast", type: "website", url: page, images: [{ url: image, width: 1200, height: 630 }] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
    alternates: { types: { "application/json+oembed": `${origin}/oembed?format=json&url=${encodeURIComponent(page)}` } },
  };
}

/** A live match or a replay, as the link's token may see it. No token: a spectator's, for a listed match. */
export default async function MatchPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id } = await params;
  const sp = await searchParams;
  const seq = seqFromQuery(first(sp.seq));
  let token = first(sp.token);
  if (token === null) {
    let code: string | null = null;
    try {
      token = (await api().match.spectate.mutate({ matchId: id })).token;
    } catch (e) {
      code = apiErrorCode(e);
    }
    if (code === "match/not-found") notFound();
    if (code !== null) return <p className="notice">{MATCH_ERRORS[code] ?? `The match could not be opened (${code}).`}</p>;
    redirect(`/match/${encodeURIComponent(id)}?token=${encodeURIComponent(token!)}${seq === null ? "" : `&seq=${seq}`}`);
  }
  const loaded = await loadMatch(id, token);
  if (!loaded.ok && loaded.code === "match/not-found") notFound();
  if (!loaded.ok) return <p className="notice">{MATCH_ERRORS[loaded.code] ?? `The match could not be opened (${loaded.code}).`}</p>;
  const { state, fullView } = loaded;
  const error = first(sp.error);
  const base = viewerBase(id, token, state);
  const clip = clipOf(first(sp.from), first(sp.to));
  const opening = await loadOpeningView(id, token, { clipFrom: clip?.from ?? null, seq, finished: state.result !== null });
  return (
    <>
      {error !== null && <p className="notice">{MATCH_ERRORS[error] ?? `That did not work (${error}).`}</p>}
      <EarlyStreamScript url={base.streamUrl} matchId={id} token={token} />
      <MatchViewer
        {...base}
        fullView={fullView}
        initialSeq={seq}
        finished={state.result !== null}
        clip={clip}
        openingView={opening}
        mediaBase={env().publicApiUrl}
      />
    </>
  );
}
