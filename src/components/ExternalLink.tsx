import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useOnline } from '../hooks/useOnline'
import { showToast } from './toast/toast-store'

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string
  children: ReactNode
  /** What the guest would reach, for the offline notice ("this article", "the petition form"). */
  what?: string
  /** Set false where the link already says it opens in a new tab. */
  newTabNote?: boolean
  /** Set false where a visible note per link would crowd the layout (a row of logos); the toast still explains. */
  offlineHint?: boolean
  /** Send no Referer to the other site (press articles and the press-kit folder). */
  noReferrer?: boolean
}

/**
 * A link to another website, opened in a new tab. Offline it says plainly that it needs a connection, instead
 * of opening a tab that cannot load.
 */
export function ExternalLink({
  href,
  children,
  what = 'This page',
  newTabNote = true,
  offlineHint = true,
  noReferrer = false,
  onClick,
  ...rest
}: ExternalLinkProps) {
  const online = useOnline()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || navigator.onLine) return
    event.preventDefault()
    showToast({
      title: 'You’re offline',
      description: `${what} is on another website and needs an internet connection.`,
    })
  }
  return (
    <a href={href} target="_blank" rel={noReferrer ? 'noopener noreferrer' : 'noopener'} onClick={open} {...rest}>
      {children}
      {newTabNote && <span className="sr-only"> (opens in a new tab)</span>}
      {!online && offlineHint && <span className="offline-hint"> (needs a connection)</span>}
    </a>
  )
}
