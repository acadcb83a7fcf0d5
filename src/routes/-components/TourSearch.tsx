import { useId, useRef, useState } from 'react'
import type { Tour } from '../../content/tours'
import { noToursMessage, searchTours, tourSearchSummary } from '../../features/tours/search'
import { SearchIcon } from '../../components/icons'
import { button } from '../../styles/button'
import { TourCard } from './TourCard'
import { useEarlyValue } from '../../hooks/useEarlyValue'
import * as styles from './ToursPage.css'

/** The tours page search and card grid (SPEC §2 Tours): live, case-insensitive, over title, description and teaser. */
export function TourSearch({ tours }: { tours: readonly Tour[] }) {
  const [query, setQuery] = useState('')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  useEarlyValue(input, '', setQuery)
  const matches = searchTours(tours, query)
  const searching = query.trim() !== ''

  return (
    <>
      <search className={styles.search}>
        <label htmlFor={inputId} className={styles.searchLabel}>
          Search tours
        </label>
        <div className={styles.searchBox}>
          <SearchIcon aria-hidden="true" className={styles.searchIcon} />
          <input
            ref={input}
            id={inputId}
            className={styles.searchInput}
            type="search"
            value={query}
            maxLength={200}
            placeholder="Neighbourhood, story or landmark"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className={styles.searchStatus} role="status">
          {searching && matches.length > 0 ? tourSearchSummary(matches.length, query) : ''}
        </p>
      </search>
      {matches.length > 0 ? (
        <div className={styles.tourGrid}>
          {matches.map((tour) => (
            <TourCard key={tour.slug} tour={tour} />
          ))}
        </div>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle} role="status">
            {noToursMessage(query)}
          </p>
          <p className={styles.muted}>Try adjusting your search or browse all tours.</p>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            onClick={() => {
              setQuery('')
              input.current?.focus()
            }}
          >
            View all tours
          </button>
        </div>
      )}
    </>
  )
}
