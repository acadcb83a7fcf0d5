import { Link } from '@tanstack/react-router'
import { posts, type BlogPost } from '../../content/blog'
import { PageHero } from '../../components/PageHero'
import { button } from '../../styles/button.css'
import { card, cardGrid, cardTitle, container, prose, section } from '../../styles/layout.css'
import * as styles from './pages.css'

export function BlogPage({ post }: { post: BlogPost | undefined }) {
  return post ? <PostView post={post} /> : <ListView />
}

function ListView() {
  return (
    <>
      <PageHero image="hero-blog" title="Blog & Cat Stories" subtitle="True tales of the cats who shaped New York." />
      <section className={section} aria-label="Stories">
        <div className={container}>
          <div className={cardGrid}>
            {posts.map((post) => (
              <article key={post.id} className={card}>
                <span className={styles.badge}>{post.category}</span>
                <p className={styles.priceNote}>{post.date} · {post.author}</p>
                <h2 className={cardTitle}>
                  <Link to="/blog" search={{ post: post.id }} replace>{post.title}</Link>
                </h2>
                <p className={styles.muted}>{post.excerpt}</p>
                <Link to="/blog" search={{ post: post.id }} replace className={styles.readMore}>
                  Read More<span className="sr-only">: {post.title}</span>
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}

function PostView({ post }: { post: BlogPost }) {
  const blocks = post.content.split('\n').filter((line) => line.trim() !== '')
  return (
    <>
      <PageHero image={post.image} eyebrow={`${post.category} · ${post.date}`} title={post.title} subtitle={post.excerpt} size="medium" />
      <section className={section}>
        <div className={`${container} ${prose}`}>
          <nav aria-label="Breadcrumb">
            <ol className={styles.breadcrumb}>
              <li><Link to="/">Home</Link></li>
              <li><Link to="/blog">Blog</Link></li>
              <li>{post.category}</li>
              <li aria-current="page">{post.title}</li>
            </ol>
          </nav>
          <article>
            {blocks.map((block, index) =>
              block.startsWith('## ') ? (
                <h2 key={index}>{block.slice(3)}</h2>
              ) : (
                <p key={index}>{block}</p>
              ),
            )}
          </article>
          <p className={styles.priceNote}>Tags: {post.tags.join(', ')}</p>
          <div className={styles.cardFooter}>
            <Link to="/blog" className={button({ tone: 'secondary' })}>Back to all stories</Link>
            <Link to="/booking" className={button()}>Explore our tours</Link>
          </div>
        </div>
      </section>
    </>
  )
}
