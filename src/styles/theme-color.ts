/** The browser UI colour (theme-color meta and the web app manifest); the night colour of the theme. */
export const THEME_COLOR = '#1b2435'
export const BACKGROUND_COLOR = '#fbf6ee'
