/** The panel of messages that could not be delivered (rejected or expired), with their text offered back. */
import type { OutboxRecord } from '../storage/record'
import { config } from '../../config'
import { button } from '../../styles/button'
import { showToast } from '../../components/toast/toast-store'
import * as styles from './OutboxStatus.css'

/** `shown`: one record a submission; `onDismiss` marks all of them as seen (./OutboxStatus.tsx). */
export default function Undeliverable({ shown, onDismiss }: { shown: OutboxRecord[]; onDismiss: () => void }) {
  return (
    <section className={styles.panel} role="alert" aria-labelledby="undelivered-title">
      <h2 id="undelivered-title" className={styles.panelTitle}>
        {shown.length === 1 ? 'A message could not be delivered' : `${shown.length} messages could not be delivered`}
      </h2>
      {shown.map((record) => (
        <UndeliveredMessage key={record.submissionId} record={record} />
      ))}
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={onDismiss}>
        I have kept my text, dismiss
      </button>
    </section>
  )
}

function UndeliveredMessage({ record }: { record: OutboxRecord }) {
  const text = record.copy.fields
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')
  const reason =
    record.state === 'expired'
      ? 'It waited more than 7 days without a connection, so we stopped trying.'
      : 'Our e-mail service refused it, so sending it again would not help.'
  const what = record.copy.form === 'contact' ? 'Your contact message' : 'Your tour feedback'
  const mailto = `mailto:${config.email}?subject=${encodeURIComponent(what)}&body=${encodeURIComponent(text)}`
  const copy = () =>
    navigator.clipboard
      ?.writeText(text)
      .then(() => showToast({ title: 'Copied', description: 'Your text is on the clipboard.' }))
      .catch(() => showToast({ title: 'Copy failed', description: 'Select the text and copy it by hand.' }))
  return (
    <article className={styles.message}>
      <p className={styles.reason}>
        {what} from {new Date(record.createdAt).toLocaleString()} was not delivered. {reason} Here is what you wrote:
      </p>
      <pre className={styles.text}>{text}</pre>
      <div className={styles.actions}>
        <button type="button" className={button({ size: 'sm' })} onClick={copy}>
          Copy text
        </button>
        <a className={button({ tone: 'secondary', size: 'sm' })} href={mailto}>
          Send it by e-mail instead
        </a>
      </div>
    </article>
  )
}
