import { describe, expect, it } from "vitest";
import { isAdminKey } from "./admin-key";
import { MAX_RULES_FILE_BYTES, readRulesUpload } from "./rules-upload";

const KEY = "organiser-key-0123456789";
const BOUNDARY = "----tablecast-test";

/** A request whose body is a stream: `head`, then `fill` until `fillBytes` (or forever); its length declared only with `declare`. */
function streamed(head: string, fill: Uint8Array, fillBytes = Infinity, tail = "", declare = false) {
  let pulled = 0;
  let sentFill = 0;
  let stage: "head" | "fill" | "tail" | "end" = "head";
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array | null = null;
      if (stage === "head") {
        chunk = Buffer.from(head);
        stage = "fill";
      } else if (stage === "fill" && sentFill < fillBytes) {
        chunk = fill.subarray(0, Math.min(fill.length, fillBytes - sentFill));
        sentFill += chunk.length;
      } else if (stage !== "end" && tail !== "") {
        chunk = Buffer.from(tail);
        stage = "end";
      }
      if (chunk === null) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
    // Pulled only when read, so `pulled` counts what the reader asked for.
  }, { highWaterMark: 0 });
  const length = Buffer.byteLength(head) + fillBytes + Buffer.byteLength(tail);
  const headers = { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...(declare ? { "content-length": String(length) } : {}) };
  const req = new Request("http://localhost/api/rules/import", { method: "POST", body, duplex: "half", headers } as RequestInit);
  return { req, pulled: () => pulled };
}

const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (filename: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`;
const close = `\r\n--${BOUNDARY}--\r\n`;

describe("readRulesUpload", () => {
  it("reads the key, the game and the file of a form streamed without content-length", async () => {
    const { req } = streamed(field("key", KEY) + field("game", "fab") + fileHead("cr.txt"), Buffer.from("1. Game concepts\n"), 17, close);
    const upload = await readRulesUpload(req, KEY);
    expect(upload).toMatchObject({ ok: true, game: "fab", filename: "cr.txt" });
    expect(upload.ok && Buffer.from(upload.data).toString()).toBe("1. Game concepts\n");
  });

  it("stops reading a file past 8 MB that has no content-length, a little after the limit", async () => {
    const { req, pulled } = streamed(field("key", KEY) + field("game", "fab") + fileHead("big.txt"), Buffer.alloc(64 * 1024, 0x61));
    expect(await readRulesUpload(req, KEY)).toEqual({ ok: false, message: "The file is larger than 8 MB.", unread: true });
    expect(pulled()).toBeLessThan(MAX_RULES_FILE_BYTES + 256 * 1024);
  });

  it("refuses a wrong or missing key when the file begins; reads the rest of a browser's form (length declared) to drop it, of any other nothing", async () => {
    for (const head of [field("key", "not-the-key-at-all") + fileHead("x.txt"), fileHead("x.txt")]) {
      // A browser's form of allowed size: read to its end, so the browser gets the answer.
      const form = streamed(head, Buffer.alloc(64 * 1024, 0x61), 1024 * 1024, close, true);
      expect(await readRulesUpload(form.req, KEY)).toEqual({ ok: false, message: "Wrong organiser key.", unread: false });
      expect(form.pulled()).toBe(Buffer.byteLength(head) + 1024 * 1024 + close.length);
      // A chunked upload of unknown length: not one byte of the file is read.
      const { req, pulled } = streamed(head, Buffer.alloc(64 * 1024, 0x61));
      expect(await readRulesUpload(req, KEY)).toEqual({ ok: false, message: "Wrong organiser key.", unread: true });
      expect(pulled()).toBe(Buffer.byteLength(head));
    }
    // A key after the file is too late: the file is not read to find it.
    const late = streamed(fileHead("x.txt"), Buffer.from("text"), 4, close.slice(0, -4) + "\r\n" + field("key", KEY).slice(2 + BOUNDARY.length + 2) + `--${BOUNDARY}--\r\n`);
    expect(await readRulesUpload(late.req, KEY)).toMatchObject({ ok: false, message: "Wrong organiser key." });
  });

  it("refuses at once a declared content-length over the limit, and a body that is not a form", async () => {
    const big = new Request("http://localhost/", { method: "POST", body: "x", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": String(64 * 1024 * 1024) } });
    expect(await readRulesUpload(big, KEY)).toEqual({ ok: false, message: "The file is larger than 8 MB.", unread: true });
    const json = new Request("http://localhost/", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(await readRulesUpload(json, KEY)).toMatchObject({ ok: false, unread: true });
  });

  it("checks the rest only for the key's holder: the game, then a non-empty file", async () => {
    const noGame = streamed(field("key", KEY) + fileHead("cr.txt"), Buffer.from("x"), 1, close);
    expect(await readRulesUpload(noGame.req, KEY)).toMatchObject({ ok: false, message: "Choose a game." });
    const empty = streamed(field("key", KEY) + field("game", "ufs") + fileHead("cr.txt"), Buffer.alloc(0), 0, close);
    expect(await readRulesUpload(empty.req, KEY)).toMatchObject({ ok: false, message: "Choose a text file of the rules." });
    const noFileNoKey = streamed(field("game", "nope"), Buffer.alloc(0), 0, `--${BOUNDARY}--\r\n`);
    expect(await readRulesUpload(noFileNoKey.req, KEY)).toMatchObject({ ok: false, message: "Wrong organiser key." });
  });
});

describe("isAdminKey", () => {
  it("accepts only the exact key, whatever the lengths", () => {
    expect(isAdminKey(KEY, KEY)).toBe(true);
    expect(isAdminKey(`${KEY} `, KEY)).toBe(false);
    expect(isAdminKey("", KEY)).toBe(false);
    expect(isAdminKey(KEY.slice(0, -1), KEY)).toBe(false);
  });
});
