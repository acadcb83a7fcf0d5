import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarIcon } from '../../components/icons'
import * as appStatusStyles from './AppStatus.css'
import * as outboxStyles from '../../outbox/page/OutboxStatus.css'
import { Late } from '../../components/Late'
import * as styles from './Shell.css'
import * as floatingStyles from '../../styles/floating.css'
import { markFormsInUse } from './form-in-use'

/** The booking bar shows only after scrolling: its code (and its IndexedDB preference) loads after hydration. */
const loadStickyBookingBar = () => import('./StickyBookingBar')
/** The connection and offline-saving pill: nothing to say before the page has hydrated and the worker has started. */
const loadAppStatus = () => import('./AppStatus')
/** The outbox's pill and panel read IndexedDB, which the page never does before it has hydrated: so does their code. */
const loadOutboxStatus = () => import('../../outbox/page/OutboxStatus')
/**
 * No notice is ever raised before the page has hydrated: the list that shows them loads with the parts above. A
 * notice raised before it is there waits in the store (toast-store.ts, part of the page's start) and shows when it is.
 */
const loadToaster = () => import('../../components/toast/Toaster')

/**
 * What floats over every page, after the footer (SPEC §2 "Shell"): the round Book button, the sticky booking bar,
 * the status pills, the undelivered-messages panel and the toasts. The bar raises the button and the pills while it
 * shows.
 */
export function ShellOverlays() {
  const [barVisible, setBarVisible] = useState(false)
  useEffect(() => markFormsInUse(), [])
  return (
    <>
      <Link to="/booking" className={styles.floating} data-raised={barVisible || undefined} aria-label="Book a tour">
        <CalendarIcon width={24} height={24} />
      </Link>
      <Late load={loadStickyBookingBar}>{(bar) => <bar.StickyBookingBar onVisibleChange={setBarVisible} />}</Late>
      <div className={floatingStyles.statusStack} data-raised={barVisible || undefined}>
        <div className={appStatusStyles.region} role="status" aria-live="polite">
          <Late load={loadAppStatus}>{(status) => <status.AppStatusMessage />}</Late>
        </div>
        <div className={outboxStyles.waiting} role="status" aria-live="polite">
          <Late load={loadOutboxStatus}>{(outbox) => <outbox.OutboxWaiting />}</Late>
        </div>
      </div>
      <Late load={loadOutboxStatus}>{(outbox) => <outbox.OutboxUndelivered />}</Late>
      <Late load={loadToaster}>{(toasts) => <toasts.Toaster />}</Late>
    </>
  )
}
