/**
 * The two screens the install budget of issue 19 is measured on: a 390 px phone at pixel ratio 3 and a 1280 px desktop
 * at 1 (the bench's --photos uses the same two, scripts/bench/photos.mjs).
 */
export const INSTALL_SCREENS = {
  phone: {
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1280, height: 800 },
    screen: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
} as const
