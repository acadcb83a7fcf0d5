/** The build's table of picture displays (scripts/picture-displays.ts), given to the worker's build. */
declare module 'virtual:picture-displays' {
  export const pictureDisplays: ReadonlyArray<import('../lib/picture-selection').PictureDisplay>
}
