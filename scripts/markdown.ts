/**
 * Build-time Markdown reader for the blog (docs/decisions/0007-blog-markdown.md). The CommonMark parser
 * (mdast-util-from-markdown) builds a syntax tree; this module keeps only the blog's subset and reports
 * everything else as a problem. Whatever it is given, the result holds no markup: raw HTML becomes plain
 * text, and a link or image it cannot vouch for is dropped. Runs in Node only, never in the browser.
 */
import { fromMarkdown } from 'mdast-util-from-markdown'
import type { ListItem, Nodes, PhrasingContent, RootContent } from 'mdast'
import { safeLink, type Block, type Inline, type MarkdownBody } from '../src/content/blog/markdown.ts'
import type { ImageName } from '../src/content/images.ts'

export interface Problem {
  line: number | undefined
  message: string
}

export interface ParseOptions {
  isImageName: (name: string) => name is ImageName
}

export interface ParseResult {
  body: MarkdownBody
  /** What the subset could not keep as written; the build plugin refuses a post that has any. */
  problems: Problem[]
}

export function parseMarkdown(source: string, { isImageName }: ParseOptions): ParseResult {
  const problems: Problem[] = []
  const report = (node: Nodes, message: string) => problems.push({ line: node.position?.start.line, message })

  function inline(nodes: readonly PhrasingContent[]): Inline[] {
    const out: Inline[] = []
    const push = (node: Inline) => {
      const last = out[out.length - 1]
      if (node.type === 'text' && last?.type === 'text') last.value += node.value
      else out.push(node)
    }
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          push({ type: 'text', value: node.value })
          break
        case 'strong':
        case 'emphasis':
          push({ type: node.type, children: inline(node.children) })
          break
        case 'break':
          push({ type: 'break' })
          break
        case 'link': {
          const link = safeLink(node.url, { allowTokens: true })
          if (link) push({ type: 'link', href: link.href, children: inline(node.children) })
          else {
            report(node, `link to "${node.url}" dropped: only https, http, mailto and site paths are allowed`)
            for (const child of inline(node.children)) push(child)
          }
          break
        }
        case 'html':
          report(node, 'raw HTML is not part of the subset; it is shown as plain text')
          push({ type: 'text', value: node.value })
          break
        case 'inlineCode':
          report(node, 'inline code is not part of the subset; it is shown as plain text')
          push({ type: 'text', value: node.value })
          break
        case 'image':
          report(node, `image "${node.url}" dropped: an image must stand alone in its paragraph`)
          break
        default:
          report(node, `${node.type} is not part of the subset; only its text is kept`)
          if ('children' in node) for (const child of inline(node.children)) push(child)
      }
    }
    return out
  }

  function listItem(item: ListItem): Inline[] {
    const out: Inline[] = []
    for (const child of item.children) {
      if (child.type !== 'paragraph') {
        report(child, `${child.type} inside a list item is not part of the subset; it is dropped`)
        continue
      }
      if (out.length > 0) out.push({ type: 'break' })
      out.push(...inline(child.children))
    }
    return out
  }

  function block(node: RootContent): Block[] {
    switch (node.type) {
      case 'heading':
        if (node.depth > 3)
          report(node, `heading level ${node.depth} is not part of the subset; it is shown as level 3`)
        return [{ type: 'heading', level: node.depth <= 2 ? 2 : 3, children: inline(node.children) }]
      case 'paragraph': {
        const meaningful = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
        const [only] = meaningful
        if (meaningful.length === 1 && only?.type === 'image') {
          if (isImageName(only.url))
            return [{ type: 'image', name: only.url, alt: only.alt ?? '', caption: only.title ?? '' }]
          report(only, `image "${only.url}" dropped: not a name from src/content/images.ts`)
          return []
        }
        const children = inline(node.children)
        return children.length > 0 ? [{ type: 'paragraph', children }] : []
      }
      case 'list':
        return [
          { type: 'list', ordered: node.ordered === true, start: node.start ?? 1, items: node.children.map(listItem) },
        ]
      case 'html':
        report(node, 'raw HTML is not part of the subset; it is shown as plain text')
        return [{ type: 'paragraph', children: [{ type: 'text', value: node.value }] }]
      case 'code':
        report(node, 'code blocks are not part of the subset; shown as plain text')
        return [{ type: 'paragraph', children: [{ type: 'text', value: node.value }] }]
      case 'blockquote':
        report(node, 'block quotes are not part of the subset; their paragraphs are kept')
        return node.children.flatMap(block)
      default:
        report(node, `${node.type} is not part of the subset; it is dropped`)
        return []
    }
  }

  const tree = fromMarkdown(source)
  return { body: { blocks: tree.children.flatMap(block) }, problems }
}
