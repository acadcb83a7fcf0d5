import { useEffect, useSyncExternalStore } from 'react'
import { useOptionalModule } from '../../hooks/useOptionalModule'
import { recoverableImport } from '../../lib/recoverable-import'
import { showToast } from '../../components/toast/toast-store'
import type { OutboxRecord } from '../storage/record'
import { getOutboxState, getServerOutboxState, refreshOutboxView, subscribeOutbox } from './outbox-store'
import * as styles from './OutboxStatus.css'

/**
 * The panel for undelivered messages is rare: its code loads when there is one to show. It is given what it shows and
 * what its dismissal does, and imports nothing of this module: this module loads it.
 */
const loadUndeliverable = () => import('./Undeliverable')

/**
 * Marks records as seen; the IndexedDB code is loaded on first use, not with the page. A failure (the code lost to a
 * dropped signal, a store that refuses the write) leaves them unmarked: they are confirmed again on the next read.
 */
async function acknowledge(ids: readonly string[]): Promise<void> {
  try {
    const outbox = await recoverableImport(() => import('../storage/queue'))
    await outbox.acknowledge(ids)
  } catch (error) {
    console.warn('Sent messages could not be marked as seen; they will be on the next read.', error)
  }
}

/** One submission is one or two requests (contact sends two); count what the guest sent, not requests. */
function submissions(records: readonly OutboxRecord[]): OutboxRecord[] {
  return [...new Map(records.map((record) => [record.submissionId, record])).values()]
}

function useOutbox() {
  return useSyncExternalStore(subscribeOutbox, getOutboxState, getServerOutboxState)
}

/**
 * Submissions this page has confirmed. The page and the worker may both deliver and both report it, so the outbox can
 * be read again before the first confirmation's acknowledgement is written: it must not confirm twice.
 */
const announced = new Set<string>()

/**
 * How many messages wait (a pill in the shell's status stack, inside the live region the shell renders) and a
 * confirmation when they go. The shell loads this module once the page has hydrated, with the outbox's own code
 * (src/app/shell/Shell.tsx): until then there is nothing it could show, as the outbox is read from IndexedDB.
 */
export function OutboxWaiting() {
  const { waiting, newlySent } = useOutbox()
  const waitingCount = submissions(waiting).length

  useEffect(() => {
    if (newlySent.length === 0) return
    const sentSubmissions = submissions(newlySent).filter(
      (record) =>
        !announced.has(record.submissionId) && !waiting.some((other) => other.submissionId === record.submissionId),
    )
    for (const record of sentSubmissions) announced.add(record.submissionId)
    if (sentSubmissions.length > 0) {
      showToast({
        tone: 'success',
        title:
          sentSubmissions.length === 1
            ? 'Your saved message was sent'
            : `Your ${sentSubmissions.length} saved messages were sent`,
        description: 'Thank you! We received what you wrote while you were offline.',
      })
    }
    // Every confirmed record is acknowledged, so a write that failed before is tried again on the next read. Nothing
    // to acknowledge (half of a message sent, the rest waiting) reads nothing again: a read would run this once more.
    const confirmed = newlySent.filter((record) => announced.has(record.submissionId)).map((record) => record.id)
    if (confirmed.length > 0) void acknowledge(confirmed).then(refreshOutboxView)
  }, [newlySent, waiting])

  if (waitingCount === 0) return null
  return (
    <p className={styles.pill}>
      {waitingCount === 1 ? '1 message waiting to be sent' : `${waitingCount} messages waiting to be sent`}
    </p>
  )
}

/** Messages that could not be delivered (rejected or expired), with their text offered back. */
export function OutboxUndelivered() {
  const { undeliverable } = useOutbox()
  const panel = useOptionalModule(loadUndeliverable, undeliverable.length > 0)
  const dismiss = () => void acknowledge(undeliverable.map((record) => record.id)).then(refreshOutboxView)
  return panel && undeliverable.length > 0 ? (
    <panel.default shown={submissions(undeliverable)} onDismiss={dismiss} />
  ) : null
}
