/**
 * The page's own code: the chunks of the routes that render it and their imports, which the build names on the
 * page (scripts/page-code.ts writes them on the bootstrap script's element, where no hash of the page's policy
 * covers them). No chunk carries a list of what to preload for each dynamic import (decision 0026), so the entry
 * asks for these files together, as it starts the page's routes, instead of one import after another.
 */

/** The attribute that names the page's code, as space-separated URLs. */
export const PAGE_CODE_ATTR = 'data-page-code'

/** Starts downloading the page's own code, every file at once (each once, however often it is called). */
export function preloadPageCode(): void {
  const urls = document.querySelector(`script[${PAGE_CODE_ATTR}]`)?.getAttribute(PAGE_CODE_ATTR)?.split(' ') ?? []
  const asked = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  )
  for (const url of urls) {
    if (!url || asked.has(url)) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = url
    document.head.append(link)
  }
}
