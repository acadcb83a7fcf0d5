/** The browser UI colour (theme-color meta and the web app manifest): the theme's night and page colours. */
import { palette } from './palette.ts'

export const THEME_COLOR = palette.night
export const BACKGROUND_COLOR = palette.surfaceAlt
