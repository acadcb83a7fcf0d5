/**
 * The modules a page loads after it has hydrated and can do without: the booking bar and the preference it reads,
 * the status pills, the outbox's status and panel, the toasts' list, the install control, the outbox's delivery and
 * reading, and the worker's registration. Their loaders cope with a failure, try again later, and never reload the
 * page (src/lib/load-part.ts, src/lib/recoverable-import.ts).
 *
 * The client build preloads nothing for them, as for any dynamic import (scripts/page-code.ts). That matters most
 * here: Vite's preload adds a `<link rel=modulepreload>` for every chunk a dynamic import needs, and WebKit keeps the
 * failure of a preloaded module it could not fetch (a signal that dropped as it loaded) for the rest of the document,
 * and for about 20 s in any new document of the tab: every later try failed at once, without a request. Without the
 * preload it fetches the module again, as Chromium does (measured with WebKitGTK 2.50.6, decision 0022).
 *
 * Every dynamic import of the app's code is either one of these or code a page waits for (tests/late-parts.test.ts).
 */
import path from 'node:path'
import type { Plugin } from 'vite'

/** By path from the project's root. */
export const LATE_PART_MODULES: readonly string[] = [
  'src/app/shell/StickyBookingBar.tsx',
  'src/db/preferences.ts',
  'src/app/shell/AppStatus.tsx',
  'src/outbox/page/OutboxStatus.tsx',
  'src/outbox/page/Undeliverable.tsx',
  'src/components/toast/Toaster.tsx',
  'src/app/shell/InstallApp.tsx',
  'src/outbox/page/sync.ts',
  'src/outbox/storage/queue.ts',
  // The worker's registration (src/pwa/register.ts), started with the toasts that tell its updates.
  'src/app/shell/service-worker.ts',
]

interface BundledChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  moduleIds: readonly string[]
}

/**
 * The chunks of the client build (by file name) that hold a late part. Throws, naming the module, when a listed part
 * is in no chunk (renamed or removed: the list must follow) or in an entry chunk (something the page starts with
 * imports it, so it is no longer late).
 */
export function latePartChunks(chunks: readonly BundledChunk[], root: string): Set<string> {
  const found = new Set<string>()
  for (const module of LATE_PART_MODULES) {
    const id = path.resolve(root, module)
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id))
    if (!chunk) {
      throw new Error(
        `scripts/late-parts.ts lists ${module}, which is in no chunk of the client build. If it was renamed or ` +
          'removed, or is no longer loaded after the page, change the list to match.',
      )
    }
    if (chunk.isEntry) {
      throw new Error(
        `scripts/late-parts.ts lists ${module}, but it is in the entry chunk ${chunk.fileName}: the page's start ` +
          'imports it. Load it only with import() (src/lib/load-part.ts), or take it off the list.',
      )
    }
    found.add(chunk.fileName)
  }
  return found
}

/** The plugin that stops the client build when a late part is in no chunk, or in the entry (`latePartChunks`). */
export function lateParts(): Plugin {
  return {
    name: 'late-parts',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      try {
        latePartChunks(chunks, this.environment.config.root)
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
