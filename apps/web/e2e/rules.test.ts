import { connect } from "@tablecast/api/client";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, screenshotPath, startStack, WEB_DIR, type Stack } from "./harness";

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

  it("opens a deep link, follows a cross-reference, and searches as you type", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.webUrl}/rules/fab/cr/7.3.2`);
    await expect(page.textContent("article.rule h1")).resolves.toContain("7.3.2");
    // A cross-reference in the text is a link to that rule.
    const ref = page.locator("article.rule .rule-ref").first();
    const target = await ref.textContent();
    await ref.click();
    await page.waitForURL(new RegExp(`/rules/fab/cr/${target!.replace(/\./g, "\\.")}$`));
    await expect(page.getAttribute("article.rule", "data-rule")).resolves.toBe(target);
    // "/" focuses search; results come as you type; Enter opens the first.
    await page.keyboard.press("/");
    await page.keyboard.type("go again");
    await page.waitForSelector("[data-testid=rule-hits] [data-hit]");
    const first = await page.locator("[data-testid=rule-hits] [data-hit]").first().getAttribute("data-hit");
    expect(first).toBe("8.3.5");
    await page.screenshot({ path: screenshotPath("rules-search") });
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/rules\/fab\/cr\/8\.3\.5$/);
    // The newer edition says what changed since the older one, rule by rule.
    await page.goto(`${stack.webUrl}/rules/fab/cr/changes`);
    await expect(page.textContent("h1")).resolves.toContain("What changed");
    expect(await page.locator(".rules-changes li").count()).toBeGreaterThan(10);
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
      const cite = page.locator(".tc-log a[data-rule]").first();
      await cite.waitFor();
      const citation = (await cite.getAttribute("data-rule"))!;
      await cite.hover();
      const preview = page.locator("[data-testid=rule-preview]");
      const number = citation.split(":").at(-1)!;
      for (let i = 0; i < 100 && !((await preview.textContent()) ?? "").includes(number); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await preview.textContent()).toContain(number);
      await page.screenshot({ path: screenshotPath("rules-hover") });
      await cite.click();
      await page.waitForURL(/\/rules\/fab\/cr\//);
      expect(await page.getAttribute("article.rule", "data-rule")).toBe(citation.split(":").at(-1));
      await page.close();
    } finally {
      close();
    }
  });

  it("imports a newer edition from an upload and keeps the older one", async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.webUrl}/rules/import`);
    await page.selectOption("select[name=game]", "fab");
    // Not a rules document: refused with the importer's reason, nothing saved.
    await page.setInputFiles("input[type=file]", { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("shopping list: milk, eggs") });
    await page.click("button[type=submit]");
    await page.waitForURL(/error=/);
    expect(await page.textContent(".notice")).toMatch(/rules\//);
    // A newer edition (2.14.0 here, one rule reworded) becomes the CR; 2.13.0 stays, and the rule shows the change.
    const text = readFileSync(join(WEB_DIR, "../../../shared/rules/fab-comprehensive-rules-2.13.0.txt"), "utf8")
      .replace(/^2\.13\.0$/m, "2.14.0")
      .replace("First, defending cards are declared for the attack-target(s).", "First, defending cards are declared for each attack-target.");
    await page.selectOption("select[name=game]", "fab");
    await page.setInputFiles("input[type=file]", { name: "cr-2.14.0.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
    await page.click("button[type=submit]");
    await page.waitForURL(/\/rules\/fab\/cr$/, { timeout: 60_000 });
    expect(await page.textContent("h1")).toContain("2.14.0");
    await page.goto(`${stack.webUrl}/rules/fab/cr/7.3.2`);
    expect(await page.textContent(".rule__diff")).toContain("2.13.0");
    expect(await page.textContent(".rule__diff .diff--added")).toContain("each");
    await page.goto(`${stack.webUrl}/rules/fab/cr-2.13.0/7.3.2`);
    expect(await page.textContent("article.rule")).toContain("for the attack-target(s)");
    await page.close();
  });
});
