import { describe, expect, it } from 'vitest'
import { postPages } from '../src/content/page-files'
import { resolveDocument } from '../src/content/documents'
import {
  parsePositiveInt,
  parseSearch,
  stringifySearch,
  validateBlogSearch,
  validateBookingSearch,
} from '../src/lib/search-params'
import { createTestRouter, leafMatch } from './support/router'
import { BLOG_QUERIES } from '../scripts/host-checks.mjs'

describe('parsePositiveInt', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['562630', 562630],
    ['999999999', 999999999],
    ['007', 7],
    [' 2 ', 2],
    ['\t3\n', 3],
    [5, 5],
    [577800, 577800],
    [1e3, 1000],
  ] as const)('reads %j as %d', (input, expected) => {
    expect(parsePositiveInt(input)).toBe(expected)
  })

  it.each([
    'abc',
    '1e3',
    '-1',
    '0',
    '00',
    '2.5',
    '2.0',
    '+3',
    '0x10',
    '1_000',
    '1,000',
    '1 000',
    '2abc',
    'abc2',
    '__proto__',
    'constructor',
    'toString',
    '<script>',
    '<script>alert(1)</script>',
    '',
    '   ',
    'NaN',
    'Infinity',
    '１',
    '٣',
    '12345678901234567890',
    '9'.repeat(400),
  ])('rejects the string %j', (input) => {
    expect(parsePositiveInt(input)).toBeUndefined()
  })

  it.each([
    ['zero', 0],
    ['negative zero', -0],
    ['a negative number', -1],
    ['a fraction', 2.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a number too large for an id', 1e21],
    ['an unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ])('rejects %s', (_label, input) => {
    expect(parsePositiveInt(input)).toBeUndefined()
  })

  it.each([
    ['an array', ['2']],
    ['a nested array', [[2]]],
    ['an object', { value: 2 }],
    ['an object that converts to a number', { valueOf: () => 2, toString: () => '2' }],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['a bigint', BigInt(2)],
  ])('rejects %s', (_label, input) => {
    expect(parsePositiveInt(input)).toBeUndefined()
  })
})

describe('validateBlogSearch', () => {
  const knownIds = [1, 2, 3]

  it('keeps a known numeric post id, as a number', () => {
    expect(validateBlogSearch({ post: '2' }, knownIds).post).toBe(2)
    expect(validateBlogSearch({ post: 3 }, knownIds).post).toBe(3)
  })

  it.each([99, '99', 4, 0])('drops the unknown post id %j (the list shows)', (post) => {
    expect(validateBlogSearch({ post }, knownIds).post).toBeUndefined()
  })

  it.each([
    'abc',
    '1e0',
    '01',
    '02',
    '2.0',
    ' 2',
    '2 ',
    '+2',
    '-1',
    '2.5',
    '__proto__',
    '<script>',
    [],
    { id: 1 },
    null,
  ])('drops the junk post id %j', (post) => {
    expect(validateBlogSearch({ post }, knownIds).post).toBeUndefined()
  })

  it('reads a repeated post by its first value, as hosts do', () => {
    expect(validateBlogSearch({ post: [2, 3] }, knownIds).post).toBe(2)
    expect(validateBlogSearch({ post: ['abc', 2] }, knownIds).post).toBeUndefined()
  })

  it('shows the list when there is no post parameter', () => {
    expect(validateBlogSearch({}, knownIds).post).toBeUndefined()
  })

  it('keeps only the post, search text and category parameters', () => {
    expect(Object.keys(validateBlogSearch({ post: 1, utm_source: 'x', evil: '<script>' }, knownIds))).toEqual([
      'post',
      'q',
      'category',
    ])
  })

  it('is not fooled by a post inherited through a __proto__ key in parsed JSON', () => {
    const search = JSON.parse('{"__proto__": {"post": 1}}') as Record<string, unknown>
    expect(validateBlogSearch(search, knownIds).post).toBeUndefined()
  })

  it('accepts no post at all when the blog has no posts', () => {
    expect(validateBlogSearch({ post: 1 }, []).post).toBeUndefined()
  })

  const categories = ['Cat History', 'Neighborhood Cats'] as const

  it('keeps the search text as typed, and drops an empty one', () => {
    expect(validateBlogSearch({ q: 'Borough ' }, knownIds).q).toBe('Borough ')
    expect(validateBlogSearch({ q: '' }, knownIds).q).toBeUndefined()
    expect(validateBlogSearch({}, knownIds).q).toBeUndefined()
  })

  it('reads back search text that the router parsed as a number or boolean', () => {
    expect(validateBlogSearch({ q: 1904 }, knownIds).q).toBe('1904')
    expect(validateBlogSearch({ q: true }, knownIds).q).toBe('true')
  })

  it.each([
    ['an array', ['a', 'b']],
    ['an object', { a: 1 }],
    ['null', null],
  ])('drops search text that is %s', (_label, q) => {
    expect(validateBlogSearch({ q }, knownIds).q).toBeUndefined()
  })

  it('cuts very long search text to the length the search box allows', () => {
    expect(validateBlogSearch({ q: 'x'.repeat(500) }, knownIds).q).toHaveLength(100)
  })

  it('keeps a known category and drops anything else', () => {
    expect(validateBlogSearch({ category: 'Cat History' }, knownIds, categories).category).toBe('Cat History')
    for (const category of ['cat history', 'Dogs', '', 1, ['Cat History'], null]) {
      expect(validateBlogSearch({ category }, knownIds, categories).category).toBeUndefined()
    }
  })
})

describe('validateBookingSearch', () => {
  it('keeps a numeric itemId', () => {
    expect(validateBookingSearch({ itemId: '577800' }).itemId).toBe(577800)
    expect(validateBookingSearch({ itemId: 604533 }).itemId).toBe(604533)
  })

  it.each(['abc', '1e3', '-1', '0', '2.5', '__proto__', '<script>', ['562630'], { id: 562630 }, '9'.repeat(30), null])(
    'drops the junk itemId %j',
    (itemId) => {
      expect(validateBookingSearch({ itemId }).itemId).toBeUndefined()
    },
  )

  it('has no itemId when the parameter is missing', () => {
    expect(validateBookingSearch({}).itemId).toBeUndefined()
  })

  it('keeps only the itemId parameter', () => {
    expect(Object.keys(validateBookingSearch({ itemId: 562630, flow: 1 }))).toEqual(['itemId'])
  })
})

describe('search validation as the router applies it', () => {
  // TanStack Router spreads each route's validated search over the raw query, so a validator that merely
  // leaves a junk key out would still hand the raw value to the route component.
  const router = createTestRouter()

  it('hands the booking page a numeric itemId', () => {
    expect(leafMatch(router, '/booking', '?itemId=577800').search.itemId).toBe(577800)
  })

  it.each(['?itemId=abc', '?itemId=-5', '?itemId=%3Cscript%3E', '?itemId=2.5', '?itemId=%5B1%5D'])(
    'never hands the booking page the junk itemId of %s',
    (query) => {
      const match = leafMatch(router, '/booking', query)
      expect(match.routeId).toBe('/booking')
      expect(match.search.itemId).toBeUndefined()
    },
  )

  it('hands the blog a known post id', () => {
    expect(leafMatch(router, '/blog', '?post=2').search.post).toBe(2)
  })

  it.each(['?post=abc', '?post=99', '?post=0', '?post=%22__proto__%22'])(
    'never hands the blog the post id of %s',
    (query) => {
      const match = leafMatch(router, '/blog', query)
      expect(match.routeId).toBe('/blog/')
      expect(match.search.post).toBeUndefined()
    },
  )

  it('hands the blog list its search text and a known category', () => {
    expect(leafMatch(router, '/blog', '?q=bodega&category=Neighborhood+Cats').search).toMatchObject({
      q: 'bodega',
      category: 'Neighborhood Cats',
    })
  })

  // The page a host sends for /blog with this query, and the view the app renders there, must be the same one: else
  // React reports a hydration error and the guest sees one view replaced by another.
  it.each([
    '?post=1',
    '?post=2',
    '?post=01',
    '?post=1e0',
    '?post=1.0',
    '?post=%221%22',
    '?post=%5B1%5D',
    '?post=1&post=2',
    '?post=abc&post=1',
    '?post=%31',
    '?post=1+',
    '?post=+1',
    '?post=true',
    '?post=99',
    '?post=',
    '?post',
    '?q=1&post=3',
    // Every query the host checks ask each host for, so the hosts and the router are held to one list.
    ...BLOG_QUERIES,
  ])('opens the post of %s exactly where a host serves that post', (query) => {
    const answer = resolveDocument('/blog', query)
    const served = postPages.find((post) => answer.kind === 'page' && answer.file === post.file)
    expect(leafMatch(router, '/blog', query).search.post).toBe(served?.id)
  })

  it.each([
    [{ q: '1904' }, '?q=1904'],
    [{ q: '"cats"' }, '?q=%22cats%22'],
    [{ q: 'true' }, '?q=true'],
    [{ post: 2, category: 'Cat History' }, '?post=2&category=Cat+History'],
  ])('writes %j as the text it holds (%s) and reads it back', (search, query) => {
    expect(stringifySearch(search)).toBe(query)
    expect(validateBlogSearch(parseSearch(query), [2], ['Cat History'])).toMatchObject(search)
  })

  it.each(['?category=Dogs', '?category=%5B%22Cat+History%22%5D', '?category=__proto__'])(
    'never hands the blog the unknown category of %s',
    (query) => {
      const match = leafMatch(router, '/blog', query)
      expect(match.routeId).toBe('/blog/')
      expect(match.search.category).toBeUndefined()
    },
  )
})
