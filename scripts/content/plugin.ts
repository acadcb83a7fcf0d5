/**
 * Hands the app the business's content files (content/), checked by scripts/content/load.ts, as plain data modules.
 * A file that does not fit stops the build with every problem listed. Only checked data reaches the bundles: the
 * schema library and the YAML and Markdown parsers stay here, in Node.
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_MODULES } from '../../src/content/content-modules.ts'
import { mediaQuotesOf, newestFirst } from '../../src/content/press-texts.ts'
import { GALLERY_GRIDS } from '../../src/content/schema.ts'
import { textsModule } from './facts-in-texts.ts'
import { CONTENT_DIR, ContentError, drawingsGrid, loadContent, POSTS_DIR, type Content } from './load.ts'

const RESOLVED = '\0'

/** A module whose default export is this value. */
const data = (value: unknown) => `export default ${JSON.stringify(value)}\n`

/** A module exporting each value by its name: the bundler can inline or drop each apart. */
const named = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}\n`)
    .join('')

export function contentPlugin(): Plugin {
  let root = process.cwd()
  let content: Content | undefined
  const factModules = () => ({
    business: join(root, 'src/content/business.ts'),
    config: join(root, 'src/config.ts'),
  })
  const modules: Record<string, (content: Content) => string> = {
    [CONTENT_MODULES.business]: ({ business }) => data(business),
    [CONTENT_MODULES.banner]: ({ banner }) => data(banner),
    [CONTENT_MODULES.blogCatalogue]: ({ posts, blog }) =>
      `export const postIds = ${JSON.stringify(posts.map((post) => post.id))}\n` +
      `export const blogCategories = ${JSON.stringify(blog.categories)}\n`,
    // Every page names the tours (the header's menu, the search); only the tour pages and cards show their texts,
    // and only a tour's own page its stops: so those come apart.
    [CONTENT_MODULES.tours]: ({ tours }) =>
      data(tours.tours.map(({ stops: _stops, description: _description, teaser: _teaser, ...tour }) => tour)),
    [CONTENT_MODULES.tourTexts]: ({ tours }) =>
      data(
        Object.fromEntries(
          tours.tours.map(({ slug, description, teaser }) => [
            slug,
            teaser ? { description, teaser } : { description },
          ]),
        ),
      ),
    [CONTENT_MODULES.tourStops]: ({ tours }) =>
      data(Object.fromEntries(tours.tours.map((tour) => [tour.slug, tour.stops]))),
    [CONTENT_MODULES.team]: ({ team }) => data(team.team),
    // Each page loads only the reviews it shows: the two quoted ones are a small module of their own.
    [CONTENT_MODULES.googleReviews]: ({ testimonials }) =>
      data(testimonials.googleReviews.map(({ quotedOn: _quotedOn, ...review }) => review)),
    [CONTENT_MODULES.featuredReviews]: ({ testimonials }) => {
      const quoted = (page: string) => {
        const { quotedOn: _quotedOn, ...review } = testimonials.googleReviews.find((item) => item.quotedOn === page)!
        return JSON.stringify(review)
      }
      return `export const homeReview = ${quoted('home')}\nexport const contactReview = ${quoted('contact')}\n`
    },
    [CONTENT_MODULES.defaultReviews]: ({ testimonials }) => data(testimonials.defaultReviews),
    [CONTENT_MODULES.pressKitReviews]: ({ testimonials }) => data(testimonials.pressKitReviews),
    // The texts as templates over the facts they quote, read where every other text reads them.
    [CONTENT_MODULES.faqs]: ({ faqs }) => textsModule(faqs, factModules()),
    [CONTENT_MODULES.home]: ({ home }) => textsModule(home, factModules()),
    // The outlets apart: the home page's strip shows their logos, and only the press pages show the texts.
    [CONTENT_MODULES.pressOutlets]: ({ press }) => data(press.outlets),
    [CONTENT_MODULES.press]: ({ press }) =>
      named({
        coverage: newestFirst(press.coverage),
        mediaQuotes: mediaQuotesOf(press),
        featuredYear: press.featuredYear,
        pressReleases: newestFirst(press.pressReleases),
        coverageOpportunities: press.coverageOpportunities,
        mediaReplyHours: press.mediaReplyHours,
      }),
    [CONTENT_MODULES.posts]: ({ posts }) => data(posts),
    [CONTENT_MODULES.postBodies]: ({ bodies }) => data(bodies),
    // Only the grids that differ from their drawings in series order, which the app makes itself: the default
    // gallery adds no bytes to the pages that show it.
    [CONTENT_MODULES.gallery]: ({ grids }) =>
      data(
        Object.fromEntries(
          GALLERY_GRIDS.filter((grid) => JSON.stringify(grids[grid]) !== JSON.stringify(drawingsGrid(grid))).map(
            (grid) => [grid, grids[grid]],
          ),
        ),
      ),
  }
  /** The content as checked now; a ContentError becomes the build's error, with every problem listed. */
  const load = (context: { error(message: string): never }): Content => {
    try {
      content = loadContent(root)
      return content
    } catch (error) {
      if (error instanceof ContentError) context.error(error.message)
      throw error
    }
  }
  return {
    name: 'cat-tours:content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      for (const file of [...load(this).files, POSTS_DIR]) this.addWatchFile(join(root, file))
    },
    resolveId(id) {
      return id in modules ? RESOLVED + id : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const make = modules[id.slice(RESOLVED.length)]
      if (!make) return null
      // The dev server and Vitest may ask before buildStart has run, and a file may have changed since.
      return { code: make(content ?? load(this)), map: null }
    },
    watchChange(id) {
      if (id.startsWith(join(root, CONTENT_DIR))) content = undefined
    },
  }
}
