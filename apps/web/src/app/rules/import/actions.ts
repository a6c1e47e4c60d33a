"use server";
import { GAMES, importRules, type Game } from "@tablecast/rules";
import { redirect } from "next/navigation";
import { catalog, saveImported } from "../../../rules/catalog";

const MAX_BYTES = 8 * 1024 * 1024;

/** Imports an uploaded rules document as a new edition, keeping every older one. */
export async function importEdition(form: FormData): Promise<void> {
  const game = String(form.get("game") ?? "");
  const file = form.get("file");
  if (!(GAMES as readonly string[]).includes(game)) redirect(`/rules/import?error=${encodeURIComponent("choose a game")}`);
  if (!(file instanceof File) || file.size === 0) redirect(`/rules/import?error=${encodeURIComponent("choose a text file of the rules")}`);
  if (file.size > MAX_BYTES) redirect(`/rules/import?error=${encodeURIComponent("the file is larger than 8 MB")}`);
  const result = importRules(new Uint8Array(await file.arrayBuffer()), { game: game as Game, source: file.name.slice(0, 200) });
  if (!result.ok) redirect(`/rules/import?error=${encodeURIComponent(`${result.error.code}: ${result.error.message}`)}`);
  saveImported(result.index);
  const entry = catalog().find((e) => e.info.id === result.index.document.id);
  redirect(entry === undefined ? "/rules" : `/rules/${entry.info.game}/${entry.slug}`);
}
