// When the web app's production build is stale: the one rule the quick start and the browser tests
// share, so neither serves a build older than the code it is made from.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The app and every package it bundles (browser and server side), relative to the repository. */
export const WEB_SOURCES = ["apps/web/src", ...["ui", "engine", "rules", "annotations", "protocol", "api", "cards"].map((p) => `packages/${p}/src`)];

function newest(dir) {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === ".next") continue;
    const path = join(dir, name);
    const st = statSync(path);
    latest = Math.max(latest, st.isDirectory() ? newest(path) : st.mtimeMs);
  }
  return latest;
}

/** Whether apps/web/.next holds a build newer than every source it is made from. */
export function webBuildIsFresh(root) {
  const id = join(root, "apps", "web", ".next", "BUILD_ID");
  return existsSync(id) && statSync(id).mtimeMs > Math.max(...WEB_SOURCES.map((d) => newest(join(root, d))));
}
