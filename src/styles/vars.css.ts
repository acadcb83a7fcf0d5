import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css'
import { palette } from './palette'

/** The theme contract: every colour, size and shadow the components use comes from here. */
export const vars = createThemeContract({
  // One slot per palette colour: the values and their names are written once, in ./palette.ts.
  color: Object.fromEntries(Object.keys(palette).map((name) => [name, null])) as Record<keyof typeof palette, null>,
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null },
  lineHeight: { tight: null, normal: null },
  space: {
    '1': null,
    '2': null,
    '3': null,
    '4': null,
    '5': null,
    '6': null,
    '8': null,
    '10': null,
    '12': null,
    '16': null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  layout: { maxWidth: null, headerHeight: null },
  z: { header: null, overlay: null, toast: null, floating: null },
})

createGlobalTheme(':root', vars, {
  color: palette,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5rem',
    '2xl': 'clamp(1.6rem, 1.3rem + 1.2vw, 2rem)',
    '3xl': 'clamp(2rem, 1.5rem + 2vw, 2.75rem)',
    '4xl': 'clamp(2.3rem, 1.6rem + 3vw, 3.5rem)',
  },
  lineHeight: { tight: '1.2', normal: '1.6' },
  space: {
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: { sm: '6px', md: '10px', lg: '18px', full: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(27, 36, 53, 0.08)',
    md: '0 6px 18px rgba(27, 36, 53, 0.12)',
    lg: '0 18px 48px rgba(27, 36, 53, 0.22)',
  },
  layout: { maxWidth: '1180px', headerHeight: '64px' },
  z: { header: '40', floating: '45', overlay: '60', toast: '70' },
})
