"use client";
import type { AppRouter } from "@tablecast/api";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cardQuery, keyAction, promptLine, type Prompt } from "./keys";
import "./console.css";

type Client = ReturnType<typeof createTRPCClient<AppRouter>>;
type View = Awaited<ReturnType<Client["console"]["view"]["query"]>>;
type Found = Awaited<ReturnType<Client["console"]["search"]["query"]>>[number];

const HELP: readonly [string, string][] = [
  ["1 / 2", "player"],
  ["p", "plays"],
  ["i", "pitches"],
  ["a", "attacks with (… to bf1)"],
  ["d", "defends with"],
  ["r", "reveals"],
  ["−  +", "life ∓1"],
  ["l", "life −N"],
  ["w", "draws"],
  ["c", "channels a rune"],
  ["n", "next phase"],
  ["t", "next turn"],
  ["/", "note"],
  [":", "any line"],
  ["z", "undo"],
];

function message(e: unknown): string {
  if (e instanceof TRPCClientError) {
    const code = (e.data as { apiCode?: string } | undefined)?.apiCode;
    return code === undefined ? e.message : `${e.message} [${code}]`;
  }
  return String(e);
}

function delayText(delay: View["delay"]): string {
  if (delay.kind === "seconds") return `broadcast · ${delay.seconds} s delay`;
  if (delay.kind === "turns") return `broadcast · ${delay.turns} turn delay`;
  return "broadcast · no delay";
}

/** The console: the table as the cameras see it, the entries so far, and one key per action. */
export function CoverageConsole({ matchId, token }: { matchId: string; token: string }) {
  const client = useMemo(() => createTRPCClient<AppRouter>({ links: [httpLink({ url: "/trpc" })] }), []);
  const [view, setView] = useState<View | null>(null);
  const [seat, setSeat] = useState(0);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found[]>([]);
  const [pick, setPick] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLElement>(null);

  const refresh = useCallback(async () => {
    try {
      setView(await client.console.view.query({ matchId, token }));
    } catch (e) {
      setError(message(e));
    }
  }, [client, matchId, token]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const send = useCallback(
    async (line: string | null) => {
      if (line === null) return;
      setBusy(true);
      try {
        await (line === "undo" ? client.console.undo.mutate({ matchId, token }) : client.console.record.mutate({ matchId, token, line }));
        setError(null);
      } catch (e) {
        setError(message(e));
      } finally {
        setBusy(false);
        await refresh();
      }
    },
    [client, matchId, token, refresh],
  );

  const close = () => {
    setPrompt(null);
    setText("");
    setFound([]);
    setPick(0);
    root.current?.focus();
  };

  // Type-ahead over the whole card database, as the operator types.
  useEffect(() => {
    if (prompt?.kind !== "card" || text.trim() === "") {
      setFound([]);
      return;
    }
    let live = true;
    client.console.search
      .query({ matchId, token, query: cardQuery(text).query.slice(0, 80), seat })
      .then((cards) => {
        if (!live) return;
        setFound(cards);
        setPick(0);
      })
      .catch((e: unknown) => live && setError(message(e)));
    return () => {
      live = false;
    };
  }, [client, matchId, token, prompt, text, seat]);

  useEffect(() => {
    if (prompt !== null) input.current?.focus();
  }, [prompt]);

  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    if (prompt !== null || busy) return;
    const action = keyAction(e.key, e.ctrlKey || e.metaKey);
    if (action === null) return;
    e.preventDefault();
    if ("seat" in action) setSeat(Math.min(action.seat, (view?.seats.length ?? 2) - 1));
    else if ("prompt" in action) setPrompt(action.prompt);
    else if ("undo" in action) void send("undo");
    else void send(action.send(seat));
  };

  const onPromptKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (prompt === null) return;
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setPick((p) => Math.max(0, Math.min(found.length - 1, p + (e.key === "ArrowDown" ? 1 : -1))));
    } else if (e.key === "Enter") {
      e.preventDefault();
      const card = prompt.kind === "card" ? found[pick] : undefined;
      if (prompt.kind === "card" && card === undefined) return;
      const line = promptLine(prompt, seat, card?.id ?? text, prompt.kind === "card" ? cardQuery(text).to : null);
      close();
      void send(line);
    }
  };

  const promptLabel = prompt === null ? "" : prompt.kind === "card" ? `P${seat + 1} ${prompt.verb}` : prompt.kind === "life" ? `P${seat + 1} life −` : prompt.kind === "note" ? `P${seat + 1} note` : "line";

  return (
    <main className="console" data-testid="console" data-seq={view?.lastSeq ?? -1} ref={root} tabIndex={0} onKeyDown={onKey} autoFocus>
      <header className="console__bar">
        <h1>Coverage console</h1>
        {view !== null && (
          <span className="console__turn" data-testid="turn">
            Turn {view.turn} · P{view.turnPlayer + 1}
            {view.phase === null ? "" : ` · ${view.phase}`}
          </span>
        )}
        {view !== null && <span className="console__delay">{delayText(view.delay)}</span>}
        {busy && <span className="console__busy">recording…</span>}
      </header>
      {error !== null && (
        <p className="console__error" role="alert" data-testid="console-error">
          {error}
        </p>
      )}
      <section className="console__seats">
        {view?.seats.map((s, i) => (
          <article key={i} className={`console__seat${i === seat ? " console__seat--selected" : ""}`} data-seat={i} aria-current={i === seat}>
            <h2>
              P{i + 1} {s.name}
            </h2>
            <p className="console__life" data-testid={`life-${i}`}>
              {s.counters[view.life] ?? 0}
            </p>
            <p className="console__counts">
              hand {s.hand} · deck {s.deck}
            </p>
            {s.zones.map((z) => (
              <p key={z.kind} className="console__zone">
                <b>{z.kind}</b> {z.cards.map((c) => c.name).join(", ")}
              </p>
            ))}
          </article>
        ))}
      </section>
      {view?.shared
        .filter((z) => z.cards.length > 0)
        .map((z) => (
          <p key={z.kind} className="console__zone" data-testid={`zone-${z.kind}`}>
            <b>{z.kind}</b> {z.cards.map((c) => c.name).join(" → ")}
          </p>
        ))}
      {prompt !== null && (
        <div className="console__prompt">
          <label>
            {promptLabel}{" "}
            <input ref={input} aria-label="entry" value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onPromptKey} onBlur={() => prompt !== null && text === "" && close()} />
          </label>
          {prompt.kind === "card" && (
            <ol className="console__found" data-testid="found">
              {found.map((c, i) => (
                <li key={c.id} aria-selected={i === pick} className={i === pick ? "console__pick" : undefined}>
                  {c.name} <small>{c.types}</small>
                  {c.inDeck ? "" : <small> · not in the deck list</small>}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <ol className="console__entries" data-testid="entries">
        {view?.entries.map((e, i) => (
          <li key={i} className={e.undone ? "console__entry--undone" : e.correction ? "console__entry--correction" : undefined} data-seqs={e.seqs.join(",")}>
            {e.label}
          </li>
        ))}
      </ol>
      <footer className="console__keys">
        {HELP.map(([k, what]) => (
          <span key={k}>
            <kbd>{k}</kbd> {what}
          </span>
        ))}
      </footer>
    </main>
  );
}
