import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Header } from '../header/Header'
import { Toaster } from '../../features/toast/Toaster'
import { CalendarIcon } from '../icons'
import { Footer } from './Footer'
import { StickyBookingBar } from './StickyBookingBar'
import { TopBanner } from './TopBanner'
import { AppStatus } from './AppStatus'
import { OutboxStatus, OutboxUndelivered } from '../../features/outbox/OutboxStatus'
import * as styles from './Shell.css'

/** Everything around a page (SPEC §2 "Shell"). */
export function Shell({ children }: { children: ReactNode }) {
  const [barVisible, setBarVisible] = useState(false)
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>Skip to main content</a>
      <TopBanner />
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <Link to="/booking" className={styles.floating} data-raised={barVisible || undefined} aria-label="Book a tour">
        <CalendarIcon width={24} height={24} />
      </Link>
      <StickyBookingBar onVisibleChange={setBarVisible} />
      <div className={styles.statusStack} data-raised={barVisible || undefined}>
        <AppStatus />
        <OutboxStatus />
      </div>
      <OutboxUndelivered />
      <Toaster />
    </>
  )
}
