import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { config, newsletter } from '../../config'
import { useOnline } from '../../hooks/useOnline'
import { button } from '../../styles/button'
import * as fieldStyles from '../forms/Field.css'
import * as styles from './NewsletterForm.css'

/**
 * The provider's anti-bot field, named b_{u}_{id} after the list in the form's action URL: people never see
 * it, so a value in it marks the sign-up as a bot's.
 */
export function honeypotName(actionUrl: string = newsletter.actionUrl): string {
  const params = new URL(actionUrl).searchParams
  return `b_${params.get('u') ?? ''}_${params.get('id') ?? ''}`
}

export const NEWSLETTER_OFFLINE_TEXT =
  "You're offline. Signing up for the newsletter needs an internet connection: please try again when you're back online."

const textFields = ['EMAIL', 'FNAME', 'LNAME'] as const

/**
 * A plain POST to the e-mail marketing provider in a new tab (SPEC §7), checked by the browser's own
 * validation only; no provider script or jQuery (docs/decisions/0005-newsletter-native-validation.md).
 */
export function NewsletterForm() {
  const id = useId()
  const online = useOnline()
  const [unsent, setUnsent] = useState(false)

  const trackInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    setUnsent(textFields.some((name) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim()))
  }

  return (
    <form
      method="post"
      action={newsletter.actionUrl}
      target="_blank"
      // The provider's tab gets no handle on this page (window.opener). The Referer stays, as on the other outbound
      // links (ExternalLink): the provider may use the origin to tell where a sign-up came from.
      rel="noopener"
      className={styles.form}
      aria-labelledby={`${id}-title`}
      data-unsent={unsent ? 'true' : 'false'}
      onInput={trackInput}
      onSubmit={() => setUnsent(false)}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Join our newsletter
      </h2>
      <p className={styles.text}>
        New tour dates, stories of New York’s historic cats and the occasional discount, about once a month.
      </p>
      <div className={styles.fields}>
        <NativeField id={`${id}-email`} label="Email address" type="email" name="EMAIL" autoComplete="email" required />
        <NativeField
          id={`${id}-fname`}
          label="First name"
          type="text"
          name="FNAME"
          autoComplete="given-name"
          required
        />
        <NativeField
          id={`${id}-lname`}
          label={
            <>
              Last name<span className={fieldStyles.optional}> (optional)</span>
            </>
          }
          type="text"
          name="LNAME"
          autoComplete="family-name"
        />
      </div>
      <label className={`${fieldStyles.checkboxLabel} ${styles.consent}`}>
        <input type="checkbox" name="CONSENT" value="Yes" required className={fieldStyles.checkbox} />
        <span>Yes, e-mail me the {config.siteName} newsletter. I can unsubscribe at any time.</span>
      </label>
      <input type="hidden" name="tags" value={newsletter.tags} />
      <div className={styles.honeypot} aria-hidden="true">
        <input type="text" name={honeypotName()} tabIndex={-1} defaultValue="" autoComplete="off" />
      </div>
      {!online && <p className={styles.offline}>{NEWSLETTER_OFFLINE_TEXT}</p>}
      <div className={styles.actions}>
        <button type="submit" disabled={!online} className={button({ size: 'lg' })}>
          Subscribe
        </button>
        {online && <p className={styles.hint}>Opens our newsletter provider in a new tab.</p>}
      </div>
    </form>
  )
}

interface NativeFieldProps {
  id: string
  label: ReactNode
  type: 'email' | 'text'
  name: string
  autoComplete: string
  required?: boolean
}

/** A plain input with its label: the browser validates it (decision 0005), so it works before hydration too. */
function NativeField({ id, label, type, name, autoComplete, required = false }: NativeFieldProps) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        name={name}
        required={required}
        autoComplete={autoComplete}
        className={fieldStyles.control}
      />
    </div>
  )
}
