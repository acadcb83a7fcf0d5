/**
 * What a phone's own furniture covers at each edge of the screen: the notch or island and the home indicator, the
 * notch's side in landscape, and, in the installed app on an iPhone, the status bar. The page asks for the whole
 * screen (`viewport-fit=cover`) and the installed app's status bar is translucent (`black-translucent`, both in
 * routes/__root.tsx), so backgrounds run to the edges and whatever is read or tapped keeps clear of these. Each is
 * 0 on a screen with nothing in the way.
 */
export const safeArea = {
  top: 'env(safe-area-inset-top, 0px)',
  right: 'env(safe-area-inset-right, 0px)',
  bottom: 'env(safe-area-inset-bottom, 0px)',
  left: 'env(safe-area-inset-left, 0px)',
} as const

export type Edge = keyof typeof safeArea

/** `length` in from `edge`, counted from where the screen is clear rather than from its edge. */
export function clearOf(edge: Edge, length: string): string {
  return `calc(${length} + ${safeArea[edge]})`
}

/**
 * Inline padding of `length` on each side, or the notch's side where that is wider (a phone on its side). The larger
 * of the two, not their sum, as WebKit advises: the inset already keeps clear of the notch, and the phone's narrow
 * landscape screen keeps its width for the page.
 */
export function clearInline(length: string): { paddingLeft: string; paddingRight: string } {
  return { paddingLeft: `max(${length}, ${safeArea.left})`, paddingRight: `max(${length}, ${safeArea.right})` }
}
