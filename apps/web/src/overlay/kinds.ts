/** The overlays there are (URL segment of /overlay/<match>/<kind>). */
export const OVERLAYS = ["score", "banner", "last-card", "combat", "resources", "callout", "board"] as const;
export type Overlay = (typeof OVERLAYS)[number];
