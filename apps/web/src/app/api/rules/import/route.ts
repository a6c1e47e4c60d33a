import { timingSafeEqual } from "node:crypto";
import { GAMES, importRules, type Game } from "@tablecast/rules";
import { rulesCatalog } from "../../../../rules/catalog";
import { env } from "../../../../server/env";

const MAX_BYTES = 8 * 1024 * 1024;

function back(req: Request, path: string): Response {
  return Response.redirect(new URL(path, req.url), 303);
}

const failed = (req: Request, message: string) => back(req, `/rules/import?error=${encodeURIComponent(message)}`);

function sameKey(given: string, want: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The import form's target: runs the rules package's importer on the uploaded text and keeps the
 * result as a new edition beside the others (nothing is replaced). When the server has an
 * organiser key (TABLECAST_ADMIN_KEY), only a form carrying it may import: an edition changes
 * what every citation opens.
 */
export async function POST(req: Request): Promise<Response> {
  const length = Number(req.headers.get("content-length") ?? "0");
  if (length > MAX_BYTES + 64 * 1024) return failed(req, "The file is larger than 8 MB.");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return failed(req, "The upload did not arrive whole; try again.");
  }
  const key = env().adminKey;
  if (key !== null && !sameKey(String(form.get("key") ?? ""), key)) return failed(req, "Wrong organiser key.");
  const game = String(form.get("game") ?? "");
  if (!(GAMES as readonly string[]).includes(game)) return failed(req, "Choose a game.");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return failed(req, "Choose a text file of the rules.");
  if (file.size > MAX_BYTES) return failed(req, "The file is larger than 8 MB.");
  const result = importRules(new Uint8Array(await file.arrayBuffer()), { game: game as Game, source: file.name.replace(/[^\w.\- ]+/g, "_").slice(0, 200) });
  if (!result.ok) return failed(req, `Not imported (${result.error.code}): ${result.error.message}`);
  const entry = rulesCatalog().save(result.index);
  return back(req, `/rules/${entry.info.game}/${entry.slug}?imported=1`);
}
