/**
 * The engine kernel's version, written into every log header; a log verifies only on the same
 * version. 0.2.0: the games run on the rules toolkit (their states and so the entries' hashes
 * differ from 0.1.0 for the same decisions). 0.3.0: FaB's questions live on the toolkit's
 * continuation queue and its cards in card modules (FaB states and hashes differ from 0.2.0).
 */
export const ENGINE_VERSION = "0.3.0";
/** The replay format version this build writes (docs/replay-format.md). */
export const LOG_FORMAT_VERSION = 2;
/**
 * Versions this build reads. Version 1 has the same structure; its logs come from engine 0.1.0,
 * so they decode (to be listed and exported) but `verify` refuses them by engine version.
 */
export const READABLE_LOG_VERSIONS: readonly number[] = [1, 2];
