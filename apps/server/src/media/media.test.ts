import { foldStream, OMNISCIENT, PUBLIC, redactStream } from "@tablecast/engine";
import { simulateDuel } from "@tablecast/engine/testing";
import { connect } from "@tablecast/api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botSeats, collect, testServer } from "../test-support";
import { boardSvg } from "./svg";
import { gifInfo, pngSize } from "./testing/images";

type Server = Awaited<ReturnType<typeof testServer>>;

describe("board pictures know no more than their audience", () => {
  it("the public picture never names a card that only a hand holds", () => {
    const { stream } = simulateDuel("pictures");
    for (const seq of [0, 3, 6]) {
      const all = foldStream(redactStream(stream, OMNISCIENT), seq);
      const pub = foldStream(redactStream(stream, PUBLIC), seq);
      const publicNames = new Set(Object.values(pub.objects).flatMap((o) => (o.face === undefined ? [] : [o.face.name])));
      const handOnly = Object.values(all.zones)
        .filter((z) => z.kind === "hand")
        .flatMap((z) => z.objects.map((id) => all.objects[id]!.face!.name))
        .filter((name) => !publicNames.has(name));
      expect(handOnly.length).toBeGreaterThan(0);
      const judgeSvg = boardSvg(all, { width: 1200, height: 630, title: "t" });
      const publicSvg = boardSvg(pub, { width: 1200, height: 630, title: "t" });
      expect(handOnly.some((name) => judgeSvg.includes(name))).toBe(true);
      for (const name of handOnly) expect(publicSvg).not.toContain(`>${name}<`);
    }
  });
});

describe("shareable moments over HTTP", () => {
  let server: Server;
  let api: ReturnType<typeof connect>;
  let matchId: string;
  let tokens: Awaited<ReturnType<Server["hub"]["create"]>>["tokens"];
  let base: string;
  /** The match's last seq: games of the test deck vary in length, so every seq asked is within it. */
  let last: number;
  const at = (k: number) => Math.min(k, last);
  beforeAll(async () => {
    server = await testServer();
    api = connect(server.url);
    ({ matchId, tokens } = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0 }));
    last = (await collect(api.client, { matchId, token: tokens.judge })).entries.length - 1;
    base = server.url.replace(/\/trpc$/, "");
  });
  afterAll(async () => {
    api.close();
    await server.close();
  });

  it("an Open Graph PNG of the board at a seq, 1200×630", async () => {
    const res = await fetch(`${base}/media/og/${matchId}.png?token=${tokens.spectator}&seq=${at(4)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-tablecast-seq")).toBe(String(at(4)));
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual([1200, 630]);
  });

  it("a life-total chart PNG of the whole game", async () => {
    const res = await fetch(`${base}/media/chart/${matchId}.png?token=${tokens.spectator}`);
    expect(res.status).toBe(200);
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual([1200, 600]);
  });

  it("an animated GIF clip of a seq range, one frame per seq", async () => {
    const from = at(1);
    const to = at(4);
    const res = await fetch(`${base}/media/clip/${matchId}.gif?token=${tokens.spectator}&from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(gifInfo(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 640, height: 336, frames: to - from + 1 });
  });

  it("a picture never shows a spectator more than the broadcast delay allows", async () => {
    const delayed = await api.client.match.create.mutate({ game: "duel", seats: botSeats, botDelayMs: 0, policy: { delay: { kind: "seconds", seconds: 30 } } });
    const end = (await collect(api.client, { matchId: delayed.matchId, token: delayed.tokens.judge })).entries.length - 1;
    const spectator = await fetch(`${base}/media/og/${delayed.matchId}.png?token=${delayed.tokens.spectator}&seq=${end}`);
    expect(spectator.headers.get("x-tablecast-seq")).toBe("0");
    const judge = await fetch(`${base}/media/og/${delayed.matchId}.png?token=${delayed.tokens.judge}&seq=${end}`);
    expect(judge.headers.get("x-tablecast-seq")).toBe(String(end));
  });

  it("oEmbed unfurls a replay link with the picture as thumbnail", async () => {
    const link = `http://127.0.0.1:3000/replay/${matchId}?token=${tokens.spectator}&seq=${at(6)}`;
    const res = await fetch(`${base}/oembed?format=json&url=${encodeURIComponent(link)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { type: string; html: string; thumbnail_url: string; thumbnail_width: number };
    expect(body.type).toBe("rich");
    expect(body.html).toContain(`/embed/${matchId}?token=`);
    expect(body.thumbnail_width).toBe(1200);
    const thumb = await fetch(body.thumbnail_url);
    expect(thumb.headers.get("x-tablecast-seq")).toBe(String(at(6)));
  });

  it("bad requests get typed errors", async () => {
    const status = async (path: string) => {
      const res = await fetch(`${base}${path}`);
      return [res.status, ((await res.json()) as { error: { code: string } }).error.code];
    };
    expect(await status(`/media/og/${matchId}.png?token=forged.x`)).toEqual([401, "token/bad-signature"]);
    expect(await status(`/media/og/${matchId}.png?token=${tokens.spectator}&seq=-1`)).toEqual([400, "input/invalid"]);
    expect(await status(`/media/og/other.png?token=${tokens.spectator}`)).toEqual([401, "token/wrong-match"]);
    expect(await status(`/media/clip/${matchId}.gif?token=${tokens.spectator}&from=${at(3)}&to=${at(3) - 1}`)).toEqual([400, "input/invalid"]);
    expect(await status(`/oembed?url=not-a-link`)).toEqual([400, "input/invalid"]);
  });
});
