/**
 * Build-time half of the Content-Security-Policy (decision 0010): finds the inline scripts of a prerendered
 * document, hashes the ones a browser would run, and writes the document's policy into a <meta> at the top of
 * its <head>. The server and the static-host _headers send the same policy (plus frame-ancestors) as a header.
 */
import { createHash } from 'node:crypto'

export interface InlineScript {
  /** The type attribute, lower-cased; '' when absent. */
  type: string
  /** The exact text between the tags: what the browser hashes. */
  text: string
}

// Script data ends at the first "</script" followed by whitespace, "/" or ">" (HTML's script data state).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC = /\bsrc\s*=/i

export function inlineScripts(html: string): InlineScript[] {
  const found: InlineScript[] = []
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? ''
    if (SRC.test(attributes)) continue
    const type = TYPE.exec(attributes)
    found.push({ type: (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase(), text: match[2] ?? '' })
  }
  return found
}

/** Types a browser executes (classic and module scripts); anything else, such as JSON-LD, is a data block. */
export function isExecutable(script: InlineScript): boolean {
  return ['', 'module', 'text/javascript', 'application/javascript'].includes(script.type)
}

export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/**
 * Hashes of the inline scripts the document runs. Data blocks (JSON-LD) are never executed, so CSP does not
 * apply to them and they need no hash.
 */
export function scriptHashes(html: string): string[] {
  return [
    ...new Set(
      inlineScripts(html)
        .filter(isExecutable)
        .map((script) => sha256Source(script.text)),
    ),
  ]
}

export const CHARSET_META = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i

/** Puts the policy right after <meta charset>, ahead of every script, so it governs the whole document. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  if (!CHARSET_META.test(html)) throw new Error('A prerendered document has no <meta charset>: cannot place its policy')
  return html.replace(CHARSET_META, (charset) => `${charset}${meta}`)
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
