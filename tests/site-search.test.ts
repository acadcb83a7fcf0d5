import { describe, expect, it } from 'vitest'
import { MIN_QUERY_LENGTH, searchIndex, searchSite, type SearchResult } from '../src/lib/site-search'

const tour = (name: string, path: string): SearchResult => ({ name, path, type: 'tour' })
const page = (name: string, path: string): SearchResult => ({ name, path, type: 'page' })

describe('searchIndex', () => {
  it('holds exactly the searchable items of SPEC §2 "Search overlay"', () => {
    expect(searchIndex).toEqual([
      tour('Brooklyn Heights', '/tours/brooklyn-heights'),
      tour('Financial District', '/tours/financial-district'),
      tour('Lower East Side', '/tours/lower-east-side'),
      tour('Private Cat Tours', '/tours/private-tours'),
      page('About Us', '/about'),
      page('Gallery', '/gallery'),
      page('Blog', '/blog'),
      page('Contact', '/contact'),
      page('Press Kit', '/press-kit'),
      page('Book Now', '/booking'),
      page('In the News', '/in-the-news'),
      page('Site Map', '/sitemap'),
    ])
  })
})

describe('searchSite', () => {
  it('needs at least 2 characters', () => {
    expect(MIN_QUERY_LENGTH).toBe(2)
    expect(searchSite('')).toEqual([])
    expect(searchSite('g')).toEqual([])
    expect(searchSite('ga')).toEqual([page('Gallery', '/gallery')])
  })

  it('counts characters after trimming whitespace', () => {
    expect(searchSite('   ')).toEqual([])
    expect(searchSite('  b  ')).toEqual([])
    expect(searchSite('  news  ')).toEqual([page('In the News', '/in-the-news')])
    expect(searchSite('\tmap\n')).toEqual([page('Site Map', '/sitemap')])
  })

  it('matches regardless of letter case', () => {
    expect(searchSite('GALLERY')).toEqual([page('Gallery', '/gallery')])
    expect(searchSite('bRoOkLyN')).toEqual([tour('Brooklyn Heights', '/tours/brooklyn-heights')])
  })

  it('matches a name that contains the query anywhere, including across words', () => {
    expect(searchSite('ight')).toEqual([tour('Brooklyn Heights', '/tours/brooklyn-heights')])
    expect(searchSite('st')).toEqual([
      tour('Financial District', '/tours/financial-district'),
      tour('Lower East Side', '/tours/lower-east-side'),
    ])
    expect(searchSite('site map')).toEqual([page('Site Map', '/sitemap')])
  })

  it('searches names only, not paths or descriptions', () => {
    expect(searchSite('tour')).toEqual([tour('Private Cat Tours', '/tours/private-tours')])
    expect(searchSite('booking')).toEqual([])
    expect(searchSite('press-kit')).toEqual([])
  })

  it('tags tours and pages', () => {
    expect(searchSite('private')[0]?.type).toBe('tour')
    expect(searchSite('book now')[0]?.type).toBe('page')
  })

  it('finds "Book Now" at /booking', () => {
    expect(searchSite('book')).toEqual([page('Book Now', '/booking')])
  })

  it('returns an empty list when nothing matches', () => {
    expect(searchSite('zebra')).toEqual([])
  })

  it('searches a given index instead of the site index', () => {
    const index = [page('Cat Facts', '/facts'), tour('Harlem Walk', '/tours/harlem')]
    expect(searchSite('facts', index)).toEqual([page('Cat Facts', '/facts')])
    expect(searchSite('gallery', index)).toEqual([])
  })
})
