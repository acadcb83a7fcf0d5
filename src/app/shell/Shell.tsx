import { Suspense, useEffect, type ReactNode } from 'react'
import { ReportHydrated } from '../../components/ReportHydrated'
import { Header } from '../header/Header'
import { Footer } from './Footer'
import { ShellOverlays } from './ShellOverlays'
import { TopBanner } from './TopBanner'
import type { ShellPart } from '../../boot/app-hydrated'
import { replayEarlySubmits, replayEarlyTaps } from '../../boot/early-input'
import * as styles from './Shell.css'

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
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <TopBanner />
      <Part reports="header">
        <Header />
      </Part>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {/* The page reports from its own hero: the router hydrates it in a boundary of its own, inside this one. */}
        <Part>{children}</Part>
      </main>
      <Part reports="footer">
        <Footer />
      </Part>
      <ShellOverlays />
    </>
  )
}

/** A part of the shell hydrated on its own (see above); it reports when it has (src/boot/app-hydrated.ts). */
function Part({ reports, children }: { reports?: ShellPart; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      {reports && <ReportHydrated part={reports} />}
    </Suspense>
  )
}
