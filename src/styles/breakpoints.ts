/** Named breakpoints; 768px is the spec's mobile breakpoint (SPEC §9). */
export const breakpoints = { tablet: 768, desktop: 1024 } as const

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  mobileOnly: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  tabletOnly: `screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Paper (src/styles/print.css.ts). */
  print: 'print',
  /** Windows' contrast themes and any forced colours (src/styles/forced-colors.ts). */
  forcedColors: '(forced-colors: active)',
} as const
