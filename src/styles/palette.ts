/**
 * The theme's colour values, in a plain module: vars.css.ts makes them the CSS custom properties every style reads,
 * and the theme-color meta and the web app manifest (./theme-color.ts, read in Node by the build) take theirs from
 * here, so each colour is written once.
 */
export const palette = {
  brand: '#b93f0c',
  brandStrong: '#8f2f07',
  brandSoft: '#fdecdf',
  accent: '#0f6b63',
  accentSoft: '#e2f3f1',
  ink: '#1f1a17',
  inkMuted: '#57504a',
  inverse: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#fbf6ee',
  night: '#1b2435',
  nightSoft: '#2a3650',
  border: '#e4dbcf',
  focus: '#1d4ed8',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  success: '#166534',
  successSoft: '#e8f5ec',
  /** Secondary text on the night background (footer, callouts, quote captions). */
  inverseMuted: '#e8ecf4',
  /** Links and highlights on the night background or on photos (header, hero eyebrow, footer). */
  inverseAccent: '#ffd7b8',
  /** The top banner's month and link hover, on the brand colour. */
  inverseAccentSoft: '#ffe6d3',
  /** Notices that are not errors (offline, a frame that could not load). */
  notice: '#fff4d6',
  noticeInk: '#5c3b00',
  noticeBorder: '#e5c770',
} as const
