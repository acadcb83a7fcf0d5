import { useId, useRef, useState } from 'react'
import { privateTourPricing as pricing } from '../../content/site'
import { formatDollars, parseGuestCount, privateTourTotal } from './private-tour-price'
import { useEarlyValue } from '../../hooks/useEarlyValue'
import * as styles from './PriceCalculator.css'

/** SPEC §2 "Private tours": the guest count starts at the group size the base price covers. */
export const START_GUESTS = pricing.includedGuests

export function PriceCalculator() {
  const [raw, setRaw] = useState(String(START_GUESTS))
  const field = useRef<HTMLInputElement>(null)
  useEarlyValue(field, String(START_GUESTS), setRaw)
  const guests = parseGuestCount(raw)
  const total = privateTourTotal(guests)
  const inputId = useId()
  const hintId = useId()
  const step = (delta: number) => setRaw(String(parseGuestCount(guests + delta)))

  return (
    <div className={styles.calculator}>
      <label htmlFor={inputId} className={styles.label}>
        Number of guests
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.stepper}
          onClick={() => step(-1)}
          disabled={guests <= pricing.minGuests}
          aria-label="One guest fewer"
        >
          −
        </button>
        <input
          ref={field}
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={raw}
          onChange={(event) => setRaw(event.target.value)}
          aria-describedby={hintId}
        />
        <button
          type="button"
          className={styles.stepper}
          onClick={() => step(1)}
          disabled={guests >= pricing.maxGuests}
          aria-label="One guest more"
        >
          +
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {pricing.minGuests} to {pricing.maxGuests} guests. {formatDollars(pricing.basePrice)} covers up to{' '}
        {pricing.includedGuests} guests; each additional guest is {formatDollars(pricing.perExtraGuest)}.
      </p>
      <p className={styles.total} role="status" aria-live="polite" aria-atomic="true">
        Estimated total for {guests} {guests === 1 ? 'guest' : 'guests'}:{' '}
        <strong data-testid="private-tour-total">{formatDollars(total)}</strong>
      </p>
    </div>
  )
}
