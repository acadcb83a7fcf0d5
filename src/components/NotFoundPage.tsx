import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { resolveRedirect } from '../content/redirects'
import { suggestPage, type Suggestion } from './not-found-suggestion'
import { button } from '../styles/button'
import { container, linkList, section } from '../styles/layout.css'
import { PageHero } from './PageHero'
import * as styles from './NotFoundPage.css'

/**
 * SPEC §2 not-found page. One prerendered 404.html serves every unknown path, so the keyword suggestion is
 * computed from the real address after hydration. A legacy path has no route: the server and the worker redirect
 * it before any page loads, and one reached inside the app (a link in a post) is sent on from here.
 */
export function NotFoundPage() {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)
  const navigate = useNavigate()
  // Again on every address the page shows: going Back or Forward between two unknown paths, or following a legacy
  // link from here, keeps this page on screen with a new address.
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    const target = resolveRedirect(pathname)
    if (target) void navigate({ href: target, replace: true })
    else setSuggestion(suggestPage(pathname))
  }, [navigate, pathname])

  return (
    <>
      <PageHero
        eyebrow="Error 404"
        title="404 – Page not found"
        subtitle="This page has wandered off, the way cats do."
      />
      <div className={`${container} ${section}`}>
        <div className={styles.body}>
          {suggestion && (
            <p className={styles.suggestion}>
              Were you looking for <Link to={suggestion.path}>{suggestion.label}</Link>?
            </p>
          )}
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={linkList}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/tours">Our Tours</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </ul>
          <Link to="/" className={button()}>
            Return to Home
          </Link>
        </div>
      </div>
    </>
  )
}
