import type { Metadata } from "next";
import Link from "next/link";
import { editionLabel, GAME_NAMES, rulesCatalog } from "../../rules/catalog";

export const metadata: Metadata = { title: "Rules" };
export const dynamic = "force-dynamic";

/** Every rules document, by game, with its edition. */
export default function RulesHome() {
  const entries = rulesCatalog().entries();
  const games = [...new Set(entries.map((e) => e.info.game))];
  return (
    <>
      <h1>Rules reference</h1>
      <p className="rb-lead">
        Choose a document, then press <kbd>/</kbd> and type: a keyword (<em>go again</em>), a question (<em>outside assistance</em>) or a rule number (<em>7.3.2</em>). Every rule has its own link; citations such as{" "}
        <code>fab:7.3.2</code> in match logs and reviews open it.
      </p>
      <div className="rb-games">
        {games.map((game) => (
          <section key={game} className="rb-game" aria-label={GAME_NAMES[game] ?? game}>
            <h2>{GAME_NAMES[game] ?? game}</h2>
            <ul className="rb-docs">
              {entries
                .filter((e) => e.info.game === game)
                .map((e) => (
                  <li key={e.info.id}>
                    <Link href={`/rules/${game}/${e.slug}`}>{e.info.title}</Link>{" "}
                    <span className="rb-meta">
                      {editionLabel(e)}
                      {e.info.date !== null && e.info.date !== e.info.version && ` · ${e.info.date}`}
                      {e.imported && " · imported here"}
                    </span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="rb-meta">
        A new edition came out? <Link href="/rules/import">Import it</Link>: the editions already here stay, and each rule shows what changed.
      </p>
    </>
  );
}
