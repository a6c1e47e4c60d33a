// Bundles the framework-free overlays into public/overlay-lite/ (run before `next build`): main.js,
// and a chunk with the Yjs client that only overlays following a review room load.
import { rmSync } from "node:fs";
import { build } from "esbuild";

const outdir = new URL("../public/overlay-lite", import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: new URL("../src/overlay-lite/main.ts", import.meta.url).pathname },
  outdir,
  splitting: true,
  bundle: true,
  minify: true,
  format: "esm",
  target: "chrome103",
  legalComments: "none",
});
