import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { BlogPost } from '../../content/blog'
import { Picture } from '../../components/Picture'
import * as pageStyles from './pages.css'
import * as styles from './BlogPage.css'

/** A click the router handles in this tab (not a new-tab or download click). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

interface BlogCardProps {
  post: BlogPost
  /** Told when the guest opens the post in this tab; the links replace the history entry (SPEC §2 Blog). */
  onSelect: (id: number) => void
  headingLevel?: 2 | 3
}

export function BlogCard({ post, onSelect, headingLevel = 2 }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const
  const select = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isPlainClick(event)) onSelect(post.id)
  }
  return (
    <article className={styles.card}>
      <Picture
        name={post.image}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
        fallback="gallery"
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span className={pageStyles.badge}>{post.category}</span>
          <span>{post.date}</span>
          <span>{post.author}</span>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to="/blog" search={{ post: post.id }} replace onClick={select}>
            {post.title}
          </Link>
        </Heading>
        <p className={pageStyles.muted}>{post.excerpt}</p>
        <Link
          to="/blog"
          search={{ post: post.id }}
          replace
          onClick={select}
          className={pageStyles.readMore}
          aria-label={`Read More: ${post.title}`}
        >
          {/* The label names the story for assistive technology; the hidden text does for crawlers reading link text. */}
          Read More<span className="sr-only"> about {post.title}</span>
        </Link>
      </div>
    </article>
  )
}
