import { describe, expect, it } from "vitest";
import { boundaryOf, MultipartScanner, readMultipart, type MultipartLimits, type MultipartResult } from "./multipart";

const LIMITS: MultipartLimits = { totalBytes: 64 * 1024, fileBytes: 16 * 1024, fieldBytes: 256, headerBytes: 1024, parts: 8 };

/** A body as fetch writes it for a FormData (the same layout browsers send). */
async function encode(form: FormData): Promise<{ body: Uint8Array; boundary: string }> {
  const req = new Request("http://localhost/", { method: "POST", body: form });
  const boundary = boundaryOf(req.headers.get("content-type"))!;
  return { body: new Uint8Array(await req.arrayBuffer()), boundary };
}

function sampleForm(file = "line one\r\n--not a boundary\r\nline three\n"): FormData {
  const form = new FormData();
  form.set("key", "k".repeat(20));
  form.set("game", "fab");
  form.set("file", new File([file], 'cr "2.14".txt', { type: "text/plain" }));
  return form;
}

/** Feeds `body` in the given chunk sizes. */
function run(body: Uint8Array, boundary: string, sizes: (i: number) => number, limits = LIMITS): MultipartResult {
  const scanner = new MultipartScanner(boundary, { limits });
  for (let at = 0, i = 0; at < body.length; i++) {
    const n = Math.max(1, sizes(i));
    const stop = scanner.push(body.subarray(at, at + n));
    at += n;
    if (stop !== null && !stop.ok) return stop;
  }
  return scanner.end();
}

/** A source that counts what it hands out: after `head`, `fill` forever (an upload that never ends). */
function endless(head: Uint8Array, fill: Uint8Array) {
  let sent = 0;
  let first = true;
  return {
    read: async () => {
      const chunk = first ? head : fill;
      first = false;
      sent += chunk.length;
      return chunk;
    },
    sent: () => sent,
  };
}

describe("boundaryOf", () => {
  it("reads the boundary of multipart/form-data only", () => {
    expect(boundaryOf("multipart/form-data; boundary=----abc123")).toBe("----abc123");
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/mixed; boundary=abc")).toBeNull();
    expect(boundaryOf("application/x-www-form-urlencoded")).toBeNull();
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf(null)).toBeNull();
  });
});

describe("MultipartScanner", () => {
  it("reads fields and a file wherever the chunks split (every split point, and one byte at a time)", async () => {
    const { body, boundary } = await encode(sampleForm());
    const expectSample = (r: MultipartResult) => {
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(Object.fromEntries(r.fields)).toEqual({ key: "k".repeat(20), game: "fab" });
      expect(r.files).toHaveLength(1);
      expect(r.files[0]!.field).toBe("file");
      expect(r.files[0]!.filename).toBe('cr "2.14".txt');
      expect(Buffer.from(r.files[0]!.data).toString()).toBe("line one\r\n--not a boundary\r\nline three\n");
    };
    for (let split = 1; split < body.length; split++) expectSample(run(body, boundary, (i) => (i === 0 ? split : body.length)));
    expectSample(run(body, boundary, () => 1));
    expectSample(run(body, boundary, (i) => (i * 7919) % 61));
  });

  it("keeps the first value of a repeated field", async () => {
    const form = new FormData();
    form.append("key", "first");
    form.append("key", "second");
    const { body, boundary } = await encode(form);
    const r = run(body, boundary, () => 5);
    expect(r.ok && r.fields.get("key")).toBe("first");
  });

  it("refuses a file, a field, a header block or a part count past its limit", async () => {
    const big = await encode(sampleForm("x".repeat(LIMITS.fileBytes + 1)));
    expect(run(big.body, big.boundary, () => 4096)).toEqual({ ok: false, code: "too-large" });
    const exact = await encode(sampleForm("x".repeat(LIMITS.fileBytes)));
    expect(run(exact.body, exact.boundary, () => 4096).ok).toBe(true);

    const field = new FormData();
    field.set("key", "k".repeat(LIMITS.fieldBytes + 1));
    const longField = await encode(field);
    expect(run(longField.body, longField.boundary, () => 100)).toEqual({ ok: false, code: "too-large" });

    const many = new FormData();
    for (let i = 0; i <= LIMITS.parts; i++) many.append(`f${i}`, "v");
    const manyParts = await encode(many);
    expect(run(manyParts.body, manyParts.boundary, () => 100)).toEqual({ ok: false, code: "too-large" });

    const header = Buffer.from(`--b\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${"p".repeat(LIMITS.headerBytes)}\r\n\r\nv\r\n--b--\r\n`);
    expect(run(header, "b", () => 100)).toEqual({ ok: false, code: "too-large" });
  });

  it("says malformed for a part without a name or garbage after a boundary, incomplete for a cut body", async () => {
    expect(run(Buffer.from('--b\r\nContent-Disposition: form-data; filename="x"\r\n\r\nv\r\n--b--\r\n'), "b", () => 9)).toEqual({ ok: false, code: "malformed" });
    expect(run(Buffer.from("--bXYZ\r\n"), "b", () => 9)).toEqual({ ok: false, code: "malformed" });
    const { body, boundary } = await encode(sampleForm());
    expect(run(body.subarray(0, body.length - 10), boundary, () => 50)).toEqual({ ok: false, code: "incomplete" });
    expect(run(Buffer.from("no boundary here at all"), "b", () => 3)).toEqual({ ok: false, code: "incomplete" });
  });
});

describe("readMultipart", () => {
  it("stops pulling as soon as a file passes its limit, whatever follows", async () => {
    const head = Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n');
    const source = endless(head, Buffer.alloc(1000, 0x61));
    const result = await readMultipart(source.read, "b", { limits: LIMITS });
    expect(result).toEqual({ ok: false, code: "too-large" });
    expect(source.sent()).toBeLessThanOrEqual(head.length + LIMITS.fileBytes + 2 * 1000);
  });

  it("stops at the total limit in a body that never reaches a boundary", async () => {
    const source = endless(Buffer.alloc(0), Buffer.alloc(1000, 0x2d));
    expect(await readMultipart(source.read, "b", { limits: LIMITS })).toEqual({ ok: false, code: "too-large" });
    expect(source.sent()).toBeLessThanOrEqual(LIMITS.totalBytes + 1000);
  });

  it("asks admitFile with the fields before the file, and reads none of a refused file", async () => {
    const head = Buffer.from('--b\r\nContent-Disposition: form-data; name="key"\r\n\r\nwrong\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="x.txt"\r\n\r\n');
    const seen: Record<string, string>[] = [];
    const source = endless(head, Buffer.alloc(1000, 0x61));
    const result = await readMultipart(source.read, "b", {
      limits: LIMITS,
      admitFile: (fields) => {
        seen.push(Object.fromEntries(fields));
        return fields.get("key") === "right";
      },
    });
    expect(result).toEqual({ ok: false, code: "refused" });
    expect(seen).toEqual([{ key: "wrong" }]);
    expect(source.sent()).toBe(head.length);
  });

  it("reads a whole form from a stream and ignores what follows the closing boundary", async () => {
    const { body, boundary } = await encode(sampleForm());
    const chunks = [body.subarray(0, 10), body.subarray(10, 100), body.subarray(100), Buffer.from("\r\nepilogue")];
    const result = await readMultipart(async () => chunks.shift() ?? null, boundary, { limits: LIMITS, admitFile: (f) => f.get("game") === "fab" });
    expect(result.ok).toBe(true);
    expect(result.ok && result.files.length).toBe(1);
  });
});
