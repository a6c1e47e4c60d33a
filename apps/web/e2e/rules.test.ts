import { readFileSync } from "node:fs";
import { join } from "node:path";
import { connect } from "@tablecast/api/client";
import { sourcePath } from "@tablecast/rules/sources";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, screenshotPath, startStack, type Stack } from "./harness";
import { startWeb } from "./processes";

/** Waits until a condition on the page holds (Playwright's auto-waiting, for plain values). */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The card is drawn where people can see it: on screen, not clipped by the log around the link. */
async function expectOnScreen(page: Page, card: Locator) {
  await card.waitFor({ state: "visible" });
  const box = (await card.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.width).toBeGreaterThan(100);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  // Drawn on the page's body, outside any scrolling or contained list.
  expect(await card.evaluate((el) => el.closest("[role=tooltip]")?.parentElement === document.body)).toBe(true);
}

describe("rules reference in Chromium", () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    stack = await startStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("opens a deep link: the rule, its place, its examples apart, what changed, the copyright line; a cross-reference opens its rule", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.webUrl}/rules/fab/cr/7.3.2`);
    expect(await page.getAttribute("article.rb-rule", "data-rule")).toBe("7.3.2");
    expect(await page.textContent("article.rb-rule h1")).toContain("7.3.2");
    expect(await page.textContent("article.rb-rule .rb-text")).toContain("defending cards are declared");
    expect(await page.textContent(".rb-crumbs[aria-label='Rule path']")).toContain("7.3 ");
    // The older copy of the CR is the edition before 2.13.0: this rule says what changed since.
    expect(await page.textContent("section.rb-diff")).toMatch(/since older copy/i);
    expect(await page.textContent("footer.rb-copyright")).toContain("© 2019 Legend Story Studios");
    // A judge copies the citation for a ruling.
    expect(await page.textContent(".rb-copy")).toContain("fab:7.3.2");
    await page.screenshot({ path: screenshotPath("rules-rule") });

    // A cross-reference in the text is a link to that rule.
    const ref = page.locator("article.rb-rule .rb-text a.rule-ref").first();
    const target = (await ref.getAttribute("data-ref"))!;
    await ref.click();
    await page.waitForURL(`${stack.webUrl}/rules/fab/cr/${target}`);
    await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === target, "rule after the cross-reference");

    // Examples are set apart from the rule text.
    await page.goto(`${stack.webUrl}/rules/fab/cr/1.0.2`);
    expect(await page.locator("article.rb-rule > .rb-aside--example").count()).toBe(2);
    expect(await page.textContent("article.rb-rule > .rb-text")).not.toContain("Example");
    // A citation link without its document (as exported reviews write them) lands on the rule.
    await page.goto(`${stack.webUrl}/rules/fab/7.3.2`);
    expect(page.url()).toBe(`${stack.webUrl}/rules/fab/cr/7.3.2`);
    await page.close();
  });

  it("searches as you type from the keyboard and opens the chosen result", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.webUrl}/rules/fab/cr`);
    await page.waitForSelector(".rb-search__input[data-ready=true]");
    // "/" focuses search; each keystroke updates the ranked results.
    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("rb-search__input");
    const firstHit = () => page.locator("[data-testid=rule-hits] [data-hit]").first().getAttribute("data-hit", { timeout: 2000 }).catch(() => null);
    await page.keyboard.type("domi", { delay: 40 });
    await until(firstHit, (h) => h === "8.3.4", "first hit for 'domi'");
    await page.keyboard.type("nate", { delay: 40 });
    await until(firstHit, (h) => h === "8.3.4", "first hit for 'dominate'");
    expect(await page.textContent("[data-testid=rule-hits] mark")).toMatch(/^domi/i);
    await page.screenshot({ path: screenshotPath("rules-search") });
    // Pick a result with the mouse.
    await page.locator("[data-testid=rule-hits] [data-hit='8.3.4']").click();
    await page.waitForURL(/\/rules\/fab\/cr\/8\.3\.4$/);
    await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === "8.3.4", "rule page of the picked result");

    // A rule number, then Enter; ↓ chooses the next result.
    await page.keyboard.press("/");
    await page.keyboard.type("7.3.2");
    await until(firstHit, (h) => h === "7.3.2", "first hit for 7.3.2");
    await page.keyboard.press("ArrowDown");
    expect(await page.getAttribute("[data-testid=rule-hits] [aria-selected=true] [data-hit]", "data-hit")).toBe("7.3.2a");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/rules\/fab\/cr\/7\.3\.2a$/);
    // ← and → read the rules in order.
    await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === "7.3.2a", "7.3.2a");
    await page.keyboard.press("ArrowLeft");
    await page.waitForURL(/\/rules\/fab\/cr\/7\.3\.2$/);

    // Every Flesh and Blood document at once: the tournament rules answer "outside assistance".
    await page.selectOption(".rb-search__scope", "game");
    await page.click(".rb-search__input");
    await page.keyboard.type("outside assistance");
    await until(() => page.locator("[data-testid=rule-hits] [data-hit]").allTextContents(), (t) => t.some((x) => x.includes("5.9")), "tournament rules in the results", 20_000);
    await page.locator("[data-testid=rule-hits] [data-hit='5.9']").first().click();
    await page.waitForURL(/\/rules\/fab\/tr\/5\.9$/);
    await page.close();
  });

  it("shows a glossary term's definition on hover and on keyboard focus", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.webUrl}/rules/fab/cr/8.3.4`);
    const term = page.locator("article.rb-rule .rule-term").first();
    const name = (await term.getAttribute("data-term"))!;
    await term.hover();
    const card = page.locator("[role=tooltip]");
    await expectOnScreen(page, card);
    expect(await card.textContent()).toContain(name);
    await page.mouse.move(0, 0);
    await card.waitFor({ state: "detached" });
    await term.focus();
    await card.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
    // The glossary page has an anchor per term.
    await page.goto(`${stack.webUrl}/rules/fab/cr/glossary#term-go-again`);
    expect(await page.textContent("#term-go-again dt")).toBe("Go again");
    await page.close();
  });

  it("a citation in a replay's event log shows the rule on hover and opens it on click", async () => {
    const { client, close } = connect(`${stack.apiUrl}/trpc`);
    try {
      const { matchId, tokens } = await client.match.create.mutate({
        game: "fab",
        seats: [
          { name: "Ada", kind: "bot", bot: "greedy" },
          { name: "Brin", kind: "bot", bot: "greedy" },
        ],
        botDelayMs: 0,
      });
      for (let s = await client.match.state.query({ matchId, token: tokens.judge }); s.result === null; s = await client.match.state.query({ matchId, token: tokens.judge }))
        await new Promise((r) => setTimeout(r, 50));
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${stack.webUrl}/match/${matchId}?token=${tokens.spectator}&seq=12`);
      // Wait for the replay to reach its moment: while the log streams in, its newest line changes.
      await until(() => page.getAttribute("[data-testid=match]", "data-seq"), (v) => v === "12", "the replay at seq 12");
      const cite = page.locator(".tc-log__rule a").first();
      await cite.waitFor();
      const citation = (await cite.getAttribute("data-rule"))!;
      const number = citation.split(":").at(-1)!;
      await cite.hover();
      const preview = page.locator("[data-testid=rule-preview]");
      await until(() => preview.textContent({ timeout: 1000 }).catch(() => ""), (t) => (t ?? "").startsWith(number), "the rule's text in the hover card");
      expect((await preview.textContent())!.length).toBeGreaterThan(number.length + 20);
      await expectOnScreen(page, preview);
      await page.screenshot({ path: screenshotPath("rules-hover") });
      // The link is described by the card while it shows.
      expect(await cite.getAttribute("aria-describedby")).toBe(await page.getAttribute("[role=tooltip]", "id"));
      // A plain click opens the rule inside the app: the page is not loaded again.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await cite.click();
      await page.waitForURL(new RegExp(`/rules/fab/cr/${number.replace(/\./g, "\\.")}$`));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await until(() => page.getAttribute("article.rb-rule", "data-rule"), (v) => v === number, "the cited rule's page");
      await page.close();
    } finally {
      close();
    }
  });

  it("imports nothing on a server without an organiser key: the page says so, an upload is refused, the rules stay", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.webUrl}/rules/import`);
    expect(await page.textContent("[data-testid=rules-import-off]")).toContain("Imports are off on this server");
    expect(await page.locator("form[action='/api/rules/import']").count()).toBe(0);
    // An anonymous upload of a made-up newer edition, as an attacker would post it.
    const fake = readFileSync(sourcePath("fab-comprehensive-rules-2.13.0.txt"), "utf8").replace(/^2\.13\.0$/m, "9.9.9");
    const form = new FormData();
    form.set("game", "fab");
    form.set("file", new File([fake], "cr-9.9.9.txt", { type: "text/plain" }));
    const res = await fetch(`${stack.webUrl}/api/rules/import`, { method: "POST", body: form, redirect: "manual" });
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get("location") ?? "")).toContain("/rules/import?error=Imports are off");
    await page.goto(`${stack.webUrl}/rules/fab/cr`);
    expect(await page.textContent(".rb-head")).not.toContain("9.9.9");
    // Rule previews still serve the edition that was there.
    const preview = await fetch(`${stack.webUrl}/api/rules/cite?c=${encodeURIComponent("fab:7.3.2")}`);
    expect(preview.status).toBe(200);
    const shown = await preview.text();
    expect(shown).toContain("2.13.0");
    expect(shown).not.toContain("9.9.9");
    await page.close();
  });

  it("imports a newer edition from an upload with the organiser key and keeps the older one", async () => {
    // The same match server, and a web app with an organiser key and rules directory of its own.
    const key = "organiser-key-for-rules-tests";
    const web = await startWeb(stack.apiUrl, { TABLECAST_ADMIN_KEY: key, TABLECAST_RULES_DIR: join(stack.dir, "rules-with-key") });
    try {
      const page = await browser.newPage();
      await page.goto(`${web.url}/rules/import`);
      const upload = async (opts: { key: string; name: string; text: string }) => {
        await page.fill("input[name=key]", opts.key);
        await page.selectOption("select[name=game]", "fab");
        await page.setInputFiles("input[type=file]", { name: opts.name, mimeType: "text/plain", buffer: Buffer.from(opts.text) });
        await page.click("button[type=submit]");
      };
      const text = readFileSync(sourcePath("fab-comprehensive-rules-2.13.0.txt"), "utf8")
        .replace(/^2\.13\.0$/m, "2.14.0")
        .replace("First, defending cards are declared for the attack-target(s).", "First, defending cards are declared for each attack-target.");
      // Without the right key: refused (the browser reads the answer), nothing saved.
      await upload({ key: "a-guess-at-the-key", name: "cr-2.14.0.txt", text });
      await page.waitForURL(/error=/);
      expect(await page.textContent(".notice")).toBe("Wrong organiser key.");
      // A file over 8 MB is stopped in the browser before it is sent.
      await page.fill("input[name=key]", key);
      await page.setInputFiles("input[type=file]", { name: "huge.txt", mimeType: "text/plain", buffer: Buffer.alloc(9 * 1024 * 1024, 0x61) });
      expect(await page.textContent("[data-testid=rules-import-too-large]")).toBe("The file is larger than 8 MB.");
      await page.click("button[type=submit]");
      expect(await page.locator("input[type=file]").evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
      expect(page.url()).toMatch(/\/rules\/import\?error=/);
      // Not a rules document: refused with the importer's reason, nothing saved.
      await upload({ key, name: "notes.txt", text: "shopping list: milk, eggs" });
      await page.waitForURL(/error=Not/);
      expect(await page.textContent(".notice")).toMatch(/rules\//);
      // A newer edition (2.14.0 here, one rule reworded) becomes the CR; 2.13.0 stays, and the rule shows the change.
      await upload({ key, name: "cr-2.14.0.txt", text });
      await page.waitForURL(/\/rules\/fab\/cr\?imported=1$/, { timeout: 60_000 });
      expect(await page.textContent(".rb-head")).toContain("2.14.0");
      await page.goto(`${web.url}/rules/fab/cr/7.3.2`);
      expect(await page.textContent("[data-testid=rule-diff] h2")).toContain("2.13.0");
      expect(await page.textContent("[data-testid=rule-diff] .diff--added")).toContain("each");
      await page.goto(`${web.url}/rules/fab/cr-2.13.0/7.3.2`);
      expect(await page.textContent("article.rb-rule .rb-text")).toContain("for the attack-target(s)");
      expect(await page.textContent("article.rb-rule .rb-notice")).toContain("2.14.0");
      // The edition list keeps all three.
      await page.goto(`${web.url}/rules`);
      expect(await page.textContent(".rb-game")).toMatch(/2\.14\.0[\s\S]*2\.13\.0[\s\S]*older copy/);
      await page.close();
    } finally {
      await web.stop();
    }
  });
});
