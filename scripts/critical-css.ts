/**
 * Critical CSS for each prerendered document (decision 0012): Beasties inlines the rules of the site stylesheet
 * that match the document's own markup into a <style> in its <head>. The stylesheet link itself leaves the HTML
 * (a <noscript> copy stays for readers without scripts): the page's bootstrap script (scripts/router-manifest.ts)
 * links it after the first paint, so the whole stylesheet is there for client-side navigation and for what only
 * appears then (menus, toasts, the lightbox) without its request competing with the page's first paint.
 */
import Beasties from 'beasties'

/** Beasties' "media-script" mode marks the deferred link with this attribute; the link is then removed. */
const DEFERRED_MEDIA_ATTR = 'data-beasties-media'
const DEFERRED_LINK = new RegExp(`<link\\b[^>]*\\b${DEFERRED_MEDIA_ATTR}=[^>]*>`, 'g')

/** Beasties' "media-script" mode without its activation script: the link it would activate is removed. */
class CriticalCss extends Beasties {
  injectDeferredMediaScript(): void {}
}

export function criticalCssInliner(outDir: string): (html: string) => Promise<string> {
  const beasties = new CriticalCss({
    path: outDir,
    publicPath: '/',
    preload: 'media-script',
    noscriptFallback: true,
    // Keyframes only when a critical rule animates with them (the hero fade), no inline style attributes touched.
    keyframes: 'critical',
    reduceInlineStyles: false,
    pruneSource: false,
    logLevel: 'warn',
  })
  return async (html) => {
    const out = await beasties.process(html)
    const links = out.match(DEFERRED_LINK) ?? []
    if (links.length !== 1) throw new Error(`Critical CSS: expected one deferred stylesheet link, found ${links.length}`)
    // Beasties marks the root element while it works; the mark has no use in the page.
    return out.replace(DEFERRED_LINK, '').replace(/(<html\b[^>]*?) data-beasties-container(="")?/, '$1')
  }
}
