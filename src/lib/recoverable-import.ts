/**
 * Imports whose caller copes with a failure: the parts of a page it can do without (./load-part.ts, which tries them
 * again) and the reads they make on their own. A chunk that fails to load while online reloads the
 * page (src/boot/chunk-reload.ts), which is right for the page's own code after a deploy removed it, and wrong for these:
 * on a first visit, before a worker controls the page, a signal that drops just after the page appeared would
 * reload it into that dropped signal, and the guest would get the browser's offline error instead of the page.
 *
 * Vite reports a failed import (`vite:preloadError`) before the import's caller hears of it, and WebKit's error
 * names no URL ("Importing a module script failed."), so the failure is told by what is loading when it comes.
 * Should a navigation's route chunk fail in the same moment, the router's own reload still recovers it
 * (react-router's lazyRouteComponent).
 */
let pending = 0

export async function recoverableImport<T>(load: () => Promise<T>): Promise<T> {
  pending += 1
  try {
    return await load()
  } finally {
    pending -= 1
  }
}

/** Whether an import whose caller copes with its failure is loading now. */
export const recoverableImportPending = (): boolean => pending > 0

/** The parts of the page (by their loader) whose last load failed. */
const lost = new Set<unknown>()

export function notePartLost(part: unknown): void {
  lost.add(part)
}

export function notePartLoaded(part: unknown): void {
  lost.delete(part)
}

/** Whether a part the page can do without failed to load and has not loaded since. */
export const partsLost = (): boolean => lost.size > 0
