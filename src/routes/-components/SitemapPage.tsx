import { Link } from '@tanstack/react-router'
import { sitemapGroups, type SitemapPostLink } from '../../content/sitemap'
import { PageHero } from '../../components/PageHero'
import { container, linkList, section } from '../../styles/layout.css'
import * as styles from './pages.css'

/** /sitemap (SPEC §2 Site map): the same links as sitemap.xml, grouped. */
export function SitemapPage() {
  const { main, tours, posts } = sitemapGroups()
  return (
    <>
      <PageHero title="Site Map" subtitle="Every page and story on our website." />
      <section className={section}>
        <div className={`${container} ${styles.sitemapColumns}`}>
          <nav aria-labelledby="sitemap-main">
            <h2 id="sitemap-main">Main pages</h2>
            <ul className={linkList}>
              {main.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="sitemap-tours">
            <h2 id="sitemap-tours">Tours</h2>
            <ul className={linkList}>
              {tours.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="sitemap-blog">
            <h2 id="sitemap-blog">Blog posts</h2>
            <SitemapPosts posts={posts} />
          </nav>
        </div>
      </section>
    </>
  )
}

/** The blog part of the site map; says so when there are no posts (SPEC §2 "No blog posts available"). */
export function SitemapPosts({ posts }: { posts: readonly SitemapPostLink[] }) {
  if (posts.length === 0) return <p>No blog posts available</p>
  return (
    <ul className={linkList}>
      {posts.map((post) => (
        <li key={post.id}>
          <Link to="/blog" search={{ post: post.id }}>
            {post.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
