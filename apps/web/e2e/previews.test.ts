import type { Browser } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { useStack, type Client, waitUntil, finishedBotMatch, BOTS } from "./stack";
import { screenshotPath, type Stack } from "./harness";


/** The page's preview tags, as an unfurler reads them (no script). */
async function tags(url: string): Promise<Record<string, string>> {
  const html = await (await fetch(url)).text();
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) out[m[1]!] = m[2]!.replace(/&amp;/g, "&");
  const oembed = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
  if (oembed !== null) out["oembed"] = oembed[1]!.replace(/&amp;/g, "&");
  return out;
}

interface OEmbed {
  title: string;
  description: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url: string;
}

describe("link previews", () => {
  let stack: Stack, browser: Browser, client: Client;
  useStack((opened) => ({ stack, browser, client } = opened));

  it("a public replay's plain link unfurls with players, heroes and the result; its oEmbed plays in a 640×360 frame", async () => {
    const { matchId, tokens } = await finishedBotMatch(client);
    const { result } = await client.match.state.query({ matchId, token: tokens.judge });
    const winner = result!.winners.map((w) => ["Ada", "Brin"][w]).join(" and ");
    // No token in the link: the unfurler follows the page to a spectator's link with the tags.
    const meta = await tags(`${stack.webUrl}/match/${matchId}`);
    expect(meta["og:title"]).toBe("Ada (Rhinar) vs Brin (Dorinthea)");
    expect(meta["og:description"]).toContain(result!.winners.length === 0 ? "draw" : `${winner} won`);
    expect(meta["twitter:card"]).toBe("summary_large_image");
    const image = await fetch(meta["og:image"]!);
    expect(image.status).toBe(200);
    expect(PNG.sync.read(Buffer.from(await image.arrayBuffer())).width).toBe(1200);
    // oEmbed, for the plain public link as for the tagged one.
    for (const link of [`${stack.webUrl}/match/${matchId}`, meta["oembed"]!]) {
      const endpoint = link.startsWith(`${stack.webUrl}/oembed`) ? link : `${stack.webUrl}/oembed?format=json&url=${encodeURIComponent(link)}`;
      const res = await fetch(endpoint);
      expect(res.status, endpoint).toBe(200);
      const oembed = (await res.json()) as OEmbed;
      expect(oembed.title).toBe("Ada (Rhinar) vs Brin (Dorinthea)");
      expect(oembed.description).toContain("Replay");
      expect([oembed.width, oembed.height]).toEqual([640, 360]);
      expect((await fetch(oembed.thumbnail_url)).headers.get("content-type")).toBe("image/png");
      // The iframe plays: both players, the scrubber.
      const src = /src="([^"]+)"/.exec(oembed.html)![1]!.replace(/&amp;/g, "&");
      const page = await browser.newPage({ viewport: { width: oembed.width, height: oembed.height } });
      await page.goto(src);
      await page.waitForSelector(".fit-box[data-scale] .tc-board");
      expect(await page.locator(".tc-seat").count()).toBe(2);
      expect(await page.locator(".tc-scrubber").count()).toBe(1);
      await page.screenshot({ path: screenshotPath("oembed-frame-640x360") });
      await page.close();
    }
  }, 90_000);

  it("a live public match's preview has no result; an unlisted match has no preview without its link's token", async () => {
    const live = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 500 });
    await waitUntil(async () => (await client.match.state.query({ matchId: live.matchId, token: live.tokens.judge })).nextSeq > 3, 15_000);
    const meta = await tags(`${stack.webUrl}/match/${live.matchId}`);
    expect(meta["og:title"]).toBe("Ada (Rhinar) vs Brin (Dorinthea)");
    expect(meta["og:description"]).toMatch(/Live/);
    expect(meta["og:description"]).not.toMatch(/won|draw/);
    const hidden = await client.match.create.mutate({ game: "fab", seats: BOTS, botDelayMs: 0, policy: { listed: false } });
    const plain = await fetch(`${stack.webUrl}/oembed?format=json&url=${encodeURIComponent(`${stack.webUrl}/match/${hidden.matchId}`)}`);
    expect(plain.status).toBe(404);
    const withToken = await fetch(`${stack.webUrl}/oembed?format=json&url=${encodeURIComponent(`${stack.webUrl}/match/${hidden.matchId}?token=${hidden.tokens.spectator}`)}`);
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as OEmbed).description).not.toMatch(/won|draw/);
    // Phones open the shared link too.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${stack.webUrl}/match/${live.matchId}`);
    await page.waitForSelector(".tc-board");
    await page.screenshot({ path: screenshotPath("shared-link-390x844") });
    await page.close();
  }, 60_000);
});
