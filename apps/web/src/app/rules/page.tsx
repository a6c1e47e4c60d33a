import type { Metadata } from "next";
import Link from "next/link";
import { catalog, GAME_NAMES } from "../../rules/catalog";

export const metadata: Metadata = { title: "Rules" };
export const dynamic = "force-dynamic";

/** Every rules document by game, with its edition and source. */
export default function RulesHome() {
  const entries = catalog();
  const games = [...new Set(entries.map((e) => e.info.game))];
  return (
    <div className="rules">
      <h1>Rules reference</h1>
      <p className="rules-lead">
        Search as you type, follow cross-references, cite a rule anywhere with <code>fab:7.3.2</code>. <Link href="/rules/import">Import a newer edition</Link>.
      </p>
      {games.map((game) => (
        <section key={game}>
          <h2>{GAME_NAMES[game]}</h2>
          <ul className="rules-docs">
            {entries
              .filter((e) => e.info.game === game)
              .map((e) => (
                <li key={e.info.id}>
                  <Link href={`/rules/${game}/${e.slug}`}>{e.info.title}</Link>{" "}
                  <span className="rules-meta">
                    {e.info.versionPrinted ? e.info.version : "edition without a version number"}
                    {e.info.date !== null && ` · ${e.info.date}`}
                    {e.imported && " · imported here"}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
