/** scripts/images-plugin.ts: every variant of an image, the hero's phone slice as AVIF, named as the page asks. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { outputBytes } from '../scripts/build-cache'
import { renderAll } from '../scripts/images-plugin'
import { image, phoneSrcSet, srcSet } from '../src/content/images'

const root = mkdtempSync(join(tmpdir(), 'images-plugin-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const urls = (set: string | undefined) => (set ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!.slice(1))

describe('rendering the images', () => {
  it('renders a hero at every WebP width and its phone slice at every AVIF width, the files the srcsets name', async () => {
    const hero = image('hero-about')
    const rendered = await renderAll(root, [hero])
    const names = rendered.map((file) => file.fileName).sort()
    expect(names).toEqual([...urls(srcSet('hero-about')), ...urls(phoneSrcSet('hero-about'))].sort())

    const slice = await outputBytes(rendered.find((file) => file.fileName === 'images/hero-about-phone-768.avif')!)
    const meta = await sharp(slice).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 768, 960])
    const full = await outputBytes(rendered.find((file) => file.fileName === 'images/hero-about-768.webp')!)
    expect((await sharp(full).metadata()).format).toBe('webp')
    // A phone gets a third of the pixels at the same sharpness, in fewer bytes than the full drawing at that width.
    expect(slice.length).toBeLessThan(full.length)
  }, 60_000)

  it('reads a second build from its cache', async () => {
    const again = await renderAll(root, [image('hero-about')])
    expect(again.every((file) => file.cached)).toBe(true)
  }, 60_000)
})
