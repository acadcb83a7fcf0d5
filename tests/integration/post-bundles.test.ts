/**
 * The built bundles carry no post body and none of the build-time parsers (Markdown, YAML, the content schema): a body
 * in a script would make every page's code change when one post is edited (decision 0017). Reads dist/.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { posts } from '../../src/content/blog'
import { postBody } from '../../src/content/blog/bodies'
import { postBodyFile } from '../../src/content/blog/post-files'

const __root = join(__dirname, '..', '..')

describe('client bundle', () => {
  const assets = join(__root, 'dist', 'assets')
  const workerFile = join(__root, 'dist', 'sw.js')
  // Strings of the parser's own source: they would be in any bundle that carried it.
  const markers: string[] = ['Cannot close document, a token', 'micromark']
  const parserSource = readFileSync(join(__root, 'node_modules', 'mdast-util-from-markdown', 'lib', 'index.js'), 'utf8')

  // The content files' schema library and YAML parser run at build time only (src/content/schema.ts).
  const buildOnly = [
    ['zod/v4/locales/en.js', 'Too small: expected'],
    ['yaml/dist/compose/resolve-block-map.js', 'Implicit keys need to be on a single line'],
  ] as const

  it('keeps the post bodies out of the scripts, as data files, and none of the Markdown parser', () => {
    expect(parserSource).toContain(markers[0])
    for (const [file, marker] of buildOnly) {
      expect(readFileSync(join(__root, 'node_modules', file), 'utf8')).toContain(marker)
      markers.push(marker)
    }
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    const code = [...scripts.map((file) => join(assets, file)), workerFile]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    // A body in a script would make every page's code change when one post is edited (decision 0017).
    expect(code).not.toContain('A hall older than the borough')
    for (const marker of markers) expect(code).not.toContain(marker)
    for (const post of posts) {
      const file = join(__root, 'dist', postBodyFile(post.id))
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(postBody(post.id))
    }
  })
})
