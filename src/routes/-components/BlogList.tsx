import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import type { BlogCategory, BlogPost } from '../../content/blog'
import { useHydratedWhere } from '../../hooks/useHydrated'
import {
  filterPosts,
  listState,
  matchCountText,
  noFilters,
  postCategories,
  showTopicBrowser,
  type BlogFilters,
} from '../../lib/blog'
import { MAX_BLOG_QUERY_LENGTH, type BlogSearch } from '../../lib/search-params'
import { button } from '../../styles/button'
import { useEarlyValue } from '../../hooks/useEarlyValue'
import { cardGrid, container, section, sectionAlt } from '../../styles/layout.css'
import { BlogCard } from './BlogCard'
import * as styles from './BlogPage.css'

interface BlogListProps {
  posts: readonly BlogPost[]
  /** The filter's choices: every declared category, so one without posts yet shows the filter's empty state. */
  categories: readonly BlogCategory[]
  search: BlogSearch<BlogCategory>
  onSelect: (id: number) => void
}

/** SPEC §2 Blog list view: live search and category filter, kept in the address (?q=, ?category=). */
export function BlogList({ posts, categories, search, onSelect }: BlogListProps) {
  const navigate = useNavigate()
  const searchInput = useRef<HTMLInputElement>(null)
  const searchId = useId()
  // The prerendered /blog page is unfiltered, so the filters in the address apply once hydration is done; without
  // filters nothing changes then, and the list is not rendered twice.
  const hydrated = useHydratedWhere(search.q !== undefined || search.category !== undefined)
  const fromAddress: BlogFilters = hydrated ? { q: search.q ?? '', category: search.category } : noFilters
  // What the guest just typed or picked, shown until the router has put it in the address (a moment later);
  // the box would otherwise lose keystrokes. Any other change of the address (a Blog link) wins afterwards.
  const [pending, setPending] = useState<BlogFilters | null>(null)
  if (pending && pending.q === (search.q ?? '') && pending.category === search.category) setPending(null)
  const filters = pending ?? fromAddress

  const update = (next: BlogFilters) => {
    setPending(next)
    void navigate({
      to: '/blog',
      search: { q: next.q === '' ? undefined : next.q, category: next.category },
      replace: true,
      resetScroll: false,
    })
  }
  // Words typed before hydration are in the box: they filter the list, as if typed now.
  useEarlyValue(searchInput, '', (q) => update({ q, category: search.category }))
  const clearSearch = () => {
    update({ ...filters, q: '' })
    searchInput.current?.focus()
  }

  const shown = filterPosts(posts, filters)
  const state = listState(posts.length, shown.length, filters)
  const searching = filters.q.trim() !== ''
  const topics = postCategories(posts)

  return (
    <>
      <section className={section} aria-labelledby="blog-list-title">
        <div className={container}>
          <h2 id="blog-list-title" className="sr-only">
            Stories
          </h2>
          {state === 'no-posts' ? (
            <div className={styles.emptyState}>
              <h2 className={styles.emptyTitle}>No Blog Posts Available</h2>
              <p className={styles.emptyText}>Check back soon for new stories and updates!</p>
            </div>
          ) : (
            <>
              <div className={styles.toolbar}>
                {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark itself (ARIA in HTML allows role="search" on a form); <search> would wrap it in one more element inside the toolbar's grid */}
                <form
                  role="search"
                  aria-label="Blog posts"
                  className={styles.searchForm}
                  onSubmit={(event) => event.preventDefault()}
                >
                  <label htmlFor={searchId} className={styles.label}>
                    Search stories
                  </label>
                  <input
                    id={searchId}
                    ref={searchInput}
                    type="search"
                    className={styles.searchInput}
                    placeholder="Title, topic or keyword"
                    value={filters.q}
                    maxLength={MAX_BLOG_QUERY_LENGTH}
                    onChange={(event) => update({ ...filters, q: event.target.value })}
                  />
                </form>
                {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form controls; a <fieldset> brings its own border, padding, min-width and <legend> layout */}
                <div role="group" aria-labelledby={`${searchId}-topics`} className={styles.filter}>
                  <span id={`${searchId}-topics`} className={styles.label}>
                    Topic
                  </span>
                  <div className={styles.chips}>
                    <button
                      type="button"
                      className={styles.chip}
                      aria-pressed={filters.category === undefined}
                      onClick={() => update({ ...filters, category: undefined })}
                    >
                      All topics
                    </button>
                    {categories.map((category) => (
                      <button
                        key={category}
                        type="button"
                        className={styles.chip}
                        aria-pressed={filters.category === category}
                        onClick={() => update({ ...filters, category })}
                      >
                        {category}
                      </button>
                    ))}
                  </div>
                </div>
              </div>
              <div role="status" className={styles.status}>
                {state === 'results' && searching && <p className={styles.count}>{matchCountText(shown.length)}</p>}
                {state === 'no-search-match' && (
                  <div className={styles.emptyState}>
                    <p className={styles.emptyTitle}>No posts found matching your search.</p>
                    <button type="button" className={button({ tone: 'secondary' })} onClick={clearSearch}>
                      Clear search
                    </button>
                  </div>
                )}
                {state === 'no-filter-match' && (
                  <div className={styles.emptyState}>
                    <p className={styles.emptyTitle}>No posts found</p>
                    <p className={styles.emptyText}>Try selecting a different category or clear your filters</p>
                    <button type="button" className={button({ tone: 'secondary' })} onClick={() => update(noFilters)}>
                      Clear filters
                    </button>
                  </div>
                )}
              </div>
              {shown.length > 0 && (
                <div className={cardGrid}>
                  {shown.map((post) => (
                    <BlogCard key={post.id} post={post} onSelect={onSelect} />
                  ))}
                </div>
              )}
            </>
          )}
        </div>
      </section>
      {showTopicBrowser(shown.length, filters.category !== undefined, topics.length) && (
        <section className={sectionAlt} aria-labelledby="blog-topics-title">
          <div className={container}>
            <h2 id="blog-topics-title" className={styles.topicsTitle}>
              Browse by Topic
            </h2>
            <ul className={styles.topicList}>
              {topics.map((category) => (
                <li key={category}>
                  <button type="button" className={styles.topicButton} onClick={() => update({ ...filters, category })}>
                    <span>{category}</span>
                    <span className={styles.topicCount}>
                      {storyCount(posts.filter((post) => post.category === category).length)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}

function storyCount(count: number): string {
  return `${count} ${count === 1 ? 'story' : 'stories'}`
}
