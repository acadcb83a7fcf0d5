import { startTransition, useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { FALLBACK_ALT, PHONE_ART, fallbackImageFor, webpVariant, type ImageName } from '../content/images'
import { picture } from '../content/pictures'
import * as styles from './Picture.css'
// Each photo's placeholder and focal point, as rules on img[data-photo="<name>"] (decision 0015).
import 'virtual:photo-placeholders.css'

/** What a failed image turns into (SPEC §7 logo fallback, §8 image failures; tour cards: a placeholder). */
export type PictureFallback = 'gallery' | 'logo' | 'placeholder' | 'hero' | 'none'

/** The last step of the logo chain: a neutral tile that needs no network. */
export const LOGO_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 60'%3E%3Crect width='160' height='60' rx='8' fill='%23e4dbcf'/%3E%3C/svg%3E"

type Source =
  | { name: ImageName; src?: never; width?: never; height?: never }
  | { src: string; width: number; height: number; name?: never }

/** A tour card's failed image: a cream tile with a cat silhouette, drawn inline so it needs no network. */
export const IMAGE_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 90'%3E%3Crect width='160' height='90' fill='%23efe6d8'/%3E%3Cpath d='M66 70V42l6-10 4 8h8l4-8 6 10v28z' fill='%23d8cbb6'/%3E%3C/svg%3E"

type PictureProps = Source & {
  /** Defaults to the manifest's alt text for a named image. */
  alt?: string
  sizes?: string
  /**
   * `sizes` of a hero's phone slice (PHONE_ART). Given, phones below 768px get that AVIF crop through a <picture>
   * source; other screens, and browsers without AVIF, the variants of `sizes`.
   */
  phoneSizes?: string
  /** The page's largest image: fetched first and eagerly. */
  priority?: boolean
  /** In the first screen but not the lead: fetched as soon as the page is read, at the browser's own priority. */
  eager?: boolean
  fallback?: PictureFallback
  className?: string
}

type Attempt =
  | { kind: 'original' }
  | { kind: 'fallback-cat'; name: ImageName }
  | { kind: 'webp'; src: string }
  | { kind: 'placeholder' }
  | { kind: 'failed' }

type Status = 'loading' | 'loaded' | 'fallback' | 'failed'

/** The next step of the fallback chain after `attempt` failed. */
function nextAttempt(fallback: PictureFallback, attempt: Attempt, originalSrc: string): Attempt {
  if (fallback === 'gallery' && attempt.kind === 'original')
    return { kind: 'fallback-cat', name: fallbackImageFor(originalSrc) }
  if (fallback === 'placeholder' && attempt.kind === 'original') return { kind: 'placeholder' }
  if (fallback === 'logo') {
    const webp = webpVariant(originalSrc)
    if (attempt.kind === 'original' && webp) return { kind: 'webp', src: webp }
    if (attempt.kind === 'original' || attempt.kind === 'webp') return { kind: 'placeholder' }
  }
  return { kind: 'failed' }
}

/**
 * Names the lead picture's file in the prerendered document's <head> (React hoists these preloads there), so the
 * browser asks for it when the head arrives instead of when the parser reaches the <picture>, past the page's inline
 * styles and header (about 35 KB of HTML; on a phone's slow link and CPU the photo then ends 30-50 ms sooner).
 * Each preload mirrors what the <picture> will choose, with the same srcset and sizes, so the browser fetches one
 * file once: the phone slice where its media matches; the wide AVIF where the phone slice does not (`type`, so a
 * browser without AVIF skips it and takes its WebP from the <img> as before: a preload cannot say "only without
 * AVIF"); the <img>'s own variants only when no AVIF source stands before them on that screen.
 * Server only: in the browser the <img> is created in the same commit, so a preload there would win nothing.
 */
function preloadLeadPicture(
  phone: { srcSet: string; sizes: string } | undefined,
  avif: { srcSet: string; sizes: string } | undefined,
  img: { srcSet: string; sizes: string },
) {
  const notPhone = phone ? `not all and ${PHONE_ART.media}` : undefined
  // React keys an image preload by its srcset and writes no href beside one (a browser without imagesrcset then
  // fetches nothing rather than a guess), so the srcset stands in for the href it asks for.
  const options = { as: 'image', fetchPriority: 'high' } as const
  if (phone)
    preload(phone.srcSet, {
      ...options,
      type: 'image/avif',
      media: PHONE_ART.media,
      imageSrcSet: phone.srcSet,
      imageSizes: phone.sizes,
    })
  const wide = avif ?? img
  preload(wide.srcSet, {
    ...options,
    ...(avif ? { type: 'image/avif' } : {}),
    ...(notPhone ? { media: notPhone } : {}),
    imageSrcSet: wide.srcSet,
    imageSizes: wide.sizes,
  })
}

/**
 * A responsive <img> for a manifest image (srcset of every rendered width, intrinsic width/height so nothing
 * shifts) or a plain URL, with the fallback chain the spec asks for. Lazy by default; `priority` for the hero.
 * A picture the business fills with a photo comes as AVIF through a <picture> source, WebP in the <img>, over a
 * tiny blurred copy of itself while it loads (decision 0015).
 * Load and error state come only from the element's events, so the server HTML and the first render agree.
 */
export function Picture({
  alt,
  sizes = '100vw',
  phoneSizes,
  priority = false,
  eager = false,
  fallback = 'none',
  className,
  ...source
}: PictureProps) {
  const [attempt, setAttempt] = useState<Attempt>({ kind: 'original' })
  const [loaded, setLoaded] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const original = source.name ? picture(source.name) : undefined
  const originalSrc = original ? original.src : source.src!

  const fail = () => {
    const next = nextAttempt(fallback, attempt, originalSrc)
    if (next.kind === 'failed' && fallback === 'hero')
      console.error(`Hero image failed to load: ${ref.current?.currentSrc || originalSrc}`)
    setLoaded(false)
    setAttempt(next)
  }

  // The image may have finished before hydration attached the handlers: read its state once mounted. Only
  // the server-rendered first attempt can be missed this way; later swaps are seen by the handlers.
  // A transition: after hydration a page's pictures all report at once (thirty on the gallery), and one blocking
  // render of all of them was the longest task of the page's load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: only the server-rendered first attempt can be missed, and `fail` from the first render is the one for that attempt
  useEffect(() => {
    const img = ref.current
    if (!img?.complete || !img.currentSrc) return
    startTransition(() => {
      if (img.naturalWidth > 0) setLoaded(true)
      else fail()
    })
  }, [])

  const entry =
    attempt.kind === 'fallback-cat' ? picture(attempt.name) : attempt.kind === 'original' ? original : undefined
  // A placeholder keeps the original's box, so a failed card image does not collapse the card.
  const box = original ?? source
  const status: Status =
    attempt.kind === 'failed' ? 'failed' : loaded ? (attempt.kind === 'original' ? 'loaded' : 'fallback') : 'loading'
  const src = entry
    ? entry.src
    : attempt.kind === 'webp'
      ? attempt.src
      : attempt.kind === 'placeholder' && fallback === 'placeholder'
        ? IMAGE_PLACEHOLDER
        : attempt.kind === 'placeholder' || (attempt.kind === 'failed' && fallback === 'logo')
          ? LOGO_PLACEHOLDER
          : originalSrc

  // The <picture> stays for every attempt (so the <img> is never remounted); its sources only for the original.
  const phone = phoneSizes ? original?.phone : undefined
  const avifSrcSet = original?.avifSrcSet
  // `import.meta.env.SSR` rather than a check of `document`: the client build then leaves this code out.
  if (import.meta.env.SSR && priority && attempt.kind === 'original' && original)
    preloadLeadPicture(
      phone && phoneSizes ? { srcSet: phone.srcSet, sizes: phoneSizes } : undefined,
      avifSrcSet ? { srcSet: avifSrcSet, sizes } : undefined,
      { srcSet: original.srcSet, sizes },
    )
  const img = (
    <img
      ref={ref}
      className={`${styles.picture[fallback === 'hero' ? 'hero' : 'plain']}${className ? ` ${className}` : ''}`}
      // Shows the photo's placeholder while it loads; not behind a fallback picture.
      data-photo={attempt.kind === 'original' && original?.photo ? source.name : undefined}
      src={src}
      srcSet={entry?.srcSet}
      sizes={entry ? sizes : undefined}
      alt={
        attempt.kind === 'fallback-cat'
          ? FALLBACK_ALT
          : attempt.kind === 'placeholder' && fallback === 'placeholder'
            ? ''
            : (alt ?? entry?.alt ?? '')
      }
      width={entry?.width ?? box.width}
      height={entry?.height ?? box.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      // A lazy picture never leads its page: kept at low priority, one that happens to be in the first screen (a
      // blog card, a gallery thumbnail, a press logo) is not raised to high beside the hero (decision 0012, item 13).
      fetchPriority={priority ? 'high' : eager ? undefined : 'low'}
      data-state={status}
      data-errored={attempt.kind === 'failed' && fallback === 'logo' ? 'true' : undefined}
      hidden={attempt.kind === 'failed' && fallback !== 'logo' && fallback !== 'hero' ? true : undefined}
      onLoad={() => setLoaded(true)}
      onError={attempt.kind === 'failed' ? undefined : fail}
    />
  )
  if (!phone && !avifSrcSet) return img
  return (
    <picture>
      {attempt.kind === 'original' && phone && (
        <source
          media={PHONE_ART.media}
          type="image/avif"
          srcSet={phone.srcSet}
          sizes={phoneSizes}
          width={phone.width}
          height={phone.height}
        />
      )}
      {attempt.kind === 'original' && avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
      {img}
    </picture>
  )
}
