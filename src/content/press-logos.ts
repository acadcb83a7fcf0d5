/**
 * Where each press outlet's logo is and how big it is drawn: read by the pages (through ./press-outlets.ts) and by the
 * build step that draws the logos (scripts/press-logos-plugin.ts), which runs in Node before any content module
 * exists, so this module imports none.
 */

/** Every wordmark is drawn on this canvas; pages show it scaled down. */
export const LOGO_WIDTH = 240
export const LOGO_HEIGHT = 80

/**
 * Where the build writes an outlet's wordmark, as a PNG at twice its size (scripts/press-logos-plugin.ts); the same
 * name as `.webp` is its first fallback (SPEC §7).
 */
export function pressLogoSrc(slug: string): string {
  return `/press-logos/${slug}.png`
}
