/** The tours page search (SPEC §2 Tours). */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { tours } from '../src/content/tours'
import { noToursMessage, searchTours, tourSearchSummary } from '../src/features/tours/search'

const slugs = (query: string) => searchTours(tours, query).map((tour) => tour.slug)

describe('searchTours', () => {
  it('shows every tour for an empty or blank query', () => {
    expect(slugs('')).toEqual(tours.map((tour) => tour.slug))
    expect(slugs('   ')).toHaveLength(4)
  })

  it('matches the title case-insensitively', () => {
    expect(slugs('BROOKLYN heights')).toEqual(['brooklyn-heights'])
    expect(slugs('private cat')).toEqual(['private-tours'])
  })

  it('matches the description', () => {
    // Only in the Financial District description.
    expect(slugs('money and mail')).toEqual(['financial-district'])
  })

  it('matches the teaser', () => {
    // Only in the Lower East Side teaser ('a cat cafe finale'), not its description ('a neighbourhood cat cafe').
    expect(slugs('cafe finale')).toEqual(['lower-east-side'])
  })

  it('matches nothing for text in no tour', () => {
    expect(slugs('zebra')).toEqual([])
  })

  it('never matches a tour on a field the spec does not search (stops)', () => {
    expect(slugs('Equitable Building')).toEqual([])
  })

  it('treats regular-expression and markup characters as plain text', () => {
    expect(slugs('.*')).toEqual([])
    expect(slugs('<script>')).toEqual([])
    fc.assert(fc.property(fc.string(), (query) => searchTours(tours, query).length <= tours.length))
  })
})

describe('search messages', () => {
  it('uses the spec wording', () => {
    expect(tourSearchSummary(2, 'cat ')).toBe('Found 2 tour(s) matching "cat"')
    expect(noToursMessage('zebra')).toBe('No tours found matching "zebra"')
  })
})
