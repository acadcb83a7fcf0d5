import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactElement, ReactNode } from 'react'
import { safeLink, type Block, type Inline, type MarkdownBody } from '../content/blog/markdown'
import { ExternalLink } from './ExternalLink'
import { Picture } from './Picture'
import * as styles from './MarkdownContent.css'

/**
 * Renders a parsed Markdown body (src/content/blog/markdown.ts) as React elements. Every string becomes a
 * text node, so nothing in a post can become markup; link targets are checked again here, not only at build.
 */
export function MarkdownContent({ body }: { body: MarkdownBody }) {
  return <div className={styles.body}>{body.blocks.map(renderBlock)}</div>
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : 'h3'
      return (
        <Heading key={key} className={styles.heading[block.level]}>
          {renderInline(block.children)}
        </Heading>
      )
    }
    case 'paragraph':
      return (
        <p key={key} className={styles.paragraph}>
          {renderInline(block.children)}
        </p>
      )
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index} className={styles.item}>
          {renderInline(item)}
        </li>
      ))
      return block.ordered ? (
        <ol key={key} className={styles.list} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key} className={styles.list}>
          {items}
        </ul>
      )
    }
    case 'image':
      return (
        <figure key={key} className={styles.figure}>
          <Picture
            name={block.name}
            alt={block.alt || undefined}
            sizes="(min-width: 768px) 70ch, 100vw"
            fallback="gallery"
            className={styles.picture}
          />
          {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
        </figure>
      )
  }
}

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every node type, and TypeScript checks that it does (the callback's return type does not include undefined)
  return nodes.map((node, key): ReactElement | string => {
    switch (node.type) {
      case 'text':
        return node.value
      case 'strong':
        return <strong key={key}>{renderInline(node.children)}</strong>
      case 'emphasis':
        return <em key={key}>{renderInline(node.children)}</em>
      case 'break':
        return <br key={key} />
      case 'link':
        return (
          <SafeAnchor key={key} href={node.href}>
            {renderInline(node.children)}
          </SafeAnchor>
        )
    }
  })
}

function SafeAnchor({ href, children }: { href: string; children: ReactNode }) {
  const link = safeLink(href)
  if (!link) return <>{children}</>
  switch (link.kind) {
    case 'internal':
      // The path comes from content, not from the route types; the content tests check that it is a real page.
      return <Link to={link.href as LinkProps['to']}>{children}</Link>
    case 'external':
      return <ExternalLink href={link.href}>{children}</ExternalLink>
    case 'mailto':
      return <a href={link.href}>{children}</a>
  }
}
