import type { Metadata } from "next";
import { claimSeat } from "../../actions";
import { first, type SearchParams } from "../../../server/match-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join a match" };

const ERRORS: Record<string, string> = {
  "token/used": "This invite has been used. Ask the person who invited you for a new link.",
  "token/revoked": "This invite has been withdrawn. Ask the person who invited you for a new link.",
  "token/expired": "This invite has expired. Ask the person who invited you for a new link.",
  "match/ended": "This match is over.",
};

/**
 * An invite link. Opening it spends nothing (link previews and prefetches open pages too): the
 * seat is taken by pressing the button, once.
 */
export default async function JoinPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id } = await params;
  const sp = await searchParams;
  const error = first(sp.error);
  const invite = first(sp.invite);
  if (error !== null) return <p className="notice">{ERRORS[error] ?? `The seat could not be taken (${error}).`}</p>;
  if (invite === null) return <p className="notice">An invite link carries its invite. Ask the person who invited you for the whole link.</p>;
  return (
    <form action={claimSeat} className="join" data-testid="join">
      <h1>You are invited to play</h1>
      <p>Taking the seat gives you your own link to play from; this invite then stops working.</p>
      <input type="hidden" name="match" value={id} />
      <input type="hidden" name="invite" value={invite} />
      <button type="submit" className="button">
        Take the seat
      </button>
    </form>
  );
}
