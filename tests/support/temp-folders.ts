/** Fresh folders under the system's temporary directory for one test file, removed after each test. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'

export function tempFolders(prefix: string): () => Promise<string> {
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), `${prefix}-`))
    folders.push(dir)
    return dir
  }
}
