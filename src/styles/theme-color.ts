/** The browser UI colour (theme-color meta and the web app manifest): the theme's night and page colours. */
import { night, surfaceAlt } from './palette.ts'

export const THEME_COLOR = night
export const BACKGROUND_COLOR = surfaceAlt
