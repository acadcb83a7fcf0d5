/**
 * Compiles a page's inline script from an ordinary typed module of the app (the early input script and the
 * bootstrap, src/boot/): a tiny entry that imports the module's function and calls it with what the build knows is
 * bundled by Rolldown (the bundler Vite itself runs on, so no dependency of its own) into one minified classic
 * script, an IIFE with no import or export left. The prerender inlines that text as it is and hashes the same bytes
 * into the page's policy (scripts/document-security.ts), so what is hashed is what runs.
 *
 * The output depends only on the module's source and the call: no paths, no comments, no dates (decision 0017).
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

/** The project's root (a string path: under jsdom, `URL` is not Node's). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = '\0inline-script-entry'

/** The same syntax as the app's chunks (vite.config.ts), so the script runs in every browser the app does. */
const TARGET = 'es2022'

export interface InlineScript {
  /** The module, from the project's root: `src/boot/early-input-script.ts`. */
  module: string
  /** The function it exports that starts the script. */
  run: string
  /** The call's arguments, as JavaScript source: `window`, or JSON the build writes. */
  args: readonly string[]
}

/** The minified text of `run(...args)` with `module` compiled in, to put in a <script> as it is. */
export async function compileInlineScript({ module, run, args }: InlineScript): Promise<string> {
  const output = await build({
    input: ENTRY,
    cwd: ROOT,
    logLevel: 'warn',
    onLog(level, log) {
      throw new Error(`Compiling the inline script ${module}: ${level}: ${log.message}`)
    },
    transform: { target: TARGET },
    plugins: [
      {
        name: 'inline-script-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? `import { ${run} } from ${JSON.stringify(resolve(ROOT, module))}\n${run}(${args.join(', ')})\n`
            : null,
      },
    ],
    write: false,
    output: { format: 'iife', minify: true, comments: false, strict: false },
  })
  const chunks = output.output.filter((file) => file.type === 'chunk')
  if (chunks.length !== 1 || output.output.length !== 1)
    throw new Error(`The inline script ${module} compiled to ${output.output.length} files, not one`)
  const code = chunks[0]!.code.trim()
  // A classic script cannot import statically, and an inline one cannot load a chunk it was split from.
  if (/(^|[;}])\s*(import|export)[\s{*]/.test(code))
    throw new Error(`The inline script ${module} still imports or exports: ${code.slice(0, 200)}`)
  return code
}
