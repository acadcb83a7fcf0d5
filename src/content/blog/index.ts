/**
 * The blog's posts (SPEC §3 "Blog post"): one Markdown file each in content/posts/, its facts in the file's front
 * matter, checked at build time (scripts/content/). This module has the facts only; the bodies are read by the server
 * render (./bodies.ts) and fetched as data by a post opened in the page (./post-body.ts), so pages that only list
 * posts (sitemap, search, the worker) never load them.
 */
import builtInPosts from 'virtual:content/posts'
import type { ImageName } from '../images'
import { blogCategories, type BlogCategory, type PostId } from './catalogue'

export { blogCategories, type BlogCategory, type PostId }

export interface BlogPost {
  id: number
  title: string
  excerpt: string
  image: ImageName
  /** As the pages show it ("March 14, 2025"), made from the file's date. */
  date: string
  /** The file's date, YYYY-MM-DD: structured data and `<time>`. */
  published: string
  author: string
  category: BlogCategory
  tags: readonly string[]
}

/** By id, ascending. */
export const posts: readonly BlogPost[] = builtInPosts

/** The categories that have posts, in the order they first appear. */
export function postCategories(posts: readonly BlogPost[]): BlogCategory[] {
  return [...new Set(posts.map((post) => post.category))]
}

export function findPost(id: number | undefined): BlogPost | undefined {
  return id === undefined ? undefined : posts.find((post) => post.id === id)
}
