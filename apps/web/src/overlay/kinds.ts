/** The overlays there are (URL segment of /overlay/<match>/<kind>). */
export const OVERLAYS = ["score", "banner", "last-card", "combat", "resources", "callout", "board"] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** `f2b441`, `#f2b441` (sent as `%23f2b441`) or the three-digit forms; anything else is the default. */
export function accentOf(raw: string | null): string {
  const hex = (raw ?? "").trim().replace(/^#/, "");
  return /^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(hex) ? `#${hex}` : "#f2b441";
}
