import { Link, useRouter } from '@tanstack/react-router'
import { posts, type BlogPost } from '../../content/blog'
import type { PostBody } from '../../content/blog/post-body'
import { JsonLd } from '../../components/JsonLd'
import { MarkdownContent } from '../../components/MarkdownContent'
import { PageHero } from '../../components/PageHero'
import { business } from '../../content/site'
import { relatedPosts } from '../../lib/blog'
import { blogPostingJsonLd } from '../../lib/content-structured-data'
import { blogPostHref } from '../../content/pages'
import { button } from '../../styles/button'
import { cardGrid, container, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import { BlogCard } from './BlogCard'
import * as pageStyles from './pages.css'
import * as styles from './BlogPage.css'

interface BlogPostViewProps {
  post: BlogPost
  body: PostBody
  /** True for the short moment after a post is picked in this tab (SPEC §2: a loading text for 300 ms). */
  loading: boolean
  onSelect: (id: number) => void
}

/** SPEC §2 Blog post view: hero, breadcrumb, body, tags, related stories, and the ways back and on. */
export function BlogPostView({ post, body, loading, onSelect }: BlogPostViewProps) {
  const related = relatedPosts(posts, post)
  return (
    <>
      <PageHero
        image={post.image}
        eyebrow={`${post.category} · ${post.date}`}
        title={post.title}
        subtitle={post.excerpt}
        size="medium"
      />
      <JsonLd data={blogPostingJsonLd(post, blogPostHref(post.id))} />
      <section className={section}>
        <div className={container}>
          <div className={styles.postColumn}>
            <nav aria-label="Breadcrumb">
              <ol className={pageStyles.breadcrumb}>
                <li>
                  <Link to="/">Home</Link>
                </li>
                <li>
                  <Link to="/blog">Blog</Link>
                </li>
                <li>
                  <Link to="/blog" search={{ category: post.category }}>
                    {post.category}
                  </Link>
                </li>
                <li aria-current="page">{post.title}</li>
              </ol>
            </nav>
            {loading ? (
              <p role="status" className={styles.loading}>
                Loading story…
              </p>
            ) : (
              <>
                <p className={styles.byline}>
                  By {post.author} · {post.date}
                </p>
                <article aria-label={post.title}>
                  {body.status === 'ready' ? <MarkdownContent body={body.body} /> : <UnavailableBody />}
                </article>
                <div className={styles.tags}>
                  <h2 className={styles.tagsTitle}>Tags</h2>
                  <ul className={styles.tagList}>
                    {post.tags.map((tag) => (
                      <li key={tag} className={styles.tag}>
                        {tag}
                      </li>
                    ))}
                  </ul>
                </div>
                <Link to="/blog" className={button({ tone: 'secondary' })}>
                  ← Back to Blog
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      {!loading && related.length > 0 && (
        <section className={sectionAlt} aria-labelledby="related-title">
          <div className={container}>
            <h2 id="related-title" className={sectionTitle}>
              Related Stories
            </h2>
            <div className={cardGrid}>
              {related.map((story) => (
                <BlogCard key={story.id} post={story} onSelect={onSelect} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}
      <section className={section} aria-labelledby="explore-title">
        <div className={container}>
          <div className={pageStyles.callout}>
            <h2 id="explore-title" className={pageStyles.calloutTitle}>
              Walk these stories with us
            </h2>
            <p className={pageStyles.calloutText}>
              Our guides tell New York’s cat stories on the streets where they happened: small groups, about{' '}
              {business.durationLabel}, ${business.pricePerPerson} per person.
            </p>
            <div className={styles.calloutActions}>
              <Link to="/booking" className={button({ size: 'lg' })}>
                Explore Our Tours
              </Link>
              <Link to="/blog" className={button({ tone: 'light', size: 'lg' })}>
                Browse All Stories
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}

/** A post picked here whose body could not load: offline before the site was saved, or the connection dropped. */
function UnavailableBody() {
  const router = useRouter()
  return (
    <div role="alert" className={styles.unavailable}>
      <p>This story could not load. Check your connection and try again.</p>
      <button type="button" className={button({ tone: 'secondary' })} onClick={() => void router.invalidate()}>
        Try again
      </button>
    </div>
  )
}
