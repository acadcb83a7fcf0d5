/**
 * Starts the worker's registration (src/pwa/register.ts) and tells the guest what it reports, in toasts: a new version
 * to load, when no notification could say so, and a new version held back by a form's unsent input. The registration
 * reports and the app's shell speaks, so pwa/ imports nothing of the page's components. Loaded after the page has
 * hydrated, with the registration (src/app/background-work.ts, scripts/late-parts.ts).
 */
import { showToast } from '../../components/toast/toast-store'
import { registerServiceWorker } from '../../pwa/register'

export function startServiceWorker(): void {
  registerServiceWorker(
    (apply) =>
      showToast({
        title: 'Update available',
        description: 'A new version of the app is available. Refresh to update.',
        action: { label: 'Reload', onAction: apply },
        duration: 0,
      }),
    () =>
      showToast({
        title: 'Update waiting',
        description: 'The new version will load as soon as your unsent message is sent or cleared.',
      }),
  )
}
