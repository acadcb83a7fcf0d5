import { describe, expect, it } from 'vitest'
import {
  isDismissalActive,
  parseDismissedAt,
  STICKY_BAR_DISMISS_MS,
  STICKY_BAR_SCROLL_THRESHOLD,
} from '../src/app/shell/sticky-bar'

const NOW = Date.UTC(2025, 5, 10, 12, 0, 0)
const HOUR = 60 * 60 * 1000

describe('sticky bar constants (SPEC §9)', () => {
  it('appears after 300px and stays dismissed for 24 hours', () => {
    expect(STICKY_BAR_SCROLL_THRESHOLD).toBe(300)
    expect(STICKY_BAR_DISMISS_MS).toBe(24 * HOUR)
  })
})

describe('parseDismissedAt', () => {
  it('accepts a past timestamp', () => {
    expect(parseDismissedAt(NOW - HOUR, NOW)).toBe(NOW - HOUR)
    expect(parseDismissedAt(0, NOW)).toBe(0)
  })

  it('accepts a timestamp equal to now', () => {
    expect(parseDismissedAt(NOW, NOW)).toBe(NOW)
  })

  it('rejects a timestamp in the future (a clock change or a tampered store)', () => {
    expect(parseDismissedAt(NOW + 1, NOW)).toBeNull()
    expect(parseDismissedAt(NOW + 365 * 24 * HOUR, NOW)).toBeNull()
  })

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('rejects %s', (_label, value) => {
    expect(parseDismissedAt(value, NOW)).toBeNull()
  })

  it.each([
    ['a numeric string', String(NOW - HOUR)],
    ['a date string', new Date(NOW - HOUR).toISOString()],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an object', { dismissedAt: NOW - HOUR }],
    ['an array', [NOW - HOUR]],
    ['a Date object', new Date(NOW - HOUR)],
    ['a bigint', BigInt(NOW - HOUR)],
  ])('rejects %s', (_label, value) => {
    expect(parseDismissedAt(value, NOW)).toBeNull()
  })
})

describe('isDismissalActive', () => {
  it('keeps the bar hidden within 24 hours of dismissal', () => {
    expect(isDismissalActive(NOW, NOW)).toBe(true)
    expect(isDismissalActive(NOW - HOUR, NOW)).toBe(true)
    expect(isDismissalActive(NOW - 24 * HOUR + 1, NOW)).toBe(true)
  })

  it('shows the bar again exactly 24 hours after dismissal', () => {
    expect(isDismissalActive(NOW - 24 * HOUR, NOW)).toBe(false)
  })

  it('shows the bar again after more than 24 hours', () => {
    expect(isDismissalActive(NOW - 24 * HOUR - 1, NOW)).toBe(false)
    expect(isDismissalActive(NOW - 30 * 24 * HOUR, NOW)).toBe(false)
  })

  it('shows the bar when it was never dismissed', () => {
    expect(isDismissalActive(null, NOW)).toBe(false)
  })

  it('treats a corrupt stored value as "not dismissed" once parsed', () => {
    expect(isDismissalActive(parseDismissedAt('yesterday', NOW), NOW)).toBe(false)
    expect(isDismissalActive(parseDismissedAt(NOW + HOUR, NOW), NOW)).toBe(false)
  })
})
