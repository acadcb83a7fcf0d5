/**
 * SPEC §2 Press kit "official logos as PNG": rendered from the brand SVGs (src/assets/brand) by
 * scripts/brand-assets-plugin.ts into the build (which imports this module at config time, so it imports no content file), so the download is always the current logo.
 */
export const brandLogoFiles = [
  {
    source: 'logo-horizontal.svg',
    file: 'downloads/cat-history-tours-logo.png',
    width: 1600,
    height: 400,
    label: 'Full logo',
    note: 'Mark and name, transparent background',
  },
  {
    source: 'mark.svg',
    file: 'downloads/cat-history-tours-mark.png',
    width: 1024,
    height: 1024,
    label: 'Cat mark',
    note: 'Round mark, transparent background',
  },
  {
    source: 'mark-maskable.svg',
    file: 'downloads/cat-history-tours-mark-square.png',
    width: 1024,
    height: 1024,
    label: 'Square mark',
    note: 'On navy, for profile pictures',
  },
] as const
