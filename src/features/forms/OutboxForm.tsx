import type { FormEvent, ReactNode, RefObject } from 'react'
import { button } from '../../styles/button'
import { FormCard } from './FormCard'
import { OFFLINE_SAVING_UNAVAILABLE_TEXT } from './outcome'
import { hasInput } from './useValidatedForm'
import type { OutboxFormStatus } from './useOutboxForm'
import * as formStyles from './Form.css'

/** What the frame reads of useOutboxForm's state. */
interface OutboxFormState {
  form: {
    formRef: RefObject<HTMLFormElement | null>
    submit: (event: FormEvent<HTMLFormElement>) => void
    values: object
  }
  status: OutboxFormStatus
  announcement: string
  offlineSaving: boolean
  panelRef: RefObject<HTMLDivElement | null>
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** A form's own words around its fields. */
export interface OutboxFormCopy {
  heading: string
  intro: ReactNode
  /** The sent panel's heading and text (the saved panel's words are the same for every form). */
  sentPanel: { title: string; text: ReactNode }
  submitLabel: string
  submittingLabel: string
}

interface OutboxFormProps {
  state: OutboxFormState
  headingId: string
  copy: OutboxFormCopy
  /** The row of the submit button (each form lays it out its own way). */
  actionsClassName: string
  /** The fields. */
  children: ReactNode
}

/** A guest form's frame around its fields: the card, the <form> and its fieldset, the error banner and the submit row. */
export function OutboxForm({ state, headingId, copy, actionsClassName, children }: OutboxFormProps) {
  const { heading, intro, sentPanel, submitLabel, submittingLabel } = copy
  const { form, status, announcement, offlineSaving, panelRef, headingRef } = state
  const submitting = status.kind === 'submitting'
  return (
    <FormCard
      headingId={headingId}
      headingRef={headingRef}
      heading={heading}
      intro={intro}
      announcement={announcement}
      panelRef={panelRef}
      done={status.kind !== 'done' ? null : status.saved ? { saved: true } : { saved: false, ...sentPanel }}
    >
      <form
        ref={form.formRef}
        noValidate
        aria-labelledby={headingId}
        onSubmit={form.submit}
        data-unsent={hasInput(form.values) ? 'true' : 'false'}
      >
        <fieldset disabled={submitting} className={formStyles.fieldset}>
          {children}
          {status.kind === 'failure' && <p className={formStyles.banner}>Error: {status.message}</p>}
          <div className={actionsClassName}>
            <button type="submit" disabled={submitting} className={`${button({ size: 'lg' })} ${formStyles.submit}`}>
              {submitting ? submittingLabel : submitLabel}
            </button>
            {!offlineSaving && <p className={formStyles.note}>{OFFLINE_SAVING_UNAVAILABLE_TEXT}</p>}
          </div>
        </fieldset>
      </form>
    </FormCard>
  )
}
