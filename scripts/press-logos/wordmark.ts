/**
 * Draws the typographic wordmark of a (fictional) press outlet as SVG, from its entry in
 * src/content/press-wordmarks.ts, or in the plain style from its name when it has none. Only generic font families, so
 * no font file is needed: names are sized to fit their box in a wide font (a narrower one leaves a little more margin),
 * and small tracked lines are spaced to a set width.
 */
import { LOGO_HEIGHT as H, LOGO_WIDTH as W } from '../../src/content/press-logos.ts'
import { wordmarkOf, type Wordmark } from '../../src/content/press-wordmarks.ts'

type Family = 'serif' | 'sans-serif' | 'monospace'

interface Line {
  x: number
  y: number
  family: Family
  size: number
  fill: string
  weight?: number
  italic?: boolean
  caps?: boolean
  anchor?: 'start' | 'middle'
  /** Width a tracked line is spaced out to; a name has none and keeps its font's own spacing. */
  length?: number
}

/**
 * Average advance of a glyph in ems, measured on DejaVu (the widest common fallback), so a line never comes out
 * wider than its box where `textLength` is not applied (librsvg); browsers then only track it out a little.
 */
function advance(family: Family, caps: boolean, weight: number): number {
  if (family === 'monospace') return 0.6
  const bold = weight >= 600
  if (family === 'serif') return 0.57 + (bold ? 0.1 : 0) + (caps ? 0.09 : 0)
  return 0.6 + (bold ? 0.05 : 0) + (caps ? 0.08 : 0)
}

/** The largest size up to `maxSize` at which `text` fits `maxWidth` even in a wide font. */
function fitSize(
  text: string,
  family: Family,
  maxWidth: number,
  maxSize: number,
  caps = false,
  weight = 400,
): { size: number } {
  return { size: round(Math.min(maxSize, maxWidth / (text.length * advance(family, caps, weight)))) }
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function text(content: string, line: Line): string {
  const attributes = [
    `x="${line.x}"`,
    `y="${line.y}"`,
    `font-family="${line.family}"`,
    `font-size="${line.size}"`,
    `fill="${line.fill}"`,
    `text-anchor="${line.anchor ?? 'middle'}"`,
    line.length ? `textLength="${line.length}" lengthAdjust="spacing"` : '',
    line.weight ? `font-weight="${line.weight}"` : '',
    line.italic ? 'font-style="italic"' : '',
  ].filter(Boolean)
  const body = line.caps ? content.toUpperCase() : content
  return `<text ${attributes.join(' ')}>${escapeXml(body)}</text>`
}

/** A tracked line of small capitals, centred. */
function tracked(
  content: string,
  y: number,
  size: number,
  length: number,
  fill: string,
  family: Family = 'sans-serif',
  weight = 600,
): string {
  return text(content, { x: W / 2, y, family, size, fill, weight, caps: true, length })
}

function rule(x1: number, x2: number, y: number, width: number, color: string): string {
  return `<rect x="${x1}" y="${round(y - width / 2)}" width="${x2 - x1}" height="${width}" fill="${color}"/>`
}

/** One drawing per style: each sets the kicker, name and tagline in a different typographic layout. */
const layouts: Record<Wordmark['style'], (mark: Wordmark) => string> = {
  masthead: ({ kicker = '', main, ink }) => {
    const name = fitSize(main, 'serif', 224, 34, false, 700)
    return (
      tracked(kicker, 16, 10, 30, ink) +
      text(main, { x: W / 2, y: 52, family: 'serif', weight: 700, fill: ink, ...name }) +
      rule(8, 232, 61, 2, ink) +
      rule(8, 232, 65.5, 0.8, ink)
    )
  },
  stacked: ({ main, tagline = '', ink, accent }) => {
    const name = fitSize(main, 'sans-serif', 224, 28, true, 800)
    return (
      text(main, { x: W / 2, y: 40, family: 'sans-serif', weight: 800, caps: true, fill: ink, ...name }) +
      tracked(tagline, 65, 12, 62, accent) +
      rule(8, 76, 61, 3, accent) +
      rule(164, 232, 61, 3, accent)
    )
  },
  italic: ({ main, ink, accent }) => {
    const name = fitSize(main, 'serif', 224, 36, false, 600)
    const [before, after] = main.split('&')
    const amp = `<tspan fill="${accent}">&amp;</tspan>`
    const attributes = `x="${W / 2}" y="48" font-family="serif" font-size="${name.size}" font-weight="600" font-style="italic" fill="${ink}" text-anchor="middle"`
    return (
      `<text ${attributes}>${escapeXml(before ?? main)}${after === undefined ? '' : amp + escapeXml(after)}</text>` +
      `<path d="M64 62 Q120 74 176 62" fill="none" stroke="${accent}" stroke-width="2.5" stroke-linecap="round"/>`
    )
  },
  underline: ({ main, tagline = '', ink, accent }) => {
    const name = fitSize(main, 'sans-serif', 224, 32, true, 700)
    return (
      text(main, { x: 8, y: 42, family: 'sans-serif', weight: 700, caps: true, anchor: 'start', fill: ink, ...name }) +
      rule(8, 152, 55, 5, accent) +
      // Start-anchored: browsers place an end-anchored line before tracking it out, past the edge.
      text(tagline, {
        x: 166,
        y: 60,
        family: 'sans-serif',
        size: 13,
        weight: 600,
        caps: true,
        anchor: 'start',
        fill: ink,
        length: 66,
      })
    )
  },
  ruled: ({ kicker = '', main, ink }) => {
    const name = fitSize(main, 'serif', 200, 40, true, 700)
    return (
      tracked(kicker, 16, 10, 120, ink) +
      rule(8, 232, 23, 1, ink) +
      text(main, { x: W / 2, y: 60, family: 'serif', weight: 700, caps: true, fill: ink, ...name, length: 200 }) +
      rule(8, 232, 71, 1, ink)
    )
  },
  typewriter: ({ kicker = '', main, ink, accent }) =>
    `<rect x="5" y="5" width="230" height="70" rx="3" fill="none" stroke="${ink}" stroke-width="2"/>` +
    tracked(kicker, 30, 12, 150, ink, 'monospace', 400) +
    text(main, { x: W / 2, y: 62, family: 'monospace', size: 28, weight: 700, caps: true, fill: ink, length: 168 }) +
    `<circle cx="20" cy="52" r="4" fill="${accent}"/><circle cx="220" cy="52" r="4" fill="${accent}"/>`,
  block: ({ main, ink, accent }) => {
    const name = fitSize(main, 'sans-serif', 204, 28, false, 700)
    return (
      `<rect x="2" y="8" width="236" height="64" rx="14" fill="${accent}"/>` +
      text(main, { x: W / 2, y: 50, family: 'sans-serif', weight: 700, fill: ink, ...name })
    )
  },
  badge: ({ kicker = '', main, tagline = '', ink, accent }) => {
    const name = fitSize(main, 'sans-serif', 150, 26, true, 800)
    return (
      `<circle cx="40" cy="40" r="32" fill="${accent}"/>` +
      text(kicker, { x: 40, y: 55, family: 'serif', size: 42, weight: 700, fill: '#ffffff' }) +
      text(main, { x: 82, y: 40, family: 'sans-serif', weight: 800, caps: true, anchor: 'start', fill: ink, ...name }) +
      text(tagline, { x: 82, y: 64, family: 'serif', size: 18, italic: true, anchor: 'start', fill: accent })
    )
  },
  caption: ({ main, tagline = '', ink, accent }) => {
    const name = fitSize(main, 'serif', 224, 30, false, 400)
    return (
      text(main, { x: W / 2, y: 40, family: 'serif', italic: true, fill: ink, ...name }) +
      rule(72, 168, 52, 1, accent) +
      tracked(tagline, 69, 10, 124, accent)
    )
  },
  almanac: ({ kicker = '', main, ink, accent }) => {
    const name = fitSize(main, 'serif', 200, 42, false, 700)
    const diamond = (x: number) => `<path d="M${x} 14 l5 5 l-5 5 l-5 -5 Z" fill="${accent}"/>`
    return (
      diamond(44) +
      tracked(kicker, 24, 13, 120, accent, 'sans-serif', 400) +
      diamond(196) +
      text(main, { x: W / 2, y: 66, family: 'serif', weight: 700, fill: ink, ...name })
    )
  },
  // Any outlet's name: on one line, or on two, split at the space nearest its middle, when a line would set it small.
  plain: ({ main, ink, accent }) => {
    const one = fitSize(main, 'serif', 224, 34, false, 700)
    if (one.size >= 24 || !main.includes(' '))
      return (
        text(main, { x: W / 2, y: 46, family: 'serif', weight: 700, fill: ink, ...one }) + rule(92, 148, 62, 2, accent)
      )
    const spaces = [...main.matchAll(/ /g)].map((match) => match.index)
    const split = spaces.reduce((best, at) =>
      Math.abs(at - main.length / 2) < Math.abs(best - main.length / 2) ? at : best,
    )
    const lines = [main.slice(0, split), main.slice(split + 1)]
    const size = Math.min(...lines.map((line) => fitSize(line, 'serif', 224, 28, false, 700).size))
    return (
      lines
        .map((line, index) =>
          text(line, { x: W / 2, y: 32 + index * 28, family: 'serif', weight: 700, size, fill: ink }),
        )
        .join('') + rule(100, 140, 72, 2, accent)
    )
  },
  wave: ({ main, tagline = '', ink, accent }) => {
    const name = fitSize(main, 'sans-serif', 224, 34, true, 800)
    const wave = `M8 50 q14 -8 28 0${' t28 0'.repeat(7)}`
    return (
      text(main, { x: W / 2, y: 38, family: 'sans-serif', weight: 800, caps: true, fill: ink, ...name }) +
      `<path d="${wave}" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>` +
      tracked(tagline, 72, 12, 104, ink)
    )
  },
}

/** The outlet's wordmark as a standalone SVG document. */
export function wordmarkSvg(outlet: { slug: string; name: string }): string {
  const wordmark = wordmarkOf(outlet)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<title>${escapeXml(outlet.name)}</title>` +
    layouts[wordmark.style](wordmark) +
    '</svg>'
  )
}
