import type { ReactNode, RefObject } from 'react'
import { SAVED_TEXT } from './outcome'
import { StatusPanel } from './StatusPanel'
import * as formStyles from './Form.css'

interface FormCardProps {
  headingId: string
  headingRef: RefObject<HTMLHeadingElement | null>
  heading: string
  intro: ReactNode
  /** What the polite live region says about the last submit. */
  announcement: string
  panelRef: RefObject<HTMLDivElement | null>
  /** After a submit: the saved-for-later panel or the sent panel; null shows the form. */
  done: null | { saved: true } | { saved: false; title: string; text: ReactNode }
  /** The <form>. */
  children: ReactNode
}

/** The frame every guest form shares: heading, intro, live region, and the outcome panel in place of the form. */
export function FormCard({
  headingId,
  headingRef,
  heading,
  intro,
  announcement,
  panelRef,
  done,
  children,
}: FormCardProps) {
  return (
    <div className={formStyles.card}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={formStyles.heading}>
        {heading}
      </h2>
      <p className={formStyles.intro}>{intro}</p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {done === null ? (
        children
      ) : done.saved ? (
        <StatusPanel ref={panelRef} tone="saved">
          {SAVED_TEXT}
        </StatusPanel>
      ) : (
        <StatusPanel ref={panelRef} tone="sent" title={done.title}>
          {done.text}
        </StatusPanel>
      )}
    </div>
  )
}
