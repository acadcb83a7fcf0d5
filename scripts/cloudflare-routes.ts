/**
 * Cloudflare Pages' `_routes.json` (decision 0018): which requests run the documents' edge function
 * (functions/_middleware.ts). Every file that is not a document stays a plain static file (no function call,
 * `_headers` applies): each top-level folder that holds no document, and each top-level file but the pages (the
 * worker is written later: listed).
 * Built from what the output folder holds when the pages are written, so only what the build itself makes counts:
 * the `.br` and `.gz` copies (written later, or left by the previous build in a folder Vite does not empty) are
 * never asked for by name, and listing them would make the file depend on what the folder held before.
 * The functions' paths (/api/*, the content editor's sign-in) are never excluded, even if the build held a folder of
 * that name; `/*` already includes them, and wrangler refuses an include list whose rules overlap.
 */
import { readdir } from 'node:fs/promises'
import { FUNCTIONS_PREFIX } from './host-headers.ts'
import { ENCODINGS } from './precompress-plugin.ts'

const isCompressedCopy = (name: string) => ENCODINGS.some(({ extension }) => name.endsWith(extension))

export async function cloudflareRoutes(outDir: string, documentFiles: readonly string[]): Promise<string> {
  const documentFolders = new Set(documentFiles.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))
  const entries = await readdir(outDir, { withFileTypes: true })
  const exclude = [
    ...entries
      .filter((entry) => entry.isDirectory() && !documentFolders.has(entry.name) && !entry.name.startsWith('.'))
      .map((entry) => `/${entry.name}/*`),
    ...entries
      .filter(
        (entry) =>
          entry.isFile() &&
          !entry.name.endsWith('.html') &&
          !isCompressedCopy(entry.name) &&
          !entry.name.startsWith('_'),
      )
      .map((entry) => `/${entry.name}`),
    '/sw.js',
  ].filter((rule) => !rule.startsWith(FUNCTIONS_PREFIX))
  return `${JSON.stringify({ version: 1, include: ['/*'], exclude: [...new Set(exclude)].sort() }, null, 2)}\n`
}
