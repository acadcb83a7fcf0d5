/**
 * The page's first script, inline at the top of its <head> (decision 0013): from the first paint, no tap is lost.
 * What it does, and why, is in its module, src/boot/early-input-script.ts; here the build compiles that module into
 * the script's text and puts it in each prerendered page.
 */
import { CHARSET_META } from './document-security.ts'
import { compileInlineScript } from './inline-script.ts'

/** The script's text as the prerender inlines it (and hashes it into the page's policy). */
export function earlyInputScript(): Promise<string> {
  return compileInlineScript({ module: 'src/boot/early-input-script.ts', run: 'keepEarlyInput', args: ['window'] })
}

/**
 * A prerendered page with the early input script first in its <head>, after the <meta charset> (which must come
 * within the first 1024 bytes); the document's policy <meta> goes between them (document-security.ts).
 */
export function withEarlyInput(html: string, script: string): string {
  const charset = CHARSET_META.exec(html)
  if (!charset) throw new Error('The page has no <meta charset> to put the early input script after')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`
}
