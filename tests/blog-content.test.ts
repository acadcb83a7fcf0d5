/**
 * The built-in posts (SPEC §3 "Blog post") as the build turns them into data: the subset each uses, links that
 * lead somewhere real, filled placeholders (the bundles without the parser: tests/integration/post-bundles.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseMarkdown } from '../scripts/markdown'
import { config } from '../src/config'
import { posts } from '../src/content/blog'
import { postBody } from '../src/content/blog/bodies'
import type { Block, Inline } from '../src/content/blog/markdown'
import { resolveDocument } from '../src/content/documents'
import { isImageName } from '../src/content/images'

const postsDir = join(__dirname, '..', 'content', 'posts')

function inlines(blocks: readonly Block[]): Inline[] {
  const walk = (nodes: readonly Inline[]): Inline[] =>
    nodes.flatMap((node) => [node, ...('children' in node ? walk(node.children) : [])])
  return blocks.flatMap((block) =>
    block.type === 'list' ? block.items.flatMap(walk) : block.type === 'image' ? [] : walk(block.children),
  )
}

function text(blocks: readonly Block[]): string {
  return inlines(blocks)
    .map((node) => (node.type === 'text' ? node.value : ''))
    .join('')
}

describe('built-in posts', () => {
  it('are three: two in Cat History and one in Neighborhood Cats, with unique ids', () => {
    expect(posts.map((post) => post.category).sort()).toEqual(['Cat History', 'Cat History', 'Neighborhood Cats'])
    expect(new Set(posts.map((post) => post.id)).size).toBe(3)
  })

  it.each(readdirSync(postsDir))('%s stays inside the Markdown subset', (file) => {
    const source = readFileSync(join(postsDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
    expect(parseMarkdown(source, { isImageName }).problems).toEqual([])
  })

  it.each(posts.map((post) => [post.id, post] as const))(
    'post %i has headings, bullets, numbered lines, bold and an image',
    (_id, post) => {
      const { blocks } = postBody(post.id)
      expect(blocks.some((block) => block.type === 'heading')).toBe(true)
      expect(blocks.some((block) => block.type === 'list' && !block.ordered)).toBe(true)
      expect(blocks.some((block) => block.type === 'list' && block.ordered)).toBe(true)
      expect(inlines(blocks).some((node) => node.type === 'strong')).toBe(true)
      expect(blocks.some((block) => block.type === 'image')).toBe(true)
      expect(text(blocks).split(/\s+/).length).toBeGreaterThan(250)
    },
  )

  it.each(posts.map((post) => [post.id, post] as const))('post %i links only to pages the site has', (_id, post) => {
    const links = inlines(postBody(post.id).blocks).filter((node) => node.type === 'link')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const answer = resolveDocument(link.href)
      expect(answer, link.href).toMatchObject({ kind: 'page', status: 200 })
    }
  })

  it('leaves no placeholder unfilled', () => {
    for (const post of posts) expect(JSON.stringify(postBody(post.id))).not.toMatch(/\{[A-Za-z]+\}/)
  })

  it('tells the Borough Hall story of the petition in post 1, with the cat’s configured name', () => {
    const tom = postBody(1)
    const story = text(tom.blocks)
    for (const fact of ['1876', '1903', '22 May 1904', 'Later in 1904']) expect(story).toContain(fact)
    expect(story).toContain(`${config.petitionCat.name} dies`)
    expect(posts[0]?.title).toContain(config.petitionCat.name)
    expect(inlines(tom.blocks)).toContainEqual(
      expect.objectContaining({ type: 'link', href: `/petition-${config.petitionCat.slug}` }),
    )
  })
})
