import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBinary, encodeBinary } from "./codec-binary";
import { decodeJsonl, encodeJsonl } from "./codec-jsonl";
import type { MatchLog } from "./log";
import { replayLog } from "./match";
import { duel, simulateDuel } from "./testing";

const seeds = fc.string({ minLength: 1, maxLength: 12 });

function mustJsonl(text: string): MatchLog {
  const d = decodeJsonl(text);
  if (!d.ok) throw new Error(JSON.stringify(d.error));
  return d.value;
}

describe("log codecs", () => {
  it("JSON Lines → binary → JSON Lines is byte-identical", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const text = encodeJsonl(simulateDuel(seed).log);
        const bin = encodeBinary(mustJsonl(text));
        const back = decodeBinary(bin);
        expect(back.ok).toBe(true);
        if (back.ok) expect(encodeJsonl(back.value)).toBe(text);
      }),
      { numRuns: 30 },
    );
  });

  it("binary → JSON Lines → binary is byte-identical", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const bin = encodeBinary(simulateDuel(seed).log);
        const again = encodeBinary(mustJsonl(encodeJsonl((decodeBinary(bin) as { ok: true; value: MatchLog }).value)));
        expect(Buffer.from(again).equals(Buffer.from(bin))).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("an unfinished log (no end line) round-trips too", () => {
    const { log } = simulateDuel("live");
    const live: MatchLog = { header: log.header, entries: log.entries.slice(0, 5) };
    const text = encodeJsonl(live);
    expect(text.split("\n")).toHaveLength(7);
    // No checkpoint yet: the file has no hashes; read back, the entries have none.
    const read: MatchLog = { header: log.header, entries: live.entries.map((e) => ({ seq: e.seq, seat: e.seat, decision: e.decision, hash: "" })) };
    expect(mustJsonl(text)).toEqual(read);
    expect(decodeBinary(encodeBinary(live))).toEqual({ ok: true, value: read });
  });

  it("the binary form is much smaller than JSON Lines", () => {
    const { log } = simulateDuel("size", { long: true });
    expect(encodeBinary(log).length * 3).toBeLessThan(encodeJsonl(log).length);
  });
});

describe("bad log files get an error naming the line or seq", () => {
  const text = encodeJsonl(simulateDuel("bad").log);
  const lines = text.split("\n");

  it("truncated JSON Lines", () => {
    const cut = text.slice(0, text.length - 10);
    const d = decodeJsonl(cut);
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.error.code).toBe("log/truncated");
  });

  it("a malformed line", () => {
    const broken = [...lines];
    broken[3] = "{not json";
    const d = decodeJsonl(broken.join("\n"));
    expect(d).toMatchObject({ ok: false, error: { code: "log/malformed-json", line: 4 } });
  });

  it("a missing entry (seq gap)", () => {
    const gap = [...lines];
    gap.splice(2, 1);
    const d = decodeJsonl(gap.join("\n"));
    expect(d).toMatchObject({ ok: false, error: { code: "log/bad-entry", line: 3, seq: 2 } });
    if (!d.ok) expect(d.error.message).toMatch(/expected seq 2, found 3/);
  });

  it("reads a version-1 log (the same structure, from engine 0.1.0); verifying it names the engine it needs", () => {
    const { log } = simulateDuel("bad");
    // Version 1 has every entry's state hash.
    const v1 = encodeJsonl({ ...log, header: { ...log.header, version: 1, engineVersion: "0.1.0" } });
    expect(v1.split("\n").slice(1, -2).every((l) => "h" in JSON.parse(l))).toBe(true);
    const d = decodeJsonl(v1);
    expect(d.ok).toBe(true);
    if (d.ok) expect(replayLog(duel, d.value).failure).toMatchObject({ code: "verify/engine-version", message: expect.stringMatching(/engine 0\.1\.0 \(log format 1\)/) });
  });

  it("a checkpoint without its hash, or a hash elsewhere (format 3)", () => {
    const last = lines.length - 3;
    const stripped = [...lines];
    const { h: _dropped, ...bare } = JSON.parse(stripped[last]!);
    stripped[last] = JSON.stringify(bare);
    expect(decodeJsonl(stripped.join("\n"))).toMatchObject({ ok: false, error: { code: "log/bad-entry", line: last + 1, message: expect.stringMatching(/is a checkpoint/) } });
    const extra = [...lines];
    extra[2] = JSON.stringify({ ...JSON.parse(extra[2]!), h: "0123456789abcdef" });
    expect(decodeJsonl(extra.join("\n"))).toMatchObject({ ok: false, error: { code: "log/bad-entry", line: 3, message: expect.stringMatching(/not a checkpoint/) } });
  });

  it("a wrong format version", () => {
    const header = JSON.parse(lines[0]!);
    const wrong = [JSON.stringify({ ...header, version: 99 }), ...lines.slice(1)].join("\n");
    const d = decodeJsonl(wrong);
    expect(d).toMatchObject({ ok: false, error: { code: "log/bad-header", line: 1 } });
    if (!d.ok) expect(d.error.message).toMatch(/version 99/);
  });

  it("not a Tablecast log at all", () => {
    expect(decodeJsonl('{"hello":"world"}\n')).toMatchObject({ ok: false, error: { code: "log/bad-header" } });
    expect(decodeJsonl("")).toMatchObject({ ok: false, error: { code: "log/empty" } });
  });

  it("a seat that is not in the match, or a bad hash", () => {
    const entry = JSON.parse(lines[1]!);
    const badSeat = [lines[0], JSON.stringify({ ...entry, seat: 5 }), ""].join("\n");
    expect(decodeJsonl(badSeat)).toMatchObject({ ok: false, error: { code: "log/bad-entry", seq: 1 } });
    const badHash = [lines[0], JSON.stringify({ ...entry, h: "xyz" }), ""].join("\n");
    expect(decodeJsonl(badHash)).toMatchObject({ ok: false, error: { code: "log/bad-entry", seq: 1 } });
  });

  it("truncated, corrupted or padded binary logs", () => {
    const bin = encodeBinary(mustJsonl(text));
    for (let cut = 1; cut < bin.length; cut += Math.max(1, Math.floor(bin.length / 40))) {
      const d = decodeBinary(bin.slice(0, cut));
      expect(d.ok, `cut at ${cut}`).toBe(false);
    }
    expect(decodeBinary(new Uint8Array([...bin, 0]))).toMatchObject({ ok: false, error: { code: "log/trailing-bytes" } });
    expect(decodeBinary(new TextEncoder().encode("hello"))).toMatchObject({ ok: false, error: { code: "log/not-binary" } });
    const wrongVersion = bin.slice();
    wrongVersion[4] = 7;
    expect(decodeBinary(wrongVersion)).toMatchObject({ ok: false, error: { code: "log/bad-version" } });
  });

  it("random bytes never throw", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const withMagic = new Uint8Array([0x54, 0x43, 0x4c, 0x47, 1, ...bytes]);
        expect(decodeBinary(withMagic).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => decodeJsonl(s)).not.toThrow();
      }),
    );
  });
});
