/**
 * Decision 0015: the business's photos switch pictures from drawings by data alone. Two photos, made at test time
 * with an EXIF orientation, a GPS position and XMP, fill the About hero and a gallery picture through PHOTO_SET; the
 * site is built into a scratch folder and served; the photos are found on their pages, in AVIF and WebP, free of
 * metadata, with their alt text, caption and credit (the lightbox still WCAG 2.2 AA), and rendered the same by the
 * server and the client. A third photo joins the gallery as its 31st picture. A HEIC photo stops the build with a
 * message that names it and says how to convert it.
 */

import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { type PreviewServer, preview } from 'vite'
import { CAMERA_MAKE, makeTestPhoto, XMP_GPS_TEXT } from '../tests/support/test-photos'
import type { Browser } from '@playwright/test'
import { test } from './app-page'
import { collectErrors, expect } from './fixtures'
import { leadPictureFetches } from './picture-checks'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const PORT = 4342
const origin = `http://127.0.0.1:${PORT}`
const SCRATCH = '.tmp/photos-e2e'
const OUT = `${SCRATCH}/dist`
const HERO = { file: 'promenade.jpg', alt: 'Our guide Margot with a ginger cat on the Promenade', use: ['hero-about'] }
const GALLERY = {
  file: 'stoop.png',
  alt: 'A tabby cat on a brownstone stoop in Brooklyn Heights',
  caption: 'Patchwork on Willow Street, after the Sunday tour',
  credit: 'Inés Calderón',
  focus: { x: 0.6, y: 0.4 },
  use: ['gallery-03'],
}
/** A photo the gallery gains: no drawing's place, the end of the Tour Photo Gallery. */
const ADDED = { file: 'doorway.jpg', alt: 'A grey cat in a Lower East Side doorway at dusk', gallery: 'tour' }

let server: PreviewServer | undefined

function build(photoSet: string, outDir: string) {
  return spawnSync(process.execPath, ['scripts/build.mjs'], {
    env: { ...process.env, PHOTO_SET: photoSet, OUT_DIR: outDir, SSR_OUT_DIR: `${outDir}-ssr` },
    encoding: 'utf8',
  })
}

test.beforeAll(async () => {
  rmSync(SCRATCH, { recursive: true, force: true })
  const set = join(SCRATCH, 'set')
  mkdirSync(set, { recursive: true })
  // The hero photo as a phone stores a portrait-held shot: turned, with orientation 6.
  writeFileSync(join(set, HERO.file), await makeTestPhoto({ width: 1600, height: 1200, orientation: 6 }))
  writeFileSync(join(set, GALLERY.file), await makeTestPhoto({ width: 1400, height: 1050, format: 'png' }))
  writeFileSync(join(set, ADDED.file), await makeTestPhoto({ width: 1200, height: 900 }))
  writeFileSync(join(set, 'manifest.json'), JSON.stringify([HERO, GALLERY, ADDED]))
  const result = build(set, OUT)
  if (result.status !== 0) throw new Error(`Building with the photos failed:\n${result.stdout}\n${result.stderr}`)
  server = await preview({ build: { outDir: OUT }, preview: { port: PORT, strictPort: true }, logLevel: 'error' })
})

test.afterAll(async () => {
  await server?.close()
})

const html = (file: string) => readFileSync(join(OUT, file), 'utf8')
/** An attribute of a tag of the (minified) HTML: an empty one is written bare (`alt`). */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`).exec(tag)
  return match ? (match[1] ?? '') : undefined
}
const urlsOf = (srcset: string | undefined) => (srcset ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!)
/** The <picture> of the <img> marked data-photo="name", as the server wrote it. */
function servedPicture(page: string, name: string): { img: string; sources: string[] } {
  const picture = new RegExp(
    `<picture>((?:(?!</picture>).)*data-photo="${name}"(?:(?!</picture>).)*)</picture>`,
    's',
  ).exec(html(page))?.[1]
  if (!picture) throw new Error(`No <picture> with data-photo="${name}" in ${page}`)
  return { img: /<img\b[^>]*>/.exec(picture)![0], sources: picture.match(/<source\b[^>]*>/g) ?? [] }
}

test('the build puts the photos on their pages, in AVIF and WebP, with their alt text', () => {
  const hero = servedPicture('about.html', 'hero-about')
  // The hero stays decorative (its heading says what the page is about); the phone slice of the upright
  // 1600×1200 photo is 960 px wide, so it comes at 640 and 768 only.
  expect(attribute(hero.img, 'alt')).toBe('')
  expect(urlsOf(attribute(hero.img, 'srcset'))).toEqual(
    [320, 640, 768, 1024, 1280, 1536].map((width) => `/images/hero-about-${width}.webp`),
  )
  expect(hero.sources.map((source) => [attribute(source, 'type'), attribute(source, 'media')])).toEqual([
    ['image/avif', '(max-width: 767.98px)'],
    ['image/avif', undefined],
  ])
  expect(urlsOf(attribute(hero.sources[0]!, 'srcset'))).toEqual([
    '/images/hero-about-phone-640.avif',
    '/images/hero-about-phone-768.avif',
  ])
  expect(urlsOf(attribute(hero.sources[1]!, 'srcset'))).toEqual(
    [320, 640, 768, 1024, 1280, 1536].map((width) => `/images/hero-about-${width}.avif`),
  )

  const gallery = servedPicture('gallery.html', 'gallery-03')
  expect(attribute(gallery.img, 'alt')).toBe(GALLERY.alt)
  expect(urlsOf(attribute(gallery.img, 'srcset'))).toEqual(
    [320, 640, 768, 1024].map((width) => `/images/gallery-03-${width}.webp`),
  )
  expect(urlsOf(attribute(gallery.sources[0]!, 'srcset'))).toEqual(
    [320, 640, 768, 1024].map((width) => `/images/gallery-03-${width}.avif`),
  )
  // The drawings of the other pictures are still there; the photos' slots have no drawing.
  expect(html('gallery.html')).toContain('/images/gallery-04-1024.webp')
  expect(existsSync(join(OUT, 'images/hero-about-phone-1024.avif'))).toBe(false)
})

test('every file of the photos is free of EXIF, GPS and XMP, and precached', async () => {
  const files = [
    ...[320, 640, 768, 1024, 1280, 1536].flatMap((width) => [
      `images/hero-about-${width}.avif`,
      `images/hero-about-${width}.webp`,
    ]),
    'images/hero-about-phone-640.avif',
    'images/hero-about-phone-768.avif',
    ...['gallery-03', 'photo-doorway'].flatMap((name) =>
      [320, 640, 768, 1024].flatMap((width) => [`images/${name}-${width}.avif`, `images/${name}-${width}.webp`]),
    ),
  ]
  const precache = readFileSync(join(OUT, 'sw.js'), 'utf8')
  for (const file of files) {
    const bytes = readFileSync(join(OUT, file))
    const meta = await sharp(bytes).metadata()
    expect([meta.exif, meta.xmp, meta.iptc], file).toEqual([undefined, undefined, undefined])
    for (const marker of ['Exif\0\0', '<x:xmpmeta', XMP_GPS_TEXT, CAMERA_MAKE])
      expect(bytes.includes(marker), `${file}: ${JSON.stringify(marker)}`).toBe(false)
    expect(precache, file).toContain(`"url":"${file}"`)
  }
})

test('the About hero shows the photo, upright, over its placeholder, with no console error or policy violation', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(`${origin}/about`)
  const img = page.locator('img[data-photo="hero-about"]')
  await expect(img).toHaveAttribute('data-state', 'loaded')
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\/images\/hero-about-\d+\.avif$/,
  )
  // Upright: the camera stored the photo turned (orientation 6); the red corner of the upright photo is top left.
  const topLeft = await img.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas')
    canvas.width = element.naturalWidth
    canvas.height = element.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(element, 0, 0)
    return [...context.getImageData(Math.round(canvas.width * 0.05), Math.round(canvas.height * 0.05), 1, 1).data]
  })
  expect(topLeft[0]).toBeGreaterThan(150)
  expect(topLeft[2]).toBeLessThan(100)
  // The placeholder (a data: URI, allowed by img-src) is the <img>'s background, from the page's inlined CSS.
  expect(await img.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
    /^url\("data:image\/webp;base64,/,
  )
  expect(errors.entries).toEqual([])
})

test('the client renders a photo exactly as the server did (same table in both)', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto(`${origin}/`)
  // A client-side navigation: /about is rendered by the app in the browser, not read from about.html.
  await page.locator('header a[href="/about"]').first().click()
  await expect(page).toHaveURL(`${origin}/about`)
  const img = page.locator('img[data-photo="hero-about"]')
  await expect(img).toHaveCount(1)
  const served = servedPicture('about.html', 'hero-about')
  for (const name of ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'data-photo']) {
    expect(await img.getAttribute(name), name).toBe((attribute(served.img, name) ?? '').replace(/&amp;/g, '&'))
  }
  const sources = await page
    .locator('picture:has(img[data-photo="hero-about"]) source')
    .evaluateAll((list) => list.map((source) => source.getAttribute('srcset')))
  expect(sources).toEqual(served.sources.map((source) => attribute(source, 'srcset')))
  expect(errors.entries).toEqual([])
})

test('a phone gets the hero’s 4:5 AVIF slice of the photo', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.goto(`${origin}/about`)
  const img = page.locator('img[data-photo="hero-about"]')
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\/images\/hero-about-phone-(640|768)\.avif$/,
  )
  await context.close()
})

for (const screen of [
  { name: 'a phone', width: 390, height: 844, deviceScaleFactor: 3, isMobile: true },
  { name: 'a desktop', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
]) {
  test(`on ${screen.name} the head preloads the hero photo's AVIF, which the page shows, fetched once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: screen.isMobile,
    })
    const page = await context.newPage()
    await page.goto(`${origin}/about`)
    // Both preloads say AVIF: a browser without it skips them and takes the <img>'s WebP, never a second file.
    const types = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('type')))
    expect(types).toEqual(['image/avif', 'image/avif'])
    expect(await page.evaluate(leadPictureFetches)).toEqual([])
    expect(
      await page.locator('img[data-photo="hero-about"]').evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toMatch(screen.isMobile ? /hero-about-phone-\d+\.avif$/ : /hero-about-\d+\.avif$/)
    await context.close()
  })
}

test('the gallery names the photo by its alt text and shows its caption and credit in the full-screen view', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(`${origin}/gallery`)
  const thumbnail = page.getByRole('img', { name: GALLERY.alt })
  await expect(thumbnail).toHaveCount(1)
  await page.locator('[data-photo-id="3"]').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(GALLERY.caption)).toBeVisible()
  await expect(dialog.getByText(`Photo: ${GALLERY.credit}`)).toBeVisible()
  const large = dialog.getByRole('img', { name: GALLERY.alt })
  await expect(large).toHaveAttribute('data-state', 'loaded')
  expect(await large.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\/images\/gallery-03-\d+\.avif$/,
  )
  // The caption and credit keep the lightbox within WCAG 2.2 AA (as e2e/a11y.spec.ts checks it with the drawings).
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('dialog[open]')
    .analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  expect(errors.entries).toEqual([])
})

test('a photo added to the gallery is its 31st tour picture, with an address of its own that opens it', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto(`${origin}/gallery`)
  const grid = page.getByRole('list', { name: 'Tour Photo Gallery' })
  await expect(grid.getByRole('button')).toHaveCount(31)
  await expect(grid.getByRole('listitem').last().getByRole('img', { name: ADDED.alt })).toHaveCount(1)
  await page.goto(`${origin}/gallery?photo=31`)
  const dialog = page.getByRole('dialog', { name: 'Tour Photo Gallery' })
  await expect(dialog.getByText('31 / 31')).toBeVisible()
  await expect(dialog.getByRole('img', { name: ADDED.alt })).toHaveAttribute('data-state', 'loaded')
  expect(errors.entries).toEqual([])
})

/** The gallery photo in the full-screen view on a screen of this size, loaded, with its caption. */
async function fullScreenPhoto(browser: Browser, screen: { width: number; height: number }, touch = false) {
  const context = await browser.newContext({ viewport: screen, isMobile: touch, hasTouch: touch })
  const page = await context.newPage()
  await page.goto(`${origin}/gallery?photo=3`)
  const dialog = page.getByRole('dialog')
  const large = dialog.getByRole('img', { name: GALLERY.alt })
  await expect(large).toHaveAttribute('data-state', 'loaded')
  const caption = dialog.getByText(GALLERY.caption)
  await expect(caption).toBeVisible()
  const boxes = async () => {
    const [photo, text] = [await large.boundingBox(), await caption.boundingBox()]
    if (!photo || !text) throw new Error('the photo or its caption has no box')
    return { photo, text }
  }
  return { context, dialog, large, caption, boxes }
}

// A photo comes in a <picture> (its AVIF source), a drawing as a bare <img>: the full-screen view must fit either.
for (const screen of [
  { name: 'a desktop', width: 1280, height: 800 },
  { name: 'a phone on its side', width: 844, height: 390 },
]) {
  test(`on ${screen.name} (${screen.width} x ${screen.height}) the full-screen photo and its caption fit the screen`, async ({
    browser,
  }) => {
    const { context, dialog, boxes } = await fullScreenPhoto(browser, screen)
    const { photo, text } = await boxes()
    // The picture ends above its caption, and the caption within the screen: nothing to scroll to.
    expect(photo.y + photo.height).toBeLessThanOrEqual(text.y + 1)
    expect(text.y + text.height).toBeLessThanOrEqual(screen.height)
    expect(await dialog.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0)
    // Letterboxed, not shrunk to a stamp: the photo takes the stage's height or width.
    expect(Math.max(photo.height / (screen.height - 200), photo.width / (screen.width - 200))).toBeGreaterThan(0.9)
    await context.close()
  })
}

test('on a small phone on its side, a caption and credit at the longest the build takes scroll, and the photo keeps at least 60% of the view', async ({
  browser,
}) => {
  const { context, large, caption, boxes } = await fullScreenPhoto(browser, { width: 667, height: 375 }, true)
  // 200 characters each, the most scripts/photos/photo-set.ts lets through.
  await caption.evaluate((element) => {
    const credit = element.querySelector('span')
    element.firstChild!.textContent = 'Patchwork on Willow Street, after the Sunday tour. '.repeat(4).slice(0, 200)
    if (credit) credit.textContent = `Photo: ${'Inés Calderón for the Brooklyn Heights walk. '.repeat(5).slice(0, 200)}`
  })
  const slide = await large.evaluate((element) => element.closest('div')!.getBoundingClientRect().height)
  const { photo, text } = await boxes()
  expect(photo.height).toBeGreaterThanOrEqual(slide * 0.6)
  expect(text.y + text.height).toBeLessThanOrEqual(375)
  expect(await caption.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
  await context.close()
})

test('a page inlines the placeholder of the photo that opens it; a lazy photo’s comes with the stylesheet', async ({
  page,
}) => {
  const inlined = (file: string, name: string) =>
    [...html(file).matchAll(/<style data-rules>([^<]*)<\/style>/g)].some((style) =>
      new RegExp(`img\\[data-photo="?${name}"?\\]\\{[^}]*background-image:url\\("?data:image/webp`).test(style[1]!),
    )
  expect(inlined('about.html', 'hero-about')).toBe(true)
  expect(inlined('gallery.html', 'gallery-03')).toBe(false)
  // The gallery's thumbnail still shows its colours: the rule arrives with the rest of the stylesheet.
  const errors = collectErrors(page)
  await page.goto(`${origin}/gallery`)
  const thumbnail = page.locator('img[data-photo="gallery-03"]')
  await expect
    .poll(() => thumbnail.evaluate((element) => getComputedStyle(element).backgroundImage))
    .toMatch(/^url\("data:image\/webp;base64,/)
  expect(errors.entries).toEqual([])
})

test('a HEIC photo stops the build with a message naming it and saying how to convert it', () => {
  const set = join(SCRATCH, 'heic-set')
  mkdirSync(set, { recursive: true })
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(400, 7),
  ])
  writeFileSync(join(set, 'IMG_0002.heic'), heic)
  writeFileSync(join(set, 'manifest.json'), JSON.stringify([{ file: 'IMG_0002.heic', alt: 'A cat', use: ['fan-01'] }]))
  const result = build(set, join(SCRATCH, 'heic-dist'))
  expect(result.status).not.toBe(0)
  const output = `${result.stdout}\n${result.stderr}`
  expect(output).toContain('IMG_0002.heic is a HEIC photo')
  expect(output).toContain('heif-convert')
  expect(output).toContain('Settings › Camera › Formats › Most Compatible')
})
