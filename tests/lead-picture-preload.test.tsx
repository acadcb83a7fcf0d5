/**
 * The prerendered document names its hero in the <head> (decision 0015): React hoists the preloads Picture asks for
 * while the server renders. Each must choose as the <picture> will (same srcset, sizes and screen), or the browser
 * fetches the page's heaviest picture twice: the phone slice's AVIF below the phone breakpoint; above it, the wide
 * AVIF of a photo (typed, so a browser without AVIF skips it) or a drawing's WebP (which every browser takes there).
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { PageHero } from '../src/components/PageHero'
import { Picture } from '../src/components/Picture'
import { PHONE_ART } from '../src/content/images'

vi.mock('virtual:photo-table', () => ({
  default: {
    'hero-about': {
      alt: 'Margot on the Promenade',
      widths: [320, 640, 768, 1024, 1280],
      height: 720,
      phoneWidths: [640, 768],
    },
  },
}))

/** Renders a whole document, as the prerender does (React hoists preloads only into a <head> it renders). */
function documentWith(body: React.ReactNode): string {
  return renderToString(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>t</title>
      </head>
      <body>{body}</body>
    </html>,
  )
}

const attributes = (tag: string) =>
  Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
  )

function preloadsIn(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => attributes(tag))
}

function pictureIn(html: string) {
  const picture = html.match(/<picture>.*?<\/picture>/)![0]
  const sources = [...picture.matchAll(/<source[^>]*>/g)].map(([tag]) => attributes(tag))
  const img = attributes(picture.match(/<img[^>]*>/)![0])
  return { sources, img }
}

describe('the hero preload in the prerendered head', () => {
  it('for a drawing: the phone slice where its <source> applies, the <img>’s WebP on every other screen', () => {
    const html = documentWith(<PageHero image="hero-home" size="large" title="Home" />)
    const { sources, img } = pictureIn(html)
    expect(sources).toHaveLength(1)
    expect(preloadsIn(html)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        fetchpriority: 'high',
        imagesrcset: sources[0]!.srcset,
        imagesizes: sources[0]!.sizes,
        media: PHONE_ART.media,
      },
      {
        rel: 'preload',
        as: 'image',
        fetchpriority: 'high',
        imagesrcset: img.srcset,
        imagesizes: img.sizes,
        media: `not all and ${PHONE_ART.media}`,
      },
    ])
  })

  it('for a photo: the phone slice, then the wide AVIF, both typed so a browser without AVIF takes the <img>', () => {
    const html = documentWith(<PageHero image="hero-about" size="medium" title="About" />)
    const { sources } = pictureIn(html)
    expect(sources).toHaveLength(2)
    const [phone, wide] = preloadsIn(html)
    expect(phone).toMatchObject({ type: 'image/avif', media: PHONE_ART.media, imagesrcset: sources[0]!.srcset })
    expect(wide).toMatchObject({
      type: 'image/avif',
      media: `not all and ${PHONE_ART.media}`,
      imagesrcset: sources[1]!.srcset,
      imagesizes: sources[1]!.sizes,
    })
    expect(preloadsIn(html)).toHaveLength(2)
  })

  it('for a photo under the light overlay: no phone slice, which is encoded for what medium and heavy let through', () => {
    const html = documentWith(<PageHero image="hero-about" size="medium" overlay="light" title="About" />)
    const { sources } = pictureIn(html)
    expect(sources).toHaveLength(1)
    expect(sources[0]!.srcset).not.toContain('-phone-')
    expect(preloadsIn(html)).toEqual([expect.objectContaining({ type: 'image/avif', imagesrcset: sources[0]!.srcset })])
    expect(html).not.toContain('-phone-')
  })

  it('not for a picture that does not lead its page', () => {
    expect(preloadsIn(documentWith(<Picture name="tour-brooklyn-heights" sizes="33vw" />))).toEqual([])
  })
})
