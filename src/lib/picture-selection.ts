/**
 * Which variant of each picture a device displays (issue 19, "offline that fits a phone"). The build reads every
 * prerendered page's <picture>/<img srcset> into a table of displays (scripts/picture-displays.ts); at install the
 * worker keeps, of every image variant in its precache list, only those this device's screen shows, as a browser
 * picks them: the first <source> whose media matches and whose type it decodes, then the smallest candidate that
 * covers the slot's width at the screen's pixel ratio. Pure code, shared by the worker and the build's tests.
 *
 * Only what the site's own `sizes` and `media` attributes use is understood: `(min-width: Npx)`, `(max-width: Npx)`
 * joined by `and`, and lengths in px, vw, vh and ch, alone or in `max()`/`min()`. Anything else counts as matching,
 * or as the full screen width; and the worker answers a request for a variant it does not hold with a larger one it
 * does (precache.ts), so a slip here costs bytes, never a missing picture.
 */

/** A srcset candidate: its URL and its `w` descriptor. */
export type Candidate = readonly [url: string, width: number]

export interface DisplaySource {
  candidates: readonly Candidate[]
  sizes: string
  media?: string
  type?: string
}

/** One way a page shows a picture: its <source>s in order, then the <img>. */
export interface PictureDisplay {
  sources: readonly DisplaySource[]
  img: DisplaySource
}

/** What the page tells the worker about the screen it runs on (src/pwa/device-display.ts). */
export interface DeviceDisplay {
  /** The screen's width in CSS pixels: the widest the page's viewport gets on this device. */
  width: number
  /** The screen's height in CSS pixels (for `vh` lengths). */
  height: number
  /** Device pixels per CSS pixel. */
  dpr: number
  /** Whether the browser decodes AVIF. */
  avif: boolean
}

/** The width of one `ch` in CSS pixels: the site's text is 16 px, and a digit of its font is about half an em. */
const CH_PX = 8.5

/** Whether a media condition of the site's kind matches a viewport `width` CSS pixels wide. */
export function mediaMatches(media: string, width: number): boolean {
  return media.split(/\band\b/).every((part) => {
    const feature = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/.exec(part)
    if (!feature) return true
    const limit = Number(feature[2])
    return feature[1] === 'min' ? width >= limit : width <= limit
  })
}

type Viewport = Pick<DeviceDisplay, 'width' | 'height'>

/** A `sizes` length in CSS pixels on the viewport; the full width when it is not understood. */
function lengthPx(length: string, viewport: Viewport): number {
  const trimmed = length.trim()
  const fn = /^(max|min)\((.*)\)$/.exec(trimmed)
  if (fn) {
    const values = fn[2]!.split(',').map((part) => lengthPx(part, viewport))
    return fn[1] === 'max' ? Math.max(...values) : Math.min(...values)
  }
  const match = /^([\d.]+)(px|vw|vh|ch)$/.exec(trimmed)
  if (!match) return viewport.width
  const value = Number(match[1])
  if (match[2] === 'px') return value
  if (match[2] === 'vw') return (value * viewport.width) / 100
  if (match[2] === 'vh') return (value * viewport.height) / 100
  return value * CH_PX
}

/** Splits a `sizes` attribute at its top-level commas (not those inside `max(…)`). */
function sizeEntries(sizes: string): string[] {
  const entries: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < sizes.length; i++) {
    const char = sizes[i]
    if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === ',' && depth === 0) {
      entries.push(sizes.slice(start, i).trim())
      start = i + 1
    }
  }
  entries.push(sizes.slice(start).trim())
  return entries.filter(Boolean)
}

/** The slot width a `sizes` attribute gives on the viewport: the first entry whose condition matches. */
export function slotWidth(sizes: string, viewport: Viewport): number {
  for (const entry of sizeEntries(sizes)) {
    const condition = /^(\([^)]*\)(?:\s+and\s+\([^)]*\))*)\s+(.+)$/.exec(entry)
    if (!condition) return lengthPx(entry, viewport)
    if (mediaMatches(condition[1]!, viewport.width)) return lengthPx(condition[2]!, viewport)
  }
  return viewport.width
}

/** The smallest candidate at least `slot × dpr` device pixels wide, else the largest. */
export function pickCandidate(candidates: readonly Candidate[], slot: number, dpr: number): string | undefined {
  const sorted = [...candidates].sort((a, b) => a[1] - b[1])
  const needed = slot * dpr
  return (sorted.find(([, width]) => width >= needed) ?? sorted[sorted.length - 1])?.[0]
}

function decodes(type: string | undefined, device: DeviceDisplay): boolean {
  if (!type) return true
  if (type === 'image/avif') return device.avif
  return ['image/webp', 'image/jpeg', 'image/png'].includes(type)
}

/** The URL a device's browser loads for one display. */
export function displayedUrl(display: PictureDisplay, device: DeviceDisplay): string | undefined {
  const source =
    display.sources.find(
      (candidate) =>
        (!candidate.media || mediaMatches(candidate.media, device.width)) && decodes(candidate.type, device),
    ) ?? display.img
  return pickCandidate(source.candidates, slotWidth(source.sizes, device), device.dpr)
}

/** Every picture URL the device shows, over all displays. */
export function urlsForDevice(displays: readonly PictureDisplay[], device: DeviceDisplay): Set<string> {
  const urls = new Set<string>()
  for (const display of displays) {
    const url = displayedUrl(display, device)
    if (url) urls.add(url)
  }
  return urls
}

/** Every URL any display can load: the precache entries the selection decides about. */
export function selectableUrls(displays: readonly PictureDisplay[]): Set<string> {
  const urls = new Set<string>()
  for (const display of displays) {
    for (const source of [...display.sources, display.img]) for (const [url] of source.candidates) urls.add(url)
  }
  return urls
}

/** `candidates` other than the one `width` wide, nearest first: the larger ones up, then the smaller ones down. */
function nearest(candidates: readonly Candidate[], width: number, except: string): string[] {
  const others = candidates.filter(([url]) => url !== except)
  return [
    ...others.filter(([, w]) => w >= width).sort((a, b) => a[1] - b[1]),
    ...others.filter(([, w]) => w < width).sort((a, b) => b[1] - a[1]),
  ].map(([url]) => url)
}

/**
 * What may stand in for each variant a page can ask for when the network is gone, nearest first: the same srcset (the
 * same crop and format), then the picture's other srcsets (its phone slice, its other format). A window narrower than
 * the screen the install was made for (a tablet in split view) shows the phones' slices, which that install did not
 * keep; another crop of the same picture beats an empty box. AVIF stands in only for AVIF: a browser that asked for
 * another format may not decode it. (Browsers read an image's format from its bytes, not its URL.)
 */
export function offlineSubstitutes(displays: readonly PictureDisplay[]): Map<string, string[]> {
  const found = new Map<string, Set<string>>()
  for (const display of displays) {
    const srcsets = [...display.sources, display.img].map((source) => source.candidates)
    for (const own of srcsets) {
      for (const [url, width] of own) {
        const isAvif = url.endsWith('.avif')
        const others = srcsets
          .filter((srcset) => srcset !== own)
          .flat()
          .filter(([candidate]) => isAvif || !candidate.endsWith('.avif'))
        const list = found.get(url) ?? new Set<string>()
        for (const candidate of [...nearest(own, width, url), ...nearest(others, width, url)]) list.add(candidate)
        found.set(url, list)
      }
    }
  }
  return new Map([...found].map(([url, list]) => [url, [...list]]))
}

/** A well-formed device display (it comes from storage, which may hold anything). */
export function isDeviceDisplay(value: unknown): value is DeviceDisplay {
  const device = value as Partial<DeviceDisplay> | null
  return (
    typeof device?.width === 'number' &&
    device.width > 0 &&
    device.width < 100_000 &&
    typeof device.height === 'number' &&
    device.height > 0 &&
    device.height < 100_000 &&
    typeof device.dpr === 'number' &&
    device.dpr > 0 &&
    device.dpr <= 8 &&
    typeof device.avif === 'boolean'
  )
}
