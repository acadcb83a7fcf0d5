/**
 * Reads the business's content files (content/) and checks every one against src/content/schema.ts. A file that does
 * not fit stops the build with its name, the field and what to do, and every problem of every file is listed in one
 * run, so the owner fixes them all at once (README "Content files"). Runs in Node only: the build plugin
 * (scripts/content/plugin.ts) hands the app the checked data as plain modules.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import type { z } from 'zod'
import { config } from '../../src/config.ts'
import type { BlogPost } from '../../src/content/blog/index.ts'
import type { MarkdownBody } from '../../src/content/blog/markdown.ts'
import type { GalleryGrids, GridPicture } from '../../src/content/gallery.ts'
import { image, images, isImageName, PHONE_SLICED_KINDS, type ImageName } from '../../src/content/images.ts'
import {
  GALLERY_GRIDS,
  type GalleryFile,
  type GalleryGrid,
  gallerySchema,
  bannerSchema,
  blogSettingsSchema,
  businessSchema,
  faqsSchema,
  homeSchema,
  postFrontMatterSchema,
  pressSchema,
  teamSchema,
  testimonialsSchema,
  type BusinessFile,
  type FaqsFile,
  type PressFile,
  type TeamFile,
  type TestimonialsFile,
  type TourFile,
  TOUR_SLUGS,
  toursSchema,
} from '../../src/content/schema.ts'
import { parseMarkdown } from '../markdown.ts'
import { GRID_KINDS, gridPictureName, isPhotoFile, postPictureName } from '../photos/added-pictures.ts'
import { COMMITTED_MANIFEST, photoSetFor, type PhotoSet } from '../photos/photo-set.ts'
import { closest } from './closest.ts'
import { textFacts } from './facts-in-texts.ts'
import { FRONT_MATTER, POSTS_DIR } from './post-photos.ts'

/** The content's YAML files (relative to the project root) and the schema each is checked by. */
export const YAML_FILES = {
  business: { file: 'content/business.yaml', schema: businessSchema },
  banner: { file: 'content/banner.yaml', schema: bannerSchema },
  home: { file: 'content/home.yaml', schema: homeSchema },
  blog: { file: 'content/blog.yaml', schema: blogSettingsSchema },
  tours: { file: 'content/tours.yaml', schema: toursSchema },
  team: { file: 'content/team.yaml', schema: teamSchema },
  testimonials: { file: 'content/testimonials.yaml', schema: testimonialsSchema },
  faqs: { file: 'content/faqs.yaml', schema: faqsSchema },
  press: { file: 'content/press.yaml', schema: pressSchema },
  gallery: { file: 'content/gallery.yaml', schema: gallerySchema },
} as const

/** The business's content folder, and in it the posts, one Markdown file each. */
export const CONTENT_DIR = 'content'
export { POSTS_DIR }

type YamlContent = { [K in keyof typeof YAML_FILES]: z.infer<(typeof YAML_FILES)[K]['schema']> }

export interface Content extends YamlContent {
  /** By id, ascending, as the app gets them (src/content/blog's BlogPost): front matter checked, date also as text. */
  posts: BlogPost[]
  bodies: Record<number, MarkdownBody>
  /** The gallery page's grids, each picture with its id (content/gallery.yaml and the gallery photos). */
  grids: GalleryGrids
  /** Every file read, for the build's watcher. */
  files: string[]
}

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The content files have ${problems.length} problem${problems.length === 1 ? '' : 's'} (README "Content files"):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    )
    this.name = 'ContentError'
  }
}

/** Placeholders a post's title and excerpt may use, as its body does ({name}: the petition cat's name). */
const TEXT_PLACEHOLDERS: Readonly<Record<string, string>> = { name: config.petitionCat.name }

const dateText = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

const fill = (value: string) => value.replace(/\{(\w+)\}/g, (token, key: string) => TEXT_PLACEHOLDERS[key] ?? token)

/** Where in the file a problem is: `"title"`, `"openingHours.opens"`, `"[1].stops[2].description"` (counted from 1). */
function fieldName(path: readonly PropertyKey[]): string {
  const where = path
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '')
  return `"${where}"`
}

/**
 * The field names of the object at `path`, for "did you mean" (zod reports an unknown key on the object holding it).
 * Walks the schema through its public accessors: an object's `shape`, a list's `element`, an optional's `unwrap()`.
 */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  type Node = { shape?: Record<string, Node>; element?: Node; unwrap?: () => Node } | undefined
  const bare = (node: Node): Node => {
    let current = node
    while (current && !current.shape && !current.element && typeof current.unwrap === 'function')
      current = current.unwrap()
    return current
  }
  let current = bare(schema as Node)
  for (const key of path) current = bare(typeof key === 'number' ? current?.element : current?.shape?.[String(key)])
  return current?.shape ? Object.keys(current.shape) : []
}

/** Zod's findings in the owner's words: which field, and what to write there. */
export function describeIssues(file: string, schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path)
      return issue.keys.map((key) => {
        const guess = closest(key, known)
        return `${file}: ${fieldName([...issue.path, key])} is not a field here${guess ? ` (did you mean "${guess}"?)` : ''}; the fields are ${known.join(', ')}`
      })
    }
    const field = fieldName(issue.path)
    if (issue.code === 'invalid_type' && issue.input === undefined) return [`${file}: ${field} is missing`]
    if (issue.code === 'invalid_type')
      return [`${file}: ${field} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`]
    if (issue.code === 'invalid_value')
      return [`${file}: ${field} must be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`]
    if (issue.code === 'too_small' && issue.origin === 'number')
      return [
        `${file}: ${field} must be at least ${issue.minimum}${issue.inclusive === false ? ' (not counting it)' : ''}`,
      ]
    if (issue.code === 'too_big' && issue.origin === 'number')
      return [`${file}: ${field} must be at most ${issue.maximum}`]
    if (issue.code === 'too_big' && issue.origin === 'string')
      return [`${file}: ${field} is too long: at most ${issue.maximum} characters`]
    if (issue.code === 'too_small' && issue.origin === 'array')
      return [`${file}: ${field} needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}`]
    return [`${file}: ${field}: ${issue.message}`]
  })
}

function readYaml(root: string, file: string, problems: string[]): unknown {
  let source: string
  try {
    source = readFileSync(join(root, file), 'utf8')
  } catch {
    problems.push(`${file}: no such file (it holds content the site needs: restore it from git)`)
    return undefined
  }
  try {
    return parseYaml(source)
  } catch (error) {
    const where = error instanceof YAMLParseError ? ` on line ${error.linePos?.[0].line ?? '?'}` : ''
    problems.push(`${file}: not valid YAML${where} (${(error as Error).message.split('\n')[0]})`)
    return undefined
  }
}

function check<T>(file: string, schema: z.ZodType<T>, data: unknown, problems: string[]): T | undefined {
  if (data === undefined) return undefined
  const result = schema.safeParse(data, { reportInput: true })
  if (result.success) return result.data
  problems.push(...describeIssues(file, schema, result.error.issues))
  return undefined
}

interface PostFile {
  file: string
  front: unknown
  markdown: string
  /** Lines of the front matter, fences included: the body's line 1 is the file's line this plus one. */
  frontLines: number
}

function readPostFiles(root: string, problems: string[]): PostFile[] {
  let names: string[]
  try {
    names = readdirSync(join(root, POSTS_DIR)).sort()
  } catch {
    return []
  }
  const out: PostFile[] = []
  for (const name of names) {
    const file = `${POSTS_DIR}/${name}`
    if (!name.endsWith('.md')) {
      if (!name.startsWith('.')) problems.push(`${file}: only Markdown files (.md) belong in ${POSTS_DIR}/`)
      continue
    }
    const source = readFileSync(join(root, file), 'utf8')
    const match = FRONT_MATTER.exec(source)
    if (!match) {
      problems.push(`${file}: no front matter: start the file with a line "---", the post's fields, and "---"`)
      continue
    }
    try {
      out.push({
        file,
        front: parseYaml(match[1] ?? '') ?? {},
        markdown: source.slice(match[0].length),
        frontLines: match[0].split('\n').length - 1,
      })
    } catch (error) {
      problems.push(`${file}: the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`)
    }
  }
  return out
}

function checkPostImage(file: string, name: string, photos: readonly PhotoEntryInfo[], problems: string[]): boolean {
  if (isPhotoFile(name)) {
    if (photos.some((photo) => photo.file === name)) return true
    const guess = closest(
      name,
      photos.map((photo) => photo.file),
      3,
    )
    problems.push(
      `${file}: "image" names the photo "${name}", which no entry of the photos list (${COMMITTED_MANIFEST}) has` +
        `${guess ? ` (did you mean "${guess}"?)` : ''}: put the photo in photos/ and add an entry for it (file, alt) to ` +
        `${COMMITTED_MANIFEST}, or name a drawing such as blog-borough-hall (README "Photos")`,
    )
    return false
  }
  if (!isImageName(name)) {
    const guess = closest(name, PHONE_SLICED_NAMES)
    problems.push(
      `${file}: "image" names "${name}", which is no drawing or photo of the site` +
        `${guess ? ` (did you mean "${guess}"?)` : ''}: name a drawing such as blog-borough-hall or hero-tours, or ` +
        'the file of a photo of the photos list, such as willow-street-stoop.jpg (README "Photos")',
    )
    return false
  }
  if (!PHONE_SLICED_KINDS.includes(image(name).kind)) {
    problems.push(
      `${file}: "image" names "${name}", a ${image(name).kind} picture; a post shows its picture wide (16:9) at the ` +
        'top, so name a blog or hero picture (blog-…, hero-…, tour-…)',
    )
    return false
  }
  return true
}

/** The pictures a post may show at its top: the wide ones with a phone slice (heroes and blog images). */
const PHONE_SLICED_NAMES = images.filter((entry) => PHONE_SLICED_KINDS.includes(entry.kind)).map((entry) => entry.name)

export function loadContent(root: string): Content {
  const problems: string[] = []
  const yaml: Partial<Record<keyof YamlContent, unknown>> = {}
  for (const [key, { file, schema }] of Object.entries(YAML_FILES) as [
    keyof YamlContent,
    { file: string; schema: z.ZodType },
  ][])
    yaml[key] = check(file, schema, readYaml(root, file, problems), problems)
  const { business, banner, home, blog, tours, team, testimonials, faqs, press, gallery } = yaml as Partial<YamlContent>
  const photoSet = photoSetFor(root)
  const photos = photoEntries(photoSet)
  const grids = gallery ? galleryGrids(gallery, photos, problems) : undefined
  if (tours) checkTours(tours.tours, problems)
  if (team) checkTeam(team, problems)
  if (testimonials) checkTestimonials(testimonials, problems)
  if (business) {
    if (faqs) checkFacts(YAML_FILES.faqs.file, faqTexts(faqs), business, problems)
    if (home) checkFacts(YAML_FILES.home.file, textsOf(home), business, problems)
  }
  if (press) checkPress(press, problems)

  const postFiles = readPostFiles(root, problems)
  const posts: BlogPost[] = []
  const bodies: Record<number, MarkdownBody> = {}
  const idOwners = new Map<number, string>()
  for (const { file, front, markdown, frontLines } of postFiles) {
    const meta = check(file, postFrontMatterSchema, front, problems)
    if (!meta) continue
    const owner = idOwners.get(meta.id)
    if (owner) {
      const free = Math.max(...idOwners.keys()) + 1
      problems.push(`${file}: "id" ${meta.id} is already the id of ${owner}; give this post its own, such as ${free}`)
      continue
    }
    idOwners.set(meta.id, file)
    let ok = true
    if (blog && !blog.categories.includes(meta.category)) {
      const guess = closest(meta.category, blog.categories)
      problems.push(
        `${file}: "category" "${meta.category}" is not a category of the blog${guess ? ` (did you mean "${guess}"?)` : ''}: ` +
          `use one of ${blog.categories.join(', ')}, or add it to ${YAML_FILES.blog.file}`,
      )
      ok = false
    }
    if (!checkPostImage(file, meta.image, photos, problems)) ok = false
    const parsed = parseMarkdown(markdown, { isImageName })
    for (const problem of parsed.problems) {
      // The front matter's lines come first in the file: count them so the line is the editor's line.
      const line = problem.line === undefined ? '?' : problem.line + frontLines
      problems.push(`${file}: line ${line}: ${problem.message}`)
      ok = false
    }
    if (!ok) continue
    posts.push({
      ...meta,
      title: fill(meta.title),
      excerpt: fill(meta.excerpt),
      date: dateText(meta.date),
      published: meta.date,
      // A photo's file names the picture the photo adds for posts (scripts/photos/added-pictures.ts).
      image: isPhotoFile(meta.image) ? postPictureName(meta.image) : (meta.image as ImageName),
    })
    bodies[meta.id] = parsed.body
  }
  if (
    problems.length > 0 ||
    !business ||
    !banner ||
    !home ||
    !blog ||
    !tours ||
    !team ||
    !testimonials ||
    !faqs ||
    !press ||
    !gallery ||
    !grids
  )
    throw new ContentError(problems)
  posts.sort((a, b) => a.id - b.id)
  return {
    business,
    banner,
    home,
    blog,
    tours,
    team,
    testimonials,
    faqs,
    press,
    gallery,
    posts,
    bodies,
    grids,
    files: [
      ...Object.values(YAML_FILES).map(({ file }) => file),
      ...(photoSet.label.manifest === COMMITTED_MANIFEST ? [COMMITTED_MANIFEST] : []),
      ...postFiles.map((post) => post.file),
    ],
  }
}

/** What the gallery and the posts need of a photo entry; the photo checks (scripts/photos) say what else is wrong. */
interface PhotoEntryInfo {
  file: string
  gallery?: string
}

/** The photos list's entries that name a file (content/photos.yaml, or the manifest of the set PHOTO_SET names). */
function photoEntries(set: PhotoSet): PhotoEntryInfo[] {
  if (!Array.isArray(set.entries)) return []
  return set.entries.flatMap((raw: unknown) => {
    const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
    if (typeof entry.file !== 'string' || !entry.file.trim()) return []
    return [{ file: entry.file.trim(), ...(typeof entry.gallery === 'string' ? { gallery: entry.gallery } : {}) }]
  })
}

/** Where each grid's numbering starts: the ids of the fixed drawings, which old `?photo=` links name. */
const FIRST_IDS: Record<GalleryGrid, number> = { tour: 1, fans: 101 }

/**
 * A grid as it was before its pictures were content: its drawings in series order, numbered from its first id. The
 * app makes the same list itself (src/content/gallery.ts), so the build sends a grid only when it differs from this.
 */
export function drawingsGrid(grid: GalleryGrid): GridPicture[] {
  return images
    .filter((entry) => entry.kind === GRID_KINDS[grid])
    .map((entry, index) => ({ id: FIRST_IDS[grid] + index, src: entry.name }))
}

/**
 * The gallery's grids (SPEC §2 Gallery): the pictures content/gallery.yaml lists, in its order, then each gallery
 * photo it does not list, in the photos list's order.
 *
 * Ids: one `?photo=` names the open picture across both grids, and shared links must keep opening the same one. So a
 * drawing's id is fixed by its place in its series, whether or not the grid shows it: gallery-01 to gallery-30 are 1
 * to 30, fan-01 to fan-21 are 101 to 121. A gallery photo takes the next free id after its grid's drawings (31, 32…
 * for tour; 122, 123… for fans), counted in the order of the photos list, skipping any id already taken; so a photo
 * added at the end of the list never changes another picture's id, and moving pictures in content/gallery.yaml changes
 * none. Removing or reordering gallery photos in the photos list renumbers the gallery photos after them.
 */
export function galleryGrids(
  file: GalleryFile,
  photos: readonly PhotoEntryInfo[],
  problems: string[],
): GalleryGrids | undefined {
  const where = YAML_FILES.gallery.file
  const ids = new Map<string, GridPicture>()
  const gridOf = new Map<string, GalleryGrid>()
  const taken = new Set<number>()
  for (const grid of GALLERY_GRIDS)
    for (const picture of drawingsGrid(grid)) {
      ids.set(picture.src, picture)
      gridOf.set(picture.src, grid)
      taken.add(picture.id)
    }
  const photosOf = (grid: GalleryGrid) => photos.filter((photo) => photo.gallery === grid)
  for (const grid of GALLERY_GRIDS) {
    let next = FIRST_IDS[grid]
    for (const photo of photosOf(grid)) {
      while (taken.has(next)) next++
      taken.add(next)
      ids.set(photo.file, { id: next, src: gridPictureName(photo.file) })
      gridOf.set(photo.file, grid)
    }
  }
  const before = problems.length
  const grids: Partial<Record<GalleryGrid, GridPicture[]>> = {}
  for (const grid of GALLERY_GRIDS) {
    const listed: GridPicture[] = []
    const seen = new Set<string>()
    const known = [...gridOf].filter(([, of]) => of === grid).map(([name]) => name)
    file[grid].forEach((name, index) => {
      const field = `${where}: "${grid}[${index + 1}]"`
      const other = gridOf.get(name)
      const photo = photos.find((entry) => entry.file === name)
      if (seen.has(name))
        problems.push(`${field}: "${name}" is already in the list: a picture is shown once, so remove one`)
      else if (other === grid) listed.push(ids.get(name)!)
      else if (other)
        problems.push(
          `${field}: "${name}" is a picture of the ${other} grid, not of ${grid}: move it to the "${other}" list`,
        )
      else if (photo)
        problems.push(
          `${field}: the photo "${name}" has no "gallery: ${grid}" in ${COMMITTED_MANIFEST}: add that line to its entry, or remove it from this list`,
        )
      else {
        const guess = closest(name, known, 3)
        problems.push(
          `${field}: "${name}" is no picture of this grid${guess ? ` (did you mean "${guess}"?)` : ''}: name a drawing ` +
            `(${grid === 'tour' ? 'gallery-01 to gallery-30' : 'fan-01 to fan-21'}) or the file of a photo whose entry in ` +
            `${COMMITTED_MANIFEST} says "gallery: ${grid}"`,
        )
      }
      seen.add(name)
    })
    const rest = photosOf(grid).filter((photo) => !seen.has(photo.file))
    grids[grid] = [...listed, ...rest.map((photo) => ids.get(photo.file)!)]
  }
  return problems.length > before ? undefined : (grids as GalleryGrids)
}

/** Each portrait a team portrait of the site (team-1…), each used once. */
function checkTeam({ team }: TeamFile, problems: string[]): void {
  const file = YAML_FILES.team.file
  const portraits = images.filter((entry) => entry.kind === 'portrait').map((entry) => entry.name)
  const seen = new Set<string>()
  team.forEach((member, index) => {
    const where = `${file}: "team[${index + 1}].image"`
    if (!(portraits as string[]).includes(member.image)) {
      const guess = closest(member.image, portraits)
      problems.push(
        `${where} names "${member.image}", which is no portrait of the site${guess ? ` (did you mean "${guess}"?)` : ''}: use one of ${portraits.join(', ')}`,
      )
    } else if (seen.has(member.image)) problems.push(`${where}: "${member.image}" is already someone else's portrait`)
    seen.add(member.image)
  })
}

/** Each FAQ text by its item ("tourPage[2]"): its question, its answer and its other answers. */
function faqTexts(faqs: FaqsFile): [string, string][] {
  return textsOf(faqs).map(([where, text]) => [where.replace(/\..*$/, ''), text])
}

/** Each text of a file's value by its field's path ("benefits.items[2]"). */
function textsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index + 1}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, path ? `${path}.${key}` : key))
  return []
}

/** Every `{placeholder}` of a file's texts names a fact the build fills in (./facts-in-texts.ts). */
function checkFacts(file: string, texts: [string, string][], business: BusinessFile, problems: string[]): void {
  const known = textFacts(business)
  for (const [where, text] of texts)
    for (const [token, name] of text.matchAll(/\{([^{}]*)\}/g)) {
      if (known.includes(name as string)) continue
      const guess = closest(name as string, known)
      problems.push(
        `${file}: "${where}" has ${token}, which is no fact of the site` +
          `${guess ? ` (did you mean "{${guess}}"?)` : ''}: the facts are ${known.map((key) => `{${key}}`).join(', ')}`,
      )
    }
}

/**
 * Each outlet once, each piece of coverage in an outlet of the file (its logo links to that one piece), each media
 * quote the quote of an outlet's coverage, and some coverage in the press kit's featured year.
 */
function checkPress(press: PressFile, problems: string[]): void {
  const file = YAML_FILES.press.file
  const slugs = press.outlets.map((outlet) => outlet.slug)
  const outletList = `the outlets are ${slugs.join(', ')}`
  const unknownOutlet = (where: string, slug: string, todo: string) => {
    const guess = closest(slug, slugs)
    problems.push(
      `${file}: "${where}" names the outlet "${slug}", which is not in "outlets"${guess ? ` (did you mean "${guess}"?)` : ''}: ` +
        `${todo}; ${outletList}`,
    )
  }
  for (const key of ['slug', 'name', 'link'] as const)
    press.outlets.forEach((outlet, index) => {
      const first = press.outlets.findIndex((other) => other[key] === outlet[key])
      if (first !== index)
        problems.push(
          `${file}: "outlets[${index + 1}].${key}" is "${outlet[key]}", as is outlet ${first + 1}'s: each outlet needs its own`,
        )
    })
  const covered = new Map<string, number>()
  const twice = new Set<string>()
  press.coverage.forEach((item, index) => {
    if (!slugs.includes(item.outlet)) {
      unknownOutlet(`coverage[${index + 1}].outlet`, item.outlet, 'correct it, or add the outlet to "outlets"')
      return
    }
    const first = covered.get(item.outlet)
    if (first !== undefined) {
      twice.add(item.outlet)
      problems.push(
        `${file}: "coverage[${index + 1}].outlet": "${item.outlet}" already has coverage[${first}]; an outlet's logo ` +
          'links to one piece, so keep one per outlet',
      )
    } else covered.set(item.outlet, index + 1)
  })
  press.mediaQuotes.forEach((quote, index) => {
    const where = `mediaQuotes[${index + 1}].outlet`
    if (!slugs.includes(quote.outlet)) {
      unknownOutlet(where, quote.outlet, 'name an outlet whose coverage has a quote')
      return
    }
    // Which of its pieces is quoted is for the owner to settle first: the problem above says so.
    if (twice.has(quote.outlet)) return
    const item = press.coverage.find((candidate) => candidate.outlet === quote.outlet)
    if (!item)
      problems.push(
        `${file}: "${where}" is "${quote.outlet}", which has no coverage: add its piece to "coverage", with the "quote" ` +
          'the press kit shows',
      )
    else if (!item.quote)
      problems.push(
        `${file}: "${where}" is "${quote.outlet}", whose coverage has no quote: give that coverage a "quote", which ` +
          'the press kit shows',
      )
  })
  if (!press.coverage.some((item) => item.kind === 'article' && item.date.startsWith(`${press.featuredYear}-`)))
    problems.push(
      `${file}: "featuredYear" is ${press.featuredYear}, and no article of "coverage" is from that year: the press ` +
        "kit lists that year's articles, so name a year with some",
    )
}

/** One Google review quoted on the home page and one beside the contact form. */
function checkTestimonials({ googleReviews }: TestimonialsFile, problems: string[]): void {
  for (const page of ['home', 'contact'] as const) {
    const count = googleReviews.filter((review) => review.quotedOn === page).length
    if (count !== 1)
      problems.push(
        `${YAML_FILES.testimonials.file}: ${count === 0 ? 'no' : count} Google review${count === 1 ? '' : 's'} ` +
          `with "quotedOn: ${page}": mark exactly one, the review the ${page === 'home' ? 'home page' : 'contact page'} quotes`,
      )
  }
}

/** Each of the spec's tours once, each with a hero picture; a public tour (one with a schedule) has a group size. */
function checkTours(tours: readonly TourFile[], problems: string[]): void {
  const file = YAML_FILES.tours.file
  for (const slug of TOUR_SLUGS) {
    const count = tours.filter((tour) => tour.slug === slug).length
    if (count === 0) problems.push(`${file}: the tour "${slug}" is missing: the site's pages and texts name it`)
    if (count > 1) problems.push(`${file}: the tour "${slug}" is there ${count} times: keep one`)
  }
  tours.forEach((tour, index) => {
    const where = `${file}: tour ${index + 1} (${tour.slug})`
    if (!isImageName(tour.image) || image(tour.image).kind !== 'hero') {
      const heroes = images.filter((entry) => entry.kind === 'hero').map((entry) => entry.name)
      const guess = closest(tour.image, heroes)
      problems.push(
        `${where}: "image" names "${tour.image}", which is no hero picture of the site${guess ? ` (did you mean "${guess}"?)` : ''}: ` +
          'name one such as tour-brooklyn-heights',
      )
    }
    if (tour.slug === 'brooklyn-heights' && tour.itemId === undefined)
      problems.push(`${where}: "itemId" is missing: every booking without a tour of its own books this one`)
    if (tour.schedule !== undefined && tour.groupMax === undefined)
      problems.push(`${where}: "groupMax" is missing: a tour with a schedule needs its largest group size`)
  })
}
