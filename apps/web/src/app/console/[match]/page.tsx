import type { Metadata } from "next";
import { first, type SearchParams } from "../../../server/match-page";
import { CoverageConsole } from "./CoverageConsole";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Coverage console" };

/**
 * The coverage console (/console/<match>?token=<operator token>): an operator records a paper
 * match played in tabletop mode as it happens, keyboard first. The match server checks the token
 * on every call; this page only hands it to the console.
 */
export default async function ConsolePage({ params, searchParams }: { params: Promise<{ match: string }>; searchParams: SearchParams }) {
  const { match } = await params;
  const token = first((await searchParams).token);
  if (token === null)
    return (
      <main className="console console--refused">
        <p role="alert">The coverage console opens with the match&apos;s operator token: /console/{match}?token=…</p>
      </main>
    );
  return <CoverageConsole matchId={match} token={token} />;
}
