/**
 * The build's compressed copies (scripts/precompress-plugin.ts): the same bytes from the cache as from a fresh
 * compression, and a changed file compressed again.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompress } from '../scripts/precompress-plugin'
import { tempFolders } from './support/temp-folders'

const folder = tempFolders('precompress')

const page = (words: string) =>
  `<!doctype html><title>${words}</title>${`<p>${words} of the cats of New York</p>`.repeat(80)}`

describe('precompress', () => {
  it('writes from its cache the same copies a fresh compression writes, and compresses a changed file again', async () => {
    const [site, cache, fresh] = await Promise.all([folder(), folder(), folder()])
    await writeFile(join(site, 'index.html'), page('Stories'))
    await writeFile(join(site, 'tiny.js'), 'export {}')
    await writeFile(join(fresh, 'index.html'), page('Stories'))

    expect(await precompress(site, cache)).toMatchObject({ files: 1, fromCache: 0 })
    const first = await readFile(join(site, 'index.html.br'))
    expect(await precompress(site, cache)).toMatchObject({ files: 1, fromCache: 1 })
    await precompress(fresh)
    expect(await readFile(join(site, 'index.html.br'))).toEqual(first)
    expect(await readFile(join(site, 'index.html.br'))).toEqual(await readFile(join(fresh, 'index.html.br')))
    expect(await readFile(join(site, 'index.html.gz'))).toEqual(await readFile(join(fresh, 'index.html.gz')))

    await writeFile(join(site, 'index.html'), page('Legends'))
    expect(await precompress(site, cache)).toMatchObject({ files: 1, fromCache: 0 })
    expect(brotliDecompressSync(await readFile(join(site, 'index.html.br'))).toString()).toBe(page('Legends'))
    expect(gunzipSync(await readFile(join(site, 'index.html.gz'))).toString()).toBe(page('Legends'))
  })

  it('still compresses when the cache cannot be used', async () => {
    const site = await folder()
    await writeFile(join(site, 'index.html'), page('Stories'))
    const blocked = join(site, 'index.html') // a file, not a folder: nothing can be kept under it
    expect(await precompress(site, blocked)).toMatchObject({ files: 1, fromCache: 0 })
    expect(brotliDecompressSync(await readFile(join(site, 'index.html.br'))).toString()).toBe(page('Stories'))
  })
})
