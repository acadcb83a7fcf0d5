/**
 * The site's images (SPEC §7 "Images"): original illustrations drawn by scripts/images and rendered to WebP (and
 * the heroes' phone slices to AVIF) at build time by scripts/images-plugin.ts, which reads this same list. Data and pure helpers only: the page,
 * the server render and the build plugin all import it (docs/decisions/0006-images.md). A picture the business
 * fills with a photo (content/photos.yaml) keeps its name, kind and widths; src/content/pictures.ts says what a
 * page shows for each name (decision 0015).
 */

/** SPEC §7 responsive widths. Each image is rendered at every width up to its `maxWidth`. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

export type Scene =
  | 'skyline'
  | 'brownstones'
  | 'bridge'
  | 'tenements'
  | 'financial'
  | 'park'
  | 'storefront'
  | 'portrait'
  | 'studio'
export type CatCoat = 'ginger' | 'black' | 'grey-tabby' | 'tuxedo' | 'calico' | 'cream' | 'brown-tabby' | 'white'
export type CatPose = 'sitting' | 'front' | 'loaf' | 'walking'
export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night'

/** What the generator draws; the alt text is written from the same words, so it describes the picture. */
export interface Art {
  scene: Scene
  coat: CatCoat
  pose: CatPose
  time: TimeOfDay
  /** Portraits: the colour of the team member's scarf. */
  accent?: string
}

export type ImageKind = 'hero' | 'blog' | 'gallery' | 'fan' | 'portrait' | 'fallback'

/**
 * Where a hero's subject sits: the drawings keep their cat right of centre and low (scripts/images), and the page
 * crops them there (object-position) when the box is narrower or taller than 16:9.
 */
export const HERO_FOCUS = { x: 0.7, y: 0.75 } as const

/**
 * Phones show a hero as a tall slice of its 16:9 drawing, about 4:5 of it around HERO_FOCUS. Rendering that slice
 * as its own picture (art direction) sends a phone a third of the pixels of the full drawing at the same
 * sharpness, as AVIF, which halves the bytes again on these flat illustrations (docs/decisions/0012). A blog
 * image is its post's hero, so it has the slice too: without it, a phone fetched the post's widest variant, and
 * with a photo that was the page's LCP at 2.3x the floor (decision 0015).
 */
export const PHONE_ART = {
  ratio: [4, 5],
  widths: [640, 768, 1024],
  /** The viewport widths that get the slice: below the spec's 768px breakpoint. */
  media: '(max-width: 767.98px)',
} as const satisfies { ratio: readonly [number, number]; widths: readonly ImageWidth[]; media: string }

/** The kinds a page shows as its hero, which have PHONE_ART's slice. */
export const PHONE_SLICED_KINDS: readonly ImageKind[] = ['hero', 'blog']

/** Aspect ratio and largest rendered width per kind: a gallery thumbnail is never shown wider than 1024 px. */
export const IMAGE_KINDS = {
  hero: { ratio: [16, 9], maxWidth: 1536 },
  blog: { ratio: [16, 9], maxWidth: 1280 },
  gallery: { ratio: [4, 3], maxWidth: 1024 },
  fan: { ratio: [1, 1], maxWidth: 1024 },
  portrait: { ratio: [1, 1], maxWidth: 640 },
  fallback: { ratio: [4, 3], maxWidth: 1024 },
} as const satisfies Record<ImageKind, { ratio: readonly [number, number]; maxWidth: ImageWidth }>

/** The kinds the gallery's lightbox opens, and the `sizes` it shows them at (full width, up to the kind's maxWidth). */
export const LIGHTBOX_KINDS = ['gallery', 'fan'] as const satisfies readonly ImageKind[]
export const LIGHTBOX_SIZES = '100vw'

export interface ImageEntry {
  name: string
  kind: ImageKind
  alt: string
  /** What the generator draws: every fixed picture has it; a picture only a photo fills (a photo's own) has none. */
  art?: Art
  /** Intrinsic size of the largest variant, for the width/height attributes (no layout shift). */
  width: number
  height: number
  widths: readonly ImageWidth[]
  /** Heroes and blog images (PHONE_SLICED_KINDS): the phone slice (PHONE_ART), rendered at these widths as AVIF. */
  phoneWidths?: readonly ImageWidth[]
}

const COAT_WORDS: Record<CatCoat, string> = {
  ginger: 'ginger',
  black: 'black',
  'grey-tabby': 'grey tabby',
  tuxedo: 'black-and-white tuxedo',
  calico: 'calico',
  cream: 'cream',
  'brown-tabby': 'brown tabby',
  white: 'white',
}
const POSE_WORDS: Record<CatPose, string> = {
  sitting: 'sitting',
  front: 'sitting up',
  loaf: 'resting',
  walking: 'walking',
}
const PLACE_WORDS: Record<Scene, string> = {
  skyline: 'on a rooftop ledge above the Manhattan skyline',
  brownstones: 'on the stoop of a Brooklyn brownstone',
  bridge: 'on the promenade railing below the Brooklyn Bridge',
  tenements: 'on a Lower East Side sidewalk beneath fire escapes',
  financial: 'on the steps of a columned Financial District hall',
  park: 'on a park bench under the trees',
  storefront: 'in the window of a corner bodega',
  portrait: 'in a portrait',
  studio: 'on a plain background',
}
const TIME_WORDS: Record<TimeOfDay, string> = {
  dawn: 'at dawn',
  day: 'on a sunny day',
  dusk: 'at dusk',
  night: 'at night',
}

/** "Illustration of a ginger cat sitting on the stoop of a Brooklyn brownstone at dusk". */
export function describeArt(art: Art): string {
  const coat = COAT_WORDS[art.coat]
  const article = /^[aeiou]/.test(coat) ? 'an' : 'a'
  return `Illustration of ${article} ${coat} cat ${POSE_WORDS[art.pose]} ${PLACE_WORDS[art.scene]} ${TIME_WORDS[art.time]}`
}

/** A fixed picture: drawn by scripts/images until a photo fills it. */
export interface DrawingEntry extends ImageEntry {
  art: Art
}

/** A picture's entry: its size and widths come from its kind. A picture a photo adds has no drawing (`art`). */
function entry<A extends Art | undefined>(
  name: string,
  kind: ImageKind,
  art: A,
  alt = describeArt(art!),
): ImageEntry & { art: A } {
  const { ratio, maxWidth } = IMAGE_KINDS[kind]
  return {
    name,
    kind,
    alt,
    art,
    width: maxWidth,
    height: Math.round((maxWidth * ratio[1]) / ratio[0]),
    widths: IMAGE_WIDTHS.filter((width) => width <= maxWidth),
    ...(PHONE_SLICED_KINDS.includes(kind) ? { phoneWidths: PHONE_ART.widths } : {}),
  }
}

const heroes = [
  entry('hero-home', 'hero', { scene: 'bridge', coat: 'ginger', pose: 'sitting', time: 'dusk' }),
  entry('hero-tours', 'hero', { scene: 'brownstones', coat: 'tuxedo', pose: 'walking', time: 'dusk' }),
  entry('tour-brooklyn-heights', 'hero', { scene: 'brownstones', coat: 'ginger', pose: 'sitting', time: 'day' }),
  entry('tour-financial-district', 'hero', { scene: 'financial', coat: 'grey-tabby', pose: 'sitting', time: 'dusk' }),
  entry('tour-lower-east-side', 'hero', { scene: 'tenements', coat: 'black', pose: 'walking', time: 'night' }),
  entry('tour-private', 'hero', { scene: 'park', coat: 'calico', pose: 'loaf', time: 'dawn' }),
  entry('hero-about', 'hero', { scene: 'skyline', coat: 'ginger', pose: 'sitting', time: 'night' }),
  entry('hero-gallery', 'hero', { scene: 'park', coat: 'cream', pose: 'walking', time: 'day' }),
  entry('hero-blog', 'hero', { scene: 'storefront', coat: 'brown-tabby', pose: 'loaf', time: 'night' }),
  entry('hero-contact', 'hero', { scene: 'tenements', coat: 'ginger', pose: 'sitting', time: 'dusk' }),
  entry('hero-booking', 'hero', { scene: 'bridge', coat: 'tuxedo', pose: 'walking', time: 'dawn' }),
  entry('hero-press-kit', 'hero', { scene: 'financial', coat: 'white', pose: 'front', time: 'day' }),
  entry('hero-in-the-news', 'hero', { scene: 'skyline', coat: 'grey-tabby', pose: 'walking', time: 'dusk' }),
  entry('hero-petition', 'hero', { scene: 'financial', coat: 'ginger', pose: 'front', time: 'night' }),
]

const blog = [
  entry('blog-borough-hall', 'blog', { scene: 'financial', coat: 'ginger', pose: 'sitting', time: 'dawn' }),
  entry('blog-postal-cats', 'blog', { scene: 'tenements', coat: 'grey-tabby', pose: 'loaf', time: 'day' }),
  entry('blog-bodega-cats', 'blog', { scene: 'storefront', coat: 'tuxedo', pose: 'sitting', time: 'dusk' }),
]

const team = (
  [
    ['ginger', '#0f6b63'],
    ['tuxedo', '#b93f0c'],
    ['calico', '#1b2435'],
    ['grey-tabby', '#e2762f'],
  ] as const
).map(([coat, accent], index) =>
  entry(
    `team-${index + 1}`,
    'portrait',
    { scene: 'portrait', coat, pose: 'front', time: 'day', accent },
    `Illustrated portrait of a ${COAT_WORDS[coat]} cat wearing a scarf`,
  ),
)

const coats = Object.keys(COAT_WORDS) as CatCoat[]
const poses: CatPose[] = ['sitting', 'walking', 'loaf', 'front']
const times: TimeOfDay[] = ['dusk', 'day', 'night', 'dawn']
const places: Scene[] = ['brownstones', 'bridge', 'tenements', 'financial', 'park', 'storefront', 'skyline']

/** Cycles of co-prime lengths, so no two gallery pictures repeat the same scene, coat, pose and time. */
function series(prefix: string, kind: ImageKind, count: number, offset: number): DrawingEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset
    const art: Art = {
      scene: places[n % places.length]!,
      coat: coats[(n * 3 + 1) % coats.length]!,
      pose: poses[(n + Math.floor(n / 4)) % poses.length]!,
      time: times[(n * 3 + Math.floor(n / 7)) % times.length]!,
    }
    return entry(`${prefix}-${String(i + 1).padStart(2, '0')}`, kind, art)
  })
}

export const FALLBACK_ALT = 'Cat image (fallback)'

const fallbacks = (['ginger', 'black', 'grey-tabby'] as const).map((coat, index) =>
  entry(
    `fallback-${index + 1}`,
    'fallback',
    { scene: 'studio', coat, pose: index === 1 ? 'loaf' : 'sitting', time: 'day' },
    FALLBACK_ALT,
  ),
)

/**
 * The fixed pictures, each with its drawing. The pictures a photo of content/photos.yaml adds (a gallery photo, a
 * post's own photo) are not here: they come from content, so the build works them out with the content
 * (scripts/photos/added-pictures.ts) and the app learns them from the photo table (src/content/photo-table.ts).
 */
export const images = [
  ...heroes,
  ...blog,
  ...team,
  ...series('gallery', 'gallery', 30, 0),
  ...series('fan', 'fan', 21, 5),
  ...fallbacks,
] as const satisfies readonly DrawingEntry[]

/**
 * A fixed picture's name. The series' names are made at run time (gallery-01…), so this is `string` to the compiler:
 * the build's content checks and tests catch a wrong name, not the type.
 */
export type DrawingName = (typeof images)[number]['name']
/** The name of a picture a photo adds (ADDED_PREFIX): content decides which exist. */
export type AddedName = `photo-${string}`
export type ImageName = DrawingName | AddedName

/** Every added picture's name starts so; no fixed name does, so the two never meet. */
export const ADDED_PREFIX = 'photo-'

const byName = new Map<string, DrawingEntry>(images.map((image) => [image.name, image]))

/** A fixed picture (a drawing, or the photo that fills it). */
export function isImageName(name: string): name is DrawingName {
  return byName.has(name)
}

export function isAddedName(name: string): name is AddedName {
  return name.startsWith(ADDED_PREFIX)
}

export function image(name: DrawingName): DrawingEntry {
  return byName.get(name)!
}

/** The entry of a picture a photo adds: the size and widths of its kind, the photo's own alt text. */
export function addedEntry(name: AddedName, kind: ImageKind, alt: string): ImageEntry {
  return entry(name, kind, undefined, alt)
}

/** The URL of one rendered variant: WebP for every picture, AVIF as well for a photo. */
export function src(name: ImageName, width: ImageWidth, format: 'webp' | 'avif' = 'webp'): string {
  return `/images/${name}-${width}.${format}`
}

/** `srcset` with every rendered width of the image. */
export function srcSet(name: DrawingName): string {
  return image(name)
    .widths.map((width) => `${src(name, width)} ${width}w`)
    .join(', ')
}

/** The URL of one rendered phone slice of a hero (PHONE_ART). */
export function phoneSrc(name: ImageName, width: ImageWidth): string {
  return `/images/${name}-phone-${width}.avif`
}

/** `srcset` of a hero's phone slice; undefined for an image without one. */
export function phoneSrcSet(name: DrawingName): string | undefined {
  return image(name)
    .phoneWidths?.map((width) => `${phoneSrc(name, width)} ${width}w`)
    .join(', ')
}

export const FALLBACK_IMAGES = ['fallback-1', 'fallback-2', 'fallback-3'] as const satisfies readonly ImageName[]

/** One of the three fallback cats, always the same one for the same broken source (SPEC §2 Gallery). */
export function fallbackImageFor(brokenSrc: string): (typeof FALLBACK_IMAGES)[number] {
  let hash = 0
  for (let i = 0; i < brokenSrc.length; i++) hash = (hash * 31 + brokenSrc.charCodeAt(i)) >>> 0
  return FALLBACK_IMAGES[hash % FALLBACK_IMAGES.length]!
}

/** SPEC §7 logo fallback, first step: the same file as WebP (null when it already is one). */
export function webpVariant(url: string): string | null {
  const match = /^(.*)\.(png|jpe?g|gif|svg)(\?.*)?$/i.exec(url)
  return match ? `${match[1]}.webp${match[3] ?? ''}` : null
}
