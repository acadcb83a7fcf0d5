import { Link } from '@tanstack/react-router'
import { searchSite } from '../../lib/site-search'
import * as styles from './SearchDialog.css'

/** The matches for a query of at least two characters (SPEC §2), each tagged Tour or Page. */
export function SearchResults({ query, onPick }: { query: string; onPick: () => void }) {
  const results = searchSite(query)
  if (results.length === 0) return <p className={styles.empty}>No results found for "{query}"</p>
  return (
    <ul className={styles.results} aria-label="Search results">
      {results.map((result) => (
        <li key={result.path}>
          <Link to={result.path} className={styles.result} onClick={onPick}>
            <span>{result.name}</span>
            <span className={styles.tag} data-type={result.type}>
              {result.type === 'tour' ? 'Tour' : 'Page'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
