/**
 * scripts/pwa-options.ts: the worker's precache list takes the pictures from the images plugin, with their
 * revisions, and stops the build on one the worker may not precache, as Workbox does for the files it finds itself.
 */
import { describe, expect, it } from 'vitest'
import type { PrecachedPicture } from '../scripts/images-plugin'
import { MAX_PRECACHE_FILE_BYTES, pwaOptions, withPictures } from '../scripts/pwa-options'

type Entry = { url: string; revision: string | null; size: number }
type Transform = (entries: Entry[]) => Promise<{ manifest: Entry[] }>

function picturesTransform(pictures: readonly PrecachedPicture[]): Transform {
  return withPictures(() => pictures) as unknown as Transform
}

describe('the pictures in the precache list', () => {
  const picture = { url: 'images/hero-home-640.webp', revision: '4435dc63297953c682a740b92221b106.webp', size: 20_000 }

  it('are not globbed by Workbox, which would read and hash every one again, but added by the build', () => {
    const options = pwaOptions(() => []).injectManifest
    expect(options?.globIgnores).toContain('images/**')
    expect(options?.manifestTransforms?.map((transform) => transform.toString())).toContain(
      withPictures(() => []).toString(),
    )
  })

  it('are added to the list Workbox found, with the revision and size the images plugin gives', async () => {
    const found = [{ url: 'assets/index-abc.js', revision: null, size: 1000 }]
    const { manifest } = await picturesTransform([picture])(found)
    expect(manifest).toEqual([...found, picture])
  })

  it('stop the build on a picture larger than the worker may precache, naming it', async () => {
    const large = { ...picture, url: 'images/gallery-01-1600.webp', size: MAX_PRECACHE_FILE_BYTES + 1 }
    await expect(picturesTransform([picture, large])([])).rejects.toThrow(/images\/gallery-01-1600\.webp/)
  })
})
