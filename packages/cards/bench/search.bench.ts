/**
 * Card search benchmark: prints one JSON object. Run with `pnpm bench cards` from the repository
 * root. Type-ahead over all FaB cards: every prefix of several names as a player types them, with
 * and without a colour, plus typos; the target is under 5 ms a query.
 */
import { CardIndex, cardsOf, searchCards } from "../src/index";

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

/** What a player types, keystroke by keystroke. */
const typed = ["savage swing", "rhinar reckless", "dawnblade", "command and conquer", "enlightened strike", "snatch", "art of war", "crippling crush", "tome of fyendal", "pummel"];
const queries: string[] = [];
for (const name of typed) for (let i = 1; i <= name.length; i++) if (name[i - 1] !== " ") queries.push(name.slice(0, i));
queries.push("sav sw r", "sav sw y", "sav sw b", "snatch red", "pummel b", "head jab blue", "sink below r");
// Typos, as typed fast.
queries.push("savge swing", "rhinar recklss", "dawnbalde", "comand and conquer", "enlightned strike", "crippling crsh", "tome of fyendl", "thunder quake", "plunder run");

const t0 = performance.now();
const fab = cardsOf("fab");
const loadMs = performance.now() - t0;
const t1 = performance.now();
new CardIndex(fab);
const buildMs = performance.now() - t1;

// Warm up, then time every query many times.
for (let i = 0; i < 20; i++) for (const q of queries) searchCards("fab", q, 10);
const per: number[] = [];
const rounds = 50;
let sink = 0;
for (let r = 0; r < rounds; r++)
  for (const q of queries) {
    const s = performance.now();
    sink += searchCards("fab", q, 10).length;
    per.push((performance.now() - s) * 1000);
  }
if (sink === 0) throw new Error("no results");
const byQuery = queries.map((q, i) => ({ q, us: per.filter((_, k) => k % queries.length === i) }));
const slowest = byQuery
  .map(({ q, us }) => ({ query: q, medianUs: round(quantile(us, 0.5)), p99Us: round(quantile(us, 0.99)) }))
  .sort((a, b) => b.medianUs - a.medianUs)
  .slice(0, 5);

process.stdout.write(
  `${JSON.stringify({
    bench: "card-search",
    cards: fab.length,
    queries: queries.length,
    samples: per.length,
    loadMs: round(loadMs),
    indexBuildMs: round(buildMs),
    medianUs: round(quantile(per, 0.5)),
    p99Us: round(quantile(per, 0.99)),
    maxUs: round(Math.max(...per)),
    targetUs: 5000,
    slowest,
  })}\n`,
);
