import type { Metadata } from "next";
import Link from "next/link";
import { env } from "../../../server/env";

export const metadata: Metadata = { title: "Import rules" };
export const dynamic = "force-dynamic";

/** Upload a new edition of a rules document (the publisher's text); the editions already here stay. */
export default async function ImportRules({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const error = typeof sp.error === "string" ? sp.error : null;
  const needsKey = env().adminKey !== null;
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
      <form action="/api/rules/import" method="post" encType="multipart/form-data" className="rb-import">
        <label>
          Game
          <select name="game" defaultValue="fab">
            <option value="fab">Flesh and Blood</option>
            <option value="riftbound">Riftbound</option>
            <option value="ufs">Universal Fighting System</option>
          </select>
        </label>
        <label>
          Document (a .txt file, up to 8 MB)
          <input type="file" name="file" accept=".txt,.md,.cs,text/plain" required />
        </label>
        {needsKey && (
          <label>
            Organiser key (this server only accepts imports from its organisers)
            <input type="password" name="key" autoComplete="off" required />
          </label>
        )}
        <button type="submit" className="button">
          Import
        </button>
      </form>
    </>
  );
}
