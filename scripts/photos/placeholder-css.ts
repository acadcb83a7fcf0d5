/**
 * The photos' placeholders as CSS (decision 0015): the stylesheet the images plugin serves as
 * `virtual:photo-placeholders.css`, and which of its rules a page inlines for its first paint (scripts/critical-css.ts).
 */
import { PHOTO_FOCUS_PROPERTY } from '../../src/content/photo-table.ts'
import type { OwnRules } from '../critical-css.ts'
import type { PhotoLook } from './pipeline.ts'

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`

/**
 * The selector of one photo's placeholder rule, as written and as the CSS minifier leaves it (without the quotes
 * when the name is an identifier, which every picture name is).
 */
const PLACEHOLDER_SELECTOR = /^img\[data-photo="?([^"\]]+)"?\]$/

/**
 * The stylesheet of the photos' placeholders (PHOTO_PLACEHOLDERS_MODULE): each photo's <img> (Picture marks it
 * data-photo) shows its tiny copy as a background covering the box the way the photo will, and carries its focal
 * point for the stylesheets that crop it (PageHero's object-position). Empty without photos.
 */
export function placeholderCss(looks: readonly PhotoLook[]): string {
  if (looks.length === 0) return ''
  return [
    `img[data-photo]{background-repeat:no-repeat;background-size:cover;background-position:var(${PHOTO_FOCUS_PROPERTY},50% 50%)}`,
    ...looks.map(
      ({ name, placeholder, focus }) =>
        `img[data-photo="${name}"]{${PHOTO_FOCUS_PROPERTY}:${percent(focus.x)} ${percent(focus.y)};background-image:url("${placeholder}")}`,
    ),
  ].join('\n')
}

/**
 * The placeholder rules are the build's own to place in a page's first paint (scripts/critical-css.ts, OwnRules):
 * a page inlines those of the photos that open it (the hero, a post's image), which show the photo's colours from
 * the first paint. Those of photos the page shows only in lazy <img>s wait for the rest of the stylesheet, which the
 * page loads right after its first paint: Picture makes lazy every picture that does not open its page, so none of
 * them is painted in the first paint of a phone; their placeholders are incompressible data: URIs (about 130 bytes
 * each), and inlining the 51 of the gallery's thumbnails took its HTML from 12.1 to 16.5 KB in Brotli, past what the
 * first round trip of a new connection carries (about 14 KB). The layout rule of every placeholder (`img[data-photo]`)
 * is not one of them: Beasties places it like any other rule.
 */
export const placeholderRules = {
  owns: (selector: string): boolean => PLACEHOLDER_SELECTOR.test(selector),
  paints(html: string): (selector: string) => boolean {
    const painted = new Set<string>()
    for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
      const name = /\sdata-photo="([^"]+)"/.exec(tag)?.[1]
      if (name !== undefined && !/\sloading="lazy"/.test(tag)) painted.add(name)
    }
    return (selector) => {
      const name = PLACEHOLDER_SELECTOR.exec(selector)?.[1]
      return name !== undefined && painted.has(name)
    }
  },
} satisfies OwnRules
