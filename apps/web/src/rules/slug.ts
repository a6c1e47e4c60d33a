/** A glossary term's anchor on its document's page (`go again` → `term-go-again`). */
export const termSlug = (term: string) => term.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
