// @ts-check
/**
 * Finds the photographs among the wallpapers of the installed packages, with their titles and credits.
 *
 * A candidate is one wallpaper: the largest raster file of a Plasma wallpaper's `contents/images/` (the
 * other files are the same picture at screen sizes), or one file of the other packages (sizes of the same
 * picture, `Name_3840x2160.jpg`, are grouped). It is used when all of these hold:
 *   1. raster (JPEG, PNG or WebP) and at least MIN_SOURCE_WIDTH px wide as seen;
 *   2. not in a category its package calls art (mate-backgrounds' `abstract/` and `desktop/`);
 *   3. not listed as artwork in reviewed.mjs (no decoding needed);
 *   4. not flat: in a 512x512 region at the centre, at the file's own resolution, fewer than FLAT_LIMIT of the
 *      pixels have a Laplacian of 2 or less. Vector art and gradients are smooth there (0.90 to 1.00 in these
 *      packages); photographs have grain and texture (0.12 to 0.87, the highest a smooth out-of-focus background);
 *   5. listed as a photograph in reviewed.mjs: the flatness check cannot tell a painting or a render from a
 *      photograph, so a wallpaper nobody has looked at is reported and left out.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { parseCopyright, stanzaFor } from './copyright.mjs'
import { ARTWORK, PHOTOGRAPHS } from './reviewed.mjs'

export const PACKAGES = ['plasma-workspace-wallpapers', 'mate-backgrounds', 'ukui-wallpapers']
export const MIN_SOURCE_WIDTH = 1600
export const FLAT_LIMIT = 0.9
const ART_CATEGORIES = { 'mate-backgrounds': ['abstract', 'desktop'] }
const RASTER = /\.(jpe?g|png|webp)$/i
const IMAGE = /\.(jpe?g|png|webp|svgz?)$/i

/**
 * @typedef {object} Candidate
 * @property {string} id `${package}:${name}`, the key of reviewed.mjs
 * @property {string} pkg
 * @property {string} name
 * @property {string} path the largest file of the wallpaper
 * @property {number} width upright
 * @property {number} height
 * @property {number} size bytes, with mtimeMs: what the cache compares
 * @property {number} mtimeMs
 */
/**
 * @typedef {Candidate & { title: string, author: string, shows: string, subject?: { x: number, y: number }, credit: string, flatness: number }} Source
 */
/** @typedef {{ candidate: Candidate, reason: string, flatness?: number }} Rejected */

/** The files a package installed (dpkg -L). @param {string} pkg */
function packageFiles(pkg) {
  return execFileSync('dpkg', ['-L', pkg], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(file) && statSync(file).isFile())
}

/** @param {string[]} packages @returns {Promise<Candidate[]>} */
export async function findCandidates(packages = PACKAGES) {
  /** @type {Candidate[]} */
  const candidates = []
  for (const pkg of packages) {
    const images = packageFiles(pkg).filter(
      (file) => IMAGE.test(file) && !/\/screenshot\.[a-z]+$/.test(file) && !file.includes('/images_dark/'),
    )
    const root = commonDirectory(images)
    /** @type {Map<string, string[]>} */
    const groups = new Map()
    for (const file of images) {
      const plasma = /^\/usr\/share\/wallpapers\/([^/]+)\/contents\/images\//.exec(file)
      const name = plasma
        ? /** @type {string} */ (plasma[1])
        : path
            .relative(root, file)
            .replace(IMAGE, '')
            .replace(/_\d+x\d+$/, '')
      groups.set(name, [...(groups.get(name) ?? []), file])
    }
    for (const [name, files] of groups) {
      let best
      for (const file of files) {
        if (!RASTER.test(file)) {
          best ??= { file, width: 0, height: 0 }
          continue
        }
        const meta = await sharp(file).metadata()
        const { width = 0, height = 0 } = meta.autoOrient ?? meta
        if (!best || width * height > best.width * best.height) best = { file, width, height }
      }
      if (!best) continue
      const stat = statSync(best.file)
      candidates.push({
        id: `${pkg}:${name}`,
        pkg,
        name,
        path: best.file,
        width: best.width,
        height: best.height,
        size: stat.size,
        mtimeMs: stat.mtimeMs,
      })
    }
  }
  return candidates.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** @param {string[]} files */
function commonDirectory(files) {
  if (files.length === 0) return '/'
  let dir = path.dirname(/** @type {string} */ (files[0]))
  while (!files.every((file) => file.startsWith(`${dir}/`))) dir = path.dirname(dir)
  return dir
}

/**
 * Fraction of smooth pixels (|Laplacian| <= 2) in a 512x512 region at the centre, at the file's resolution
 * (downscaling would smooth away the grain that tells a photograph). @param {Candidate} candidate
 */
export async function flatness(candidate) {
  const size = Math.min(512, candidate.width, candidate.height)
  const left = Math.floor((candidate.width - size) / 2)
  const top = Math.floor((candidate.height - size) / 2)
  const { data } = await sharp(candidate.path)
    .autoOrient()
    .extract({ left, top, width: size, height: size })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let smooth = 0
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++) {
      const i = y * size + x
      const laplacian =
        4 * (data[i] ?? 0) - (data[i - 1] ?? 0) - (data[i + 1] ?? 0) - (data[i - size] ?? 0) - (data[i + size] ?? 0)
      if (Math.abs(laplacian) <= 2) smooth++
    }
  }
  return smooth / ((size - 2) * (size - 2))
}

/**
 * Sorts the candidates into photographs (with title, description and credit) and the rest (with why).
 * `measureAll` also measures the flatness of the candidates rejected before step 4, for --list-sources.
 * @param {readonly Candidate[]} candidates @param {{ measureAll?: boolean }} [options]
 * @returns {Promise<{ sources: Source[], rejected: Rejected[] }>}
 */
export async function classify(candidates, { measureAll = false } = {}) {
  /** @type {Source[]} */
  const sources = []
  /** @type {Rejected[]} */
  const rejected = []
  const credits = new Map()
  for (const candidate of candidates) {
    const measured = measureAll && RASTER.test(candidate.path) ? await flatness(candidate) : undefined
    const reject = (/** @type {string} */ reason, /** @type {number | undefined} */ flat = measured) =>
      rejected.push({ candidate, reason, ...(flat === undefined ? {} : { flatness: flat }) })
    if (!RASTER.test(candidate.path)) {
      reject('vector file')
      continue
    }
    if (candidate.width < MIN_SOURCE_WIDTH) {
      reject(`too small (${candidate.width} px wide)`)
      continue
    }
    const category = candidate.name.split('/')[0] ?? ''
    if ((ART_CATEGORIES[/** @type {keyof typeof ART_CATEGORIES} */ (candidate.pkg)] ?? []).includes(category)) {
      reject(`artwork by its package's category (${category}/)`)
      continue
    }
    const artwork = ARTWORK[candidate.id]
    if (artwork) {
      reject(`artwork, reviewed: ${artwork}`)
      continue
    }
    const flat = measured ?? (await flatness(candidate))
    if (flat > FLAT_LIMIT) {
      reject(`flat (${flat.toFixed(2)} smooth): vector art or a gradient`, flat)
      continue
    }
    const reviewed = PHOTOGRAPHS[candidate.id]
    if (!reviewed) {
      reject(
        'not reviewed: not flat, but nobody has checked it is a photograph (add it to scripts/photo-set/reviewed.mjs)',
        flat,
      )
      continue
    }
    if (!credits.has(candidate.pkg)) credits.set(candidate.pkg, creditSource(candidate.pkg))
    sources.push({ ...candidate, ...reviewed, ...credits.get(candidate.pkg)(candidate), flatness: flat })
  }
  return { sources, rejected }
}

const LABEL = {
  'plasma-workspace-wallpapers': 'KDE Plasma wallpaper',
  'mate-backgrounds': 'MATE desktop background',
  'ukui-wallpapers': 'UKUI wallpaper',
}

/**
 * Title and credit of one package's wallpapers: the title from the package's wallpaper list (a Plasma
 * wallpaper's metadata.json, MATE's and UKUI's background-properties XML), the author from metadata.json or the
 * copyright file, the licence from the copyright file (and metadata.json's when it says otherwise).
 * @param {string} pkg @returns {(candidate: Candidate) => { title: string, author: string, credit: string }}
 */
function creditSource(pkg) {
  const copyrightFile = `/usr/share/doc/${pkg}/copyright`
  const stanzas = existsSync(copyrightFile) ? parseCopyright(readFileSync(copyrightFile, 'utf8')) : []
  const titles = xmlTitles(pkg)
  return (candidate) => {
    const stanza = stanzaFor(stanzas, candidate.path)
    const meta = plasmaMetadata(candidate)
    const title =
      meta.title ?? titles.get(candidate.path) ?? titles.get(path.basename(candidate.path)) ?? humanize(candidate.name)
    const author =
      meta.authors.length > 0 ? meta.authors.join(' and ') : stanza?.holders.join(' and ') || 'unknown author'
    const license = stanza?.license || 'see the package’s copyright file'
    const also = meta.license && meta.license !== license ? ` (upstream metadata: ${meta.license})` : ''
    const label = LABEL[/** @type {keyof typeof LABEL} */ (pkg)] ?? 'wallpaper'
    return {
      title,
      author,
      credit: `“${title}” by ${author}. ${label} from the Debian package ${pkg}, licence ${license}${also}`,
    }
  }
}

/** @param {Candidate} candidate @returns {{ title?: string, authors: string[], license?: string }} */
function plasmaMetadata(candidate) {
  const match = /^(\/usr\/share\/wallpapers\/[^/]+)\//.exec(candidate.path)
  const file = match ? `${match[1]}/metadata.json` : ''
  if (!file || !existsSync(file)) return { authors: [] }
  const plugin = JSON.parse(readFileSync(file, 'utf8')).KPlugin ?? {}
  return {
    title: plugin.Name,
    authors: (plugin.Authors ?? []).map((/** @type {{ Name?: string }} */ author) => author.Name).filter(Boolean),
    license: plugin.License,
  }
}

/** Untranslated wallpaper names from the package's background-properties XML, by file path and by file name. @param {string} pkg */
function xmlTitles(pkg) {
  /** @type {Map<string, string>} */
  const titles = new Map()
  for (const file of packageFiles(pkg).filter((f) => f.endsWith('.xml'))) {
    for (const block of readFileSync(file, 'utf8').split('<wallpaper').slice(1)) {
      const name = /<name>([^<]+)<\/name>/.exec(block)?.[1]
      const filename = /<filename>([^<]+)<\/filename>/.exec(block)?.[1]?.trim()
      if (!name || !filename) continue
      titles.set(filename, decodeXml(name.trim()))
      titles.set(path.basename(filename), decodeXml(name.trim()))
    }
  }
  return titles
}

/** @param {string} text */
function decodeXml(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, '’')
}

/** "nature/FreshFlower" -> "Fresh Flower". @param {string} name */
function humanize(name) {
  return (name.split('/').pop() ?? name).replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')
}
