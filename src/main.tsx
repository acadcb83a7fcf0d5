import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { listenForInstallPrompt } from './pwa/install'
import { reloadOnceOnStaleChunk } from './pwa/chunk-reload'

const router = createAppRouter()

reloadOnceOnStaleChunk()
listenForInstallPrompt()

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
  { onRecoverableError: (error) => console.error('Recoverable render error', error) },
)

// The worker, workbox-window and the outbox load after the page, never competing with first paint.
window.addEventListener('load', () => {
  import('./features/outbox/sync')
    .then(({ startOutboxSync }) => startOutboxSync())
    .catch((error: unknown) => console.warn('The outbox could not start', error))
  import('./pwa/register')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error))
})
