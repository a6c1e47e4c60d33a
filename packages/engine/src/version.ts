/**
 * The engine kernel's version, written into every log header; a log verifies only on an engine
 * that knows its states and hashes (match.ts HASHERS). 0.2.0: the games run on the rules toolkit (their states and so the entries' hashes
 * differ from 0.1.0 for the same decisions). 0.3.0: FaB's questions live on the toolkit's
 * continuation queue and its cards in card modules (FaB states and hashes differ from 0.2.0).
 * 0.4.0: the same states as 0.3.0, hashed as a Merkle tree (hash.ts), so every hash differs; this
 * engine still verifies 0.3.0 logs with their whole-text hash (match.ts).
 */
export const ENGINE_VERSION = "0.4.0";
/** The replay format version this build writes (docs/replay-format.md). */
export const LOG_FORMAT_VERSION = 3;
/**
 * Versions this build reads. Versions 1 and 2 have a hash on every entry, 3 only at checkpoints
 * (log.ts). Version 1 logs come from engine 0.1.0, so they decode (to be listed and exported) but
 * `verify` refuses them by engine version.
 */
export const READABLE_LOG_VERSIONS: readonly number[] = [1, 2, 3];
