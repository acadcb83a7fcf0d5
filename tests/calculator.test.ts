import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDollars, parseGuestCount, privateTourTotal } from '../src/features/booking/private-tour-price'

describe('private tour price calculator', () => {
  it('charges the $320 base for 1 to 8 guests', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), (guests) => privateTourTotal(guests) === 320))
  })

  it('adds $40 for every guest beyond 8', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 29 }),
        (guests) => privateTourTotal(guests + 1) - privateTourTotal(guests) === 40,
      ),
    )
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 30 }), (guests) => privateTourTotal(guests) === 320 + (guests - 8) * 40),
    )
  })

  it('clamps the guest count to 1..30', () => {
    fc.assert(
      fc.property(fc.integer(), (guests) => {
        const count = parseGuestCount(guests)
        return count >= 1 && count <= 30 && count === Math.min(30, Math.max(1, guests))
      }),
    )
    fc.assert(fc.property(fc.integer({ min: 31 }), (guests) => privateTourTotal(guests) === 1200))
    fc.assert(fc.property(fc.integer({ max: 1 }), (guests) => privateTourTotal(guests) === 320))
  })

  it('treats non-numeric input as 1 guest', () => {
    const nonNumeric = fc.string().filter((text) => !Number.isFinite(Number(text.trim())) || text.trim() === '')
    fc.assert(fc.property(nonNumeric, (text) => parseGuestCount(text) === 1 && privateTourTotal(text) === 320))
    for (const input of ['abc', '', '  ', 'NaN', 'Infinity', undefined, null, {}, Number.NaN]) {
      expect(parseGuestCount(input)).toBe(1)
    }
  })

  it('reads numeric text the way a guest types it', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 30 }), (guests) => parseGuestCount(` ${guests} `) === guests))
    expect(parseGuestCount('12.7')).toBe(12)
  })

  it('matches the worked examples', () => {
    expect([8, 9, 30].map(privateTourTotal)).toEqual([320, 360, 1200])
    expect(formatDollars(1200)).toBe('$1,200')
  })

  it('formats dollars as en-US does, without loading its number formatting', () => {
    expect([0, 40, 320, 1200, 12_345_678].map(formatDollars)).toEqual(['$0', '$40', '$320', '$1,200', '$12,345,678'])
    expect(formatDollars(1234.5)).toBe('$1,234.50')
    const enUs = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 })
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (dollars) => formatDollars(dollars) === enUs.format(dollars)),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), (cents) => {
        const amount = cents / 100
        const expected = Number.isInteger(amount)
          ? enUs.format(amount)
          : enUs.format(amount).replace(/\.(\d)$/, (_, tenths: string) => `.${tenths}0`)
        return formatDollars(amount) === expected
      }),
    )
  })
})
