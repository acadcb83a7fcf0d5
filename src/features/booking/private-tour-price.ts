/** The private-tour price calculator (SPEC §2 "Private tours", §5, §9), as pure functions. */
import { privateTourPricing as pricing } from '../../content/site'

/** The guest count for any input: a number from 1 to 30 (fractions round down); anything non-numeric is 1. */
export function parseGuestCount(input: unknown): number {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : ''
  const value = text === '' ? Number.NaN : Number(text)
  if (!Number.isFinite(value)) return pricing.minGuests
  return Math.min(pricing.maxGuests, Math.max(pricing.minGuests, Math.floor(value)))
}

/** Total in dollars: the base price covers the first 8 guests, each further guest costs $40. */
export function privateTourTotal(guests: unknown): number {
  const count = parseGuestCount(guests)
  return pricing.basePrice + Math.max(0, count - pricing.includedGuests) * pricing.perExtraGuest
}

export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`
}
