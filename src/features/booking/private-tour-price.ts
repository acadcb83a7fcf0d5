/** The private-tour price calculator (SPEC §2 "Private tours", §5, §9), as pure functions. */
import { privateTourPricing as pricing } from '../../content/site'

/** The guest count for any input: a number from 1 to 30 (fractions round down); anything non-numeric is 1. */
export function parseGuestCount(input: unknown): number {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : ''
  const value = text === '' ? Number.NaN : Number(text)
  if (!Number.isFinite(value)) return pricing.minGuests
  return Math.min(pricing.maxGuests, Math.max(pricing.minGuests, Math.floor(value)))
}

/** Total in dollars: the base price covers the included guests, each further guest costs `perExtraGuest`. */
export function privateTourTotal(guests: unknown): number {
  const count = parseGuestCount(guests)
  return pricing.basePrice + Math.max(0, count - pricing.includedGuests) * pricing.perExtraGuest
}

/**
 * "$1,200": dollars with a comma between thousands, and cents only when there are any ("$1,234.50"). Written out
 * rather than `toLocaleString('en-US')`: its first call loads ICU's number formatting, a cost the private-tour page's
 * hydration would pay for two prices (decision 0012, item 13).
 */
export function formatDollars(amount: number): string {
  const [whole = '', cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${amount < 0 ? '-' : ''}$${grouped}${cents ? `.${cents}` : ''}`
}
