import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { MIN_QUERY_LENGTH, searchSite } from '../../lib/site-search'
import { closeDialog, dialogCommand } from '../../components/dialog-command'
import { CloseIcon, SearchIcon } from '../../components/icons'
import { useEarlyValue } from '../../hooks/useEarlyValue'
import { SearchResults } from './SearchResults'
import * as styles from './SearchDialog.css'

/** SPEC §2: the input takes focus 100 ms after the overlay opens (the early input script moves it there). */
export const SEARCH_FOCUS_DELAY_MS = 100
export const SEARCH_DIALOG_ID = 'site-search'

/**
 * The site search (SPEC §2 "Search overlay"): a native modal <dialog> in every page's HTML, opened by the header's
 * search button with an invoker command, so it opens from the first paint (decision 0013). Closing it clears it.
 */
export function SearchDialog() {
  const [query, setQuery] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const navigate = useNavigate()
  const searching = query.trim().length >= MIN_QUERY_LENGTH
  useEarlyValue(input, '', setQuery)

  useEffect(() => {
    const element = dialog.current
    const clear = () => setQuery('')
    element?.addEventListener('close', clear)
    return () => element?.removeEventListener('close', clear)
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const first = searchSite(query)[0]
    if (!first) return
    closeDialog(SEARCH_DIALOG_ID)
    void navigate({ href: first.path })
  }

  return (
    <dialog
      ref={dialog}
      id={SEARCH_DIALOG_ID}
      className={styles.panel}
      aria-labelledby={titleId}
      aria-describedby="site-search-hint"
      tabIndex={-1}
    >
      <h2 id={titleId} className={styles.title}>
        Search the site
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark itself (ARIA in HTML allows role="search" on a form); <search> would wrap it in one more element inside the dialog's layout */}
      <form role="search" className={styles.form} onSubmit={submit}>
        <SearchIcon className={styles.inputIcon} />
        <input
          ref={input}
          type="search"
          className={styles.input}
          placeholder="Search tours, blog posts, pages..."
          aria-label="Search tours, blog posts and pages"
          autoComplete="off"
          data-focus-after={SEARCH_FOCUS_DELAY_MS}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // WebKit's search fields keep Escape for themselves (they clear, even when empty), so the dialog never
            // hears it and Safari could not close the search with Escape. An empty field closes it, as everywhere.
            if (event.key !== 'Escape' || event.currentTarget.value !== '') return
            event.preventDefault()
            closeDialog(SEARCH_DIALOG_ID)
          }}
        />
        <button
          type="button"
          className={styles.close}
          aria-label="Close search"
          {...dialogCommand(SEARCH_DIALOG_ID, 'close')}
        >
          <CloseIcon />
        </button>
      </form>
      <div aria-live="polite">
        {searching && <SearchResults query={query} onPick={() => closeDialog(SEARCH_DIALOG_ID)} />}
      </div>
      <p id="site-search-hint" className={styles.hint}>
        Press Enter to search or click on a result
      </p>
    </dialog>
  )
}
