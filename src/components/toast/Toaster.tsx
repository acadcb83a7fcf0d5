import { useEffect, useSyncExternalStore } from 'react'
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type Toast } from './toast-store'
import * as styles from './Toaster.css'

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts)
  return (
    <ol className={styles.region} aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ol>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (toast.duration === 0) return
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration)
    return () => window.clearTimeout(timer)
  }, [toast.id, toast.duration])

  const urgent = toast.tone === 'destructive'
  // The live role sits inside the list item: a role on <li> would take it out of the list (axe: list, aria-allowed-role).
  return (
    <li className={styles.item}>
      <div
        className={styles.toast[toast.tone]}
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
      >
        <div>
          <p className={styles.title}>{toast.title}</p>
          {toast.description && <p className={styles.description}>{toast.description}</p>}
        </div>
        <div className={styles.buttons}>
          {toast.action && (
            <button type="button" className={styles.action} onClick={toast.action.onAction}>
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss notification"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      </div>
    </li>
  )
}
