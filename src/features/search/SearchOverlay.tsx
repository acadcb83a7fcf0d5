import { useRef, useState, type FormEvent, type RefObject } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { Link, useNavigate } from '@tanstack/react-router'
import { MIN_QUERY_LENGTH, searchSite } from '../../lib/site-search'
import { CloseIcon, SearchIcon } from '../../components/icons'
import * as styles from './SearchOverlay.css'

/** SPEC §2: the input takes focus 100 ms after the overlay opens. */
export const SEARCH_FOCUS_DELAY_MS = 100

/** The site search overlay; loaded on first use. Unmounting on close clears the query. */
interface SearchOverlayProps {
  onClose: () => void
  /** The button that opened the search: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

export default function SearchOverlay({ onClose, returnFocusTo }: SearchOverlayProps) {
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  const results = searchSite(query)
  const searching = query.trim().length >= MIN_QUERY_LENGTH

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const first = results[0]
    if (!first) return
    onClose()
    void navigate({ href: first.path })
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby="site-search-hint"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            window.setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS)
          }}
        >
          <Dialog.Title className={styles.title}>Search the site</Dialog.Title>
          <form role="search" className={styles.form} onSubmit={submit}>
            <SearchIcon className={styles.inputIcon} />
            <input
              ref={input}
              type="search"
              className={styles.input}
              placeholder="Search tours, blog posts, pages..."
              aria-label="Search tours, blog posts and pages"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Dialog.Close className={styles.close} aria-label="Close search">
              <CloseIcon />
            </Dialog.Close>
          </form>
          <div aria-live="polite">
            {searching && results.length > 0 && (
              <ul className={styles.results} aria-label="Search results">
                {results.map((result) => (
                  <li key={result.path}>
                    <Link to={result.path} className={styles.result} onClick={onClose}>
                      <span>{result.name}</span>
                      <span className={styles.tag} data-type={result.type}>
                        {result.type === 'tour' ? 'Tour' : 'Page'}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {searching && results.length === 0 && <p className={styles.empty}>No results found for "{query}"</p>}
          </div>
          <p id="site-search-hint" className={styles.hint}>Press Enter to search or click on a result</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
