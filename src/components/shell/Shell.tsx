import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Header } from '../header/Header'
import { Toaster } from '../../features/toast/Toaster'
import { CalendarIcon } from '../icons'
import { Footer } from './Footer'
import { TopBanner } from './TopBanner'
import * as appStatusStyles from './AppStatus.css'
import * as outboxStyles from '../../features/outbox/OutboxStatus.css'
import { partHydrated, type ShellPart } from '../../lib/app-hydrated'
import { replayEarlySubmits, replayEarlyTaps } from '../../lib/early-input'
import { Late } from '../Late'
import * as styles from './Shell.css'

/** The booking bar shows only after scrolling: its code (and its IndexedDB preference) loads after hydration. */
const loadStickyBookingBar = () => import('./StickyBookingBar')
/** The connection and offline-saving pill: nothing to say before the page has hydrated and the worker has started. */
const loadAppStatus = () => import('./AppStatus')
/** The outbox's pill and panel read IndexedDB, which the page never does before it has hydrated: so does their code. */
const loadOutboxStatus = () => import('../../features/outbox/OutboxStatus')

/**
 * Everything around a page (SPEC §2 "Shell").
 *
 * The header, the page and the footer each sit in a Suspense boundary so that hydration comes in slices
 * (decision 0012): React hydrates the shell at once, then each dehydrated boundary at idle priority in short,
 * interruptible tasks, instead of one long task for the whole document. A click on a part not yet hydrated
 * hydrates it first and is replayed. The server renders them complete, so the fallbacks are never shown there;
 * client-side navigations are transitions, which keep the current page instead of showing a fallback.
 */
export function Shell({ children }: { children: ReactNode }) {
  const [barVisible, setBarVisible] = useState(false)
  // The shell has hydrated, so React can now hydrate any part a tap lands on: taps kept from before go to it. In a
  // task of their own: inside an effect React is still committing, and would not hydrate the part they land on.
  useEffect(() => {
    const replay = window.setTimeout(() => {
      replayEarlyTaps()
      replayEarlySubmits()
    }, 0)
    return () => window.clearTimeout(replay)
  }, [])
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>Skip to main content</a>
      <TopBanner />
      <Part name="header">
        <Header />
      </Part>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Part name="page">{children}</Part>
      </main>
      <Part name="footer">
        <Footer />
      </Part>
      <Link to="/booking" className={styles.floating} data-raised={barVisible || undefined} aria-label="Book a tour">
        <CalendarIcon width={24} height={24} />
      </Link>
      <Late load={loadStickyBookingBar}>{(bar) => <bar.StickyBookingBar onVisibleChange={setBarVisible} />}</Late>
      <div className={styles.statusStack} data-raised={barVisible || undefined}>
        <div className={appStatusStyles.region} role="status" aria-live="polite">
          <Late load={loadAppStatus}>{(status) => <status.AppStatusMessage />}</Late>
        </div>
        <div className={outboxStyles.waiting} role="status" aria-live="polite">
          <Late load={loadOutboxStatus}>{(outbox) => <outbox.OutboxWaiting />}</Late>
        </div>
      </div>
      <Late load={loadOutboxStatus}>{(outbox) => <outbox.OutboxUndelivered />}</Late>
      <Toaster />
    </>
  )
}

/** A part of the shell hydrated on its own (see above); it reports when it has (lib/app-hydrated.ts). */
function Part({ name, children }: { name: ShellPart; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated part={name} />
    </Suspense>
  )
}

function Hydrated({ part }: { part: ShellPart }) {
  useEffect(() => partHydrated(part), [part])
  return null
}
