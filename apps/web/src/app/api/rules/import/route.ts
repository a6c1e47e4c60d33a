import { importRules } from "@tablecast/rules";
import { rulesCatalog } from "../../../../rules/catalog";
import { env } from "../../../../server/env";
import { dropRefusedBody } from "../../../../server/refused-body";
import { readRulesUpload } from "../../../../server/rules-upload";

/** A 303 to `path` on this site (relative: behind a proxy the request's own URL names an inner host). */
function back(path: string): Response {
  return new Response(null, { status: 303, headers: { location: path } });
}

/** Back to the form with `message`; what is left of a refused body is dropped, never kept. */
function failed(req: Request, message: string, unread: boolean): Response {
  if (unread && req.body !== null) void dropRefusedBody(req.body);
  return back(`/rules/import?error=${encodeURIComponent(message)}`);
}

/**
 * The import form's target: runs the rules package's importer on the uploaded text and keeps the
 * result as a new edition beside the others (nothing is replaced). An edition changes what every
 * citation opens, so imports are off unless the server has an organiser key
 * (TABLECAST_ADMIN_KEY), and then only a form carrying it may import.
 */
export async function POST(req: Request): Promise<Response> {
  const key = env().adminKey;
  // Refused before a byte of the body is read.
  if (key === null) return failed(req, "Imports are off: this server has no organiser key (TABLECAST_ADMIN_KEY).", true);
  const upload = await readRulesUpload(req, key);
  if (!upload.ok) return failed(req, upload.message, upload.unread);
  const result = importRules(upload.data, { game: upload.game, source: upload.filename.replace(/[^\w.\- ]+/g, "_").slice(0, 200) });
  if (!result.ok) return failed(req, `Not imported (${result.error.code}): ${result.error.message}`, false);
  const entry = rulesCatalog().save(result.index);
  return back(`/rules/${entry.info.game}/${entry.slug}?imported=1`);
}
