/**
 * Built-in blog posts (SPEC §3 "Blog post"): the typed facts of each post, by its id (./catalogue.ts lists the ids and
 * categories). The bodies are Markdown files in posts/, read at build time (bodies.ts); pages that only list posts
 * (sitemap, search, the worker) never load them.
 */
import { config } from '../../config'
import type { ImageName } from '../images'
import { blogCategories, postIds, type BlogCategory, type PostId } from './catalogue'

export { blogCategories, type BlogCategory, type PostId }

export interface BlogPost {
  id: number
  title: string
  excerpt: string
  image: ImageName
  /** Free text, as the spec has it ("March 14, 2025"). */
  date: string
  author: string
  category: BlogCategory
  tags: readonly string[]
}

const builtInPosts = {
  1: {
    title: `${config.petitionCat.name} of Borough Hall: The Blind Cat Who Raised the Alarm`,
    excerpt:
      'Born around 1876, blind by 1903, and remembered for the Borough Hall fire of May 22, 1904: the story of Brooklyn’s most famous working cat, as we tell it on the tour.',
    image: 'blog-borough-hall',
    date: 'March 14, 2025',
    author: config.siteName,
    category: 'Cat History',
    tags: ['Brooklyn', 'Borough Hall', 'Working cats', 'Petition'],
  },
  2: {
    title: 'Mousers on the Payroll: The Postal Cats of New York',
    excerpt:
      'Mail sacks, paste and paper drew mice, and post offices answered with cats. How lower Manhattan’s postal cats guarded the mail.',
    image: 'blog-postal-cats',
    date: 'April 2, 2025',
    author: config.siteName,
    category: 'Cat History',
    tags: ['Financial District', 'Post office', 'Working cats'],
  },
  3: {
    title: 'The Bodega Cats of the Lower East Side',
    excerpt:
      'Every corner store has a guardian. Meet the bodega cats who keep watch over the Lower East Side today, and learn how to say hello.',
    image: 'blog-bodega-cats',
    date: 'May 9, 2025',
    author: config.siteName,
    category: 'Neighborhood Cats',
    tags: ['Lower East Side', 'Bodega cats', 'Etiquette'],
  },
} as const satisfies Record<PostId, Omit<BlogPost, 'id'>>

/** In the catalogue's order. */
export const posts: readonly BlogPost[] = postIds.map((id) => ({ id, ...builtInPosts[id] }))

/** The categories that have posts, in the order they first appear. */
export function postCategories(posts: readonly BlogPost[]): BlogCategory[] {
  return [...new Set(posts.map((post) => post.category))]
}

export function findPost(id: number | undefined): BlogPost | undefined {
  return id === undefined ? undefined : posts.find((post) => post.id === id)
}
