import type { Metadata } from "next";
import Link from "next/link";
import { importEdition } from "./actions";

export const metadata: Metadata = { title: "Import rules" };
export const dynamic = "force-dynamic";

/** Upload a newer edition of a rules document (the publisher's text); older editions stay. */
export default async function ImportRules({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const error = typeof sp.error === "string" ? sp.error : null;
  return (
    <div className="rules">
      <nav className="rules-crumbs">
        <Link href="/rules">Rules</Link> / import
      </nav>
      <h1>Import a newer edition</h1>
      <p className="rules-lead">
        A plain-text copy of a Comprehensive Rules, Tournament Rules, Penalty Guide (Flesh and Blood), Core Rules (Riftbound) or UFS rules. It is kept beside the editions already here, and each rule page shows what changed.
        The same import runs from a terminal: <code>npm run tablecast -- rules import FILE --game fab</code>.
      </p>
      {error !== null && <p className="notice">{error}</p>}
      <form action={importEdition} className="rules-import">
        <label>
          Game{" "}
          <select name="game" defaultValue="fab">
            <option value="fab">Flesh and Blood</option>
            <option value="riftbound">Riftbound</option>
            <option value="ufs">Universal Fighting System</option>
          </select>
        </label>
        <label>
          File <input type="file" name="file" accept=".txt,text/plain" required />
        </label>
        <button type="submit" className="button">
          Import
        </button>
      </form>
    </div>
  );
}
