/**
 * The blog's Markdown subset as data (docs/decisions/0007-blog-markdown.md): what scripts/markdown.ts turns a
 * post file into at build time, and what src/components/MarkdownContent.tsx renders. No parser code lives here,
 * so nothing of the parser reaches the browser.
 */
import type { ImageName } from '../images'

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' }

export type Block =
  /** `#` and `##` are both level 2: the page's only level-1 heading is the post title in the hero. */
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  /** A picture from src/content/images.ts; `alt` empty means the manifest's own description is used. */
  | { type: 'image'; name: ImageName; alt: string; caption: string }

export interface MarkdownBody {
  blocks: Block[]
}

export type SafeLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'mailto'; href: string }

/** A root-relative path without a query (router links take a path), or a `{token}` the content module fills in. */
const INTERNAL_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*$/
const TOKEN = /^\{[A-Za-z]+\}$/

/**
 * Classifies a link target, or returns null for anything that is not plainly safe: other schemes (javascript:,
 * data:, vbscript:), protocol-relative and relative URLs. Control characters and spaces are refused rather
 * than stripped, because browsers strip them before reading the scheme ("java\tscript:").
 */
export function safeLink(href: string, { allowTokens = false } = {}): SafeLink | null {
  if (href === '' || /[\p{Cc} \\]/u.test(href)) return null
  if (INTERNAL_PATH.test(href)) return { kind: 'internal', href }
  if (allowTokens && TOKEN.test(href)) return { kind: 'internal', href }
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.protocol === 'https:' || url.protocol === 'http:')
    return url.hostname ? { kind: 'external', href: url.href } : null
  if (url.protocol === 'mailto:') return { kind: 'mailto', href }
  return null
}

/**
 * Fills `{token}` placeholders (SPEC placeholders such as {name}, kept in src/config.ts) in the text, captions
 * and link targets of a body. A link whose token has no value is dropped to its text.
 */
export function fillPlaceholders(body: MarkdownBody, values: Readonly<Record<string, string>>): MarkdownBody {
  const fill = (text: string) => text.replace(/\{([A-Za-z]+)\}/g, (token, key: string) => values[key] ?? token)
  const inline = (nodes: readonly Inline[]): Inline[] =>
    // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every node type, and TypeScript checks that it does (the callback's return type does not include undefined)
    nodes.flatMap((node): Inline[] => {
      switch (node.type) {
        case 'text':
          return [{ type: 'text', value: fill(node.value) }]
        case 'strong':
        case 'emphasis':
          return [{ type: node.type, children: inline(node.children) }]
        case 'link': {
          const link = safeLink(fill(node.href))
          return link ? [{ type: 'link', href: link.href, children: inline(node.children) }] : inline(node.children)
        }
        case 'break':
          return [node]
      }
    })
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every block type, and TypeScript checks that it does (the callback's return type does not include undefined)
  const blocks = body.blocks.map((block): Block => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return { ...block, children: inline(block.children) }
      case 'list':
        return { ...block, items: block.items.map(inline) }
      case 'image':
        return { ...block, alt: fill(block.alt), caption: fill(block.caption) }
    }
  })
  return { blocks }
}
