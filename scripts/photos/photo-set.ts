/**
 * Which photos the build uses and what they fill: photos/ with the manifest content/photos.yaml, or, when the
 * environment variable PHOTO_SET names a folder, that folder with its manifest.json (the tests' and the bench's sets).
 * Both manifests go through the same checks; every problem is reported, each naming the file and what to do.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { images, isImageName, type DrawingName, type ImageEntry } from '../../src/content/images.ts'
import { parse as parseYaml } from 'yaml'
import { GALLERY_GRIDS, type GalleryGrid, photoEntrySchema } from '../../src/content/schema.ts'
import { closest } from '../content/closest.ts'
import { postPhotoFiles } from '../content/post-photos.ts'
import { addedBy } from './added-pictures.ts'
import { CENTRE, type Focus } from './crop.ts'

const imageNames = images.map((entry) => entry.name)

export interface PhotoSet {
  /** The folder the manifest's `file` names are relative to. */
  dir: string
  /** How messages name the folder and the manifest. */
  label: { dir: string; manifest: string }
  /** The manifest as read, unchecked. */
  entries: unknown
  /** The photo files the posts name as their picture (content/posts): each adds a post picture. */
  postPhotos: readonly string[]
}

/** A manifest entry that passed the checks. */
export interface CheckedPhoto {
  /** The file as messages name it: photos/cat.jpg. */
  label: string
  path: string
  alt: string
  caption?: string
  credit?: string
  focus: Focus
  /** The drawings it takes the place of. */
  use: DrawingName[]
  /** The grid it is a picture of, if any (`gallery:`). */
  gallery?: GalleryGrid
  /** The pictures it adds (scripts/photos/added-pictures.ts): a gallery picture, a post's picture. */
  adds: ImageEntry[]
}

/** The business's list of its photos (the photos themselves are in photos/). */
export const COMMITTED_MANIFEST = 'content/photos.yaml'

/** photos/ and content/photos.yaml, or the folder PHOTO_SET names and its manifest.json. */
export function photoSetFor(root: string, photoSetDir = process.env.PHOTO_SET): PhotoSet {
  return { ...photoFiles(root, photoSetDir), postPhotos: postPhotoFiles(root) }
}

function photoFiles(root: string, photoSetDir: string | undefined): Omit<PhotoSet, 'postPhotos'> {
  if (!photoSetDir) return { dir: join(root, 'photos'), ...committedEntries(root) }
  const dir = resolve(root, photoSetDir)
  const manifest = join(dir, 'manifest.json')
  const label = { dir: photoSetDir.replace(/\/+$/, ''), manifest: join(photoSetDir, 'manifest.json') }
  let text: string
  try {
    text = readFileSync(manifest, 'utf8')
  } catch {
    return {
      dir,
      label,
      entries: new ManifestError(
        `${label.manifest} is missing. PHOTO_SET=${photoSetDir} must name a folder holding the photos and a manifest.json listing them.`,
      ),
    }
  }
  try {
    return { dir, label, entries: JSON.parse(text) as unknown }
  } catch (error) {
    return {
      dir,
      label,
      entries: new ManifestError(`${label.manifest} is not valid JSON (${(error as Error).message}).`),
    }
  }
}

/** content/photos.yaml's `photos` list, as the same checks read a test set's manifest.json. */
function committedEntries(root: string): Pick<PhotoSet, 'label' | 'entries'> {
  const label = { dir: 'photos', manifest: COMMITTED_MANIFEST }
  let text: string
  try {
    text = readFileSync(join(root, COMMITTED_MANIFEST), 'utf8')
  } catch {
    return { label, entries: new ManifestError(`${COMMITTED_MANIFEST} is missing: restore it from git.`) }
  }
  try {
    const file: unknown = parseYaml(text)
    const entries = (file as { photos?: unknown } | null)?.photos
    if (entries === undefined)
      return { label, entries: new ManifestError(`${COMMITTED_MANIFEST} must hold a list named "photos".`) }
    return { label, entries: entries ?? [] }
  } catch (error) {
    return {
      label,
      entries: new ManifestError(
        `${COMMITTED_MANIFEST} is not valid YAML (${(error as Error).message.split('\n')[0]}).`,
      ),
    }
  }
}

/** A manifest that could not be read at all. */
class ManifestError {
  constructor(readonly message: string) {}
}

// The fields of the one schema's photo entry (src/content/schema.ts), which the editor offers too.
const KNOWN_KEYS = new Set(Object.keys(photoEntrySchema.shape))

/**
 * The longest caption and credit the full-screen view shows whole on a phone: 200 characters of each take about nine
 * lines at 390 px, leaving the photo 466 of its 684 px. (Held sideways, the view scrolls what passes a third of its
 * height: Lightbox.css.ts.)
 */
const MAX_CAPTION_CHARACTERS = 200

/** The entries that can be used, and a message for each problem found. */
export function checkManifest(set: PhotoSet): { photos: CheckedPhoto[]; problems: string[] } {
  if (set.entries instanceof ManifestError) return { photos: [], problems: [set.entries.message] }
  if (!Array.isArray(set.entries))
    return { photos: [], problems: [`${set.label.manifest} must be a list of photo entries.`] }
  const problems: string[] = []
  const photos: CheckedPhoto[] = []
  const filledBy = new Map<string, string>()
  const postPhotos = new Set(set.postPhotos)
  set.entries.forEach((raw: unknown, index) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    const file = typeof entry.file === 'string' ? entry.file.trim() : ''
    const label = file ? `${set.label.dir}/${file}` : `${set.label.manifest}, entry ${index + 1}`
    const before = problems.length
    const problem = (message: string) => problems.push(`${label}: ${message}`)

    const unknown = Object.keys(entry).filter((key) => !KNOWN_KEYS.has(key))
    if (unknown.length > 0)
      problem(
        `unknown field ${unknown.map((key) => `"${key}"`).join(', ')}${unknownHint(unknown)}; an entry has file, alt, and use or gallery, and optionally caption, credit, focus.`,
      )
    if (!file) problem(`"file" is missing: name the photo's file in ${set.label.dir}/, e.g. "hero-home.jpg".`)
    const path = file ? checkFile(set.dir, file, problem) : ''
    const alt = typeof entry.alt === 'string' ? entry.alt.trim() : ''
    if (!alt) {
      problem(
        `"alt" is missing or empty. Describe what the photo shows for people who cannot see it, e.g. "A ginger cat asleep on a Brooklyn stoop"; it replaces the drawing's description.`,
      )
    }
    for (const key of ['caption', 'credit'] as const) {
      const text = entry[key]
      if (text === undefined) continue
      const characters = typeof text === 'string' ? [...text.trim()].length : 0
      if (typeof text !== 'string') problem(`"${key}" must be text.`)
      else if (characters > MAX_CAPTION_CHARACTERS)
        problem(
          `"${key}" is ${characters} characters; the full-screen view shows it under the photo, and more than ${MAX_CAPTION_CHARACTERS} no longer fit whole on a phone. Shorten it (a longer story fits a blog post).`,
        )
    }
    const focus = checkFocus(entry.focus, problem)
    const gallery = checkGallery(entry.gallery, problem)
    const forPost = postPhotos.has(file)
    const use = entry.use === undefined && (gallery || forPost) ? [] : checkUse(entry.use, problem)
    const adds = file && alt ? addedBy({ file, alt, gallery }, postPhotos) : []
    for (const { name } of adds) {
      const other = filledBy.get(name)
      if (other)
        problem(
          `its picture would be named ${name}, as ${other}'s is (names are made from the file name, without its letter case and punctuation): rename one of the two files.`,
        )
      else filledBy.set(name, label)
    }
    for (const name of use) {
      const other = filledBy.get(name)
      if (other)
        problem(`${name} is already filled by ${other}; a picture takes one photo, so remove it from one of the two.`)
      else filledBy.set(name, label)
    }
    if (problems.length > before) return
    photos.push({
      label,
      path,
      alt,
      ...(typeof entry.caption === 'string' && entry.caption.trim() ? { caption: entry.caption.trim() } : {}),
      ...(typeof entry.credit === 'string' && entry.credit.trim() ? { credit: entry.credit.trim() } : {}),
      focus,
      use,
      ...(gallery ? { gallery } : {}),
      adds,
    })
  })
  return { photos, problems }
}

/** "did you mean" for a misspelt field: the nearest field an entry has. */
function unknownHint(unknown: readonly string[]): string {
  const near = unknown.length === 1 ? closest(unknown[0]!, [...KNOWN_KEYS]) : undefined
  return near ? ` (did you mean "${near}"?)` : ''
}

function checkGallery(gallery: unknown, problem: (message: string) => void): GalleryGrid | undefined {
  if (gallery === undefined) return undefined
  if (typeof gallery === 'string' && (GALLERY_GRIDS as readonly string[]).includes(gallery))
    return gallery as GalleryGrid
  const near = typeof gallery === 'string' ? closest(gallery, GALLERY_GRIDS) : undefined
  problem(
    `"gallery" is ${JSON.stringify(gallery)}, which is no grid of the gallery page${near ? ` (did you mean "${near}"?)` : ''}: write "tour" (Tour Photo Gallery) or "fans" (Feline Fan Photos).`,
  )
  return undefined
}

function checkFile(dir: string, file: string, problem: (message: string) => void): string {
  const path = resolve(dir, file)
  const inside = relative(dir, path)
  if (isAbsolute(file) || inside.startsWith('..') || isAbsolute(inside)) {
    problem(`"file" must name a file inside the photos folder, without "..".`)
    return ''
  }
  let isFile = false
  try {
    isFile = statSync(path).isFile()
  } catch {
    // Reported below.
  }
  if (!isFile) {
    // A Mac or Windows finds the file whatever its letter case; the build's Linux does not.
    const other = sameNameOtherCase(path)
    const near = other ? undefined : closest(basename(file), filesIn(dirname(path)), 3)
    problem(
      other
        ? `no such file, but there is "${other}": names are case-sensitive, so write it in "file" exactly so.`
        : `no such file${near ? ` (did you mean "${near}"?)` : ''}. Put the photo in the folder, or correct "file" in the manifest (names are case-sensitive).`,
    )
  }
  return path
}

function checkFocus(focus: unknown, problem: (message: string) => void): Focus {
  if (focus === undefined) return CENTRE
  const { x, y } = (typeof focus === 'object' && focus !== null ? focus : {}) as Record<string, unknown>
  const inRange = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1
  if (inRange(x) && inRange(y)) return { x, y }
  problem(
    `"focus" must be { x, y } with numbers from 0 to 1 (x from the left, y from the top of the upright photo; 0.5, 0.5 is the centre).`,
  )
  return CENTRE
}

function checkUse(use: unknown, problem: (message: string) => void): DrawingName[] {
  if (!Array.isArray(use) || use.length === 0) {
    problem(
      `"use" must list the pictures the photo fills, e.g. ["hero-home"] or ["gallery-03"] (the names are in src/content/images.ts); ` +
        `or add it to the gallery with "gallery: tour" or "gallery: fans", or name its file as a post's "image".`,
    )
    return []
  }
  const names: DrawingName[] = []
  for (const name of use) {
    if (typeof name === 'string' && isImageName(name)) {
      if (!names.includes(name)) names.push(name)
      continue
    }
    const near = typeof name === 'string' ? closest(name, imageNames, 3) : undefined
    problem(
      `"use" names ${JSON.stringify(name)}, which is not a picture of the site${near ? ` (did you mean "${near}"?)` : ''}; the names are in src/content/images.ts.`,
    )
  }
  return names
}

function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => !name.startsWith('.'))
  } catch {
    return []
  }
}

/** The file in the same folder whose name differs from `path`'s only in letter case, if there is one. */
function sameNameOtherCase(path: string): string | undefined {
  const wanted = basename(path).toLowerCase()
  try {
    return readdirSync(dirname(path)).find((name) => name.toLowerCase() === wanted)
  } catch {
    return undefined
  }
}
