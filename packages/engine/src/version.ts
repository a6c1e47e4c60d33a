/** The engine kernel's version, written into every log header. */
export const ENGINE_VERSION = "0.1.0";
/** The replay format version (docs/replay-format.md). */
export const LOG_FORMAT_VERSION = 1;
