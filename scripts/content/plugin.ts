/**
 * Hands the app the business's content files (content/), checked by scripts/content/load.ts, as plain data modules.
 * A file that does not fit stops the build with every problem listed. Only checked data reaches the bundles: the
 * schema library and the YAML and Markdown parsers stay here, in Node.
 */
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { CONTENT_MODULES } from '../../src/content/content-modules.ts'
import { ContentError, loadContent, type Content } from './load.ts'

const RESOLVED = '\0'

export function contentPlugin(): Plugin {
  let root = process.cwd()
  let content: Content | undefined
  const modules: Record<string, (content: Content) => string> = {
    [CONTENT_MODULES.business]: ({ business }) => `export default ${JSON.stringify(business)}\n`,
    [CONTENT_MODULES.banner]: ({ banner }) => `export default ${JSON.stringify(banner)}\n`,
    [CONTENT_MODULES.blogCatalogue]: ({ posts, blog }) =>
      `export const postIds = ${JSON.stringify(posts.map((post) => post.id))}\n` +
      `export const blogCategories = ${JSON.stringify(blog.categories)}\n`,
    // The stops apart: only a tour's own page shows them, while the tours' cards are on every page.
    [CONTENT_MODULES.tours]: ({ tours }) =>
      `export default ${JSON.stringify(tours.tours.map(({ stops: _stops, ...tour }) => tour))}\n`,
    [CONTENT_MODULES.tourStops]: ({ tours }) =>
      `export default ${JSON.stringify(Object.fromEntries(tours.tours.map((tour) => [tour.slug, tour.stops])))}\n`,
    [CONTENT_MODULES.team]: ({ team }) => `export default ${JSON.stringify(team.team)}\n`,
    // Each page loads only the reviews it shows: the two quoted ones are a small module of their own.
    [CONTENT_MODULES.googleReviews]: ({ testimonials }) =>
      `export default ${JSON.stringify(testimonials.googleReviews.map(({ quotedOn: _quotedOn, ...review }) => review))}\n`,
    [CONTENT_MODULES.featuredReviews]: ({ testimonials }) => {
      const quoted = (page: string) => {
        const { quotedOn: _quotedOn, ...review } = testimonials.googleReviews.find((item) => item.quotedOn === page)!
        return JSON.stringify(review)
      }
      return `export const homeReview = ${quoted('home')}\nexport const contactReview = ${quoted('contact')}\n`
    },
    [CONTENT_MODULES.defaultReviews]: ({ testimonials }) =>
      `export default ${JSON.stringify(testimonials.defaultReviews)}\n`,
    [CONTENT_MODULES.pressKitReviews]: ({ testimonials }) =>
      `export default ${JSON.stringify(testimonials.pressKitReviews)}\n`,
    [CONTENT_MODULES.faqs]: ({ faqs }) => `export default ${JSON.stringify(faqs)}\n`,
    [CONTENT_MODULES.posts]: ({ posts }) => `export default ${JSON.stringify(posts)}\n`,
    [CONTENT_MODULES.postBodies]: ({ bodies }) => `export default ${JSON.stringify(bodies)}\n`,
  }
  const load = () => {
    try {
      content = loadContent(root)
    } catch (error) {
      content = undefined
      throw error
    }
    return content
  }
  return {
    name: 'cat-tours:content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      try {
        const { files } = load()
        for (const file of files) this.addWatchFile(join(root, file))
        this.addWatchFile(join(root, 'content/posts'))
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message)
        throw error
      }
    },
    resolveId(id) {
      return id in modules ? RESOLVED + id : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const make = modules[id.slice(RESOLVED.length)]
      if (!make) return null
      // The dev server and Vitest may ask before buildStart has run, and a file may have changed since.
      try {
        return { code: make(content ?? load()), map: null }
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message)
        throw error
      }
    },
    watchChange(id) {
      if (id.startsWith(join(root, 'content'))) content = undefined
    },
  }
}
