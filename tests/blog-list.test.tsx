// @vitest-environment jsdom
/** The blog list screen's states with other post collections than the built-in three (SPEC §2 Blog, §8). */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { blogCategories, type BlogPost } from '../src/content/blog'
import { postCategories } from '../src/lib/blog'
import { validateBlogSearch } from '../src/lib/search-params'
import { BlogList } from '../src/routes/-components/BlogList'

afterEach(cleanup)
beforeAll(() => {
  window.scrollTo = () => {}
})

function post(id: number, category: BlogPost['category'], title: string): BlogPost {
  return {
    id,
    title,
    excerpt: `About ${title}.`,
    category,
    image: 'blog-postal-cats',
    date: 'June 1, 2025',
    published: '2025-06-01',
    author: 'Guide',
    tags: [],
  }
}

/** A router whose /blog route validates its search as the app's does and renders the list of `posts`. */
async function renderList(posts: readonly BlogPost[], url = '/blog') {
  const onSelect = vi.fn()
  const rootRoute = createRootRoute()
  const blogRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/blog',
    validateSearch: (search: Record<string, unknown>) =>
      validateBlogSearch(
        search,
        posts.map((item) => item.id),
        blogCategories,
      ),
    component: function Blog() {
      return <BlogList posts={posts} categories={blogCategories} search={blogRoute.useSearch()} onSelect={onSelect} />
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([blogRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  await screen.findAllByRole('heading')
  return { router, onSelect }
}

const titles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const searchBox = () => screen.getByRole('searchbox', { name: 'Search stories' })
const status = () => screen.getByRole('status')

const many = [
  post(1, 'Cat History', 'Tom of Borough Hall'),
  post(2, 'Cat History', 'Postal Cats'),
  post(3, 'Neighborhood Cats', 'Bodega Cats'),
  post(4, 'Cat History', 'City Hall Mousers'),
]

describe('no posts at all', () => {
  it('says so, with no search or filter to use', async () => {
    await renderList([])
    expect(screen.getByRole('heading', { name: 'No Blog Posts Available' })).toBeTruthy()
    expect(screen.getByText('Check back soon for new stories and updates!')).toBeTruthy()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Browse by Topic' })).toBeNull()
  })
})

describe('live search', () => {
  it('filters as the guest types, counts the matches and writes the text into the address', async () => {
    const { router } = await renderList(many)
    await act(async () => {
      fireEvent.change(searchBox(), { target: { value: 'CATS' } })
    })
    expect(titles()).toEqual(['Postal Cats', 'Bodega Cats'])
    expect(status().textContent).toBe('Found 2 post(s) matching the query')
    expect(router.state.location.search).toMatchObject({ q: 'CATS' })
  })

  it('shows the no-match message and clears the search from it', async () => {
    const { router } = await renderList(many, '/blog?q=zebra')
    expect(titles()).toEqual([])
    expect(within(status()).getByText('No posts found matching your search.')).toBeTruthy()
    await act(async () => {
      fireEvent.click(within(status()).getByRole('button', { name: 'Clear search' }))
    })
    expect(titles()).toHaveLength(4)
    expect((searchBox() as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(searchBox())
    expect(router.state.location.search).not.toHaveProperty('q')
  })

  it('shows no count text without a search', async () => {
    await renderList(many)
    expect(status().textContent).toBe('')
  })
})

describe('category filter', () => {
  it('shows one category and marks its button pressed', async () => {
    const { router } = await renderList(many)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Neighborhood Cats' }))
    })
    expect(titles()).toEqual(['Bodega Cats'])
    expect(screen.getByRole('button', { name: 'Neighborhood Cats' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'All topics' }).getAttribute('aria-pressed')).toBe('false')
    expect(router.state.location.search).toMatchObject({ category: 'Neighborhood Cats' })
  })

  it('shows its empty state for a category without posts, and clears the filters from it', async () => {
    await renderList(many.filter((item) => item.category === 'Cat History'))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Neighborhood Cats' }))
    })
    expect(titles()).toEqual([])
    expect(within(status()).getByText('No posts found')).toBeTruthy()
    expect(within(status()).getByText('Try selecting a different category or clear your filters')).toBeTruthy()
    await act(async () => {
      fireEvent.click(within(status()).getByRole('button', { name: 'Clear filters' }))
    })
    expect(titles()).toHaveLength(3)
  })

  it('reads a category from the address, and ignores an unknown one', async () => {
    await renderList(many, '/blog?category=Neighborhood+Cats')
    expect(titles()).toEqual(['Bodega Cats'])
    cleanup()
    await renderList(many, '/blog?category=Dogs')
    expect(titles()).toHaveLength(4)
  })
})

describe('Browse by Topic', () => {
  const topics = () => screen.queryByRole('region', { name: 'Browse by Topic' })

  it('appears with more than 3 posts, no filter and two categories, and filters by topic', async () => {
    await renderList(many)
    const region = topics()!
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cat History3 stories', 'Neighborhood Cats1 story'])
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: /Neighborhood Cats/ }))
    })
    expect(titles()).toEqual(['Bodega Cats'])
    expect(topics()).toBeNull()
  })

  it('is not there with 3 posts shown', async () => {
    await renderList(many.slice(0, 3))
    expect(topics()).toBeNull()
  })

  it('is not there while a category filter is active', async () => {
    await renderList([...many, post(5, 'Cat History', 'Fifth')], '/blog?category=Cat+History')
    expect(titles()).toHaveLength(4)
    expect(topics()).toBeNull()
  })

  it('is not there with a single category', async () => {
    const single = many.map((item) => ({ ...item, category: 'Cat History' as const }))
    expect(postCategories(single)).toHaveLength(1)
    await renderList(single)
    expect(topics()).toBeNull()
  })
})

describe('selecting a post', () => {
  it('tells the page on a plain click, not on a click that opens a new tab', async () => {
    const { onSelect } = await renderList(many)
    const link = screen.getByRole('link', { name: 'Read More: Bodega Cats' })
    expect(link.getAttribute('href')).toBe('/blog?post=3')
    fireEvent.click(link, { ctrlKey: true })
    expect(onSelect).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.click(link)
    })
    expect(onSelect).toHaveBeenCalledWith(3)
  })
})
