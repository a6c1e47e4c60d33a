import { connect } from "@tablecast/api/client";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium, startStack, type Stack } from "./harness";

export type Client = ReturnType<typeof connect>["client"];

/**
 * A describe block's stack: the servers, Chromium and an API client, started before its tests
 * and stopped after them. `use` receives them once they are up.
 */
export function useStack(use: (opened: { stack: Stack; browser: Browser; client: Client }) => void, opts: Parameters<typeof startStack>[0] = {}): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const stack = await startStack(opts);
    const browser = await launchChromium();
    const api = connect(`${stack.apiUrl}/trpc`);
    stop = async () => {
      api.close();
      await browser.close();
      await stack.stop();
    };
    use({ stack, browser, client: api.client });
  });
  afterAll(async () => {
    await stop?.();
  });
}

/** Polls `check` every 100 ms until it holds; fails after `ms`. */
export async function waitUntil(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}
