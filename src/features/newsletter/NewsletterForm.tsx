import { useId, useState, type FormEvent } from 'react'
import { config } from '../../config'
import { useOnline } from '../../hooks/useOnline'
import { button } from '../../styles/button'
import * as fieldStyles from '../forms/Field.css'
import * as styles from './NewsletterForm.css'

/**
 * The provider's anti-bot field, named b_{u}_{id} after the list in the form's action URL: people never see
 * it, so a value in it marks the sign-up as a bot's.
 */
export function honeypotName(actionUrl: string = config.newsletterActionUrl): string {
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
      action={config.newsletterActionUrl}
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
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-email`} className={fieldStyles.label}>
            Email address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="EMAIL"
            required
            autoComplete="email"
            className={fieldStyles.control}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-fname`} className={fieldStyles.label}>
            First name
          </label>
          <input
            id={`${id}-fname`}
            type="text"
            name="FNAME"
            required
            autoComplete="given-name"
            className={fieldStyles.control}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-lname`} className={fieldStyles.label}>
            Last name<span className={fieldStyles.optional}> (optional)</span>
          </label>
          <input
            id={`${id}-lname`}
            type="text"
            name="LNAME"
            autoComplete="family-name"
            className={fieldStyles.control}
          />
        </div>
      </div>
      <label className={`${fieldStyles.checkboxLabel} ${styles.consent}`}>
        <input type="checkbox" name="CONSENT" value="Yes" required className={fieldStyles.checkbox} />
        <span>Yes, e-mail me the {config.siteName} newsletter. I can unsubscribe at any time.</span>
      </label>
      <input type="hidden" name="tags" value={config.newsletterTags} />
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
