/**
 * The theme's colour values, in a plain module: vars.css.ts makes them the CSS custom properties every style reads,
 * and the theme-color meta and the web app manifest (./theme-color.ts, read in Node by the build) take theirs from
 * here, so each colour is written once. Each is a constant of its own: a page's script carries only the few it reads
 * (the logo's two), not the whole palette (issue 17).
 */
export const brand = '#b93f0c'
export const brandStrong = '#8f2f07'
export const brandSoft = '#fdecdf'
export const accent = '#0f6b63'
export const accentSoft = '#e2f3f1'
export const ink = '#1f1a17'
export const inkMuted = '#57504a'
export const inverse = '#ffffff'
export const surface = '#ffffff'
export const surfaceAlt = '#fbf6ee'
export const night = '#1b2435'
export const nightSoft = '#2a3650'
export const border = '#e4dbcf'
export const focus = '#1d4ed8'
export const danger = '#b42318'
export const dangerSoft = '#fdecea'
export const success = '#166534'
export const successSoft = '#e8f5ec'
/** Secondary text on the night background (footer, callouts, quote captions). */
export const inverseMuted = '#e8ecf4'
/** Links and highlights on the night background or on photos (header, hero eyebrow, footer). */
export const inverseAccent = '#ffd7b8'
/** The top banner's month and link hover, on the brand colour. */
export const inverseAccentSoft = '#ffe6d3'
/** Notices that are not errors (offline, a frame that could not load). */
export const notice = '#fff4d6'
export const noticeInk = '#5c3b00'
export const noticeBorder = '#e5c770'

export const palette = {
  brand,
  brandStrong,
  brandSoft,
  accent,
  accentSoft,
  ink,
  inkMuted,
  inverse,
  surface,
  surfaceAlt,
  night,
  nightSoft,
  border,
  focus,
  danger,
  dangerSoft,
  success,
  successSoft,
  inverseMuted,
  inverseAccent,
  inverseAccentSoft,
  notice,
  noticeInk,
  noticeBorder,
} as const
