// Bundles the framework-free overlays into public/overlay-lite.js (run before `next build`).
import { build } from "esbuild";

await build({
  entryPoints: [new URL("../src/overlay-lite/main.ts", import.meta.url).pathname],
  outfile: new URL("../public/overlay-lite.js", import.meta.url).pathname,
  bundle: true,
  minify: true,
  format: "esm",
  target: "chrome103",
  legalComments: "none",
});
