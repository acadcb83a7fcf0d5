import type { ReactNode, Ref } from 'react'
import * as styles from './Form.css'

interface StatusPanelProps {
  /** 'sent': delivered; 'saved': waiting in the outbox until the connection returns. */
  tone: 'sent' | 'saved'
  title?: string
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}

/** What replaces a form for a few seconds after it was sent or saved; focused so keyboard users are not lost. */
export function StatusPanel({ tone, title, children, ref }: StatusPanelProps) {
  return (
    <div ref={ref} tabIndex={-1} className={tone === 'sent' ? styles.successPanel : styles.savedPanel}>
      <svg
        className={styles.panelIcon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {tone === 'sent' ? (
          <>
            <circle cx="12" cy="12" r="9" />
            <path d="m8 12.5 2.5 2.5L16 9.5" />
          </>
        ) : (
          <>
            <path d="M7 18a4.5 4.5 0 0 1-.5-8.97A6 6 0 0 1 18 9.5a4 4 0 0 1-.5 8.5Z" />
            <path d="M12 11v5m-2-2 2 2 2-2" />
          </>
        )}
      </svg>
      {title && <h3 className={styles.panelTitle}>{title}</h3>}
      <p className={styles.panelText}>{children}</p>
    </div>
  )
}
