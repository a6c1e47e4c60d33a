import { GAMES, type Game } from "@tablecast/rules";
import { isAdminKey } from "./admin-key";
import { boundaryOf, readMultipart, type MultipartLimits } from "./multipart";
import { MAX_RULES_FILE_BYTES } from "./rules-upload-limit";

export { MAX_RULES_FILE_BYTES };

export const RULES_UPLOAD_LIMITS: MultipartLimits = {
  fileBytes: MAX_RULES_FILE_BYTES,
  // The file plus the form's other fields, boundaries and headers.
  totalBytes: MAX_RULES_FILE_BYTES + 64 * 1024,
  fieldBytes: 4 * 1024,
  headerBytes: 8 * 1024,
  parts: 8,
};

export type RulesUpload =
  | { readonly ok: true; readonly game: Game; readonly filename: string; readonly data: Uint8Array }
  /** `unread`: the body was not read to its end (and `req.body` is free to be dropped). */
  | { readonly ok: false; readonly message: string; readonly unread: boolean };

const TOO_LARGE = "The file is larger than 8 MB.";
const WRONG_KEY = "Wrong organiser key.";

/**
 * The import form, read from the request body as it arrives: the organiser key is checked when
 * the file begins (the form sends it first), and reading stops at the first byte past the limit,
 * so a refused upload costs at most the limit in memory, with or without content-length.
 */
export async function readRulesUpload(req: Request, key: string): Promise<RulesUpload> {
  const boundary = boundaryOf(req.headers.get("content-type"));
  if (boundary === null || req.body === null) return { ok: false, message: "Send the import form (multipart/form-data).", unread: req.body !== null };
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > RULES_UPLOAD_LIMITS.totalBytes) return { ok: false, message: TOO_LARGE, unread: true };
  const reader = req.body.getReader();
  let total = 0;
  const read = async () => {
    const next = await reader.read();
    if (next.done) return null;
    total += next.value.length;
    return next.value;
  };
  const form = await readMultipart(read, boundary, { limits: RULES_UPLOAD_LIMITS, admitFile: (fields) => isAdminKey(fields.get("key") ?? "", key) });
  if (!form.ok) {
    // A browser's form (its length declared, within the limit) is read to its end and thrown
    // away before answering: its connection stays usable, and the browser is not cut off in the
    // middle of sending it. A body of unknown length is left unread.
    const unread = form.code === "too-large" || (form.code !== "incomplete" && (declared === null || !(await discardRest(read, () => total))));
    if (unread) reader.releaseLock();
    const message = form.code === "too-large" ? TOO_LARGE : form.code === "refused" ? WRONG_KEY : "The upload did not arrive whole; try again.";
    return { ok: false, message, unread };
  }
  // Also for a form without a file: nothing is said about the rest to someone without the key.
  if (!isAdminKey(form.fields.get("key") ?? "", key)) return { ok: false, message: WRONG_KEY, unread: false };
  const game = form.fields.get("game") ?? "";
  if (!(GAMES as readonly string[]).includes(game)) return { ok: false, message: "Choose a game.", unread: false };
  const file = form.files.find((f) => f.field === "file");
  if (file === undefined || file.data.length === 0) return { ok: false, message: "Choose a text file of the rules.", unread: false };
  return { ok: true, game: game as Game, filename: file.filename, data: file.data };
}

/** Reads and drops the rest of the body within the total limit: true when it ended there. */
async function discardRest(read: () => Promise<Uint8Array | null>, total: () => number): Promise<boolean> {
  while (total() <= RULES_UPLOAD_LIMITS.totalBytes) if ((await read()) === null) return true;
  return false;
}
