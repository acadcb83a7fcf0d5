import { describe, expect, it, vi } from 'vitest'
import { bannerMonth } from '../src/app/shell/month-banner'
import { monthBannerText, seasonBannerText } from '../src/content/site'

// Local-time dates, as the banner reads the visitor's calendar day (month index is zero-based).
const day = (year: number, monthIndex: number, date: number, hour = 12) => new Date(year, monthIndex, date, hour)

describe('bannerMonth', () => {
  it.each([
    [day(2025, 5, 1), 'June'],
    [day(2025, 5, 10), 'June'],
    [day(2025, 5, 15, 0), 'June'],
    [day(2025, 5, 15, 23), 'June'],
    [day(2025, 0, 15), 'January'],
    [day(2025, 11, 1), 'December'],
    [day(2025, 11, 15), 'December'],
  ])('names the current month up to the 15th (%s → %s)', (now, month) => {
    expect(bannerMonth(now)).toBe(month)
  })

  it.each([
    [day(2025, 5, 16, 0), 'July'],
    [day(2025, 5, 30), 'July'],
    [day(2025, 0, 31), 'February'],
    [day(2024, 1, 29), 'March'],
    [day(2025, 10, 16), 'December'],
  ])('names next month after the 15th (%s → %s)', (now, month) => {
    expect(bannerMonth(now)).toBe(month)
  })

  it('rolls December 16th over to January', () => {
    expect(bannerMonth(day(2025, 11, 16))).toBe('January')
    expect(bannerMonth(day(2025, 11, 31, 23))).toBe('January')
  })

  it('names every month of the year in order', () => {
    const names = Array.from({ length: 12 }, (_, index) => bannerMonth(day(2025, index, 1)))
    expect(names.join(' ')).toBe(
      'January February March April May June July August September October November December',
    )
  })
})

describe('monthBannerText', () => {
  it('uses the SPEC wording', () => {
    expect(monthBannerText('July')).toBe('Summer 2025 – Spots Filling Fast for July Tours!')
  })

  it('reads the month for the date it is given', () => {
    expect(monthBannerText(bannerMonth(day(2025, 11, 20)))).toBe('Summer 2025 – Spots Filling Fast for January Tours!')
  })
})

describe("the home page's season banner", () => {
  it('uses the SPEC wording', () => {
    expect(seasonBannerText).toBe('Summer 2025 tours booking now')
  })

  it('names the season of content/banner.yaml, so the owner changes it in one place', async () => {
    vi.resetModules()
    const banner = (await import('virtual:content/banner')).default
    vi.doMock('virtual:content/banner', () => ({ default: { ...banner, season: 'Fall 2026' } }))
    try {
      const site = await import('../src/content/site')
      expect(site.seasonBannerText).toBe('Fall 2026 tours booking now')
      expect(site.monthBannerText('October')).toBe('Fall 2026 – Spots Filling Fast for October Tours!')
    } finally {
      vi.doUnmock('virtual:content/banner')
    }
  })
})
