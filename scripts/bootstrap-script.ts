/**
 * The page's inline bootstrap script (decision 0012), at the end of its body (scripts/router-manifest.ts puts it
 * there; the prerender hashes it into the page's policy). What it does, and why, is in its module,
 * src/boot/bootstrap-script.ts; here the build compiles that module, with what this build loads, into the script's
 * text.
 */
import type { BootstrapOptions } from '../src/boot/bootstrap-script.ts'
import { RULES_ATTR } from './critical-css.ts'
import { compileInlineScript } from './inline-script.ts'

/**
 * The most CSS text the bootstrap puts in the page in one task. Blink parses a <style> as it is inserted, within the
 * task that inserts it: the whole rest of the stylesheet (about 45 KB) at once would be one long task, which a tap
 * made then would wait out; pieces this size keep each task short (figures in decision 0012, item 13).
 */
export const CSS_PIECE_CHARS = 8000

/** What the bootstrap of a build is told: the files it loads, and the build's constants. */
export function bootstrapOptions(
  entry: string,
  preloads: readonly string[],
  stylesheet: string | null,
): BootstrapOptions {
  return { entry, preloads, stylesheet, rulesAttr: RULES_ATTR, pieceChars: CSS_PIECE_CHARS }
}

/** The script's text as the prerender inlines it (and hashes it into the page's policy). */
export function bootstrapScript(
  entry: string,
  preloads: readonly string[],
  stylesheet: string | null,
): Promise<string> {
  return compileInlineScript({
    module: 'src/boot/bootstrap-script.ts',
    run: 'bootstrap',
    // The page's own import(): a real dynamic import of the chunk's URL, which the compiler leaves as it is.
    args: ['(url) => import(url)', JSON.stringify(bootstrapOptions(entry, preloads, stylesheet))],
  })
}
