import { describe, expect, it } from "vitest";
import { decodeBinary, encodeBinary } from "./codec-binary";
import { decodeJsonl, encodeJsonl } from "./codec-jsonl";
import { replayLog } from "./match";
import { duel } from "./testing";

/**
 * A Duel log written by engine 0.3.0 (log format 2): every entry carries the state hash over the
 * whole canonical text. Engine 0.4.0 plays the same states and keeps that hash for such logs.
 */
const ENGINE_0_3_0_JSONL = `${[
  '{"engineVersion":"0.3.0","format":"tablecast-log","game":"duel","rulesetVersion":"duel-1","seats":[{"bot":"random","deck":["V1","V2","V3","V4","V5","V6","V7","V8","V9","SCOUT","PEEK","V5","V6","V7","V3"],"kind":"bot","name":"Ada"},{"bot":"greedy","deck":["V9","V8","V7","V9","V8","V7","V6","V6","SCOUT","PEEK","V2","V1"],"kind":"bot","name":"Brin"}],"seedCommitment":"5c9160d8a56e385fd8ac867fde03f622631f269fe3a69c2a34a2d8ec584037d0","setupHash":"4249657b12b0891b","version":2}',
  '{"d":"play:o56","h":"4cdb3feb4c90370a","seat":0,"seq":1}',
  '{"d":"block:o58","h":"945b1d5602a80341","seat":1,"seq":2}',
  '{"d":"play:o55","h":"bd3a3ea4c9629079","seat":0,"seq":3}',
  '{"d":"block:o59","h":"ab5bda146fb61278","seat":1,"seq":4}',
  '{"d":"play:o57","h":"9a3286657ce61367","seat":0,"seq":5}',
  '{"d":"block:o60","h":"abbc109cb03bc48e","seat":1,"seq":6}',
  '{"d":"play:o61","h":"112a3bd2ea6dc5b5","seat":1,"seq":7}',
  '{"d":"take","h":"c2955b69ed6a3cb0","seat":0,"seq":8}',
  '{"d":"pass","h":"60bed61aeb6d332d","seat":1,"seq":9}',
  '{"d":"play:o62","h":"af7a1964a78c9db3","seat":0,"seq":10}',
  '{"d":"take","h":"097047018289f48f","seat":1,"seq":11}',
  '{"d":"pass","h":"0513d451a081fa87","seat":0,"seq":12}',
  '{"d":"play:o63","h":"87a4f995101c8fe0","seat":1,"seq":13}',
  '{"d":"take","h":"5dc38776eef69b40","seat":0,"seq":14}',
  '{"end":true,"finalHash":"5dc38776eef69b401a8766491a4f71097b42dc00abd31a3546a986144f3c19a0","reason":"life reached 0","seed":"engine-0.3.0","winners":[1]}',
].join("\n")}\n`;

/** The same log in the version-1 binary form that engine 0.3.0 wrote. */
const ENGINE_0_3_0_BINARY_BASE64 =
  "VENMRwHdA3siZW5naW5lVmVyc2lvbiI6IjAuMy4wIiwiZm9ybWF0IjoidGFibGVjYXN0LWxvZyIsImdhbWUiOiJkdWVsIiwicnVs" +
  "ZXNldFZlcnNpb24iOiJkdWVsLTEiLCJzZWF0cyI6W3siYm90IjoicmFuZG9tIiwiZGVjayI6WyJWMSIsIlYyIiwiVjMiLCJWNCIs" +
  "IlY1IiwiVjYiLCJWNyIsIlY4IiwiVjkiLCJTQ09VVCIsIlBFRUsiLCJWNSIsIlY2IiwiVjciLCJWMyJdLCJraW5kIjoiYm90Iiwi" +
  "bmFtZSI6IkFkYSJ9LHsiYm90IjoiZ3JlZWR5IiwiZGVjayI6WyJWOSIsIlY4IiwiVjciLCJWOSIsIlY4IiwiVjciLCJWNiIsIlY2" +
  "IiwiU0NPVVQiLCJQRUVLIiwiVjIiLCJWMSJdLCJraW5kIjoiYm90IiwibmFtZSI6IkJyaW4ifV0sInNlZWRDb21taXRtZW50Ijoi" +
  "NWM5MTYwZDhhNTZlMzg1ZmQ4YWM4NjdmZGUwM2Y2MjI2MzFmMjY5ZmUzYTY5YzJhMzRhMmQ4ZWM1ODQwMzdkMCIsInNldHVwSGFz" +
  "aCI6IjQyNDk2NTdiMTJiMDg5MWIiLCJ2ZXJzaW9uIjoyfQ4AAAhwbGF5Om81NkzbP+tMkDcKAQAJYmxvY2s6bzU4lFsdVgKoA0EA" +
  "AAhwbGF5Om81Nb06PqTJYpB5AQAJYmxvY2s6bzU5q1vaFG+2EngAAAhwbGF5Om81N5oyhmV85hNnAQAJYmxvY2s6bzYwq7wQnLA7" +
  "xI4BAAhwbGF5Om82MREqO9LqbcW1AAAEdGFrZcKVW2ntajywAQAEcGFzc2C+1hrrbTMtAAAIcGxheTpvNjKvehlkp4ydswEICXBH" +
  "AYKJ9I8ACQUT1FGggfqHAQAIcGxheTpvNjOHpPmVEByP4AAIXcOHdu72m0ABmQF7ImVuZCI6dHJ1ZSwiZmluYWxIYXNoIjoiNWRj" +
  "Mzg3NzZlZWY2OWI0MDFhODc2NjQ5MWE0ZjcxMDk3YjQyZGMwMGFiZDMxYTM1NDZhOTg2MTQ0ZjNjMTlhMCIsInJlYXNvbiI6Imxp" +
  "ZmUgcmVhY2hlZCAwIiwic2VlZCI6ImVuZ2luZS0wLjMuMCIsIndpbm5lcnMiOlsxXX0=";

describe("logs of earlier engines", () => {
  it("verifies an engine 0.3.0 log, from JSON Lines and from its version-1 binary form", () => {
    const text = decodeJsonl(ENGINE_0_3_0_JSONL);
    const binary = decodeBinary(new Uint8Array(Buffer.from(ENGINE_0_3_0_BINARY_BASE64, "base64")));
    if (!text.ok || !binary.ok) throw new Error("the 0.3.0 log does not decode");
    expect(binary.value).toEqual(text.value);
    expect(text.value.entries.every((e) => e.hash !== "")).toBe(true);
    const replay = replayLog(duel, text.value);
    expect(replay.failure).toBeNull();
    expect(replay.hashes.at(-1)).toBe(text.value.footer?.finalHash);
    // It converts losslessly: still every entry's hash, in JSON Lines and in today's binary form.
    expect(encodeJsonl(text.value)).toBe(ENGINE_0_3_0_JSONL);
    expect(decodeBinary(encodeBinary(text.value))).toEqual({ ok: true, value: text.value });
  });

  it("an engine 0.3.0 log is checked with that engine's hash: a tampered entry still fails at its seq", () => {
    const text = decodeJsonl(ENGINE_0_3_0_JSONL);
    if (!text.ok) throw new Error("the 0.3.0 log does not decode");
    const entries = text.value.entries.map((e) => (e.seq === 4 ? { ...e, hash: e.hash.replace(/^./, (c) => (c === "0" ? "1" : "0")) } : e));
    expect(replayLog(duel, { ...text.value, entries }).failure).toMatchObject({ seq: 4, code: "verify/hash-mismatch", message: expect.stringMatching(/^state hash after seq 4/) });
  });

  it("refuses a log of an engine whose states differ (0.2.0), naming it, with a typed error", () => {
    const text = decodeJsonl(ENGINE_0_3_0_JSONL.replace('"engineVersion":"0.3.0"', '"engineVersion":"0.2.0"'));
    if (!text.ok) throw new Error("the log does not decode");
    expect(replayLog(duel, text.value).failure).toMatchObject({
      seq: 0,
      code: "verify/engine-version",
      message: expect.stringMatching(/written by engine 0\.2\.0 \(log format 2\).*verifies logs of engines 0\.4\.0 and 0\.3\.0 only/),
    });
  });
});
