// Where the vendored rules documents live (packages/rules/sources/), for the import script and
// for tests in this and other packages. Node only: not part of the browser-safe index.
import { fileURLToPath } from "node:url";

export const SOURCES_DIR = fileURLToPath(new URL("../sources/", import.meta.url));

/** The absolute path of one vendored rules document, by file name. */
export function sourcePath(file: string): string {
  return `${SOURCES_DIR}${file}`;
}
