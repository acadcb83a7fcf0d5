import { describe, expect, it } from 'vitest'
import { DEFAULT_ITEM_ID, findTour, tourItemId, tours } from '../src/content/tours'
import { SPEC_ITEM_IDS } from './support/spec'

describe('tourItemId', () => {
  it.each(Object.entries(SPEC_ITEM_IDS))('uses the explicit item id of %s (%d)', (slug, itemId) => {
    const tour = findTour(slug)
    expect(tour, slug).toBeDefined()
    expect(tourItemId(tour!)).toBe(itemId)
  })

  it('covers exactly the four SPEC tours', () => {
    expect(tours.map((tour) => tour.slug).sort()).toEqual(Object.keys(SPEC_ITEM_IDS).sort())
  })

  it.each([
    ['Financial District Cat History Tour', 577800],
    ['Lower East Side Cat History Tour', 604533],
    ['Private Cat Tours', 562633],
    ['A private tour for your office', 562633],
    ['LOWER EAST SIDE BY NIGHT', 604533],
    ['Sunset in the financial district', 577800],
    ['Brooklyn Heights Cat History Tour', 562630],
  ])('derives a missing item id from the title "%s" (%d)', (title, itemId) => {
    expect(tourItemId({ title })).toBe(itemId)
  })

  it.each(['Harlem Cat Walk', 'Mystery Tour', ''])(
    'falls back to the Brooklyn Heights id for the unknown title "%s"',
    (title) => {
      expect(DEFAULT_ITEM_ID).toBe(SPEC_ITEM_IDS['brooklyn-heights'])
      expect(tourItemId({ title })).toBe(562630)
    },
  )

  it('prefers an explicit item id over the title', () => {
    expect(tourItemId({ title: 'Lower East Side Cat History Tour', itemId: 577800 })).toBe(577800)
    expect(tourItemId({ title: 'Harlem Cat Walk', itemId: 123456 })).toBe(123456)
  })
})
