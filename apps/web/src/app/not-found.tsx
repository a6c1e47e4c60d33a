import Link from "next/link";

/** Any unknown address, and a match the server does not know (HTTP 404). */
export default function NotFound() {
  return (
    <div className="not-found" data-testid="not-found">
      <h1>Not found</h1>
      <p className="notice">There is no such match or page.</p>
      <p>
        <Link href="/">Back to the lobby</Link>, which lists the live matches and recent replays.
      </p>
    </div>
  );
}
