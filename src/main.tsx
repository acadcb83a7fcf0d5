import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { reloadOnceOnStaleChunk } from './boot/chunk-reload'
import { openNextPageAfreshWhilePartsLost } from './boot/fresh-document-for-lost-parts'
import { whenAppHydrated } from './boot/app-hydrated'
import { pageCodeLoads, servedPageCopy } from './boot/keep-server-page'
import { keepScrollThroughHydration } from './boot/keep-scroll-through-hydration'
import { startBackgroundWorkWhenReady } from './app/background-work'

const router = createAppRouter()

reloadOnceOnStaleChunk()
openNextPageAfreshWhilePartsLost(router)
keepScrollThroughHydration(router)

// Hydration runs as a transition, as TanStack Start's own client entry does: React then hydrates in slices of a few
// milliseconds and yields between them, so a tap or a keypress is never stuck behind one long task. The page is
// already on screen from the prerendered HTML; only its interactivity arrives this way (decision 0012, item 13).
// It starts only when it can succeed, and a failure while it runs puts the served page back (src/boot/keep-server-page.ts).
// Each step in a task of its own: together with the entry's evaluation they were one task of 75-110 ms on a phone
// (Lighthouse, 4x), which a tap had to wait out; apart, none is long (TBT on /gallery 102-128 ms -> 12-14 ms).
async function hydrate() {
  await nextTask()
  if (!(await pageCodeLoads(router))) return
  await nextTask()
  const servedPage = servedPageCopy()
  whenAppHydrated(servedPage.release)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error('Recoverable render error', error),
        // While hydrating, any render error puts the served page back; after that, the error screen shows (and logs) it.
        onCaughtError: (error) => void servedPage.restore(error),
        onUncaughtError: (error) => servedPage.restore(error) || console.error('Render error', error),
      },
    )
  })
}
void hydrate()

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

startBackgroundWorkWhenReady()
