import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { SubmitOutcome } from '../../outbox/types'
import { dismissToast, showToast } from '../../components/toast/toast-store'
import { summarizeOutcome, type OutcomeSummary } from './outcome'
import { reportOfflineSaving, useOfflineSavingAvailable } from './offline-saving'
import { useResetAfterDone } from './useResetAfterDone'
import { useValidatedForm } from './useValidatedForm'

export type OutboxFormStatus =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'done'; saved: boolean }
  | { kind: 'failure'; message: string }

interface OutboxFormOptions<V> {
  initial: V
  validateField: (field: keyof V & string, values: V) => string | undefined
  /** SPEC §9: how long the outcome panel shows before the form comes back empty. */
  resetAfterMs: number
  /** Hands the values to the outbox (submit); a throw counts as a failure with `texts.fallback`. */
  deliver: (values: V) => Promise<SubmitOutcome>
  /** Called with a failed outcome (a form may log it); returns the guest-facing reason, without the "Error:" prefix. */
  onFailure: (outcome: SubmitOutcome, summary: OutcomeSummary) => string
  texts: {
    /** Said by the live region while the submission is under way. */
    sending: string
    /** What the console says when the submission threw. */
    errorLog: string
    fallback: string
    failedTitle: string
    savedAnnouncement: string
    sentAnnouncement: string
    /** The success toast. */
    sentTitle: string
    sentDescription: string
  }
}

/**
 * The submit flow both guest forms share: validate, hand the values to the outbox, then show the outcome (the sent
 * or saved panel, reset after a while, or an error banner and toast, taken down on the next try).
 */
export function useOutboxForm<V extends { [K in keyof V]: string | boolean }>({
  initial,
  validateField,
  resetAfterMs,
  deliver,
  onFailure,
  texts,
}: OutboxFormOptions<V>) {
  const [status, setStatus] = useState<OutboxFormStatus>({ kind: 'idle' })
  const [announcement, setAnnouncement] = useState('')
  const offlineSaving = useOfflineSavingAvailable()
  const panelRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  /** The last failure's toast, taken down when the guest tries again. */
  const failureToast = useRef<number | null>(null)

  const form = useValidatedForm<V>({
    initial,
    validateField,
    onValidSubmit: (values) => void send(values),
    onEdit: () => {
      if (status.kind !== 'failure') return
      // The banner goes, and the live region's "Error: …" with it: read again, it would speak of what is gone.
      setStatus({ kind: 'idle' })
      setAnnouncement('')
    },
  })

  function fail(message: string): void {
    setStatus({ kind: 'failure', message })
    setAnnouncement(`Error: ${message}`)
    failureToast.current = showToast({ tone: 'destructive', title: texts.failedTitle, description: message })
  }

  async function send(values: V): Promise<void> {
    setStatus({ kind: 'submitting' })
    setAnnouncement(texts.sending)
    if (failureToast.current !== null) dismissToast(failureToast.current)
    let outcome: SubmitOutcome
    try {
      outcome = await deliver(values)
    } catch (error) {
      console.error(texts.errorLog, error)
      fail(texts.fallback)
      return
    }

    reportOfflineSaving(outcome.offlineSavingAvailable)
    const summary = summarizeOutcome(outcome)
    if (summary.kind === 'failed') {
      fail(onFailure(outcome, summary))
      return
    }
    const saved = summary.kind === 'queued'
    // Empty the fields before the panel takes their place. Firefox keeps a removed field's value for the page's
    // next load, so a reload while the panel shows had put the sent message back in the form, one tap from going
    // twice. (A reload while it is still sending keeps the text there, as it should.)
    flushSync(() => form.reset())
    setStatus({ kind: 'done', saved })
    // Each outcome text appears once on the page: the panel (focused) says it, the live region only sums it up.
    if (saved) {
      setAnnouncement(texts.savedAnnouncement)
    } else {
      setAnnouncement(texts.sentAnnouncement)
      showToast({ tone: 'success', title: texts.sentTitle, description: texts.sentDescription })
    }
  }

  useResetAfterDone({
    done: status.kind === 'done',
    delayMs: resetAfterMs,
    panelRef,
    headingRef,
    onReset: () => {
      form.reset()
      setStatus({ kind: 'idle' })
    },
  })

  return { form, status, announcement, offlineSaving, panelRef, headingRef }
}
