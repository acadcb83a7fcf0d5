/**
 * Heights as a share of the screen the guest can see now. On a phone `vh` is the screen with the browser's toolbars
 * put away (Safari's address and tab bar, Chrome's address bar), so a box placed or capped in `vh` reaches under a
 * toolbar while it shows, and its last lines cannot be scrolled into view. `dvh` follows the toolbars as they come and
 * go. `visibleHeight` gives both, `vh` first: vanilla-extract writes an array as fallback declarations, so a browser from
 * before `dvh` (Safari before 15.4) keeps the line it understands and every other one takes the last.
 *
 * Floors are left in `vh` (the hero's least heights of SPEC §2, the main column's): a box at least the screen's
 * height needs no toolbar to be read whole.
 */
export function visibleHeight(percent: number, within: (height: string) => string = (height) => height): string[] {
  return [within(`${percent}vh`), within(`${percent}dvh`)]
}
