// A render worker starts as plain Node whatever loaded its parent (node --import tsx, the tsx
// CLI, vitest), so it loads the TypeScript renderer through tsx's register API itself.
import { register } from "tsx/esm/api";

register();
await import("./render-worker.ts");
