import type { Metadata } from "next";
import Link from "next/link";
import { env } from "../../../server/env";
import { ImportForm } from "./ImportForm";

export const metadata: Metadata = { title: "Import rules" };
export const dynamic = "force-dynamic";

/** Upload a new edition of a rules document (the publisher's text), for organisers; the editions already here stay. */
export default async function ImportRules({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const error = typeof sp.error === "string" ? sp.error : null;
  // Without an organiser key nobody may import: an edition changes what every citation opens.
  const open = env().adminKey !== null;
  return (
    <>
      <nav className="rb-crumbs">
        <Link href="/rules">Rules</Link> / import
      </nav>
      <h1>Import a new edition</h1>
      <p className="rb-lead">
        A plain-text copy of the Flesh and Blood Comprehensive Rules, Tournament Rules and Policy or Procedure and Penalty Guide, the Riftbound Core Rules, or the UFS rules. It is kept beside the editions
        already here: the newest becomes the one citations open, and every rule shows what changed since the one before. From a terminal: <code>pnpm tablecast rules import FILE --game fab</code>.
      </p>
      {error !== null && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {open ? (
        <ImportForm />
      ) : (
        <p className="notice" data-testid="rules-import-off">
          Imports are off on this server: it has no organiser key (<code>TABLECAST_ADMIN_KEY</code>), and without one anybody could replace the rules that citations open. Its
          operator can set a key to import here, or import from a terminal.
        </p>
      )}
    </>
  );
}
