/**
 * The table of picture displays the worker chooses its install downloads from (src/lib/picture-selection.ts): every
 * <picture> and <img srcset> of every prerendered page, as the page shows it (its sources' media, types, srcsets
 * and sizes), plus the lightbox's display of each gallery and fan picture, which no prerendered page contains (it
 * opens on a tap). Read from the built HTML, so it is whatever the components rendered, with no second copy of their
 * `sizes`. Given to the worker's build as the module `virtual:picture-displays`.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { images, LIGHTBOX_KINDS, LIGHTBOX_SIZES, type ImageEntry } from '../src/content/images.ts'
import { allImages } from './photos/added-pictures.ts'
import { checkManifest, photoSetFor } from './photos/photo-set.ts'
import type { Candidate, DisplaySource, PictureDisplay } from '../src/lib/picture-selection.ts'

export const PICTURE_DISPLAYS_MODULE = 'virtual:picture-displays'

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const match of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g))
    found[match[1]!.toLowerCase()] = (match[2] ?? '').replace(/&amp;/g, '&')
  return found
}

function candidates(srcset: string): Candidate[] {
  return srcset
    .split(',')
    .map((part) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1]!, Number(match[2])] as const)
}

function source(tag: string): DisplaySource | null {
  const attrs = attributes(tag)
  const list = candidates(attrs.srcset ?? '')
  if (list.length === 0) return null
  return {
    candidates: list,
    sizes: attrs.sizes ?? '100vw',
    ...(attrs.media ? { media: attrs.media } : {}),
    ...(attrs.type ? { type: attrs.type } : {}),
  }
}

/** The displays of one HTML document. */
export function displaysInHtml(html: string): PictureDisplay[] {
  const displays: PictureDisplay[] = []
  const rest = html.replace(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g, (_, inner: string) => {
    const img = /<img\b[^>]*>/.exec(inner)
    const imgSource = img ? source(img[0]) : null
    if (imgSource) {
      const sources = [...inner.matchAll(/<source\b[^>]*>/g)]
        .map((tag) => source(tag[0]))
        .filter((found): found is DisplaySource => found !== null)
      displays.push({ sources, img: imgSource })
    }
    return ''
  })
  for (const tag of rest.matchAll(/<img\b[^>]*>/g)) {
    const img = source(tag[0])
    if (img) displays.push({ sources: [], img })
  }
  return displays
}

/** The image a variant URL belongs to (`/images/<name>-…`), the longest name that fits. */
function imageOf(url: string, entries: readonly ImageEntry[]): ImageEntry | undefined {
  return entries
    .filter((entry) => url.startsWith(`/images/${entry.name}-`))
    .sort((a, b) => b.name.length - a.name.length)[0]
}

/** The lightbox shows a gallery or fan picture with the same sources at its own `sizes`. */
function lightboxDisplay(display: PictureDisplay, entries: readonly ImageEntry[]): PictureDisplay | null {
  const kind = imageOf(display.img.candidates[0]![0], entries)?.kind
  if (!kind || !(LIGHTBOX_KINDS as readonly string[]).includes(kind)) return null
  return {
    sources: display.sources.map((item) => ({ ...item, sizes: LIGHTBOX_SIZES })),
    img: { ...display.img, sizes: LIGHTBOX_SIZES },
  }
}

/**
 * Every display of the given documents, and the lightbox's, each once. `entries`: every picture of the site, the
 * gallery photos' own among them (scripts/photos/added-pictures.ts).
 */
export function pictureDisplays(
  htmlDocuments: readonly string[],
  entries: readonly ImageEntry[] = images,
): PictureDisplay[] {
  const unique = new Map<string, PictureDisplay>()
  const add = (display: PictureDisplay) => unique.set(JSON.stringify(display), display)
  for (const html of htmlDocuments) {
    for (const display of displaysInHtml(html)) {
      add(display)
      const lightbox = lightboxDisplay(display, entries)
      if (lightbox) add(lightbox)
    }
  }
  return [...unique.values()]
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * For the worker's build (vite-plugin-pwa's `injectManifest.buildPlugins`), which runs after the pages are
 * prerendered and writes the worker beside them: serves `virtual:picture-displays` from its output folder.
 */
export function pictureDisplaysPlugin(): Plugin {
  const resolvedId = `\0${PICTURE_DISPLAYS_MODULE}`
  let dir = ''
  let root = process.cwd()
  return {
    name: 'cat-tours:picture-displays',
    configResolved(config) {
      root = config.root
      dir = resolve(config.root, config.build.outDir)
    },
    resolveId: (id) => (id === PICTURE_DISPLAYS_MODULE ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      const documents = await Promise.all((await htmlFiles(dir)).map((file) => readFile(file, 'utf8')))
      if (documents.length === 0) throw new Error(`picture displays: no prerendered page in ${dir}`)
      const added = checkManifest(photoSetFor(root)).photos.flatMap((photo) => photo.adds)
      return `export const pictureDisplays = ${JSON.stringify(pictureDisplays(documents, allImages(added)))}`
    },
  }
}
