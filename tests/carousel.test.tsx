import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { goTo, NAVIGATION_LOCK_MS, wrapIndex, type CarouselState } from '../src/components/Carousel'
import { googleReviews } from '../src/content/testimonials'
import { defaultTestimonials, pickTestimonials } from '../src/content/default-testimonials'

describe('carousel wrapping', () => {
  it('wraps any index into 0..count-1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 20 }), (index, count) => {
        const wrapped = wrapIndex(index, count)
        return wrapped >= 0 && wrapped < count && (wrapped - index) % count === 0
      }),
    )
  })

  it('goes from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(10, 10)).toBe(0)
    expect(wrapIndex(-1, 10)).toBe(9)
    const last: CarouselState = { index: 9, lockedUntil: 0 }
    expect(goTo(last, 10, 10, 1000).index).toBe(0)
    expect(goTo({ index: 0, lockedUntil: 0 }, -1, 10, 1000).index).toBe(9)
  })
})

describe('carousel navigation lock', () => {
  it('ignores a second move within 500 ms and accepts one after', () => {
    const first = goTo({ index: 0, lockedUntil: 0 }, 1, 5, 10_000)
    expect(first).toEqual({ index: 1, lockedUntil: 10_000 + NAVIGATION_LOCK_MS })
    expect(goTo(first, 2, 5, 10_000 + 499)).toBe(first)
    expect(goTo(first, 2, 5, 10_000 + 500).index).toBe(2)
  })

  it('lets at most one move through in any burst of clicks shorter than the lock', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 499 }), { minLength: 1, maxLength: 20 }), (offsets) => {
        let state: CarouselState = { index: 0, lockedUntil: 0 }
        for (const offset of [...offsets].sort((a, b) => a - b)) state = goTo(state, state.index + 1, 10, 5000 + offset)
        return state.index === 1
      }),
    )
  })

  it('does not move a carousel of one slide', () => {
    const state = { index: 0, lockedUntil: 0 }
    expect(goTo(state, 1, 1, 1000)).toBe(state)
  })
})

describe('testimonial sets', () => {
  it('has 10 Google reviews and 3 defaults', () => {
    expect(googleReviews).toHaveLength(10)
    expect(googleReviews.every((review) => review.source === 'Google Review')).toBe(true)
    expect(defaultTestimonials).toHaveLength(3)
  })

  it('uses given testimonials, else the Google set when asked, else the defaults', () => {
    const own = [{ quote: 'q', author: 'a', role: 'r' }]
    expect(pickTestimonials({ testimonials: own, googleReviews: true })).toBe(own)
    expect(pickTestimonials({ googleReviews: true })).toBe(googleReviews)
    expect(pickTestimonials({})).toBe(defaultTestimonials)
    expect(pickTestimonials({ testimonials: [] })).toBe(defaultTestimonials)
  })
})
