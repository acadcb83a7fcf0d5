/**
 * Which photo files the posts name as their picture (`image: willow-street-stoop.jpg` in a post's front matter), read
 * without the content checks: the photo checks (scripts/photos/photo-set.ts) need them to know what to cut such a
 * photo to, and the loader (./load.ts), which checks the posts, reads the photos list, so neither can wait on the other.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { isPhotoFile } from '../photos/added-pictures.ts'

/** `---`-fenced YAML front matter and the Markdown below it. */
export const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** The business's posts, one Markdown file each. */
export const POSTS_DIR = 'content/posts'

/** The photo files the posts name as their picture, each once, sorted. */
export function postPhotoFiles(root: string): string[] {
  let names: string[]
  try {
    names = readdirSync(join(root, POSTS_DIR))
  } catch {
    return []
  }
  const files = new Set<string>()
  for (const name of names.filter((file) => file.endsWith('.md'))) {
    const match = FRONT_MATTER.exec(readFileSync(join(root, POSTS_DIR, name), 'utf8'))
    let image: unknown
    try {
      image = (parseYaml(match?.[1] ?? '') as { image?: unknown } | null)?.image
    } catch {
      // The loader reports a post whose front matter does not parse.
    }
    if (typeof image === 'string' && isPhotoFile(image.trim())) files.add(image.trim())
  }
  return [...files].sort()
}
