/**
 * When the whole prerendered page has hydrated. The shell hydrates its header, page and footer as separate Suspense
 * boundaries (src/app/shell/Shell.tsx), each at its own time; each reports here from an effect, which runs when
 * its part has hydrated (or rendered, on the client). Work that must not compete with hydration (the worker, the
 * outbox) waits for all three.
 */
export type ShellPart = 'header' | 'page' | 'footer'

const PARTS: readonly ShellPart[] = ['header', 'page', 'footer']
const hydrated = new Set<ShellPart>()
let waiting: Array<() => void> = []

const complete = () => PARTS.every((part) => hydrated.has(part))
let released = false

export function partHydrated(part: ShellPart): void {
  hydrated.add(part)
  if (complete()) whenDomHydrated(release)
}

function release(): void {
  released = true
  const callbacks = waiting
  waiting = []
  for (const callback of callbacks) callback()
}

/**
 * A part reports when its own boundary has hydrated, but the router renders the page inside a Suspense boundary
 * of its own, which React may hydrate a little later. So the document is checked too: every element of the body
 * carries React's fiber property once hydrated (React's internal naming, read only here and only to decide when
 * to start background work; React has no public way to ask, decision 0019, contract in tests/library-internals.test.tsx). Checked once per frame, for at most about 2 s; then the work starts anyway.
 */
function whenDomHydrated(callback: () => void, framesLeft = 120): void {
  if (typeof document === 'undefined' || framesLeft <= 0 || documentHydrated(document.body)) {
    callback()
    return
  }
  requestAnimationFrame(() => whenDomHydrated(callback, framesLeft - 1))
}

/**
 * Whether every element of `body` carries React's fiber property, or sits inside markup React set with
 * dangerouslySetInnerHTML (the document's body by default). Self-contained, so the end-to-end tests can run this
 * very function in the page.
 */
export function documentHydrated(body: HTMLElement | null = document.body): boolean {
  if (!body) return true
  const notRenderedByReact = ['SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'STYLE', 'LINK']
  const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
  const rawHtml = (element: Element) => {
    const props = Object.keys(element).find((key) => key.startsWith('__reactProps$'))
    return Boolean(
      props &&
        (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown } | undefined>)[props]
          ?.dangerouslySetInnerHTML,
    )
  }
  for (const element of body.querySelectorAll('*')) {
    if (notRenderedByReact.includes(element.tagName) || owned(element)) continue
    let parent = element.parentElement
    while (parent && !owned(parent)) parent = parent.parentElement
    if (!parent || !rawHtml(parent)) return false
  }
  return true
}

/** Calls `callback` once every part of the shell has hydrated: at once if they have. */
export function whenAppHydrated(callback: () => void): void {
  if (released) callback()
  else waiting.push(callback)
}

/** Calls `callback` once the page has hydrated and the main thread is next idle (after 2 s at the latest). */
export function whenAppHydratedAndIdle(callback: () => void): void {
  whenAppHydrated(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 2000 })
    else setTimeout(callback, 200)
  })
}
