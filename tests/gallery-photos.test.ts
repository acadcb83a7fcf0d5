/**
 * A gallery photo with one entry of the photos list, made from a real photograph (a wallpaper of Debian's
 * mate-backgrounds, free-licensed; the test is skipped where the package is not installed): the content loader gives
 * the tour grid a 31st picture with id 31, and the photo pipeline cuts it to the grid's 4:3 at every width, AVIF and
 * WebP, with its entry in the table the app reads.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent } from '../scripts/content/load'
import { photoSetFor } from '../scripts/photos/photo-set'
import { preparePhotos, renderPhotos } from '../scripts/photos/pipeline'

const WALLPAPER = '/usr/share/backgrounds/mate/nature/Garden.jpg'
const ROOT = join(import.meta.dirname, '..')
const root = mkdtempSync(join(tmpdir(), 'gallery-photos-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe.skipIf(!existsSync(WALLPAPER))('a gallery photo from one entry of the photos list', () => {
  it('is the tour grid’s 31st picture, id 31, cut to 4:3 at every width as AVIF and WebP', async () => {
    cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true })
    mkdirSync(join(root, 'photos'))
    copyFileSync(WALLPAPER, join(root, 'photos/garden.jpg'))
    writeFileSync(
      join(root, 'content/photos.yaml'),
      'photos:\n  - file: garden.jpg\n    alt: A garden after rain\n    credit: mate-backgrounds\n    gallery: tour\n',
    )

    const { grids } = loadContent(root)
    expect(grids.tour).toHaveLength(31)
    expect(grids.tour.at(-1)).toEqual({ id: 31, src: 'photo-garden' })
    expect(grids.fans).toHaveLength(21)

    const photos = await preparePhotos(photoSetFor(root, undefined), join(root, 'cache'))
    expect(photos.problems).toEqual([])
    expect(photos.table['photo-garden']).toEqual({
      alt: 'A garden after rain',
      credit: 'mate-backgrounds',
      widths: [320, 640, 768, 1024],
      height: 768,
    })
    const files = await renderPhotos(photos.jobs, join(root, 'cache'))
    expect(new Set(files.map((file) => file.fileName))).toEqual(
      new Set(
        [320, 640, 768, 1024].flatMap((width) => [
          `images/photo-garden-${width}.avif`,
          `images/photo-garden-${width}.webp`,
        ]),
      ),
    )
  }, 60_000)
})
