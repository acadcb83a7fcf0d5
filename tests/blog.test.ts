/** SPEC §2 Blog (search, filter, Browse by Topic, related stories), §8 blog messages, §9 at most 3 related. */
import { describe, expect, it } from 'vitest'
import { posts, type BlogPost } from '../src/content/blog'
import {
  filterPosts,
  listState,
  matchCountText,
  matchesQuery,
  noFilters,
  postCategories,
  relatedPosts,
  showTopicBrowser,
} from '../src/lib/blog'

function post(id: number, category: BlogPost['category'], title = `Story ${id}`, excerpt = 'An excerpt.'): BlogPost {
  return {
    id,
    title,
    excerpt,
    category,
    image: 'blog-postal-cats',
    date: 'June 1, 2025',
    published: '2025-06-01',
    author: 'Guide',
    tags: ['Tag'],
  }
}

const ids = (list: readonly BlogPost[]) => list.map((item) => item.id)

describe('blog search', () => {
  const story = post(7, 'Cat History', 'The Borough Hall Cat', 'A blind mouser raised the alarm.')

  it.each(['borough', 'BOROUGH HALL', 'Hall Cat', 'blind MOUSER', 'raised the', 'cat history', 'HISTORY'])(
    'finds %j in the title, excerpt or category whatever its case',
    (query) => {
      expect(matchesQuery(story, query)).toBe(true)
    },
  )

  it('does not look in the tags, author or date', () => {
    expect(matchesQuery({ ...story, tags: ['Zebra'], author: 'Quokka', date: 'Xylophone 1' }, 'zebra')).toBe(false)
    expect(matchesQuery({ ...story, author: 'Quokka' }, 'quokka')).toBe(false)
    expect(matchesQuery({ ...story, date: 'Xylophone 1' }, 'xylophone')).toBe(false)
  })

  it('ignores surrounding spaces and matches everything when empty', () => {
    expect(matchesQuery(story, '  borough  ')).toBe(true)
    expect(matchesQuery(story, '')).toBe(true)
    expect(matchesQuery(story, '   ')).toBe(true)
  })

  it('finds the built-in posts by words of their title, excerpt and category', () => {
    expect(ids(filterPosts(posts, { q: 'bodega', category: undefined }))).toEqual([3])
    expect(ids(filterPosts(posts, { q: 'POSTAL', category: undefined }))).toEqual([2])
    expect(ids(filterPosts(posts, { q: 'neighborhood cats', category: undefined }))).toEqual([3])
    expect(ids(filterPosts(posts, { q: '1904', category: undefined }))).toEqual([1])
    expect(ids(filterPosts(posts, { q: 'no such words', category: undefined }))).toEqual([])
  })

  it('writes the count text of the specification', () => {
    expect(matchCountText(1)).toBe('Found 1 post(s) matching the query')
    expect(matchCountText(2)).toBe('Found 2 post(s) matching the query')
  })
})

describe('blog category filter', () => {
  it('keeps the posts of one category, in order', () => {
    expect(ids(filterPosts(posts, { q: '', category: 'Cat History' }))).toEqual([1, 2])
    expect(ids(filterPosts(posts, { q: '', category: 'Neighborhood Cats' }))).toEqual([3])
  })

  it('shows every post with no filter', () => {
    expect(ids(filterPosts(posts, noFilters))).toEqual([1, 2, 3])
  })

  it('combines with the search', () => {
    expect(ids(filterPosts(posts, { q: 'postal', category: 'Cat History' }))).toEqual([2])
    expect(ids(filterPosts(posts, { q: 'postal', category: 'Neighborhood Cats' }))).toEqual([])
  })

  it('lists the categories that have posts, once each, in order of appearance', () => {
    expect(postCategories(posts)).toEqual(['Cat History', 'Neighborhood Cats'])
    expect(
      postCategories([post(1, 'Neighborhood Cats'), post(2, 'Cat History'), post(3, 'Neighborhood Cats')]),
    ).toEqual(['Neighborhood Cats', 'Cat History'])
    expect(postCategories([])).toEqual([])
  })
})

describe('which message the list shows', () => {
  it('says there are no posts at all before anything else', () => {
    expect(listState(0, 0, noFilters)).toBe('no-posts')
    expect(listState(0, 0, { q: 'x', category: 'Cat History' })).toBe('no-posts')
  })

  it('offers to clear a search that found nothing', () => {
    expect(listState(3, 0, { q: 'zzz', category: undefined })).toBe('no-search-match')
    expect(listState(3, 0, { q: 'zzz', category: 'Cat History' })).toBe('no-search-match')
  })

  it('suggests another category when the filter alone found nothing', () => {
    expect(listState(3, 0, { q: '', category: 'Cat History' })).toBe('no-filter-match')
    expect(listState(3, 0, { q: '  ', category: 'Cat History' })).toBe('no-filter-match')
  })

  it('shows the results otherwise', () => {
    expect(listState(3, 2, { q: 'cat', category: undefined })).toBe('results')
  })
})

describe('Browse by Topic', () => {
  it('appears with more than 3 posts shown, no category filter and more than one category', () => {
    expect(showTopicBrowser(4, false, 2)).toBe(true)
    expect(showTopicBrowser(12, false, 5)).toBe(true)
  })

  it.each([
    ['exactly 3 posts shown', 3, false, 2],
    ['a category filter', 4, true, 2],
    ['a single category', 4, false, 1],
    ['no posts', 0, false, 0],
  ])('stays hidden with %s', (_label, shown, filtered, categories) => {
    expect(showTopicBrowser(shown, filtered, categories)).toBe(false)
  })

  it('stays hidden for the three built-in posts', () => {
    expect(showTopicBrowser(filterPosts(posts, noFilters).length, false, postCategories(posts).length)).toBe(false)
  })
})

describe('related stories', () => {
  it('are the other posts of the same category', () => {
    const [tom, postal, bodega] = posts
    expect(ids(relatedPosts(posts, tom!))).toEqual([2])
    expect(ids(relatedPosts(posts, postal!))).toEqual([1])
    expect(ids(relatedPosts(posts, bodega!))).toEqual([])
  })

  it('are at most three, in list order, never the current post', () => {
    const many = [
      post(1, 'Cat History'),
      post(2, 'Neighborhood Cats'),
      post(3, 'Cat History'),
      post(4, 'Cat History'),
      post(5, 'Cat History'),
      post(6, 'Cat History'),
    ]
    expect(ids(relatedPosts(many, many[3]!))).toEqual([1, 3, 5])
    expect(ids(relatedPosts(many, many[1]!))).toEqual([])
  })
})
