/**
 * Whether every element of `body` carries React's fiber property, or sits inside markup React set with
 * dangerouslySetInnerHTML (the document's body by default): the tests' sign that the app has taken the whole page
 * over. It reads React's internal naming (decision 0019, contract in tests/library-internals.test.tsx), which is why
 * it lives with the tests and not in the app: the app learns it has hydrated from its parts' own effects
 * (src/boot/app-hydrated.ts). Self-contained, so the end-to-end tests can run this very function in the page.
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
