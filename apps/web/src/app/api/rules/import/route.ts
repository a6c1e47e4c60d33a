import { importRules } from "@tablecast/rules";
import { rulesCatalog } from "../../../../rules/catalog";
import { env } from "../../../../server/env";
import { readRulesUpload } from "../../../../server/rules-upload";

/**
 * A 303 to `path` on this site (relative: behind a proxy the request's own URL names an inner
 * host); `close` when part of the body is left unread, so the connection ends instead of waiting for it.
 */
function back(path: string, close = false): Response {
  return new Response(null, { status: 303, headers: { location: path, ...(close ? { connection: "close" } : {}) } });
}

const failed = (message: string, close: boolean) => back(`/rules/import?error=${encodeURIComponent(message)}`, close);

/**
 * The import form's target: runs the rules package's importer on the uploaded text and keeps the
 * result as a new edition beside the others (nothing is replaced). An edition changes what every
 * citation opens, so imports are off unless the server has an organiser key
 * (TABLECAST_ADMIN_KEY), and then only a form carrying it may import.
 */
export async function POST(req: Request): Promise<Response> {
  const key = env().adminKey;
  // Refused before a byte of the body is read.
  if (key === null) return failed("Imports are off: this server has no organiser key (TABLECAST_ADMIN_KEY).", true);
  const upload = await readRulesUpload(req, key);
  if (!upload.ok) return failed(upload.message, upload.unread);
  const result = importRules(upload.data, { game: upload.game, source: upload.filename.replace(/[^\w.\- ]+/g, "_").slice(0, 200) });
  if (!result.ok) return failed(`Not imported (${result.error.code}): ${result.error.message}`, false);
  const entry = rulesCatalog().save(result.index);
  return back(`/rules/${entry.info.game}/${entry.slug}?imported=1`);
}
