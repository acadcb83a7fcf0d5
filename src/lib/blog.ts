/** The blog list's search, filter and related-story rules (SPEC §2 Blog, §8 blog messages, §9 at most 3 related). */
import type { BlogCategory, BlogPost } from '../content/blog'

// Which categories have posts is a fact of the posts, so it lives with them (content/blog); offered here with the
// list's other rules.
export { postCategories } from '../content/blog'

export const MAX_RELATED_POSTS = 3
/** "Browse by Topic" needs more posts than this on screen (SPEC §2 Blog). */
const TOPIC_BROWSER_MIN_SHOWN = 3

export interface BlogFilters {
  /** The search text as typed; surrounding spaces do not count. */
  q: string
  category: BlogCategory | undefined
}

export const noFilters: BlogFilters = { q: '', category: undefined }

/** Case-insensitive "contains" over title, excerpt and category; an empty query matches everything. */
export function matchesQuery(post: BlogPost, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-US')
  if (needle === '') return true
  return [post.title, post.excerpt, post.category].some((field) => field.toLocaleLowerCase('en-US').includes(needle))
}

export function filterPosts<T extends BlogPost>(posts: readonly T[], { q, category }: BlogFilters): T[] {
  return posts.filter((post) => (category === undefined || post.category === category) && matchesQuery(post, q))
}

/** Up to three other posts of the same category, in list order. */
export function relatedPosts<T extends BlogPost>(posts: readonly T[], current: BlogPost): T[] {
  return posts
    .filter((post) => post.category === current.category && post.id !== current.id)
    .slice(0, MAX_RELATED_POSTS)
}

/** SPEC §2: only with more than 3 posts shown, no category filter, and more than one category. */
export function showTopicBrowser(shownCount: number, categoryFilterActive: boolean, categoryCount: number): boolean {
  return shownCount > TOPIC_BROWSER_MIN_SHOWN && !categoryFilterActive && categoryCount > 1
}

export type ListState = 'no-posts' | 'no-search-match' | 'no-filter-match' | 'results'

/** Which of the list's messages applies (SPEC §8): a search that finds nothing offers to clear the search. */
export function listState(totalCount: number, shownCount: number, filters: BlogFilters): ListState {
  if (totalCount === 0) return 'no-posts'
  if (shownCount > 0) return 'results'
  return filters.q.trim() !== '' ? 'no-search-match' : 'no-filter-match'
}

export function matchCountText(count: number): string {
  return `Found ${count} post(s) matching the query`
}
