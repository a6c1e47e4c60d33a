/**
 * A multipart/form-data reader for uploads that must not be buffered whole: it reads the body a
 * chunk at a time and stops at the first byte past a limit, so a request never costs more memory
 * than its limits, whatever it claims in (or leaves out of) content-length.
 */

export interface MultipartLimits {
  /** The whole body, boundaries and headers included. */
  readonly totalBytes: number;
  /** One file's content. */
  readonly fileBytes: number;
  /** One text field's value. */
  readonly fieldBytes: number;
  /** One part's headers. */
  readonly headerBytes: number;
  /** Parts in all (fields and files). */
  readonly parts: number;
}

export interface UploadedFile {
  readonly field: string;
  readonly filename: string;
  readonly data: Uint8Array;
}

export type MultipartFailure =
  /** Past a limit: reading stopped there. */
  | "too-large"
  /** `admitFile` said no: reading stopped before the file's first byte. */
  | "refused"
  /** Not multipart/form-data as browsers write it. */
  | "malformed"
  /** The body ended before the closing boundary. */
  | "incomplete";

export type MultipartResult =
  | { readonly ok: true; readonly fields: ReadonlyMap<string, string>; readonly files: readonly UploadedFile[] }
  | { readonly ok: false; readonly code: MultipartFailure };

export interface MultipartOptions {
  readonly limits: MultipartLimits;
  /**
   * Asked when a file part begins, with the fields that came before it: false stops reading
   * there. Browsers send fields in the form's order, so a form that puts its key before its file
   * is checked before any of the file is read.
   */
  readonly admitFile?: (fields: ReadonlyMap<string, string>) => boolean;
}

/** The boundary of a multipart/form-data content type, or null for anything else. */
export function boundaryOf(contentType: string | null): string | null {
  if (contentType === null || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const m = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return m === null ? null : (m[1] ?? m[2] ?? null);
}

const CRLF2 = Buffer.from("\r\n\r\n");
const utf8 = new TextDecoder("utf-8");

interface OpenPart {
  readonly name: string;
  readonly filename: string | null;
  readonly chunks: Buffer[];
  size: number;
}

type Step = { readonly done: false } | { readonly done: true; readonly result: MultipartResult };
const MORE: Step = { done: false };
const fail = (code: MultipartFailure): Step => ({ done: true, result: { ok: false, code } });

/** The `name` and `filename` of a part's Content-Disposition header (browsers escape `"`, CR and LF as %22, %0D, %0A). */
function disposition(headers: string): { name: string; filename: string | null } | null {
  const line = headers.split("\r\n").find((h) => /^content-disposition\s*:/i.test(h));
  if (line === undefined || !/:\s*form-data\s*(;|$)/i.test(line)) return null;
  const params = new Map<string, string>();
  for (const m of line.matchAll(/;\s*([A-Za-z0-9_*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    const value = m[2] !== undefined ? m[2].replace(/\\(.)/g, "$1") : (m[3] ?? "");
    params.set(m[1]!.toLowerCase(), value.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n"));
  }
  const name = params.get("name");
  if (name === undefined) return null;
  return { name, filename: params.get("filename") ?? null };
}

/**
 * The parser's state between chunks. Synchronous and independent of where the bytes come from,
 * so a test can split a body at every byte.
 */
export class MultipartScanner {
  /** "\r\n--boundary": the body is read as if it began with CRLF, so the first boundary is found the same way. */
  private readonly delimiter: Buffer;
  private pending: Buffer = Buffer.from("\r\n");
  private state: "preamble" | "boundary" | "headers" | "body" | "epilogue" = "preamble";
  private part: OpenPart | null = null;
  private total = 0;
  private parts = 0;
  private readonly fields = new Map<string, string>();
  private readonly files: UploadedFile[] = [];

  constructor(
    boundary: string,
    private readonly options: MultipartOptions,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Takes the next chunk: a result when reading should stop (finished or refused), else null. */
  push(chunk: Uint8Array): MultipartResult | null {
    this.total += chunk.length;
    if (this.total > this.options.limits.totalBytes) return { ok: false, code: "too-large" };
    if (this.state === "epilogue") return null;
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.state === "body" && this.pending.length > 0 && bytes.length >= this.delimiter.length) {
      const stop = this.afterTail(bytes);
      if (stop !== null) return stop;
    } else {
      this.pending = this.pending.length === 0 ? bytes : Buffer.concat([this.pending, bytes]);
    }
    for (;;) {
      const step = this.step();
      if (step === null) return null;
      if (step.done) return step.result;
    }
  }

  /**
   * A chunk of a part's body after the held-back tail of the one before. File data is kept as the
   * chunks it came in, not copied: only a boundary that may begin in the tail and end in this chunk
   * is looked for in a copy of the two ends.
   */
  private afterTail(bytes: Buffer): MultipartResult | null {
    const joint = Buffer.concat([this.pending, bytes.subarray(0, this.delimiter.length - 1)]);
    const at = joint.indexOf(this.delimiter);
    const straddles = at >= 0 && at < this.pending.length;
    const over = this.take(straddles ? this.pending.subarray(0, at) : this.pending);
    if (over !== null) return over.done ? over.result : null;
    if (straddles) {
      this.close();
      this.pending = bytes.subarray(at + this.delimiter.length - this.pending.length);
      this.state = "boundary";
    } else {
      this.pending = bytes;
    }
    return null;
  }

  /** The body ended. */
  end(): MultipartResult {
    if (this.state !== "epilogue") return { ok: false, code: "incomplete" };
    return { ok: true, fields: this.fields, files: this.files };
  }

  /** Whether the closing boundary has been read (what follows it is ignored). */
  get finished(): boolean {
    return this.state === "epilogue";
  }

  /** One move of the state machine: null when it needs more bytes. */
  private step(): Step | null {
    const { limits } = this.options;
    switch (this.state) {
      case "preamble": {
        const at = this.pending.indexOf(this.delimiter);
        if (at < 0) {
          // Only the tail can still begin a boundary.
          this.pending = this.pending.subarray(Math.max(0, this.pending.length - this.delimiter.length + 1));
          return null;
        }
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = "boundary";
        return MORE;
      }
      case "boundary": {
        if (this.pending.length < 2) return null;
        if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) {
          this.state = "epilogue";
          this.pending = Buffer.alloc(0);
          return { done: true, result: { ok: true, fields: this.fields, files: this.files } };
        }
        if (this.pending[0] !== 0x0d || this.pending[1] !== 0x0a) return fail("malformed");
        this.state = "headers";
        return MORE;
      }
      case "headers": {
        // pending starts with the CRLF that ends the boundary line; headers end at a blank line.
        const at = this.pending.indexOf(CRLF2);
        if (at < 0) return this.pending.length > limits.headerBytes ? fail("too-large") : null;
        if (at > limits.headerBytes) return fail("too-large");
        const head = disposition(utf8.decode(this.pending.subarray(2, at)));
        this.pending = this.pending.subarray(at + CRLF2.length);
        if (head === null) return fail("malformed");
        if (++this.parts > limits.parts) return fail("too-large");
        if (head.filename !== null && this.options.admitFile !== undefined && !this.options.admitFile(this.fields)) return fail("refused");
        this.part = { name: head.name, filename: head.filename, chunks: [], size: 0 };
        this.state = "body";
        return MORE;
      }
      case "body": {
        const at = this.pending.indexOf(this.delimiter);
        if (at < 0) {
          // Keep back what could be the start of a boundary split across chunks.
          const safe = this.pending.length - this.delimiter.length + 1;
          if (safe > 0) {
            const over = this.take(this.pending.subarray(0, safe));
            if (over !== null) return over;
            this.pending = this.pending.subarray(safe);
          }
          return null;
        }
        const over = this.take(this.pending.subarray(0, at));
        if (over !== null) return over;
        this.close();
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = "boundary";
        return MORE;
      }
      case "epilogue":
        return null;
    }
  }

  private take(data: Buffer): Step | null {
    const part = this.part!;
    if (data.length === 0) return null;
    part.size += data.length;
    const limit = part.filename === null ? this.options.limits.fieldBytes : this.options.limits.fileBytes;
    if (part.size > limit) return fail("too-large");
    part.chunks.push(data);
    return null;
  }

  private close(): void {
    const part = this.part!;
    this.part = null;
    const data = Buffer.concat(part.chunks, part.size);
    if (part.filename === null) {
      // The first value of a name wins: a later duplicate cannot replace a checked key.
      if (!this.fields.has(part.name)) this.fields.set(part.name, utf8.decode(data));
    } else {
      this.files.push({ field: part.name, filename: part.filename, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
    }
  }
}

/**
 * Reads a multipart body from `read` (the next chunk, or null at the end) until it ends, a limit
 * is passed, or a file is refused; it stops pulling there, so the rest of the body is never read.
 */
export async function readMultipart(read: () => Promise<Uint8Array | null>, boundary: string, options: MultipartOptions): Promise<MultipartResult> {
  const scanner = new MultipartScanner(boundary, options);
  for (;;) {
    const chunk = await read();
    if (chunk === null) return scanner.end();
    // After the closing boundary the body is still read to its end, within the total limit.
    const stop = scanner.push(chunk);
    if (stop !== null && !stop.ok) return stop;
  }
}
